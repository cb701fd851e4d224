import { ACTOR_BOUNDS } from "../../config/bounds.js";

/** HP as source data or an update holds it (numbers not yet checked). */
interface HpData {
  value?: unknown;
  max?: unknown;
}

/** A finite number, or undefined for anything else. */
function finite(value: unknown): number | undefined {
  return typeof value === "number" && Number.isFinite(value) ? value : undefined;
}

/** A max HP as the schema will keep it: within ACTOR_BOUNDS.hpMax. */
function boundedMax(max: number): number {
  return Math.min(Math.max(max, ACTOR_BOUNDS.hpMax.min), ACTOR_BOUNDS.hpMax.max);
}

/** Brings HP above its maximum in actor source data down to it (a max below its least counts as that least). */
export function clampSourceHp(source: Record<string, unknown>): void {
  const hp = source.hp as HpData | undefined;
  const value = finite(hp?.value);
  const max = finite(hp?.max);
  if (hp && value !== undefined && max !== undefined && value > boundedMax(max)) hp.value = boundedMax(max);
}

/**
 * Keeps HP at or under max HP in an actor update's (expanded) changes, against the stored `current` HP: HP above
 * the max it will have is lowered to it, also when only the max was lowered. Anything else is left to validation.
 */
export function clampHpChange(changes: Record<string, unknown>, current: { value: number; max: number }): void {
  const hp = (changes.system as { hp?: HpData } | undefined)?.hp;
  if (typeof hp !== "object" || hp === null) return;
  const max = boundedMax(finite(hp.max) ?? current.max);
  if ((finite(hp.value) ?? current.value) > max) hp.value = max;
}
