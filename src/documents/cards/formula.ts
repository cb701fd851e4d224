import type { CardActor } from "./actor-view.js";

/**
 * A damage formula with the actor's roll data filled in (`1d8 + @attributes.str.mod` → `1d8 + 3`,
 * Actor#getRollData), written as Foundry writes a parsed roll's formula; null when a reference names nothing or
 * the result is not a formula Foundry can roll. Never throws.
 */
export function resolvedFormula(formula: string, actor: CardActor | null): string | null {
  const Roll = foundry.dice.Roll;
  try {
    const data = actor ? actor.getRollData() as Record<string, unknown> : {};
    const replaced = Roll.replaceFormulaData(formula, data);
    if (!formula.trim() || replaced.includes("@") || !Roll.validate(replaced)) return null;
    return new Roll(replaced).formula;
  } catch {
    return null;
  }
}
