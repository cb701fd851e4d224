/** The three damage-reduction kinds of T9. */
export const DAMAGE_KINDS = ["physical", "elemental", "arcane"] as const;
/** physical (damage, bleed, non-lethal), elemental (fire, ice, acid …) or arcane (dissonance, blight, solar …). */
export type DamageKind = typeof DAMAGE_KINDS[number];

/** A second health bar taken before HP (T11), with its own DR. */
export interface Overshield {
  value: number;
  dr?: number;
}

/** What an attack lands on: HP, DR per kind, an overshield, wounds so far, and whether it is a player. */
export interface Target {
  hp: { value: number; max: number };
  dr?: Partial<Record<DamageKind, number>>;
  overshield?: Overshield | null;
  wounds?: number;
  player?: boolean;
}

/** One portion of an attack's damage: a swing, or one kind of a mixed attack. */
export interface Hit {
  amount: number;
  kind?: DamageKind;
  ignoresOvershield?: boolean;
}

/** The world settings that shape how an attack is applied. */
export interface DamageOptions {
  /** T9: DR subtracted from each hit (default) or once from the attack's total per kind. */
  drPer?: "hit" | "attack";
  /** T10: a player at full HP drops to 0 and unconscious instead of going below 0. */
  fullHealthGuard?: boolean;
  /** A5: net HP damage from one attack that inflicts a wound; null or absent = wounds off. */
  woundThreshold?: number | null;
}

/** What one attack did to a target. */
export interface DamageResult {
  /** HP after the attack; never below 0. */
  hp: number;
  /** Overshield after the attack; null when the target had none. */
  overshield: number | null;
  hpLost: number;
  overshieldLost: number;
  /** T11: a standing overshield (with health) was brought to 0 by this attack. */
  overshieldBroken: boolean;
  /** T11: a standing overshield held, so the attack's status effects don't apply. */
  statusBlocked: boolean;
  /** A5: the attack's net damage to HP reached the wound threshold. */
  wound: boolean;
  /** Wounds after the attack. */
  wounds: number;
  /** T10: the full-health guard caught a blow that would have taken HP below 0. */
  unconscious: boolean;
  /** Net damage that reached HP, after every reduction, before HP floors at 0. */
  netToHp: number;
  /** How far below 0 the net damage would have taken HP (0 when it didn't, or when the guard caught it). */
  overkill: number;
}
