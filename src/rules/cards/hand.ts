import type { Hit, Target } from "../damage/types.js";
import type { PreviewInput } from "./preview.js";
import type { Step } from "./types.js";

/** The GM's multipliers of a damage row: ×½, ×2, ×0, and ×1 (none chosen). */
export const HAND_MULTIPLIERS = [1, 0.5, 2, 0] as const;
/** One multiplier of a damage row. */
export type HandMultiplier = typeof HAND_MULTIPLIERS[number];

/** The GM's controls on a damage row, by the key its button carries. */
export const HAND_KEYS = ["half", "double", "zero", "ignoreDr"] as const;
/** One control of the GM's hand. */
export type HandKey = typeof HAND_KEYS[number];

/** The multiplier each multiplier control chooses. */
const KEY_MULTIPLIER: Record<Exclude<HandKey, "ignoreDr">, HandMultiplier> = { half: 0.5, double: 2, zero: 0 };

/** What the GM chose for one damage row before applying it: a multiplier and whether damage reduction is ignored. */
export interface RowHand {
  multiplier: HandMultiplier;
  ignoreDr: boolean;
}

/** A row the GM left alone: ×1, damage reduction counted. */
export const PLAIN_HAND: Readonly<RowHand> = Object.freeze({ multiplier: 1, ignoreDr: false });

/** True when the hand changes nothing (×1, damage reduction counted). */
export function isPlainHand(hand: RowHand | null | undefined): boolean {
  return !hand || (hand.multiplier === 1 && !hand.ignoreDr);
}

/**
 * The hand after the GM presses one control: a multiplier replaces the one chosen (pressed again, back to ×1);
 * "ignore DR" switches on and off beside it.
 */
export function nextHand(hand: RowHand, key: HandKey): RowHand {
  if (key === "ignoreDr") return { multiplier: hand.multiplier, ignoreDr: !hand.ignoreDr };
  const multiplier = KEY_MULTIPLIER[key];
  return { multiplier: hand.multiplier === multiplier ? 1 : multiplier, ignoreDr: hand.ignoreDr };
}

/** The lang key of each multiplier's label ("×½"). */
const MULTIPLIER_LABELS: Readonly<Record<HandMultiplier, string>> = Object.freeze({ 1: "FRAY.CHAT.Hand.x1",
  0.5: "FRAY.CHAT.Hand.x05", 2: "FRAY.CHAT.Hand.x2", 0: "FRAY.CHAT.Hand.x0" });

/** The lang key of a multiplier's label ("×½"). */
export function multiplierLabel(multiplier: HandMultiplier): string {
  return MULTIPLIER_LABELS[multiplier];
}

/** One hit's rolled amount times the multiplier, rounded down (×½ of 7 is 3). */
export function handAmount(amount: number, multiplier: HandMultiplier): number {
  return Math.floor(amount * multiplier);
}

/** The target as the hits meet it: with "ignore DR", no damage reduction of any kind, the overshield's own too. */
function handTarget(target: Target, ignoreDr: boolean): Target {
  if (!ignoreDr) return target;
  const overshield = target.overshield ? { ...target.overshield, dr: 0 } : target.overshield;
  return { ...target, dr: {}, overshield };
}

/**
 * The preview input with the GM's hand applied (dnd5e-like): each hit's rolled amount is multiplied and rounded
 * down, then damage reduction meets it (none with "ignore DR"); the overshield, the T10 guard and the A5 wound
 * follow from what gets through. ×0 deals nothing and defeats no one (A7). The lines say what was chosen.
 */
export function withHand(input: PreviewInput, hand: RowHand | null | undefined): PreviewInput {
  if (!hand || isPlainHand(hand) || !Array.isArray(input.hits)) return input;
  const hits: Hit[] = input.hits.map((h) => ({ ...h, amount: handAmount(h.amount, hand.multiplier) }));
  const steps: Step[] = [];
  if (hand.multiplier !== 1) {
    const raw = input.hits.reduce((sum, h) => sum + h.amount, 0);
    const amount = hits.reduce((sum, h) => sum + h.amount, 0);
    steps.push({ key: "FRAY.CHAT.Step.hand", data: { multiplier: multiplierLabel(hand.multiplier), raw, amount } });
  }
  if (hand.ignoreDr) steps.push({ key: "FRAY.CHAT.Step.ignoreDr", data: {} });
  return { ...input, hits, target: handTarget(input.target, hand.ignoreDr),
    defeated: hand.multiplier === 0 ? false : input.defeated, lead: [...(input.lead ?? []), ...steps] };
}

/** The keys a request naming a multiplier or "ignore DR" would carry. */
const HAND_REQUEST_KEYS: readonly string[] = ["hand", "multiplier", "ignoreDr", ...HAND_KEYS];

/** True when a request (a player's query) carries any of the GM's hand: only a GM's own click chooses one. */
export function carriesHand(request: unknown): boolean {
  return typeof request === "object" && request !== null
    && Object.keys(request).some((key) => HAND_REQUEST_KEYS.includes(key));
}

/** Reads a stored hand, or the plain hand for anything that is not one. */
export function readHand(value: unknown): RowHand {
  const hand = value as Partial<RowHand> | null | undefined;
  const multiplier = (HAND_MULTIPLIERS as readonly unknown[]).includes(hand?.multiplier)
    ? hand!.multiplier as HandMultiplier : 1;
  return { multiplier, ignoreDr: hand?.ignoreDr === true };
}
