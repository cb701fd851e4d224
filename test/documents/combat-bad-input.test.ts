import { describe, expect, it } from "vitest";
import { tokens } from "../foundry/combat-core.js";
import { combatWorld, turnNames } from "./world.js";

describe("bad input in a fight (issue 10): a notice or nothing, never a throw", () => {
  it("a combatant whose token was deleted keeps its side, rolls, and takes its turn (sides)", async () => {
    const world = await combatWorld("sides");
    const { combat, by } = await world.fight([{ name: "hero", player: true, disposition: 1, dex: 12 },
      { name: "orc", disposition: -1 }]);
    tokens.delete(by("orc").tokenId!);
    expect(by("orc").side).toBe("enemies");
    await combat.rollAll();
    await combat.startCombat();
    await combat.nextTurn();
    await world.settle(combat);
    expect(combat.round).toBeGreaterThanOrEqual(1);
    expect(turnNames(combat).sort()).toEqual(["hero", "orc"]);
  });

  it("Z1: under zones a character with no DEX (its actor deleted) is named in a notice and not rolled; the rest roll",
    async () => {
      const world = await combatWorld("lurasko");
      const { combat, by } = await world.fight([{ name: "gone", dex: 10 }, { name: "ok", dex: 12 }]);
      await by("gone").actor!.delete();
      await combat.rollAll();
      expect(world.foundry.notices.at(-1)?.message).toBe("No DEX to roll the turn order on, so not rolled: gone.");
      expect([by("gone").initiative, typeof by("ok").initiative]).toEqual([null, "number"]);
      await combat.startCombat();
      await combat.nextTurn();
      await world.settle(combat);
      expect(combat.round).toBeGreaterThanOrEqual(1);
    });

  it("L1, S1, A1, T1: actors with no DEX (or no actor at all) roll with the stat as 0 in the other models", async () => {
    for (const preset of ["legend", "agility", "lot", "sides"] as const) {
      const world = await combatWorld(preset);
      const { combat, by } = await world.fight([{ name: "plain" }, { name: "gone" }]);
      await by("gone").actor!.delete();
      await combat.rollAll();
      await combat.startCombat();
      await combat.nextTurn();
      await world.settle(combat);
      expect([preset, typeof by("plain").initiative, typeof by("gone").initiative])
        .toEqual([preset, "number", "number"]);
    }
  });

  it("a delayer whose actor was deleted still re-enters, and the turn events skip its missing actor", async () => {
    const world = await combatWorld("legend");
    const { combat, by } = await world.fight([{ name: "a", initiative: 9 }, { name: "b", initiative: 5 }]);
    await combat.startCombat();
    await by("a").delayTurn();
    await by("a").actor!.delete();
    await world.settle(combat);
    expect(await by("a").reenter()).toBe(true);
    await combat.nextRound();
    await world.settle(combat);
    expect(by("a").isDelaying).toBe(false);
  });

  it("a move or action for a combatant removed from the fight is a notice, not a throw", async () => {
    const world = await combatWorld("lurasko");
    const { combat, by } = await world.fight([{ name: "a", initiative: 3 }, { name: "b", initiative: 1 }]);
    const a = by("a");
    await a.delete();
    expect(await a.moveDown(1)).toBe(false);
    expect(world.foundry.notices.at(-1)?.message).toMatch(/no longer exists/);
    expect(await combat.takeTurn("missing")).toBe(false);
    expect(turnNames(combat)).toEqual(["b"]);
  });
});
