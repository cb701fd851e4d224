// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from "vitest";
import type { Document } from "../../foundry/documents.js";
import type { FoundryStandIn } from "../../foundry/index.js";
import { turnEventsSettled } from "../../foundry/combat.js";
import { open, sheetWorld, type SheetsModule } from "./sheet-world.js";
import { addChangesOf } from "../../../src/compat.js";

let stand: FoundryStandIn;
let sheets: SheetsModule;

beforeEach(async () => {
  ({ stand, sheets } = await sheetWorld());
});

/** The prepared numbers these tests read. */
interface Numbers {
  defenses: { ac: number };
  movement: { speed: number };
  attributes: { agi: { value: number } };
  accuracy: number;
  wounds: number;
}

type ActorDoc = Document & { statuses: Set<string>;
  toggleStatusEffect(id: string): Promise<unknown> };

/** The actor's prepared numbers. */
const numbers = (actor: Document) => actor.system as unknown as Numbers;

/** A world character. */
async function makeActor(system: object = {}, effects: object[] = []): Promise<ActorDoc> {
  const Actor = stand.CONFIG.Actor!.documentClass as typeof Document;
  return (await Actor.create({ name: "Ada", type: "character", system, effects })) as unknown as ActorDoc;
}

/** A started combat of `actor` and two others, at round 1, turn 0. */
async function startedCombat(actor: Document) {
  const Actor = stand.CONFIG.Actor!.documentClass as typeof Document;
  const others = await Promise.all(["Bo", "Cy"].map((name) => Actor.create({ name, type: "npc" })));
  const Combat = stand.CONFIG.Combat!.documentClass as typeof Document;
  const combat = (await Combat.create({ active: true })) as Document & { startCombat(): Promise<unknown>;
    nextTurn(): Promise<unknown>; eventsSettled(): Promise<void> };
  await combat.createEmbeddedDocuments("Combatant", [actor, ...others].map((a, i) => ({ actorId: a!.id,
    initiative: 20 - i })));
  await combat.startCombat();
  const settle = async () => {
    await turnEventsSettled(combat as never);
    await combat.eventsSettled();
  };
  await settle();
  return { combat, settle };
}

/** The duration tags the effects tab shows, by effect name. */
const durations = (root: HTMLElement) => Object.fromEntries([...root.querySelectorAll<HTMLElement>(
  ".fray-effect-list [data-effect-id]")].map((row) => [row.querySelector(".fray-item-name")!.textContent,
  row.querySelector(".fray-duration")?.textContent?.trim() ?? ""]));

/** Waits for async handlers and renders. */
const tick = () => new Promise((r) => setTimeout(r, 20));

describe("issue 9: the effects tab shows what is left of each duration (L9, Z9)", () => {
  it("L9: outside combat a timed effect shows its full length, labelled so; untimed ones say when they end", async () => {
    const actor = await makeActor({}, [{ name: "Blessed", flags: { fray: { duration: { unit: "rounds", amount: 3 } } } },
      { name: "Hexed", flags: { fray: { duration: { unit: "quest" } } } }, { name: "Blank" }]);
    const app = await open(sheets.FrayCharacterSheet, actor);
    expect(durations(app.element!)).toEqual({ Blessed: "3 rounds (full length; no combat running)",
      Hexed: "Until the quest ends", Blank: "" });
  });

  it("L9: an effect made during a combat counts its rounds down at its starter's place, and the sheet follows", async () => {
    const actor = await makeActor();
    const { combat, settle } = await startedCombat(actor);
    const app = await open(sheets.FrayCharacterSheet, actor);
    await combat.nextTurn();
    await settle();
    await actor.createEmbeddedDocuments("ActiveEffect", [{ name: "Haste",
      flags: { fray: { duration: { unit: "rounds", amount: 2 } } } }]);
    await tick();
    expect(durations(app.element!).Haste).toBe("2 rounds left");
    for (let i = 0; i < 3; i++) {
      await combat.nextTurn();
      await settle();
    }
    await tick();
    expect(durations(app.element!).Haste).toBe("1 round left");
  });

  it("L9: a turn length from Foundry's own duration is counted too; a clock of another combat is not", async () => {
    const { effectDuration } = await import("../../../src/compat.js");
    const actor = await makeActor({}, [{ name: "Old", flags: { fray: { duration: { unit: "rounds", amount: 2,
      combat: "elsewhere00000000", start: { round: 1, place: 0 } } } } }]);
    await startedCombat(actor);
    await actor.createEmbeddedDocuments("ActiveEffect", [{ name: "Dodge", duration: effectDuration({ units: "turns",
      value: 1 }) }]);
    const app = await open(sheets.FrayCharacterSheet, actor);
    expect(durations(app.element!)).toEqual({ Old: "2 rounds (full length; not started in this combat)",
      Dodge: "1 turn left" });
  });

  it("bad stored clocks (a negative round, an unknown unit) show a sensible label and never throw", async () => {
    const actor = await makeActor({}, [{ name: "Odd", flags: { fray: { duration: { unit: "rounds",
      start: { round: -4, place: "x" } } } } }, { name: "Weird", flags: { fray: { duration: { unit: "eons" } } } }]);
    await startedCombat(actor);
    const app = await open(sheets.FrayCharacterSheet, actor);
    expect(durations(app.element!)).toEqual({ Odd: "1 round (full length; not started in this combat)", Weird: "" });
  });
});

describe("issue 9: conditions and wounds from the token HUD and the sheet (A4, A5, T11)", () => {
  it("A4/A5: toggling a Slowing wound as the token HUD does creates it with its changes; the numbers drop", async () => {
    await stand.game.settings.set("fray", "preset", "agility");
    const actor = await makeActor({ attributes: { agi: { value: 2 } }, movement: { speed: 30 } });
    const before = numbers(actor).defenses.ac;
    const effect = await actor.toggleStatusEffect("wound-slowing") as Document;
    expect(effect.name).toBe("Wound: slowing (legs)");
    expect(addChangesOf(effect)).toHaveLength(2);
    const { movement, attributes, wounds } = numbers(actor);
    // A5, A2: −2 spaces of 5 ft: 30 ft (6 spaces) → 20 ft (4 spaces).
    expect([movement.speed, attributes.agi.value, wounds]).toEqual([20, 1, 1]);
    expect(numbers(actor).defenses.ac).toBe(before - 1);
    expect((actor._source.system as { movement: { speed: number } }).movement.speed).toBe(30);
  });

  it("A5: Disrupting lowers Accuracy for the battle; Fatal and center mass change nothing", async () => {
    await stand.game.settings.set("fray", "preset", "agility");
    const actor = await makeActor({ accuracy: 2 });
    await actor.toggleStatusEffect("wound-disrupting");
    await actor.toggleStatusEffect("wound-fatal");
    await actor.toggleStatusEffect("wound-centerMass");
    expect([numbers(actor).accuracy, numbers(actor).wounds]).toEqual([1, 3]);
  });

  it("the sheet's conditions control puts a condition on and off, and lists it until removed", async () => {
    const actor = await makeActor();
    const app = await open(sheets.FrayCharacterSheet, actor);
    const chip = () => app.element!.querySelector<HTMLElement>("[data-action=toggleCondition][data-status-id=prone]")!;
    expect(chip().getAttribute("aria-pressed")).toBe("false");
    chip().click();
    await tick();
    expect([...actor.statuses]).toEqual(["prone"]);
    expect(chip().getAttribute("aria-pressed")).toBe("true");
    expect(durations(app.element!)).toEqual({ Prone: "Until removed" });
    chip().click();
    await tick();
    expect(actor.getEmbeddedCollection("ActiveEffect").size).toBe(0);
  });

  it("an unknown status id gets a notice and writes nothing", async () => {
    const actor = await makeActor();
    const app = await open(sheets.FrayCharacterSheet, actor);
    const chip = app.element!.querySelector<HTMLElement>("[data-action=toggleCondition]")!;
    chip.dataset.statusId = "levitating";
    chip.click();
    await tick();
    expect(stand.notices.at(-1)).toEqual({ type: "warn", message: "\"levitating\" is not a condition this world uses." });
    expect(actor.getEmbeddedCollection("ActiveEffect").size).toBe(0);
  });

  it("T11: a standing overshield refuses a status toggled from the HUD, with the notice naming it", async () => {
    await stand.game.settings.set("fray", "preset", "lot");
    const actor = await makeActor({ overshield: { value: 5, max: 5, effect: "Stoneskin" } });
    expect(await actor.toggleStatusEffect("prone")).toBeUndefined();
    expect(actor.getEmbeddedCollection("ActiveEffect").size).toBe(0);
    expect(stand.notices.at(-1)?.message).toBe("Stoneskin holds: Prone cannot be applied while the overshield stands.");
  });
});

describe("issue 9: item sheets in tabs", () => {
  it("an item sheet has Description, Details and Effects tabs; the effects tab lists and toggles its effects", async () => {
    const Item = stand.CONFIG.Item!.documentClass as typeof Document;
    const item = (await Item.create({ name: "Buckler", type: "shield", system: { acBonus: 1 },
      effects: [{ name: "Warding rune", transfer: true }] }))!;
    const app = await open(sheets.FrayItemSheet, item);
    const tabs = [...app.element!.querySelectorAll<HTMLElement>("[data-action=tab]")].map((t) => t.dataset.tab);
    expect(tabs).toEqual(["description", "details", "effects"]);
    expect(app.element!.querySelector("[data-tab=details].active [name='system.acBonus']")).not.toBeNull();
    const toggle = app.element!.querySelector<HTMLElement>("[data-tab=effects] [data-action=toggleEffect]")!;
    toggle.click();
    await tick();
    expect(item.getEmbeddedCollection("ActiveEffect").contents[0]!._source.disabled).toBe(true);
  });
});
