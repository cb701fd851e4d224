import { ATTRIBUTES, PRESET_ATTRIBUTES, PRESET_SKILLS } from "../../../config/attributes.js";
import { PRESETS, actionKinds, attackTermIds, type PresetId, type RuleToggles } from "../../../rules/index.js";

/** The system fields each item type's sheet shows, in order, as schema paths. */
export const ITEM_DETAIL_PATHS: Readonly<Record<string, readonly string[]>> = Object.freeze({
  weapon: ["damage.formula", "damage.kind", "skill", "range.category", "range.feet", "reach", "twoHanded", "thrown",
    "shock.damage", "shock.maxAc", "apCost", "magicBonus", "proficient", "threat", "equipped"],
  armor: ["ac", "dodge", "armor", "dr.physical", "dr.elemental", "dr.arcane", "encumbrance", "donning.full",
    "donning.wholeTurn", "equipped"],
  shield: ["acBonus", "equipped"],
  ability: ["action", "duration.value", "duration.unit", "uses.value", "uses.max", "uses.per", "overshield.enabled",
    "overshield.value", "overshield.dr", "overshield.effect"],
  gear: ["quantity", "weight"],
});

/** The world's rules an item sheet shows its fields for. */
export interface ItemSheetRules {
  /** The world's rulebook, which decides the attack judge and the attributes and skills used. */
  preset: PresetId;
  /** The world's rule toggles, which show or hide Shock, criticals and overshield fields. */
  rules: RuleToggles;
}

/** Fields only some rulebooks read, each with the test of whether the world's rules use it; others always show. */
const FIELD_RULES: Readonly<Record<string, (world: ItemSheetRules) => boolean>> = Object.freeze({
  "weapon.skill": ({ preset }) => PRESET_SKILLS[preset].length > 0,
  "weapon.shock.damage": ({ rules }) => rules.shock,
  "weapon.shock.maxAc": ({ rules }) => rules.shock,
  "weapon.apCost": ({ preset }) => preset === "lot",
  // Magic adds to hit where the rulebook's total has it (attackTermIds), and to Shock (S7) wherever Shock is on.
  "weapon.magicBonus": ({ preset, rules }) => attackTermIds(preset, false).includes("magic") || rules.shock,
  "weapon.proficient": ({ preset }) => preset === "lot",
  "weapon.threat": ({ preset, rules }) => PRESETS[preset].attack === "d20-ac" && rules.criticals !== "none",
  "armor.ac": ({ preset }) => PRESETS[preset].attack === "d20-ac",
  "armor.dodge": ({ preset }) => preset === "lot",
  "armor.armor": ({ preset }) => preset === "lot",
  "armor.encumbrance": ({ preset }) => preset === "lurasko",
  "armor.donning.full": ({ preset }) => preset === "lot",
  "armor.donning.wholeTurn": ({ preset }) => preset === "lot",
  "shield.acBonus": ({ preset }) => PRESETS[preset].attack === "d20-ac",
  "ability.overshield.enabled": ({ rules }) => rules.overshield,
  "ability.overshield.value": ({ rules }) => rules.overshield,
  "ability.overshield.dr": ({ rules }) => rules.overshield,
  "ability.overshield.effect": ({ rules }) => rules.overshield,
});

/** Whether the world's rules read an item type's field (S7 Shock, T8 AP, T6 donning, T11 overshield, Z8 …). */
export function usesField(type: string, path: string, world: ItemSheetRules): boolean {
  return FIELD_RULES[`${type}.${path}`]?.(world) ?? true;
}

/** Fields whose choices depend on the world's rules; the others offer their schema's choices. */
const FIELD_CHOICES: Readonly<Record<string, (world: ItemSheetRules) => Record<string, string>>> = Object.freeze({
  // L7, S4, A2, T6: an ability takes one of the actions of the world's rulebook.
  "ability.action": ({ preset }) => Object.fromEntries(actionKinds(preset).map((k) => [k, `FRAY.ActionKind.${k}`])),
});

/** The label of the blank choice of a field that may be left empty. */
const BLANK_LABEL = "FRAY.SHEET.none";

/** A field with sub-fields (SchemaField) or choices (StringField), and its labels, as Foundry's fields expose them. */
interface FieldTree {
  fields?: Record<string, FieldTree>;
  choices?: unknown;
  blank?: boolean;
  label?: string;
  hint?: string;
}

/** A field's choices as value → lang key (its `choices` record, list or function), or null when it has none. */
function choicesOf(field: FieldTree): Record<string, string> | null {
  const raw = typeof field.choices === "function" ? (field.choices as () => unknown)() : field.choices;
  if (Array.isArray(raw)) return Object.fromEntries(raw.map((c) => [String(c), String(c)]));
  if (!raw || typeof raw !== "object") return null;
  return Object.fromEntries(Object.entries(raw).map(([k, v]) => [k, typeof v === "object" && v
    ? String((v as { label?: unknown }).label ?? k) : String(v)]));
}

/**
 * The options of a choice field's select, value → lang key: the choices the world's rules offer, a blank one first
 * when the field may be left empty, and a stored value the list lacks (another rulebook's), so the select shows what
 * is stored and saving the form never changes it. Null for a field without choices.
 */
function selectOptions(key: string, field: FieldTree, value: unknown, world: ItemSheetRules):
Record<string, string> | null {
  const all = choicesOf(field);
  if (!all) return null;
  const offered = FIELD_CHOICES[key]?.(world) ?? all;
  const options: Record<string, string> = { ...(field.blank ? { "": BLANK_LABEL } : {}), ...offered };
  if (typeof value === "string" && !Object.hasOwn(options, value)) options[value] = all[value] ?? value;
  return options;
}

/** One form row: the field, its current value and the input name; a choice field also its select's options. */
export interface DetailField {
  /** The schema field, from which the template's formInput draws the input and its bounds. */
  field: unknown;
  /** The stored value. */
  value: unknown;
  /** The input's name: the field's `system.` path, as the sheet submits it. */
  name: string;
  /** A choice field's options, value → lang key, with the stored one among them (the select the template draws). */
  options: Record<string, string> | null;
  /** The id of the row's input, which its label names. */
  id: string;
  /** The field's label and hint (localized by its model's LOCALIZATION_PREFIXES). */
  label: string;
  hint: string;
}

/** The detail rows of an item type that its schema declares and the world's rules read. */
export function detailFields(type: string, fields: Record<string, unknown>,
  system: Record<string, unknown>, world: ItemSheetRules): DetailField[] {
  const rows: DetailField[] = [];
  for (const path of ITEM_DETAIL_PATHS[type] ?? []) {
    if (!usesField(type, path, world)) continue;
    const keys = path.split(".");
    // Walk the schema down the path; a path the type's schema lacks (an older or other model) is skipped.
    let field: FieldTree | undefined = { fields: fields as Record<string, FieldTree> };
    for (const key of keys) field = field?.fields?.[key];
    if (!field) continue;
    const value = keys.reduce<unknown>((v, key) => (v as Record<string, unknown> | undefined)?.[key], system);
    rows.push({ field, value, name: `system.${path}`, options: selectOptions(`${type}.${path}`, field, value, world),
      id: `fray-${type}-${keys.join("-")}`, label: field.label ?? "", hint: field.hint ?? "" });
  }
  return rows;
}

/** One checkbox of the weapon's attribute choices. */
export interface AttributeOption {
  /** The attribute's id, the value the checkbox submits. */
  value: string;
  /** The lang key of its name. */
  label: string;
  /** Whether the weapon allows it now. */
  selected: boolean;
}

/** The weapon's stored attribute choice (a Set once prepared, an array in source data). */
function chosenAttributes(system: Record<string, unknown>): unknown[] {
  const raw = system.attributes;
  return raw instanceof Set || Array.isArray(raw) ? [...raw as Iterable<unknown>] : [];
}

/**
 * The attributes of the world's rulebook only (PRESET_ATTRIBUTES), checked where the weapon allows them (its
 * `attributes` SetField); one chosen under another rulebook is not offered (keptAttributes keeps it on save).
 */
export function attributeOptions(system: Record<string, unknown>, preset: PresetId): AttributeOption[] {
  const chosen = new Set(chosenAttributes(system));
  return PRESET_ATTRIBUTES[preset].map((id) => ({ value: id, label: ATTRIBUTES[id].label, selected: chosen.has(id) }));
}

/**
 * A weapon sheet's submitted `system.attributes` (the world rulebook's choices) with the stored attributes of other
 * rulebooks added back, so switching the rulebook loses none of them; the submission as is when it names none.
 */
export function keptAttributes(submitted: Record<string, unknown>, system: Record<string, unknown>,
  preset: PresetId): Record<string, unknown> {
  const key = "system.attributes";
  const nested = submitted.system as Record<string, unknown> | undefined;
  const given: unknown = key in submitted ? submitted[key] : nested?.attributes;
  if (given === undefined) return submitted;
  const own = (PRESET_ATTRIBUTES[preset] as readonly unknown[]);
  const offered = (Array.isArray(given) ? given : given === null || given === "" ? [] : [given])
    .filter((id) => own.includes(id));
  const others = chosenAttributes(system).filter((id) => !own.includes(id));
  const rest = { ...submitted };
  if (nested && !(key in submitted)) rest.system = { ...nested, attributes: [...offered, ...others] };
  else rest[key] = [...offered, ...others];
  return rest;
}
