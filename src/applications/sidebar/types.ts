/**
 * What the tracker reads from Fray's Combat, Combatant and CombatantGroup documents (src/documents): kept as
 * interfaces here so the tracker's files name only what they use.
 */
import type { CombatPhase, PresetId, InitiativeMode } from "../../rules/index.js";
import type { CombatLike, CombatantLike } from "../../documents/zones/combatant-zone.js";
import type { SummonerChoice } from "../../documents/combat/types.js";

/** A CombatantGroup as the tracker reads it: a `side` (with its side key) or an `enemy-group`. */
export interface TrackerGroup {
  id: string | null;
  name: string | null | undefined;
  /** `side` or `enemy-group`. */
  type: string;
  /** The group's shared initiative (a side's total, an enemy group's roll), or null before it is rolled. */
  initiative: number | null;
  /** A side group's side key. */
  side?: string | null;
  /** Removes the group once its last member has left. */
  delete(): Promise<unknown>;
}

/** A Fray combatant as the tracker reads and drives it (and, under the zone turn model, its zone). */
export interface TrackerCombatant extends CombatantLike {
  id: string | null;
  name: string | null | undefined;
  actorId: string | null;
  actor: Actor.Implementation | null;
  /** Its group's id in source data; Foundry puts the group document there while preparing. */
  group: unknown;
  initiative: number | null;
  isOwner: boolean;
  isDefeated: boolean;
  /** L6, A1: whether it has left the order and not yet re-entered. */
  isDelaying: boolean;
  /** The side it fights on (S1). */
  side: string;
  groupDocument: TrackerGroup | null;
  _source: unknown;
  /** Its turn state: actions spent by kind, the marks set before the fight, whether it acted this round, A10. */
  system: { spent: Record<string, number>; surprised: boolean; flatFooted: boolean; initiator: boolean;
    acted: boolean; summoned: boolean; summoner?: string | null; step?: { round: number | null; turn: number | null };
    /** S10: the round it charged in (AC −2 until that round ends), or null. */
    charged?: number | null };
  update(changes: Record<string, unknown>): Promise<unknown>;
  /** The actions a row's controls call; each refuses with a notice when the rules or permissions say no. */
  spendAction(kind: string): Promise<boolean>;
  delayTurn(): Promise<boolean>;
  reenter(): Promise<boolean>;
  takeTurn(): Promise<boolean>;
  moveToSide(side: "party" | "enemies" | "neutral"): Promise<boolean>;
  setMark(mark: "surprised" | "initiator", value: boolean): Promise<boolean>;
  setSummoned(value: boolean, summoner?: string | null): Promise<boolean>;
}

/** The collection methods the tracker uses. */
interface Docs<T> {
  get(id: string): T | undefined;
  contents: T[];
}

/** A Fray combat as the tracker reads it (and, under the zone turn model, its combatants' zones). */
export interface TrackerCombat extends CombatLike {
  mode: InitiativeMode;
  started: boolean;
  round: number;
  /** The index of the current turn in `turns` (null before the fight starts). */
  turn: number | null;
  combatant: TrackerCombatant | undefined | null;
  turns: TrackerCombatant[];
  combatants: Docs<TrackerCombatant>;
  groups: Docs<TrackerGroup>;
  system: { preset: PresetId; phase: CombatPhase; surpriseRound: boolean };
  createEmbeddedDocuments(name: "CombatantGroup", data: Record<string, unknown>[]):
  Promise<TrackerGroup[] | undefined>;
  updateEmbeddedDocuments(name: "Combatant", updates: Record<string, unknown>[]): Promise<unknown>;
  /** Clears every combatant's initiative (Combat#resetAll). */
  resetAll(): Promise<unknown>;
  /** A10: who may have summoned the combatant `unitId`, with their summoning slots and those left. */
  summoners(unitId: string): SummonerChoice[];
}
