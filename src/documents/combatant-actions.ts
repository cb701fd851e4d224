import { mayActFromDelay, spendAction, type LocalizableError } from "../rules/index.js";
import type { FrayCombat } from "./combat.js";
import { rollTurnOrder } from "./initiative.js";
import type { FrayCombatant } from "./combatant.js";

/** What a combatant's owner asks for: spend an action of `kind`, delay, re-enter from a delay, or roll initiative. */
export interface CombatantAction {
  combatId: string;
  combatantId: string;
  action: "spend" | "delay" | "reenter" | "roll";
  kind?: string;
}

/** Done, or refused with a lang key and its data. */
export type ActionAnswer = { ok: true } | { ok: false; reason: string; data: Record<string, string | number> };

/** The rulebooks whose creatures may delay (L6, A1). */
const DELAY_MODES = new Set(["d20", "agility"]);

/** A refusal with a lang key. */
const no = (reason: string, data: Record<string, string | number> = {}): ActionAnswer => ({ ok: false, reason, data });

/**
 * Does what `request` asks on the GM's side, judging it from the combat as it is now (never from numbers in the
 * request): the combat and combatant must exist and the rules must allow it; nothing is written otherwise.
 */
export async function runCombatantAction(request: CombatantAction): Promise<ActionAnswer> {
  const combat = game.combats?.get(String(request?.combatId)) as FrayCombat | undefined;
  const combatant = combat?.combatants.get(String(request?.combatantId)) as FrayCombatant | undefined;
  if (!combat || !combatant) return no("FRAY.COMBAT.Notice.Gone");
  switch (request.action) {
    case "spend": return spend(combat, combatant, String(request.kind));
    case "delay": return delay(combat, combatant);
    case "reenter": return reenter(combat, combatant);
    case "roll": return (await rollTurnOrder(combat, [combatant.id!])) ? { ok: true } : no("FRAY.COMBAT.Notice.Gone");
    default: return no("FRAY.COMBAT.Notice.Gone");
  }
}

/** L7, S4, A2, T6, Z6: spends one action of `kind` under the combat's rulebook. */
async function spend(combat: FrayCombat, combatant: FrayCombatant, kind: string): Promise<ActionAnswer> {
  const { preset, phase, surpriseRound } = combat.system;
  const context = { onTurn: combat.combatant?.id === combatant.id, phase,
    surpriseRound: surpriseRound && combat.round === 1 };
  try {
    const result = spendAction(preset, combatant.system.spent, kind, context);
    if (!result.ok) return no(result.reason, result.data);
    await combatant.update({ "system.spent": result.spent } as never);
    return { ok: true };
  } catch (error) {
    const localizable = error as Partial<LocalizableError>;
    if (typeof localizable.key === "string") return no(localizable.key, localizable.data ?? {});
    throw error;
  }
}

/** L6, A1: on its own turn a combatant leaves the order, keeping the round and count it left on; the turn passes. */
async function delay(combat: FrayCombat, combatant: FrayCombatant): Promise<ActionAnswer> {
  if (!DELAY_MODES.has(combat.mode)) return no("FRAY.COMBAT.Notice.NoDelay");
  if (combat.combatant?.id !== combatant.id) return no("FRAY.COMBAT.Notice.DelayOnOwnTurn");
  await combatant.update({ "system.delay": { round: combat.round, score: combatant.initiative ?? 0 } } as never);
  await combat.nextTurn();
  return { ok: true };
}

/**
 * L6: a delaying combatant re-enters on the count of the combatant whose turn it is (when the rule allows that
 * count), which becomes its initiative, and acts after everyone else on it.
 */
async function reenter(combat: FrayCombat, combatant: FrayCombatant): Promise<ActionAnswer> {
  const { round, score } = combatant.system.delay;
  const count = combat.combatant?.initiative;
  if (round === null || score === null) return no("FRAY.COMBAT.Notice.NotDelaying");
  if (typeof count !== "number" || !mayActFromDelay({ round, score }, { round: combat.round, count })) {
    return no("FRAY.COMBAT.Notice.DelayCountPassed", { count: count ?? "–" });
  }
  await combat.keepingTurn(() => combatant.update({ initiative: count,
    "system.delay": { round: null, score: null, reentered: true } } as never));
  return { ok: true };
}
