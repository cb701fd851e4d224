import { woundActionAdjust, type WoundModifier } from "../../rules/index.js";
import { SYSTEM_ID } from "../../config/system.js";

/** What this file reads of an actor: its effects (active, wound records) and its A9 free-hit slots. */
interface ActorLike {
  effects?: { contents: { active?: boolean; getFlag(scope: typeof SYSTEM_ID, key: "wound"): unknown }[] };
  system?: unknown;
}

/**
 * How the actor changes its rulebook's action pool: A5, one fewer BA per active Weakening wound; A9, its free-hit
 * slots (Agility modifier + 1, prepared on the actor under Agility only); {} when nothing changes it.
 */
export function actionAdjustOf(actor: ActorLike | null | undefined): Record<string, number> {
  const modifiers: WoundModifier[] = [];
  for (const effect of actor?.effects?.contents ?? []) {
    if (effect.active === false) continue;
    const wound = effect.getFlag(SYSTEM_ID, "wound") as { modifiers?: unknown } | undefined;
    if (!Array.isArray(wound?.modifiers)) continue;
    modifiers.push(...(wound.modifiers as Partial<WoundModifier>[])
      .filter((m): m is WoundModifier => typeof m?.stat === "string" && Number.isInteger(m.value)));
  }
  const adjust = woundActionAdjust(modifiers);
  const slots = (actor?.system as { freeHitSlots?: unknown } | undefined)?.freeHitSlots;
  return typeof slots === "number" && slots > 0 ? { ...adjust, freeHit: slots } : adjust;
}
