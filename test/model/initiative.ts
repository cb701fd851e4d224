import { legendMod, sidesMod } from "./modifiers.js";
import type { Creature, Toggles } from "./types.js";

/** The initiative score the tracker shows for a creature given its natural roll(s) (L1, Z1, S1 side roll, A1, T1). */
export function initiativeScore(t: Toggles, c: Creature, natural: number, opts?: { partySideDexMod?: number }): number {
  switch (t.preset) {
    case "legend":
      return natural + legendMod(c.attributes.legend.dex) + c.initiativeBonus;
    case "lurasko":
      return c.attributes.lurasko.dex - natural;
    case "sides":
      return c.player ? natural + (opts?.partySideDexMod ?? sidesMod(c.attributes.sides.dex)) : natural;
    case "agility":
      return c.attributes.agility.agi;
    case "lot":
      return natural + c.initiativeBonus;
  }
}

/** One creature in the order: its score, side, tie-break modifiers and the place it was added in. */
export interface Entrant {
  id: string;
  score: number;
  player: boolean;
  dexMod?: number;
  bonus?: number;
  added: number;
}

/** Compares two entrants by the preset's tie-breaks that need no further dice (L2, Z2, S1, A1, T2). */
function compare(t: Toggles, a: Entrant, b: Entrant): number {
  if (a.score !== b.score) return b.score - a.score;
  if (t.preset === "legend") {
    const byBonus = (b.bonus ?? 0) - (a.bonus ?? 0);
    if (byBonus !== 0) return byBonus;
    const byDex = (b.dexMod ?? 0) - (a.dexMod ?? 0);
    if (byDex !== 0) return byDex;
  }
  if ((t.preset === "sides" || t.preset === "agility") && a.player !== b.player) return a.player ? -1 : 1;
  return a.added - b.added;
}

/** T4: no three players in a row while a non-player is still to come; the next non-player moves up. */
export function capPlayers(order: Entrant[]): Entrant[] {
  const rest = [...order];
  const out: Entrant[] = [];
  let run = 0;
  while (rest.length > 0) {
    let next = rest[0] as Entrant;
    if (next.player && run >= 2) {
      const npc = rest.find((e) => !e.player);
      if (npc !== undefined) next = npc;
    }
    rest.splice(rest.indexOf(next), 1);
    out.push(next);
    run = next.player ? run + 1 : 0;
  }
  return out;
}

/**
 * Sorts scored entrants into the order they act (ties: L2, Z2, S1, A1, T2 as far as no further dice are needed);
 * under LoT the two-players cap (T4, on by default there) is applied unless `opts.twoPlayersCap` says otherwise.
 */
export function initiativeOrder(t: Toggles, entrants: Entrant[], opts?: { twoPlayersCap?: boolean }): string[] {
  const sorted = [...entrants].sort((a, b) => compare(t, a, b));
  const cap = opts?.twoPlayersCap ?? t.preset === "lot";
  return (cap ? capPlayers(sorted) : sorted).map((e) => e.id);
}
