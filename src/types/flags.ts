/**
 * What Fray keeps in documents' `flags.fray`, as fvtt-types' FlagConfig learns it (src/types/configuration.d.ts).
 * Fray writes these shapes, but any user who may update a document may write its flags too: readers still check
 * what they read (a malformed flag reads as absent).
 */
import type { AimedArea, DurationStart, WoundModifier } from "../rules/index.js";

/** L9, Z9: an effect's Fray clock (`flags.fray.duration`): its length, its start and the combat it started in. */
export interface EffectClockFlag {
  unit?: unknown;
  amount?: unknown;
  start?: DurationStart;
  combat?: string;
}

/** A JournalEntry's `flags.fray`: Fray's ledger (src/documents/ledger) marks itself and keeps its data as text. */
export interface JournalFlags {
  ledger?: boolean;
  records?: string;
}

/** An ActiveEffect's `flags.fray`. */
export interface EffectFlags {
  /** L9, Z9: the effect's clock. */
  duration?: EffectClockFlag;
  /**
   * A4, A5: the aimed area of a wound and its modifiers, and the combat and round it was dealt in (whose part lasting
   * "the current round" counts then only).
   */
  wound?: { area: AimedArea; modifiers: WoundModifier[]; combat?: string; round?: number };
  /** The id of the chat card that put the effect on (undo removes it). */
  card?: string;
  /** T11: a status effect a standing overshield lets through (no damage, or willpower only). */
  ignoresOvershield?: boolean;
  /** L12: the +10 ft speed of gaining this movement mode's condition again. */
  modeAgain?: string;
  /** Z11: the engagement marker's combat, letter and colour. */
  engagementMarker?: { combat: string; letter: string; colour: number };
  /** Z13: the degrees of a breakout's melee disadvantage. */
  breakout?: number;
}

/** A ChatMessage's `flags.fray`. */
export interface MessageFlags {
  /** The combat an initiative or movement card belongs to. */
  combat?: string;
  /** An attack, damage or Shock card's weapon, by uuid (where Automated Animations and similar modules look). */
  itemUuid?: string;
  /**
   * A8, A9: the card's rows whose free hit the active GM recorded as taken, written with the record so the card is
   * drawn again on every client (the record, a world setting, is what is read).
   */
  freeHitsTaken?: string[];
}

/** A Combat's `flags.fray`. */
export interface CombatFlags {
  /** A9: the spaces each mover moved inside each character's melee zone, by turn ("r<round>t<turn>") and pair. */
  zoneSpaces?: Record<string, Record<string, unknown>>;
}

/** A Combatant's `flags.fray`. */
export interface CombatantFlags {
  /** Z10, Z11: its zone, group and engagement ids (each may be missing or malformed). */
  zone?: Record<string, unknown>;
  /** Z12: a role outnumbering leaves out (vehicle, mounted, carried). */
  zoneRole?: string | null;
  /** v13: the round it joined the combat in (v14 has `roundJoined`; read through compat.ts). */
  roundJoined?: number;
}

/** A User's `flags.fray`. */
export interface UserFlags {
  /** The combatant actions this user asked the GM for, by nonce (the GM's handler validates each). */
  requests?: Record<string, unknown>;
  /** The card actions (apply, undo) this user asked the GM for, by one-time code (the GM's handler validates each). */
  cardRequests?: Record<string, unknown>;
}
