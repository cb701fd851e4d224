import { worldRulesInForce } from "../settings.js";

/** Whether a bar's attribute path is the overshield (T11) or one of its fields. */
function isOvershield(attribute: string): boolean {
  return attribute === "overshield" || attribute.startsWith("overshield.");
}

/**
 * Fray's TokenDocument: a bar that shows the overshield shows none while the world's overshield rule (T11) is not in
 * force, as the cards, sheets and tracker ignore it then.
 */
export class FrayTokenDocument extends foundry.documents.TokenDocument {
  /**
   * T11: null (no bar) for a bar showing the overshield while its rule is off; otherwise core's bar. The actor's
   * stored overshield is kept, so the bar shows it again when the rule is back on.
   */
  override getBarAttribute(...args: Parameters<foundry.documents.TokenDocument["getBarAttribute"]>) {
    const bar = super.getBarAttribute(...args);
    return bar && isOvershield(bar.attribute) && !worldRulesInForce().overshield ? null : bar;
  }
}
