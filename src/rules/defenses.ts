import { attributeModifier } from "./attributes.js";
import { DAMAGE_KINDS, type DamageKind } from "./damage/types.js";
import { requireText } from "./input.js";
import { PRESET_IDS, PRESETS, type PresetId } from "./presets.js";
import { requireInteger, requireList, requireOneOf, requireRecord } from "./validate.js";

/** The defenses an actor stores a base value for: AC (legend, sides, lurasko), Dodge and Armor (lot, T7). */
export const DEFENSE_IDS = ["ac", "dodge", "armor"] as const;
/** One stored defense. */
export type DefenseId = typeof DEFENSE_IDS[number];

/** The AC of no armor: an armor's AC value gives its AC above this ("Chain mail AC 16" gives +6). */
export const UNARMORED_AC = 10;

/** The actor system paths an effect may change, as the actor stores them. */
export const DEFENSE_EFFECT_KEYS = ["defenses.ac", "defenses.dodge", "defenses.armor", "dr.physical", "dr.elemental",
  "dr.arcane", "encumbrance"] as const;
/** One path an effect may change. */
export type DefenseEffectKey = typeof DEFENSE_EFFECT_KEYS[number];

/** An equipped armor as the armor item stores it (src/data/item/armor.ts). */
export interface ArmorInput {
  name: string;
  /** Its AC value (AC 16 = +6 over UNARMORED_AC). */
  ac: number;
  /** T7: what it adds to Dodge (may be negative) and to Armor. */
  dodge: number;
  armor: number;
  /** T9: its DR by kind. */
  dr: Partial<Record<DamageKind, number>>;
  /** Z8: degrees of encumbrance it adds (0–2). */
  encumbrance: number;
}

/** An equipped shield as the shield item stores it (src/data/item/shield.ts). */
export interface ShieldInput {
  name: string;
  acBonus: number;
}

/** An active effect's change to one of the paths, added to the total. */
export interface DefenseEffect {
  label: string;
  key: DefenseEffectKey;
  value: number;
}

/** What the actor has: its editable base values, attributes, equipped armors and shields, active effects. */
export interface DefenseInput {
  base: { defenses: Record<DefenseId, number>; dr: Record<DamageKind, number>; encumbrance: number };
  /** The actor's attribute values by id (agility reads `agi`, a modifier). */
  attributes?: Partial<Record<string, number>>;
  armors?: readonly ArmorInput[];
  shields?: readonly ShieldInput[];
  effects?: readonly DefenseEffect[];
}

/** One counted part of a total: `label` is a lang key for base and attribute parts, else the item or effect name. */
export interface DefensePart {
  source: "base" | "armor" | "shield" | "effect" | "attribute";
  label: string;
  value: number;
}

/** A derived number: `total` is the sum of `parts`; `value` is what the rules read (DR ≥ 0, encumbrance 0–2). */
export interface DerivedValue {
  total: number;
  value: number;
  parts: DefensePart[];
}

/** Why an equipped item does not count: a lang key and the data for its placeholders. */
export interface IgnoredItem {
  name: string;
  reason: { key: string; data: Record<string, string | number> };
}

/** Of the equipped armors (or shields), the one that counts (null for none) and each one that does not. */
export interface ItemChoice {
  counted: string | null;
  ignored: IgnoredItem[];
}

/** Every derived defense of the preset, every DR kind, the encumbrance degree, and which items count. */
export interface DerivedDefenses {
  defenses: Partial<Record<DefenseId, DerivedValue>>;
  dr: Record<DamageKind, DerivedValue>;
  encumbrance: DerivedValue;
  armor: ItemChoice;
  shield: ItemChoice;
}

/**
 * Each defense and DR kind = the editable base + what the counted armor and shield give + active effects.
 * Legend, sides, lurasko: AC (armor AC above 10, shield bonus); agility: 10 + Agility modifier (A3), no item AC;
 * lot: Dodge and Armor (T7). DR by kind (T9) and encumbrance (Z8) come from the base, the armor and effects.
 * (I) Only one armor and one shield count: the one that gives the most to the preset's defense (AC; Dodge + Armor;
 * under agility its DR), then the most DR, then the first equipped.
 */
export function deriveDefenses(preset: PresetId, input: DefenseInput): DerivedDefenses {
  const judge = PRESETS[requireOneOf("preset", preset, PRESET_IDS)].attack;
  requireRecord("input", input);
  const base = checkBase(input.base);
  const armors = requireList("input.armors", input.armors ?? []).map((a, i) => checkArmor(`input.armors[${i}]`, a));
  const shields = requireList("input.shields", input.shields ?? []).map((s, i) => checkShield(`input.shields[${i}]`, s));
  const effects = requireList("input.effects", input.effects ?? []).map((e, i) => checkEffect(`input.effects[${i}]`, e));
  const armorWorth = (a: ArmorInput) => judge === "lot" ? a.dodge + a.armor : judge === "agility" ? drSum(a) : a.ac;
  const armor = chooseItem(armors, armorWorth, drSum, "Armor");
  const shield = chooseItem(shields, (s) => s.acBonus, () => 0, "Shield");
  const worn = armor.item;
  const from = (value: (a: ArmorInput) => number): DefensePart[] =>
    worn === null ? [] : [{ source: "armor", label: worn.name, value: value(worn) }];
  const total = (key: DefenseEffectKey, parts: DefensePart[], bound = (n: number) => n) =>
    sumParts(parts, effects.filter((e) => e.key === key), bound);
  const defenses: Partial<Record<DefenseId, DerivedValue>> = {};
  if (judge === "d20-ac") {
    const carried: DefensePart[] = shield.item === null ? []
      : [{ source: "shield", label: shield.item.name, value: shield.item.acBonus }];
    defenses.ac = total("defenses.ac", [basePart(base.defenses.ac), ...from((a) => a.ac - UNARMORED_AC), ...carried]);
  } else if (judge === "agility") {
    const agility = attributeModifier("agility", requireInteger("input.attributes.agi", input.attributes?.agi)) ?? 0;
    defenses.ac = total("defenses.ac", [{ source: "base", label: AGILITY_BASE_LABEL, value: UNARMORED_AC },
      { source: "attribute", label: AGILITY_LABEL, value: agility }]);
  } else {
    for (const id of ["dodge", "armor"] as const) {
      defenses[id] = total(`defenses.${id}`, [basePart(base.defenses[id]), ...from((a) => a[id])]);
    }
  }
  const dr = Object.fromEntries(DAMAGE_KINDS.map((kind) => [kind, total(`dr.${kind}`,
    [basePart(base.dr[kind]), ...from((a) => a.dr[kind] ?? 0)], (n) => Math.max(0, n))]));
  const encumbrance = total("encumbrance", [basePart(base.encumbrance), ...from((a) => a.encumbrance)],
    (n) => Math.min(2, Math.max(0, n)));
  return { defenses, dr: dr as Record<DamageKind, DerivedValue>, encumbrance, armor: armor.choice,
    shield: shield.choice };
}

/** The lang key of an editable base value's part. */
const BASE_LABEL = "FRAY.Defense.Part.Base";
/** The lang key of agility's fixed 10 (A3). */
const AGILITY_BASE_LABEL = "FRAY.Defense.Part.AgilityBase";
/** The lang key of the Agility modifier's part. */
const AGILITY_LABEL = "FRAY.Attribute.agi.label";

/** The part an editable base value gives. */
function basePart(value: number): DefensePart {
  return { source: "base", label: BASE_LABEL, value };
}

/** The parts plus the effects' parts, their total, and the total as bounded for the rules. */
function sumParts(parts: DefensePart[], effects: DefenseEffect[], bound: (n: number) => number): DerivedValue {
  const all = [...parts, ...effects.map((e): DefensePart => ({ source: "effect", label: e.label, value: e.value }))];
  const total = all.reduce((n, part) => n + part.value, 0);
  return { total, value: bound(total), parts: all };
}

/** An armor's DR over every kind. */
function drSum(armor: ArmorInput): number {
  return DAMAGE_KINDS.reduce((n, kind) => n + (armor.dr[kind] ?? 0), 0);
}

/** The item that counts (highest worth, then highest second worth, then first) and why each other one does not. */
function chooseItem<T extends { name: string }>(items: readonly T[], worth: (item: T) => number,
  then: (item: T) => number, kind: "Armor" | "Shield"): { item: T | null; choice: ItemChoice } {
  const ranked = items.map((item, index) => ({ item, index }))
    .sort((a, b) => worth(b.item) - worth(a.item) || then(b.item) - then(a.item) || a.index - b.index)
    .map(({ item }) => item);
  const [first, ...rest] = ranked;
  if (first === undefined) return { item: null, choice: { counted: null, ignored: [] } };
  const ignored = rest.map((item) => ({
    name: item.name,
    reason: {
      key: `FRAY.Defense.Reason.${worth(item) < worth(first) ? "Lower" : "Equal"}${kind}`,
      data: { name: item.name, counted: first.name, value: worth(item), countedValue: worth(first) },
    },
  }));
  return { item: first, choice: { counted: first.name, ignored } };
}

/** Checks an equipped armor's fields. */
function checkArmor(field: string, armor: ArmorInput): ArmorInput {
  requireRecord(field, armor);
  requireText(`${field}.name`, armor.name);
  for (const key of ["ac", "dodge", "armor"] as const) requireInteger(`${field}.${key}`, armor[key]);
  requireInteger(`${field}.encumbrance`, armor.encumbrance, { min: 0, max: 2 });
  requireRecord(`${field}.dr`, armor.dr);
  for (const kind of DAMAGE_KINDS) requireInteger(`${field}.dr.${kind}`, armor.dr[kind] ?? 0, { min: 0 });
  return armor;
}

/** Checks an equipped shield's fields. */
function checkShield(field: string, shield: ShieldInput): ShieldInput {
  requireRecord(field, shield);
  requireText(`${field}.name`, shield.name);
  requireInteger(`${field}.acBonus`, shield.acBonus, { min: 0 });
  return shield;
}

/** Checks an effect's change. */
function checkEffect(field: string, effect: DefenseEffect): DefenseEffect {
  requireRecord(field, effect);
  requireText(`${field}.label`, effect.label);
  requireOneOf(`${field}.key`, effect.key, DEFENSE_EFFECT_KEYS);
  requireInteger(`${field}.value`, effect.value);
  return effect;
}

/** Checks the editable base values. */
function checkBase(base: DefenseInput["base"]): DefenseInput["base"] {
  requireRecord("input.base", base);
  requireRecord("input.base.defenses", base.defenses);
  for (const id of DEFENSE_IDS) requireInteger(`input.base.defenses.${id}`, base.defenses[id]);
  requireRecord("input.base.dr", base.dr);
  for (const kind of DAMAGE_KINDS) requireInteger(`input.base.dr.${kind}`, base.dr[kind], { min: 0 });
  requireInteger("input.base.encumbrance", base.encumbrance, { min: 0, max: 2 });
  return base;
}
