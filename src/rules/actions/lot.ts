import { left, noneLeft, onlyOnTurn, take, used } from "./ledger.js";
import type { ActionRecord, Economy, SpendResult } from "./types.js";

/**
 * T6 (lot): 2 Full, 1 Swift, 1 Free, 1 Reaction a turn; a Full may be spent as two Swift (`fullAsSwift`), a
 * Swift as two Free (`swiftAsFree`), converted only when the smaller kind has run out. Reactions may be taken
 * off turn. Refresh at "turnStart". T8: `ap`, the AP this rotation's swings spent (the GM's client adds each attack
 * card's), is cleared at "roundStart".
 */
export const lotEconomy: Economy = {
  pool: Object.freeze({ full: 2, swift: 1, free: 1, reaction: 1 }),
  kinds: Object.freeze(["full", "swift", "free", "reaction"]),
  spend(spent, kind, pool, context) {
    if (kind === "reaction") return left(pool, spent, "reaction") > 0 ? take(spent, { reaction: 1 }) : noneLeft(kind);
    if (context.onTurn === false) return onlyOnTurn(kind);
    if (kind === "full") return left(pool, spent, "full") > 0 ? take(spent, { full: 1 }) : noneLeft(kind);
    if (kind === "swift") return swift(spent, pool);
    if (used(spent, "free") < (pool.free ?? 0) + 2 * used(spent, "swiftAsFree")) return take(spent, { free: 1 });
    const paid = swift(spent, pool);
    return paid.ok ? take(paid.spent, { swiftAsFree: 1, free: 1 }) : noneLeft("free");
  },
  refresh(spent, at) {
    if (at === "roundStart") return spent.ap ? { ...spent, ap: 0 } : spent;
    if (at !== "turnStart") return spent;
    return { ...spent, full: 0, swift: 0, free: 0, reaction: 0, fullAsSwift: 0, swiftAsFree: 0 };
  },
};

/** One Swift: from the Swift pool and the halves of converted Fulls, else by converting a Full. */
function swift(spent: ActionRecord, pool: ActionRecord): SpendResult {
  if (used(spent, "swift") < (pool.swift ?? 0) + 2 * used(spent, "fullAsSwift")) return take(spent, { swift: 1 });
  return left(pool, spent, "full") > 0 ? take(spent, { full: 1, fullAsSwift: 1, swift: 1 }) : noneLeft("swift");
}
