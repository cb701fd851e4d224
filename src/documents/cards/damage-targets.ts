import {
  DUAL_WIELD, hitAmount, swarmBonus, swarmDamage, takesShock,
  type CriticalRule, type DamageKind,
} from "../../rules/index.js";
import type { StoredAttackTarget } from "../../data/chat-message/attack-context.js";
import type { StoredDamageTarget } from "../../data/chat-message/damage-preview.js";

/** What the damage of one attack card is built from: the card, the damage rolled and the rules in force. */
export interface DamageSource {
  targets: readonly StoredAttackTarget[];
  options: { swarm: number; dualWielding: boolean; aimedArea: string };
  kind: DamageKind;
  /**
   * The damage rolls' totals, one per AP swing (T8; one roll without AP). Fewer rolls than a hit's swings, or one
   * that is not a whole number ≥ 0 (NaN, negative), gives the hit's row a refusal.
   */
  rolled: readonly number[];
  /** T7, S9: the weapon formula's maximum. */
  weaponMax: number;
  /** S6: what each hit adds to its roll (the wielder's attribute modifier, Brawl when unarmed). */
  damageBonus?: number;
  criticals: CriticalRule;
  characterLevel: number;
  /** A5: one d4 face per target for a Fatal wound, in target order (null when not aimed at the Fatal area). */
  fatalRolls: readonly number[] | null;
}

/** One damage card target as built from the attack card (everything but the applied record). */
export type BuiltTarget = Omit<StoredDamageTarget, "applied" | "undone" | "askedBy" | "appliedBy" | "appliedAt"
  | "hand">;

/** One damage roll with the Swarm (S9) and dual-wielding (S11) bonuses, which never add to Shock. */
function withBonuses(source: DamageSource, rolled: number): number {
  let amount = rolled;
  if (source.options.swarm > 1) amount = swarmDamage(amount, swarmBonus(source.options.swarm).damage, source.weaponMax);
  return source.options.dualWielding ? amount + DUAL_WIELD.damage : amount;
}

/**
 * The Shock card's targets from the attack card's outcomes: each miss deals its Shock, a fixed number (S7: X +
 * attribute modifier + magic; S9 a Swarm's ignores AC and shields), and a shield that stopped it is spent (S8).
 * Deterministic, so the GM can rebuild it from the attack card and compare.
 */
export function shockTargets(targets: readonly StoredAttackTarget[], kind: DamageKind): BuiltTarget[] {
  return targets.filter((t) => takesShock(t.outcome)).map((t) => {
    const shock = t.outcome.shock!;
    return { tokenUuid: t.tokenUuid, actorUuid: t.actorUuid, name: t.name, img: t.img, defeated: false,
      fatalRoll: null, spendsShield: shock.shieldUsed, refusal: null,
      hits: [{ amount: shock.amount, kind, ignoresOvershield: false }],
      lead: [{ key: shock.shieldUsed ? "FRAY.CHAT.Step.shockShield" : "FRAY.CHAT.Step.shockTaken",
        data: { amount: shock.amount } }] };
  });
}

/**
 * The damage card's targets from the attack card's outcomes: hits and criticals deal the roll with the wielder's
 * terms (raised to the Shock floor, S6; the critical's extra, L8/A7/T7); each landing AP swing is a hit of its own
 * with its own roll (T8). Misses are left out (their Shock is the Shock card's, `shockTargets`). Deterministic, so
 * the GM can rebuild it from the stored rolls and compare.
 */
export function damageTargets(source: DamageSource): BuiltTarget[] {
  const valid = (r: number | undefined) => Number.isInteger(r) && r! >= 0;
  const built: BuiltTarget[] = [];
  source.targets.forEach((t, i) => {
    const o = t.outcome;
    if (o.outcome !== "hit" && o.outcome !== "critical") return;
    const base = { tokenUuid: t.tokenUuid, actorUuid: t.actorUuid, name: t.name, img: t.img, defeated: false,
      fatalRoll: source.fatalRolls?.[i] ?? null, spendsShield: false, refusal: null };
    const swings = o.ap ? Math.max(o.ap.swings, 1) : 1;
    const rolls = source.rolled.slice(0, swings);
    const bad = rolls.length < swings ? Number.NaN : rolls.find((r) => !valid(r));
    if (bad !== undefined) {
      built.push({ ...base, hits: [], lead: [], refusal: { reason: "FRAY.CHAT.Refusal.badAmount",
        data: { value: String(bad) } } });
      return;
    }
    const amounts = rolls.map((rolled) => hitAmount({ damage: withBonuses(source, rolled),
      terms: source.damageBonus ?? 0, shockFloor: o.shockFloor,
      critical: o.outcome === "critical" ? source.criticals : null, characterLevel: source.characterLevel,
      escalation: o.escalation?.level, weaponMax: source.weaponMax }));
    built.push({ ...base, defeated: amounts.some((a) => a.defeated) || o.escalation?.targetDefeated === true,
      hits: amounts.map((a) => ({ amount: a.amount, kind: source.kind, ignoresOvershield: false })),
      lead: amounts.length === 1 ? amounts[0]!.steps : amounts.map((a, n) => ({ key: "FRAY.CHAT.Step.swing",
        data: { n: n + 1, rolled: rolls[n]!, amount: a.amount } })) });
  });
  return built;
}
