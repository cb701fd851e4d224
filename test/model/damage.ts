import { defenseOf } from "./attack.js";
import { wielderMod } from "./modifiers.js";
import type { AttackOptions, Creature, Kind, Toggles, Weapon } from "./types.js";

/** The Shock a miss deals the target (S7–S9), 0 when none: `shieldReady` = its shield hasn't stopped one this round. */
export function shockOnMiss(t: Toggles, input: { attacker: Creature; weapon: Weapon; target: Creature;
  shieldReady: boolean; totalDefense: boolean; options?: AttackOptions }): number {
  const { attacker, weapon, target } = input;
  if (!t.shock || weapon.shock.damage === null) return 0;
  // Negation order (README S7, S8): Total Defense, (Swarm), AC, (other immunities), the shield.
  if (input.totalDefense) return 0;
  // Settled: "AC" in "Shock X/AC Y" is the number the rulebook's attack had to reach (AC, 10 + Agility, or the
  // Dodge or Armor checked), never a defense the rulebook's sheet doesn't show.
  const ac = defenseOf(t, target, input.options ?? {}).value;
  if (weapon.shock.maxAc !== null && ac > weapon.shock.maxAc) return 0;
  const amount = Math.max(0, weapon.shock.damage + wielderMod(t, attacker, weapon) + weapon.magicBonus);
  if (amount === 0 || input.shieldReady) return 0;
  return amount;
}

/** The highest the weapon's formula "NdF+P" can roll. */
export function weaponMaximum(w: Weapon): number {
  return w.dice.count * w.dice.faces + w.dice.plus;
}

/** The damage one hit deals before the target's reductions: dice, rulebook terms, critical's extra, the S6 floor. */
export function hitDamage(t: Toggles, input: { attacker: Creature; weapon: Weapon; target: Creature;
  faces: number[]; critical: number; shieldReady: boolean; options?: AttackOptions }): number {
  const { attacker, weapon, critical } = input;
  let damage = input.faces.reduce((sum, face) => sum + face, 0) + weapon.dice.plus;
  if (t.preset === "sides") {
    // Settled: an NPC has no skill levels (seed 002), so its unarmed hit adds no Brawl either.
    damage += wielderMod(t, attacker, weapon) + (weapon.skill === "brawl" && attacker.player ? attacker.skills.brawl : 0);
  }
  // Settled: the S6 floor raises the roll, then the critical's extra adds to (or multiplies) the floored damage.
  const floor = shockOnMiss(t, { ...input, totalDefense: false });
  damage = Math.max(0, damage, floor);
  if (critical >= 1) {
    if (t.criticals === "legend") damage += 2 * attacker.level;
    if (t.criticals === "escalating") damage *= critical >= 2 ? 4 : 2;
    // A formula that can total below 0 (1d2 − 3) has a maximum below 0: the critical adds nothing then.
    if (t.criticals === "lot") damage += Math.max(0, weaponMaximum(weapon));
  }
  return damage;
}

/** The target's state after an attack's hits. */
export interface Applied {
  hp: number;
  overshield: number;
  wound: boolean;
  unconscious: boolean;
}

/** Takes up to `want` from a per-attack pool (T9), returning what was taken; a per-hit pool is refilled each hit. */
function draw(pool: { left: number }, want: number): number {
  const taken = Math.min(pool.left, want);
  pool.left -= taken;
  return taken;
}

/** Applies an attack's hits to the target: its state after (HP, overshield, a new wound, T10 unconscious). */
export function applyHits(t: Toggles, target: Creature, hits: { amount: number; kind: Kind }[]): Applied {
  const perAttack = t.drPer === "attack";
  const shieldOn = t.overshield && target.overshield.value > 0;
  let overshield = target.overshield.value;
  const shieldDr = { left: target.overshield.dr };
  const dr: Record<Kind, { left: number }> = {
    physical: { left: target.dr.physical },
    elemental: { left: target.dr.elemental },
    arcane: { left: target.dr.arcane },
  };
  let net = 0;
  for (const hit of hits) {
    let amount = Math.max(0, hit.amount);
    if (shieldOn && overshield > 0) {
      // T11: the overshield takes the hit first, through its own DR only; what it can't hold spills into HP.
      amount -= perAttack ? draw(shieldDr, amount) : Math.min(amount, target.overshield.dr);
      const held = Math.min(overshield, amount);
      overshield -= held;
      amount -= held;
    }
    // T9 (and T11 (I)): the character's DR of the hit's kind applies to what reaches HP.
    amount -= perAttack ? draw(dr[hit.kind], amount) : Math.min(amount, target.dr[hit.kind]);
    net += amount;
  }
  const before = target.hp.value;
  let hp = Math.max(0, before - net);
  const guarded = t.fullHealthGuard && target.player && before >= target.hp.max && before - net < 0;
  if (guarded) hp = 0;
  // T11: an attack that leaves the overshield standing applies no status, an A5 wound included.
  const shieldHolds = shieldOn && overshield > 0;
  const wound = t.wounds && !shieldHolds && net >= t.woundThreshold;
  return { hp, overshield, wound, unconscious: guarded };
}
