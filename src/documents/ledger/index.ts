import { registerPruning } from "./prune.js";
import { registerLedger } from "./store.js";

export { ledgerData, ledgerEntry, ledgerSettled, readsLedger, saveLedger } from "./store.js";
export { applicationsOnLedger, nextLedgerStamp, recordApplication, recordUndo, recordedApplication, rowOnLedger }
  from "./applications.js";
export {
  attackWithRolls, damageRolled, recordDamage, recordLanding, recordShock, recordedAttack, shockCardRecorded,
  storeAttack, storeTragedyClaim, tragedyClaim,
} from "./attacks.js";
export { freeHitTaken, freeHitsTakenOf, recordFreeHit } from "./free-hits.js";
export { enemies, joinRoundOnLedger, sideInCombat } from "./combat.js";
export type { Application, LedgerData } from "./types.js";
export type { AttackRecord } from "./attack-types.js";

/**
 * Registers the ledger (what happened, written only by the active GM's client in a journal entry no player owns):
 * made on `ready`, pruned as cards leave the chat log and fights end (cards/witness.ts records each card).
 */
export function registerLedgerHooks(): void {
  registerLedger();
  registerPruning();
}
