import { trackerRendered, type CombatTracker } from "../../foundry/combat-tracker.js";
import { combatWorld, type CombatWorld } from "../../documents/world.js";
import type { PresetId } from "../../../src/rules/presets.js";
import type { FrayCombatTracker } from "../../../src/applications/sidebar/combat-tracker.js";

/** A combat world with Fray's tracker as `ui.combat`, rendered on demand. */
export interface TrackerWorld extends CombatWorld {
  /** Fray's tracker, with the stand-in's context menus. */
  tracker: FrayCombatTracker & Pick<CombatTracker, "contextMenuFor">;
  /** Renders the tracker (first render forced) and waits for pending renders; returns its element. */
  show(): Promise<HTMLElement>;
  /** Clicks the element `selector` names inside the tracker, then waits for the writes and the re-render. */
  click(selector: string): Promise<void>;
  /** Waits for pending writes and renders. */
  idle(): Promise<void>;
  /** The rendered row of the combatant named `name`. */
  row(name: string): HTMLElement;
}

/** Installs the stand-in with Fray's documents and tracker under `preset`. */
export async function trackerWorld(preset: PresetId = "legend"): Promise<TrackerWorld> {
  document.body.innerHTML = "";
  const world = await combatWorld(preset);
  const { registerTracker } = await import("../../../src/applications/sidebar/_module.js");
  registerTracker();
  const Tracker = world.foundry.CONFIG.ui!.combat as typeof FrayCombatTracker;
  const tracker = new Tracker() as TrackerWorld["tracker"];
  (globalThis as unknown as { ui: Record<string, unknown> }).ui.combat = tracker;
  const settled = async () => {
    for (let i = 0; i < 3; i += 1) {
      await new Promise((done) => setTimeout(done, 0));
      for (const combat of world.foundry.game.combats.contents) await world.settle(combat as never);
      await trackerRendered();
    }
  };
  return {
    ...world, tracker, idle: settled,
    async show() {
      await tracker.render({ force: true });
      await settled();
      return tracker.element;
    },
    async click(selector) {
      const target = tracker.element.querySelector<HTMLElement>(selector);
      if (!target) throw new Error(`Nothing matches ${selector}`);
      target.click();
      await settled();
    },
    row(name) {
      const rows = [...tracker.element.querySelectorAll<HTMLElement>("[data-combatant-id]")];
      const found = rows.find((li) => li.querySelector(".name")?.textContent === name);
      if (!found) throw new Error(`No row for ${name}`);
      return found;
    },
  };
}

/**
 * A pool's pip as its row draws it: its dots (`--n`, 1 when unset; none for an unlimited pool, which shows its
 * count), how many are spent (`--u`), and its count.
 */
export interface PipShown {
  dots: number;
  spent: number;
  count: string | null;
}

/** The pip of `kind` on `row` (the custom properties its CSS draws the dots from), or null when the row has none. */
export function pipOf(row: HTMLElement, kind: string): PipShown | null {
  const pip = row.querySelector<HTMLElement>(`.fray-pips [data-kind="${kind}"]`);
  if (!pip) return null;
  const style = pip.getAttribute("style") ?? "";
  const value = (name: string, unset: number) => Number(new RegExp(`${name}:(\\d+)`).exec(style)?.[1] ?? unset);
  const count = pip.querySelector("b")?.textContent ?? null;
  return { dots: count === null ? value("--n", 1) : 0, spent: value("--u", 0), count };
}
