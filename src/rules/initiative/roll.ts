import type { Dice } from "../dice.js";
import { INITIATIVE_MODES, TIE_BREAKS, type InitiativeMode } from "../presets.js";
import { requireInteger, requireOneOf, requireRecord } from "../validate.js";
import { orderAgility } from "./agility.js";
import { orderD20 } from "./d20.js";
import { checkEntrants, scoreRecord } from "./entrants.js";
import { capPlayersInARow } from "./players-cap.js";
import { orderSides } from "./sides.js";
import { orderZones } from "./zones.js";
import type { Entrant, InitiativeOptions, InitiativeResult } from "./types.js";

/**
 * Makes the turn order for `mode`. Dice are consumed in this order: the primary rolls, in input order (d20 per
 * entrant or group, d8 per side when its first member is reached, d12 per entrant; none for agility), then the
 * tie roll-offs, tied runs from the top of the order down, each run rolling in input order and rerolling
 * depth-first until broken. Groups (d20 only) roll d20 + their members' highest modifier and act in a row in
 * input order, each member keeping its own turn and the group's score; `maxPlayersInARow` (T4) applies to d20.
 */
export function rollInitiative(mode: InitiativeMode, entrants: Entrant[], dice: Dice,
  options: InitiativeOptions = {}): InitiativeResult {
  requireOneOf("mode", mode, INITIATIVE_MODES);
  const list = checkEntrants(entrants);
  requireRecord("options", options);
  const tieBreak = requireOneOf("options.tieBreak", options.tieBreak ?? "modifiers", TIE_BREAKS);
  const cap = options.maxPlayersInARow ?? null;
  if (cap !== null) requireInteger("options.maxPlayersInARow", cap, { min: 1 });
  if (mode !== "agility") requireRecord("dice", dice);
  switch (mode) {
    case "d20": {
      const units = orderD20(list, dice, tieBreak);
      const score = scoreRecord(units.flatMap((unit) => unit.members.map((m) => [m.id, unit.score] as const)));
      const order = units.flatMap((unit) => unit.members);
      return { order: (cap === null ? order : capPlayersInARow(order, cap)).map((m) => m.id), score };
    }
    case "sides": {
      const turns = orderSides(list, dice);
      return {
        order: turns.flatMap((turn) => turn.members.map((m) => m.id)),
        score: scoreRecord(turns.flatMap((turn) => turn.members.map((m) => [m.id, turn.total] as const))),
      };
    }
    case "zones": {
      const rolls = orderZones(list, dice);
      return { order: rolls.map((r) => r.entrant.id), score: scoreRecord(rolls.map((r) => [r.entrant.id, r.margin])) };
    }
    case "agility": {
      const order = orderAgility(list);
      return { order: order.map((e) => e.id), score: scoreRecord(order.map((e) => [e.id, e.dex ?? 0])) };
    }
  }
}
