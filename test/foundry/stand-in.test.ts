import { Window } from "happy-dom";
import { beforeEach, describe, expect, it } from "vitest";
import { TypeDataModel } from "./data-model.js";
import { Document } from "./documents.js";
import { DataModelValidationError, NumberField, SchemaField, StringField } from "./fields.js";
import { installFoundry, type FoundryStandIn } from "./index.js";

/** A small model to exercise field validation as Foundry documents it. */
class SampleModel extends TypeDataModel {
  static override defineSchema() {
    return {
      level: new NumberField({ required: true, nullable: false, integer: true, min: 1, initial: 1 }),
      hp: new SchemaField({ value: new NumberField({ nullable: false, integer: true, min: 0, initial: 5 }) }),
      kind: new StringField({ required: true, blank: false, choices: ["physical", "arcane"], initial: "physical" }),
    };
  }
}

let foundry: FoundryStandIn;
let Actor: typeof Document;

beforeEach(() => {
  foundry = installFoundry();
  (foundry.CONFIG.Actor!.dataModels as Record<string, unknown>).sample = SampleModel;
  Actor = foundry.CONFIG.Actor!.documentClass as typeof Document;
});

describe("the Foundry stand-in", () => {
  it("NumberField: validation rejects NaN, fractions for integer fields and values below min that were not cleaned", () => {
    const field = new NumberField({ integer: true, min: 0, nullable: false });
    expect(field.validate(Number.NaN)).not.toEqual({});
    expect(field.validate(1.5)).not.toEqual({});
    expect(field.validate(-1)).not.toEqual({});
    expect(field.validate(3)).toEqual({});
  });

  it("DataModel: fills initial values and throws DataModelValidationError on invalid data", () => {
    expect(new SampleModel({}).toObject()).toEqual({ level: 1, hp: { value: 5 }, kind: "physical" });
    expect(new SampleModel({ level: 0.4 }).toObject()).toMatchObject({ level: 1 });
    expect(() => new SampleModel({ level: "first" })).toThrow(DataModelValidationError);
    expect(() => new SampleModel({ kind: "fire" })).toThrow(/kind/);
  });

  it("Document#update: an invalid change throws and the stored data is unchanged", async () => {
    const actor = (await Actor.create({ name: "Ada", type: "sample" }))!;
    await expect(actor.update({ "system.hp.value": "lots" })).rejects.toThrow(DataModelValidationError);
    expect(actor.system.hp).toEqual({ value: 5 });
    await actor.update({ "system.hp.value": 2 });
    expect(actor.system.hp).toEqual({ value: 2 });
  });

  it("Document#update: a player who does not own the document is refused", async () => {
    const actor = (await Actor.create({ name: "Ada", type: "sample" }))!;
    foundry.loginAs(foundry.player);
    await expect(actor.update({ name: "Bob" })).rejects.toThrow(/lacks permission/);
    expect(actor.name).toBe("Ada");
  });

  it("Document: an owner's embedded items live in the parent's collection and survive parent updates", async () => {
    (foundry.CONFIG.Item!.dataModels as Record<string, unknown>).sample = SampleModel;
    const actor = (await Actor.create({ name: "Ada", type: "sample",
      ownership: { default: 0, [foundry.player.id]: 3 } }))!;
    foundry.loginAs(foundry.player);
    const [item] = await actor.createEmbeddedDocuments("Item", [{ name: "Sword", type: "sample" }]);
    await actor.update({ name: "Ada the Bold" });
    expect(actor.getEmbeddedCollection("Item").get(item!.id)?.name).toBe("Sword");
    expect((actor.toObject().items as unknown[]).length).toBe(1);
  });

  it("a select parsed from markup takes the option marked selected, as browsers do (not happy-dom's second)", () => {
    const holder = new Window().document.createElement("div");
    holder.innerHTML = "<select><option value=\"a\">A</option><option value=\"b\">B</option>"
      + "<option value=\"c\" selected>C</option><option value=\"d\">D</option></select>";
    const select = holder.querySelector("select")!;
    expect([select.value, select.selectedIndex]).toEqual(["c", 2]);
    select.value = "d";
    expect([select.value, select.selectedIndex]).toEqual(["d", 3]);
  });

  it("game.settings: an unregistered setting throws, as Foundry does", () => {
    expect(() => foundry.game.settings.get("fray", "nothing")).toThrow(/not a registered game setting/);
  });

  it("game.i18n: format fills placeholders and localize returns unknown keys as they are", () => {
    expect(foundry.game.i18n.format("FRAY.ERROR.BelowMin", { field: "hp", min: 0, value: -1 }))
      .toBe("hp must be at least 0 (got -1).");
    expect(foundry.game.i18n.localize("FRAY.No.Such.Key")).toBe("FRAY.No.Such.Key");
  });
});
