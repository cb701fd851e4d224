import * as model from "../model/index.js";
import type { FuzzCase } from "./arbitraries.js";
import type { Observed } from "./product.js";

/** T8: the swings the model allows this attack, or 0 when it refuses it (no AP left for one swing). */
function allowedSwings(k: FuzzCase): number {
  if (k.toggles.preset !== "lot" || k.weapon.apCost <= 0) return 1;
  const left = model.swingsLeft(k.attacker.ap, k.weapon.apCost, 0);
  const chosen = k.options.apSwings ?? left;
  return chosen > left ? 0 : chosen;
}

/**
 * Every number where the product and the model disagree on one case, as "what: product ≠ model" lines (empty when
 * they agree). The model is handed the dice the product rolled (the d20, the escalation chain, the damage faces).
 */
export function disagreements(k: FuzzCase, seen: Observed): string[] {
  const out: string[] = [];
  const differ = (what: string, product: unknown, expected: unknown) => {
    if (JSON.stringify(product) !== JSON.stringify(expected)) {
      out.push(`${what}: product ${JSON.stringify(product)} ≠ model ${JSON.stringify(expected)}`);
    }
  };
  const t = k.toggles;
  if (allowedSwings(k) === 0 || seen.refused !== null) {
    differ("refused", seen.refused !== null, allowedSwings(k) === 0);
    if (seen.refused !== null && allowedSwings(k) !== 0) out.push(`notice: ${seen.refused}`);
    return out;
  }
  const judged = model.judge(t, { natural: seen.natural, attacker: k.attacker, weapon: k.weapon, target: k.target,
    options: k.options, escalation: seen.escalation.rolls });
  const hit = seen.outcome === "hit" || seen.outcome === "critical";
  differ("total", seen.total, judged.total);
  differ("hit", hit, judged.hit);
  differ("critical", seen.outcome === "critical" ? Math.max(1, seen.escalation.level) : 0, judged.critical);
  differ("fumble", seen.outcome === "fumble" ? Math.max(1, seen.escalation.level) : 0, judged.fumble);
  differ("escalation dice", seen.escalation.rolls.length, judged.escalationUsed);
  differ("defeated", seen.escalation.targetDefeated, judged.defeated);
  if (judged.hit) differ("swings", seen.swings, judged.swings);
  let hits: { amount: number; kind: model.Kind }[] = [];
  if (hit && seen.damage) {
    const amounts = seen.damage.faces.slice(0, Math.max(1, seen.swings)).map((faces) => model.hitDamage(t, {
      attacker: k.attacker, weapon: k.weapon, target: k.target, faces, critical: judged.critical,
      shieldReady: false, options: k.options }));
    differ("damage", seen.damage.amounts, amounts);
    hits = amounts.map((amount) => ({ amount, kind: k.weapon.kind }));
  } else if (!hit) {
    const shock = model.shockOnMiss(t, { attacker: k.attacker, weapon: k.weapon, target: k.target,
      shieldReady: false, totalDefense: false, options: k.options });
    differ("shock", seen.shock, shock);
    hits = shock > 0 ? [{ amount: shock, kind: k.weapon.kind }] : [];
  }
  if (hits.length) {
    const after = model.applyHits(t, k.target, hits);
    differ("hp after", seen.after.hp, after.hp);
    differ("overshield after", seen.after.overshield, t.overshield ? after.overshield : k.target.overshield.value);
    differ("wounds after", seen.after.wounds, k.target.wounds + (after.wound ? 1 : 0));
  }
  return out;
}
