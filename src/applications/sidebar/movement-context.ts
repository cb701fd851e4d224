import { BREAKOUT_OPTIONS, groupMoveAllowed, movementStepAllowed, reactionTarget, rushRefusal, type MovementRecord }
  from "../../rules/index.js";
import { MovementMessageModel } from "../../data/chat-message/movement.js";
import { groupMembersOf, momentOf, moverFacts, moversOf, recordOf } from "../../documents/movement/index.js";
import type { CombatLike as MoveCombat, CombatantLike as MoveCombatant } from "../../documents/combat/types.js";
import { spotOf, zoneRegions, type ZoneSpot } from "../../documents/zones/index.js";
import { sceneOf, type CombatantLike } from "../../documents/zones/combatant-zone.js";
import type { TrackerCombat, TrackerCombatant } from "./types.js";
import { stored } from "../../types/shims.js";

/** What the movement row reads of a combatant beyond the tracker's view. */
type MoverRow = TrackerCombatant & CombatantLike & {
  // Z7, Z8: this round's movement decision and its card; Z14: the round its group last protected it in.
  system: { movement?: MovementRecord & { message: string | null }; guardedRound?: number | null };
};

/** A zone the move may head for: its id or name and its label. */
interface ZoneOption {
  value: string;
  label: string;
}

/** Z10: the zones a move may head for: the scene's zone regions, then the names other combatants stand in. */
function zoneOptions(combat: TrackerCombat, combatant: MoverRow, here: ZoneSpot): ZoneOption[] {
  const regions = zoneRegions(sceneOf(combatant)).map(stored);
  const options = regions.map((region) => ({ value: region.id, label: region.name }));
  const regionIds = new Set(regions.map((region) => region.id));
  for (const other of combat.combatants.contents) {
    const zone = spotOf(other).zone;
    if (zone && !regionIds.has(zone) && !options.some((o) => o.value === zone)) {
      options.push({ value: zone, label: zone });
    }
  }
  return options.filter((option) => option.value !== here.zone);
}

/** Z8: the characters `combatant` may prepare a reactive move against: lower in the order, not decided yet. */
function reactionTargets(combat: MoveCombat, combatant: MoveCombatant): ZoneOption[] {
  const order = moversOf(combat);
  return order.map((id) => combat.combatants.get(id)!).filter((target) =>
    reactionTarget(order, combatant.id!, target.id!, recordOf(target), combat.round).ok)
    .map((target) => ({ value: target.id!, label: target.name ?? "" }));
}

/**
 * The roll this round's card shows, as the row's line: margin and how far (and whether rushed); none for a player
 * when the card is blind (Z7: the row hides a blind roll as its card does).
 */
function rolledLine(record: MovementRecord & { message: string | null }) {
  const message = record.message ? game.messages?.get(record.message) : undefined;
  const card = message?.system;
  if (!(card instanceof MovementMessageModel) || (message?.blind && !game.user?.isGM)) return null;
  return { margin: card.margin, distance: `FRAY.RULES.Zones.Distance.${card.distance}`, rushed: card.rushed };
}

/**
 * Z7, Z8, Z13, Z14: the movement part of a tracker row in a zones fight: in the movement phase, on the row's own
 * turn and for its owner or the GM, move (with the zone to head for and, when engaged, breakout tactics), rush
 * after the roll (or why it may not), stay, prepare a reactive move against a lower character or move with the
 * group; a prepared reactive move off turn once its target moved; the roll's margin, "stays", whom it reacts to or
 * that it moves with the group once decided; protect or unprotect a group member; and the protected marker through
 * the round. Null when the row has nothing of it.
 */
export function movementRow(combat: TrackerCombat, row: TrackerCombatant) {
  const combatant = row as MoverRow;
  if (combat.mode !== "zones" || !combat.started) return null;
  const round = combat.round;
  // A combatant that never moved reads as undecided.
  const record = { round: null, choice: null, rushed: false, message: null, ...combatant.system.movement };
  const decided = record.round === round ? record.choice : null;
  const guarded = combatant.system.guardedRound === round;
  const inMovement = combat.system.phase === "movement";
  if (!inMovement && !guarded) return null;
  // The tracker's view names only what it draws; the movement rules read the same documents as the combat code does.
  const fight = combat as unknown as MoveCombat;
  const mover = combatant as unknown as MoveCombatant;
  const moment = momentOf(fight, mover);
  const mayAsk = combatant.isOwner && !combatant.isDefeated;
  const can = (step: "move" | "rush" | "stay" | "react" | "group") => mayAsk && movementStepAllowed(step, moment).ok;
  const targets = inMovement && can("react") ? reactionTargets(fight, mover) : [];
  const against = decided === "react" || decided === "move" ? record.against : null;
  const spot = spotOf(combatant);
  const facts = moverFacts(combatant);
  const rushWhy = inMovement && can("rush") && facts ? rushRefusal(facts) : null;
  return {
    /** Z14: whether the group protects the row's combatant this round. */
    guarded,
    canMove: inMovement && can("move"),
    canStay: inMovement && can("stay"),
    canRush: inMovement && can("rush") && rushWhy === null,
    /** Z8: why this character may not rush (a lang key), shown instead of the button. */
    rushRefused: rushWhy,
    /** What the combatant decided this round: it stays, or its roll's line. */
    stayed: decided === "stay",
    rolled: decided === "move" || decided === "group" ? rolledLine(record) : null,
    /** Z8: the characters a reactive move may be prepared against, and whom it reacts to. */
    reactTo: targets,
    reactingTo: against ? combat.combatants.get(against)?.name ?? null : null,
    canGroup: inMovement && can("group") && groupMoveAllowed(moversOf(fight), mover.id!,
      groupMembersOf(fight, mover)).ok,
    withGroup: decided === "group",
    /** Z13: breakout tactics, offered only to an engaged combatant that may move. */
    breakout: spot.engagement !== null && can("move")
      ? BREAKOUT_OPTIONS.map((key) => ({ key, label: `FRAY.RULES.Zones.Breakout.${key}` })) : [],
    zones: can("move") ? zoneOptions(combat, combatant, spot) : [],
    /** Z14: a grouped combatant may be protected, or stop being protected, in the movement phase. */
    canProtect: inMovement && mayAsk && spot.group !== null && !guarded,
    canUnprotect: inMovement && mayAsk && guarded,
  };
}

/** A prepared movement row. */
export type MovementRow = NonNullable<ReturnType<typeof movementRow>>;
