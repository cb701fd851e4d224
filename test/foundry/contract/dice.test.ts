import { beforeEach, describe, expect, it } from "vitest";
import { Roll, scriptFaces, uniformFor } from "../dice.js";
import { Die, NumericTerm, OperatorTerm } from "../dice-terms.js";
import { installFoundry, type FoundryStandIn } from "../index.js";
import type { Document } from "../documents.js";

const API = "foundryvtt.com/api/v13";
let foundry: FoundryStandIn;

beforeEach(() => {
  foundry = installFoundry({ generation: 13 });
});

describe(`${API} foundry.dice.Roll`, () => {
  it("constructor: '1d20 + 3' parses to [Die, OperatorTerm, NumericTerm] and keeps the formula", () => {
    const roll = new Roll("1d20 + 3");
    expect(roll.terms.map((t) => t.constructor)).toEqual([Die, OperatorTerm, NumericTerm]);
    expect(roll.formula).toBe("1d20 + 3");
    expect(new Roll("2d6+1").formula).toBe("2d6 + 1");
    expect(new Roll("d4").formula).toBe("1d4");
  });

  it("constructor: @attributes are replaced from the data object (Roll.replaceFormulaData)", () => {
    expect(new Roll("1d20 + @dex", { dex: 2 }).formula).toBe("1d20 + 2");
    expect(new Roll("1d20 + @abilities.str", { abilities: { str: -1 } }).formula).toBe("1d20 + -1");
  });

  it("constructor: a formula that does not parse throws; Roll.validate says so", () => {
    expect(() => new Roll("1d20 +")).toThrow();
    expect(() => new Roll("1d20 ++ 3")).toThrow();
    expect(() => new Roll("fish")).toThrow();
    expect(Roll.validate("1d20 + @dex")).toBe(true);
    expect(Roll.validate("1d20 +")).toBe(false);
  });

  it("#evaluate: total and result; each face is ceil(CONFIG.Dice.randomUniform() × faces)", async () => {
    foundry.CONFIG.Dice!.randomUniform = () => 0.8;
    const roll = await new Roll("1d20 + 3").evaluate();
    expect(roll.dice[0]!.results).toEqual([{ result: 16, active: true }]);
    expect(roll.total).toBe(19);
    expect(roll.result).toBe("16 + 3");
    expect(roll._evaluated).toBe(true);
  });

  it("#evaluate: 2d6+1, 1d8 - 1 and * before +", async () => {
    scriptFaces([6, 2], [6, 5], [8, 1], [4, 3]);
    expect((await new Roll("2d6+1").evaluate()).total).toBe(8);
    expect((await new Roll("1d8 - 1").evaluate()).total).toBe(0);
    expect((await new Roll("2 + 1d4 * 2").evaluate()).total).toBe(8);
  });

  it("#evaluate: evaluating twice throws (an evaluated Roll is immutable)", async () => {
    const roll = await new Roll("1d4").evaluate();
    await expect(roll.evaluate()).rejects.toThrow(/already been evaluated/);
  });

  it("#evaluate: an unresolved @attribute throws (StringTerm cannot be evaluated)", async () => {
    await expect(new Roll("1d20 + @missing").evaluate()).rejects.toThrow(/Unresolved StringTerm/);
  });

  it("#evaluateSync: dice throw under strict; deterministic formulas and maximize evaluate", () => {
    expect(() => new Roll("1d20").evaluateSync()).toThrow();
    expect(new Roll("2 + 3").evaluateSync().total).toBe(5);
    expect(new Roll("2d6 + 1").evaluateSync({ maximize: true }).total).toBe(13);
    expect(new Roll("2d6 + 1").evaluateSync({ minimize: true }).total).toBe(3);
  });

  it("#evaluateSync({strict: false}): the dice are skipped and count as 0", () => {
    const roll = new Roll("1d20 + 3").evaluateSync({ strict: false });
    expect(roll.total).toBe(3);
    expect(roll.dice[0]!.results).toEqual([]);
  });

  it("#isDeterministic: false with dice, true without", () => {
    expect(new Roll("1d20 + 1").isDeterministic).toBe(false);
    expect(new Roll("1 + 1").isDeterministic).toBe(true);
  });

  it("#total: undefined before evaluation", () => {
    expect(new Roll("1d20").total).toBeUndefined();
  });

  it("#toJSON / Roll.fromData: carries the class name; CONFIG.Dice.rolls rebuilds the subclass; unknown throws", async () => {
    class Custom extends Roll {}
    (foundry.CONFIG.Dice!.rolls as unknown[]).push(Custom);
    scriptFaces([20, 12]);
    const roll = await new Custom("1d20 + 2", {}, { flavor: "x" }).evaluate();
    const json = JSON.stringify(roll);
    expect(JSON.parse(json)).toMatchObject({ class: "Custom", formula: "1d20 + 2", total: 14, evaluated: true,
      options: { flavor: "x" } });
    const back = Roll.fromJSON(json);
    expect(back).toBeInstanceOf(Custom);
    expect(back.total).toBe(14);
    expect(back.dice[0]!.results).toEqual([{ result: 12, active: true }]);
    expect(() => Roll.fromData({ ...JSON.parse(json), class: "Nope" })).toThrow(/Unable to recreate/);
  });

  it("Roll.fromData: a class rebuilds its own data even when it is not in CONFIG.Dice.rolls", async () => {
    class Unlisted extends Roll {}
    const json = JSON.stringify(await new Unlisted("1d6").evaluate());
    expect(Unlisted.fromJSON(json)).toBeInstanceOf(Unlisted);
    expect(() => Roll.fromJSON(json)).toThrow(/Unable to recreate/);
  });

  it("Roll.create: builds the first class of CONFIG.Dice.rolls", () => {
    expect(Roll.create("1d6")).toBeInstanceOf(Roll);
  });

  it("#toMessage: evaluates, posts the total as content with the roll in rolls", async () => {
    scriptFaces([20, 7]);
    const message = await new Roll("1d20 + 1").toMessage({ flavor: "Attack" }) as Document & { rolls: Roll[];
      content: string };
    expect(message.content).toBe("8");
    expect(message.rolls[0]!.total).toBe(8);
    expect((foundry.game.collections as Record<string, Map<string, unknown>>).ChatMessage!.get(message.id))
      .toBe(message);
  });

  it("#toMessage: rollMode gmroll whispers to the GMs; create: false returns the data", async () => {
    const data = await new Roll("1d4").toMessage({}, { rollMode: "gmroll", create: false }) as Record<string, unknown>;
    expect(data.whisper).toEqual([foundry.gm.id]);
    expect(data.blind).toBe(false);
    expect(typeof (data.rolls as unknown[])[0]).toBe("string");
  });

  it("#toMessage (v13): there is no messageMode option", async () => {
    await expect(new Roll("1d4").toMessage({}, { messageMode: "gm" })).rejects.toThrow();
  });
});

describe(`${API} CONFIG.Dice.randomUniform`, () => {
  it("is the one switch for faces: uniformFor(face, faces) gives that face", async () => {
    for (const faces of [4, 6, 8, 12, 20]) {
      for (let face = 1; face <= faces; face++) {
        foundry.CONFIG.Dice!.randomUniform = () => uniformFor(face, faces);
        expect((await new Roll(`1d${faces}`).evaluate()).total).toBe(face);
      }
    }
  });

  it("a value outside (0, 1] is refused rather than turned into an impossible face", async () => {
    foundry.CONFIG.Dice!.randomUniform = () => 0;
    await expect(new Roll("1d6").evaluate()).rejects.toThrow();
  });

  it("scriptFaces: drawing past the script throws", async () => {
    const script = scriptFaces([6, 3]);
    await new Roll("1d6").evaluate();
    expect(script.remaining).toBe(0);
    await expect(new Roll("1d6").evaluate()).rejects.toThrow(/not scripted/);
  });
});
