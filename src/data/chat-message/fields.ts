import { DAMAGE_KIND_LABELS } from "../../config/items.js";
import { AIMED_AREAS, type AimedArea, PRESET_IDS } from "../../rules/index.js";
import { choiceString, flag, nullableInteger, plainString, requiredInteger } from "../fields.js";

/** Lang keys of the five presets, as choices. */
export const PRESET_CHOICES = Object.fromEntries(PRESET_IDS.map((id) => [id, `FRAY.Preset.${id}.label`]));

/** Lang keys of the A4 aimed areas, plus "" for an attack that aims at nothing. */
export const AIMED_AREA_CHOICES: Record<AimedArea | "", string> = {
  "": "FRAY.CHAT.Option.noAim",
  ...Object.fromEntries(AIMED_AREAS.map((a) => [a, `FRAY.RULES.Wounds.Area.${a}`])) as Record<AimedArea, string>,
};

/** A document stored on a card at roll time: token and actor uuids, name and image, as they were then. */
export function snapshot() {
  const { DocumentUUIDField, FilePathField } = foundry.data.fields;
  // Blank uuids are allowed: an attack from a sheet has no token, and a card outlives what it names.
  return {
    tokenUuid: new DocumentUUIDField({ required: true, nullable: false, blank: true, initial: "" }),
    actorUuid: new DocumentUUIDField({ required: true, nullable: false, blank: true, initial: "" }),
    name: plainString(),
    img: new FilePathField({ required: true, nullable: false, blank: true, initial: "" }),
  };
}

/** The weapon or ability a card was rolled with, and the numbers the card was judged with (S7, T8, L8). */
export function weaponSnapshot() {
  const { DocumentUUIDField, FilePathField, SchemaField } = foundry.data.fields;
  return new SchemaField({
    uuid: new DocumentUUIDField({ required: true, nullable: false, blank: true, initial: "" }),
    name: plainString(),
    img: new FilePathField({ required: true, nullable: false, blank: true, initial: "" }),
    // The damage roll's formula and the kind of damage it deals (T9).
    formula: plainString(),
    kind: choiceString(DAMAGE_KIND_LABELS, "physical"),
    // S7: "Shock X/AC Y" (null: the weapon has no Shock rating).
    shock: new SchemaField({ damage: nullableInteger({ min: 0 }), maxAc: nullableInteger() }),
    // T8: the AP one swing costs (0: no AP weapon).
    apCost: requiredInteger({ min: 0 }),
    // L8: the lowest natural roll that threatens a critical.
    threat: requiredInteger({ min: 1, max: 20, initial: 20 }),
    // S6: what a hit adds to the roll (the wielder's attribute modifier, Brawl when unarmed; 0 outside Sides).
    damageBonus: requiredInteger(),
  });
}

/** The weapon as a card stores it (weaponSnapshot). */
export interface WeaponSnapshot {
  /** The weapon's uuid ("" when it was rolled without one). */
  uuid: string;
  name: string;
  img: string;
  formula: string;
  kind: string;
  shock: { damage: number | null; maxAc: number | null };
  apCost: number;
  threat: number;
  /** S6: what a hit adds to the roll. */
  damageBonus: number;
}

/** One explanation line: a lang key and the values it is formatted with. */
export function stepList() {
  const { ArrayField, ObjectField, SchemaField, StringField } = foundry.data.fields;
  return new ArrayField(new SchemaField({
    key: new StringField({ required: true, nullable: false, blank: false }),
    data: new ObjectField(),
  }));
}

/** A number before and after an application, or null when it did not change. */
function numberChange() {
  const { SchemaField } = foundry.data.fields;
  return new SchemaField({ from: requiredInteger({ min: 0 }), to: requiredInteger({ min: 0 }) },
    { required: true, nullable: true, initial: null });
}

/** What an application changed on one target (ChangeRecord), or null when nothing was applied. */
export function changeRecord() {
  const { ArrayField, SchemaField, StringField } = foundry.data.fields;
  /** A required, non-blank string. */
  const text = () => new StringField({ required: true, nullable: false, blank: false });
  return new SchemaField({
    hp: numberChange(),
    overshield: numberChange(),
    // S8: whether the target's shield was spent on this Shock, before and after.
    shieldUsed: new SchemaField({ from: flag(), to: flag() }, { required: true, nullable: true, initial: null }),
    // The statuses it put on, whose effects (marked with the card) undo removes.
    statuses: new ArrayField(text()),
    // A5: the wounds it dealt: the area, their modifiers, the extra damage of a fatal one and the effect's id.
    wounds: new ArrayField(new SchemaField({
      area: choiceString(AIMED_AREA_CHOICES, "centerMass"),
      modifiers: new ArrayField(new SchemaField({
        stat: text(), value: requiredInteger(), duration: text(),
      })),
      fatalExtra: requiredInteger({ min: 0 }),
      id: new StringField({ required: true, nullable: true, blank: false, initial: null }),
    })),
    // A6: the ids of the wound effects a heal ended, which undo brings back.
    healedWounds: new ArrayField(text()),
  }, { required: true, nullable: true, initial: null });
}
