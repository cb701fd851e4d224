import { chooseGroupDefense, escapeOdds, groupDefenseOpen, groupMoveAllowed, movementOptions, movementPlan,
  movementSpd, movementStepAllowed, reactionTarget, rollMovement, roundPhaseOf, rushMovement, type BreakoutOption,
  type LocalizableError, type MovementStep } from "../../rules/index.js";
import { DiceBridgeError, rollForRule, rollKind } from "../../dice/_module.js";
import { messageModes } from "../../compat.js";
import type { ActionAnswer } from "../combat/action-answer.js";
import type { CombatLike, CombatantLike } from "../combat/types.js";
import { addBreakoutEffect, postMovementCard, rushCard, type MovementCard } from "./movement-card.js";
import { countedFighters, moverFacts, recordOf, zoneView } from "./mover.js";
import { arrive, followersOf, groupMembersOf, momentOf, moversOf } from "./movement-state.js";

/** What a combatant's owner asks for in the movement phase: a step (or protection by its group) and its options. */
export interface MovementRequest {
  combatId: string;
  combatantId: string;
  /** The user asking; the GM checks they own the combatant. */
  userId: string;
  step: MovementStep | "protect";
  /** Z13: breakout tactics of a move out of an engagement. */
  breakout?: string[];
  /** Z10: the zone a move heads for (a zone region's id or name, or any name without a canvas); empty: this one. */
  to?: string;
  /** Z14: whether the group protects the combatant (true) or stops protecting it. */
  protect?: boolean;
  /** Z8: the combatant a reactive move is prepared against (its id). */
  against?: string;
  /** The asker's chat visibility mode for the card (one of the generation's modes; else the GM's own). */
  mode?: string;
}

/** A movement-phase step with its options, as a user asks for it (the GM adds who asks and for whom). */
export type MovementAsk = Omit<MovementRequest, "combatId" | "combatantId" | "userId">;

/** Done, or refused with a lang key and its data. */
const no = (reason: string, data: Record<string, string | number> = {}): ActionAnswer => ({ ok: false, reason, data });

/** Done. */
const done: ActionAnswer = { ok: true };

/**
 * Z7, Z11–Z13, Z8: the movement roll: d12 (or the zone's die) on SPD with the zone's Hindrance or Easing for
 * leaving it and, out of an engagement, its escape dice and the breakout chosen; posts the card, records the move,
 * puts the breakout's disadvantage on the actor and, on a success, moves the combatant out of the engagement. A
 * prepared reactive move is made this way off turn; a group's last member rolls for those who move with it.
 */
async function move(combat: CombatLike, combatant: CombatantLike, request: MovementRequest): Promise<ActionAnswer> {
  const name = combatant.name ?? "";
  const allowed = movementStepAllowed("move", momentOf(combat, combatant));
  if (!allowed.ok) return no(allowed.reason, allowed.data);
  const facts = moverFacts(combatant);
  if (!facts) return no("FRAY.ZONE.Movement.NoActor", { name });
  const spd = movementSpd(facts.spd);
  if (!spd.ok) return no(spd.reason, spd.data);
  const fighters = countedFighters(combat);
  const me = fighters.find((f) => f.id === combatant.id);
  if (!me?.zone) return no("FRAY.ZONE.Movement.NoZone", { name });
  const tactics = (Array.isArray(request.breakout) ? request.breakout : []).map(String) as BreakoutOption[];
  const options = movementOptions({ phase: roundPhaseOf(combat.system.phase), ...facts,
    engaged: me.engagement !== null });
  if (!options.move.allowed) return no(options.move.reason);
  if (tactics.length && !options.breakout.allowed) return no(options.breakout.reason);
  const escape = me.engagement === null ? null : escapeOdds(fighters, me.id, { breakout: tactics, phase: "movement" });
  if (escape && !escape.ok) return no(escape.reason, escape.data);
  const here = zoneView(combatant, me.zone);
  const target = typeof request.to === "string" && request.to.trim() ? zoneView(combatant, request.to.trim()) : null;
  const to = target && target.id !== here.id ? target : null;
  const plan = movementPlan(spd.spd, here.traits, { ...(to ? { to: to.traits } : {}), leavingZone: to !== null,
    escape });
  const { result: rolled, rolls } = await rollForRule((dice) => rollMovement(dice, plan,
    combat.system.toggles.hindranceDie), { rollOptions: rollKind("movement") });
  const against = recordOf(combatant).choice === "react" ? recordOf(combatant).against ?? null : null;
  const followers = followersOf(combat, combatant);
  const card = await postMovementCard(combat, combatant, rolled, { escape, engagement: me.engagement,
    from: here.name, to, breakout: escape?.breakout ?? null,
    against: against ? combat.combatants.get(against)?.name ?? "" : "",
    group: followers.map((f) => f.name ?? "").filter(Boolean) },
  rolls, typeof request.mode === "string" && Object.hasOwn(messageModes(), request.mode) ? request.mode : undefined);
  await combatant.update({ "system.movement": { round: combat.round, choice: "move", rushed: false,
    message: card.id, against } });
  for (const follower of followers) await follower.update({ "system.movement.message": card.id });
  await addBreakoutEffect(combat, combatant, escape?.breakout ?? null);
  if (rolled.result.distance !== "none") {
    await arrive(combat, [combatant.id!, ...followers.map((f) => f.id!)], me.engagement, to?.id ?? null);
  }
  return done;
}

/**
 * Z8: rushes this round's movement roll after seeing it (judged from the character now): rewrites the card, adds
 * the fatigue and records the rush; a rush that turns a failure into a move makes the move (with the group members
 * who move on this roll).
 */
async function rush(combat: CombatLike, combatant: CombatantLike): Promise<ActionAnswer> {
  const allowed = movementStepAllowed("rush", momentOf(combat, combatant));
  if (!allowed.ok) return no(allowed.reason, allowed.data);
  const facts = moverFacts(combatant);
  if (!facts) return no("FRAY.ZONE.Movement.NoActor", { name: combatant.name ?? "" });
  const id = combatant.system.movement.message;
  // A message's system is any subtype's; the checks below refuse anything but this round's card of this combatant.
  const card = (id ? game.messages?.get(id) : undefined) as unknown as MovementCard | undefined;
  if (!card || card.system.combatantId !== combatant.id || card.system.round !== combat.round) {
    return no("FRAY.ZONE.Movement.CardGone");
  }
  const rushed = rushMovement(card.system.rolled, facts);
  if (!rushed.ok) return no(rushed.reason, rushed.data);
  const failed = card.system.distance === "none";
  await rushCard(card, rushed.result);
  // moverFacts found an actor; fvtt-types' actor data includes other systems' shapes, with no fatigue.
  const actor = combatant.actor as unknown as { system: { fatigue: number }; update(c: object): Promise<unknown> };
  await actor.update({ "system.fatigue": actor.system.fatigue + rushed.result.fatigue });
  await combatant.update({ "system.movement.rushed": true });
  if (failed && rushed.result.distance !== "none") {
    const followers = combat.combatants.filter((c) => c.id !== combatant.id && recordOf(c).round === combat.round
      && recordOf(c).choice === "group" && c.system.movement.message === card.id);
    await arrive(combat, [combatant.id!, ...followers.map((f) => f.id!)], card.system.escape.engagement || null,
      card.system.to || null);
  }
  return done;
}

/** Z7: the combatant stays where it is this round. */
async function stay(combat: CombatLike, combatant: CombatantLike): Promise<ActionAnswer> {
  const allowed = movementStepAllowed("stay", momentOf(combat, combatant));
  if (!allowed.ok) return no(allowed.reason, allowed.data);
  const record = { round: combat.round, choice: "stay", rushed: false, message: null, against: null };
  await combatant.update({ "system.movement": record });
  return done;
}

/**
 * Z8: on its turn the combatant prepares a reactive move against `against`, a character lower in the order who
 * has not decided yet; it moves (off turn) once that character has moved.
 */
async function react(combat: CombatLike, combatant: CombatantLike, against: unknown): Promise<ActionAnswer> {
  const allowed = movementStepAllowed("react", momentOf(combat, combatant));
  if (!allowed.ok) return no(allowed.reason, allowed.data);
  const target = typeof against === "string" ? combat.combatants.get(against) : undefined;
  if (!target) return no("FRAY.ZONE.Movement.ReactLower");
  const lower = reactionTarget(moversOf(combat), combatant.id!, target.id!, recordOf(target), combat.round);
  if (!lower.ok) return no(lower.reason, lower.data);
  await combatant.update({ "system.movement": { round: combat.round, choice: "react", rushed: false, message: null,
    against: target.id } });
  return done;
}

/** Z8: on its turn a group member declares it moves with its group, on the roll of the group's last member. */
async function withGroup(combat: CombatLike, combatant: CombatantLike): Promise<ActionAnswer> {
  const allowed = movementStepAllowed("group", momentOf(combat, combatant));
  if (!allowed.ok) return no(allowed.reason, allowed.data);
  const may = groupMoveAllowed(moversOf(combat), combatant.id!, groupMembersOf(combat, combatant));
  if (!may.ok) return no(may.reason, may.data);
  await combatant.update({ "system.movement": { round: combat.round, choice: "group", rushed: false, message: null,
    against: null } });
  return done;
}

/**
 * Z14: at the end of the movement phase (every able member of the group decided), the group protects the
 * combatant, or stops protecting it, if the rule lets the group cover everyone it then protects.
 */
async function protect(combat: CombatLike, combatant: CombatantLike, wanted: boolean): Promise<ActionAnswer> {
  const fighters = countedFighters(combat);
  const me = fighters.find((f) => f.id === combatant.id);
  if (!me?.group || !me.zone) return no("FRAY.ZONE.GroupDefense.NotGrouped");
  const members = fighters.filter((f) => f.group === me.group);
  const byId = (fid: string) => combat.combatants.get(fid)!;
  const undecided = members.filter((f) => !f.incapacitated && recordOf(byId(f.id)).round !== combat.round).length;
  const open = groupDefenseOpen(roundPhaseOf(combat.system.phase), undecided);
  if (!open.ok) return no(open.reason, open.data);
  const guarded = members.filter((f) => byId(f.id).system.guardedRound === combat.round && f.id !== me.id)
    .map((f) => f.id);
  const choice = chooseGroupDefense(fighters, me.group, wanted ? [...guarded, me.id] : guarded,
    zoneView(combatant, me.zone).traits.groupDefenseRatio);
  if (!choice.ok) return no(choice.reason, choice.data);
  await combatant.update({ "system.guardedRound": wanted ? combat.round : null });
  return done;
}

/**
 * Does what `request` asks on the GM's side, judging it from the combat as it is now (never from numbers in the
 * request): the combat, combatant and asking user must exist and the user must own the combatant; nothing is
 * written when the rules refuse.
 */
export async function runMovementAction(request: MovementRequest): Promise<ActionAnswer> {
  const combat = game.combats?.get(String(request?.combatId));
  const combatant = combat?.combatants.get(String(request?.combatantId));
  if (!combat || !combatant) return no("FRAY.COMBAT.Notice.Gone");
  const user = game.users?.get(String(request.userId));
  if (!user || !combatant.testUserPermission(user, "OWNER")) {
    return no("FRAY.COMBAT.Notice.NotYourCombatant", { name: combatant.name ?? "" });
  }
  try {
    switch (request.step) {
      case "move": return await move(combat, combatant, request);
      case "rush": return await rush(combat, combatant);
      case "stay": return await stay(combat, combatant);
      case "react": return await react(combat, combatant, request.against);
      case "group": return await withGroup(combat, combatant);
      case "protect": return await protect(combat, combatant, request.protect === true);
      default: return no("FRAY.COMBAT.Notice.Gone");
    }
  } catch (error) {
    if (error instanceof DiceBridgeError) return no(error.key);
    const localizable = error as Partial<LocalizableError>;
    if (typeof localizable.key === "string") return no(localizable.key, localizable.data ?? {});
    throw error;
  }
}
