import { ATTRIBUTES, SKILLS } from "../../config/attributes.js";
import { DAMAGE_KIND_LABELS, RANGE_LABELS } from "../../config/items.js";
import { choiceString, flag, nullableInteger, plainString, requiredInteger, richText } from "../fields.js";

/** The weapon schema: damage, attributes and skill, range, Shock (S7), AP cost (T8) and threat range (L8). */
function weaponSchema() {
  const { SchemaField, SetField, StringField } = foundry.data.fields;
  const attributeChoices = Object.fromEntries(Object.entries(ATTRIBUTES).map(([id, keys]) => [id, keys.label]));
  return {
    description: richText(),
    damage: new SchemaField({
      formula: plainString("1d6"),
      kind: choiceString(DAMAGE_KIND_LABELS, "physical"),
    }),
    // The attributes the attack may add (the rulebook's own among them), and the combat skill it uses ("" for none).
    attributes: new SetField(new StringField({ required: true, blank: false, choices: attributeChoices })),
    skill: choiceString(SKILLS, ""),
    range: new SchemaField({
      category: choiceString(RANGE_LABELS, "melee"),
      feet: nullableInteger({ min: 0 }),
    }),
    // L10: Reach adds 5 ft to the melee range.
    reach: flag(),
    twoHanded: flag(),
    thrown: flag(),
    shock: new SchemaField({
      damage: nullableInteger({ min: 0 }),
      maxAc: nullableInteger(),
    }),
    apCost: requiredInteger({ min: 0 }),
    // S5: the weapon's magic adds to the attack roll (Legend, Lur-Asko, Sides) and to Shock (S7).
    magicBonus: requiredInteger(),
    // T7: whether the wielder is proficient with it (LoT halves a character's skill bonus when not).
    proficient: flag(true),
    threat: requiredInteger({ min: 1, max: 20, initial: 20 }),
    equipped: flag(),
  };
}

/** The system data of a `weapon` item. */
export class WeaponModel extends foundry.abstract.TypeDataModel<WeaponModel.Schema, Item.Implementation> {
  /** The document subtype this model serves. */
  static readonly metadata = Object.freeze({ type: "weapon" });

  /** Its fields' lang keys: under FRAY.Item.base.FIELDS (shared), then FRAY.Item.weapon.FIELDS. */
  static override LOCALIZATION_PREFIXES = ["FRAY.Item.base", "FRAY.Item.weapon"];

  /** Declares the weapon fields. */
  static override defineSchema(): WeaponModel.Schema {
    return weaponSchema();
  }
}

/** Types of the weapon model. */
export declare namespace WeaponModel {
  /** The weapon schema. */
  type Schema = ReturnType<typeof weaponSchema>;
}
