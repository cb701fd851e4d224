import { readEffectDuration } from "../../../compat.js";
import { combatNow, effectLength, type ClockCombat } from "../../../documents/combat/effect-clock.js";
import { runningCombat } from "../../../documents/combat/running-combat.js";
import { readClock, remainingDuration, type PresetId } from "../../../rules/index.js";
import { worldRules } from "../../../settings.js";
import { conditionChips } from "./conditions.js";

/** What the effects tab reads of one active effect. */
interface EffectLike {
  id: string | null;
  name: string;
  img?: string | null;
  disabled: boolean;
  active?: boolean;
  /** Whether an item's effect applies to the item's owner. */
  transfer?: boolean;
  /** The statuses it carries: a status with no length lasts until removed. */
  statuses?: Set<string>;
  /** Its flags, where Fray keeps a timed effect's clock (`flags.fray.duration`). */
  flags?: Record<string, unknown>;
  /** Its stored duration, in the shape of the world's Foundry generation (read through compat). */
  _source: { duration?: Record<string, unknown> };
}

/** One row of the effects tab. */
export interface EffectRow {
  /** The effect's id, which the row's controls carry (`data-effect-id`). */
  id: string;
  /** The id of the item the effect comes from (transferred), or "" for the actor's own. */
  itemId: string;
  name: string;
  img: string;
  disabled: boolean;
  /** The item's name for a transferred effect. */
  source: string;
  /** What is left of the duration in the rulebook's terms ("2 rounds left", "Until the scene ends"), or "". */
  duration: string;
}

/** The combat the tab counts durations from (game.combat) and the rulebook its clocks run by. */
export interface Clocking {
  /** The rulebook that says when a turn or round length runs out. */
  preset: PresetId;
  /** The running combat, or null outside a fight (a timed effect then shows its full length). */
  combat: ClockCombat | null;
}

/** A lang string, with `data` filled in. */
const text = (key: string, data: Record<string, string> = {}) => game.i18n.format(key, data);

/** The full length of a timed duration: "1 round", "3 turns". */
function lengthText(unit: "turns" | "rounds", amount: number): string {
  return amount === 1 ? text(`FRAY.SHEET.effectRemaining.one.${unit}`)
    : text(`FRAY.SHEET.effectDuration.${unit}`, { amount: String(amount) });
}

/**
 * L9, Z9, Z5: an effect's duration in the rulebook's terms. Encounter, scene and quest say when they end; a turn or
 * round length started in the running combat says how many are left; one not started in it shows its full length
 * with a label saying so (and whether a combat runs at all). A status with no length lasts until removed.
 */
export function durationLabel(effect: Pick<EffectLike, "flags" | "_source" | "statuses">, clocking: Clocking):
string {
  const source = { duration: effect._source.duration, flags: effect.flags };
  const length = effectLength(source);
  // No Fray length: Foundry's own duration in seconds, else a status lasts until removed, else nothing to say.
  if (!length) {
    const seconds = readEffectDuration(effect._source.duration);
    if (seconds) return text("FRAY.SHEET.effectDuration.seconds", { amount: String(seconds.value) });
    return effect.statuses?.size ? text("FRAY.SHEET.effectRemaining.untilRemoved") : "";
  }
  const { unit, amount } = length;
  // Encounter, scene and quest lengths end at an event, not after a count.
  if (unit !== "turns" && unit !== "rounds") return text(`FRAY.SHEET.effectDuration.${unit}`);
  const now = combatNow(clocking.combat);
  const full = lengthText(unit, amount);
  if (!now) return text("FRAY.SHEET.effectRemaining.noCombat", { length: full });
  const stored = (effect.flags?.fray as { duration?: { combat?: string } } | undefined)?.duration;
  const clock = readClock(clocking.preset, stored);
  // A clock unreadable, or started in another combat, does not count down in this one.
  if (!clock || (stored?.combat !== undefined && stored.combat !== clocking.combat?.id)) {
    return text("FRAY.SHEET.effectRemaining.notStarted", { length: full });
  }
  const { left, expired } = remainingDuration(clocking.preset, clock.start, clock, now);
  if (expired || left === null) return text("FRAY.SHEET.effectRemaining.ending");
  return left === 1 ? text(`FRAY.SHEET.effectRemaining.oneLeft.${unit}`)
    : text(`FRAY.SHEET.effectRemaining.left.${unit}`, { left: String(left) });
}

/** A row of the effects tab. */
function effectRow(effect: EffectLike, item: { id: string | null; name: string } | null, clocking: Clocking):
EffectRow {
  // An effect without an image shows Foundry's generic aura.
  return { id: effect.id ?? "", itemId: item?.id ?? "", name: effect.name, img: effect.img ?? "icons/svg/aura.svg",
    disabled: Boolean(effect.disabled), source: item?.name ?? "", duration: durationLabel(effect, clocking) };
}

/** The actor's own effects, then the effects its items transfer to it (Foundry applies those to the actor). */
export function effectRows(actor: { effects: { contents: EffectLike[] };
  items: { contents: { id: string | null; name: string; effects?: { contents: EffectLike[] } }[] }; },
clocking: Clocking): EffectRow[] {
  const own = actor.effects.contents.map((effect) => effectRow(effect, null, clocking));
  const transferred = actor.items.contents.flatMap((item) => (item.effects?.contents ?? [])
    // Only what the item transfers reaches the actor; an effect kept on the item is listed on the item's sheet.
    .filter((effect) => effect.transfer !== false).map((effect) => effectRow(effect, item, clocking)));
  return [...own, ...transferred];
}

/** The running combat (game.combat) and the rulebook it runs by (the world's when there is none). */
export function currentClocking(): Clocking {
  const combat = runningCombat();
  return { preset: combat?.system?.preset ?? worldRules().preset, combat };
}

/** The effects tab: the effect rows, counted from the running combat, and the conditions control. */
export function effectsContext(actor: Parameters<typeof effectRows>[0] & { statuses?: Set<string> }) {
  return { effects: effectRows(actor, currentClocking()), conditions: conditionChips(actor) };
}
