import { requireList, requireOneOf } from "../validate.js";
import { checkHit, checkTarget, checkThreshold } from "./check.js";
import { DR_PER } from "../presets.js";
import { type DrPools, OVERSHIELD_SLOT, reduce, refillPools } from "./reduction.js";
import type { DamageOptions, DamageResult, Hit, Target } from "./types.js";

/**
 * Applies one attack's hits, in order: each hit meets the standing overshield (its own DR only) or, when it
 * ignores the overshield or the overshield is gone, the character's DR for its kind; what a breaking hit's
 * overshield can't hold spills into HP through the character's DR (T9, T11 (I)). Then the T10 guard and A5, whose
 * wound is a status a standing overshield that the attack does not break blocks (T11).
 */
export function applyDamage(target: Target, hits: readonly Hit[], options: DamageOptions = {}): DamageResult {
  const t = checkTarget(target);
  requireList("hits", hits);
  const perAttack = requireOneOf("options.drPer", options.drPer ?? "hit", DR_PER) === "attack";
  const threshold = checkThreshold("options.woundThreshold", options.woundThreshold);
  const pools: DrPools = [0, 0, 0, 0];
  const standing = t.overshield !== null && t.overshield > 0;
  let overshield = t.overshield ?? 0;
  let faced = false;
  let netToHp = 0;
  for (let i = 0; i < hits.length; i++) {
    const hit = hits[i]!;
    const slot = checkHit(hit, i);
    if (i === 0 || !perAttack) refillPools(pools, t.dr, t.overshieldDr);
    let through = hit.amount;
    faced ||= hit.ignoresOvershield !== true;
    if (overshield > 0 && hit.ignoresOvershield !== true) {
      through = reduce(through, pools, OVERSHIELD_SLOT);
      const held = through < overshield ? through : overshield;
      overshield -= held;
      through -= held;
    }
    netToHp += reduce(through, pools, slot);
  }
  const broken = standing && overshield === 0;
  const statusBlocked = standing && !broken && faced;
  const raw = t.hp - netToHp;
  const guarded = raw < 0 && options.fullHealthGuard === true && t.player && t.hp === t.max;
  const hp = raw < 0 ? 0 : raw;
  const wound = threshold !== null && netToHp >= threshold && !statusBlocked;
  return {
    hp,
    overshield: t.overshield === null ? null : overshield,
    hpLost: t.hp - hp,
    overshieldLost: (t.overshield ?? 0) - overshield,
    overshieldBroken: broken,
    statusBlocked,
    wound,
    wounds: t.wounds + (wound ? 1 : 0),
    unconscious: guarded,
    netToHp,
    overkill: raw < 0 && !guarded ? -raw : 0,
  };
}
