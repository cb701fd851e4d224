import { requireFinite, requireRecord } from "./validate.js";
import { requireText } from "./input.js";

/** An actor's overshield as it stores it (T11): health, maximum and the effect that raised it. */
export interface StandingOvershield {
  value: number;
  max: number;
  effect: string;
}

/** The statuses a standing overshield never blocks: the ones that follow from HP, which it already protects. */
export const OVERSHIELD_EXEMPT_STATUSES: readonly string[] = Object.freeze(["dead", "unconscious"]);

/**
 * T11: whether the overshield still stands: it has health left, or it is one with no health (max 0) raised by an
 * effect, which lasts until that effect ends and still counts.
 */
export function overshieldStands(overshield: StandingOvershield): boolean {
  requireRecord("overshield", overshield);
  const value = requireFinite("overshield.value", overshield.value, { min: 0 });
  const max = requireFinite("overshield.max", overshield.max, { min: 0 });
  const effect = overshield.effect === "" ? "" : requireText("overshield.effect", overshield.effect);
  return value > 0 || (max === 0 && effect !== "");
}

/** T11: the statuses of a new effect that a standing overshield refuses (none when it does not stand). */
export function statusesBlockedByOvershield(overshield: StandingOvershield, statuses: Iterable<string>): string[] {
  if (!overshieldStands(overshield)) return [];
  return [...statuses].filter((id) => !OVERSHIELD_EXEMPT_STATUSES.includes(id));
}
