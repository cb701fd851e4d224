import { describe, expect, it } from "vitest";
import type { PresetId } from "../../src/rules/presets.js";
import type { FrayCombat } from "../../src/documents/combat/combat.js";
import type { FrayCombatant } from "../../src/documents/combat/combatant.js";
import { trackerConfig } from "../foundry/combat.js";
import { combatWorld, heroFirstFight as heroFirst, type Fighter } from "./world.js";

// Combat as Foundry really runs it: the turns a change passes over get their turn events with `skipped: true`,
// combatants come and go mid-round, and a player may write what Foundry's server lets them write directly.

/** The spent pips a combatant stores. */
const spentOf = (combatant: FrayCombatant) => ({ ...combatant.system.spent });

/** Where the tracker and the stored data put the turn: the acting combatant's name, and the stored index's name. */
function turnOf(combat: FrayCombat): [string | undefined, string | undefined] {
  const stored = combat._source.turn as number | null;
  return [combat.combatant?.name ?? undefined, stored === null ? undefined : combat.turns[stored]?.name ?? undefined];
}

describe("a skipped turn is not a turn taken (context.skipped)", () => {
  it("L4, L5: a surprised creature passed over in the surprise round stays flat-footed and keeps its pips until "
    + "its own first turn", async () => {
    const world = await combatWorld("legend");
    const { combat, by } = await world.fight([{ name: "orc", initiative: 18, system: { surprised: true } },
      { name: "hero", player: true, initiative: 3 }]);
    await by("orc").update({ "system.spent": { standard: 1 } } as never);
    await combat.startCombat();
    await world.settle(combat);
    expect([combat.combatant?.name, by("orc").system.flatFooted, by("orc").system.spent.standard])
      .toEqual(["hero", true, 1]);
    await combat.nextTurn();
    await world.settle(combat);
    expect([combat.round, combat.combatant?.name, by("orc").system.flatFooted, by("orc").system.spent.standard])
      .toEqual([2, "orc", false, 0]);
  });

  it("Skip Defeated: a defeated creature passed over spends, refreshes and acts nothing", async () => {
    const world = await combatWorld("legend");
    trackerConfig.skipDefeated = true;
    const { combat, by } = await world.fight([{ name: "a", initiative: 9 }, { name: "b", initiative: 5 },
      { name: "c", initiative: 1 }]);
    await combat.startCombat();
    await world.settle(combat);
    await by("b").update({ defeated: true, "system.spent": { standard: 1 } } as never);
    const spent = spentOf(by("b"));
    await combat.nextTurn();
    await world.settle(combat);
    expect([combat.combatant?.name, spentOf(by("b")), by("b").system.acted, by("b").system.flatFooted])
      .toEqual(["c", spent, false, true]);
  });

  it("Skip Defeated: a creature dead by its status (CONFIG.specialStatusEffects.DEFEATED), not marked defeated in "
    + "the tracker, is passed over too (Combatant#isDefeated, foundryvtt#8197)", async () => {
    const world = await combatWorld("legend");
    trackerConfig.skipDefeated = true;
    const { combat, by } = await world.fight([{ name: "a", initiative: 9 }, { name: "b", initiative: 5 },
      { name: "c", initiative: 1 }]);
    await combat.startCombat();
    await world.settle(combat);
    await by("b").actor!.createEmbeddedDocuments("ActiveEffect", [{ name: "Dead", statuses: ["dead"] }] as never);
    expect([by("b").defeated, by("b").isDefeated]).toEqual([false, true]);
    await combat.nextTurn();
    await world.settle(combat);
    expect([combat.combatant?.name, by("b").system.acted]).toEqual(["c", false]);
    await combat.nextTurn();
    await world.settle(combat);
    expect([combat.round, combat.combatant?.name]).toEqual([2, "a"]);
  });

  it("L6: a delayer whose turn is passed over keeps its delay (it did not act on its count)", async () => {
    const world = await combatWorld("legend");
    const { combat, by } = await world.fight([{ name: "x", initiative: 20 }, { name: "d", initiative: 15 },
      { name: "y", initiative: 5 }]);
    await combat.startCombat();
    await combat.nextTurn();
    expect(await by("d").delayTurn()).toBe(true);
    await combat.nextRound();
    await world.settle(combat);
    expect([combat.round, combat.combatant?.name]).toEqual([2, "x"]);
    await combat.update({ turn: 2 });
    await world.settle(combat);
    expect([combat.combatant?.name, by("d").isDelaying, by("d").system.acted]).toEqual(["y", true, false]);
  });

  it("L9: time passes over a skipped turn: an effect ends at its starter's place even when that turn is skipped",
    async () => {
      const world = await combatWorld("legend");
      trackerConfig.skipDefeated = true;
      const { combat, by } = await world.fight([{ name: "a", initiative: 9 }, { name: "b", initiative: 5 },
        { name: "c", initiative: 1 }]);
      await combat.startCombat();
      await combat.nextTurn();
      await world.settle(combat);
      await by("b").actor!.createEmbeddedDocuments("ActiveEffect", [{ name: "bless", flags: { fray: { duration: {
        unit: "rounds", amount: 1, combat: combat.id, start: { round: 1, place: 1, count: 5 } } } } }] as never);
      await by("b").update({ defeated: true });
      await combat.nextTurn();
      await combat.nextTurn();
      await combat.nextTurn();
      await world.settle(combat);
      expect([combat.round, combat.combatant?.name, by("b").actor!.effects.size]).toEqual([2, "c", 0]);
    });

  it("Next Round mid-round writes no state for the turns it passes over", async () => {
    const world = await combatWorld("lot");
    const { combat, by } = await world.fight([{ name: "a", initiative: 9 }, { name: "b", initiative: 5 },
      { name: "c", initiative: 1 }]);
    await combat.startCombat();
    await world.settle(combat);
    await by("c").update({ "system.spent": { full: 2 } } as never);
    await combat.nextRound();
    await world.settle(combat);
    expect([by("b").system.acted, by("c").system.acted, by("a").system.acted]).toEqual([false, false, false]);
    expect(spentOf(by("c"))).toEqual({ full: 2 });
  });
});

/** A fight of three under `preset`, started and on its second turn, with the acting combatant's pips spent. */
async function midRound(preset: PresetId, fighters: Fighter[]) {
  const world = await combatWorld(preset);
  const fight = await world.fight(fighters);
  if (preset === "sides") {
    await fight.combat.updateEmbeddedDocuments("CombatantGroup", fight.combat.groups.map((g) => ({ _id: g.id,
      initiative: (g as unknown as { side: string }).side === "party" ? 8 : 2 })) as never);
  }
  await fight.combat.startCombat();
  await fight.combat.nextTurn();
  await world.settle(fight.combat);
  const acting = fight.combat.combatant as unknown as FrayCombatant;
  await acting.update({ "system.spent": { marker: 1 } } as never);
  return { world, ...fight, acting, spent: spentOf(acting) };
}

describe.each([
  ["legend", [{ name: "a", initiative: 15 }, { name: "b", initiative: 10 }, { name: "c", initiative: 5 }]],
  ["lot", [{ name: "a", initiative: 15 }, { name: "b", initiative: 10 }, { name: "c", initiative: 5 }]],
  ["agility", [{ name: "a", initiative: 3 }, { name: "b", initiative: 2 }, { name: "c", initiative: 1 }]],
  ["lurasko", [{ name: "a", initiative: 6 }, { name: "b", initiative: 4 }, { name: "c", initiative: 2 }]],
  ["sides", [{ name: "a", player: true }, { name: "b", disposition: -1 }, { name: "c", disposition: -1 }]],
] as [PresetId, Fighter[]][])("mid-round changes keep the turn on the one acting (%s)", (preset, fighters) => {
  it("adding a combatant ahead of it, removing one ahead of it, and rolling the newcomer", async () => {
    const { world, combat, acting, spent } = await midRound(preset, fighters);
    const name = acting.name;
    const Actor = world.foundry.CONFIG.Actor!.documentClass as typeof import("../foundry/documents.js").Document;
    const actor = await Actor.create({ name: "late", type: "npc", system: { attributes: { dex: { value: 3 },
      agi: { value: 3 } } } });
    const [late] = await combat.createEmbeddedDocuments("Combatant", [{ name: "late", actorId: actor!.id,
      initiative: 30 }] as never) as unknown as FrayCombatant[];
    await world.settle(combat);
    expect(turnOf(combat)).toEqual([name, name]);
    const ahead = combat.turns.find((c) => c.id !== acting.id && c.id !== late!.id)!;
    await ahead.delete();
    await world.settle(combat);
    expect(turnOf(combat)).toEqual([name, name]);
    if (preset !== "sides") await combat.rollInitiative([late!.id!]);
    await world.settle(combat);
    expect(turnOf(combat)).toEqual([name, name]);
    expect(spentOf(acting)).toEqual(spent);
  });
  it("a player's direct write to their acting combatant's pips and initiative is put back by the active GM",
    async () => {
      const { world, combat, acting, spent } = await midRound(preset, fighters);
      const actor = acting.actor as unknown as { update(d: object): Promise<unknown> };
      await actor.update({ ownership: { [world.foundry.player.id]: 3 } });
      const initiative = acting.initiative;
      world.foundry.loginAs(world.foundry.player);
      await acting.update({ "system.spent": {}, initiative: 99 } as never);
      await world.settle(combat);
      expect([spentOf(acting), acting.initiative, ...turnOf(combat)]).toEqual([spent, initiative, acting.name,
        acting.name]);
      expect(world.foundry.notices.at(-1)).toMatchObject({ type: "warn", message: expect.stringMatching(/undone/) });
    });

  it("Skip Defeated: the one passed over because it is defeated never gets the turn, keeps its pips and has not acted",
    async () => {
      const { world, combat, acting } = await midRound(preset, fighters);
      trackerConfig.skipDefeated = true;
      const waiting = (c: FrayCombatant) => c.id !== acting.id && !c.isDefeated && !c.system.acted;
      const passed = (combat.turns as unknown as FrayCombatant[]).find(waiting)!;
      await passed.update({ defeated: true, "system.spent": { marker: 1 } } as never);
      const before = spentOf(passed);
      const round = combat.round;
      while (combat.round === round) {
        await combat.nextTurn();
        await world.settle(combat);
        expect(combat.combatant?.id).not.toBe(passed.id);
        if (combat.round === round) expect([spentOf(passed), passed.system.acted]).toEqual([before, false]);
      }
    });
});

describe("removing the one acting", () => {
  it("L4: the turn goes on to the next who may act, never to one the surprise round leaves out", async () => {
    const world = await combatWorld("legend");
    const { combat, by } = await world.fight([{ name: "a", player: true, initiative: 20 }, { name: "b",
      initiative: 15, system: { surprised: true } }, { name: "c", player: true, initiative: 10 }]);
    await combat.startCombat();
    await world.settle(combat);
    await by("c").update({ "system.spent": { standard: 1 } } as never);
    await by("a").delete();
    await world.settle(combat);
    expect([combat.system.surpriseRound, ...turnOf(combat)]).toEqual([true, "c", "c"]);
    expect([by("b").system.flatFooted, by("c").system.spent.standard]).toEqual([true, 0]);
  });
});

describe("a player's direct writes (Foundry's server allows them; Fray's active GM puts them right)", () => {
  it("a macro calling the base class's nextRound is undone by the GM, once, with a notice; no round starts",
    async () => {
      const { world, combat } = await heroFirst();
      const base = Object.getPrototypeOf(Object.getPrototypeOf(combat)) as { nextRound(): Promise<unknown> };
      const before = world.foundry.operations.length;
      await base.nextRound.call(combat);
      await world.settle(combat);
      expect([combat.round, ...turnOf(combat)]).toEqual([1, "hero", "hero"]);
      expect(world.foundry.notices.at(-1)).toMatchObject({ type: "warn", message: expect.stringMatching(/undone/) });
      expect(world.foundry.operations.slice(before).filter((o) => o.documentName === "Combat")).toHaveLength(2);
      expect((world.foundry.game.time as { worldTime: number }).worldTime).toBe(0);
    });

  it("a turn set straight past another's, or moved on without its turn events, is undone; ending one's own turn the "
    + "rules' way stands", async () => {
    const { world, combat } = await heroFirst();
    await combat.update({ turn: 2 });
    await world.settle(combat);
    expect(turnOf(combat)).toEqual(["hero", "hero"]);
    await combat.update({ turn: 1 }, { turnEvents: false });
    await world.settle(combat);
    expect(turnOf(combat)).toEqual(["hero", "hero"]);
    const notices = world.foundry.notices.length;
    await combat.nextTurn();
    await world.settle(combat);
    expect([turnOf(combat), world.foundry.notices.length]).toEqual([["orc", "orc"], notices]);
  });

  it("spending back one's pips or moving one's initiative by a direct write is undone", async () => {
    const { world, combat, by } = await heroFirst();
    expect(await by("hero").spendAction("standard")).toBe(true);
    const spent = spentOf(by("hero"));
    await by("hero").update({ "system.spent.standard": 0 } as never);
    await world.settle(combat);
    expect([spent.standard, spentOf(by("hero"))]).toEqual([1, spent]);
    await by("hero").update({ initiative: 1 });
    await world.settle(combat);
    expect([by("hero").initiative, ...turnOf(combat)]).toEqual([20, "hero", "hero"]);
    expect(world.foundry.notices.at(-1)).toMatchObject({ type: "warn", message: expect.stringMatching(/undone/) });
  });

  it("a combatant a player adds mid-fight with an initiative and a ready state starts unrolled and in the rules' "
    + "initial state", async () => {
    const { world, combat } = await heroFirst();
    world.foundry.loginAs(world.foundry.gm);
    const Actor = world.foundry.CONFIG.Actor!.documentClass as typeof import("../foundry/documents.js").Document;
    const pet = await Actor.create({ name: "Pet", type: "npc", ownership: { [world.foundry.player.id]: 3 } });
    world.foundry.loginAs(world.foundry.player);
    const [added] = await combat.createEmbeddedDocuments("Combatant", [{ name: "Pet", actorId: pet!.id,
      initiative: 99, system: { spent: { standard: 1 }, flatFooted: true } }] as never) as unknown as FrayCombatant[];
    await world.settle(combat);
    expect([added!.initiative, added!.system.spent, added!.system.flatFooted, ...turnOf(combat)])
      .toEqual([null, {}, false, "hero", "hero"]);
    expect(world.foundry.notices.at(-1)).toMatchObject({ type: "warn", message: expect.stringMatching(/undone/) });
  });

  it("its own zone flags and its defeated mark a player may write", async () => {
    const { world, combat, by } = await heroFirst();
    await by("hero").update({ "flags.fray.note": "x", defeated: true } as never);
    await world.settle(combat);
    expect([by("hero").getFlag("fray" as never, "note" as never), by("hero").defeated]).toEqual(["x", true]);
  });
});
