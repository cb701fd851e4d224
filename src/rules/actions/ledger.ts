import { refuse, type Refusal } from "../refusal.js";
import type { ActionRecord, SpendResult } from "./types.js";

/** How many of `key` the ledger shows (0 when absent). */
export function used(spent: ActionRecord, key: string): number {
  return spent[key] ?? 0;
}

/** How many of `key` are left in `pool` after `spent`. */
export function left(pool: ActionRecord, spent: ActionRecord, key: string): number {
  return (pool[key] ?? 0) - used(spent, key);
}

/** A successful spend: the ledger with each of `changes` added. */
export function take(spent: ActionRecord, changes: ActionRecord): SpendResult {
  const out: ActionRecord = { ...spent };
  for (const [key, value] of Object.entries(changes)) out[key] = used(out, key) + value;
  return { ok: true, spent: out };
}

/** The refusal for a kind that has none left this turn. */
export function noneLeft(kind: keyof typeof NONE_LEFT): Refusal {
  return refuse(NONE_LEFT[kind], { kind });
}

/** The refusal for an action taken off turn that may only be taken on one's own turn. */
export function onlyOnTurn(kind: string): Refusal {
  return refuse("FRAY.RULES.Actions.OnlyOnTurn", { kind });
}

/** Lang keys for "no X action left", by kind. */
const NONE_LEFT = Object.freeze({
  standard: "FRAY.RULES.Actions.NoStandardLeft",
  move: "FRAY.RULES.Actions.NoMoveLeft",
  swift: "FRAY.RULES.Actions.NoSwiftLeft",
  free: "FRAY.RULES.Actions.NoFreeLeft",
  immediate: "FRAY.RULES.Actions.ImmediateUsed",
  major: "FRAY.RULES.Actions.NoMajorLeft",
  main: "FRAY.RULES.Actions.NoMainLeft",
  attack: "FRAY.RULES.Actions.NoAttackLeft",
  bonus: "FRAY.RULES.Actions.NoBonusLeft",
  full: "FRAY.RULES.Actions.NoFullLeft",
  reaction: "FRAY.RULES.Actions.NoReactionLeft",
});
