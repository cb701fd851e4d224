import { ATTRIBUTE_IDS, ATTRIBUTES } from "../../../config/attributes.js";

/** The system fields each item type's sheet shows, in order, as schema paths. */
export const ITEM_DETAIL_PATHS: Readonly<Record<string, readonly string[]>> = Object.freeze({
  weapon: ["damage.formula", "damage.kind", "skill", "range.category", "range.feet", "reach", "twoHanded", "thrown",
    "shock.damage", "shock.maxAc", "apCost", "magicBonus", "threat", "equipped"],
  armor: ["ac", "dodge", "armor", "dr.physical", "dr.elemental", "dr.arcane", "encumbrance", "donning.full",
    "donning.wholeTurn", "equipped"],
  shield: ["acBonus", "equipped"],
  ability: ["action", "duration.value", "duration.unit", "uses.value", "uses.max", "uses.per", "overshield.enabled",
    "overshield.value", "overshield.dr", "overshield.effect"],
  gear: ["quantity", "weight"],
});

/** A field with sub-fields, as Foundry's SchemaField exposes them. */
interface FieldTree {
  fields?: Record<string, FieldTree>;
}

/** One form row: the field, its current value and the input name. */
export interface DetailField {
  field: unknown;
  value: unknown;
  name: string;
}

/** The detail rows of an item type that its schema actually declares. */
export function detailFields(type: string, fields: Record<string, unknown>,
  system: Record<string, unknown>): DetailField[] {
  const rows: DetailField[] = [];
  for (const path of ITEM_DETAIL_PATHS[type] ?? []) {
    const keys = path.split(".");
    let field: FieldTree | undefined = { fields: fields as Record<string, FieldTree> };
    for (const key of keys) field = field?.fields?.[key];
    if (!field) continue;
    const value = keys.reduce<unknown>((v, key) => (v as Record<string, unknown> | undefined)?.[key], system);
    rows.push({ field, value, name: `system.${path}` });
  }
  return rows;
}

/** One checkbox of the weapon's attribute choices. */
export interface AttributeOption {
  value: string;
  label: string;
  selected: boolean;
}

/** Every attribute any preset uses, checked where the weapon allows it (its `attributes` SetField). */
export function attributeOptions(system: Record<string, unknown>): AttributeOption[] {
  const raw = system.attributes;
  const chosen = new Set<unknown>(raw instanceof Set || Array.isArray(raw) ? raw : []);
  return ATTRIBUTE_IDS.map((id) => ({ value: id, label: ATTRIBUTES[id].label, selected: chosen.has(id) }));
}
