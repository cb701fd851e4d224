import { describe, expect, it } from "vitest";
import type { FrayCombatant } from "../../src/documents/combat/combatant.js";
import { combatWorld } from "./world.js";

// A10: a summoned unit can't act in the round it arrives; it takes its place in the order from the next round.

/** An Agility fight (A1: fixed order by Agility) in round 1 on the Hero's turn, and a way to summon an Imp. */
async function summoningFight() {
  const world = await combatWorld("agility");
  const fight = await world.fight([{ name: "Hero", player: true, agi: 3, initiative: 3 },
    { name: "Orc", agi: 2, initiative: 2 }]);
  await fight.combat.startCombat();
  await world.settle(fight.combat);
  const Actor = world.foundry.CONFIG.Actor!.documentClass as typeof import("../foundry/documents.js").Document;
  const summon = async (summoned: boolean) => {
    const imp = await Actor.create({ name: "Imp", type: "npc", system: { attributes: { agi: { value: 1 } } } });
    const [created] = await fight.combat.createEmbeddedDocuments("Combatant", [{ name: "Imp", actorId: imp!.id,
      initiative: 1, system: { summoned } }] as never) as unknown as FrayCombatant[];
    await world.settle(fight.combat);
    return created!;
  };
  return { world, ...fight, summon };
}

describe("A10: a summoned unit can't act the round it arrives", () => {
  it("A10: summoned in round 1, the Imp's turn is passed over in round 1 and its actions refused; in round 2 it "
    + "acts in its place", async () => {
    const { world, combat, summon } = await summoningFight();
    const imp = await summon(true);
    expect([combat.round, combat.combatant?.name]).toEqual([1, "Hero"]);
    expect(await imp.spendAction("attack")).toBe(false);
    expect(world.foundry.notices.at(-1)?.message)
      .toBe("A summoned unit can't act in the round it arrives; it acts from the next round.");
    const seen: string[] = [];
    while (combat.round === 1) {
      await combat.nextTurn();
      await world.settle(combat);
      seen.push(`${combat.round}:${combat.combatant?.name}`);
    }
    expect(seen).toEqual(["1:Orc", "2:Hero"]);
    await combat.nextTurn();
    await combat.nextTurn();
    await world.settle(combat);
    expect([combat.round, combat.combatant?.name]).toEqual([2, "Imp"]);
    expect(await imp.spendAction("attack")).toBe(true);
  });

  it("A10: a combatant not marked summoned that joins mid-round acts that round", async () => {
    const { world, combat, summon } = await summoningFight();
    await summon(false);
    await combat.nextTurn();
    await combat.nextTurn();
    await world.settle(combat);
    expect([combat.round, combat.combatant?.name]).toEqual([1, "Imp"]);
  });

  it("A10: only the GM marks a unit summoned; a player's direct write is put back", async () => {
    const { world, combat, by } = await summoningFight();
    world.foundry.loginAs(world.foundry.player);
    expect(await by("Hero").setSummoned(true)).toBe(false);
    await by("Hero").update({ "system.summoned": true } as never);
    await world.settle(combat);
    expect(by("Hero").system.summoned).toBe(false);
    world.foundry.loginAs(world.foundry.gm);
    expect(await by("Orc").setSummoned(true)).toBe(true);
    expect(by("Orc").system.summoned).toBe(true);
  });

  it("A10: the summoner must be another unsummoned combatant of the fight: itself, a summoned unit or an unknown id is "
    + "refused with a notice and nothing written", async () => {
    const { world, by, summon } = await summoningFight();
    const imp = await summon(false);
    const wisp = await summon(false);
    expect(await wisp.setSummoned(true, imp.id)).toBe(true);
    for (const id of [imp.id, wisp.id, "nobody"]) {
      expect(await imp.setSummoned(true, id)).toBe(false);
      expect(world.foundry.notices.at(-1)?.message)
        .toBe("The summoner must be another combatant of this fight that was not summoned itself.");
    }
    expect(imp.system).toMatchObject({ summoned: false, summoner: null });
    expect(await imp.setSummoned(true, by("Hero").id)).toBe(true);
    expect(imp.system).toMatchObject({ summoned: true, summoner: by("Hero").id });
  });
});

describe("issue 28, A10: the round a summon joined is the GM's record", () => {
  it("A10: a summon's join round rewritten in its flags: summoned in round 2, its player writes round 1; it still "
    + "can't act in round 2", async () => {
    const { world, combat } = await summoningFight();
    while (combat.round === 1) {
      await combat.nextTurn();
      await world.settle(combat);
    }
    const Actor = world.foundry.CONFIG.Actor!.documentClass as typeof import("../foundry/documents.js").Document;
    const imp = await Actor.create({ name: "Imp", type: "npc", ownership: { [world.foundry.player.id]: 3 },
      system: { attributes: { agi: { value: 1 } } } });
    const [unit] = await combat.createEmbeddedDocuments("Combatant", [{ name: "Imp", actorId: imp!.id,
      initiative: 1, system: { summoned: true } }] as never) as unknown as FrayCombatant[];
    await world.settle(combat);
    world.foundry.loginAs(world.foundry.player);
    await unit!.update({ "flags.fray.roundJoined": 1 } as never);
    world.foundry.loginAs(world.foundry.gm);
    await world.settle(combat);
    const seen: string[] = [];
    while (combat.round === 2) {
      await combat.nextTurn();
      await world.settle(combat);
      seen.push(`${combat.round}:${combat.combatant?.name}`);
    }
    expect(seen).toEqual(["2:Orc", "3:Hero"]);
  });
});
