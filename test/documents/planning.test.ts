// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import { scriptFaces } from "../foundry/dice.js";
import { combatWorld, type Fighter } from "./world.js";
import type { Document } from "../foundry/documents.js";
import type { PresetId } from "../../src/rules/presets.js";

// T5: before round 1 the side that initiated the encounter takes one swift action each (not an attack); then round 1
// begins as usual. Worked by hand: Gob 18, Ann 15, Bo 14, Orc 12 (T1, highest first); Ann (the player's) started
// the encounter, so the party (Ann, Bo) plans: Ann's turn, then Bo's; then round 1 from Gob.

/** The ambush: Ann (the player's character, marked as the one who started it) and Bo against Gob and the Orc. */
const AMBUSH: Fighter[] = [{ name: "Gob", initiative: 18 }, { name: "Ann", player: true, initiative: 15 },
  { name: "Bo", type: "character", initiative: 14 }, { name: "Orc", initiative: 12 }];

/** A fight under `preset` with `fighters`, Ann marked as the initiator (`mark`), started; Ann holds a spear. */
async function ambush(preset: PresetId = "lot", { mark = true, fighters = AMBUSH } = {}) {
  const world = await combatWorld(preset);
  const { cardApi } = await import("../../src/documents/cards/api.js");
  const { combat, by } = await world.fight(fighters);
  const ann = by("Ann").actor as unknown as Document & { items: { contents: Document[] } };
  const [spear] = await ann.createEmbeddedDocuments("Item", [{ name: "Spear", type: "weapon",
    system: { damage: { formula: "1d8", kind: "physical" } } }]);
  if (mark) expect(await by("Ann").setMark("initiator", true)).toBe(true);
  await combat.startCombat();
  await world.settle(combat);
  const at = () => [combat.round, combat.system.phase, combat.combatant?.name];
  const attack = () => {
    scriptFaces([20, 5]);
    return cardApi.attack(ann as never, spear as never, { targets: [by("Orc").actor] });
  };
  const next = async () => {
    await combat.nextTurn();
    await world.settle(combat);
  };
  return { world, combat, by, at, attack, next };
}

describe("T5: the planning phase before round 1 (LoT)", () => {
  it("T5: only the initiating side plans, one swift each and no attack; then round 1 starts from the top", async () => {
    const { world, by, at, attack, next } = await ambush();
    expect(at()).toEqual([1, "planning", "Ann"]);
    world.foundry.loginAs(world.foundry.player);
    const posted = world.foundry.game.messages.contents.length;
    expect(await attack()).toBeNull();
    expect(world.foundry.game.messages.contents.length).toBe(posted);
    expect(world.foundry.notices.at(-1)?.message)
      .toBe("In the planning phase each may take one swift action on its own turn, and no attack.");
    expect(await by("Ann").spendAction("swift")).toBe(true);
    expect(await by("Ann").spendAction("swift")).toBe(false);
    expect([by("Ann").system.spent.swift, by("Ann").system.spent.full ?? 0]).toEqual([1, 0]);
    await next();
    expect(at()).toEqual([1, "planning", "Bo"]);
    world.foundry.loginAs(world.foundry.gm);
    expect(await by("Gob").spendAction("swift")).toBe(false);
    expect(world.foundry.notices.at(-1)?.message).toBe("The swift action can only be taken on your own turn.");
    expect(await by("Bo").spendAction("full")).toBe(false);
    expect(await by("Bo").spendAction("swift")).toBe(true);
    await next();
    expect(at()).toEqual([1, "action", "Gob"]);
    expect([by("Ann").system.acted, by("Bo").system.acted]).toEqual([false, false]);
    await next();
    expect(at()).toEqual([1, "action", "Ann"]);
    expect([by("Ann").system.spent.swift, by("Ann").system.spent.full ?? 0]).toEqual([0, 0]);
    world.foundry.loginAs(world.foundry.player);
    expect(await attack()).not.toBeNull();
    expect(by("Ann").system.spent.full).toBe(1);
    await next();
    world.foundry.loginAs(world.foundry.gm);
    await next();
    await next();
    expect(at()).toEqual([2, "action", "Gob"]);
  });

  it("T5: a player ending the last planning turn has the GM begin round 1", async () => {
    const fighters = AMBUSH.filter((f) => f.name !== "Bo");
    const { world, at, next } = await ambush("lot", { fighters });
    expect(at()).toEqual([1, "planning", "Ann"]);
    world.foundry.loginAs(world.foundry.player);
    await next();
    expect(at()).toEqual([1, "action", "Gob"]);
    expect(world.foundry.game.user).toBe(world.foundry.player);
  });

  it("T5: the GM's Next Round begins round 1 (it skips no round); back from round 1's first turn is planning again",
    async () => {
      const { combat, world, at } = await ambush();
      await combat.nextRound();
      await world.settle(combat);
      expect(at()).toEqual([1, "action", "Gob"]);
      await combat.previousTurn();
      await world.settle(combat);
      expect(at()).toEqual([1, "planning", "Bo"]);
      await combat.previousTurn();
      await world.settle(combat);
      expect(at()).toEqual([1, "planning", "Ann"]);
      await combat.previousTurn();
      expect(at()).toEqual([1, "planning", "Ann"]);
    });

  it("T5: no one delays in the planning phase", async () => {
    const { world, by, at } = await ambush();
    world.foundry.loginAs(world.foundry.player);
    expect(await by("Ann").delayTurn()).toBe(false);
    expect(world.foundry.notices.at(-1)?.message)
      .toBe("No one delays in the planning phase: a turn there is one swift action.");
    expect(at()).toEqual([1, "planning", "Ann"]);
  });

  it("T5: with no one marked, or under Legend (the rule off), round 1 starts at once", async () => {
    expect((await ambush("lot", { mark: false })).at()).toEqual([1, "action", "Gob"]);
    expect((await ambush("legend")).at()).toEqual([1, "action", "Gob"]);
  });
});
