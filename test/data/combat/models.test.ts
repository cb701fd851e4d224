import { describe, expect, it } from "vitest";
import { SchemaField, type DataField } from "../../foundry/fields.js";
import { frayWorld } from "../world.js";

/** Every field of a schema, nested fields included. */
function walk(field: DataField): DataField[] {
  return field instanceof SchemaField ? [field, ...Object.values(field.fields).flatMap(walk)] : [field];
}

type Model = { schema: SchemaField; new (data: object): { toObject(): Record<string, unknown> } };

describe("combat data models", () => {
  it("Combat, Combatant and CombatantGroup models are registered for base, side and enemy-group", async () => {
    const { foundry } = await frayWorld();
    expect(Object.keys(foundry.CONFIG.Combat!.dataModels as object)).toEqual(["base"]);
    expect(Object.keys(foundry.CONFIG.Combatant!.dataModels as object)).toEqual(["base"]);
    expect(Object.keys(foundry.CONFIG.CombatantGroup!.dataModels as object).sort()).toEqual(["enemy-group", "side"]);
  });

  it("every field has a label from lang/en.json after i18nInit", async () => {
    const { foundry } = await frayWorld();
    const data = await import("../../../src/data/_module.js");
    data.localizeDataModels();
    const unlabelled: string[] = [];
    for (const document of ["Combat", "Combatant", "CombatantGroup"]) {
      for (const [type, model] of Object.entries(foundry.CONFIG[document]!.dataModels as Record<string, Model>)) {
        for (const field of Object.values(model.schema.fields).flatMap(walk)) {
          if (!field.label) unlabelled.push(`${document}.${type}: ${field.fieldPath}`);
        }
      }
    }
    expect(unlabelled).toEqual([]);
  });

  it("a new combat records the world's rulebook and toggles; a stored one keeps its own", async () => {
    const { foundry } = await frayWorld("sides");
    const Model = (foundry.CONFIG.Combat!.dataModels as Record<string, Model>).base!;
    expect(new Model({}).toObject()).toMatchObject({ preset: "sides", phase: "action", surpriseRound: false,
      toggles: { initiativeMode: "sides", shock: true, hindranceDie: 4 } });
    const stored = new Model({ preset: "lot", toggles: { initiativeMode: "d20", twoPlayersCap: true } }).toObject();
    expect(stored).toMatchObject({ preset: "lot", toggles: { initiativeMode: "d20", twoPlayersCap: true, shock: true } });
  });

  it("an unknown phase or side and a tie-break that is no number are refused; numbers are cleaned (Z4, Z5: a tie-break may be a half)",
    async () => {
      const { foundry } = await frayWorld();
      const models = (name: string) => foundry.CONFIG[name]!.dataModels as Record<string, Model>;
      expect(() => new (models("Combat").base!)({ phase: "dance" })).toThrow();
      expect(() => new (models("Combatant").base!)({ side: "pirates" })).toThrow();
      expect(() => new (models("Combatant").base!)({ tieBreak: "high" })).toThrow();
      const cleaned = new (models("Combatant").base!)({ tieBreak: 2.5, spent: { standard: -1 } }).toObject();
      expect([cleaned.tieBreak, (cleaned.spent as Record<string, number>).standard]).toEqual([2.5, 0]);
      expect(() => new (models("CombatantGroup").side!)({ side: "pirates" })).toThrow();
    });
});
