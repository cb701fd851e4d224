// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import { scriptFaces } from "../foundry/dice.js";
import { combatWorld } from "./world.js";
import type { Document } from "../foundry/documents.js";
import type { PresetId } from "../../src/rules/presets.js";

/** An actor as these tests read it. */
type Actor = Document & { items: { contents: Document[] } };

/**
 * A fight under `preset`: Ada (acting first, initiative 20; a GM-owned character unless `player`) with a spear
 * (1d8, AP cost `apCost`) against the Orc (initiative 5). `start` starts it; `attack` rolls Ada's spear at the Orc.
 */
async function spearFight(preset: PresetId, { apCost = 0, player = false, ap = 0 } = {}) {
  const w = await combatWorld(preset);
  const { cardApi } = await import("../../src/documents/cards/api.js");
  const { combat, by } = await w.fight([{ name: "Ada", player, initiative: 20, agi: 16,
    system: {} }, { name: "Orc", initiative: 5, agi: 10 }]);
  const ada = by("Ada").actor as unknown as Actor;
  if (ap) await ada.update({ "system.ap": { value: ap, max: ap } });
  const [spear] = await ada.createEmbeddedDocuments("Item", [{ name: "Spear", type: "weapon",
    system: { damage: { formula: "1d8", kind: "physical" }, apCost } }]);
  const orc = by("Orc").actor;
  const messages = () => w.foundry.game.messages.contents.length;
  return {
    w, combat, ada, orc, messages,
    spent: () => by("Ada").system.spent as Record<string, number>,
    start: async () => {
      // S1: a side's initiative is its group's roll, so the sides roll before the fight begins (no dialog asks).
      if (combat.system.preset === "sides") await combat.rollAll();
      await combat.startCombat();
      await w.settle(combat);
    },
    attack: (request: object = {}) => {
      scriptFaces([20, 11]);
      return cardApi.attack(ada as never, spear as never, { targets: [orc], ...request });
    },
  };
}

describe("an attack spends the rulebook's action through the combatant (L7, Z6, S4, A2, T6, T8)", () => {
  it("Lur-Asko: the first attack of a turn spends the major action; the next two are refused and roll nothing",
    async () => {
      const f = await spearFight("lurasko");
      await f.start();
      expect(await f.attack()).not.toBeNull();
      expect(f.spent()).toMatchObject({ major: 1 });
      const posted = f.messages();
      expect(await f.attack()).toBeNull();
      expect(await f.attack()).toBeNull();
      expect(f.messages()).toBe(posted);
      expect(f.w.foundry.notices.at(-1)!.message).toBe("No major action left this turn.");
    });

  it("L7 standard, S4 main, A2 attack action, T6 full: each rulebook's attack spends its own action", async () => {
    const cases: [PresetId, string][] = [["legend", "standard"], ["sides", "main"], ["agility", "attack"],
      ["lot", "full"]];
    for (const [preset, kind] of cases) {
      const f = await spearFight(preset);
      await f.start();
      expect(await f.attack(), preset).not.toBeNull();
      expect(f.spent()[kind], preset).toBe(1);
    }
  });

  it("A2: after the Attack Action, the extra attack spends the Move Action and both Bonus Actions and rolls; a "
    + "third attack has nothing left to spend", async () => {
    const f = await spearFight("agility");
    await f.start();
    expect(await f.attack()).not.toBeNull();
    expect(await f.attack({ spend: "extraAttack" })).not.toBeNull();
    expect(f.spent()).toMatchObject({ attack: 1, move: 1, bonus: 2, extraAttack: 1 });
    const posted = f.messages();
    expect(await f.attack({ spend: "extraAttack" })).toBeNull();
    expect(f.messages()).toBe(posted);
  });

  it("S10: a Charge spends the Main and the Move action together", async () => {
    const f = await spearFight("sides");
    await f.start();
    await f.attack({ options: { charge: true } });
    expect(f.spent()).toMatchObject({ main: 1, move: 1 });
  });

  it("T8: one Full action covers all of an AP weapon's swings (AP 6, cost 2: 3 swings, one Full spent)", async () => {
    const f = await spearFight("lot", { apCost: 2, ap: 6 });
    await f.start();
    expect(await f.attack({ options: { apSwings: 3 } })).not.toBeNull();
    expect(f.spent()).toMatchObject({ full: 1 });
  });

  it("L7: off the attacker's turn the standard action is refused: a notice, no card", async () => {
    const f = await spearFight("legend");
    await f.start();
    await f.combat.nextTurn();
    await f.w.settle(f.combat);
    const posted = f.messages();
    expect(await f.attack()).toBeNull();
    expect(f.messages()).toBe(posted);
    expect(f.w.foundry.notices.at(-1)!.message).toBe("The standard action can only be taken on your own turn.");
  });

  it("outside a started combat, or for an attacker not in it, nothing is spent", async () => {
    const f = await spearFight("legend");
    expect(await f.attack()).not.toBeNull();
    expect(f.spent().standard ?? 0).toBe(0);
    await f.start();
    const Actor = f.w.foundry.CONFIG.Actor!.documentClass as unknown as { create(d: object): Promise<Actor> };
    const archer = await Actor.create({ name: "Archer", type: "character" });
    const [bow] = await archer.createEmbeddedDocuments("Item", [{ name: "Bow", type: "weapon",
      system: { damage: { formula: "1d6", kind: "physical" } } }]);
    const { cardApi } = await import("../../src/documents/cards/api.js");
    scriptFaces([20, 11]);
    expect(await cardApi.attack(archer as never, bow as never, { targets: [f.orc] })).not.toBeNull();
    expect(f.spent().standard ?? 0).toBe(0);
  });

  it("the GM's spend: false attacks without spending; a player's spend: false is ignored", async () => {
    const gm = await spearFight("legend");
    await gm.start();
    expect(await gm.attack({ spend: false })).not.toBeNull();
    expect(gm.spent().standard ?? 0).toBe(0);
    const player = await spearFight("legend", { player: true });
    await player.start();
    player.w.foundry.loginAs(player.w.foundry.player);
    expect(await player.attack({ spend: false })).not.toBeNull();
    expect(player.spent().standard).toBe(1);
  });

  it("A9: off her turn a player's attack as a free hit spends a free-hit slot, not the Attack Action; with the "
    + "slots gone it is refused and rolls nothing", async () => {
    const f = await spearFight("agility", { player: true });
    const ada = f.ada as unknown as { update(d: object): Promise<unknown>; system: { freeHitSlots: number } };
    await ada.update({ "system.attributeSets.agility.agi.value": 0 });
    expect(ada.system.freeHitSlots).toBe(1);
    // Agility +0: 0 + 1 = one free hit a round (A9). Ada acts first (initiative 20 against 5); then the Orc.
    await f.start();
    await f.combat.nextTurn();
    await f.w.settle(f.combat);
    expect(f.combat.combatant?.name).toBe("Orc");
    f.w.foundry.loginAs(f.w.foundry.player);
    expect(await f.attack()).toBeNull();
    expect(f.w.foundry.notices.at(-1)!.message).toBe("The attack action can only be taken on your own turn.");
    expect(await f.attack({ spend: "freeHit" })).not.toBeNull();
    expect([f.spent().freeHit, f.spent().attack ?? 0]).toEqual([1, 0]);
    const posted = f.messages();
    expect(await f.attack({ spend: "freeHit" })).toBeNull();
    expect(f.messages()).toBe(posted);
    expect(f.w.foundry.notices.at(-1)!.message).toBe("No free-hit slot left this round (Agility modifier + 1 a round).");
  });
});

describe("an attack with no target (issue Right numbers, 7)", () => {
  it("L7: no target given and none targeted: a notice, no action spent, nothing rolled or posted", async () => {
    const f = await spearFight("legend");
    await f.start();
    const posted = f.messages();
    scriptFaces([20, 11]);
    const { cardApi } = await import("../../src/documents/cards/api.js");
    expect(await cardApi.attack(f.ada as never, f.ada.items.contents[0] as never)).toBeNull();
    expect(f.spent().standard ?? 0).toBe(0);
    expect(f.messages()).toBe(posted);
    expect(f.w.foundry.notices.at(-1)!.message).toBe("Target at least one token to attack. Nothing was spent or rolled.");
  });

  it("T6: every target dropped for having no actor: a notice, the Full action kept, nothing posted", async () => {
    const f = await spearFight("lot");
    await f.start();
    const Scene = f.w.foundry.CONFIG.Scene!.documentClass as unknown as { create(d: object): Promise<Document> };
    const scene = await Scene.create({ name: "Field" });
    const [empty] = await scene.createEmbeddedDocuments("Token", [{ name: "Statue", x: 100 }]);
    const posted = f.messages();
    expect(await f.attack({ targets: [empty] })).toBeNull();
    expect(f.spent().full ?? 0).toBe(0);
    expect(f.messages()).toBe(posted);
    expect(f.w.foundry.notices.at(-1)!.message)
      .toBe("No targeted token has an actor, so there is no one to attack. Nothing was spent or rolled.");
  });
});
