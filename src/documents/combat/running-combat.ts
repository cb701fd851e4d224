import { CombatModel } from "../../data/combat/base.js";
import type { ClockCombat } from "./effect-clock.js";

/** The running combat (game.combat) as the effect clocks read it: its place in the round and its rulebook. */
export function runningCombat(): ClockCombat | null {
  const combat = game.combat;
  if (!combat) return null;
  const system = combat.system instanceof CombatModel ? combat.system : undefined;
  return { id: combat.id, round: combat.round, turn: combat.turn, combatant: combat.combatant, system };
}
