import type { Refusal } from "../refusal.js";

/** Counts per action kind: a pool (what a turn gives) or a ledger of what was spent (plus bookkeeping keys). */
export type ActionRecord = Record<string, number>;

/** When the Foundry layer refreshes a ledger: at a turn's start or end, or at the top of a round. */
export type RefreshPoint = "turnStart" | "turnEnd" | "roundStart";

/** Circumstances of a spend; every field is optional. */
export interface SpendContext {
  /** Whether it is the spender's own turn (default true). */
  onTurn?: boolean;
  /** L7: an immediate action granted by an ability, which costs no swift action. */
  granted?: boolean;
  /** L4: the spender is acting in a surprise round. */
  surpriseRound?: boolean;
  /** Z6: the phase of the round (no actions at all in the movement phase); T5: one swift in the planning phase. */
  phase?: "movement" | "action" | "planning";
  /** A2: which action pays for a disengage ("bonus" = 2 BA, or "attack") or a stand-up ("bonus", "move", "attack"). */
  payWith?: "attack" | "move" | "bonus";
  /** Changes to the pool, e.g. A5 Weakening wound `{ bonus: -1 }`. */
  adjust?: ActionRecord;
}

/** The new ledger, or a refusal with a lang key. */
export type SpendResult = { ok: true; spent: ActionRecord } | Refusal;

/** One rulebook's action economy. */
export interface Economy {
  /** What one turn gives (Infinity = as many as plausible). */
  pool: Readonly<ActionRecord>;
  /** The kinds `spendAction` accepts. */
  kinds: readonly string[];
  /** Spends one `kind` from `spent`, checked against `pool` (already adjusted). */
  spend(spent: ActionRecord, kind: string, pool: ActionRecord, context: SpendContext): SpendResult;
  /** Resets what `at` resets. */
  refresh(spent: ActionRecord, at: RefreshPoint): ActionRecord;
}
