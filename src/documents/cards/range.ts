import { RANGE_LABELS } from "../../config/items.js";
import {
  checkRange, distanceWithHeight, nearestCells, tokenCells, rangeFeet, RANGE_CATEGORIES, type RangeCategory,
  type RangeOptions, type RulesInForce, type Step,
} from "../../rules/index.js";
import { documentAt } from "../../types/shims.js";
import { localize } from "../../data/chat-message/localize.js";
import type { WeaponModel } from "../../data/item/weapon.js";
import { actorData, type CardActor } from "./actor-view.js";
import type { AttackMessageModel } from "../../data/chat-message/attack.js";
import { landingOf, type ExtremeLanding, type TargetSquare } from "../../data/chat-message/attack-context.js";

/**
 * A scene's grid as range reads it (Scene#grid: size in pixels, the distance of a space and BaseGrid#measurePath in
 * the scene's units).
 */
interface MeasuringGrid {
  size: number;
  distance: number;
  measurePath(waypoints: { x: number; y: number }[]): { distance: number };
}

/** What range reads of a token: where it stands (elevation in the scene's units), its size in spaces, its scene. */
interface PlacedToken {
  x: number;
  y: number;
  elevation: number;
  width: number;
  height: number;
  parent: { id?: string | null; grid?: MeasuringGrid } | null;
}

/** The weapon's range as the card reads it: its own category and whether it has Reach. */
export interface WeaponRange {
  category: RangeCategory;
  reach: boolean;
}

/** L10 at one target: the to-hit change, the card line, why the attack is refused, whether it lands a round later. */
export interface RangeReading {
  penalty: number;
  line: Step;
  refusal: { key: string; data: Record<string, string | number> } | null;
  extreme: boolean;
}

/**
 * L10, L11: the distance between two tokens on one gridded scene, in the scene's units: across, measured by Foundry
 * (Scene#grid.measurePath, with the world's diagonal rule) from the attacker's grid space nearest the target to the
 * target's nearest the attacker; where their elevations differ, that and the height between them combined as L11
 * counts a diagonal (distanceWithHeight). Null when they are not on one scene with a grid.
 */
export function tokenDistance(from: PlacedToken, to: PlacedToken): number | null {
  const grid = from.parent?.grid;
  if (!grid?.size || !from.parent || from.parent !== to.parent) return null;
  const size = grid.size;
  const [a, b] = [tokenCells(from, size), tokenCells(to, size)];
  const [fromColumn, toColumn] = nearestCells(a.columns, b.columns);
  const [fromRow, toRow] = nearestCells(a.rows, b.rows);
  const centre = (column: number, row: number) => ({ x: (column + 0.5) * size, y: (row + 0.5) * size });
  const across = grid.measurePath([centre(fromColumn, fromRow), centre(toColumn, toRow)]).distance;
  return distanceWithHeight(across, to.elevation - from.elevation, grid.distance);
}

/** (I) The attacker's size steps above Average for L10 melee: a token of 2 × 2 spaces is one, 3 × 3 two. */
function sizeSteps(token: PlacedToken | null): number {
  return token ? Math.max(0, Math.round(Math.max(token.width, token.height)) - 1) : 0;
}

/** The line of a range allowed: the category, how it was found (measured feet or chosen) and any penalty. */
function rangeLine(category: RangeCategory, own: RangeCategory, feet: number | null, penalty: number): Step {
  const measured = feet === null ? "Chosen" : "";
  const beyond = penalty ? "Beyond" : "";
  return { key: `FRAY.CHAT.Line.legendRange${measured}${beyond}`,
    data: { category: RANGE_LABELS[category], own: RANGE_LABELS[own], distance: feet ?? 0,
      penalty: `\u2212${Math.abs(penalty)}` } };
}

/**
 * L10 (Legend): the range from the attacker's token to a target's, for a weapon of its own category (Reach, the
 * attacker's level and token size widening melee): measured on the scene when both stand on one, else the category
 * the GM chose on the dialog (`chosen`), else null (no range is applied); null under other rulebooks.
 */
export function legendRange(rules: RulesInForce, attackerTokenUuid: string, targetTokenUuid: string,
  weapon: WeaponRange, level: number, chosen: RangeCategory | ""): RangeReading | null {
  if (rules.preset !== "legend") return null;
  const from = documentAt(attackerTokenUuid) as PlacedToken | null;
  const to = documentAt(targetTokenUuid) as PlacedToken | null;
  const measured = from && to ? tokenDistance(from, to) : null;
  if (measured === null && !RANGE_CATEGORIES.includes(chosen as RangeCategory)) return null;
  const opts: RangeOptions = { reach: weapon.reach, sizeSteps: sizeSteps(from) };
  const distance = measured ?? rangeFeet(chosen as RangeCategory, Math.max(0, level), opts);
  const check = checkRange(weapon.category, distance, Math.max(0, level), opts);
  const category = check.category;
  if (!check.allowed || category === null) {
    const refusal = { key: check.allowed ? "FRAY.RULES.Ranges.OutOfRange" : check.reason, data: {
      own: localize(RANGE_LABELS[weapon.category]), distance,
      category: localize(category ? RANGE_LABELS[category] : "FRAY.RULES.Ranges.beyond") } };
    return { penalty: 0, line: rangeLine(category ?? "extreme", weapon.category, measured, 0), refusal,
      extreme: false };
  }
  return { penalty: check.penalty, line: rangeLine(category, weapon.category, measured, check.penalty), refusal: null,
    extreme: check.delay !== null };
}

/**
 * L10 at each target (by token uuid, in order) of an attack by `actor` from its token with `weapon` (its own range
 * category and Reach, the actor's level): what rollAttack applies and the GM's client re-derives alike.
 */
export function attackRanges(rules: RulesInForce, actor: CardActor, attackerTokenUuid: string, weapon: WeaponModel,
  targets: readonly string[], chosen: RangeCategory | ""): (RangeReading | null)[] {
  const own = { category: weapon.range.category as RangeCategory, reach: weapon.reach };
  const level = actorData(actor)?.level ?? 1;
  return targets.map((uuid) => legendRange(rules, attackerTokenUuid, uuid, own, level, chosen));
}

/** L10: the square the target token (`tokenUuid`) stands on now, its height included; nulls when it has none. */
export function targetSquare(tokenUuid: string): TargetSquare {
  const token = documentAt(tokenUuid) as { x: number; y: number; elevation: number } | null;
  return { x: token?.x ?? null, y: token?.y ?? null, elevation: token?.elevation ?? null };
}

/** L10: the landing of an Extreme attack at the target token now on its square (`uuid`; null: no token). */
export function pendingLanding(tokenUuid: string): ExtremeLanding {
  return { ...targetSquare(tokenUuid), status: "pending" };
}

/** L10: true while an attack card waits for an Extreme attack to land. */
export function landsLater(card: AttackMessageModel): boolean {
  return card.targets.some((t) => landingOf(t)?.status === "pending");
}
