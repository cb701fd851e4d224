import { woundActionAdjust, type WoundModifier } from "../../rules/index.js";
import { SYSTEM_ID } from "../../config/system.js";

/** What this file reads of an actor: its effects, whether each is active, and their wound records. */
interface ActorLike {
  effects?: { contents: { active?: boolean; getFlag(scope: typeof SYSTEM_ID, key: "wound"): unknown }[] };
}

/** A5: the action-pool change the actor's active wounds make (Weakening: one fewer BA each); {} when none. */
export function actionAdjustOf(actor: ActorLike | null | undefined): Record<string, number> {
  const modifiers: WoundModifier[] = [];
  for (const effect of actor?.effects?.contents ?? []) {
    if (effect.active === false) continue;
    const wound = effect.getFlag(SYSTEM_ID, "wound") as { modifiers?: unknown } | undefined;
    if (!Array.isArray(wound?.modifiers)) continue;
    modifiers.push(...(wound.modifiers as Partial<WoundModifier>[])
      .filter((m): m is WoundModifier => typeof m?.stat === "string" && Number.isInteger(m.value)));
  }
  return woundActionAdjust(modifiers);
}
