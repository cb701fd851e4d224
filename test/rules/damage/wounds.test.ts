import { describe, expect, it } from "vitest";
import { AIMED_AREAS, rollFatalWound, WOUND_AREAS, woundRoundChange } from "../../../src/rules/damage/index.js";
import { scriptedDice } from "../../../src/rules/dice.js";
import en from "../../../lang/en.json" with { type: "json" };

/** Looks a dotted key up in the English lang file. */
function lang(key: string): unknown {
  return key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], en);
}

describe("aimed areas and wound effects (A4, A5)", () => {
  it("A5 Fatal: a 4 on the d4 adds 16 damage", () => {
    expect(rollFatalWound(scriptedDice([4]))).toEqual({ roll: 4, extra: 16 });
  });

  it("A5 Fatal: 1 to 3 on the d4 add nothing", () => {
    for (const roll of [1, 2, 3]) expect(rollFatalWound(scriptedDice([roll])).extra).toBe(0);
  });

  it("A5 Slowing: movement −2 and Agility −1", () => {
    expect(WOUND_AREAS.slowing.modifiers).toEqual([
      { stat: "movement", value: -2, duration: "wound" }, { stat: "agility", value: -1, duration: "wound" },
    ]);
  });

  it("A5 Weakening: Strength −1 and one fewer Bonus Action", () => {
    expect(WOUND_AREAS.weakening.modifiers).toEqual([
      { stat: "strength", value: -1, duration: "wound" }, { stat: "bonusActions", value: -1, duration: "wound" },
    ]);
  });

  it("A5 Disrupting (I): Accuracy −1 for the battle and −3 in total for the current round", () => {
    const mods = WOUND_AREAS.disrupting.modifiers;
    expect(mods.filter((m) => m.duration === "battle").reduce((s, m) => s + m.value, 0)).toBe(-1);
    expect(mods.reduce((s, m) => s + m.value, 0)).toBe(-3);
  });

  it("A5 Disrupting (I): the round part is −2 Accuracy (two such wounds this round: −4); no other area has one",
    () => {
      expect(woundRoundChange(WOUND_AREAS.disrupting.modifiers, "accuracy")).toBe(-2);
      expect(woundRoundChange([...WOUND_AREAS.disrupting.modifiers, ...WOUND_AREAS.disrupting.modifiers],
        "accuracy")).toBe(-4);
      for (const id of AIMED_AREAS.filter((a) => a !== "disrupting")) {
        expect(woundRoundChange(WOUND_AREAS[id].modifiers, "accuracy")).toBe(0);
      }
    });

  it("A4 Center mass: +1 to hit and (I) a wound with no effect; every other area +0", () => {
    expect(WOUND_AREAS.centerMass).toMatchObject({ toHit: 1, modifiers: [], fatalRoll: false });
    for (const id of AIMED_AREAS.filter((a) => a !== "centerMass")) expect(WOUND_AREAS[id].toHit).toBe(0);
    expect(AIMED_AREAS.filter((id) => WOUND_AREAS[id].fatalRoll)).toEqual(["fatal"]);
  });

  it("every area has a label and an effect text in lang/en.json", () => {
    for (const id of AIMED_AREAS) {
      expect(typeof lang(WOUND_AREAS[id].label)).toBe("string");
      expect(typeof lang(WOUND_AREAS[id].effect)).toBe("string");
    }
  });
});
