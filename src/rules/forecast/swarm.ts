import { judgeAttack } from "../attack/judge.js";
import { SWARM_MAX_ASSAILANTS, swarmBonus } from "../attack/swarm.js";
import { shockOnMiss } from "../shock.js";
import { formulaMaximum, formulaMean } from "./formula.js";
import { standing, type FightContext, type Fighter } from "./state.js";
import { outcomeInput } from "./strike.js";
import type { Choice, Expectations } from "./tactics.js";
import type { ForecastWeapon } from "./types.js";

/** S9: the expected damage of a Swarm Attack by `a` with `w` on `t`, by its assailants (index 2 … 4; 0, 1 unused). */
export type SwarmExpectations = ReadonlyMap<ForecastWeapon, ReadonlyMap<string, readonly number[]>>;

/** A Swarm Attack the tactic makes: its assailants (the attacker included) and the allies who commit to it. */
export interface SwarmPlan {
  assailants: number;
  committed: Fighter[];
}

/**
 * S9: the damage a Swarm Attack of `k` assailants is expected to deal: over the d20's faces judged with the Swarm's
 * +2 per other assailant, a hit's mean with its +1 per other assailant (never past the weapon's maximum) after DR,
 * a miss's Shock, which ignores AC and shields.
 */
function swarmExpected(ctx: FightContext, a: Fighter, w: ForecastWeapon, t: Fighter, k: number): number {
  const f = ctx.formulas.get(w)!;
  const dr = t.c.dr[w.kind] ?? 0;
  const mean = Math.min(formulaMean(f) + swarmBonus(k).damage, Math.max(formulaMean(f), formulaMaximum(f)));
  const perHit = Math.max(0, mean + w.damageBonus - dr);
  let sum = 0;
  for (let natural = 1; natural <= 20; natural++) {
    const input = outcomeInput(ctx, a, w, t, natural, { swarm: k });
    if (judgeAttack(ctx.input.rules.preset, input.attack).hit) sum += perHit;
    else if (input.shock) {
      sum += Math.max(0, shockOnMiss({ ...input.shock, targetAc: input.attack.defense }).amount - dr);
    }
  }
  return sum / 20;
}

/** S9: every weapon's expected Swarm damage on every enemy, by assailants; empty when Shock (and so Swarm) is off. */
export function swarmExpectations(ctx: FightContext, fighters: readonly Fighter[]): SwarmExpectations {
  const table = new Map<ForecastWeapon, Map<string, number[]>>();
  if (!ctx.input.rules.shock) return table;
  for (const a of fighters) {
    for (const w of a.c.weapons) {
      if (!ctx.formulas.has(w)) continue;
      const row = new Map<string, number[]>();
      for (const t of fighters) {
        if (t.c.team === a.c.team) continue;
        row.set(t.c.id, [0, 0, ...[2, 3, 4].map((k) => swarmExpected(ctx, a, w, t, k))]);
      }
      table.set(w, row);
    }
  }
  return table;
}

/** What an ally is expected to deal with its own attack this round: its best weapon on its best enemy. */
function ownAttack(table: Expectations, ally: Fighter, fighters: readonly Fighter[]): number {
  let best = 0;
  for (const w of ally.c.weapons) {
    const row = table.get(w);
    if (!row) continue;
    for (const t of fighters) {
      if (t.c.team !== ally.c.team && standing(t)) best = Math.max(best, Math.min(row.get(t.c.id) ?? 0, t.hp));
    }
  }
  return best;
}

/**
 * S9 (with Shock on): whether the attack `choice` is better made as a Swarm Attack with allies who have not acted
 * this round (`free`), and with how many: the Swarm's expected damage less the attack alone and less what the
 * committed allies (those expected to deal least) would have dealt themselves, the best gain above 0; else null.
 */
export function planSwarm(table: Expectations, swarm: SwarmExpectations, choice: Choice, free: readonly Fighter[],
  fighters: readonly Fighter[]): SwarmPlan | null {
  const byK = swarm.get(choice.weapon)?.get(choice.target.c.id);
  if (!byK) return null;
  const left = choice.target.hp + (choice.target.overshield ?? 0);
  const alone = Math.min(table.get(choice.weapon)?.get(choice.target.c.id) ?? 0, left);
  const allies = free.map((f) => ({ f, own: ownAttack(table, f, fighters) })).sort((x, y) => x.own - y.own);
  let plan: SwarmPlan | null = null;
  let gain = 0;
  for (let k = 2; k <= Math.min(SWARM_MAX_ASSAILANTS, allies.length + 1); k++) {
    const committed = allies.slice(0, k - 1);
    const mine = Math.min(byK[k]!, left) - alone - committed.reduce((sum, x) => sum + x.own, 0);
    if (mine > gain + 1e-9) {
      gain = mine;
      plan = { assailants: k, committed: committed.map((x) => x.f) };
    }
  }
  return plan;
}
