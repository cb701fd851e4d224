import { left, noneLeft, onlyOnTurn, take } from "./ledger.js";
import type { Economy } from "./types.js";

/**
 * Z6 and seed 001 (I): one turn in the action phase gives one major action and free actions as plausible;
 * nothing at all may be done off turn (nor in the movement phase: `spendAction` refuses that under every
 * rulebook). Refresh at "turnStart".
 */
export const luraskoEconomy: Economy = {
  pool: Object.freeze({ major: 1, free: Number.POSITIVE_INFINITY }),
  kinds: Object.freeze(["major", "free"]),
  spend(spent, kind, pool, context) {
    if (context.onTurn === false) return onlyOnTurn(kind);
    if (kind === "free") return take(spent, { free: 1 });
    return left(pool, spent, "major") > 0 ? take(spent, { major: 1 }) : noneLeft("major");
  },
  refresh(spent, at) {
    return at === "turnStart" ? { ...spent, major: 0, free: 0 } : spent;
  },
};
