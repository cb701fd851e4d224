import { CHANNELING_STATUS, WOUND_STATUS } from "../../config/statuses.js";
import { BaseActorModel } from "../../data/actor/base-actor.js";
import {
  CANNOT_DODGE_STATUSES, agilityDefense, lotDefense, woundRoundChange, type DamageKind, type RulesInForce,
  type WoundModifier,
} from "../../rules/index.js";
import { SYSTEM_ID } from "../../config/system.js";
import { stored } from "../../types/shims.js";
import { combatantOf } from "./spender.js";

/** An actor as the cards read and write it: its Fray data through actorData, or its prepared data by path. */
export type CardActor = Actor.Implementation;

/** The actor's Fray data (a character's or an NPC's model), or null for an actor of a subtype Fray doesn't define. */
export function actorData(actor: CardActor | null): BaseActorModel | null {
  return actor?.system instanceof BaseActorModel ? actor.system : null;
}

/** A number from prepared data: a plain number, or a derived value's total (w2-actors' DerivedValue). */
function numberOf(value: unknown, fallback = 0): number {
  if (typeof value === "number" && Number.isFinite(value)) return value;
  const total = (value as { total?: unknown } | null)?.total;
  return typeof total === "number" && Number.isFinite(total) ? total : fallback;
}

/** Reads a dotted path of the actor's prepared system data (undefined where the actor's subtype has none). */
export function read(actor: CardActor, path: string): unknown {
  return path.split(".").reduce<unknown>((v, k) => (v as Record<string, unknown> | undefined)?.[k], actor.system);
}

/** What the cards need of a combatant: its defense for the preset, DR, overshield, shield, statuses and wounds. */
export interface CombatView {
  /** The number an attack must reach: AC, 10 + Agility (A3), or under LoT the better of Dodge and Armor (T7). */
  defense: number;
  /** T7: Dodge and Armor, and whether the defender can dodge at all (not when helpless). */
  lot: { dodge: number; armor: number; canDodge: boolean };
  /** The actor's Agility modifier (A3 prone) when the preset has modifiers. */
  agility: number | null;
  dr: Record<DamageKind, number>;
  hp: { value: number; max: number };
  overshield: { value: number; max: number; dr: number; effect: string } | null;
  /** S8: the actor bears a shield not yet spent against Shock this round. */
  shieldReady: boolean;
  /**
   * S8: the actor's combatant in the started fight took Total Defense (its GM-written data, not the status a player
   * could put on by hand), with the Shock rule on: AC +2 and immune to all Shock.
   */
  totalDefense: boolean;
  /** S10: the actor's combatant in the started fight charged this round (its GM-written data): AC −2. */
  charging: boolean;
  /** A10: under Agility, the actor is channeling a spell (its Channeling status): attacks judge it flat-footed (A3). */
  channeling: boolean;
  shieldUsed: boolean;
  player: boolean;
  level: number;
  statuses: string[];
  woundIds: string[];
}

/**
 * A5: the Accuracy the actor's wounds dealt in the started fight's current round take off for that round only
 * (Disrupting's −2 beyond its battle-long −1), read from each active wound's record; 0 outside a started fight.
 */
export function roundAccuracy(actor: CardActor): number {
  const combat = game.combat;
  if (!combat?.started) return 0;
  const modifiers: WoundModifier[] = [];
  for (const effect of actor.effects.contents) {
    const wound = effect.active ? effect.getFlag(SYSTEM_ID, "wound") : undefined;
    if (wound?.combat !== combat.id || wound.round !== combat.round || !Array.isArray(wound.modifiers)) continue;
    modifiers.push(...wound.modifiers.filter((m) => Number.isInteger(m?.value)));
  }
  return woundRoundChange(modifiers, "accuracy");
}

/** Where the actor keeps the round its shield last stopped a Shock (S8; null when not in this combat round). */
export const SHIELD_PATH = "system.shield.usedInRound";

/** The current combat round, or 0 outside combat. */
export function currentRound(): number {
  const round = game.combat?.round;
  return typeof round === "number" ? round : 0;
}

/**
 * THE one place the cards read an actor's combat values: the prepared system data (defenses, DR, overshield,
 * which the actor models derive), the S8 shield state and the wound and status effects, as the rules in force see
 * them (no overshield without T11, no shield against Shock without S8). Point it at new prepared values here and
 * every card follows.
 */
export function combatView(actor: CardActor, rules: RulesInForce): CombatView {
  const { preset } = rules;
  const agility = read(actor, "attributes.agi.mod");
  const agilityMod = typeof agility === "number" ? agility : null;
  const effects = actor.effects.contents.filter((e) => e.active);
  const statuses = [...new Set(effects.flatMap((e) => [...e.statuses]))];
  const lot = { dodge: numberOf(read(actor, "defenses.dodge"), 10), armor: numberOf(read(actor, "defenses.armor"), 10),
    canDodge: !statuses.some((s) => CANNOT_DODGE_STATUSES.includes(s)) };
  let defense = numberOf(read(actor, "defenses.ac"), 10);
  if (preset === "agility") defense = agilityDefense(agilityMod ?? 0);
  else if (preset === "lot") defense = lotDefense(lot).value;
  const os = read(actor, "overshield") as CombatView["overshield"] | undefined;
  const round = currentRound();
  const combatant = combatantOf(actor);
  const shieldUsed = round > 0 && read(actor, "shield.usedInRound") === round;
  const bearsShield = read(actor, "shield.bearing") === true;
  return {
    defense, lot, agility: agilityMod,
    dr: { physical: numberOf(read(actor, "dr.physical")), elemental: numberOf(read(actor, "dr.elemental")),
      arcane: numberOf(read(actor, "dr.arcane")) },
    hp: { value: numberOf(read(actor, "hp.value")), max: numberOf(read(actor, "hp.max")) },
    overshield: rules.overshield && os && os.value > 0
      ? { value: os.value, max: os.max, dr: os.dr, effect: os.effect } : null,
    shieldReady: rules.shock && bearsShield && !shieldUsed, shieldUsed,
    totalDefense: rules.shock && combatant?.system.totalDefense === true,
    charging: round > 0 && combatant?.system.charged === round,
    channeling: preset === "agility" && statuses.includes(CHANNELING_STATUS),
    player: actor.type === "character",
    level: numberOf(read(actor, "level"), 1),
    statuses,
    woundIds: effects.filter((e) => e.statuses.has(WOUND_STATUS)).map((e) => stored(e).id),
  };
}
