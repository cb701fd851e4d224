/**
 * The one place that knows Foundry v13 from v14. Every API difference Fray meets is an adapter function here;
 * nothing else in Fray branches on the generation.
 */

/** The Foundry generation this world runs on: 13 or 14. */
export function generation(): 13 | 14 {
  return game.release?.generation === 14 ? 14 : 13;
}
