import {
  freshFighters, parseFormula, playFight, seededDice, swarmTable, tacticTable, turnAttacks, type DiceFormula,
  type FightEnd, type ForecastInput, type ForecastTactic, type ForecastWeapon,
} from "../../src/rules/index.js";

/**
 * One fight of the forecast's own model (playFight) with the dice a played fight of `seed` draws (the stand-in's
 * CONFIG.Dice.randomUniform from seededUniform(seed) gives the same faces as seededDice(seed)): where the product
 * and the model roll their dice in the same order, the played fight and this one are the same fight.
 */
export function replayed(input: ForecastInput, seed: number, tactic: ForecastTactic): FightEnd {
  const formulas = new Map<ForecastWeapon, DiceFormula>();
  for (const c of input.combatants) {
    for (const w of c.weapons) {
      const parsed = parseFormula(w.formula);
      if (parsed) formulas.set(w, parsed);
    }
  }
  const ctx = { input, dice: seededDice(seed), round: 0, formulas };
  return playFight({ ctx, fighters: freshFighters(input), table: tacticTable(input), tactic,
    attacks: turnAttacks(input.rules.preset).length, swarm: swarmTable(input) });
}
