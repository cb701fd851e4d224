import { describe, expect, it } from "vitest";
import { combatWorld, turnNames } from "./world.js";

describe("FrayCombat records its rules and orders its turns by them", () => {
  it("a combat keeps the rulebook it was made under when the GM changes the world's (issue 10)", async () => {
    const world = await combatWorld("lot");
    const { combat } = await world.fight([]);
    expect(combat.system.preset).toBe("lot");
    expect(combat.system.toggles).toMatchObject({ initiativeMode: "d20", tieBreak: "reroll-half", twoPlayersCap: true });
    world.foundry.game.settings.seed("fray", "preset", "agility");
    await combat.update({ round: 0 });
    expect(combat.mode).toBe("d20");
  });

  it("L2: ties go to the higher DEX modifier, then name", async () => {
    const world = await combatWorld("legend");
    const { combat } = await world.fight([{ name: "slow", dex: 10, initiative: 12 }, { name: "quick", dex: 16,
      initiative: 12 }, { name: "top", dex: 8, initiative: 19 }, { name: "none", initiative: null }]);
    expect(turnNames(combat)).toEqual(["top", "quick", "slow", "none"]);
  });

  it("T4: never three player characters in a row while a non-player is left (lot)", async () => {
    const world = await combatWorld("lot");
    const { combat } = await world.fight([{ name: "p1", player: true, initiative: 20 },
      { name: "p2", player: true, initiative: 19 }, { name: "p3", player: true, initiative: 18 },
      { name: "orc", initiative: 3 }]);
    expect(turnNames(combat)).toEqual(["p1", "p2", "orc", "p3"]);
  });

  it("L3: an enemy group's members share its initiative and act in a row", async () => {
    const world = await combatWorld("legend");
    const { combat, by } = await world.fight([{ name: "a", initiative: 15 }, { name: "b", initiative: 2 },
      { name: "hero", player: true, initiative: 10 }]);
    const [group] = (await combat.createEmbeddedDocuments("CombatantGroup",
      [{ type: "enemy-group", name: "Orcs", initiative: 10 }] as never))!;
    await combat.updateEmbeddedDocuments("Combatant", [{ _id: by("a").id!, group: group!.id },
      { _id: by("b").id!, group: group!.id }] as never);
    expect(turnNames(combat)).toEqual(["a", "b", "hero"]);
    expect(by("b").initiative).toBe(10);
  });

  it("S1, S2: each side present is a group made when its first member joins, and sides act together", async () => {
    const world = await combatWorld("sides");
    const { combat, by } = await world.fight([{ name: "orc", disposition: -1 }, { name: "hero", player: true },
      { name: "spy", disposition: -2 }, { name: "ally", disposition: 1 }, { name: "cat", disposition: 0 },
      { name: "wolf" }]);
    expect(combat.groups.map((g) => (g.system as unknown as { side: string }).side).sort()).toEqual(["enemies", "neutral", "party"]);
    expect([by("orc"), by("spy"), by("wolf")].map((c) => c.side)).toEqual(["enemies", "enemies", "enemies"]);
    expect([by("hero").side, by("ally").side, by("cat").side]).toEqual(["party", "party", "neutral"]);
    await combat.updateEmbeddedDocuments("CombatantGroup", [
      { _id: combat.sideGroup("enemies")!.id, initiative: 6 }, { _id: combat.sideGroup("party")!.id, initiative: 6 },
      { _id: combat.sideGroup("neutral")!.id, initiative: 7 }] as never);
    expect(turnNames(combat)).toEqual(["cat", "hero", "ally", "orc", "spy", "wolf"]);
    expect(by("spy").initiative).toBe(6);
  });

  it("S1: combatants joining in two batches at once never make two groups for one side", async () => {
    const world = await combatWorld("sides");
    const { combat } = await world.fight([]);
    const rows = [{ name: "a" }, { name: "b" }];
    await Promise.all([combat.createEmbeddedDocuments("Combatant", rows as never),
      combat.createEmbeddedDocuments("Combatant", [{ name: "c" }] as never)]);
    await world.settle(combat);
    expect(combat.groups.size).toBe(1);
    expect(combat.combatants.map((c) => c.group && (c.group as unknown as { id: string }).id))
      .toEqual([combat.groups.contents[0]!.id, combat.groups.contents[0]!.id, combat.groups.contents[0]!.id]);
  });

  it("Z3: surprised combatants act below every aware one (zones)", async () => {
    const world = await combatWorld("lurasko");
    const { combat } = await world.fight([{ name: "asleep", initiative: 9, system: { surprised: true } },
      { name: "awake", initiative: -1 }, { name: "alert", initiative: 4 }]);
    expect(turnNames(combat)).toEqual(["alert", "awake", "asleep"]);
  });

  it("A1: the initiator goes last; equal Agility puts the party first, then the order of joining", async () => {
    const world = await combatWorld("agility");
    const { combat } = await world.fight([{ name: "troll", initiative: 1 }, { name: "rogue", initiative: 3,
      system: { initiator: true } }, { name: "zed", player: true, initiative: 1 }, { name: "amy", player: true,
      initiative: 1 }]);
    expect(turnNames(combat)).toEqual(["zed", "amy", "troll", "rogue"]);
  });
});

describe("sides and marks are the GM's", () => {
  it("S1: the GM moves a combatant to another side, whose group is made if missing; a player may not", async () => {
    const world = await combatWorld("sides");
    const { combat, by } = await world.fight([{ name: "orc", disposition: -1 }, { name: "hero", player: true }]);
    expect(await by("orc").moveToSide("neutral")).toBe(true);
    expect([by("orc").side, combat.groups.size]).toEqual(["neutral", 3]);
    expect((by("orc").group as unknown as { id: string }).id).toBe(combat.sideGroup("neutral")!.id);
    world.foundry.loginAs(world.foundry.player);
    expect(await by("hero").moveToSide("enemies")).toBe(false);
    expect([by("hero").side, world.foundry.notices.at(-1)?.message]).toEqual(["party", expect.stringMatching(/Only the GM/)]);
  });

  it("L4, A1: surprise and initiator marks are set by the GM before the fight, and only then", async () => {
    const world = await combatWorld("agility");
    const { combat, by } = await world.fight([{ name: "a", initiative: 1 }, { name: "b", initiative: 1 }]);
    expect(await by("a").setMark("initiator", true)).toBe(true);
    expect(turnNames(combat)).toEqual(["b", "a"]);
    await combat.startCombat();
    expect(await by("b").setMark("surprised", true)).toBe(false);
    expect(by("b").system.surprised).toBe(false);
  });
});
