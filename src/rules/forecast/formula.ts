import { rollDie, type Dice } from "../dice.js";

/** A damage formula as the forecast rolls it: dice pools and a whole number, each added or taken away. */
export interface DiceFormula {
  dice: { count: number; faces: number; sign: 1 | -1 }[];
  constant: number;
}

/** One term of a formula: `NdM`, `dM` or a whole number. */
const TERM = /^(\d*)d(\d+)$|^(\d+)$/;

/**
 * Reads a formula of dice and whole numbers added or taken away ("2d6 + 1", "1d8 - 1d4"); null for anything else
 * (modifiers, products, brackets), which the forecast can't roll.
 */
export function parseFormula(formula: string): DiceFormula | null {
  const parts = formula.replace(/\s+/g, "").split(/(?=[+-])/);
  const out: DiceFormula = { dice: [], constant: 0 };
  for (const raw of parts) {
    const sign = raw.startsWith("-") ? -1 : 1;
    const body = raw.replace(/^[+-]/, "");
    const match = TERM.exec(body);
    if (!body || !match) return null;
    if (match[3] !== undefined) out.constant += sign * Number(match[3]);
    else {
      const count = match[1] === "" ? 1 : Number(match[1]);
      const faces = Number(match[2]);
      if (faces < 1 || count > 100) return null;
      out.dice.push({ count, faces, sign });
    }
  }
  return out;
}

/** Rolls the formula with `dice`. */
export function rollFormula(formula: DiceFormula, dice: Dice): number {
  let total = formula.constant;
  for (const pool of formula.dice) for (let i = 0; i < pool.count; i++) total += pool.sign * rollDie(dice, pool.faces);
  return total;
}

/** The formula's mean. */
export function formulaMean(formula: DiceFormula): number {
  return formula.dice.reduce((sum, p) => sum + p.sign * p.count * (p.faces + 1) / 2, formula.constant);
}

/** The formula's maximum, 0 when it has none above 0 (as the damage card reads it, T7, S9). */
export function formulaMaximum(formula: DiceFormula): number {
  const max = formula.dice.reduce((sum, p) => sum + (p.sign > 0 ? p.count * p.faces : -p.count), formula.constant);
  return Math.max(0, max);
}
