/**
 * Renders Fray's combat tracker (`ui.combat`) for a fight under each rulebook through the test/foundry stand-in
 * under happy-dom and returns its HTML, for the preview page. Separate from render.ts so the sheet preview keeps
 * its shape; bundle it the same way (esbuild, handlebars and happy-dom external).
 */
import { Window } from "happy-dom";
import type { RenderedSheet } from "./render.js";

/** A fighter of a preview fight: a name, an initiative, a side and the system data to start from. */
interface Fighter {
  name: string;
  initiative: number | null;
  character?: boolean;
  disposition?: number;
  system?: Record<string, unknown>;
}

/** A preview fight: its rulebook, its fighters, the enemy group to fold and what to do once it started. */
interface Fight {
  preset: "legend" | "lurasko" | "sides" | "agility" | "lot";
  fighters: Fighter[];
  group?: { name: string; members: string[] };
  /** Turns to pass after the start (zones: into round 2's movement phase). */
  advance?: number;
  /** Actions the fighter whose turn it is spends. */
  spend?: string[];
  /** Z10, Z11: each fighter's zone by name (no canvas), then who groups up and who engages. */
  zones?: { place: Record<string, string>; group: string[]; engage: string[] };
}

/** One fight per rulebook, each showing what that rulebook's tracker draws. */
const FIGHTS: readonly Fight[] = [
  { preset: "legend", spend: ["standard", "swift"], fighters: [
    { name: "Vessa Thorn", initiative: 19, character: true }, { name: "Orc Captain", initiative: 14 },
    { name: "Orc", initiative: 9, system: { surprised: true } }, { name: "Orc", initiative: 9 }],
  group: { name: "Orc band", members: ["Orc"] } },
  { preset: "lurasko", advance: 4, fighters: [{ name: "Vessa Thorn", initiative: 4, character: true },
    { name: "Brann", initiative: 3, character: true }, { name: "Ghoul", initiative: 2 },
    { name: "Ghoul archer", initiative: 1 }],
  zones: { place: { "Vessa Thorn": "Gullet ford", "Brann": "Gullet ford", "Ghoul": "Gullet ford",
    "Ghoul archer": "Reed bank" }, group: ["Vessa Thorn", "Brann"], engage: ["Vessa Thorn", "Ghoul"] } },
  { preset: "sides", spend: ["main"], fighters: [{ name: "Vessa Thorn", initiative: null, character: true,
    disposition: 1 }, { name: "Brann", initiative: null, character: true, disposition: 1 },
  { name: "Bandit", initiative: null, disposition: -1 }, { name: "Bandit archer", initiative: null, disposition: -1 }] },
  { preset: "agility", spend: ["attack", "bonus"], fighters: [{ name: "Vessa Thorn", initiative: 3, character: true },
    { name: "Wolf", initiative: 2 }, { name: "Ambusher", initiative: 4, system: { initiator: true } }] },
  { preset: "lot", spend: ["full"], fighters: [{ name: "Vessa Thorn", initiative: 17.5, character: true },
    { name: "Goblin", initiative: 12 }, { name: "Goblin", initiative: 12 }, { name: "Goblin", initiative: 12 },
    { name: "<script>Hex</script>", initiative: 6 }], group: { name: "Goblin pack", members: ["Goblin"] } },
];

/** Gives Node the DOM globals the stand-in and the tracker use. */
function installDom(): void {
  const win = new Window({ url: "http://127.0.0.1/" });
  const names = ["document", "HTMLElement", "HTMLInputElement", "HTMLSelectElement", "HTMLFormElement", "Event",
    "CustomEvent", "Node", "Element", "DocumentFragment"] as const;
  Object.assign(globalThis, { window: win, ...Object.fromEntries(names.map((n) => [n, win[n as keyof Window]])) });
}

/** The part of the stand-in the preview drives. */
type Doc = { id: string; name: string; createEmbeddedDocuments(n: string, d: object[]): Promise<Doc[]>;
  updateEmbeddedDocuments(n: string, d: object[]): Promise<unknown>; [key: string]: unknown };

/** Boots the stand-in with Fray and renders `ui.combat` for a fight under each rulebook. */
export async function renderTrackers(): Promise<RenderedSheet[]> {
  installDom();
  const { installFoundry } = await import("../test/foundry/index.js");
  const { placeToken, turnEventsSettled } = await import("../test/foundry/combat.js");
  const { trackerRendered } = await import("../test/foundry/combat-tracker.js");
  const { answerDialogs } = await import("../test/foundry/dialog.js");
  const stand = installFoundry();
  await import("../src/fray.js");
  await stand.boot();
  const Actor = stand.CONFIG.Actor!.documentClass as unknown as { create(d: object): Promise<Doc> };
  const Combat = stand.CONFIG.Combat!.documentClass as unknown as { create(d: object): Promise<Doc> };
  const tracker = (globalThis as unknown as { ui: { combat: { element: HTMLElement; title: string;
    render(o: object): Promise<unknown>; initialize(o: object): Promise<unknown> } } }).ui.combat;
  const out: RenderedSheet[] = [];
  for (const fight of FIGHTS) {
    await stand.game.settings.set("fray", "preset", fight.preset);
    const combat = await Combat.create({ active: true });
    const rows = [];
    for (const f of fight.fighters) {
      const actor = await Actor.create({ name: f.name, type: f.character ? "character" : "npc",
        img: "icons/portrait.svg" });
      const token = f.disposition === undefined ? null : placeToken(actor as never, { disposition: f.disposition });
      rows.push({ name: f.name, img: "icons/portrait.svg", actorId: actor.id, tokenId: token?.id ?? null,
        initiative: f.initiative, ...(f.system ? { system: f.system } : {}) });
    }
    await combat.createEmbeddedDocuments("Combatant", rows);
    await settle(trackerRendered);
    await stage(combat, fight, () => turnEventsSettled(combat as never));
    await tracker.initialize({ combat, render: false });
    await tracker.render({ force: true });
    await settle(trackerRendered);
    out.push({ id: `tracker-${fight.preset}`, title: stand.game.i18n.localize(`FRAY.Preset.${fight.preset}.label`),
      classes: tracker.element.className, width: 320, height: 520, html: tracker.element.innerHTML });
    // Putting away an Agility fight under way asks the GM whether the party won (A10): no, nothing to refill.
    if (fight.preset === "agility") answerDialogs(false);
    const fray = combat as unknown as { delete(): Promise<unknown>; eventsSettled(): Promise<void> };
    await fray.delete();
    await fray.eventsSettled();
  }
  return out;
}

/** Waits for the writes and renders the last change started. */
async function settle(rendered: () => Promise<void>): Promise<void> {
  for (let i = 0; i < 3; i += 1) {
    await new Promise((done) => setTimeout(done, 5));
    await rendered();
  }
}

/** Groups, side totals, the start, turns passed and actions spent, as the fight asks. */
async function stage(combat: Doc, fight: Fight, turnEvents: () => Promise<void>): Promise<void> {
  const combatants = () => (combat.combatants as { contents: Doc[] }).contents;
  if (fight.group) {
    const [group] = await combat.createEmbeddedDocuments("CombatantGroup", [{ type: "enemy-group",
      name: fight.group.name, initiative: combatants().find((c) => c.name === fight.group!.members[0])?.initiative }]);
    await combat.updateEmbeddedDocuments("Combatant", combatants().filter((c) => fight.group!.members.includes(c.name))
      .map((c) => ({ _id: c.id, group: group!.id })));
  }
  const groups = (combat.groups as { contents: Doc[] }).contents.filter((g) => g.type === "side");
  if (groups.length) {
    await combat.updateEmbeddedDocuments("CombatantGroup", groups.map((g, i) => ({ _id: g.id, initiative: 9 - i * 4 })));
  }
  if (fight.zones) await placeInZones(combat, fight.zones);
  const run = combat as unknown as { startCombat(): Promise<unknown>; nextTurn(): Promise<unknown>;
    combatant?: { spendAction(kind: string): Promise<unknown> }; eventsSettled?(): Promise<void> };
  await run.startCombat();
  await turnEvents();
  for (let i = 0; i < (fight.advance ?? 0); i += 1) {
    await run.nextTurn();
    await turnEvents();
  }
  await run.eventsSettled?.();
  for (const kind of fight.spend ?? []) await run.combatant?.spendAction(kind);
}

/** Places the fight's fighters in zones by name and groups and engages them, as a GM would from the tracker. */
async function placeInZones(combat: Doc, zones: NonNullable<Fight["zones"]>): Promise<void> {
  const api = (game as unknown as { fray: { zones: { setZone(c: unknown, name: string): Promise<unknown>;
    groupUp(c: unknown, ids: string[]): Promise<unknown>; engage(c: unknown, ids: string[]): Promise<unknown> } } })
    .fray.zones;
  const combatants = (combat.combatants as { contents: Doc[] }).contents;
  const ids = (names: string[]) => names.map((name) => combatants.find((c) => c.name === name)!.id);
  for (const combatant of combatants) await api.setZone(combatant, zones.place[combatant.name] ?? "");
  await api.groupUp(combat, ids(zones.group));
  await api.engage(combat, ids(zones.engage));
}
