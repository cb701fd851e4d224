import { describe, expect, it } from "vitest";
import { scriptedDice, type Dice } from "../../../src/rules/dice.js";
import { MAX_TIE_REROLLS, rollInitiative, type Entrant, type InitiativeMode } from "../../../src/rules/index.js";
import { RulesRangeError, RulesTypeError } from "../../../src/rules/validate.js";

const ok: Entrant = { id: "a", side: "party", dex: 2 };

/** Calls rollInitiative and returns what it threw. */
function thrown(run: () => unknown): RulesRangeError | RulesTypeError {
  try {
    run();
  } catch (error) {
    if (error instanceof RulesRangeError || error instanceof RulesTypeError) return error;
    throw error;
  }
  throw new Error("did not throw");
}

describe("rollInitiative input checks", () => {
  it.each([
    ["NaN DEX", { dex: Number.NaN }, "entrants[1].dex", RulesRangeError],
    ["infinite bonus", { bonus: Number.POSITIVE_INFINITY }, "entrants[1].bonus", RulesRangeError],
    ["fractional DEX", { dex: 1.5 }, "entrants[1].dex", RulesRangeError],
    ["empty id", { id: "" }, "entrants[1].id", RulesTypeError],
    ["missing side", { side: undefined }, "entrants[1].side", RulesTypeError],
    ["empty group", { group: "" }, "entrants[1].group", RulesTypeError],
    ["non-boolean player", { player: "yes" }, "entrants[1].player", RulesTypeError],
    ["non-boolean surprised", { surprised: 1 }, "entrants[1].surprised", RulesTypeError],
    ["non-boolean initiator", { initiator: null }, "entrants[1].initiator", RulesTypeError],
  ])("%s throws and names the field", (_name, change, field, kind) => {
    const bad = { id: "b", side: "foes", ...change } as unknown as Entrant;
    const error = thrown(() => rollInitiative("d20", [ok, bad], scriptedDice([1, 1])));
    expect(error).toBeInstanceOf(kind);
    expect(error.data.field).toBe(field);
  });

  it("duplicate entrant ids throw a RulesTypeError naming the second", () => {
    const error = thrown(() => rollInitiative("agility", [ok, { ...ok }], scriptedDice([])));
    expect(error).toBeInstanceOf(RulesTypeError);
    expect(error).toMatchObject({ key: "FRAY.RULES.Turns.DuplicateId", data: { field: "entrants[1].id", id: "a" } });
  });

  it("an unknown mode throws a RulesTypeError naming mode", () => {
    const error = thrown(() => rollInitiative("popcorn" as InitiativeMode, [ok], scriptedDice([1])));
    expect(error).toMatchObject({ key: "FRAY.ERROR.NotOneOf", data: { field: "mode" } });
  });

  it("an unknown tie-break throws", () => {
    const options = { tieBreak: "coin" } as unknown as Parameters<typeof rollInitiative>[3];
    expect(thrown(() => rollInitiative("d20", [ok], scriptedDice([1]), options)).data.field).toBe("options.tieBreak");
  });

  it.each([0, 1.5, Number.NaN])("maxPlayersInARow %s throws", (cap) => {
    const error = thrown(() => rollInitiative("d20", [ok], scriptedDice([1]), { maxPlayersInARow: cap }));
    expect(error.data.field).toBe("options.maxPlayersInARow");
  });

  it("entrants that are not a list, or an entrant that is not an object, throw", () => {
    expect(thrown(() => rollInitiative("d20", "a" as unknown as Entrant[], scriptedDice([]))).data.field)
      .toBe("entrants");
    expect(thrown(() => rollInitiative("d20", [null as unknown as Entrant], scriptedDice([]))).data.field)
      .toBe("entrants[0]");
  });

  it("zones needs every entrant's DEX score and rolls nothing until all are checked", () => {
    const error = thrown(() => rollInitiative("zones", [ok, { id: "b", side: "x" }], scriptedDice([])));
    expect(error).toBeInstanceOf(RulesRangeError);
    expect(error.data.field).toBe("entrants[1].dex");
  });

  it("a missing Dice throws for rolling modes", () => {
    expect(thrown(() => rollInitiative("sides", [ok], undefined as unknown as Dice)).data.field).toBe("dice");
  });

  it("a Dice that breaks its promise is caught", () => {
    expect(thrown(() => rollInitiative("d20", [ok], scriptedDice([21]))).data.field).toBe("dice.roll()");
  });

  it("a Dice that ties forever stops after MAX_TIE_REROLLS; the tied keep the order they were given (issue 10)", () => {
    let rolls = 0;
    const stuck: Dice = { roll: () => { rolls++; return 1; } };
    const r = rollInitiative("zones", [ok, { id: "b", side: "x", dex: 2 }], stuck);
    expect(r.order).toEqual(["a", "b"]);
    expect(r.tiesUnbroken).toBe(true);
    expect(rolls).toBe(2 + 2 * MAX_TIE_REROLLS);
  });

  it("a stuck Dice under d20 and sides also ends, in the given order", () => {
    const stuck: Dice = { roll: () => 5 };
    const three = ["c", "a", "b"].map((id) => ({ id, side: id === "a" ? "party" : id }));
    expect(rollInitiative("d20", three, stuck)).toMatchObject({ order: ["c", "a", "b"], tiesUnbroken: true });
    expect(rollInitiative("d20", three, stuck, { tieBreak: "reroll-half" }).score).toEqual({ c: 5.5, a: 5.25, b: 5 });
    expect(rollInitiative("sides", three, stuck).order).toEqual(["a", "c", "b"]);
  });

  it("dice that break the ties report no fallback", () => {
    expect(rollInitiative("zones", [ok, { id: "b", side: "x", dex: 2 }], scriptedDice([1, 1, 1, 2])))
      .not.toHaveProperty("tiesUnbroken");
  });

  it("no entrants make an empty order", () => {
    expect(rollInitiative("d20", [], scriptedDice([]))).toEqual({ order: [], score: {} });
  });

  it("an id like __proto__ is a plain score key", () => {
    const r = rollInitiative("agility", [{ id: "__proto__", side: "x", dex: 3 }], scriptedDice([]));
    expect(Object.keys(r.score)).toEqual(["__proto__"]);
    expect(r.score.__proto__).toBe(3);
  });
});
