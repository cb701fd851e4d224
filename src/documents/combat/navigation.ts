import { actingIds, afterLastTurn, beforeFirstTurn, openingPhase, opensWithPlanning, opensWithSurprise,
  type CombatPhase, type RoundState } from "../../rules/index.js";
import { advanceWorldTime, worldTimeOption, worldTimeUpdateOption } from "../../compat.js";
import { requestAction } from "./combat-queries.js";
import { rollMissingFirst } from "./missing-initiative.js";
import { applyRepositions } from "./order-moves.js";
import { warn } from "./notify.js";
import { clockUpdate, type ClockEvent } from "./turn-clock.js";
import { combatStarts, turnStarts } from "./turn-events.js";
import { entrantsOf, nextActing, previousActing, roundState, takesTurnIn, takesTurnNow } from "./turn-pass.js";
import type { CombatLike } from "./types.js";

/**
 * The turn a change ended on, and its phase, when Foundry runs no turn events for it, so the GM's client runs them
 * by hand: the end of a zones movement phase or of the planning phase (the change to the action phase), or S2 a
 * pass back to a member of the acting side who has not acted yet.
 */
export type PhaseFrom = { combatantId: string | null; turn: number; phase: CombatPhase };

/** The options Foundry passes with a turn or round change (and the turn a movement phase ended on). */
type MoveOptions = { direction: 1 | -1; phaseFrom?: PhaseFrom };

/** A turn or round change: the hook Foundry calls before it (`combatTurn`, `combatRound`), the update, its options. */
interface TurnMove {
  hook: "combatTurn" | "combatRound";
  data: { round: number; turn: number | null; system?: { phase: CombatPhase } };
  options: MoveOptions;
}

/**
 * Whether the user may end the current turn (the GM or the owner of the combatant whose turn it is), else a notice.
 * This client's check only: the server lets that owner write any turn; the active GM re-judges it
 * (FrayCombat#_onUpdate).
 */
function mayEndTurn(combat: CombatLike): boolean {
  if (game.user?.isGM || combat.combatant?.isOwner) return true;
  warn("FRAY.COMBAT.Notice.NotYourTurn");
  return false;
}

/**
 * Whether the user is a GM, who alone changes rounds and phases; else a notice. This client's check only: the server
 * lets the current combatant's owner write the round; the active GM re-judges it (FrayCombat#_onUpdate).
 */
export function mayChangeRound(): boolean {
  if (game.user?.isGM) return true;
  warn("FRAY.COMBAT.Notice.OnlyGMRound");
  return false;
}

/** Calls Foundry's hook before a combat starts or changes turn or round, as core's Combat does. */
function callHook(hook: TurnMove["hook"] | "combatStart", ...args: [CombatLike, object, object?]): void {
  // fvtt-types wants FrayCombat itself (this layer takes CombatLike) and core's data shapes (no null turn, no phase).
  Hooks.callAll(hook, ...args as never);
}

/**
 * L5, L7, S2: the turn events a forward move runs, which the combat's clock records in the same update: the events
 * Foundry runs (none while the same combatant acts in the same round; the end of the turn that was running, the start
 * of a round, the start of the new turn when the rules let it be taken), or those the GM's client runs by hand after
 * a move out of the movement or planning phase or back to a side member (`phaseFrom`: the end of that turn, round 1's
 * start after planning, the start of the turn it lands on).
 */
function eventsOf(combat: CombatLike, data: TurnMove["data"], phaseFrom?: PhaseFrom): ClockEvent[] {
  const target = data.turn === null ? undefined : combat.turns[data.turn];
  const ending = combat.round >= 1 ? combat.combatant : null;
  if (phaseFrom) {
    return [...ending ? [{ kind: "end", combatant: ending } as const] : [],
      ...phaseFrom.phase === "planning" ? [{ kind: "round" } as const] : [],
      ...target ? [{ kind: "start", combatant: target } as const] : []];
  }
  if (data.round === combat.round && target?.id === combat.combatant?.id) return [];
  const state = { round: data.round, phase: data.system?.phase ?? combat.system.phase,
    surpriseRound: combat.system.surpriseRound };
  return [...ending ? [{ kind: "end", combatant: ending } as const] : [],
    ...data.round > combat.round ? [{ kind: "round" } as const] : [],
    ...target && takesTurnIn(combat, state, data.turn!) ? [{ kind: "start", combatant: target } as const] : []];
}

/**
 * Writes a turn or round change after the hook Foundry calls before it, with the world time it takes (T13: a round
 * is 6 s; CONFIG.time, Combat#getTimeDelta): v14's update carries it, v13's GM moves it after (compat.ts; a player's
 * move is timed by the active GM that judges it). A GM's move forward records the turn events it runs on the
 * combat's clock in the same update, so the turn is one database operation and the new turn's actions are there once
 * it resolves; a player may write only the turn, so the active GM records theirs after it (turn-events.ts).
 */
async function write(combat: CombatLike, { hook, data, options }: TurnMove): Promise<void> {
  const delta = combat.getTimeDelta(combat.round, combat.turn, data.round, data.turn);
  callHook(hook, combat, data, { ...options, ...worldTimeOption(delta) });
  const at = { round: data.round, turn: data.turn, combatantId: combat.turns[data.turn ?? -1]?.id ?? null };
  const records = options.direction === 1 && game.user?.isGM === true;
  const clock = records ? clockUpdate(combat, eventsOf(combat, data, options.phaseFrom), at) : {};
  await combat.update({ ...data, ...clock }, { ...options, ...worldTimeUpdateOption(delta) });
  if (game.user?.isGM === true) await advanceWorldTime(delta);
}

/**
 * L4, L5, S3, Z6, T5: starts the fight (GM): marks who opens surprised and flat-footed, picks round 1's phase (the
 * planning phase when the rule is on and someone started the encounter) and gives the first turn to the first who
 * acts in it. A fight already started is left as it is.
 */
export async function startFight(combat: CombatLike): Promise<void> {
  if (combat.started || !mayChangeRound()) return;
  if (!combat.combatants.size) {
    warn("FRAY.COMBAT.Notice.NoCombatants");
    return;
  }
  if (!(await rollMissingFirst(combat))) return;
  const entrants = entrantsOf(combat);
  const planning = combat.system.toggles.planningPhase;
  const start = { phase: openingPhase(combat.mode, entrants, { planning }),
    surpriseRound: opensWithSurprise(combat.mode, entrants) };
  await combatStarts(combat);
  const updateData = { round: 1, turn: nextActing(combat, { round: 1, ...start }, -1) ?? 0, system: start };
  callHook("combatStart", combat, updateData);
  const first = combat.turns[updateData.turn];
  const opens = first && takesTurnIn(combat, { round: 1, ...start }, updateData.turn);
  const events: ClockEvent[] = [{ kind: "round" }, ...opens ? [{ kind: "start", combatant: first } as const] : []];
  const at = { round: 1, turn: updateData.turn, combatantId: first?.id ?? null };
  await combat.update({ ...updateData, ...clockUpdate(combat, events, at, { fresh: true }) });
}

/**
 * Passes the turn to the next who acts; after the last, the action phase (after a zones movement phase or the
 * planning phase) or the next round, which a player's client asks the active GM to write. S2: a pass back to a side
 * member who has not acted yet (another took the turn before it) is a GM write too, whose turn events the GM's
 * client runs by hand (Foundry runs none when the turn goes back).
 */
export async function passTurn(combat: CombatLike): Promise<void> {
  if (combat.round === 0) return startFight(combat);
  if (!mayEndTurn(combat)) return;
  const state = roundState(combat);
  const next = nextActing(combat, state, combat.turn ?? -1);
  const back = next !== null && next < (combat.turn ?? -1);
  if (next !== null && !(back && !game.user?.isGM)) {
    const phaseFrom = { combatantId: combat.combatant?.id ?? null, turn: combat.turn ?? 0, phase: combat.system.phase };
    return write(combat, { hook: "combatTurn", data: { round: combat.round, turn: next },
      options: { direction: 1, ...(back ? { phaseFrom } : {}) } });
  }
  if (!game.user?.isGM) {
    if (combat.combatant) await requestAction(combat, combat.combatant, { action: "endTurn" });
    return;
  }
  const after = afterLastTurn(combat.mode, state);
  if (after.round !== combat.round) return passRound(combat);
  return passPhase(combat, after);
}

/** Z6, T5: moves on to the phase `after` of the same round (GM), at the first who acts in it. */
function passPhase(combat: CombatLike, after: RoundState): Promise<void> {
  const turn = nextActing(combat, after, -1) ?? 0;
  const phaseFrom = { combatantId: combat.combatant?.id ?? null, turn: combat.turn ?? 0, phase: combat.system.phase };
  return write(combat, { hook: "combatTurn", data: { round: combat.round, turn, system: { phase: after.phase } },
    options: { direction: 1, phaseFrom } });
}

/**
 * Starts the next round (GM only) at the first who acts in it; zones rounds open with the movement phase, after
 * those who gave up their turn this round took their new places (Z5). T5: from the planning phase, round 1 begins
 * (its action phase).
 */
export async function passRound(combat: CombatLike): Promise<void> {
  if (combat.round === 0) return startFight(combat);
  if (!mayChangeRound()) return;
  if (combat.system.phase === "planning") return passPhase(combat, afterLastTurn(combat.mode, roundState(combat)));
  await applyRepositions(combat);
  const state = afterLastTurn(combat.mode, { ...roundState(combat), phase: "action" });
  const turn = combat.turn === null ? null : nextActing(combat, state, -1) ?? 0;
  return write(combat, { hook: "combatRound", data: { round: state.round, turn, system: { phase: state.phase } },
    options: { direction: 1 } });
}

/**
 * The change back to the previous who acted; from the first, to the movement phase (zones), the planning phase (T5)
 * or the previous round, which only a GM may write (`gmOnly`); null before the first turn of the fight.
 */
function backMove(combat: CombatLike): (TurnMove & { gmOnly: boolean }) | null {
  const state = roundState(combat);
  const previous = previousActing(combat, state, combat.turn ?? combat.turns.length);
  if (previous !== null) {
    return { hook: "combatTurn", data: { round: combat.round, turn: previous }, options: { direction: -1 },
      gmOnly: false };
  }
  const hadMovement = combat.mode === "zones"
    && actingIds(combat.mode, { ...state, phase: "movement" }, entrantsOf(combat)).length > 0;
  const hadPlanning = opensWithPlanning(combat.mode, entrantsOf(combat), combat.system.toggles.planningPhase);
  const before = beforeFirstTurn(combat.mode, state, hadMovement, hadPlanning);
  if (!before) return null;
  const turn = previousActing(combat, before, combat.turns.length) ?? 0;
  return { hook: before.round === combat.round ? "combatTurn" : "combatRound",
    data: { round: before.round, turn, system: { phase: before.phase } }, options: { direction: -1 }, gmOnly: true };
}

/**
 * Steps back to the previous who acted; from the first, to the movement phase (zones), the planning phase (T5) or
 * the previous round.
 */
export async function stepBack(combat: CombatLike): Promise<void> {
  if (combat.round === 0 || !mayEndTurn(combat)) return;
  const move = backMove(combat);
  if (move && (!move.gmOnly || mayChangeRound())) await write(combat, move);
}

/** Goes back to the last who acted in the previous round (GM only); before round 1, to the unstarted combat. */
export async function stepBackRound(combat: CombatLike): Promise<void> {
  if (combat.round === 0 || !mayChangeRound()) return;
  if (combat.round === 1) {
    return write(combat, { hook: "combatRound", data: { round: 0, turn: null }, options: { direction: -1 } });
  }
  const state = { ...roundState(combat), round: combat.round - 1, phase: "action" as const };
  const turn = combat.turn === null ? null : previousActing(combat, state, combat.turns.length) ?? 0;
  return write(combat, { hook: "combatRound", data: { round: state.round, turn, system: { phase: "action" } },
    options: { direction: -1 } });
}

/**
 * Foundry hands the turn of a deleted acting combatant to the one now in its place (foundryvtt#12009); when the
 * rules don't let that one act now, the turn goes on to the next who does (its turn starts), or the pass ends.
 */
export async function passToActing(combat: CombatLike): Promise<void> {
  if (combat.turn === null || takesTurnNow(combat, combat.turn)) return;
  const next = nextActing(combat, roundState(combat), combat.turn);
  if (next === null) {
    await combat.nextTurn();
    return;
  }
  const acting = combat.turns[next]!;
  const at = { round: combat.round, turn: next, combatantId: acting.id };
  await combat.update({ turn: next, ...clockUpdate(combat, [{ kind: "start", combatant: acting }], at) },
    { turnEvents: false });
  if (combat.combatant) await turnStarts(combat, combat.combatant, combat.round, next);
}
