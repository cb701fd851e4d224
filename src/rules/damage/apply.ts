import { requireList, requireOneOf } from "../validate.js";
import { checkHit, checkTarget, checkThreshold, type CheckedTarget } from "./check.js";
import { DR_PER } from "../presets.js";
import { type DrPools, reduce, refillPools } from "./reduction.js";
import type { DamageOptions, DamageResult, Hit, Target } from "./types.js";

/** How the hits of one attack split between the overshield and HP. */
interface Landed {
  overshield: number;
  netToHp: number;
}

/**
 * Applies one attack's hits, in order: each hit meets the standing overshield (its own DR only) or, when it
 * ignores the overshield or the overshield is gone, the character's DR for its kind; what a breaking hit's
 * overshield can't hold spills into HP through the character's DR (T9, T11 (I)). Then the T10 guard and A5.
 */
export function applyDamage(target: Target, hits: readonly Hit[], options: DamageOptions = {}): DamageResult {
  const t = checkTarget(target);
  requireList("hits", hits);
  const perAttack = requireOneOf("options.drPer", options.drPer ?? "hit", DR_PER) === "attack";
  const threshold = checkThreshold("options.woundThreshold", options.woundThreshold);
  const landed = land(t, hits, perAttack);
  const standing = t.overshield !== null && t.overshield > 0;
  const broken = standing && landed.overshield === 0;
  const raw = t.hp - landed.netToHp;
  const guarded = raw < 0 && options.fullHealthGuard === true && t.player && t.hp === t.max;
  const hp = raw < 0 ? 0 : raw;
  const wound = threshold !== null && landed.netToHp >= threshold;
  return {
    hp,
    overshield: t.overshield === null ? null : landed.overshield,
    hpLost: t.hp - hp,
    overshieldLost: (t.overshield ?? 0) - landed.overshield,
    overshieldBroken: broken,
    statusBlocked: standing && !broken && hits.some((hit) => hit.ignoresOvershield !== true),
    wound,
    wounds: t.wounds + (wound ? 1 : 0),
    unconscious: guarded,
    netToHp: landed.netToHp,
    overkill: raw < 0 && !guarded ? -raw : 0,
  };
}

/** Runs the hits through the overshield and DR layers; returns the overshield left and the net HP damage. */
function land(t: CheckedTarget, hits: readonly Hit[], perAttack: boolean): Landed {
  const pools: DrPools = { physical: 0, elemental: 0, arcane: 0, overshield: 0 };
  refillPools(pools, t.dr, t.overshieldDr);
  let overshield = t.overshield ?? 0;
  let netToHp = 0;
  for (let i = 0; i < hits.length; i++) {
    const hit = hits[i]!;
    const kind = checkHit(hit, i);
    if (i > 0 && !perAttack) refillPools(pools, t.dr, t.overshieldDr);
    let through = hit.amount;
    if (overshield > 0 && hit.ignoresOvershield !== true) {
      through = reduce(through, pools, "overshield");
      const held = through < overshield ? through : overshield;
      overshield -= held;
      through -= held;
    }
    netToHp += reduce(through, pools, kind);
  }
  return { overshield, netToHp };
}
