/** Issue 18 §10: Begin with combatants who have no initiative offers to roll them first, or not to begin. */
import { describe, expect, it } from "vitest";
import { scriptFaces } from "../foundry/dice.js";
import { answerDialogs, shownDialogs } from "../foundry/dialog.js";
import { combatWorld, turnNames } from "./world.js";

describe("starting a fight with combatants who have not rolled", () => {
  it("L1: asks, naming who is missing; Yes rolls them (one card), then starts with every turn rolled", async () => {
    const world = await combatWorld("legend");
    const { combat, by } = await world.fight([{ name: "Vessa", dex: 10, initiative: 12 }, { name: "Orc", dex: 10 },
      { name: "Gob", dex: 14 }]);
    answerDialogs(true);
    scriptFaces([20, 15], [20, 3]);
    await combat.startCombat();
    const [dialog] = shownDialogs();
    expect(dialog!.title).toBe("Begin the fight");
    expect(dialog!.content).toContain("Orc, Gob");
    expect(dialog!.content).not.toContain("Vessa");
    expect([by("Orc").initiative, by("Gob").initiative]).toEqual([15, 5]);
    expect(combat.round).toBe(1);
    expect(turnNames(combat)).toEqual(["Orc", "Vessa", "Gob"]);
    expect(world.foundry.game.messages.contents.filter((m) => m.type === "initiative")).toHaveLength(1);
  });

  it.each([["No", false], ["closing the dialog", null]])("%s: nothing is rolled or written, the fight waits",
    async (_what, answer) => {
      const world = await combatWorld("legend");
      const { combat, by } = await world.fight([{ name: "Vessa", dex: 10, initiative: 12 }, { name: "Orc", dex: 10 }]);
      answerDialogs(answer);
      const writes = world.foundry.operations.length;
      await combat.startCombat();
      expect([combat.round, by("Orc").initiative]).toEqual([0, null]);
      expect(world.foundry.operations.length).toBe(writes);
    });

  it("everyone has an initiative: no question, the fight starts", async () => {
    const world = await combatWorld("legend");
    const { combat } = await world.fight([{ name: "Vessa", initiative: 12 }, { name: "Orc", initiative: 7 }]);
    await combat.startCombat();
    expect(shownDialogs()).toEqual([]);
    expect(combat.round).toBe(1);
  });

  it("End turn before the start asks too (it begins the fight)", async () => {
    const world = await combatWorld("agility");
    const { combat, by } = await world.fight([{ name: "Vessa", agi: 2 }, { name: "Orc", agi: 1 }]);
    answerDialogs(true);
    await combat.nextTurn();
    expect([by("Vessa").initiative, by("Orc").initiative, combat.round]).toEqual([2, 1, 1]);
  });

  it("names are escaped in the question", async () => {
    const world = await combatWorld("legend");
    const { combat } = await world.fight([{ name: "<b>Orc</b>", dex: 10 }]);
    answerDialogs(false);
    await combat.startCombat();
    expect(shownDialogs()[0]!.content).toContain("&lt;b&gt;Orc&lt;/b&gt;");
  });

  it("Z1: a character who can't roll (no DEX) is not asked about; the rest are", async () => {
    const world = await combatWorld("lurasko");
    const { combat, by } = await world.fight([{ name: "gone", dex: 10 }, { name: "ok", dex: 12 }]);
    await by("gone").actor!.delete();
    answerDialogs(true);
    scriptFaces([12, 4]);
    await combat.startCombat();
    expect(shownDialogs()[0]!.content).not.toContain("gone");
    expect([by("ok").initiative, combat.round]).toEqual([8, 1]);
  });
});
