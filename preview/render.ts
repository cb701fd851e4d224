/**
 * Renders Fray's sheets through the test/foundry stand-in under happy-dom and returns their HTML, for the preview
 * page. Bundled by scripts/preview.mjs with esbuild.
 */
import { Window } from "happy-dom";
import { PREVIEW_PRESETS, SAMPLE_EFFECTS, SAMPLE_ITEMS, characterSystem, npcSystem } from "./samples.js";

/** One rendered sheet: an id, a title, its class list, size and inner HTML. */
export interface RenderedSheet {
  id: string;
  title: string;
  classes: string;
  width: number;
  height: number;
  html: string;
}

/** The narrowest a Fray actor sheet gets (min-width in styles/sheets/_actor-sheet.scss). */
const MIN_SHEET_WIDTH = 480;

/** The rulebooks every item type is shown under: legend (the default) and lot (AP, Dodge/Armor, overshield). */
const ITEM_PRESETS = ["legend", "lot"] as const;

/** The ownership level that shows a player the limited sheet (CONST.DOCUMENT_OWNERSHIP_LEVELS.LIMITED). */
const LIMITED = 1;

/** Gives Node the DOM globals the stand-in and the sheets use. */
function installDom(): void {
  const win = new Window({ url: "http://127.0.0.1/" });
  const names = ["document", "HTMLElement", "HTMLInputElement", "HTMLSelectElement", "HTMLFormElement", "Event",
    "CustomEvent", "Node", "Element", "DocumentFragment"] as const;
  Object.assign(globalThis, { window: win, ...Object.fromEntries(names.map((n) => [n, win[n as keyof Window]])) });
}

/** Renders a sheet class for a document and wraps the result as a record. */
async function render(id: string, Sheet: new (o: { document: unknown }) => SheetLike, doc: unknown,
  edit = false): Promise<RenderedSheet> {
  const app = new Sheet({ document: doc });
  await app.render({ force: true });
  if (edit) app.element.querySelector<HTMLElement>("[data-action=toggleMode]")?.click();
  await new Promise((r) => setTimeout(r, 20));
  const { width = 600, height = 700 } = app.options.position as { width?: number; height?: number };
  const html = app.element.innerHTML;
  const classes = app.element.className;
  await app.close();
  return { id, title: app.title, classes, width, height, html };
}

/** The parts of an application the preview needs. */
interface SheetLike {
  element: HTMLElement;
  title: string;
  options: { position?: unknown };
  render(options: unknown): Promise<unknown>;
  close(): Promise<unknown>;
}

/** An actor as the token HUD toggles a status on it. */
interface StatusActor {
  id: string;
  toggleStatusEffect(id: string): Promise<unknown>;
  createEmbeddedDocuments(name: string, data: object[]): Promise<unknown>;
}

/** A combat the preview advances: create it, start it, go to the next round, end it. */
interface PreviewCombat {
  createEmbeddedDocuments(name: string, data: object[]): Promise<unknown>;
  startCombat(): Promise<unknown>;
  nextRound(): Promise<unknown>;
  delete(): Promise<unknown>;
}

/**
 * L9: a legend character in a running combat, in round 2, with effects made in round 1: a 3-round one (2 left), a
 * 1-turn one (over), an until-removed condition; the effects tab shows what is left of each.
 */
async function renderInCombat(stand: { CONFIG: Record<string, Record<string, unknown>> }, Sheet: unknown):
Promise<RenderedSheet> {
  const create = (name: string, data: object) =>
    (stand.CONFIG[name]!.documentClass as { create(d: object): Promise<unknown> }).create(data);
  const actor = await create("Actor", { name: "Vessa Thorn", type: "character", img: "icons/portrait.svg",
    system: characterSystem(), items: SAMPLE_ITEMS }) as StatusActor;
  const foe = await create("Actor", { name: "Gullet bruiser", type: "npc", system: npcSystem() }) as StatusActor;
  const combat = await create("Combat", { active: true }) as PreviewCombat;
  await combat.createEmbeddedDocuments("Combatant", [{ actorId: actor.id, initiative: 18 },
    { actorId: foe.id, initiative: 11 }]);
  await combat.startCombat();
  await actor.createEmbeddedDocuments("ActiveEffect", [{ name: "Haste", img: "icons/svg/wingfoot.svg",
    flags: { fray: { duration: { unit: "rounds", amount: 3 } } } }, { name: "Heroism", img: "icons/svg/sun.svg",
    flags: { fray: { duration: { unit: "encounter" } } } }]);
  await actor.toggleStatusEffect("prone");
  await combat.nextRound();
  const sheet = await render("character-combat", Sheet as never, actor);
  await combat.delete();
  return sheet;
}

/** Boots the stand-in and renders every sample sheet. */
export async function renderSheets(): Promise<RenderedSheet[]> {
  installDom();
  const { installFoundry } = await import("../test/foundry/index.js");
  const stand = installFoundry();
  await import("../src/fray.js");
  const { FrayCharacterSheet, FrayNpcSheet, FrayItemSheet } = await import("../src/applications/sheets/_module.js");
  await stand.boot();
  const Actor = stand.CONFIG.Actor!.documentClass as unknown as { create(d: object): Promise<unknown> };
  const Item = stand.CONFIG.Item!.documentClass as unknown as { create(d: object): Promise<unknown> };
  const effects = SAMPLE_EFFECTS;
  const sheets: RenderedSheet[] = [];
  for (const preset of PREVIEW_PRESETS) {
    await stand.game.settings.set("fray", "preset", preset);
    const actor = await Actor.create({ name: "Vessa Thorn", type: "character", img: "icons/portrait.svg",
      system: characterSystem(), items: SAMPLE_ITEMS,
      effects });
    // A4/A5: a Slowing wound put on as the token HUD does; its movement and Agility changes show on the sheet.
    if (preset === "agility") await (actor as StatusActor).toggleStatusEffect("wound-slowing");
    sheets.push(await render(`character-${preset}`, FrayCharacterSheet as never, actor));
    if (preset === "legend" || preset === "lot") {
      sheets.push(await render(`character-${preset}-edit`, FrayCharacterSheet as never, actor, true));
      sheets.push({ ...await render(`character-${preset}-min`, FrayCharacterSheet as never, actor, true),
        width: MIN_SHEET_WIDTH });
    }
  }
  await stand.game.settings.set("fray", "preset", "legend");
  sheets.push(await renderInCombat(stand, FrayCharacterSheet));
  const stranger = await Actor.create({ name: "Vessa Thorn", type: "character", img: "icons/portrait.svg",
    system: characterSystem(), items: SAMPLE_ITEMS, ownership: { default: LIMITED } });
  stand.loginAs(stand.player);
  sheets.push(await render("character-limited", FrayCharacterSheet as never, stranger));
  stand.loginAs(stand.gm);
  const npc = await Actor.create({ name: "Gullet bruiser", type: "npc", img: "icons/portrait.svg",
    system: npcSystem(), items: SAMPLE_ITEMS.filter((i) => i.type !== "armor" || i.name === "Chain mail"),
    effects: SAMPLE_EFFECTS.slice(0, 2) });
  sheets.push(await render("npc", FrayNpcSheet as never, npc));
  sheets.push({ ...await render("npc-min", FrayNpcSheet as never, npc, true), width: MIN_SHEET_WIDTH });
  // Lur-Asko's NPC: its "Other" column carries the encumbrance degree's words and fatigue.
  await stand.game.settings.set("fray", "preset", "lurasko");
  sheets.push(await render("npc-lurasko", FrayNpcSheet as never, npc));
  sheets.push({ ...await render("npc-lurasko-min", FrayNpcSheet as never, npc), width: MIN_SHEET_WIDTH });
  for (const preset of ITEM_PRESETS) {
    await stand.game.settings.set("fray", "preset", preset);
    for (const data of SAMPLE_ITEMS.filter((item, i, all) => all.findIndex((o) => o.type === item.type) === i)) {
      const suffix = preset === "legend" ? "" : `-${preset}`;
      sheets.push(await render(`item-${data.type}${suffix}`, FrayItemSheet as never, await Item.create(data)));
    }
  }
  return sheets;
}
