import { describe, expect, it } from "vitest";
import {
  freshFighters, parseFormula, scriptedDice, strike, type FightContext, type ForecastInput,
} from "../../../src/rules/index.js";
import { fighter, scenario, weapon } from "./scenario.js";

/** A fight context over `input` whose dice replay `faces`. */
function context(input: ForecastInput, faces: number[]): FightContext {
  const formulas = new Map(input.combatants.flatMap((c) => c.weapons.map((w) => [w, parseFormula(w.formula)!])));
  return { input, dice: scriptedDice(faces), round: 1, formulas };
}

describe("one attack of a forecast, as the cards play it (issue 33)", () => {
  it("S7, S8: a miss against AC 13 deals Shock 2 + the STR modifier 1; a shield ignores the first of the round", () => {
    const input = scenario("sides", [
      fighter("a", "party", 10, 13, 0, weapon("axe", "1d6", 0, { shock: { damage: 2, maxAc: 13 }, attributeMod: 1 })),
      fighter("b", "enemies", 10, 13, 0, weapon("club", "1d4"), { shield: true }),
      fighter("c", "enemies", 10, 13, 0, weapon("club", "1d4")),
    ]);
    const [a, b, c] = freshFighters(input);
    // A natural 5 misses AC 13: c takes Shock 3; b's shield ignores the first, not the second.
    strike(context(input, [5]), a!, a!.c.weapons[0]!, c!);
    expect(c!.hp).toBe(7);
    const ctx = context(input, [5, 5]);
    strike(ctx, a!, a!.c.weapons[0]!, b!);
    expect(b!.hp).toBe(10);
    strike(ctx, a!, a!.c.weapons[0]!, b!);
    expect(b!.hp).toBe(7);
  });

  it("S6: a hit never deals less than the Shock a miss would have dealt", () => {
    const input = scenario("sides", [
      fighter("a", "party", 10, 13, 0, weapon("axe", "1d6", 0, { shock: { damage: 4, maxAc: null } })),
      fighter("b", "enemies", 10, 13, 0, weapon("club", "1d4")),
    ]);
    const [a, b] = freshFighters(input);
    // A natural 15 hits AC 13; the d6 shows 1, raised to the Shock floor 4.
    strike(context(input, [15, 1]), a!, a!.c.weapons[0]!, b!);
    expect(b!.hp).toBe(6);
  });

  it("T8: an AP weapon's hit swings floor(AP ÷ cost) times, each with its own roll; a miss spends one swing's AP",
    () => {
      const input = scenario("lot", [
        fighter("a", "party", 10, 12, 0, weapon("flail", "1d6", 5, { apCost: 2 }), { ap: 5 }),
        fighter("b", "enemies", 20, 12, 0, weapon("club", "1d4")),
      ]);
      const [a, b] = freshFighters(input);
      // 5 AP, cost 2: two swings; natural 10 + 5 = 15 beats the better of Dodge and Armor (12); the swings roll 3, 4.
      strike(context(input, [10, 3, 4]), a!, a!.c.weapons[0]!, b!);
      expect(b!.hp).toBe(13);
      expect(a!.apSpent).toBe(4);
      a!.apSpent = 0;
      strike(context(input, [2]), a!, a!.c.weapons[0]!, b!);
      expect(a!.apSpent).toBe(2);
    });

  it("T11, T10: the overshield takes damage first; a player at full HP drops to 0 and is unconscious, not dead", () => {
    const input = scenario("lot", [
      fighter("a", "party", 10, 12, 0, weapon("maul", "20", 10)),
      fighter("b", "enemies", 10, 12, 0, weapon("club", "1d4"), { overshield: { value: 5, dr: 0 } }),
    ]);
    const [a, b] = freshFighters(input);
    strike(context(input, [10]), a!, a!.c.weapons[0]!, b!);
    expect(b!.overshield).toBe(0);
    const back = scenario("lot", [fighter("e", "enemies", 10, 12, 0, weapon("pick", "30", 10)), input.combatants[0]!]);
    const [enemy, hero] = freshFighters(back);
    strike(context(back, [10]), enemy!, enemy!.c.weapons[0]!, hero!);
    expect(hero).toMatchObject({ hp: 0, dropped: true, dead: false });
  });

  it("A7, A8: a natural 1 in melee that escalates to 6 on the d6 kills the fumbler (escalating criticals)", () => {
    const input = scenario("agility", [
      fighter("a", "party", 10, 10, 0, weapon("knife", "1d4")),
      fighter("b", "enemies", 10, 10, 0, weapon("club", "1d4")),
    ]);
    const [a, b] = freshFighters(input);
    strike(context(input, [1, 4, 6]), a!, a!.c.weapons[0]!, b!);
    expect(a).toMatchObject({ dead: true, dropped: true });
    expect(b!.hp).toBe(10);
  });
});
