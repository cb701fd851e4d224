import { changeLedger, readsLedger } from "./store.js";

/**
 * On the active GM's client: forgets what the ledger holds of a card that left the chat log: its attack record, the
 * damage rolled from it, its applications, its free hits and the tragedy it gave (a tragedy's claim and a deleted
 * damage card still count while the attack they belong to is in the log).
 */
async function forgetCard(id: string): Promise<void> {
  await changeLedger((data) => {
    delete data.attacks[id];
    delete data.damage[id];
    delete data.shock[id];
    delete data.applications[id];
    delete data.freeHits[id];
    delete data.tragedies[id];
  });
}

/** On the active GM's client: forgets what the ledger holds of a combat that ended. */
async function forgetCombat(id: string): Promise<void> {
  await changeLedger((data) => {
    delete data.summons[id];
    delete data.sides[id];
  });
}

/** Registers the pruning: the ledger stays as small as the chat log and the fights under way. */
export function registerPruning(): void {
  Hooks.on("deleteChatMessage", (message) => {
    if (readsLedger() && game.users?.activeGM?.isSelf === true) void forgetCard(message.id!);
  });
  Hooks.on("deleteCombat", (combat) => {
    if (readsLedger() && game.users?.activeGM?.isSelf === true) void forgetCombat(combat.id!);
  });
}
