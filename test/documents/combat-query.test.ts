import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { scriptFaces } from "../foundry/dice.js";
import { combatWorld, turnNames, type CombatWorld } from "./world.js";

/** The GM's handler of the combatant-action query, as registered in CONFIG.queries. */
const handler = (world: CombatWorld) =>
  (world.foundry.CONFIG.queries as Record<string, (data: unknown) => Promise<{ ok: boolean; reason?: string }>>)[
    "fray.combatantAction"]!;

/** A legend fight with the player's hero on turn and an orc, started. */
async function started() {
  const world = await combatWorld("legend");
  const fight = await world.fight([{ name: "hero", player: true, initiative: 9 }, { name: "orc", initiative: 1 }]);
  await fight.combat.startCombat();
  await world.settle(fight.combat);
  return { world, ...fight };
}

describe("who sent a combatant action (the GM query is told only a user id and a nonce)", () => {
  it("a player's request travels on its own User flag; the GM runs it once as that user and clears it", async () => {
    const { world, by } = await started();
    world.foundry.loginAs(world.foundry.player);
    expect(await by("hero").spendAction("standard")).toBe(true);
    expect(by("hero").system.spent.standard).toBe(1);
    expect(world.foundry.player.getFlag("fray", "requests")).toEqual({});
  });

  it("a replayed nonce does nothing the second time", async () => {
    const { world, combat, by } = await started();
    const nonce = "abcdefghijklmnop";
    world.foundry.loginAs(world.foundry.player);
    await world.foundry.player.update({ [`flags.fray.requests.${nonce}`]: { combatId: combat.id,
      combatantId: by("hero").id, action: "spend", kind: "standard" } });
    const data = { userId: world.foundry.player.id, nonce };
    world.foundry.loginAs(world.foundry.gm);
    expect((await handler(world)(data)).ok).toBe(true);
    expect((await handler(world)(data)).ok).toBe(false);
    expect(by("hero").system.spent.standard).toBe(1);
  });

  it("a request a player writes for a combatant it doesn't own is refused as that player's, nothing written", async () => {
    const { world, combat, by } = await started();
    world.foundry.loginAs(world.foundry.player);
    const nonce = "ABCDEFGHIJKLMNOP";
    await world.foundry.player.update({ [`flags.fray.requests.${nonce}`]: { combatId: combat.id,
      combatantId: by("orc").id, action: "spend", kind: "standard" } });
    world.foundry.loginAs(world.foundry.gm);
    const before = world.foundry.operations.length;
    const spent = { ...by("orc").system.spent };
    expect(await handler(world)({ userId: world.foundry.player.id, nonce })).toMatchObject({ ok: false,
      reason: "FRAY.COMBAT.Notice.NotYourCombatant" });
    expect(world.foundry.operations.slice(before).map((o) => o.documentName)).toEqual(["User"]);
    expect(by("orc").system.spent).toEqual(spent);
  });

  it("forged payloads (any user id, any nonce, any junk) write nothing at all", async () => {
    const { world, combat, by } = await started();
    world.foundry.loginAs(world.foundry.gm);
    const spent = { ...by("orc").system.spent };
    const ids = [world.foundry.player.id, world.foundry.gm.id, "nobody0000000000"];
    const payload = fc.oneof(
      fc.record({ userId: fc.constantFrom(...ids), nonce: fc.string({ minLength: 0, maxLength: 20 }) }),
      fc.record({ combatId: fc.constant(combat.id), combatantId: fc.constant(by("orc").id),
        action: fc.constantFrom("spend", "delay", "roll", "takeTurn"), kind: fc.constant("standard") }),
      fc.anything());
    await fc.assert(fc.asyncProperty(payload, async (data) => {
      const before = world.foundry.operations.length;
      expect((await handler(world)(data)).ok).toBe(false);
      expect(world.foundry.operations.length).toBe(before);
    }), { numRuns: 150 });
    expect([by("orc").system.spent, by("orc").initiative, combat.turn]).toEqual([spent, 1, 0]);
  });
});

describe("S2: taking the side's turn", () => {
  it("S2: a player takes the turn with a member they own through the GM; one they don't own is refused", async () => {
    const world = await combatWorld("sides");
    const { combat, by } = await world.fight([{ name: "p1", player: true, disposition: 1, initiative: null },
      { name: "p2", player: true, disposition: 1 }, { name: "npc-ally", type: "character", disposition: 1 },
      { name: "orc", disposition: -1 }]);
    scriptFaces([8, 8], [8, 1]);
    await combat.rollAll();
    await combat.startCombat();
    await world.settle(combat);
    expect(turnNames(combat).at(-1)).toBe("orc");
    if (combat.combatant?.name !== "p1") await combat.takeTurn(by("p1").id!);
    expect(combat.combatant?.name).toBe("p1");
    world.foundry.loginAs(world.foundry.player);
    expect(await combat.takeTurn(by("npc-ally").id!)).toBe(false);
    expect(world.foundry.notices.at(-1)?.message).toBe("You don't control npc-ally.");
    expect(combat.combatant?.name).toBe("p1");
    expect(await combat.takeTurn(by("p2").id!)).toBe(true);
    expect(combat.combatant?.name).toBe("p2");
  });
});
