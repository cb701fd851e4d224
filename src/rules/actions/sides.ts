import { refuse } from "../refusal.js";
import { left, noneLeft, onlyOnTurn, take } from "./ledger.js";
import type { Economy } from "./types.js";

/**
 * S4, S10 (sides): 1 Main and 1 Move a round (a second Move spends the Main, recorded as `mainAsMove`), Free
 * actions on one's turn and Instant actions any time as plausible; Snap Attack and Total Defense are Instants
 * that give up an unspent Main; Charge spends Main and Move. Refresh at "roundStart" (a Snap Attack before
 * one's turn gives up that round's Main).
 */
export const sidesEconomy: Economy = {
  pool: Object.freeze({ main: 1, move: 1, free: Number.POSITIVE_INFINITY, instant: Number.POSITIVE_INFINITY }),
  kinds: Object.freeze(["main", "move", "free", "instant", "snapAttack", "totalDefense", "charge"]),
  spend(spent, kind, pool, context) {
    if (kind === "instant") return take(spent, { instant: 1 });
    if (kind === "snapAttack" || kind === "totalDefense") {
      return left(pool, spent, "main") > 0
        ? take(spent, { main: 1, instant: 1, [kind]: 1 })
        : refuse("FRAY.RULES.Actions.MainSpent", { kind });
    }
    if (context.onTurn === false) return onlyOnTurn(kind);
    if (kind === "free") return take(spent, { free: 1 });
    if (kind === "main") return left(pool, spent, "main") > 0 ? take(spent, { main: 1 }) : noneLeft("main");
    if (kind === "charge") {
      return left(pool, spent, "main") > 0 && left(pool, spent, "move") > 0
        ? take(spent, { main: 1, move: 1, charge: 1 })
        : refuse("FRAY.RULES.Actions.ChargeNeedsBoth", {});
    }
    if (left(pool, spent, "move") > 0) return take(spent, { move: 1 });
    return left(pool, spent, "main") > 0 ? take(spent, { main: 1, mainAsMove: 1 }) : noneLeft("move");
  },
  refresh(spent, at) {
    if (at !== "roundStart") return spent;
    const cleared = { main: 0, move: 0, free: 0, instant: 0, mainAsMove: 0, snapAttack: 0, totalDefense: 0, charge: 0 };
    return { ...spent, ...cleared };
  },
};
