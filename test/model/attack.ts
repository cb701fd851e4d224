import { bestLegendMod, bestLotBonus, bestSidesMod } from "./modifiers.js";
import type { AttackOptions, Creature, Toggles, Weapon } from "./types.js";

/** Which number an attack was judged against. */
export type Checked = "ac" | "agility" | "dodge" | "armor";

/** The number an attack must reach, and under LoT which defense was checked (T7). */
export function defenseOf(t: Toggles, target: Creature, options: AttackOptions): { value: number; checked: Checked } {
  if (t.preset === "agility") return { value: 10 + target.attributes.agility.agi, checked: "agility" };
  if (t.preset !== "lot") return { value: target.defenses.ac, checked: "ac" };
  const { dodge, armor } = target.defenses;
  // T7 (I): a defender who can't dodge (unconscious or dead: here, at 0 HP) checks Armor.
  if (target.hp.value <= 0 || options.defense === "armor") return { value: armor, checked: "armor" };
  if (options.defense === "dodge") return { value: dodge, checked: "dodge" };
  return dodge >= armor ? { value: dodge, checked: "dodge" } : { value: armor, checked: "armor" };
}

/** The rulebook's own terms of an attack total (attack-terms.md), before the attack's options. */
function rulebookTerms(t: Toggles, a: Creature, w: Weapon): number {
  switch (t.preset) {
    case "legend":
      return a.attackBonus + (a.player ? bestLegendMod(a, w) : 0) + w.magicBonus;
    case "lurasko":
      return a.attackBonus + w.magicBonus;
    case "sides":
      return a.attackBonus + (a.player ? bestSidesMod(a, w) + (w.skill === "" ? 0 : a.skills[w.skill]) : 0)
      + w.magicBonus;
    case "agility":
      return a.accuracy;
    case "lot": {
      if (!a.player) return a.attackBonus;
      const bonus = bestLotBonus(a, w);
      return w.proficient || bonus < 0 ? bonus : Math.floor(bonus / 2);
    }
  }
}

/** Everything added to the natural d20 for this attacker, weapon and options (before range penalties). */
export function attackBonus(t: Toggles, attacker: Creature, weapon: Weapon, options: AttackOptions): number {
  const aimed = t.wounds && options.aimedArea === "centerMass" ? 1 : 0;
  const charge = t.preset === "sides" && options.charge === true ? 2 : 0;
  return rulebookTerms(t, attacker, weapon) + aimed + charge + (options.modifier ?? 0);
}

/** Walks an A7/A8 chain from level 1: d4 on 4 → level 2, then d6 on 6 → level 3, where combat stops. */
export function escalate(dice: number[]): { level: number; used: number } {
  const faces = [4, 6];
  let level = 1;
  let used = 0;
  for (const top of faces) {
    const face = dice[used];
    if (face === undefined) break;
    used += 1;
    if (face !== top) break;
    level += 1;
  }
  return { level, used };
}

/** T8: the swings a LoT attack makes: the chosen count within floor(AP ÷ cost) on a hit, one swing on a miss. */
function swingsOf(t: Toggles, a: Creature, w: Weapon, options: AttackOptions, hit: boolean): number {
  if (t.preset !== "lot" || w.apCost <= 0) return 1;
  const most = Math.floor(a.ap / w.apCost);
  if (most <= 0) return 0;
  if (!hit) return 1;
  const chosen = options.apSwings ?? most;
  return Math.min(most, Math.max(1, Math.floor(chosen)));
}

/** What `judge` says of one attack roll against one target. */
export interface Judgement {
  total: number;
  hit: boolean;
  critical: number;
  fumble: number;
  defeated: boolean;
  escalationUsed: number;
  swings: number;
}

/** Judges one attack roll against one target, using the escalation dice the A7/A8 chain calls for. */
export function judge(t: Toggles, input: { natural: number; attacker: Creature; weapon: Weapon; target: Creature;
  options: AttackOptions; escalation: number[] }): Judgement {
  const { natural, attacker, weapon, target, options } = input;
  const bonus = attackBonus(t, attacker, weapon, options);
  const total = (t.preset === "lot" && natural === 20 ? 25 : natural) + bonus;
  const defense = defenseOf(t, target, options).value;
  let hit = total > defense || (total === defense && (t.preset !== "lot" || (attacker.player && !target.player)));
  // A3/A8: under Agility a natural 20 always hits and a natural 1 always misses.
  if (t.preset === "agility") {
    if (natural === 20) hit = true;
    if (natural === 1) hit = false;
  }
  // Settled: what makes a critical is the rulebook's own judge (L8 the threat range, A7 a natural 20, T7 a total
  // above the critical threshold); the criticals toggle only says what it adds ("none": no critical at all).
  const triggered = t.preset === "agility" ? natural === 20
    : t.preset === "lot" ? total > attacker.critThreshold : natural >= weapon.threat;
  let critical = t.criticals !== "none" && hit && triggered ? 1 : 0;
  // Settled: a natural 1 is a fumble under Agility (A8) and a mishap under LoT when it misses (T7); elsewhere it is
  // judged by its total alone.
  let fumble = (t.preset === "agility" && natural === 1) || (t.preset === "lot" && natural === 1 && !hit) ? 1 : 0;
  let escalationUsed = 0;
  if (t.criticals === "escalating" && (critical || (fumble && t.preset !== "lot"))) {
    const chain = escalate(input.escalation);
    escalationUsed = chain.used;
    if (critical) critical = chain.level;
    else fumble = chain.level;
  }
  const swings = swingsOf(t, attacker, weapon, options, hit);
  return { total, hit, critical, fumble, defeated: critical >= 3, escalationUsed, swings };
}
