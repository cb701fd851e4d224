import { advanceWorldTime, deletionUpdate, worldTimeDelta, worldTimeUpdateOption } from "../../compat.js";
import { warn } from "./notify.js";
import { nextActing, roundState } from "./turn-pass.js";
import type { CombatLike } from "./types.js";

/** Where a combat stood before a change: its round and turn. */
export interface TurnPlace {
  round: number | null;
  turn: number | null;
}

/** The name of the user with `userId`, for a notice. */
const userName = (userId: string) => game.users?.get(userId)?.name ?? userId;

/** Whether the user with `userId` is a GM (whose writes the rules leave to them). */
export function writtenByGM(userId: string): boolean {
  return game.users?.get(userId)?.isGM === true;
}

/**
 * Whether a round and turn a player wrote directly is the one move the rules let a player make: ending the turn of
 * the combatant they own, to the next who acts in the same round and phase (Foundry's server lets the owner of the
 * current combatant write any turn and round).
 */
export function isLegalTurnMove(combat: CombatLike, before: TurnPlace): boolean {
  if (combat.round !== before.round || before.turn === null) return false;
  return combat.turn === nextActing(combat, roundState(combat), before.turn);
}

/**
 * Puts back a turn move the rules don't allow (the active GM's client): the round and turn before it, and the world
 * time it took; the GM is told who made it. The GM's own write is not judged again, so this runs once.
 */
export async function undoTurnMove(combat: CombatLike, before: TurnPlace, userId: string, options: object):
Promise<void> {
  const delta = worldTimeDelta(options);
  await combat.update({ round: before.round ?? 0, turn: before.turn },
    { turnEvents: false, ...(delta ? worldTimeUpdateOption(-delta) : {}) });
  await advanceWorldTime(-delta);
  warn("FRAY.COMBAT.Notice.MoveUndone", { user: userName(userId) });
}

/** What a combatant's rules state is: its initiative and system data as last accepted. */
export interface CombatantState {
  initiative: number | null;
  system: Record<string, unknown>;
}

/** The stored initiative and system data of a combatant (its own, not a group's). */
export function combatantState(source: { initiative?: unknown; system?: unknown }): CombatantState {
  const initiative = typeof source.initiative === "number" ? source.initiative : null;
  return { initiative, system: structuredClone((source.system ?? {}) as Record<string, unknown>) };
}

/** A plain object (not an array, not null). */
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** The dotted update that turns `now` back into `accepted` under `path`: every leaf set, every added key deleted. */
function restoring(now: Record<string, unknown>, accepted: Record<string, unknown>, path: string):
Record<string, unknown> {
  const update: Record<string, unknown> = {};
  for (const key of Object.keys(now)) if (!(key in accepted)) Object.assign(update, deletionUpdate(`${path}.${key}`));
  for (const [key, value] of Object.entries(accepted)) {
    const current = now[key];
    if (isRecord(value) && isRecord(current)) Object.assign(update, restoring(current, value, `${path}.${key}`));
    else update[`${path}.${key}`] = value;
  }
  return update;
}

/**
 * Puts back what a player wrote directly into their combatant's initiative or system data (Foundry lets an owner
 * write them; Fray changes them only through the GM): the values the GM last accepted, with a notice to the GM.
 */
export async function undoCombatantWrite(combatant: { name?: string | null; _source: { system?: unknown };
  update(data: object): Promise<unknown> }, accepted: CombatantState, userId: string): Promise<void> {
  const now = isRecord(combatant._source.system) ? combatant._source.system : {};
  await combatant.update({ initiative: accepted.initiative, ...restoring(now, accepted.system, "system") });
  warn("FRAY.COMBAT.Notice.WriteUndone", { user: userName(userId), name: combatant.name ?? "" });
}
