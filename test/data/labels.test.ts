import { describe, expect, it } from "vitest";
import { SchemaField, type DataField } from "../foundry/fields.js";
import { frayWorld } from "./world.js";

/** Every field of a schema with its path, nested fields included. */
function walk(field: DataField): DataField[] {
  return field instanceof SchemaField ? [field, ...Object.values(field.fields).flatMap(walk)] : [field];
}

describe("field labels", () => {
  it("every actor and item field has a label from lang/en.json after i18nInit", async () => {
    const { foundry } = await frayWorld();
    const data = await import("../../src/data/_module.js");
    data.localizeDataModels();
    const unlabelled: string[] = [];
    for (const document of ["Actor", "Item"]) {
      const models = foundry.CONFIG[document]!.dataModels as Record<string, { schema: SchemaField }>;
      for (const [type, model] of Object.entries(models)) {
        const fields = Object.values(model.schema.fields).flatMap(walk);
        for (const field of fields) if (!field.label) unlabelled.push(`${document}.${type}: ${field.fieldPath}`);
      }
    }
    expect(unlabelled).toEqual([]);
  });
});
