import { apAttack, type ApAttackResult } from "../ap.js";
import { judgeAttack, type AttackInput, type AttackResult, type LotDefense } from "../attack/index.js";
import { COMBAT_ESCALATION_CAP, criticalOutcome, escalate, fumbleOutcome } from "../criticals.js";
import type { Dice } from "../dice.js";
import { PRESETS, type CriticalRule, type PresetId } from "../presets.js";
import { shockOnMiss, TOTAL_DEFENSE, type ShockInput, type ShockResult } from "../shock.js";
import { CHARGE } from "../attack/situational.js";
import { requireRecord } from "../validate.js";

/** How one attack came out against one target, as the attack card shows it. */
export type OutcomeKind = "hit" | "miss" | "critical" | "fumble";

/** Everything the card needs to judge one attack roll against one target. */
export interface OutcomeInput {
  attack: AttackInput;
  /** A7, A8: the critical rule in force (default: the preset's); "escalating" rolls the chain, "none" has none. */
  criticals?: CriticalRule;
  /** S7: the weapon's Shock and what protects the target; absent = no Shock (or Shock off). */
  shock?: Omit<ShockInput, "targetAc" | "totalDefense"> | null;
  /** S8: the target is in Total Defense: AC +2 and immune to all Shock. */
  totalDefense?: boolean;
  /** S10: the target charged this round: AC −2 until the round ends. */
  charging?: boolean;
  /** A10: the target is channeling a spell, which makes it flat-footed (A3: hit on 5). */
  channeling?: boolean;
  /** A8: the attacker stands in the target's melee zone (the fumble's free hit). */
  inMeleeZone?: boolean;
  /** A8: the attack is the free hit a tragedy gave: a critical hit whatever the d20 shows (escalating as A7). */
  tragedyFreeHit?: boolean;
  /** T8: the AP left this rotation, the weapon's AP cost and the swings chosen. */
  ap?: { ap: number; apCost: number; swings?: number } | null;
  /** T7: the defense `attack.defense` is (lotDefense), so the card can name it; ignored outside LoT. */
  checked?: LotDefense | null;
}

/** A7, A8: the escalation chain a critical or fumble rolled, and what it does. */
export interface EscalationRecord {
  kind: "critical" | "fumble";
  level: number;
  rolls: number[];
  /** A7: the damage multiplier (1 for a fumble). */
  multiplier: number;
  targetDefeated: boolean;
  freeHit: boolean;
  freeHitCritical: boolean;
  attackerDies: boolean;
}

/** The plain record an attack card stores per target. */
export interface AttackOutcome {
  outcome: OutcomeKind;
  natural: number;
  total: number;
  needed: number;
  /** T7: the defense the defender checked (Dodge or Armor); null outside LoT. */
  checked: LotDefense | null;
  /** T7: the attacker's critical threshold, when one applies. */
  critThreshold: number | null;
  /** T7: who won a tie of total and defense; null when there was no tie. */
  tie: "attacker" | "defender" | null;
  /** S7–S9: the Shock a miss deals (or why none); null on a hit or without Shock. */
  shock: ShockResult | null;
  /** S6: on a hit, the damage can't be lower than this: the Shock a miss would have dealt (0 if negated). */
  shockFloor: number;
  escalation: EscalationRecord | null;
  /** T8: the swings that land and the AP spent. */
  ap: ApAttackResult | null;
  /** Lang keys of the rules that shaped the outcome. */
  notes: string[];
}

/** Judges one attack against one target: hit, Shock, escalation, ties and AP (L8, S6–S9, A3, A7, A8, A10, T7, T8). */
export function attackOutcome(preset: PresetId, input: OutcomeInput, dice: Dice): AttackOutcome {
  requireRecord("input", input);
  const totalDefense = input.totalDefense === true;
  const channeling = input.channeling === true;
  const charging = input.charging === true;
  const defenseChange = (totalDefense ? TOTAL_DEFENSE.ac : 0) + (charging ? CHARGE.ac : 0);
  const defended = defenseChange ? { ...input.attack, defense: input.attack.defense + defenseChange } : input.attack;
  const attack = channeling ? { ...defended, flatFooted: true } : defended;
  const criticals = input.criticals ?? PRESETS[preset].defaults.criticals;
  const rolled = judgeAttack(preset, attack);
  const judged = input.tragedyFreeHit === true
    ? { ...rolled, hit: true, critical: true, fumble: false, mishap: false } : rolled;
  const result = criticals === "none" ? { ...judged, critical: false } : judged;
  const lot = PRESETS[preset].attack === "lot";
  const tie = lot && result.total === attack.defense ? (result.hit ? "attacker" : "defender") : null;
  const shock = input.shock?.damage == null ? null
    : shockOnMiss({ ...input.shock, targetAc: attack.defense, totalDefense });
  const escalating = criticals === "escalating";
  const escalation = escalating && (result.critical || (result.fumble && !result.mishap))
    ? escalationRecord(result, dice, input.inMeleeZone === true) : null;
  return {
    outcome: kindOf(result),
    natural: attack.natural,
    total: result.total,
    needed: result.needed,
    checked: lot ? input.checked ?? null : null,
    critThreshold: lot && criticals !== "none" ? attack.critThreshold ?? null : null,
    tie,
    shock: result.hit ? null : shock,
    shockFloor: result.hit && shock !== null ? shock.amount : 0,
    escalation,
    ap: input.ap ? apAttack({ ...input.ap, hit: result.hit }) : null,
    notes: notesFor(attack, result, { lot, tie, totalDefense, charging, channeling, swarm: input.shock?.swarm === true,
      ap: !!input.ap, tragedy: input.tragedyFreeHit === true }),
  };
}

/** S7, S8: true when the outcome is a miss that takes Shock, or spends the shield that ignored it. */
export function takesShock(outcome: Pick<AttackOutcome, "outcome" | "shock">): boolean {
  const hit = outcome.outcome === "hit" || outcome.outcome === "critical";
  return !hit && outcome.shock !== null && (outcome.shock.amount > 0 || outcome.shock.shieldUsed);
}

/** A hit that is critical, a natural 1 that missed, or a plain hit or miss. */
function kindOf(result: AttackResult): OutcomeKind {
  if (result.critical) return "critical";
  if (result.hit) return "hit";
  return result.fumble ? "fumble" : "miss";
}

/** A7, A8: rolls the chain (capped at defeat) and records its consequence. */
function escalationRecord(result: AttackResult, dice: Dice, inMeleeZone: boolean): EscalationRecord {
  const { level, rolls } = escalate(dice, COMBAT_ESCALATION_CAP);
  if (result.critical) {
    const crit = criticalOutcome(level);
    return { kind: "critical", level, rolls, multiplier: crit.multiplier, targetDefeated: crit.targetDefeated,
      freeHit: false, freeHitCritical: false, attackerDies: false };
  }
  const fumble = fumbleOutcome(level, inMeleeZone);
  return { kind: "fumble", level, rolls, multiplier: 1, targetDefeated: false, freeHit: fumble.freeHit,
    freeHitCritical: fumble.freeHitCritical, attackerDies: fumble.attackerDies };
}

/** Which rules shaped an outcome, for its notes. */
interface NoteFlags { lot: boolean; tie: string | null; totalDefense: boolean; charging: boolean; channeling: boolean;
  swarm: boolean; ap: boolean; tragedy: boolean }

/** The lang keys of the rules that shaped this outcome, in the order a player reads them. */
function notesFor(attack: AttackInput, result: AttackResult, flags: NoteFlags): string[] {
  const notes: string[] = [];
  if (flags.tragedy) notes.push("FRAY.CHAT.Note.tragedyFreeHit");
  if (flags.totalDefense) notes.push("FRAY.CHAT.Note.totalDefense");
  if (flags.charging) notes.push("FRAY.CHAT.Note.charging");
  // A3, A10: a lowered number names why: channeling (which makes the target flat-footed), flat-footed, or prone.
  const flat = flags.channeling ? "FRAY.CHAT.Note.channeling" : "FRAY.CHAT.Note.flatFooted";
  if (result.needed !== attack.defense) notes.push(attack.flatFooted ? flat : "FRAY.CHAT.Note.prone");
  if (flags.lot && attack.natural === 20) notes.push("FRAY.CHAT.Note.natural20");
  if (flags.tie !== null) notes.push(`FRAY.CHAT.Note.tie.${flags.tie}`);
  if (result.mishap) notes.push("FRAY.RULES.Attack.Mishap");
  else if (result.fumble) notes.push("FRAY.RULES.Attack.Fumble");
  if (flags.swarm && !result.hit) notes.push("FRAY.CHAT.Note.swarmShock");
  if (flags.ap && !result.hit) notes.push("FRAY.CHAT.Note.apMiss");
  return notes;
}
