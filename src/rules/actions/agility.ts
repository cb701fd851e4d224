import { refuse } from "../refusal.js";
import { left, noneLeft, onlyOnTurn, take, used } from "./ledger.js";
import type { ActionRecord, Economy, SpendContext, SpendResult } from "./types.js";

/**
 * A2 (agility): 1 Attack (AA), 1 Move (MA), 2 Bonus (BA) a turn. `extraAttack` spends MA + 2 BA; `disengage`
 * spends 2 BA or 1 AA (`payWith`, default BA while two are left); `standUp` spends a BA, MA or AA on one's turn
 * (`payWith`, default the first left of BA, MA, AA), and off turn the chosen action of the next turn, recorded as
 * `owedBonus`/`owedMove`/`owedAttack` (seed 003: "consumes the action you chose to use from your next turn").
 * A9: `freeHit` spends one of the round's free-hit slots, on or off turn; the pool has none until the Foundry layer
 * adds the character's Agility modifier + 1 (`adjust`). Refresh at "turnStart", and the slots at "roundStart".
 */
export const agilityEconomy: Economy = {
  pool: Object.freeze({ attack: 1, move: 1, bonus: 2, freeHit: 0 }),
  kinds: Object.freeze(["attack", "move", "bonus", "extraAttack", "disengage", "standUp", "freeHit"]),
  spend(spent, kind, pool, context) {
    if (kind === "freeHit") {
      return left(pool, spent, "freeHit") > 0 ? take(spent, { freeHit: 1 })
        : refuse("FRAY.RULES.Actions.NoFreeHitLeft", {});
    }
    if (kind === "standUp" && context.onTurn === false) return standUpOffTurn(spent, pool, context);
    if (context.onTurn === false) return onlyOnTurn(kind);
    if (kind === "attack" || kind === "move" || kind === "bonus") {
      return left(pool, spent, kind) > 0 ? take(spent, { [kind]: 1 }) : noneLeft(kind);
    }
    if (kind === "extraAttack") {
      return left(pool, spent, "move") > 0 && left(pool, spent, "bonus") >= 2
        ? take(spent, { move: 1, bonus: 2, extraAttack: 1 })
        : refuse("FRAY.RULES.Actions.ExtraAttackNeeds", {});
    }
    if (kind === "disengage") {
      const payWith = context.payWith ?? (left(pool, spent, "bonus") >= 2 ? "bonus" : "attack");
      if (payWith === "move") return refuse("FRAY.RULES.Actions.CannotPay", { kind, payWith });
      return pay(spent, pool, kind, payWith === "bonus" ? { bonus: 2 } : { [payWith]: 1 });
    }
    const payWith = context.payWith ?? (["bonus", "move", "attack"].find((k) => left(pool, spent, k) > 0) ?? "bonus");
    return pay(spent, pool, kind, { [payWith]: 1 });
  },
  refresh(spent, at) {
    if (at === "roundStart") return { ...spent, freeHit: 0 };
    if (at !== "turnStart") return spent;
    return {
      ...spent, attack: used(spent, OWED.attack), move: used(spent, OWED.move), bonus: used(spent, OWED.bonus),
      owedAttack: 0, owedMove: 0, owedBonus: 0, extraAttack: 0, disengage: 0, standUp: 0,
    };
  },
};

/** Spends `cost` for `kind`, refusing when any part of it is not left. */
function pay(spent: ActionRecord, pool: ActionRecord, kind: string, cost: ActionRecord): SpendResult {
  for (const [key, count] of Object.entries(cost)) {
    if (left(pool, spent, key) < count) return refuse("FRAY.RULES.Actions.CannotPay", { kind, payWith: key });
  }
  return take(spent, { ...cost, [kind]: 1 });
}

/** The ledger key that records an action already spent from the next turn, by the action that pays. */
const OWED = Object.freeze({ bonus: "owedBonus", move: "owedMove", attack: "owedAttack" });

/**
 * A2: standing up off turn takes the chosen action (default the first left of BA, MA, AA) from the next turn,
 * if that turn still has one.
 */
function standUpOffTurn(spent: ActionRecord, pool: ActionRecord, context: SpendContext): SpendResult {
  const payWith = context.payWith
    ?? (["bonus", "move", "attack"] as const).find((k) => used(spent, OWED[k]) < (pool[k] ?? 0)) ?? "bonus";
  return used(spent, OWED[payWith]) < (pool[payWith] ?? 0)
    ? take(spent, { [OWED[payWith]]: 1, standUp: 1 })
    : refuse("FRAY.RULES.Actions.NoNextTurnAction", { payWith });
}
