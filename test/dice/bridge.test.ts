import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { rollInitiative, scriptedDice, seededDice, type Dice, type Entrant } from "../../src/rules/index.js";
import { scriptFaces, type Roll } from "../foundry/dice.js";
import { diceWorld } from "./world.js";

const entrant = (id: string, dex: number): Entrant => ({ id, side: id === "a" ? "party" : "foes", dex });

/** Every face the rolls show as active, in order. */
function shown(rolls: Roll[]): number[] {
  return rolls.flatMap((roll) => roll.dice.flatMap((die) => die.results.filter((r) => r.active).map((r) => r.result)));
}

describe("rollForRule: the replay bridge (DESIGN, Dice for the rules)", () => {
  it("L2: a tie on the d20 is rolled off with more real dice; every face shown is one the rule used", async () => {
    const { dice } = await diceWorld();
    scriptFaces([20, 10], [20, 10], [20, 15], [20, 3]);
    const rule = (d: Dice) => rollInitiative("d20", [entrant("a", 2), entrant("b", 2)], d);
    const { result, rolls } = await dice.rollForRule(rule);
    expect(shown(rolls as unknown as Roll[])).toEqual([10, 10, 15, 3]);
    expect(result).toEqual(rule(scriptedDice([10, 10, 15, 3])));
    expect(result.order).toEqual(["a", "b"]);
    expect(rolls.map((roll) => roll.formula)).toEqual(["2d20", "2d20"]);
  });

  it("formulas: the dice of a round are rolled as the Rolls asked for, a modifier each, in order", async () => {
    const { dice } = await diceWorld();
    scriptFaces([8, 3], [8, 6], [8, 2]);
    const rule = (d: Dice) => [d.roll(8), d.roll(8), d.roll(8)];
    const formulas = (wanted: readonly number[], start: number) =>
      wanted.map((faces, i) => (start + i === 0 ? `1d${faces} + 2` : `1d${faces}`));
    const { result, rolls } = await dice.rollForRule(rule, { formulas });
    expect(result).toEqual([3, 6, 2]);
    expect(rolls.map((roll) => `${roll.formula} = ${roll.total}`)).toEqual(["1d8 + 2 = 5", "1d8 = 6", "1d8 = 2"]);
  });

  it("a rule that rolls nothing makes no Roll", async () => {
    const { dice } = await diceWorld();
    const { result, rolls } = await dice.rollForRule(() => 7);
    expect(result).toBe(7);
    expect(rolls).toEqual([]);
  });

  it("rolls with the Roll class and options given, so the chat card can rebuild them", async () => {
    const { dice } = await diceWorld();
    scriptFaces([8, 5]);
    const { rolls } = await dice.rollForRule((d) => d.roll(8),
      { rollClass: dice.TurnOrderRoll, rollOptions: { mode: "sides" } });
    expect(rolls[0]).toBeInstanceOf(dice.TurnOrderRoll);
    expect(rolls[0]!.options).toEqual({ mode: "sides" });
  });

  it("dice rolled for a path the real faces did not take are marked discarded", async () => {
    const { dice } = await diceWorld();
    // The bridge's first probe face comes from seededDice(1); the real face differs, so the rule stops early.
    const stop = seededDice(1).roll(20) === 7 ? 8 : 7;
    const rule = (d: Dice) => {
      const first = d.roll(20);
      return first === stop ? first : first + d.roll(20) + d.roll(20);
    };
    scriptFaces([20, stop], [20, 4], [20, 4]);
    const { result, rolls } = await dice.rollForRule(rule);
    expect(result).toBe(stop);
    const results = rolls.flatMap((r) => r.dice.flatMap((die) => die.results));
    expect(results.filter((r) => r.active).map((r) => r.result)).toEqual([stop]);
    expect(results.filter((r) => !r.active)).toEqual([{ result: 4, active: false, discarded: true },
      { result: 4, active: false, discarded: true }]);
  });

  it("L2/T2 bound: a die module that always shows the same face ends in DiceBridgeError after maxRounds rolls", async () => {
    const { foundry, dice } = await diceWorld();
    foundry.CONFIG.Dice!.randomUniform = () => 0.5;
    const rule = (d: Dice) => rollInitiative("d20", [entrant("a", 0), entrant("b", 0)], d);
    const error = await dice.rollForRule(rule, { maxRounds: 5 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(dice.DiceBridgeError);
    expect((error as InstanceType<typeof dice.DiceBridgeError>).rolls).toHaveLength(5);
    expect((error as InstanceType<typeof dice.DiceBridgeError>).key).toBe("FRAY.DICE.Unsettled");
    expect(foundry.game.i18n.localize("FRAY.DICE.Unsettled")).not.toBe("FRAY.DICE.Unsettled");
  });

  it("an error the rule throws before it needs a die is the caller's error, not the bridge's", async () => {
    const { dice } = await diceWorld();
    const rule = (d: Dice) => rollInitiative("d20", [entrant("a", Number.NaN)], d);
    await expect(dice.rollForRule(rule)).rejects.toThrow(/finite/);
  });

  it("property (fair dice): the result is the rule replayed over exactly the faces the rolls show", async () => {
    const { foundry, dice } = await diceWorld();
    const entrants = fc.array(fc.integer({ min: -2, max: 4 }), { minLength: 1, maxLength: 6 })
      .map((dexes) => dexes.map((dex, i) => entrant(`e${i}`, dex)));
    await fc.assert(fc.asyncProperty(entrants, fc.integer(), fc.constantFrom("d20", "sides", "zones"),
      async (list, seed, mode) => {
        const fair = seededDice(seed);
        foundry.CONFIG.Dice!.randomUniform = () => fair.roll(1_000_000) / 1_000_000;
        const rule = (d: Dice) => rollInitiative(mode, list, d);
        const { result, rolls } = await dice.rollForRule(rule, { maxRounds: 50 });
        const faces = shown(rolls as unknown as Roll[]);
        let used = 0;
        const replay = scriptedDice(faces);
        expect(rule({ roll: (f) => (used++, replay.roll(f)) })).toEqual(result);
        expect(used).toBe(faces.length);
      }), { numRuns: 60 });
  });
});
