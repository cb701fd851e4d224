// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from "vitest";
import type { FoundryStandIn } from "../../foundry/index.js";
import { scriptFaces } from "../../foundry/dice.js";
import { sheetWorld } from "./sheet-world.js";

let stand: FoundryStandIn;
type Doc = import("../../foundry/documents.js").Document;

beforeEach(async () => {
  ({ stand } = await sheetWorld());
});

/** Opens a character's sheet with a weapon and an ability of two uses; returns the sheet's element and the actor. */
async function sheetWithItems(preset: string) {
  stand.game.settings.seed("fray", "preset", preset);
  const Actor = stand.CONFIG.Actor!.documentClass as typeof import("../../foundry/documents.js").Document;
  const actor = (await Actor.create({ name: "Ada", type: "character", items: [
    { name: "Sword", type: "weapon", system: { damage: { formula: "1d8", kind: "physical" } } },
    { name: "Rally", type: "ability", system: { uses: { value: 2, max: 2 } } },
  ] }))!;
  const { FrayCharacterSheet } = await import("../../../src/applications/sheets/character-sheet.js");
  const app = new (FrayCharacterSheet as unknown as new (o: { document: Doc }) => { render(o: object): Promise<unknown>;
    element: HTMLElement })({ document: actor });
  await app.render({ force: true });
  return { actor, element: app.element };
}

/** Clicks a button (optionally with shift held) and waits for its async handler. */
async function press(button: HTMLElement, shiftKey = false): Promise<void> {
  button.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, shiftKey }));
  await new Promise((r) => setTimeout(r, 20));
}

describe("roll buttons on the sheet's weapon and ability rows", () => {
  it("L8: a weapon's button posts an attack card (no choice in this rulebook: no dialog)", async () => {
    const { element } = await sheetWithItems("legend");
    scriptFaces([20, 11]);
    await press(element.querySelector<HTMLElement>("[data-action=rollAttack]")!);
    const messages = stand.game.messages.contents as unknown as { type: string }[];
    expect(messages.map((m) => m.type)).toEqual(["attack"]);
  });

  it("S11: shift-click skips the dialog where the rulebook offers choices", async () => {
    const { element } = await sheetWithItems("sides");
    scriptFaces([20, 11]);
    await press(element.querySelector<HTMLElement>("[data-action=rollAttack]")!, true);
    expect(stand.game.messages.contents).toHaveLength(1);
  });

  it("an ability's button spends a use", async () => {
    const { actor, element } = await sheetWithItems("legend");
    await press(element.querySelector<HTMLElement>("[data-action=useAbility]")!);
    type Items = { items: { contents: { type: string; system: { uses: { value: number } } }[] } };
    const ability = (actor as unknown as Items)
      .items.contents.find((i) => i.type === "ability")!;
    expect(ability.system.uses.value).toBe(1);
  });
});
