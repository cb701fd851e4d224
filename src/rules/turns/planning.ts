import { checkEntrants } from "../initiative/entrants.js";
import type { Entrant } from "../initiative/types.js";
import { INITIATIVE_MODES, type InitiativeMode } from "../presets.js";
import { requireFlag } from "../input.js";
import { requireOneOf } from "../validate.js";

/**
 * T5: who plans before round 1, in the order given: every member of a side one of whose members is marked as the
 * one who started the encounter (`initiator`); empty when no one is marked.
 */
export function planners(entrants: Entrant[]): string[] {
  const list = checkEntrants(entrants);
  const sides = new Set(list.filter((entrant) => entrant.initiator === true).map((entrant) => entrant.side));
  return list.filter((entrant) => sides.has(entrant.side)).map((entrant) => entrant.id);
}

/**
 * T5: whether the fight opens with a planning phase: the rule is on (`planning`), the order is a d20 one (one turn
 * each, as LoT's T1) and someone started the encounter.
 */
export function opensWithPlanning(mode: InitiativeMode, entrants: Entrant[], planning: boolean): boolean {
  requireOneOf("mode", mode, INITIATIVE_MODES);
  if (!requireFlag("planning", planning)) return false;
  return mode === "d20" && planners(entrants).length > 0;
}
