import { describe, expect, it } from "vitest";
import { ColorField, NumberField, StringField } from "../fields.js";

/** Cleans then validates, as DataModel construction does. */
function cleanAndValidate(field: NumberField | StringField, value: unknown) {
  const clean = field.clean(value);
  return { clean, failures: field.validate(clean) };
}

describe("data cleaning", () => {
  it("foundry.data.fields.NumberField: an integer field rounds while cleaning", () => {
    const field = new NumberField({ integer: true, nullable: false });
    expect(field.clean(2.4)).toBe(2);
    expect(field.clean(2.6)).toBe(3);
    expect(field.clean("7.2")).toBe(7);
  });

  it("foundry.data.fields.NumberField: min and max clamp while cleaning, before validation (level 0 → 1)", () => {
    const level = new NumberField({ integer: true, nullable: false, min: 1, max: 20 });
    expect(cleanAndValidate(level, 0)).toEqual({ clean: 1, failures: {} });
    expect(cleanAndValidate(level, 25)).toEqual({ clean: 20, failures: {} });
  });

  it("foundry.data.fields.NumberField: step snaps relative to min", () => {
    const field = new NumberField({ nullable: false, min: 1, step: 2 });
    expect(field.clean(4)).toBe(5);
    expect(field.clean(2.9)).toBe(3);
    expect(new NumberField({ step: 0.5 }).clean(1.3)).toBe(1.5);
  });

  it("foundry.data.fields.NumberField: a string that is no number can't be cleaned and is rejected", () => {
    const field = new NumberField({ integer: true, nullable: false, min: 0 });
    expect(cleanAndValidate(field, "many").failures).not.toEqual({});
  });

  it("foundry.data.fields.StringField: a blank required string (blank: false) is rejected", () => {
    const field = new StringField({ required: true, blank: false });
    expect(cleanAndValidate(field, "  ").failures).not.toEqual({});
    expect(cleanAndValidate(field, " x ")).toEqual({ clean: "x", failures: {} });
  });
});

describe("foundry.data.fields.ColorField (foundryvtt.com/api/v13 ColorField: a hexadecimal color string)", () => {
  it("keeps a #rrggbb string and refuses anything else, blank included", () => {
    const field = new ColorField({ nullable: false, initial: "#ffffff" });
    expect(field.validate(field.clean("#c0392b"))).toEqual({});
    expect(Object.keys(field.validate(field.clean("red"))).length).toBe(1);
    expect(Object.keys(field.validate(field.clean(""))).length).toBe(1);
    expect(field.clean(null)).toBe("#ffffff");
  });
});
