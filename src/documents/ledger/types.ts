import type { ChangeRecord, RowHand } from "../../rules/index.js";
import type { AttackRecord } from "./attack-types.js";

/** One application of a damage, heal or Shock card to one target, as the active GM wrote it. */
export interface Application {
  /** The target's token uuid, as the card's row names it. */
  token: string;
  /** The uuid of the actor the application changed. */
  actor: string;
  /** Exactly what it changed (an undo restores this and nothing the card claims). */
  changes: ChangeRecord;
  /** The id of the user whose application it is (the GM who approved one a player asked for). */
  by: string;
  /** The order of applications to the same actor (1, 2, …): undo the latest first. */
  at: number;
  undone: boolean;
  /** What the GM chose for the row (×½, ×2, ×0, ignore DR); absent on records made before the GM's hand. */
  hand?: RowHand;
}

/** A player's attack card as the active GM recorded it. */
export interface AttackEntry {
  /** What the GM read of it (readAttack), or null when it was refused then (a copy, an attacker not the author's). */
  record: AttackRecord | null;
  /** The card's rolls as they were recorded, to tell a copy of it (same rolls, another card). */
  rolls: string;
}

/** What happened, by chat message id or combat id: the data of the ledger only a GM can write. */
export interface LedgerData {
  /** Players' attack cards, by attack card id. */
  attacks: Record<string, AttackEntry>;
  /** The damage cards rolled from each attack, in order, and whether a GM rolled each (by attack card id). */
  damage: Record<string, { id: string; gm: boolean }[]>;
  /** S7: the Shock card posted from each attack, the one its Shock applies from (by attack card id). */
  shock: Record<string, string>;
  /** Applications and undos, by damage card id. */
  applications: Record<string, Application[]>;
  /** A8, A9: the rows whose free hit was taken (a fumbling row's token uuid; "" for an offer card), by card id. */
  freeHits: Record<string, string[]>;
  /** A8: the card that claimed each tragedy's free hit, by the fumbling card's id. */
  tragedies: Record<string, string>;
  /** The round each summon joined, by combat id and combatant id. */
  summons: Record<string, Record<string, number>>;
  /** S1, A9: the side each combatant joined on (from its token then), by combat id and combatant id. */
  sides: Record<string, Record<string, string>>;
  /** The last order stamp given an application. */
  stamp: number;
}

/** A ledger with nothing recorded. */
export function emptyLedger(): LedgerData {
  return { attacks: {}, damage: {}, shock: {}, applications: {}, freeHits: {}, tragedies: {}, summons: {}, sides: {},
    stamp: 0 };
}
