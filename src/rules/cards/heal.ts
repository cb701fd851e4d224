import { heal } from "../damage/heal.js";
import type { Target } from "../damage/types.js";
import { requireList } from "../validate.js";
import type { ChangeRecord } from "./changes.js";
import { refuse, type Refusal } from "../refusal.js";
import { refuseInvalid } from "./refusal.js";
import type { Step } from "./types.js";

/** What a heal button would do to one target: the change record and its explanation. */
export interface HealAction {
  ok: true;
  changes: ChangeRecord;
  steps: Step[];
}

/**
 * A heal as a card action (A6, T11): HP up to the maximum; a single heal of `woundThreshold` or more removes one
 * wound (the most recent of `woundIds`); the overshield is never restored. A bad amount gives a refusal.
 */
export function healAction(target: Target, amount: number, woundThreshold: number | null,
  woundIds: readonly string[] = []): HealAction | Refusal {
  if (!(Number.isInteger(amount) && amount >= 0)) return refuse("FRAY.CHAT.Refusal.badAmount", { value: String(amount) });
  return refuseInvalid(() => {
    const ids = requireList("woundIds", woundIds);
    const result = heal({ ...target, wounds: ids.length }, amount, woundThreshold);
    const healedWounds = result.woundsRemoved > 0 ? [ids.at(-1)!] : [];
    const steps: Step[] = [{ key: "FRAY.CHAT.Step.heal", data: { amount, gained: result.hpGained, hp: result.hp } }];
    if (healedWounds.length) steps.push({ key: "FRAY.CHAT.Step.woundHealed", data: { threshold: woundThreshold ?? 0 } });
    if (target.overshield) steps.push({ key: "FRAY.CHAT.Step.overshieldNotHealed", data: {} });
    return {
      ok: true as const, steps,
      changes: {
        hp: result.hpGained === 0 ? null : { from: target.hp.value, to: result.hp },
        overshield: null, shieldUsed: null, statuses: [], wounds: [], healedWounds,
      },
    };
  });
}
