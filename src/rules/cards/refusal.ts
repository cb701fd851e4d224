import { refuse, type Refusal } from "../refusal.js";
import { RulesRangeError, RulesTypeError } from "../validate.js";

/** True when `value` is a refusal record (`ok: false`). */
export function isRefusal(value: unknown): value is Refusal {
  return typeof value === "object" && value !== null && (value as { ok?: unknown }).ok === false;
}

/**
 * Runs a rule and turns the rules' own validation errors (bad numbers, unknown names) into a refusal the card
 * shows as a line; any other error is a bug and is thrown on.
 */
export function refuseInvalid<T>(rule: () => T): T | Refusal {
  try {
    return rule();
  } catch (error) {
    if (error instanceof RulesRangeError || error instanceof RulesTypeError) return refuse(error.key, error.data);
    throw error;
  }
}
