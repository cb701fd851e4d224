import type { AttackOptions, Preset } from "./types.js";

/** The actions a creature gets per turn (or round) under the rulebook: kind -> count (L7, Z6/Lur-Asko, S4, A2, T6). */
export function actionPool(preset: Preset): Record<string, number> {
  switch (preset) {
    case "legend":
    // L7: the immediate is once a round and takes a swift; free actions up to five.
      return { standard: 1, move: 1, swift: 1, free: 5, immediate: 1 };
    case "lurasko":
    // README "Lur-Asko": one major action (and unlimited free actions, left out) on each action-phase turn.
      return { major: 1 };
    case "sides":
    // S4: free and instant actions are "as plausible" (unlimited, left out).
      return { main: 1, move: 1 };
    case "agility":
      return { attack: 1, move: 1, bonus: 2 };
    case "lot":
      return { full: 2, swift: 1, free: 1, reaction: 1 };
  }
}

/** The action an attack spends (S10 a charge spends two). */
export function attackCost(preset: Preset, options: AttackOptions): Record<string, number> {
  switch (preset) {
    case "legend":
      return { standard: 1 };
    case "lurasko":
      return { major: 1 };
    case "sides":
      return options.charge === true ? { main: 1, move: 1 } : { main: 1 };
    case "agility":
      return { attack: 1 };
    case "lot":
      return { full: 1 };
  }
}

/** T8: the swings an attack may make given AP already spent this rotation (0 = refused). */
export function swingsLeft(ap: number, apCost: number, apSpentThisRotation: number): number {
  if (apCost <= 0) return 1;
  return Math.max(0, Math.floor((ap - apSpentThisRotation) / apCost));
}

/** A9: free-hit slots per round, Agility modifier + 1, none when that is 0 or less. */
export function freeHitSlots(agilityMod: number): number {
  return Math.max(0, agilityMod + 1);
}

/** A10: summoning slots equal the level. */
export function summoningSlots(level: number): number {
  return level;
}
