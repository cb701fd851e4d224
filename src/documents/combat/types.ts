/**
 * What the turn models, actions and helpers of src/documents/combat read and write of Fray's Combat, Combatant
 * and CombatantGroup documents: they take these as parameters and never import the document classes, which sit
 * above them (combat.ts and combat-callbacks.ts, combatant.ts, combatant-group.ts) and hand themselves down.
 */
import type { InitiativeMode, LedgerClock, SideKey } from "../../rules/index.js";
import type { CombatModel } from "../../data/combat/base.js";
import type { CombatantModel } from "../../data/combatant/base.js";
import type { CombatantLike as ZoneCombatantLike } from "../zones/combatant-zone.js";

/** A data change as a document's `update` takes it (dotted paths or nested objects). */
type Changes = Record<string, unknown>;

/** The collection methods the combat code uses (foundry.utils.Collection). */
interface Docs<T> {
  readonly size: number;
  contents: T[];
  get(id: string): T | undefined;
  has(id: string): boolean;
  filter(keep: (doc: T) => boolean): T[];
}

/** A CombatantGroup: a `side` (with its side key) or an `enemy-group` (L3, T1, T3) with its shared tie-break. */
export interface GroupLike {
  id: string | null;
  type: string;
  system: unknown;
  side: string | null;
}

/** A Fray combatant: its side, group, zone, system data and the writes the combat code makes to it. */
export interface CombatantLike extends ZoneCombatantLike {
  id: string | null;
  name?: string | null;
  uuid: string;
  initiative: number | null;
  hidden: boolean;
  isDefeated: boolean;
  isOwner: boolean;
  /** Whether a player (not a GM) owns its actor. */
  hasPlayerOwner: boolean;
  actorId: string | null;
  actor: Actor.Implementation | null;
  token: { actorLink?: boolean } | null;
  _source: { group?: string | null; system?: { spentAt?: LedgerClock; flatFooted?: boolean } };
  system: CombatantModel;
  side: SideKey;
  isPlayerCharacter: boolean;
  groupDocument: GroupLike | null;
  parent: CombatLike | null;
  /** v14: the round it joined the combat in (v13 keeps it in flags; read through compat.ts). */
  roundJoined?: unknown;
  flags?: { fray?: { roundJoined?: unknown } };
  update(changes: Changes, options?: Changes): Promise<unknown>;
  testUserPermission(user: User.Implementation, permission: "OWNER"): boolean;
}

/** A Fray combat: its turn order and state, the rules it runs by, and the writes the combat code makes to it. */
export interface CombatLike {
  id: string | null;
  round: number;
  turn: number | null;
  started: boolean;
  mode: InitiativeMode;
  system: CombatModel;
  settings: { skipDefeated?: boolean };
  combatant: CombatantLike | null | undefined;
  turns: CombatantLike[];
  combatants: Docs<CombatantLike>;
  groups: Docs<GroupLike>;
  /** The CombatantGroup of `side`, if the side is present. */
  sideGroup(side: SideKey): GroupLike | undefined;
  /** Passes the turn as FrayCombat#nextTurn does. */
  nextTurn(): Promise<unknown>;
  /** The seconds of world time between two places in the order (Combat#getTimeDelta). */
  getTimeDelta(fromRound: number, fromTurn: number | null, toRound: number, toTurn: number | null): number;
  update(changes: Changes, options?: Changes): Promise<unknown>;
  createEmbeddedDocuments(name: "CombatantGroup", data: Changes[]): Promise<unknown>;
  deleteEmbeddedDocuments(name: "CombatantGroup", ids: string[]): Promise<unknown>;
  updateEmbeddedDocuments(name: "Combatant" | "CombatantGroup", updates: Changes[], options?: Changes):
  Promise<unknown>;
}

/** A10: a combatant that may have summoned a unit, with its summoning slots (= level) and those it has left. */
export interface SummonerChoice {
  id: string;
  name: string;
  slots: number;
  left: number;
}
