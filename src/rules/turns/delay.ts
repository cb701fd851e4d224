import type { InitiativeResult } from "../initiative/types.js";
import { requireFinite, requireInteger, requireList, requireRecord } from "../validate.js";
import { requireKnownId } from "../input.js";

/**
 * L6: `id`, who delayed, acts on `count`: it takes the place right after everyone else whose score is at
 * least `count`, and `count` becomes its score.
 */
export function delayTo(result: InitiativeResult, id: string, count: number): InitiativeResult {
  requireRecord("result", result);
  const order = requireList("result.order", result.order);
  requireKnownId("id", id, order);
  requireFinite("count", count);
  const rest = order.filter((other) => other !== id);
  const scores = rest.map((other) => requireFinite(`result.score.${other}`, result.score[other]));
  const at = scores.findIndex((score) => score < count);
  rest.splice(at < 0 ? rest.length : at, 0, id);
  return { order: rest, score: { ...result.score, [id]: count } };
}

/** A point in the d20 order: a round and an initiative count. */
export interface CountPoint {
  round: number;
  count: number;
}

/**
 * L6: whether a creature that delayed on its count (`delayed`: round and score) may act on `at`: any lower
 * or equal count the same round, or any count from the top of the next round down to its own.
 */
export function mayActFromDelay(delayed: { round: number; score: number }, at: CountPoint): boolean {
  requireRecord("delayed", delayed);
  requireRecord("at", at);
  const round = requireInteger("delayed.round", delayed.round, { min: 1 });
  const score = requireFinite("delayed.score", delayed.score);
  const atRound = requireInteger("at.round", at.round, { min: 1 });
  const count = requireFinite("at.count", at.count);
  return (atRound === round && count <= score) || (atRound === round + 1 && count >= score);
}
