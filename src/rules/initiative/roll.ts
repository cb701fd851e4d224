import type { Dice } from "../dice.js";
import { INITIATIVE_MODES, TIE_BREAKS, type InitiativeMode, type TieBreak } from "../presets.js";
import { requireInteger, requireOneOf, requireRecord } from "../validate.js";
import { orderAgility } from "./agility.js";
import { orderD20 } from "./d20.js";
import { checkEntrants, toResult } from "./entrants.js";
import { capPlayersInARow } from "./players-cap.js";
import { orderSides } from "./sides.js";
import type { RollOffLog } from "./roll-off.js";
import { orderZones } from "./zones.js";
import type { Entrant, InitiativeOptions, InitiativeResult } from "./types.js";

/**
 * Makes the turn order for `mode`. Dice are consumed in this order: the primary rolls, in input order (d20 per
 * entrant or group, d8 per side when its first member is reached, d12 per entrant; none for agility), then the
 * tie roll-offs, tied runs from the top of the order down, each run rolling in input order and rerolling
 * depth-first until broken. Groups (d20 only) roll d20 + their members' highest modifier and act in a row in
 * input order, each member keeping its own turn and the group's score; `maxPlayersInARow` (T4) applies to d20.
 * Dice that tie MAX_TIE_REROLLS times in a row leave those tied in input order and set `tiesUnbroken`.
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
  const log: RollOffLog = { unbroken: false };
  const result = order(mode, list, dice, tieBreak, cap, log);
  return log.unbroken ? { ...result, tiesUnbroken: true } : result;
}

/** The order and scores of checked entrants under `mode`, noting in `log` any tie the dice left unbroken. */
function order(mode: InitiativeMode, list: readonly Entrant[], dice: Dice, tieBreak: TieBreak, cap: number | null,
  log: RollOffLog): InitiativeResult {
  switch (mode) {
    case "d20": {
      const units = orderD20(list, dice, tieBreak, log);
      const scoreOf = new Map<Entrant, number>();
      for (const unit of units) for (const member of unit.members) scoreOf.set(member, unit.score);
      const order = units.flatMap((unit) => unit.members);
      return toResult(cap === null ? order : capPlayersInARow(order, cap), (m) => m.id, (m) => scoreOf.get(m)!);
    }
    case "sides": {
      const turns = orderSides(list, dice, log);
      const rows = turns.flatMap((turn) => turn.members.map((member) => ({ id: member.id, total: turn.total })));
      return toResult(rows, (row) => row.id, (row) => row.total);
    }
    case "zones":
      return toResult(orderZones(list, dice, log), (roll) => roll.entrant.id, (roll) => roll.margin);
    case "agility":
      return toResult(orderAgility(list), (entrant) => entrant.id, (entrant) => entrant.dex ?? 0);
  }
}
