import { attackActionKind } from "../actions/attack-action.js";
import { spendAction } from "../actions/economy.js";
import { apSwings, rotationAp } from "../ap.js";
import type { AttackOutcome } from "../cards/outcome.js";
import { rollInitiative } from "../initiative/roll.js";
import type { PresetId } from "../presets.js";
import { standing, type FightContext, type Fighter } from "./state.js";
import { strike } from "./strike.js";
import { chooseAttack, type Choice, type Expectations } from "./tactics.js";
import { planSwarm, type SwarmExpectations, type SwarmPlan } from "./swarm.js";
import { FORECAST_ROUND_CAP, type ForecastTactic, type ForecastWeapon } from "./types.js";

/** How one simulated fight ended: who won (or a draw) and in which round. */
export interface FightEnd {
  winner: "party" | "enemies" | "draw";
  rounds: number;
}

/** A8: how deep free hits answering fumbles (of free hits answering fumbles …) may go in one attack. */
const FREE_HIT_DEPTH = 3;

/** Who won, or null while both teams still stand. */
function decided(fighters: readonly Fighter[]): FightEnd["winner"] | null {
  const party = fighters.some((f) => f.c.team === "party" && standing(f));
  const enemies = fighters.some((f) => f.c.team === "enemies" && standing(f));
  if (party && enemies) return null;
  return party ? "party" : enemies ? "enemies" : "draw";
}

/** One fight's play: its context, its fighters, the expected-damage table and the tactic. */
interface Play {
  ctx: FightContext;
  fighters: Fighter[];
  table: Expectations;
  tactic: ForecastTactic;
  /** How many attacks a turn makes (turnAttacks). */
  attacks: number;
  /** S9: the expected damage of Swarm Attacks (empty with Shock off). */
  swarm: SwarmExpectations;
}

/** T8: a weapon is usable unless it is an AP weapon with no swing left this rotation (LoT). */
function usableBy(play: Play, a: Fighter): (w: ForecastWeapon) => boolean {
  if (play.ctx.input.rules.preset !== "lot") return () => true;
  return (w) => w.apCost <= 0 || apSwings(rotationAp(a.c.ap, a.apSpent), w.apCost) >= 1;
}

/**
 * A8, A9: a fumble in the target's melee zone gives the target a free hit at the fumbler, with the weapon it expects
 * to hurt it most: a tragedy's is a critical and needs no slot; any other spends one of the round's free hits.
 */
function answerFumble(play: Play, o: AttackOutcome, a: Fighter, t: Fighter, depth: number): void {
  const e = o.escalation;
  if (!e?.freeHit || !standing(t) || !standing(a) || depth >= FREE_HIT_DEPTH) return;
  if (!e.freeHitCritical && t.freeHitsSpent >= t.c.freeHits) return;
  if (!e.freeHitCritical) t.freeHitsSpent += 1;
  const choice = chooseAttack("best", play.table, play.ctx.input.rules.preset, t, [a], usableBy(play, t));
  if (!choice) return;
  const back = strike(play.ctx, t, choice.weapon, a, { tragedy: e.freeHitCritical });
  answerFumble(play, back, t, a, depth + 1);
}

/**
 * The action kinds one turn's attacks spend, in order, as the rulebook's economy allows them from a fresh turn
 * (spendAction: L7 one standard, Z6 one major, S4 one Main, A2 the Attack Action then Move and both Bonus Actions
 * as an extra attack, T6 two Fulls). Worked out once per forecast: a turn's ledger starts empty and only attacks
 * spend from it.
 */
export function turnAttacks(preset: PresetId): string[] {
  const kinds = preset === "agility" ? [attackActionKind(preset), "extraAttack"] : [attackActionKind(preset)];
  const paid: string[] = [];
  let spent: Record<string, number> = {};
  for (let guard = 0; guard < 8; guard++) {
    const kind = kinds.find((k) => spendAction(preset, spent, k, { onTurn: true }).ok);
    if (!kind) break;
    const tried = spendAction(preset, spent, kind, { onTurn: true });
    if (tried.ok) spent = tried.spent;
    paid.push(kind);
  }
  return paid;
}

/**
 * S9: the Swarm Attack the tactic makes of a turn's first attack (`choice`) with allies who have not acted or
 * committed this round, when it expects more of it (planSwarm); null without Shock or when it doesn't.
 */
export function swarmFor(play: Pick<Play, "ctx" | "table" | "swarm" | "fighters">, a: Fighter, choice: Choice):
SwarmPlan | null {
  const round = play.ctx.round;
  const free = play.fighters.filter((f) => f !== a && f.c.team === a.c.team && standing(f)
    && f.actedRound !== round && f.committedRound !== round);
  return play.swarm.size && free.length ? planSwarm(play.table, play.swarm, choice, free, play.fighters) : null;
}

/**
 * One turn: the fighter attacks by the tactic once for each attack its rulebook's actions allow (turnAttacks); S9
 * its first attack may be a Swarm Attack (swarmFor), whose committed allies give up their own this round. A fighter
 * committed to an ally's Swarm this round makes no attack.
 */
function takeTurn(play: Play, a: Fighter): void {
  const preset = play.ctx.input.rules.preset;
  const usable = usableBy(play, a);
  a.actedRound = play.ctx.round;
  if (a.committedRound === play.ctx.round) return;
  for (let n = 0; n < play.attacks && standing(a); n++) {
    const choice = chooseAttack(play.tactic, play.table, preset, a, play.fighters, usable);
    if (!choice) return;
    const swarm = n === 0 ? swarmFor(play, a, choice) : null;
    for (const ally of swarm?.committed ?? []) ally.committedRound = play.ctx.round;
    const o = strike(play.ctx, a, choice.weapon, choice.target, { swarm: swarm?.assailants ?? 1 });
    answerFumble(play, o, a, choice.target, 0);
    if (decided(play.fighters)) return;
  }
}

/** Plays one fight to its end: initiative (the rulebook's own roll), then rounds of turns until one team stands. */
export function playFight(play: Play): FightEnd {
  const { ctx, fighters } = play;
  const first = decided(fighters);
  if (first) return { winner: first, rounds: 0 };
  const byId = new Map(fighters.map((f) => [f.c.id, f]));
  const entrants = fighters.filter(standing).map((f) => f.c.entrant);
  const { order } = rollInitiative(ctx.input.mode, entrants, ctx.dice, ctx.input.initiative);
  for (let round = 1; round <= FORECAST_ROUND_CAP; round++) {
    ctx.round = round;
    for (const f of fighters) {
      f.attackedThisRound = 0;
      f.freeHitsSpent = 0;
      f.apSpent = 0;
    }
    for (const id of order) {
      const f = byId.get(id);
      if (!f || !standing(f)) continue;
      takeTurn(play, f);
      const winner = decided(fighters);
      if (winner) return { winner, rounds: round };
    }
  }
  return { winner: "draw", rounds: FORECAST_ROUND_CAP };
}

export type { Play };
