import { MAX_TIE_REROLLS, initiativeRolls, initiativeRows, rollInitiative, rollNeedsStat, type Entrant,
  type InitiativeResult } from "../../rules/index.js";
import { DiceBridgeError, TurnOrderRoll, rollForRule, rollKind } from "../../dice/_module.js";
import { messageModeOption } from "../../compat.js";
import { keepingTurn } from "./turn-order.js";
import type { CombatLike, CombatantLike } from "./types.js";
import { warn } from "./notify.js";
import { entrantOf } from "./seats.js";
import { sidesSettled } from "./sides.js";
import { kinSettled } from "./enemy-groups.js";

/**
 * The rule's result and the real Rolls that decided it, or null when the dice did not settle: one Roll per roll made
 * (a combatant's, an enemy group's, a side's, with its modifier, then one per tie-break die), so the dice tooltip
 * and dice modules show each.
 */
async function roll(combat: CombatLike, entrants: Entrant[]):
Promise<{ result: InitiativeResult; rolls: Roll[] } | null> {
  const { toggles } = combat.system;
  const options = { tieBreak: toggles.tieBreak, maxPlayersInARow: toggles.twoPlayersCap ? 2 : null };
  const primary = initiativeRolls(combat.mode, entrants);
  const formulas = (wanted: readonly number[], start: number) => wanted.map((faces, i) => {
    const made = primary[start + i];
    return made?.faces === faces ? made.rollFormula : `1d${faces}`;
  });
  try {
    return await rollForRule((dice) => rollInitiative(combat.mode, entrants, dice, options),
      { rollClass: TurnOrderRoll, maxRounds: MAX_TIE_REROLLS + 2, formulas, rollOptions: rollKind("initiative") });
  } catch (error) {
    if (!(error instanceof DiceBridgeError)) throw error;
    warn(error.key);
    return null;
  }
}

/** Z1: whether `combatant` can roll under the combat's model (under zones only with a DEX to roll on). */
export function canRoll(combat: CombatLike, combatant: CombatantLike): boolean {
  return !rollNeedsStat(combat.mode) || entrantOf(combatant, combat.system.preset).dex !== undefined;
}

/**
 * L1–L3, T1–T3, S1, Z1–Z3, A1: rolls initiative for the combatants `ids` (GM only) with real Rolls: writes every
 * score and kept tie-break in one Combatant batch, the groups' shared scores in one CombatantGroup batch, and
 * posts one `initiative` card listing every roll. Dice that keep tying fall back to the rule's deterministic
 * order with a notice. Under zones (Z1) a character with no DEX can't roll: it is named in a notice and left out;
 * a new zones order opens the decisions to move down again (Z4). Side and kin groups still being joined are waited
 * for first, so a combatant added just before the roll keeps its score when it joins its group.
 * Returns whether anything was rolled.
 */
export async function rollTurnOrder(combat: CombatLike, ids: string[]): Promise<boolean> {
  await sidesSettled(combat);
  await kinSettled(combat);
  const found = ids.map((id) => combat.combatants.get(id))
    .filter((c): c is CombatantLike => !!c);
  const combatants = found.filter((c) => canRoll(combat, c));
  const missing = found.filter((c) => !combatants.includes(c)).map((c) => c.name ?? "");
  if (missing.length) warn("FRAY.COMBAT.Notice.NoStatToRoll", { names: missing.join(", ") });
  if (!combatants.length) {
    if (missing.length) return false;
    warn("FRAY.COMBAT.Notice.NoCombatants");
    return false;
  }
  const entrants = combatants.map((combatant) => entrantOf(combatant, combat.system.preset));
  const rolled = await roll(combat, entrants);
  if (!rolled) return false;
  if (rolled.result.tiesUnbroken) warn("FRAY.RULES.Turns.TiesUnbroken");
  const rows = initiativeRows(combat.mode, entrants, rolled.result);
  const byId = new Map(combatants.map((combatant) => [combatant.id!, combatant]));
  const groups = new Map<string, { _id: string; initiative: number; "system.tieBreak": number }>();
  const updates = rows.map((row) => {
    const group = byId.get(row.id)!.groupDocument;
    if (group && !groups.has(group.id!)) groups.set(group.id!, { _id: group.id!, initiative: row.score,
      "system.tieBreak": row.tieBreak });
    return { _id: row.id, initiative: row.score, "system.tieBreak": row.tieBreak,
      ...(combat.mode === "zones" ? { "system.orderDecision": null } : {}) };
  });
  await keepingTurn(combat, async () => {
    if (groups.size) await combat.updateEmbeddedDocuments("CombatantGroup", [...groups.values()]);
    await combat.updateEmbeddedDocuments("Combatant", updates);
  });
  await postCard(combat, rows.map((row) => ({ ...row, combatant: byId.get(row.id)! })), rolled.rolls);
  return true;
}

/**
 * Posts the one initiative card of a roll: a line per combatant, hidden ones marked, in the roll mode. The user who
 * rolled speaks it (no alias repeating the card's "Initiative" title, and no hidden combatant's name).
 */
async function postCard(combat: CombatLike, rows: { score: number; formula: string; combatant: CombatantLike }[],
  rolls: Roll[]): Promise<void> {
  const entries = rows.map(({ score, formula, combatant }) => ({ name: combatant.name ?? "", total: score, formula,
    hidden: combatant.hidden === true }));
  // fvtt-types' create takes no Roll JSON in `rolls` and no null combat id in flags, both of which Foundry stores.
  const ChatMessage = CONFIG.ChatMessage.documentClass as unknown as {
    create(data: Record<string, unknown>, options: Record<string, unknown>): Promise<unknown> };
  await ChatMessage.create({ type: "initiative", system: { entries }, rolls: rolls.map((r) => r.toJSON()),
    speaker: { alias: game.user!.name }, flags: { fray: { combat: combat.id } } },
  messageModeOption());
}
