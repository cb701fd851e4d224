import type { PresetId, RuleToggles } from "../../../rules/index.js";
import type { BaseActorModel } from "../../../data/actor/base-actor.js";
import type { FieldInput, InputFor } from "../../api/field-inputs.js";
import { numberAt } from "./combat-stats.js";
import { attributeRows, skillRows, type AttributeRow, type SkillRow } from "./attributes.js";

export { combatContext, numberAt } from "./combat-stats.js";

/** A value/max pair drawn as a bar, with the inputs of the stored value and maximum. */
export interface BarContext {
  /** The prepared value and maximum the bar draws. */
  value: number;
  max: number;
  /** How full the bar is, 0 to 100 (0 when there is no maximum). */
  pct: number;
  /** The inputs of the stored value and maximum, for edit mode. */
  valueInput: FieldInput;
  maxInput: FieldInput;
}

/** A bar for `<path>.value` / `<path>.max`: the prepared values drawn, the stored ones in the inputs. */
export function bar(system: BaseActorModel, path: string, input: InputFor): BarContext {
  const value = numberAt(system, `${path}.value`);
  const max = numberAt(system, `${path}.max`);
  return { value, max, pct: max > 0 ? Math.round(Math.min(1, Math.max(0, value / max)) * 100) : 0,
    valueInput: input(`${path}.value`), maxInput: input(`${path}.max`) };
}

/** The overshield bar with its own damage reduction and the effect that raised it. */
export interface OvershieldContext extends BarContext {
  /** T11: the damage reduction the overshield applies before it absorbs. */
  dr: number;
  /** The name of the effect that raised it, shown beside the bar. */
  effect: string;
  /** The inputs of the stored damage reduction and effect name. */
  drInput: FieldInput;
  effectInput: FieldInput;
}

/** The overshield as the sheets show it. */
export function overshieldContext(system: BaseActorModel, input: InputFor): OvershieldContext {
  const effect = system.overshield?.effect;
  return { ...bar(system, "overshield", input), dr: numberAt(system, "overshield.dr"),
    effect: typeof effect === "string" ? effect : "", drInput: input("overshield.dr"),
    effectInput: input("overshield.effect") };
}

/** The header: level, the HP bar, and the overshield and wounds where those rules are on. */
export function headerContext(system: BaseActorModel, rules: RuleToggles, input: InputFor) {
  return { level: numberAt(system, "level"), levelInput: input("level"), hp: bar(system, "hp", input),
    overshield: rules.overshield ? overshieldContext(system, input) : null,
    showWounds: rules.wounds, wounds: numberAt(system, "wounds") };
}

/** The attributes and combat skills of the active preset. */
export function attributesContext(system: BaseActorModel, preset: PresetId,
  input: InputFor): { attributes: AttributeRow[]; skills: SkillRow[] } {
  return { attributes: attributeRows(system, preset, input), skills: skillRows(system, preset, input) };
}
