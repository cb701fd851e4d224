import { beforeEach, describe, expect, it } from "vitest";
import { TypeDataModel } from "../data-model.js";
import type { Document } from "../documents.js";
import { NumberField } from "../fields.js";
import { Hooks } from "../hooks.js";
import type { FoundryStandIn } from "../index.js";
import { standIn } from "./helpers.js";

let foundry: FoundryStandIn;
let cls: (name: string) => typeof Document;
const calls: string[] = [];

/** A system model that records every lifecycle call it gets. */
class Recording extends TypeDataModel {
  static override defineSchema() {
    return { hp: new NumberField({ required: true, nullable: false, integer: true, min: 0, initial: 5 }) };
  }

  override async _preCreate() { calls.push("system._preCreate"); }
  override _onCreate() { calls.push("system._onCreate"); }
  override async _preUpdate() { calls.push("system._preUpdate"); }
  override _onUpdate() { calls.push("system._onUpdate"); }
  override async _preDelete() { calls.push("system._preDelete"); }
  override _onDelete() { calls.push("system._onDelete"); }
}

beforeEach(() => {
  ({ foundry, cls } = standIn());
  (foundry.CONFIG.Actor!.dataModels as Record<string, unknown>).rec = Recording;
  calls.length = 0;
});

describe("document lifecycle", () => {
  it("TypeDataModel: the system model's _preCreate/_onCreate/_preUpdate/_onUpdate/_preDelete/_onDelete are called", async () => {
    const actor = (await cls("Actor").create({ name: "Ada", type: "rec" }))!;
    await actor.update({ "system.hp": 3 });
    await actor.delete();
    expect(calls).toEqual(["system._preCreate", "system._onCreate", "system._preUpdate", "system._onUpdate",
      "system._preDelete", "system._onDelete"]);
  });

  it("Document#_preCreate: is awaited, and resolving false cancels the creation", async () => {
    class Slow extends cls("Actor") {
      override async _preCreate() {
        await new Promise((resolve) => setTimeout(resolve, 5));
        return false;
      }
    }
    expect(await Slow.create({ name: "Ada", type: "pc" })).toBeUndefined();
    expect(foundry.game.actors.size).toBe(0);
    expect(foundry.operations).toEqual([]);
  });

  it("Document#_preUpdate and _preDelete: resolving false cancels, and nothing is written", async () => {
    class Stubborn extends cls("Actor") {
      override async _preUpdate() { return false; }
      override async _preDelete() { return false; }
    }
    const actor = (await Stubborn.create({ name: "Ada", type: "pc" }))!;
    await actor.update({ name: "Bob" });
    await actor.delete();
    expect(actor.name).toBe("Ada");
    expect(foundry.game.actors.has(actor.id)).toBe(true);
  });

  it("hookEvents.preUpdateDocument: returning false from the hook cancels the update", async () => {
    const actor = (await cls("Actor").create({ name: "Ada", type: "pc" }))!;
    Hooks.on("preUpdateActor", () => false);
    await actor.update({ name: "Bob" });
    expect(actor.name).toBe("Ada");
  });

  it("Document#update: an update that changes nothing writes nothing and fires no hook", async () => {
    const actor = (await cls("Actor").create({ name: "Ada", type: "rec" }))!;
    const fired: string[] = [];
    Hooks.on("preUpdateActor", () => fired.push("pre"));
    Hooks.on("updateActor", () => fired.push("update"));
    const before = foundry.operations.length;
    await actor.update({ name: "Ada", "system.hp": 5 });
    expect(fired).toEqual([]);
    expect(foundry.operations.length).toBe(before);
  });

  it("Document#update: the hooks receive only what changed (the diff)", async () => {
    const actor = (await cls("Actor").create({ name: "Ada", type: "rec" }))!;
    let seen: unknown;
    Hooks.on("updateActor", (_doc: unknown, changed: unknown) => { seen = changed; });
    await actor.update({ name: "Ada", "system.hp": 2 });
    expect(seen).toEqual({ system: { hp: 2 } });
  });

  it("Document.createDocuments: assigns a new id unless keepId", async () => {
    const [fresh] = await cls("Actor").createDocuments([{ _id: "keep0000000000aa", name: "A", type: "pc" }]);
    expect(fresh!.id).not.toBe("keep0000000000aa");
    const [kept] = await cls("Actor").createDocuments([{ _id: "keep0000000000aa", name: "B", type: "pc" }],
      { keepId: true });
    expect(kept!.id).toBe("keep0000000000aa");
  });

  it("Document.createDocuments: keepId with an id that exists is an error and never overwrites", async () => {
    await cls("Actor").create({ _id: "keep0000000000aa", name: "First", type: "pc" }, { keepId: true });
    await expect(cls("Actor").create({ _id: "keep0000000000aa", name: "Second", type: "pc" }, { keepId: true }))
      .rejects.toThrow(/already exists/);
    expect(foundry.game.actors.get("keep0000000000aa")?.name).toBe("First");
  });

  it("Document#update: `-=key` (v13) or `_del` (v14) deletes a key", async () => {
    const actor = (await cls("Actor").create({ name: "Ada", type: "pc", flags: { fray: { a: 1, b: 2 } } }))!;
    const del = (globalThis as Record<string, unknown>)._del;
    await actor.update(foundry.generation === 14 ? { "flags.fray.a": del } : { "flags.fray.-=a": null });
    expect(actor.flags.fray).toEqual({ b: 2 });
  });

  it("foundry.data.operators.ForcedDeletion: v14 has `_del` and ignores `-=key`; v13 has no `_del`", async () => {
    const actor = (await cls("Actor").create({ name: "Ada", type: "pc", flags: { fray: { a: 1 } } }))!;
    if (foundry.generation === 14) {
      expect((globalThis as Record<string, unknown>)._del).toBeDefined();
    } else {
      expect((globalThis as Record<string, unknown>)._del).toBeUndefined();
    }
    await actor.update(foundry.generation === 14 ? { "flags.fray.-=a": null } : { "flags.fray.a": null });
    expect(actor.flags.fray).toHaveProperty("a");
  });
});

describe("database operations", () => {
  it("ClientDocumentMixin#_onUpdate and the update hook run on every client (\"Runs after an update on every "
    + "client\"; hookEvents.updateDocument fires for all clients): the writer's, and the active GM's with the "
    + "writer's userId", async () => {
    const actor = (await cls("Actor").create({ name: "Ada", type: "pc", ownership: { [foundry.player.id]: 3 } }))!;
    const seen: string[] = [];
    Hooks.on("updateActor", (_doc: unknown, _changed: unknown, _options: unknown, userId: unknown) => {
      seen.push(`${String(foundry.game.user.id)} ${String(userId)}`);
    });
    foundry.loginAs(foundry.player);
    await actor.update({ name: "Bea" });
    foundry.loginAs(foundry.gm);
    await actor.update({ name: "Cy" });
    expect(seen).toEqual([`${foundry.player.id} ${foundry.player.id}`, `${foundry.gm.id} ${foundry.player.id}`,
      `${foundry.gm.id} ${foundry.gm.id}`]);
  });

  it("Document#updateEmbeddedDocuments: a batch is one database operation", async () => {
    const combat = (await cls("Combat").create({}))!;
    const made = await combat.createEmbeddedDocuments("Combatant", [{ initiative: 1 }, { initiative: 2 }]);
    await combat.updateEmbeddedDocuments("Combatant", made.map((c, i) => ({ _id: c.id, initiative: 10 + i })));
    await combat.deleteEmbeddedDocuments("Combatant", made.map((c) => c.id));
    expect(foundry.operations).toEqual([
      { action: "create", documentName: "Combat", count: 1, parent: null },
      { action: "create", documentName: "Combatant", count: 2, parent: combat.uuid },
      { action: "update", documentName: "Combatant", count: 2, parent: combat.uuid },
      { action: "delete", documentName: "Combatant", count: 2, parent: combat.uuid },
    ]);
  });

  it("ClientDocumentMixin#_onUpdateDescendantDocuments (and create, delete): once per batch, after each "
    + "document's _onUpdate, with the arrays of the batch; ancestors get it too with the direct parent", async () => {
    const combat = (await cls("Combat").create({}))!;
    const seen: string[] = [];
    const record = (event: string) => (parent: Document, collection: string, documents: Document[],
      data: unknown[]) => seen.push(`${event} ${parent === combat} ${collection} ${documents.length} ${data.length}`);
    Object.assign(combat, { _onCreateDescendantDocuments: record("create"),
      _onUpdateDescendantDocuments: record("update"), _onDeleteDescendantDocuments: record("delete") });
    Hooks.on("updateCombatant", () => seen.push("updateCombatant"));
    const made = await combat.createEmbeddedDocuments("Combatant", [{ initiative: 1 }, { initiative: 2 }]);
    await combat.updateEmbeddedDocuments("Combatant", made.map((c, i) => ({ _id: c.id, initiative: 10 + i })));
    await combat.deleteEmbeddedDocuments("Combatant", made.map((c) => c.id));
    expect(seen).toEqual(["create true combatants 2 2", "updateCombatant", "updateCombatant",
      "update true combatants 2 2", "delete true combatants 2 2"]);
    const actor = (await cls("Actor").create({ name: "A", type: "pc" }))!;
    const [item] = await actor.createEmbeddedDocuments("Item", [{ name: "I", type: "gear" }]);
    const grand: unknown[] = [];
    Object.assign(actor, { _onCreateDescendantDocuments: (parent: Document, collection: string) =>
      grand.push([parent === item, collection]) });
    await item!.createEmbeddedDocuments("ActiveEffect", [{ name: "E" }]);
    expect(grand).toEqual([[true, "effects"]]);
  });

  it("Document.updateDocuments and deleteDocuments: batch by id within a parent", async () => {
    const combat = (await cls("Combat").create({}))!;
    const [a] = await combat.createEmbeddedDocuments("Combatant", [{ initiative: 1 }]);
    await cls("Combatant").updateDocuments([{ _id: a!.id, initiative: 9 }], { parent: combat });
    expect(a!._source.initiative).toBe(9);
    await cls("Combatant").deleteDocuments([a!.id], { parent: combat });
    expect(combat.getEmbeddedCollection("Combatant").size).toBe(0);
  });

  it("Document.updateDocuments: two batches in flight on one document both land (the server applies each diff "
    + "to the stored data)", async () => {
    const actor = (await cls("Actor").create({ name: "A", type: "rec" }))!;
    const other = (await cls("Actor").create({ name: "B", type: "rec" }))!;
    const batch = cls("Actor").updateDocuments([{ _id: actor.id, "system.hp": 1 }, { _id: other.id, "system.hp": 2 }]);
    await actor.update({ name: "Renamed" });
    await batch;
    expect([actor._source.name, (actor._source.system as { hp: number }).hp]).toEqual(["Renamed", 1]);
  });
});
