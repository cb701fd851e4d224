import { changeLedger, ledgerData } from "./store.js";

/** A8, A9: whether the free hit of a card's row was taken, on the ledger (not the card, which its author can edit). */
export function freeHitTaken(messageId: string | null, row: string): boolean {
  return !!messageId && (ledgerData().freeHits[messageId] ?? []).includes(row);
}

/** The rows of a card whose free hit was taken, on the ledger. */
export function freeHitsTakenOf(messageId: string): string[] {
  return [...ledgerData().freeHits[messageId] ?? []];
}

/** On the active GM's client: records the free hit of a card's row as taken. */
export async function recordFreeHit(messageId: string, row: string): Promise<void> {
  await changeLedger((data) => {
    const rows = data.freeHits[messageId] ?? [];
    if (!rows.includes(row)) data.freeHits[messageId] = [...rows, row];
  });
}
