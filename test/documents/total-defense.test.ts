import { describe, expect, it } from "vitest";
import { scriptFaces } from "../foundry/dice.js";
import { combatWorld } from "./world.js";

// S8: Total Defense (an Instant that gives up the Main action): AC +2 and immune to all Shock until the start of the
// bearer's next turn. Taken from the tracker (spendAction), it shows as the actor's status, which attacks read.

/** A Sides fight, the party (Hero, AC 10) first, then the Orc with a Shock 2/– club (1d6); started. */
async function sidesFight() {
  const world = await combatWorld("sides");
  // The world's statuses, as Fray sets them at init (the stand-in's modules are the world's own copies).
  const { applyStatusEffects } = await import("../../src/config/statuses.js");
  const { worldRules } = await import("../../src/settings.js");
  applyStatusEffects(worldRules());
  const { combat, by } = await world.fight([{ name: "Hero", player: true }, { name: "Orc", disposition: -1 }]);
  await combat.updateEmbeddedDocuments("CombatantGroup", combat.groups.map((g) => ({ _id: g.id,
    initiative: (g as unknown as { side: string }).side === "party" ? 8 : 2 })) as never);
  await combat.startCombat();
  await world.settle(combat);
  const hero = by("Hero");
  const orc = by("Orc").actor as unknown as { createEmbeddedDocuments(n: string, d: object[]): Promise<unknown[]> };
  await (hero.actor as unknown as { update(d: object): Promise<unknown> }).update({ "system.defenses.ac": 10 });
  const [club] = await orc.createEmbeddedDocuments("Item", [{ name: "Club", type: "weapon",
    system: { damage: { formula: "1d6", kind: "physical" }, shock: { damage: 2, maxAc: null } } }]);
  const { cardApi } = await import("../../src/documents/cards/api.js");
  const attack = async (natural: number) => {
    scriptFaces([20, natural]);
    const card = await cardApi.attack(orc as never, club as never, { targets: [hero.actor], spend: false }) as
      unknown as { system: { targets: { outcome: { outcome: string; total: number; shock: { amount: number;
        negatedBy: string | null } | null } }[] } };
    return card.system.targets[0]!.outcome;
  };
  const statuses = () => [...(hero.actor as unknown as { statuses: Set<string> }).statuses];
  return { world, combat, hero, attack, statuses };
}

describe("S8: Total Defense from the tracker", () => {
  it("S8: taken on the Hero's turn, its status is on; the Orc's 11 against AC 10 + 2 = 12 misses and deals no "
    + "Shock; at the Hero's next turn the status is off and the same 11 hits AC 10", async () => {
    const { world, combat, hero, attack, statuses } = await sidesFight();
    expect(combat.combatant?.name).toBe("Hero");
    expect(await hero.spendAction("totalDefense")).toBe(true);
    expect(statuses()).toContain("totalDefense");
    const missed = await attack(11);
    expect([missed.outcome, missed.shock?.amount, missed.shock?.negatedBy]).toEqual(["miss", 0, "totalDefense"]);
    await combat.nextTurn();
    await world.settle(combat);
    expect(statuses()).toContain("totalDefense");
    await combat.nextTurn();
    await world.settle(combat);
    expect([combat.round, combat.combatant?.name]).toEqual([2, "Hero"]);
    expect(statuses()).not.toContain("totalDefense");
    expect((await attack(11)).outcome).toBe("hit");
  });

  it("S8: the status a player puts on their own actor by hand (the token HUD, a macro) gives no Total Defense: "
    + "11 against AC 10 hits and the Shock rule is the card's, as without it", async () => {
    const { world, hero, attack, statuses } = await sidesFight();
    world.foundry.loginAs(world.foundry.player);
    await (hero.actor as unknown as { toggleStatusEffect(id: string, o: object): Promise<unknown> })
      .toggleStatusEffect("totalDefense", { active: true });
    expect(statuses()).toContain("totalDefense");
    world.foundry.loginAs(world.foundry.gm);
    expect((await attack(11)).outcome).toBe("hit");
  });
});
