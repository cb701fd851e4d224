/** Bounds and a start value of a whole-number field. */
interface IntegerOptions {
  min?: number;
  max?: number;
  initial?: number;
}

/** A required, non-null whole number (default `initial`, else `min`, else 0). */
export function requiredInteger({ min, max, initial }: IntegerOptions = {}) {
  return new foundry.data.fields.NumberField({
    required: true, nullable: false, integer: true, min, max, initial: initial ?? min ?? 0,
  });
}

/** A whole number that may be null ("none"), e.g. a Shock rating or a distance in feet. */
export function nullableInteger({ min, max }: Omit<IntegerOptions, "initial"> = {}) {
  return new foundry.data.fields.NumberField({
    required: true, nullable: true, integer: true, min, max, initial: null,
  });
}

/** A required string limited to `choices` (a record of lang keys or a function returning one). */
export function choiceString(choices: Record<string, string> | (() => Record<string, string>), initial: string) {
  return new foundry.data.fields.StringField({ required: true, nullable: false, blank: initial === "", choices, initial });
}

/** A required plain string, blank allowed. */
export function plainString(initial = "") {
  return new foundry.data.fields.StringField({ required: true, nullable: false, blank: true, initial });
}

/** A required boolean, false unless told. */
export function flag(initial = false) {
  return new foundry.data.fields.BooleanField({ required: true, initial });
}

/** A rich-text field. */
export function richText() {
  return new foundry.data.fields.HTMLField({ required: true, nullable: false, blank: true, initial: "" });
}

/** The three damage-reduction kinds (T9) as whole numbers ≥ 0 (and at most `max` when given). */
export function damageReduction(max?: number) {
  return new foundry.data.fields.SchemaField({
    physical: requiredInteger({ min: 0, max }),
    elemental: requiredInteger({ min: 0, max }),
    arcane: requiredInteger({ min: 0, max }),
  });
}
