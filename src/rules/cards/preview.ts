import { applyDamage } from "../damage/apply.js";
import type { DamageOptions, DamageResult, Hit, Target } from "../damage/types.js";
import { AIMED_AREAS, FATAL_EXTRA_DAMAGE, WOUND_AREAS, type AimedArea, type WoundModifier } from "../damage/wounds.js";
import { requireInteger, requireList, requireOneOf } from "../validate.js";
import { refuse, type Refusal } from "../refusal.js";
import { refuseInvalid } from "./refusal.js";
import type { NumberChange, Step } from "./types.js";

/** The status ids an application can add: the T10 guard and 0 HP (unconscious), death (dead). */
export const DAMAGE_STATUSES = ["unconscious", "dead"] as const;
/** One status an application can add. */
export type DamageStatus = typeof DAMAGE_STATUSES[number];

/** What the damage card previews for one target. */
export interface PreviewInput {
  target: Target;
  hits: readonly Hit[];
  options?: DamageOptions;
  /** A4: the aimed area a wound goes to; absent = center mass (I: a wound with no effect). */
  aimedArea?: AimedArea | null;
  /** A5: the d4 face rolled for a Fatal wound (4 = +16 damage); needed when a Fatal wound happens. */
  fatalRoll?: number | null;
  /** A7: the critical defeated the target outright. */
  defeated?: boolean;
  /** The statuses the target has now, so only new ones are added. */
  statuses?: readonly string[];
  /** Lines already explaining how the hits were built (hitAmount), shown first. */
  lead?: readonly Step[];
}

/** A wound an application inflicts (A5): its area, the area's modifiers and the Fatal roll's extra damage. */
export interface WoundRecord {
  area: AimedArea;
  modifiers: WoundModifier[];
  fatalExtra: number;
  /** The ActiveEffect created for it, once the card has written it. */
  id: string | null;
}

/** What applying the damage would do to one target, with a line-by-line explanation. */
export interface DamagePreview {
  ok: true;
  result: DamageResult;
  hp: NumberChange;
  overshield: NumberChange | null;
  wound: WoundRecord | null;
  statuses: DamageStatus[];
  steps: Step[];
}

/**
 * Works out what one attack's hits would do to a target (T9–T11, A5, T10, A7) as a preview the card shows and
 * later applies; a negative or non-numeric amount, or bad target data, gives a refusal, never a throw.
 */
export function previewDamage(input: PreviewInput): DamagePreview | Refusal {
  const hits = Array.isArray(input.hits) ? input.hits : [];
  const bad = hits.find((h) => !(Number.isInteger(h?.amount) && h.amount >= 0));
  if (bad !== undefined || !Array.isArray(input.hits)) {
    return refuse("FRAY.CHAT.Refusal.badAmount", { value: String(bad?.amount) });
  }
  return refuseInvalid(() => preview(input));
}

/** The preview of valid hits; throws the rules' validation errors for bad target data. */
function preview(input: PreviewInput): DamagePreview {
  const result = applyDamage(input.target, input.hits, input.options);
  const area = requireOneOf("aimedArea", input.aimedArea ?? "centerMass", AIMED_AREAS);
  const statuses = requireList("statuses", input.statuses ?? []);
  const steps: Step[] = [...(input.lead ?? []), ...reductionSteps(input.hits, result)];
  let hp = result.hp;
  let wound: WoundRecord | null = null;
  if (result.wound) {
    const rule = WOUND_AREAS[area];
    const roll = rule.fatalRoll ? requireInteger("fatalRoll", input.fatalRoll, { min: 1, max: 4 }) : 0;
    const fatalExtra = roll === 4 ? FATAL_EXTRA_DAMAGE : 0;
    wound = { area, modifiers: rule.modifiers.map((m) => ({ ...m })), fatalExtra, id: null };
    steps.push({ key: "FRAY.CHAT.Step.wound", data: { area: rule.label, effect: rule.effect } });
    if (rule.fatalRoll) {
      steps.push({ key: `FRAY.CHAT.Step.fatal.${fatalExtra ? "hit" : "miss"}`, data: { roll, extra: fatalExtra } });
    }
    if (fatalExtra > 0 && !result.unconscious) hp = Math.max(0, hp - fatalExtra);
  }
  const status = statusAfter(input, result, hp);
  if (status && !statuses.includes(status)) steps.push({ key: `FRAY.CHAT.Step.status.${status}`, data: {} });
  const target = input.target;
  return {
    ok: true, result, wound, steps,
    hp: { from: target.hp.value, to: hp },
    overshield: result.overshield === null ? null : { from: target.overshield!.value, to: result.overshield },
    statuses: status && !statuses.includes(status) ? [status] : [],
  };
}

/**
 * (I) The status the blow leaves: dead when defeated (A7; not while the overshield holds, T11) or a non-player at
 * 0 HP; unconscious for the T10 guard and for a player at 0 HP.
 */
function statusAfter(input: PreviewInput, result: DamageResult, hp: number): DamageStatus | null {
  if (input.defeated === true && !result.statusBlocked) return "dead";
  if (result.unconscious) return "unconscious";
  if (hp > 0 || input.target.hp.value === 0) return null;
  return input.target.player === true ? "unconscious" : "dead";
}

/** "8 − 2 DR = 6; overshield absorbs 4 and breaks; 2 to HP" as steps, then the T10 guard and T11 status block. */
function reductionSteps(hits: readonly Hit[], result: DamageResult): Step[] {
  const raw = hits.reduce((sum, h) => sum + h.amount, 0);
  const net = result.overshieldLost + result.netToHp;
  const steps: Step[] = [raw > net
    ? { key: "FRAY.CHAT.Step.reduced", data: { raw, dr: raw - net, net } }
    : { key: "FRAY.CHAT.Step.damage", data: { raw } }];
  if (result.overshieldLost > 0 || result.overshieldBroken) {
    steps.push({ key: `FRAY.CHAT.Step.overshield.${result.overshieldBroken ? "breaks" : "absorbs"}`,
      data: { amount: result.overshieldLost, left: result.overshield ?? 0 } });
  }
  if (result.statusBlocked) steps.push({ key: "FRAY.CHAT.Step.statusBlocked", data: {} });
  steps.push(result.netToHp > 0
    ? { key: "FRAY.CHAT.Step.toHp", data: { amount: result.netToHp, hp: result.hp } }
    : { key: "FRAY.CHAT.Step.noHp", data: {} });
  if (result.unconscious) steps.push({ key: "FRAY.CHAT.Step.guard", data: {} });
  return steps;
}
