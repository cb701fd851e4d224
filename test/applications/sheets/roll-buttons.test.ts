// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from "vitest";
import type { FoundryStandIn } from "../../foundry/index.js";
import { scriptFaces } from "../../foundry/dice.js";
import { answerInputs, shownDialogs } from "../../foundry/dialog.js";
import { sheetWorld } from "./sheet-world.js";

let stand: FoundryStandIn;
type Doc = import("../../foundry/documents.js").Document;

beforeEach(async () => {
  ({ stand } = await sheetWorld());
});

/** Opens a character's sheet with a weapon and an ability of two uses; returns the sheet's element and the actor. */
async function sheetWithItems(preset: string) {
  await stand.game.settings.set("fray", "preset", preset);
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

describe("the sheet's actions per turn", () => {
  it("A2, A9: Agility lists 1 Attack, 1 Move, 2 Bonus a turn; free hits are a round's slots, shown with the other "
    + "numbers, not a turn's action", async () => {
    const { element } = await sheetWithItems("agility");
    const listed = [...element.querySelectorAll(".fray-actions li, .fray-actions .fray-chip, .fray-actions span")]
      .map((e) => e.textContent!.trim()).join(" | ");
    expect(listed).toContain("Attack");
    expect(listed).not.toMatch(/freeHit|Free hit/);
  });
});

/** Draws a scene on the canvas (Scene#view), so that ranges are measured there (L10). */
async function viewScene(): Promise<void> {
  type Scene = { view(): Promise<void> };
  const Scene = stand.CONFIG.Scene!.documentClass as unknown as { create(d: object): Promise<Scene> };
  await (await Scene.create({ name: "Field" })).view();
}

/**
 * Targets a Foe (game.user.targets): its token on a scene drawn on the canvas and targeted there, or, with `canvas`
 * false, held in the user's targets as a TokenDocument with no canvas drawn (an attack needs a target, issue Right
 * numbers 7).
 */
async function targetFoe(canvas = true): Promise<void> {
  const Actor = stand.CONFIG.Actor!.documentClass as unknown as { create(d: object): Promise<Doc> };
  const foe = await Actor.create({ name: "Foe", type: "character" });
  type Scene = Doc & { view(): Promise<void> };
  const Scene = stand.CONFIG.Scene!.documentClass as unknown as { create(d: object): Promise<Scene> };
  const scene = await Scene.create({ name: "Field" });
  const [token] = await scene.createEmbeddedDocuments("Token", [{ name: "Foe", actorId: foe.id, actorLink: true,
    x: 100 }]);
  if (!canvas) {
    stand.game.user!.targets.add(token as never);
    return;
  }
  await scene.view();
  stand.canvas.tokens.get(token!.id)!.setTarget(true);
}

describe("roll buttons on the sheet's weapon and ability rows", () => {
  it("L8: a weapon's button posts an attack card (a Legend GM with a canvas has no choice: no dialog)", async () => {
    const { element } = await sheetWithItems("legend");
    await targetFoe();
    scriptFaces([20, 11]);
    await press(element.querySelector<HTMLElement>("[data-action=rollAttack]")!);
    const messages = stand.game.messages.contents as unknown as { type: string }[];
    expect(messages.map((m) => m.type)).toEqual(["attack"]);
  });

  it("S11: shift-click skips the dialog where the rulebook offers choices", async () => {
    const { element } = await sheetWithItems("sides");
    await targetFoe();
    scriptFaces([20, 11]);
    await press(element.querySelector<HTMLElement>("[data-action=rollAttack]")!, true);
    expect(stand.game.messages.contents).toHaveLength(1);
  });

  it("the shift-click hint shows only where the attack opens a dialog (Sides, LoT's Dodge or Armor: yes; Legend: "
    + "only for the GM without a canvas, L10)", async () => {
    const hint = async (preset: string) => (await sheetWithItems(preset)).element
      .querySelector<HTMLElement>("[data-action=rollAttack]")!.dataset.tooltip;
    expect(await hint("sides")).toBe("Attack (shift-click: no dialog)");
    expect(await hint("legend")).toBe("Attack (shift-click: no dialog)");
    await viewScene();
    expect(await hint("legend")).toBe("Attack");
    expect(await hint("lot")).toBe("Attack (shift-click: no dialog)");
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

describe("the attack dialog (DialogV2.input) where the rulebook offers choices", () => {
  type Msg = { type: string; system: { options: { swarm: number; charge: boolean; modifier: number;
    situations: Set<string>; apSwings: number | null } } };
  const messages = () => stand.game.messages.contents as unknown as Msg[];

  it("L10: a Legend GM without a canvas picks the range on the dialog; the card names it", async () => {
    const { element } = await sheetWithItems("legend");
    await targetFoe(false);
    answerInputs({ range: "melee" });
    scriptFaces([20, 11]);
    await press(element.querySelector<HTMLElement>("[data-action=rollAttack]")!);
    expect(shownDialogs().at(-1)!.content).toContain("Range to the targets");
    expect((messages()[0]!.system.options as unknown as { range: string }).range).toBe("melee");
  });

  it("S9, S10, S11: the choices made become the card's options (Swarm 3, Charge, half cover, −1)", async () => {
    const { element } = await sheetWithItems("sides");
    await targetFoe();
    answerInputs({ swarm: "3", charge: true, situations: ["halfCover"], modifier: "-1" });
    scriptFaces([20, 11]);
    await press(element.querySelector<HTMLElement>("[data-action=rollAttack]")!);
    expect(shownDialogs().map((d) => d.title)).toEqual(["Attack with Sword"]);
    const [card] = messages();
    expect(card!.system.options).toMatchObject({ swarm: 3, charge: true, modifier: -1, apSwings: null });
    expect([...card!.system.options.situations]).toEqual(["halfCover"]);
  });

  it("S11: with no target the button says so before any dialog opens; nothing is rolled (issue Right numbers, 7)",
    async () => {
      const { element } = await sheetWithItems("sides");
      const shown = shownDialogs().length;
      await press(element.querySelector<HTMLElement>("[data-action=rollAttack]")!);
      expect(shownDialogs()).toHaveLength(shown);
      expect(messages()).toHaveLength(0);
      expect(stand.notices.at(-1)!.message).toBe("Target at least one token to attack. Nothing was spent or rolled.");
    });

  it("dismissed: no roll and nothing posted", async () => {
    const { element } = await sheetWithItems("sides");
    await targetFoe();
    answerInputs(null);
    const writes = stand.operations.length;
    await press(element.querySelector<HTMLElement>("[data-action=rollAttack]")!);
    expect(messages()).toEqual([]);
    expect(stand.operations.length).toBe(writes);
    expect(stand.notices).toEqual([]);
  });

  it("S9: a Swarm of 5 (max 4) or 2.5 assailants is refused with a notice; nothing is rolled", async () => {
    const { element } = await sheetWithItems("sides");
    await targetFoe();
    answerInputs({ swarm: "5" }, { swarm: "2.5" });
    for (let i = 0; i < 2; i++) await press(element.querySelector<HTMLElement>("[data-action=rollAttack]")!);
    expect(messages()).toEqual([]);
    expect(stand.notices.map((n) => n.message)).toEqual(Array(2).fill(
      "Not a number the rules take (Swarm 1–4, AP swings 1 or more, a whole modifier). Nothing was rolled."));
  });

  it("T8: a LoT weapon with an AP cost asks for the swings; 0 swings is refused, 2 is stored", async () => {
    const { actor } = await sheetWithItems("lot");
    const weapon = (actor as unknown as { items: { contents: Doc[] } }).items.contents[0]!;
    await weapon.update({ "system.apCost": 2 });
    const { attackChoices, attackDialog } = await import("../../../src/applications/chat/attack-dialog.js");
    const { worldRulesInForce } = await import("../../../src/settings.js");
    const choices = attackChoices(worldRulesInForce(), 2);
    expect(choices).toContain("apSwings");
    answerInputs({ apSwings: "0" }, { apSwings: "2" });
    expect(await attackDialog("Sword", choices)).toBeNull();
    expect(await attackDialog("Sword", choices)).toMatchObject({ options: { apSwings: 2 }, spend: true });
  });

  it("S8, S9, A4: the dialog offers the Swarm and Total Defense only with Shock on, aimed areas only with wounds on",
    async () => {
      const { attackChoices } = await import("../../../src/applications/chat/attack-dialog.js");
      const { PRESETS, rulesInForce } = await import("../../../src/rules/index.js");
      const sidesNoShock = attackChoices(rulesInForce("sides", { ...PRESETS.sides.defaults, shock: false }), 0);
      expect(sidesNoShock).not.toContain("swarm");
      expect(sidesNoShock).not.toContain("totalDefense");
      expect(sidesNoShock).toContain("charge");
      const legendShock = attackChoices(rulesInForce("legend", { ...PRESETS.legend.defaults, shock: true }), 0);
      expect(legendShock).toEqual(expect.arrayContaining(["swarm", "totalDefense"]));
      expect(attackChoices(rulesInForce("agility", { ...PRESETS.agility.defaults, wounds: false }), 0))
        .not.toContain("aimedArea");
      // A2: in a started Agility fight the dialog offers the free hit and the extra attack.
      expect(attackChoices(rulesInForce("agility", PRESETS.agility.defaults), 0, { inFight: true }))
        .toEqual(expect.arrayContaining(["freeHit", "extraAttack"]));
    });

  it("L7: in a started combat the GM's dialog (even where the rulebook offers no choice) can waive the action",
    async () => {
      const { attackChoices, attackDialog } = await import("../../../src/applications/chat/attack-dialog.js");
      const { PRESETS, rulesInForce } = await import("../../../src/rules/index.js");
      const legend = rulesInForce("legend", PRESETS.legend.defaults);
      expect(attackChoices(legend, 0)).toEqual([]);
      const choices = attackChoices(legend, 0, { mayWaiveAction: true });
      expect(choices).toEqual(["noSpend"]);
      answerInputs({ noSpend: true }, {});
      expect(await attackDialog("Sword", choices)).toMatchObject({ spend: false });
      expect(await attackDialog("Sword", choices)).toMatchObject({ spend: true });
    });

  it("A9: an Agility attacker in a started combat may attack as a free hit; outside a fight, or under Legend, not",
    async () => {
      const { attackChoices, attackDialog } = await import("../../../src/applications/chat/attack-dialog.js");
      const { PRESETS, rulesInForce } = await import("../../../src/rules/index.js");
      const agility = rulesInForce("agility", PRESETS.agility.defaults);
      const legend = rulesInForce("legend", PRESETS.legend.defaults);
      expect(attackChoices(agility, 0)).not.toContain("freeHit");
      expect(attackChoices(legend, 0, { inFight: true })).not.toContain("freeHit");
      const choices = attackChoices(agility, 0, { inFight: true });
      expect(choices).toContain("freeHit");
      answerInputs({ freeHit: true }, {});
      expect(await attackDialog("Sword", choices)).toMatchObject({ spend: "freeHit" });
      expect(await attackDialog("Sword", choices)).toMatchObject({ spend: true });
    });
});
