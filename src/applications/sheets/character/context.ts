import { actionPool, agilityDefense, type PresetId, type RuleToggles } from "../../../rules/index.js";
import type { SystemData } from "../../api/actor-sheet.js";
import type { FieldInput, InputFor } from "../../api/field-inputs.js";
import { attributeRows, signed, skillRows, type AttributeRow, type SkillRow } from "./attributes.js";

/** A value/max pair drawn as a bar, with the inputs of the stored value and maximum. */
export interface BarContext {
  value: number;
  max: number;
  pct: number;
  valueInput: FieldInput;
  maxInput: FieldInput;
}

/** One labelled number on the combat tab. */
export interface StatContext {
  key: string;
  label: string;
  value: number | string;
}

/** Reads a nested number of system data, 0 when missing. */
export function numberAt(system: SystemData, path: string): number {
  const value = path.split(".").reduce<unknown>((v, key) => (v as SystemData | undefined)?.[key], system);
  return typeof value === "number" && Number.isFinite(value) ? value : 0;
}

/** A bar for `<path>.value` / `<path>.max`: the prepared values drawn, the stored ones in the inputs. */
export function bar(system: SystemData, path: string, input: InputFor): BarContext {
  const value = numberAt(system, `${path}.value`);
  const max = numberAt(system, `${path}.max`);
  return { value, max, pct: max > 0 ? Math.round(Math.min(1, Math.max(0, value / max)) * 100) : 0,
    valueInput: input(`${path}.value`), maxInput: input(`${path}.max`) };
}

/** The overshield bar with its own damage reduction and the effect that raised it. */
export interface OvershieldContext extends BarContext {
  dr: number;
  effect: string;
  drInput: FieldInput;
  effectInput: FieldInput;
}

/** The overshield as the sheets show it. */
export function overshieldContext(system: SystemData, input: InputFor): OvershieldContext {
  const effect = (system.overshield as SystemData | undefined)?.effect;
  return { ...bar(system, "overshield", input), dr: numberAt(system, "overshield.dr"),
    effect: typeof effect === "string" ? effect : "", drInput: input("overshield.dr"),
    effectInput: input("overshield.effect") };
}

/** The header: level, the HP bar, and the overshield and wounds where those rules are on. */
export function headerContext(system: SystemData, rules: RuleToggles, input: InputFor) {
  return { level: numberAt(system, "level"), levelInput: input("level"), hp: bar(system, "hp", input),
    overshield: rules.overshield ? overshieldContext(system, input) : null,
    showWounds: rules.wounds, wounds: numberAt(system, "wounds") };
}

/** The attributes and combat skills of the active preset. */
export function attributesContext(system: SystemData, preset: PresetId,
  input: InputFor): { attributes: AttributeRow[]; skills: SkillRow[] } {
  return { attributes: attributeRows(system, preset, input), skills: skillRows(system, preset, input) };
}

/** Defenses, damage reduction, initiative, speed and the preset's action pool. */
export function combatContext(system: SystemData, preset: PresetId) {
  const stat = (key: string, label: string, value: number | string): StatContext => ({ key, label, value });
  const defenses = preset === "agility"
    ? [stat("defenses.agility", "FRAY.SHEET.defenses.agility", agilityDefense(numberAt(system, "attributes.agi.mod")))]
    : (preset === "lot" ? ["dodge", "armor"] : ["ac"]).map((key) => stat(`defenses.${key}`,
      `FRAY.SHEET.defenses.${key}`, numberAt(system, `defenses.${key}`)));
  const dr = ["physical", "elemental", "arcane"].map((kind) => stat(`dr.${kind}`, `FRAY.SHEET.dr.${kind}`,
    numberAt(system, `dr.${kind}`)));
  const other = [
    stat("initiative.bonus", "FRAY.SHEET.initiative", signed(numberAt(system, "initiative.bonus"))),
    stat("movement.speed", "FRAY.SHEET.speed", numberAt(system, "movement.speed")),
  ];
  if (preset === "agility") {
    other.push(stat("accuracy", "FRAY.SHEET.accuracy", signed(numberAt(system, "accuracy"))));
    other.push(stat("freeHitSlots", "FRAY.SHEET.freeHitSlots", numberAt(system, "freeHitSlots")));
    other.push(stat("summoningSlots", "FRAY.SHEET.summoningSlots", numberAt(system, "summoningSlots")));
  }
  if (preset === "lot") {
    other.push(stat("critThreshold", "FRAY.SHEET.critThreshold", numberAt(system, "critThreshold")));
    other.push(stat("ap", "FRAY.SHEET.ap", `${numberAt(system, "ap.value")}/${numberAt(system, "ap.max")}`));
  }
  if (preset === "lurasko") {
    other.push(stat("fatigue", "FRAY.SHEET.fatigue", numberAt(system, "fatigue")));
    other.push(stat("encumbrance", "FRAY.SHEET.encumbrance", numberAt(system, "encumbrance")));
  }
  const actions = Object.entries(actionPool(preset)).map(([kind, count]) => ({ kind,
    label: `FRAY.SHEET.actions.${kind}`, count: Number.isFinite(count) ? String(count) : "∞" }));
  return { defenses, dr, other, actions };
}
