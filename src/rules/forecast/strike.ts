import { rotationAp } from "../ap.js";
import { lotDefense } from "../attack/lot.js";
import { swarmBonus, swarmDamage } from "../attack/swarm.js";
import { attackOutcome, takesShock, type AttackOutcome, type OutcomeInput } from "../cards/outcome.js";
import { hitAmount } from "../cards/critical.js";
import { previewDamage } from "../cards/preview.js";
import { rollDie } from "../dice.js";
import type { Hit } from "../damage/types.js";
import { WOUND_AREAS } from "../damage/wounds.js";
import { targetInForce } from "../in-force.js";
import { formulaMaximum, rollFormula } from "./formula.js";
import type { FightContext, Fighter } from "./state.js";
import type { ForecastWeapon } from "./types.js";

/** How one attack is made: S9 the assailants of a Swarm Attack (1: none), A8 a tragedy's free hit. */
export interface StrikeOptions {
  swarm?: number;
  tragedy?: boolean;
}

/**
 * The attack as the card judges it (attackRule): the d20 with the wielder's terms and the Swarm's to-hit against the
 * target's defense (T7: the better of Dodge and Armor), Shock with the target's shield (S7, S8), the critical rule,
 * A8 the melee zone of a melee weapon, T8 the AP left this rotation.
 */
export function outcomeInput(ctx: FightContext, a: Fighter, w: ForecastWeapon, t: Fighter, natural: number,
  options: StrikeOptions = {}): OutcomeInput {
  const { rules } = ctx.input;
  const lot = rules.preset === "lot";
  const checked = lot ? lotDefense(t.c.lot, null) : null;
  const swarm = options.swarm ?? 1;
  const aimed = rules.wounds && ctx.input.aimedArea ? WOUND_AREAS[ctx.input.aimedArea].toHit : 0;
  return {
    attack: { natural, bonus: w.bonus + swarmBonus(swarm).toHit + aimed, defense: checked?.value ?? t.c.defense,
      threat: w.threat, attackerIsPlayer: a.c.player, defenderIsPlayer: t.c.player,
      critThreshold: lot && rules.criticals !== "none" ? a.c.critThreshold : undefined },
    checked: checked?.checked ?? null,
    criticals: rules.criticals,
    shock: rules.shock && w.shock.damage !== null ? { damage: w.shock.damage, maxAc: w.shock.maxAc,
      attributeMod: w.attributeMod, magicBonus: w.magicBonus, swarm: swarm > 1,
      shieldReady: t.c.shield && t.shieldUsedRound !== ctx.round } : null,
    inMeleeZone: rules.preset === "agility" && w.melee,
    tragedyFreeHit: options.tragedy === true,
    ap: lot && w.apCost > 0 ? { ap: rotationAp(a.c.ap, a.apSpent), apCost: w.apCost } : null,
  };
}

/** The hits a landing attack deals (one per AP swing, T8), each built as the damage card builds it (hitAmount). */
function landedHits(ctx: FightContext, a: Fighter, w: ForecastWeapon, o: AttackOutcome, swarm: number):
{ hits: Hit[]; defeated: boolean } {
  const formula = ctx.formulas.get(w)!;
  const weaponMax = formulaMaximum(formula);
  const swings = o.ap ? Math.max(o.ap.swings, 1) : 1;
  const hits: Hit[] = [];
  let defeated = o.escalation?.targetDefeated === true;
  for (let i = 0; i < swings; i++) {
    const rolled = rollFormula(formula, ctx.dice);
    if (rolled < 0) continue;
    const damage = swarm > 1 ? swarmDamage(rolled, swarmBonus(swarm).damage, weaponMax) : rolled;
    const amount = hitAmount({ damage, terms: w.damageBonus, shockFloor: o.shockFloor,
      critical: o.outcome === "critical" ? ctx.input.rules.criticals : null, characterLevel: a.c.level,
      escalation: o.escalation?.level, weaponMax });
    defeated ||= amount.defeated;
    hits.push({ amount: amount.amount, kind: w.kind, ignoresOvershield: false });
  }
  return { hits, defeated };
}

/**
 * Applies hits to the target as the damage card's preview does (T9–T11, A5, T10, A7), updating its state; `aimed`
 * says whether the attack's aimed area counts (a Shock card's does not).
 */
export function land(ctx: FightContext, t: Fighter, hits: Hit[], defeated: boolean, aimed = true): void {
  const { rules } = ctx.input;
  const wounds = aimed && rules.wounds && ctx.input.aimedArea ? ctx.input.aimedArea : null;
  const target = targetInForce({ hp: { value: t.hp, max: t.c.hp.max }, dr: t.c.dr, wounds: t.wounds,
    overshield: t.overshield === null ? null : { value: t.overshield, dr: t.c.overshield?.dr ?? 0 },
    player: t.c.player }, rules);
  const fatal = wounds === "fatal" ? rollDie(ctx.dice, 4) : null;
  const preview = previewDamage({ target, hits, options: rules.damage, aimedArea: wounds, fatalRoll: fatal, defeated,
    statuses: t.dead ? ["dead"] : [] });
  if (!preview.ok) return;
  t.hp = preview.hp.to;
  if (preview.overshield) t.overshield = preview.overshield.to;
  if (preview.wound) t.wounds += 1;
  if (preview.statuses.includes("dead")) t.dead = true;
  if (t.hp <= 0 || t.dead) t.dropped = true;
}

/**
 * One attack by `a` with `w` on `t`, played as the cards play it: judged (attackOutcome), its damage or Shock
 * applied, T8 the AP its swings spent, A8 a fumble's consequences. Returns the outcome.
 */
export function strike(ctx: FightContext, a: Fighter, w: ForecastWeapon, t: Fighter, options: StrikeOptions = {}):
AttackOutcome {
  const natural = rollDie(ctx.dice, 20);
  const o = attackOutcome(ctx.input.rules.preset, outcomeInput(ctx, a, w, t, natural, options), ctx.dice);
  t.attackedThisRound += 1;
  if (o.ap) a.apSpent += o.ap.apSpent;
  if (o.outcome === "hit" || o.outcome === "critical") {
    const { hits, defeated } = landedHits(ctx, a, w, o, options.swarm ?? 1);
    land(ctx, t, hits, defeated);
  } else if (takesShock(o)) {
    if (o.shock!.shieldUsed) t.shieldUsedRound = ctx.round;
    if (o.shock!.amount > 0) {
      land(ctx, t, [{ amount: o.shock!.amount, kind: w.kind, ignoresOvershield: false }], false, false);
    }
  }
  if (o.escalation?.attackerDies) {
    a.dead = true;
    a.dropped = true;
  }
  return o;
}
