import { refuse } from "../refusal.js";
import { left, noneLeft, onlyOnTurn, take, used } from "./ledger.js";
import type { ActionRecord, Economy, SpendContext, SpendResult } from "./types.js";

/** L7: at most this many swift and immediate actions in one round, granted ones included. */
export const SWIFT_IMMEDIATE_CAP = 3;

/**
 * L7 (legend). The ledger keeps, besides this turn's `standard`, `move`, `swift`, `free`: `immediate` (the
 * once-a-round immediate used this round), `swiftImmediate` (swift + immediate actions this round),
 * `priorSwift` (1 while the most recent turn's swift lies unspent), `owedSwift` (1 when an immediate has
 * already used up the next turn's swift). Refresh at "turnStart", "turnEnd" and "roundStart".
 */
export const legendEconomy: Economy = {
  pool: Object.freeze({ standard: 1, move: 1, swift: 1, free: 5, immediate: 1 }),
  kinds: Object.freeze(["standard", "move", "swift", "free", "immediate"]),
  spend(spent, kind, pool, context) {
    if (kind === "immediate") return immediate(spent, pool, context);
    if (context.onTurn === false) return onlyOnTurn(kind);
    if (kind === "standard" || kind === "move") {
      if (context.surpriseRound && used(spent, "standard") + used(spent, "move") > 0) {
        return refuse("FRAY.RULES.Actions.SurpriseOneAction", { kind });
      }
      return left(pool, spent, kind) > 0 ? take(spent, { [kind]: 1 }) : noneLeft(kind);
    }
    if (kind === "free") return left(pool, spent, "free") > 0 ? take(spent, { free: 1 }) : noneLeft("free");
    const capped = swiftCap(spent, context);
    if (capped) return capped;
    return left(pool, spent, "swift") > 0 ? take(spent, { swift: 1, swiftImmediate: 1 }) : noneLeft("swift");
  },
  refresh(spent, at) {
    if (at === "turnStart") {
      return { ...spent, standard: 0, move: 0, free: 0, swift: used(spent, "owedSwift"), owedSwift: 0, priorSwift: 0 };
    }
    if (at === "turnEnd") return { ...spent, priorSwift: used(spent, "swift") > 0 ? 0 : 1 };
    return { ...spent, immediate: 0, swiftImmediate: 0 };
  },
};

/**
 * L7: an immediate action. A granted one costs no swift; the once-a-round one uses this turn's swift on
 * one's own turn, and off turn the most recent turn's unspent swift or else the next turn's.
 */
function immediate(spent: ActionRecord, pool: ActionRecord, context: SpendContext): SpendResult {
  const capped = swiftCap(spent, context);
  if (capped) return capped;
  if (context.granted) return take(spent, { swiftImmediate: 1 });
  if (left(pool, spent, "immediate") <= 0) return noneLeft("immediate");
  const once = { immediate: 1, swiftImmediate: 1 };
  if (context.onTurn !== false) {
    return left(pool, spent, "swift") > 0 ? take(spent, { ...once, swift: 1 }) : noneLeft("swift");
  }
  if (used(spent, "priorSwift") > 0) return take(spent, { ...once, priorSwift: -1 });
  if (used(spent, "owedSwift") < (pool.swift ?? 0)) return take(spent, { ...once, owedSwift: 1 });
  return noneLeft("swift");
}

/** L7 and L4: refuses a swift or immediate beyond three a round, or beyond one in a surprise round. */
function swiftCap(spent: ActionRecord, context: SpendContext): SpendResult | null {
  const count = used(spent, "swiftImmediate");
  if (context.surpriseRound && count > 0) return refuse("FRAY.RULES.Actions.SurpriseOneSwift", {});
  if (count >= SWIFT_IMMEDIATE_CAP) return refuse("FRAY.RULES.Actions.SwiftCap", { max: SWIFT_IMMEDIATE_CAP });
  return null;
}
