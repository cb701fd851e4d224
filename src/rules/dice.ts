import { requireInteger } from "./validate.js";

/** The only source of randomness the rules accept: an integer in 1..faces. */
export interface Dice {
  roll(faces: number): number;
}

/** Rolls one die through `dice` and checks that the source kept its promise. */
export function rollDie(dice: Dice, faces: number): number {
  const face = dice.roll(faces);
  requireInteger("dice.roll()", face, { min: 1, max: faces });
  return face;
}

/** A Dice that replays fixed faces in order and throws once they run out (for tests, macros and replays). */
export function scriptedDice(faces: readonly number[]): Dice {
  let next = 0;
  return {
    roll(count: number): number {
      if (next >= faces.length) throw new RangeError(`scriptedDice: no face left for a d${count}`);
      return faces[next++]!;
    },
  };
}
