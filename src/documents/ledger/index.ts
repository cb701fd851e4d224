import { onCreateCard } from "./attacks.js";
import { registerPruning } from "./prune.js";
import { registerLedger } from "./store.js";

export { ledgerEntry, ledgerSettled, readsLedger, saveLedger } from "./store.js";
export { applicationsOnLedger, nextLedgerStamp, recordApplication, recordUndo, recordedApplication, rowOnLedger }
  from "./applications.js";
export { damageRolled, recordAttack, recordLanding, recordedAttack, tragedyClaim } from "./attacks.js";
export { freeHitTaken, freeHitsTakenOf, recordFreeHit } from "./free-hits.js";
export { enemies, joinRoundOnLedger, sideInCombat } from "./combat.js";
export type { Application, LedgerData } from "./types.js";

/**
 * Registers the ledger (what happened, written only by the active GM's client in a journal entry no player owns):
 * made on `ready`, each card recorded as it is created, pruned as cards leave the chat log and fights end.
 */
export function registerLedgerHooks(): void {
  registerLedger();
  registerPruning();
  Hooks.on("createChatMessage", onCreateCard);
}
