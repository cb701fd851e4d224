import type { TieBreak } from "../presets.js";

/** One combatant as the initiative rules see it (DESIGN.md, "The public rules API"). */
export interface Entrant {
  id: string;
  /** The side it fights on; "party" marks the players' side. */
  side: string;
  /** A player character (T4). */
  player?: boolean;
  /** d20/sides: DEX modifier; zones: DEX score (the TN); agility: Agility modifier. */
  dex?: number;
  /** Other initiative modifiers (d20). */
  bonus?: number;
  /** Entrants with the same group share one roll (L3, T1, T3; d20 only). */
  group?: string;
  /** Z3 (zones); L4 (d20: not in the surprise round, see `surpriseRound`). */
  surprised?: boolean;
  /** A1: started the fight by attacking before it officially began. */
  initiator?: boolean;
}

/** Options that change how a d20 order is made. */
export interface InitiativeOptions {
  /** L2 "modifiers" (default) or T2 "reroll-half". */
  tieBreak?: TieBreak;
  /** T4: the most player characters that may act in a row; null/undefined = off (d20 mode only). */
  maxPlayersInARow?: number | null;
}

/** The order to act in and the value the tracker shows for each entrant. */
export interface InitiativeResult {
  /** Entrant ids, first to act first. */
  order: string[];
  /** d20 total (+0.5 steps with T2), side total, zones margin or agility modifier. */
  score: Record<string, number>;
  /**
   * Present when the dice tied MAX_TIE_REROLLS times in a row and some tied entrants kept the order they were
   * given instead (show `FRAY.RULES.Turns.TiesUnbroken`).
   */
  tiesUnbroken?: true;
}
