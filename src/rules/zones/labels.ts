import { requireInteger } from "../validate.js";
import { indexFighters, type ZoneFighter } from "./fighters.js";

/** How many colours engagements (and groups) cycle through on the tracker and the token. */
export const LABEL_COLOURS = 6;

/** A short, stable label for a group or an engagement: its number (1, 2, …), letter (A, B, … Z, AA, …), colour. */
export interface ZoneLabel {
  number: number;
  letter: string;
  colour: number;
}

/** The letters of the `n`th label (0 → A, 25 → Z, 26 → AA), as spreadsheet columns count. */
export function labelLetters(n: number): string {
  let rest = requireInteger("n", n, { min: 0 });
  let out = "";
  do {
    out = String.fromCharCode(65 + (rest % 26)) + out;
    rest = Math.floor(rest / 26) - 1;
  } while (rest >= 0);
  return out;
}

/** Labels for the distinct non-null keys, in the order they first appear among the fighters. */
function labelsBy(fighters: readonly ZoneFighter[], key: (f: ZoneFighter) => string | null): Map<string, ZoneLabel> {
  indexFighters(fighters);
  const labels = new Map<string, ZoneLabel>();
  for (const f of fighters) {
    const k = key(f);
    if (k === null || labels.has(k)) continue;
    labels.set(k, { number: labels.size + 1, letter: labelLetters(labels.size), colour: labels.size % LABEL_COLOURS });
  }
  return labels;
}

/**
 * Z11: labels for the fight's engagements and groups, so that every member of one engagement (or group) shows the
 * same letter and colour: numbered in the order their first member appears (the combat's order of combatants).
 */
export function zoneLabels(fighters: readonly ZoneFighter[]): {
  engagements: Map<string, ZoneLabel>; groups: Map<string, ZoneLabel>;
} {
  return { engagements: labelsBy(fighters, (f) => f.engagement), groups: labelsBy(fighters, (f) => f.group) };
}
