/**
 * Contract test: a document's `schema` (foundry.abstract.DataModel#schema, foundryvtt.com/api/classes/
 * foundry.abstract.DataModel.html: "Define the data schema for this document instance") is the SchemaField of its
 * class's fields, whose `fields` name each field (SchemaField#fields); its `system` data is a model with a schema
 * of its own.
 */
import { describe, expect, it } from "vitest";
import { TypeDataModel } from "../data-model.js";
import { NumberField } from "../fields.js";
import { standIn } from "./helpers.js";

/** A model with one field. */
class Sample extends TypeDataModel {
  /** Hit points. */
  static override defineSchema() {
    return { hp: new NumberField({ required: true, nullable: false, initial: 10 }) };
  }
}

describe("DataModel#schema on a document", () => {
  it("names the document's fields; the system model's fields are its own schema's", async () => {
    const { foundry, cls } = standIn();
    (foundry.CONFIG.Actor!.dataModels as Record<string, unknown>).sample = Sample;
    const actor = (await cls("Actor").create({ name: "Orc", type: "sample" }))!;
    const fields = (actor as unknown as { schema: { fields: Record<string, unknown> } }).schema.fields;
    expect(Object.keys(fields)).toEqual(expect.arrayContaining(["name", "type", "img", "flags", "ownership"]));
    const system = (actor as unknown as { system: { schema: { fields: Record<string, unknown> } } }).system;
    expect(Object.keys(system.schema.fields)).toEqual(["hp"]);
  });
});
