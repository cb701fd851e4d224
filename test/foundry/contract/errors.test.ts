import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Document } from "../documents.js";
import { BooleanField, NumberField, StringField } from "../fields.js";
import { Hooks } from "../hooks.js";
import type { FoundryStandIn } from "../index.js";
import { standIn } from "./helpers.js";

let foundry: FoundryStandIn;
let cls: (name: string) => typeof Document;

beforeEach(() => {
  ({ foundry, cls } = standIn());
  vi.spyOn(console, "error").mockImplementation(() => undefined);
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe("a hook handler that throws (foundry.helpers.Hooks)", () => {
  it("is reported through Hooks.onError and the `error` hook, and the other handlers still run (dnd5e#2306: "
    + "\"Error thrown in hooked function '' for hook 'setup'\" raised from #call inside callAll; "
    + "monks-scene-navigation#53: the world otherwise loads normally)", () => {
    const ran: string[] = [];
    const reported: string[] = [];
    Hooks.on("error", (location, error) => { reported.push(`${String(location)}: ${(error as Error).message}`); });
    Hooks.on("fray.test", function broken() { throw new Error("boom"); });
    Hooks.on("fray.test", () => { ran.push("second"); });
    expect(Hooks.callAll("fray.test")).toBe(true);
    expect(Hooks.call("fray.test")).toBe(true);
    expect(ran).toEqual(["second", "second"]);
    expect(reported).toEqual([
      "Hooks.#call: Error thrown in hooked function 'broken' for hook 'fray.test'. boom",
      "Hooks.#call: Error thrown in hooked function 'broken' for hook 'fray.test'. boom"]);
  });

  it("a handler of a document hook that throws does not stop the write", async () => {
    Hooks.on("updateActor", () => { throw new Error("boom"); });
    const actor = (await cls("Actor").create({ name: "Ada", type: "pc" }))!;
    await actor.update({ name: "Bea" });
    expect(actor.name).toBe("Bea");
    expect(Hooks.errors).toHaveLength(1);
  });
});

describe("what DataField#clean makes of empty and mistyped input", () => {
  it("foundry.data.fields.NumberField: \"\" and null clean to the initial value of a non-nullable field "
    + "(foundryvtt-dcc/dcc#887, checked against a live Foundry: both store 0), to null in a nullable one", () => {
    const coins = new NumberField({ required: true, nullable: false, integer: true, min: 0, initial: 0 });
    expect([coins.clean(""), coins.clean(null), coins.clean("12")]).toEqual([0, 0, 12]);
    const optional = new NumberField({ required: true, nullable: true, initial: null });
    expect([optional.clean(""), optional.clean(null)]).toEqual([null, null]);
  });

  it("foundry.data.fields.NumberField: null on a non-nullable field with no initial value is refused (foundryvtt"
    + "#13804: clearing such a field on a sheet is a validation error); text that is no number is refused", () => {
    const bare = new NumberField({ nullable: false });
    expect(Object.keys(bare.validate(bare.clean(null)))).toHaveLength(1);
    expect(Object.keys(bare.validate(bare.clean("many")))).toHaveLength(1);
  });

  it("foundry.data.fields.DataField#clean \"coerces source data to ensure that it conforms to the correct data type "
    + "for the field\": StringField and BooleanField cast other values", () => {
    expect(new StringField().clean(12)).toBe("12");
    expect([new BooleanField().clean("false"), new BooleanField().clean(1)]).toEqual([false, true]);
  });
});

describe("one invalid document in a batched write", () => {
  it("Document.updateDocuments: the whole batch is refused and nothing is written (foundryvtt#8486: validation "
    + "errors prevent the update; v11 release note 8967: the client validates every change before dispatching)",
  async () => {
    const combat = (await cls("Combat").create({}))!;
    const [a, b] = await combat.createEmbeddedDocuments("Combatant", [{ initiative: 1 }, { initiative: 2 }]);
    await expect(combat.updateEmbeddedDocuments("Combatant", [{ _id: a!.id, initiative: 5 },
      { _id: b!.id, initiative: "soon" }])).rejects.toThrow(/initiative/);
    expect([a!._source.initiative, b!._source.initiative]).toEqual([1, 2]);
    expect(foundry.operations.filter((o) => o.action === "update")).toEqual([]);
  });

  it("Document.createDocuments: an invalid entry rejects the call and none of the batch is created "
    + "(dnd5e#6704: a creation failing validation rejects with the validation error)", async () => {
    await expect(cls("Actor").createDocuments([{ name: "Ada", type: "pc" }, { name: "", type: "pc" }]))
      .rejects.toThrow(/name/);
    expect(foundry.game.actors.size).toBe(0);
  });
});
