import { requireFinite, requireInteger, requireRecord } from "../validate.js";

/** Z14: by default a group protects 1 of every 3 members (1 protected per 2 defenders). */
export const GROUP_DEFENSE_RATIO = 3;

/** Z14: an incapacitated or (revivable) dead ally counts this much of a character when defended. */
export const DOWNED_WEIGHT = 0.25;

/** A group's choice of whom to protect, made at the end of the movement phase. */
export interface GroupDefenseInput {
  /** Members not protected, who stand between the enemy and the protected. */
  defenders: number;
  /** Protected characters who can act (they can't attack or be attacked in melee). */
  protectedActive: number;
  /** Protected incapacitated or dead allies; each counts ¼. */
  protectedDown?: number;
  /** 1 protected of every `ratio` members (default 3, at least 2; a zone trait may change it). */
  ratio?: number;
}

/** Whether the group can protect that many, counted in characters. */
export interface GroupDefenseResult {
  /** Defenders ÷ (ratio − 1): how many characters' worth the group can protect. */
  capacity: number;
  /** Active protected + ¼ per downed protected. */
  used: number;
  ok: boolean;
}

/** Z14: checks a group-defense choice against the group's capacity. */
export function groupDefense(input: GroupDefenseInput): GroupDefenseResult {
  requireRecord("input", input);
  const defenders = requireInteger("input.defenders", input.defenders, { min: 0 });
  const active = requireInteger("input.protectedActive", input.protectedActive, { min: 0 });
  const down = requireInteger("input.protectedDown", input.protectedDown ?? 0, { min: 0 });
  const ratio = requireFinite("input.ratio", input.ratio ?? GROUP_DEFENSE_RATIO, { min: 2 });
  const capacity = defenders / (ratio - 1);
  const used = active + down * DOWNED_WEIGHT;
  return { capacity, used, ok: used <= capacity + 1e-9 };
}
