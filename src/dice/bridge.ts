import { type Dice, seededDice } from "../rules/index.js";
import { activeFaces } from "./rolls.js";

/** What rollForRule gives back: the rule's result and the real Rolls whose faces it used, in order. */
export interface RuleRolls<T> {
  result: T;
  rolls: Roll[];
}

/** A Roll class: foundry.dice.Roll or one of Fray's subclasses. */
type RollClass = new (formula: string, data?: Record<string, unknown>,
  options?: foundry.dice.Roll.Options) => foundry.dice.Roll<Record<string, unknown>>;

/** How rollForRule rolls: the Roll class for missing dice (with its options) and the bound on rounds. */
export interface RuleRollOptions {
  /** How many times the bridge may roll missing dice before it gives up (default 10). */
  maxRounds?: number;
  /** The Roll class the missing dice are rolled with (default foundry.dice.Roll). */
  rollClass?: RollClass;
  /** Options given to each Roll (serialized with it). */
  rollOptions?: Record<string, unknown>;
  /**
   * The formulas of the Rolls that roll the dice `wanted` (a modifier may be added), the first of them at place
   * `start` among every die the rule took; their dice must be `wanted`, in order. Default: one Roll of them all.
   */
  formulas?: (wanted: readonly number[], start: number) => string[];
}

/** The dice kept rolling new dice past the bound (dice that keep repeating); carries the rolls made. */
export class DiceBridgeError extends Error {
  override name = "DiceBridgeError";
  /** The lang key of the notice. */
  readonly key = "FRAY.DICE.Unsettled";

  /** Creates the error with the rolls made before the bridge gave up. */
  constructor(readonly rolls: Roll[], readonly rounds: number) {
    super(`The dice did not settle the rule after ${rounds} rounds of rolls`);
  }
}

/** A probe run never asks for more dice than this in one round. */
const PROBE_LIMIT = 1000;

/** Thrown inside a probe run when it has asked for PROBE_LIMIT dice. */
class ProbeFull extends Error {}

/** One run of the rule over the pool: its result, or the dice it asked for past the pool and how many it used. */
type Run<T> = { done: true; result: T; used: number } | { done: false; wanted: number[] };

/**
 * The replay bridge (DESIGN "Dice for the rules"): runs the pure `rule` with the faces rolled so far; when they run
 * out, rolls the dice the rule then asks for as one real Roll (so dice modules see it), adds its faces and runs the
 * rule again, until it finishes. Dice the final run did not use are marked discarded. After `maxRounds` rolls the
 * bridge throws a DiceBridgeError, so dice that keep repeating can never hang a client.
 */
export async function rollForRule<T>(rule: (dice: Dice) => T,
  { maxRounds = 10, rollClass = foundry.dice.Roll, rollOptions = {}, formulas = (wanted) => [formulaOf(wanted)] }:
  RuleRollOptions = {}): Promise<RuleRolls<T>> {
  const pool: number[] = [];
  const rolls: Roll[] = [];
  for (let round = 0; ; round++) {
    const run = runOver(rule, pool);
    if (run.done) return { result: run.result, rolls: discardUnused(rolls, run.used) };
    if (round >= maxRounds) throw new DiceBridgeError(rolls, round);
    const made: foundry.dice.Roll<Record<string, unknown>>[] = [];
    for (const formula of formulas(run.wanted, pool.length)) {
      const roll = new rollClass(formula, {}, rollOptions as foundry.dice.Roll.Options);
      await roll.evaluate();
      made.push(roll);
    }
    pool.push(...checkedFaces(made, run.wanted));
    rolls.push(...made as Roll[]);
  }
}

/**
 * Runs `rule` with `pool`. Past the pool, the run goes on with stand-in faces from a fixed seed only to learn
 * which dice the rule asks for next; its result is then thrown away.
 */
function runOver<T>(rule: (dice: Dice) => T, pool: readonly number[]): Run<T> {
  const probe = seededDice(pool.length + 1);
  const wanted: number[] = [];
  let next = 0;
  const dice: Dice = {
    roll(faces: number): number {
      if (next < pool.length) return pool[next++]!;
      if (wanted.length >= PROBE_LIMIT) throw new ProbeFull();
      wanted.push(faces);
      return probe.roll(faces);
    },
  };
  try {
    const result = rule(dice);
    return wanted.length ? { done: false, wanted } : { done: true, result, used: next };
  } catch (error) {
    if (wanted.length) return { done: false, wanted };
    throw error;
  }
}

/**
 * The formula that rolls `wanted` in order, a run of equal dice as one term (`200d12`, not 200 terms of `1d12`):
 * a Die's results keep their order, and a short formula is cheap to parse, store and show.
 */
function formulaOf(wanted: readonly number[]): string {
  const terms: { faces: number; count: number }[] = [];
  for (const faces of wanted) {
    const last = terms.at(-1);
    if (last?.faces === faces) last.count += 1;
    else terms.push({ faces, count: 1 });
  }
  return terms.map(({ faces, count }) => `${count}d${faces}`).join(" + ");
}

/** The faces of Rolls of `<n>d<f> + …`, in order, checked against the dice asked for. */
function checkedFaces(rolls: foundry.dice.Roll<Record<string, unknown>>[], wanted: readonly number[]): number[] {
  const faces = rolls.flatMap((roll) => activeFaces(roll));
  const fits = faces.length === wanted.length
    && faces.every((face, i) => Number.isInteger(face) && face >= 1 && face <= wanted[i]!);
  if (!fits) throw new RangeError(`A roll of ${rolls.map((r) => r.formula).join(", ")} gave faces ${faces.join(", ")}`);
  return faces;
}

/** Marks the results past the first `used` faces inactive and discarded; drops rolls with no face used. */
function discardUnused(rolls: Roll[], used: number): Roll[] {
  let seen = 0;
  const kept: Roll[] = [];
  for (const roll of rolls) {
    if (seen >= used) break;
    for (const die of roll.dice) {
      for (const result of die.results.filter((r) => r.active)) {
        if (seen++ < used) continue;
        Object.assign(result, { active: false, discarded: true });
      }
    }
    kept.push(roll);
  }
  return kept;
}
