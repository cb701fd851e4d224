import { requireFinite, requireRecord } from "../validate.js";

/** An overshield as far as replacement cares: its health and the effect it carries. */
export interface OvershieldGrant {
  value: number;
  effect?: string;
}

/** T11: a new overshield replaces the current one only if it is larger or has a different effect; never stacks. */
export function replacesOvershield(current: OvershieldGrant | null, incoming: OvershieldGrant): boolean {
  requireRecord("incoming", incoming);
  const value = requireFinite("incoming.value", incoming.value, { min: 0 });
  if (current == null) return true;
  requireRecord("current", current);
  return value > requireFinite("current.value", current.value, { min: 0 }) || incoming.effect !== current.effect;
}
