import { PLAIN_HAND, isPlainHand, nextHand, type HandKey, type RowHand } from "../../rules/index.js";

/**
 * The GM's hand on damage rows not applied yet (×½, ×2, ×0, ignore DR), kept on the GM's own client only, by card
 * and row: a choice before applying, read when that GM applies; never written to the card, which a player may
 * write, nor asked for in a query.
 */
const hands = new Map<string, RowHand>();

/** The key of one row of one card. */
const keyOf = (messageId: string, tokenUuid: string) => `${messageId}:${tokenUuid}`;

/** The hand this client's GM chose for a row (the plain hand when none, and always off a GM's client). */
export function handFor(messageId: string, tokenUuid: string): RowHand {
  if (!game.user?.isGM) return { ...PLAIN_HAND };
  return { ...(hands.get(keyOf(messageId, tokenUuid)) ?? PLAIN_HAND) };
}

/** The hands this client's GM chose on a card's rows, by token uuid ({} off a GM's client). */
export function handsOf(messageId: string): Record<string, RowHand> {
  if (!game.user?.isGM) return {};
  const prefix = `${messageId}:`;
  return Object.fromEntries([...hands].filter(([key]) => key.startsWith(prefix))
    .map(([key, hand]) => [key.slice(prefix.length), { ...hand }]));
}

/** Presses one of the GM's controls on a row; returns the hand now chosen. */
export function pressHand(messageId: string, tokenUuid: string, key: HandKey): RowHand {
  const hand = nextHand(handFor(messageId, tokenUuid), key);
  if (isPlainHand(hand)) hands.delete(keyOf(messageId, tokenUuid));
  else hands.set(keyOf(messageId, tokenUuid), hand);
  return hand;
}

/** Sets a row's hand (a row copied to a selected token takes its source row's), on a GM's client only. */
export function setHand(messageId: string, tokenUuid: string, hand: RowHand): void {
  if (!game.user?.isGM || isPlainHand(hand)) hands.delete(keyOf(messageId, tokenUuid));
  else hands.set(keyOf(messageId, tokenUuid), { ...hand });
}

/** Forgets the choice on a row once it is applied. */
export function forgetHand(messageId: string, tokenUuid: string): void {
  hands.delete(keyOf(messageId, tokenUuid));
}
