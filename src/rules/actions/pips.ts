import { attackActionKind } from "./attack-action.js";
import { actionKinds, actionPool, spendAction } from "./economy.js";
import type { PresetId } from "../presets.js";

/** One kind of action as a tracker row shows it. */
export interface ActionPip {
  /** The action kind `spendAction` takes. */
  kind: string;
  /** How many a turn gives, or null when the pool has no limit or the kind is a special action outside it. */
  total: number | null;
  /** How many the ledger records as spent (at most `total` when there is one). */
  used: number;
  /** Whether it belongs to the pool (false: a special action such as a charge or a disengage). */
  pooled: boolean;
  /** Whether the rulebook lets it be taken off one's own turn (L7 immediate, T6 reaction, S4 instant …). */
  offTurn: boolean;
  /**
   * S10, S4, A2: a special action only an attack spends (a Charge, a Snap Attack, the extra attack), which the attack
   * itself takes: the tracker offers no button for it, since spending it there would roll nothing.
   */
  attackOnly: boolean;
}

/**
 * L7, S4, A2, T6, Z6: every action kind of `preset` with its pool and what the ledger `spent` has used, in the
 * order the rulebook lists them, the pool changed by `adjust` as `spendAction` takes it (A5: a Weakening wound's
 * lost BA). A kind counts as off-turn when the rulebook accepts it off turn from a fresh ledger, so this never
 * disagrees with `spendAction`.
 */
export function actionPips(preset: PresetId, spent: Record<string, number>, adjust: Record<string, number> = {}):
ActionPip[] {
  const pool = actionPool(preset, { adjust });
  // A2: the extra attack is an attack's too (its dialog's Extra attack box), never a row's button.
  const attacks = new Set([attackActionKind(preset, { charge: true }),
    attackActionKind(preset, { situations: ["snapAttack"] }), ...(preset === "agility" ? ["extraAttack"] : [])]);
  return actionKinds(preset).map((kind) => {
    const limit = pool[kind];
    const pooled = limit !== undefined;
    const total = pooled && Number.isFinite(limit) ? limit : null;
    const count = Number.isInteger(spent[kind]) && spent[kind]! > 0 ? spent[kind]! : 0;
    const offTurn = spendAction(preset, {}, kind, { onTurn: false, adjust }).ok;
    return { kind, total, used: total === null ? count : Math.min(count, total), pooled, offTurn,
      attackOnly: !pooled && attacks.has(kind) };
  });
}
