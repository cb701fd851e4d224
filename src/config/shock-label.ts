/** The words a Shock label is written with, already localized. */
export interface ShockWords {
  shock: string;
  ac: string;
}

/**
 * Writes a weapon's Shock as the rulebook does: "Shock 2/AC 15", or "Shock 5/–" when no AC negates it;
 * null when the weapon has no Shock.
 */
export function formatShock(shock: { damage: number | null; maxAc: number | null },
  words: ShockWords = { shock: "Shock", ac: "AC" }): string | null {
  if (shock.damage === null) return null;
  const cap = shock.maxAc === null ? "–" : `${words.ac} ${shock.maxAc}`;
  return `${words.shock} ${shock.damage}/${cap}`;
}
