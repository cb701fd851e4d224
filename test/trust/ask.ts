import { USER_ROLES, type User } from "../foundry/users.js";
import type { CardWorld } from "../documents/card-world.js";

/** One-time codes handed out so far in this test file. */
let codes = 0;

/** A fresh one-time code in the shape foundry.utils.randomID gives (16 letters and digits). */
export function freshCode(): string {
  codes += 1;
  return `code${String(codes).padStart(12, "0")}`;
}

/**
 * Stores `request` on `user`'s own User document, as that user's client does before it queries the GM, and
 * returns the query's payload (the user's id and the one-time code).
 */
export async function storedAsk(w: CardWorld, user: User, request: unknown): Promise<{ userId: string;
  nonce: string }> {
  const nonce = freshCode();
  const back = w.foundry.game.users.current!;
  w.foundry.loginAs(user);
  try {
    await user.update({ [`flags.fray.cardRequests.${nonce}`]: request });
  } finally {
    w.foundry.loginAs(back);
  }
  return { userId: user.id, nonce };
}

/** Adds a third user to the world: a second player. */
export function thirdPlayer(w: CardWorld): User {
  return w.foundry.game.users.add("pl0000000000000b", "Third", USER_ROLES.PLAYER);
}
