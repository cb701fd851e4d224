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

/** A reproducible fair Dice from a 32-bit seed (mulberry32): the same seed always rolls the same faces. */
export function seededDice(seed: number): Dice {
  let state = seed >>> 0;
  return {
    roll(faces: number): number {
      state = (state + 0x6d2b79f5) >>> 0;
      let t = state;
      t = Math.imul(t ^ (t >>> 15), t | 1);
      t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
      return 1 + Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * faces);
    },
  };
}
