import { describe, expect, it } from "vitest";
import { frayWorld } from "../world.js";

describe("item models", () => {
  it("a weapon fills its defaults: physical damage, melee, no Shock, threat 20 (L8)", async () => {
    const { Item } = await frayWorld();
    const item = (await Item.create({ name: "Club", type: "weapon" }))!;
    expect(item._source.system).toMatchObject({
      damage: { formula: "1d6", kind: "physical" }, attributes: [], skill: "",
      range: { category: "melee", feet: null }, shock: { damage: null, maxAc: null }, apCost: 0, threat: 20,
    });
  });

  it("a weapon keeps Shock 2/AC 15 (S7) and its attributes as a Set", async () => {
    const { Item } = await frayWorld("sides");
    const item = (await Item.create({ name: "Spear", type: "weapon",
      system: { shock: { damage: 2, maxAc: 15 }, attributes: ["str", "dex", "str"], skill: "stab" } }))!;
    const system = item.system as unknown as { shock: object; attributes: Set<string> };
    expect(system.shock).toEqual({ damage: 2, maxAc: 15 });
    expect(system.attributes).toEqual(new Set(["str", "dex"]));
  });

  it.each([
    ["weapon", "an unknown damage kind (T9)", { damage: { kind: "fire" } }, /damage\.kind/],
    ["weapon", "an unknown attribute", { attributes: ["luck"] }, /attributes/],
    ["weapon", "an unknown range category (L10)", { range: { category: "orbital" } }, /range\.category/],
    ["ability", "an unknown duration unit", { duration: { unit: "forever" } }, /duration\.unit/],
    ["ability", "an action no preset has", { action: "bonusless" }, /action/],
    ["gear", "a weight that is no number", { weight: "heavy" }, /weight/],
    ["gear", "a NaN quantity", { quantity: Number.NaN }, /quantity/],
  ])("%s rejects %s", async (type, _what, system, message) => {
    const { Item } = await frayWorld();
    await expect(Item.create({ name: "Bad", type, system })).rejects.toThrow(message);
  });

  it.each([
    ["weapon", "a threat of 21 to 20 (L8)", { threat: 21 }, { threat: 20 }],
    ["weapon", "a negative AP cost to 0 (T8)", { apCost: -1 }, { apCost: 0 }],
    ["armor", "encumbrance 3 to 2", { encumbrance: 3 }, { encumbrance: 2 }],
    ["armor", "negative elemental DR to 0", { dr: { elemental: -2 } }, { dr: { elemental: 0 } }],
    ["shield", "a negative AC bonus to 0", { acBonus: -1 }, { acBonus: 0 }],
    ["ability", "a duration of 0 to 1", { duration: { value: 0, unit: "rounds" } }, { duration: { value: 1 } }],
    ["gear", "a negative weight to 0", { weight: -1 }, { weight: 0 }],
  ])("%s cleans %s (NumberField#_cleanType clamps to min/max)", async (type, _what, system, stored) => {
    const { Item } = await frayWorld();
    const item = await Item.create({ name: "Clean", type, system });
    expect(item!._source.system).toMatchObject(stored);
  });

  it("an ability accepts any preset's action kinds (L7, S4, A2, T6) and an overshield grant (T11)", async () => {
    const { Item } = await frayWorld();
    for (const action of ["standard", "main", "attack", "full", "major", ""]) {
      const item = await Item.create({ name: action || "none", type: "ability",
        system: { action, overshield: { enabled: true, value: 8, dr: 1, effect: "Stoneskin" } } });
      expect(item?._source.system).toMatchObject({ action, overshield: { enabled: true, value: 8 } });
    }
  });
});

describe("items on an actor", () => {
  it("creates, updates and deletes embedded items; an invalid update writes nothing", async () => {
    const { Actor } = await frayWorld();
    const actor = (await Actor.create({ name: "Ada", type: "character" }))!;
    const [sword] = await actor.createEmbeddedDocuments("Item", [{ name: "Sword", type: "weapon" }]);
    expect(actor.getEmbeddedCollection("Item").size).toBe(1);
    await actor.updateEmbeddedDocuments("Item", [{ _id: sword!.id, "system.damage.formula": "1d8" }]);
    expect(sword!._source.system).toMatchObject({ damage: { formula: "1d8" } });
    await expect(sword!.update({ "system.damage.kind": "psychic" })).rejects.toThrow(/damage\.kind/);
    expect(sword!._source.system).toMatchObject({ damage: { kind: "physical" } });
    await actor.deleteEmbeddedDocuments("Item", [sword!.id]);
    expect(actor.getEmbeddedCollection("Item").size).toBe(0);
  });

  it("refuses a player who does not own the actor, and changes nothing", async () => {
    const { Actor, foundry } = await frayWorld();
    const actor = (await Actor.create({ name: "Ada", type: "character" }))!;
    const [sword] = await actor.createEmbeddedDocuments("Item", [{ name: "Sword", type: "weapon" }]);
    foundry.loginAs(foundry.player);
    await expect(actor.createEmbeddedDocuments("Item", [{ name: "Axe", type: "weapon" }])).rejects.toThrow(/permission/);
    await expect(sword!.update({ "system.equipped": true })).rejects.toThrow(/permission/);
    await expect(actor.deleteEmbeddedDocuments("Item", [sword!.id])).rejects.toThrow(/permission/);
    expect(actor.getEmbeddedCollection("Item").size).toBe(1);
    expect(sword!._source.system).toMatchObject({ equipped: false });
  });

  it("lets the owning player manage the actor's items", async () => {
    const { Actor, foundry } = await frayWorld();
    const actor = (await Actor.create({ name: "Ada", type: "character",
      ownership: { default: 0, [foundry.player.id]: 3 } }))!;
    foundry.loginAs(foundry.player);
    const [shield] = await actor.createEmbeddedDocuments("Item", [{ name: "Buckler", type: "shield" }]);
    await shield!.update({ "system.equipped": true });
    expect(shield!._source.system).toMatchObject({ acBonus: 1, equipped: true });
  });
});
