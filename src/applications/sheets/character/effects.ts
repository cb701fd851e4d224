import { readEffectDuration } from "../../../compat.js";

/** What the effects tab reads of one active effect. */
interface EffectLike {
  id: string | null;
  name: string;
  img?: string | null;
  disabled: boolean;
  active?: boolean;
  transfer?: boolean;
  statuses?: Set<string>;
  flags?: Record<string, unknown>;
  _source: { duration?: Record<string, unknown> };
}

/** One row of the effects tab. */
export interface EffectRow {
  id: string;
  /** The id of the item the effect comes from (transferred), or "" for the actor's own. */
  itemId: string;
  name: string;
  img: string;
  disabled: boolean;
  /** The item's name for a transferred effect. */
  source: string;
  /** The duration in the rulebook's terms ("2 rounds", "Until the scene ends"), or "" for none. */
  duration: string;
}

/** The Fray duration an effect's clock carries (flags.fray.duration: unit turns|rounds|encounter|scene|quest). */
function frayDuration(flags: Record<string, unknown> | undefined): { unit: string; amount: number } | null {
  const stored = (flags?.fray as { duration?: { unit?: unknown; amount?: unknown } } | undefined)?.duration;
  if (typeof stored?.unit !== "string") return null;
  return { unit: stored.unit, amount: typeof stored.amount === "number" ? stored.amount : 1 };
}

/** The duration of an effect in the rulebook's terms: Fray's own clock first, else Foundry's rounds/turns/seconds. */
export function durationLabel(effect: Pick<EffectLike, "flags" | "_source">): string {
  const fray = frayDuration(effect.flags);
  const length = fray ?? (() => {
    const core = readEffectDuration(effect._source.duration);
    return core ? { unit: core.units, amount: core.value } : null;
  })();
  if (!length) return "";
  const key = `FRAY.SHEET.effectDuration.${length.unit}`;
  return game.i18n.has(key) ? game.i18n.format(key, { amount: String(length.amount) }) : "";
}

/** A row of the effects tab. */
function effectRow(effect: EffectLike, item: { id: string | null; name: string } | null): EffectRow {
  return { id: effect.id ?? "", itemId: item?.id ?? "", name: effect.name, img: effect.img ?? "icons/svg/aura.svg",
    disabled: Boolean(effect.disabled), source: item?.name ?? "", duration: durationLabel(effect) };
}

/** The actor's own effects, then the effects its items transfer to it (Foundry applies those to the actor). */
export function effectRows(actor: { effects: { contents: EffectLike[] };
  items: { contents: { id: string | null; name: string; effects?: { contents: EffectLike[] } }[] }; }): EffectRow[] {
  const own = actor.effects.contents.map((effect) => effectRow(effect, null));
  const transferred = actor.items.contents.flatMap((item) => (item.effects?.contents ?? [])
    .filter((effect) => effect.transfer !== false).map((effect) => effectRow(effect, item)));
  return [...own, ...transferred];
}
