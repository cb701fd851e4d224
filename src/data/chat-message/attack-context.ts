import { takesShock, type AttackOutcome } from "../../rules/index.js";
import { localize, localizeStep, type Localizable } from "./localize.js";
import { OUTCOME_LABELS } from "./outcome-field.js";

/** The icon of each outcome, so hit and miss read without colour. */
const OUTCOME_ICONS = Object.freeze({
  hit: "fa-solid fa-check", miss: "fa-solid fa-xmark", critical: "fa-solid fa-burst", fumble: "fa-solid fa-skull",
});

/** One target row of the attack card, ready for the template. */
export interface AttackRowContext {
  /** The target's token, which the row's buttons name. */
  tokenUuid: string;
  name: string;
  img: string;
  /** The outcome's key (hit, miss, critical, fumble), its icon and its localized label. */
  outcome: string;
  icon: string;
  label: string;
  /** The localized roll line ("d20 15: 17 against AC 12"). */
  roll: string;
  /** The localized lines under it: Shock, escalation, AP swings, range and the rules' notes. */
  lines: string[];
  /** S7, S8: the row is a miss that takes Shock (or spends the shield that ignored it): it offers Apply Shock. */
  canApplyShock: boolean;
  /** A8: the attack fumbled in this target's melee zone and this user may take its free hit: it offers Free hit. */
  canFreeHit: boolean;
  /** A8: that free hit was taken (the GM's record): the button shows it, disabled. */
  freeHitTaken: boolean;
}

/** L10: the square a target token stood on: its x, y and elevation; null x and y when it had no token. */
export interface TargetSquare {
  x: number | null;
  y: number | null;
  /** Its elevation; absent on cards rolled before Fray noted it. */
  elevation?: number | null;
}

/** L10: an Extreme attack's state at one target: the square it stood on at the roll, and whether it has landed. */
export interface ExtremeLanding extends TargetSquare {
  status: "pending" | "landed" | "wasted";
}

/** A stored target of an attack card. */
export interface StoredAttackTarget {
  /** The target's token and actor, by uuid, and its name and image as they were at roll time. */
  tokenUuid: string;
  actorUuid: string;
  name: string;
  img: string;
  /** The rules' judgement of the attack against this target. */
  outcome: AttackOutcome;
  /** Z10: the zone range from the attacker at roll time (Lur-Asko), or why there was none. */
  range?: Localizable | null;
  /** T12: the flanking taken off the target's Dodge and Armor at roll time (LoT). */
  flanking?: Localizable | null;
  /** L10: an attack at Extreme range, landing a round later (Legend, in a started combat). */
  extreme?: ExtremeLanding | null;
}

/** L10: the state of a stored target's Extreme attack, or null when it carries none. */
export function landingOf(target: StoredAttackTarget): ExtremeLanding | null {
  const landing = target.extreme;
  return landing && typeof landing.status === "string" ? landing : null;
}

/** L10: true when the attack reaches the target now: not an Extreme attack still on its way, or wasted. */
export function reaches(target: StoredAttackTarget): boolean {
  const status = landingOf(target)?.status;
  return status !== "pending" && status !== "wasted";
}

/**
 * The row of one target: outcome icon and label, "total vs needed" (only the roll when the viewer may not see the
 * target's numbers: `hidden`), Shock or why not, escalation, notes; A8 a Free hit button when the attack fumbled in
 * its melee zone and this user may take it (`freeHitter`: its owner or a GM), shown taken once it is (`taken`).
 */
export function attackRow(target: StoredAttackTarget, hidden = false, freeHitter = false, taken = false):
AttackRowContext {
  const o = target.outcome;
  const lines: string[] = [];
  if (o.critThreshold !== null) lines.push(localizeStep({ key: "FRAY.CHAT.Line.critThreshold",
    data: { threshold: o.critThreshold } }));
  if (o.shock) {
    lines.push(o.shock.negatedBy === null
      ? localizeStep({ key: "FRAY.CHAT.Line.shock", data: { amount: o.shock.amount } })
      : localizeStep({ key: "FRAY.CHAT.Line.shockNegated", data: { reason: `FRAY.RULES.Shock.NegatedBy.${o.shock.negatedBy}` } }));
  }
  if (o.shockFloor > 0) lines.push(localizeStep({ key: "FRAY.CHAT.Line.shockFloor", data: { amount: o.shockFloor } }));
  if (o.escalation) lines.push(escalationLine(o.escalation));
  if (o.ap) {
    lines.push(localizeStep({ key: o.ap.swings === 1 ? "FRAY.CHAT.Line.apOne" : "FRAY.CHAT.Line.ap", data: { ...o.ap } }));
  }
  if (typeof target.range?.key === "string") lines.push(localizeStep(target.range));
  if (typeof target.flanking?.key === "string") lines.push(localizeStep(target.flanking));
  const landing = landingOf(target);
  if (landing) lines.push(localize(`FRAY.CHAT.Line.extreme.${landing.status}`));
  lines.push(...o.notes.map(localize));
  return {
    tokenUuid: target.tokenUuid, name: target.name, img: target.img, outcome: o.outcome,
    icon: OUTCOME_ICONS[o.outcome], label: localize(OUTCOME_LABELS[o.outcome]),
    roll: rollLine(o, hidden),
    lines,
    canApplyShock: takesShock(o),
    canFreeHit: freeHitter && o.escalation?.kind === "fumble" && o.escalation.freeHit,
    freeHitTaken: taken,
  };
}

/** "d20 15: 17 against Dodge 12": the roll and what it needed (the defense checked), or only the roll when hidden. */
function rollLine(o: AttackOutcome, hidden: boolean): string {
  const roll = { natural: o.natural, total: o.total };
  if (hidden) return localizeStep({ key: "FRAY.CHAT.Line.rollHidden", data: roll });
  return localizeStep(o.checked
    ? { key: "FRAY.CHAT.Line.rollAgainst", data: { ...roll, needed: o.needed, defense: `FRAY.CHAT.Defense.${o.checked}` } }
    : { key: "FRAY.CHAT.Line.roll", data: { ...roll, needed: o.needed } });
}

/** A7, A8: "Super critical (d4 4, d6 2): damage × 4" and the fumble's consequence. */
function escalationLine(e: NonNullable<AttackOutcome["escalation"]>): string {
  const name = e.kind === "critical" ? `FRAY.RULES.Criticals.Level.${e.level}` : `FRAY.RULES.Criticals.FumbleLevel.${e.level}`;
  const dice = e.rolls.map((roll, i) => `d${4 + 2 * i} ${roll}`).join(", ");
  let effect: string;
  if (e.kind === "critical") effect = e.targetDefeated ? "FRAY.CHAT.Escalation.defeated" : "FRAY.CHAT.Escalation.multiplier";
  else if (e.attackerDies) effect = "FRAY.CHAT.Escalation.attackerDies";
  else if (e.freeHitCritical) effect = "FRAY.CHAT.Escalation.freeCritical";
  else effect = e.freeHit ? "FRAY.CHAT.Escalation.freeHit" : "FRAY.CHAT.Escalation.noFreeHit";
  return localizeStep({ key: "FRAY.CHAT.Line.escalation", data: { name, dice: dice || "–",
    effect: localizeStep({ key: effect, data: { multiplier: e.multiplier } }) } });
}
