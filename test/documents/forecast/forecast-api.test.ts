import { describe, expect, it } from "vitest";
import { forecastWorld } from "./world.js";

/** The macro API and the snapshot, imported once the stand-in is installed (the models extend its classes). */
async function modules() {
  const { cardApi } = await import("../../../src/documents/cards/api.js");
  const { forecastInput } = await import("../../../src/documents/forecast/snapshot.js");
  return { cardApi, forecastInput };
}

describe("game.fray.api.forecast (issue 33)", () => {
  it("L1, L8: returns the issue's shape, each chance between 0 and 1, the same for the same seed; writes nothing",
    async () => {
      const { world, combat, by } = await forecastWorld("legend");
      const { cardApi } = await modules();
      const before = world.foundry.operations.length;
      const result = cardApi.forecast(combat, { fights: 100, seed: 12, tactic: "best" })!;
      expect(Object.keys(result)).toEqual(["fights", "seed", "tactic", "win", "rounds", "combatants"]);
      expect(result).toMatchObject({ fights: 100, seed: 12, tactic: "best" });
      expect(result.win.party + result.win.enemies + result.win.draw).toBeCloseTo(1, 10);
      expect(Object.keys(result.combatants).sort()).toEqual(["Hero", "Orc A", "Orc B"].map((n) => by(n).id).sort());
      for (const { drops, dies } of Object.values(result.combatants)) {
        expect(drops).toBeGreaterThanOrEqual(dies);
        expect(drops).toBeLessThanOrEqual(1);
      }
      // A player's character at 0 HP is unconscious (the card's (I)), never dead without a critical rule that kills.
      expect(result.combatants[by("Hero").id!]!.dies).toBe(0);
      expect(cardApi.forecast(combat, { fights: 100, seed: 12, tactic: "best" })).toEqual(result);
      expect(world.foundry.operations.length).toBe(before);
    });

  it("L8, S5: the snapshot carries the numbers the attack card computes: the hero's sword +6 (bonus 4, STR 14 +2)",
    async () => {
      const { combat, by } = await forecastWorld("legend");
      const { forecastInput } = await modules();
      const input = forecastInput(combat as never);
      const hero = input.combatants.find((c) => c.id === by("Hero").id)!;
      expect(hero).toMatchObject({ team: "party", player: true, hp: { value: 24, max: 24 }, defense: 14 });
      expect(hero.weapons).toEqual([expect.objectContaining({ name: "Sword", formula: "1d8 + 2", bonus: 6,
        melee: true })]);
      expect(input.combatants.filter((c) => c.team === "enemies").map((c) => c.weapons[0]!.bonus)).toEqual([2, 2]);
      expect(input.rules.preset).toBe("legend");
    });

  it("bad input gives a localized notice and null, and writes nothing", async () => {
    const { world, combat, by } = await forecastWorld("legend");
    const { cardApi } = await modules();
    const i18n = world.foundry.game.i18n;
    const before = world.foundry.operations.length;
    const notice = () => world.foundry.notices.at(-1)?.message;
    expect(cardApi.forecast("not a combat")).toBeNull();
    expect(notice()).toBe(i18n.localize("FRAY.FORECAST.Notice.notCombat"));
    for (const fights of [0, 100_001, 2.5]) {
      expect(cardApi.forecast(combat, { fights })).toBeNull();
      expect(notice()).toBe(i18n.format("FRAY.FORECAST.Notice.badFights", { max: 100_000, value: String(fights) }));
    }
    expect(cardApi.forecast(combat, { tactic: "random" as "best" })).toBeNull();
    expect(notice()).toBe(i18n.format("FRAY.FORECAST.Notice.badTactic", { value: "random",
      tactics: "best, weakest, spread" }));
    const empty = await world.fight([]);
    expect(cardApi.forecast(empty.combat)).toBeNull();
    expect(notice()).toBe(i18n.localize("FRAY.FORECAST.Notice.noCombatants"));
    const alone = await world.fight([{ name: "Solo", player: true }]);
    expect(cardApi.forecast(alone.combat)).toBeNull();
    expect(notice()).toBe(i18n.localize("FRAY.FORECAST.Notice.oneSide"));
    expect(by("Hero")).toBeTruthy();
    // The two fights made above are the only writes.
    expect(world.foundry.operations.filter((o) => !JSON.stringify(o).includes("Solo")).length).toBeGreaterThanOrEqual(
      before);
  });
});
