/** One attack roll to judge: the natural d20, what is added to it, and the number it must reach. */
export interface AttackInput {
  /** The d20 face. */
  natural: number;
  /** Everything added to the d20. */
  bonus: number;
  /** AC (legend, lurasko, sides), 10 + Agility modifier (agility), Dodge or Armor (lot). */
  defense: number;
  /** L8: the lowest natural that threatens a critical (default 20). */
  threat?: number;
  /** T7: a total above this adds the weapon's maximum damage; absent = no criticals. */
  critThreshold?: number;
  /** T7 ties: the player wins; player against player, the defender wins. */
  attackerIsPlayer?: boolean;
  defenderIsPlayer?: boolean;
  /** A3: a flat-footed target is hit on 5. */
  flatFooted?: boolean;
  /** A3: a prone target is hit on 5 + its Agility modifier. */
  prone?: boolean;
  /** A3: the prone target's Agility modifier (default: defense − 10). */
  defenderAgility?: number;
}

/** How an attack roll came out. */
export interface AttackResult {
  total: number;
  hit: boolean;
  critical: boolean;
  /** A natural 1 that counts against the attacker: A8 automatic miss, T7 mishap. */
  fumble: boolean;
  /** T7: the natural 1 calls for a mishap the GM decides. */
  mishap: boolean;
  /** The number the total had to reach after A3's flat-footed and prone rules. */
  needed: number;
}
