import { apSwings } from "../ap.js";
import { judgeAttack } from "../attack/judge.js";
import { shockOnMiss } from "../shock.js";
import { zoneRange } from "../zones/zone-range.js";
import { formulaMean } from "./formula.js";
import { standing, type FightContext, type Fighter } from "./state.js";
import { outcomeInput } from "./strike.js";
import type { ForecastCombatant, ForecastTactic, ForecastWeapon } from "./types.js";

/** The damage each weapon is expected to deal each target per attack, by weapon and target id. */
export type Expectations = ReadonlyMap<ForecastWeapon, ReadonlyMap<string, number>>;

/** One attack the tactic chose: with which weapon, on whom. */
export interface Choice {
  weapon: ForecastWeapon;
  target: Fighter;
}

/**
 * The damage `w` is expected to deal `t` per attack: over the twenty faces of the d20 judged as the card judges them
 * (judgeAttack), a hit's mean (every AP swing, T8) after DR, a miss's Shock after DR (S7; the shield not counted).
 */
function expected(ctx: FightContext, a: Fighter, w: ForecastWeapon, t: Fighter): number {
  const f = ctx.formulas.get(w)!;
  const dr = t.c.dr[w.kind] ?? 0;
  const swings = ctx.input.rules.preset === "lot" && w.apCost > 0 ? Math.max(1, apSwings(a.c.ap, w.apCost)) : 1;
  const perHit = Math.max(0, formulaMean(f) + w.damageBonus - dr) * swings;
  let sum = 0;
  for (let natural = 1; natural <= 20; natural++) {
    const input = outcomeInput(ctx, a, w, t, natural);
    const judged = judgeAttack(ctx.input.rules.preset, input.attack);
    if (judged.hit) sum += perHit;
    else if (input.shock) {
      const shock = shockOnMiss({ ...input.shock, shieldReady: false, targetAc: input.attack.defense });
      sum += Math.max(0, shock.amount - dr);
    }
  }
  return sum / 20;
}

/** The expected damage of every weapon of every fighter on every fighter of the other team. */
export function expectations(ctx: FightContext, fighters: readonly Fighter[]): Expectations {
  const table = new Map<ForecastWeapon, Map<string, number>>();
  for (const a of fighters) {
    for (const w of a.c.weapons) {
      if (!ctx.formulas.has(w)) continue;
      const row = new Map<string, number>();
      for (const t of fighters) if (t.c.team !== a.c.team) row.set(t.c.id, expected(ctx, a, w, t));
      table.set(w, row);
    }
  }
  return table;
}

/** Z10: a melee weapon reaches a target at short range when both stand in zones (Lur-Asko); anything else reaches. */
export function reaches(preset: string, a: ForecastCombatant, w: ForecastWeapon, t: ForecastCombatant): boolean {
  if (preset !== "lurasko" || !w.melee || !a.zone?.zone || !t.zone?.zone) return true;
  const range = zoneRange(a.zone, t.zone);
  return range.ok && range.range === "short";
}

/** What a target has left to lose: HP and overshield. */
function left(t: Fighter): number {
  return t.hp + (t.overshield ?? 0);
}

/** The tactic's ranking of an attack, most wanted first (the first difference decides). */
function rank(tactic: ForecastTactic, hurt: number, t: Fighter): [number, number, number] {
  if (tactic === "weakest") return [-left(t), hurt, 0];
  if (tactic === "spread") return [-t.attackedThisRound, hurt, -left(t)];
  return [hurt, -left(t), 0];
}

/**
 * The attack the tactic makes now, or null when `a` has no usable weapon or no standing enemy. Every tactic attacks
 * a reachable enemy (any enemy when none is reachable: it is taken to close in); "best" the one it expects to hurt
 * most (expected damage up to what the target has left; the weaker first on a tie), "weakest" the one with least
 * HP and overshield left, "spread" the one attacked least this round; each with the weapon expected to hurt it most.
 */
export function chooseAttack(tactic: ForecastTactic, table: Expectations, preset: string, a: Fighter,
  fighters: readonly Fighter[], usable: (w: ForecastWeapon) => boolean): Choice | null {
  let best: Choice | null = null;
  let bestReach = false;
  let key: [number, number, number] = [0, 0, 0];
  for (const weapon of a.c.weapons) {
    const row = table.get(weapon);
    if (!row || !usable(weapon)) continue;
    for (const target of fighters) {
      if (target.c.team === a.c.team || !standing(target)) continue;
      const reach = reaches(preset, a.c, weapon, target.c);
      if (bestReach && !reach) continue;
      const mine = rank(tactic, Math.min(row.get(target.c.id) ?? 0, left(target)), target);
      if (!best || (reach && !bestReach) || greater(mine, key)) {
        best = { weapon, target };
        bestReach = reach;
        key = mine;
      }
    }
  }
  return best;
}

/** True when `a` ranks before `b` (the first difference decides; equal is not greater). */
function greater(a: readonly number[], b: readonly number[]): boolean {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i]! > b[i]!;
  return false;
}
