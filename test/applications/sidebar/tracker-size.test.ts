// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import { PRESET_IDS, type PresetId } from "../../../src/rules/presets.js";
import { loadTemplates, renderTemplate } from "../../foundry/application.js";
import { CombatTracker } from "../../foundry/combat-tracker.js";
import { trackerWorld, type TrackerWorld } from "./world.js";

/** The render steps of a tracker before the DOM (HandlebarsApplicationMixin's), as the measure calls them. */
interface Steps {
  _prepareContext(options: object): Promise<Record<string, unknown>>;
  _configureRenderParts(options: object): Record<string, { template: string; templates?: string[] }>;
  _preparePartContext(id: string, context: object, options: object): Promise<Record<string, unknown>>;
}

/** The HTML the parts `ids` of `app` render (context and templates, as its render makes them). */
async function partsHTML(app: Steps, ids: readonly string[]): Promise<string> {
  const options = {};
  const context = await app._prepareContext(options);
  let html = "";
  for (const [id, part] of Object.entries(app._configureRenderParts(options))) {
    if (!ids.includes(id)) continue;
    if (part.templates) await loadTemplates(part.templates);
    html += await renderTemplate(part.template, await app._preparePartContext(id, { ...context }, options));
  }
  return html;
}

/** Bytes per rendered combatant row of `html`. */
const perRow = (html: string) => html.length / (html.match(/data-combatant-id=/g) ?? []).length;

/** Fray's turns (or sides) part against core's tracker part for the same combat and user: bytes per row, ratio. */
async function measure(world: TrackerWorld) {
  const fray = perRow(await partsHTML(world.tracker as unknown as Steps, ["turns", "sides"]));
  const core = perRow(await partsHTML(new CombatTracker() as unknown as Steps, ["tracker"]));
  return { fray, core, ratio: fray / core };
}

/**
 * The most a Fray row may weigh against core's row (portrait, name, the GM's two toggles, initiative): Fray adds the
 * rulebook's pips and markers (under zones the zone line and the order move too), and under sides the GM's rows
 * also carry each member's off-turn Snap Attack and Total Defense and, on the acting side's rows, Take the turn.
 */
const BOUND = 1.5;

/** A fight of 100 (a player character every tenth) under `preset`, rolled with seeded dice and started. */
async function hundred(preset: PresetId): Promise<TrackerWorld> {
  const world = await trackerWorld(preset);
  let seed = 7;
  (world.foundry.CONFIG as unknown as { Dice: { randomUniform: () => number } }).Dice.randomUniform = () => {
    seed = (seed * 16807) % 2147483647;
    return seed / 2147483647;
  };
  const { combat } = await world.fight(Array.from({ length: 100 }, (_, i) => ({ name: `Fighter ${i}`,
    player: i % 10 === 0, dex: 10 + (i % 7), agi: 1 + (i % 3) })));
  await combat.rollAll();
  await combat.startCombat();
  await world.show();
  return world;
}

describe("FrayCombatTracker HTML per row against core's tracker (100 combatants, round 1)", () => {
  it.each(PRESET_IDS)("%s: within the bound for the GM and for a player", async (preset) => {
    const world = await hundred(preset);
    const gm = await measure(world);
    world.foundry.loginAs(world.foundry.player);
    const player = await measure(world);
    expect({ gm: gm.ratio <= BOUND, player: player.ratio <= BOUND },
      `${preset}: GM ${gm.fray.toFixed(0)} B/row (${gm.ratio.toFixed(2)}× core's ${gm.core.toFixed(0)}), player `
      + `${player.fray.toFixed(0)} B/row (${player.ratio.toFixed(2)}× core's ${player.core.toFixed(0)})`)
      .toEqual({ gm: true, player: true });
  }, 60_000);
});
