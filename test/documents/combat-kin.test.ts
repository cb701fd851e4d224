import { describe, expect, it } from "vitest";
import { placeToken } from "../foundry/combat.js";
import type { FrayCombat } from "../../src/documents/combat/combat.js";
import type { FrayCombatant } from "../../src/documents/combat/combatant.js";
import { combatWorld, type CombatWorld } from "./world.js";

/** Adds `count` unlinked hostile tokens of one new actor `name` to `combat` in one batch (linked: one token each). */
async function tokensOf(world: CombatWorld, combat: FrayCombat, name: string, count: number, actorLink = false) {
  const Actor = world.foundry.CONFIG.Actor!.documentClass as unknown as { create(d: object): Promise<{ id: string }> };
  const actor = await Actor.create({ name, type: "npc" });
  const rows = Array.from({ length: count }, (_, i) => {
    const token = placeToken(actor as never, { name: `${name} ${i + 1}`, actorLink });
    return { name: `${name} ${i + 1}`, actorId: actor.id, tokenId: token.id };
  });
  await combat.createEmbeddedDocuments("Combatant", rows as never);
  await world.settle(combat);
}

/** The group ids of the combatants named `prefix …`, in name order. */
const groupsOf = (combat: FrayCombat, prefix: string) => combat.combatants.contents
  .filter((c) => c.name?.startsWith(prefix)).sort((a, b) => a.name!.localeCompare(b.name!))
  .map((c) => (c as unknown as FrayCombatant).groupDocument?.id ?? null);

describe("unlinked tokens of one creature join one enemy group by default (L3, T1, T3)", () => {
  it("T3: under LoT (enemy groups on) three goblins share a group; the fourth makes a new group", async () => {
    const world = await combatWorld("lot");
    const { combat } = await world.fight([]);
    const start = world.foundry.operations.length;
    await tokensOf(world, combat, "Goblin", 4);
    const groups = groupsOf(combat, "Goblin");
    expect(new Set(groups.slice(0, 3)).size).toBe(1);
    expect(groups[3]).not.toBe(groups[0]);
    expect(groups.every((g) => g !== null)).toBe(true);
    expect(world.foundry.operations.slice(start).map((o) => `${o.action} ${o.documentName} ${o.count}`))
      .toEqual(["create Actor 1", "create Combatant 4", "create CombatantGroup 2", "update Combatant 4"]);
  });

  it("L3, T1: a lone goblin stays ungrouped; the next of its kin joins it in one group", async () => {
    const world = await combatWorld("lot");
    const { combat } = await world.fight([]);
    await tokensOf(world, combat, "Goblin", 1);
    expect(groupsOf(combat, "Goblin")).toEqual([null]);
    const first = combat.combatants.contents[0]!;
    const token = placeToken(first.actor as never, { name: "Goblin 2" });
    await combat.createEmbeddedDocuments("Combatant", [{ name: "Goblin 2", actorId: first.actorId, tokenId: token.id }]);
    await world.settle(combat);
    const groups = groupsOf(combat, "Goblin");
    expect(groups[0]).not.toBeNull();
    expect(groups[1]).toBe(groups[0]);
  });

  it("L3: a goblin the GM took out of its kin's group stays out: through rolls, rounds and the next of its kin",
    async () => {
      const world = await combatWorld("lot");
      const { combat } = await world.fight([]);
      await tokensOf(world, combat, "Goblin", 3);
      const out = combat.combatants.find((c) => c.name === "Goblin 3") as unknown as FrayCombatant;
      expect(await out.moveToGroup(null)).toBe(true);
      await combat.rollAll();
      await combat.startCombat();
      await combat.nextRound();
      await world.settle(combat);
      const first = combat.combatants.contents[0]!;
      const token = placeToken(first.actor as never, { name: "Goblin 4" });
      await combat.createEmbeddedDocuments("Combatant", [{ name: "Goblin 4", actorId: first.actorId,
        tokenId: token.id }]);
      await world.settle(combat);
      const groups = groupsOf(combat, "Goblin");
      expect(groups[2]).toBeNull();
      expect([groups[1], groups[3]]).toEqual([groups[0], groups[0]]);
      expect(out.system.keptOut).toBe(true);
    });

  it("L3: linked tokens, and fights with enemy groups off (legend), stay ungrouped", async () => {
    const lot = await combatWorld("lot");
    const linked = await lot.fight([]);
    await tokensOf(lot, linked.combat, "Captain", 2, true);
    expect(groupsOf(linked.combat, "Captain")).toEqual([null, null]);
    const legend = await combatWorld("legend");
    const plain = await legend.fight([]);
    await tokensOf(legend, plain.combat, "Orc", 3);
    expect(groupsOf(plain.combat, "Orc")).toEqual([null, null, null]);
  });
});
