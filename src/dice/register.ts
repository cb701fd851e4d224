import { AttackRoll, DamageRoll, TurnOrderRoll } from "./rolls.js";

/** Fray's Roll classes, in the order they are added to CONFIG.Dice.rolls. */
export const ROLL_CLASSES = [AttackRoll, DamageRoll, TurnOrderRoll] as const;

/** Adds Fray's Roll classes to CONFIG.Dice.rolls so chat messages rebuild them (call in init). */
export function registerDice(): void {
  const rolls = CONFIG.Dice.rolls as unknown[];
  for (const cls of ROLL_CLASSES) if (!rolls.includes(cls)) rolls.push(cls);
}
