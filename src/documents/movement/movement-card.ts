import { breakoutEffect, type BreakoutResult, type EscapeOdds, type MovementResult, type RolledMovement }
  from "../../rules/index.js";
import { effectDuration, messageModeOption } from "../../compat.js";
import { SYSTEM_ID } from "../../config/system.js";
import type { CombatLike, CombatantLike } from "../combat/types.js";

/** A movement card as the movement phase reads and rewrites it. */
export interface MovementCard {
  id: string;
  system: { rolled: Omit<RolledMovement, "result">; distance: MovementResult["distance"]; margin: number;
    escape: { own: number | null; engagement: string }; to: string; combatantId: string; round: number };
  update(changes: Record<string, unknown>): Promise<unknown>;
}

/**
 * Where a move goes: the engagement it leaves (or null) and the zone it heads for (id and name, or null); Z8: whom a
 * reactive move answers and the group members who move on the roll (names).
 */
export interface MoveTarget {
  escape: EscapeOdds | null;
  engagement: string | null;
  from: string;
  to: { id: string; name: string } | null;
  breakout: BreakoutResult | null;
  against?: string;
  group?: string[];
}

/** ChatMessage.create as the movement phase calls it. */
type MessageClass = { create(data: Record<string, unknown>, options: Record<string, unknown>): Promise<unknown>;
  getSpeaker(options: { actor?: unknown; token?: unknown }): object };

/** Z7, Z11–Z13: posts the movement card of a roll (in `mode`, else the user's message mode), with the real Rolls. */
export async function postMovementCard(combat: CombatLike, combatant: CombatantLike, rolled: RolledMovement,
  target: MoveTarget, rolls: Roll[], mode?: string): Promise<MovementCard> {
  const { result } = rolled;
  const system = {
    combatId: combat.id, combatantId: combatant.id, name: combatant.name ?? "", round: combat.round,
    plan: rolled.plan, roll: rolled.roll, hindranceDie: rolled.hindranceDie, hindranceRolls: rolled.hindranceRolls,
    adjustedRoll: result.adjustedRoll, margin: result.margin, distance: result.distance, rushed: false, fatigue: 0,
    escape: { own: target.escape?.own ?? null, enemy: target.escape?.enemy ?? null, dice: target.escape?.dice ?? 0,
      engagement: target.engagement ?? "" },
    breakout: [...(target.breakout?.options ?? [])], from: target.from, to: target.to?.id ?? "",
    toName: target.to?.name ?? "", against: target.against ?? "", group: target.group ?? [],
  };
  // fvtt-types' create takes no Roll JSON in `rolls` and types no movement card; getSpeaker wants a whole token.
  const ChatMessage = CONFIG.ChatMessage.documentClass as unknown as MessageClass;
  const speaker = ChatMessage.getSpeaker({ actor: combatant.actor, token: combatant.token });
  return await ChatMessage.create({ type: "movement", system, speaker, rolls: rolls.map((r) => r.toJSON()),
    flags: { fray: { combat: combat.id } } }, messageModeOption(mode)) as MovementCard;
}

/** Z8: rewrites the card with the rushed result. */
export async function rushCard(card: MovementCard, result: MovementResult): Promise<void> {
  await card.update({ "system.rushed": true, "system.margin": result.margin, "system.distance": result.distance,
    "system.fatigue": result.fatigue });
}

/**
 * Z13, Z9: puts the breakout's melee disadvantage on the actor as a timed effect: from the mover's place in the
 * movement phase to the end of the round (the next movement phase), ending with the combat at the latest.
 */
export async function addBreakoutEffect(combat: CombatLike, combatant: CombatantLike,
  result: BreakoutResult | null): Promise<void> {
  const effect = breakoutEffect(result);
  const actor = combatant.actor;
  if (!effect || !actor) return;
  const place = Math.max(0, combat.turns.findIndex((c) => c.id === combatant.id));
  const name = `${game.i18n!.localize(effect.name)} (${effect.degrees})`;
  await actor.createEmbeddedDocuments("ActiveEffect", [{
    name, img: "icons/svg/downgrade.svg", origin: combatant.uuid, transfer: false,
    duration: effectDuration({ units: "rounds", value: 1 }),
    flags: { [SYSTEM_ID]: { breakout: effect.degrees, duration: { unit: "rounds", amount: 1, combat: combat.id!,
      start: { round: combat.round, place, phase: "movement" } } } },
  }]);
}
