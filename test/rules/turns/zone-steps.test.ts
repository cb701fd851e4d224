import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  firstZoneStep, nextZoneStep, previousZoneStep, RulesRangeError, type Entrant, type ZoneStep,
} from "../../../src/rules/index.js";

const e = (id: string, side: string, surprised = false): Entrant => ({ id, side, surprised });
const fight = [e("a", "party"), e("g", "goblins"), e("b", "party", true)];
const ambush = [e("g", "goblins"), e("a", "party", true), e("b", "party", true)];

describe("zones phase progression (Z6)", () => {
  it("Z6: round 1 runs in the action phase, unless a whole side is surprised", () => {
    expect(firstZoneStep(fight)).toEqual({ round: 1, phase: "action", turn: 0 });
    expect(firstZoneStep(ambush)).toEqual({ round: 1, phase: "movement", turn: 0 });
  });

  it("Z6: the end of the movement phase starts the action phase of the same round, through the same order", () => {
    expect(nextZoneStep({ round: 2, phase: "movement", turn: 1 }, 3)).toEqual({ round: 2, phase: "movement", turn: 2 });
    expect(nextZoneStep({ round: 2, phase: "movement", turn: 2 }, 3)).toEqual({ round: 2, phase: "action", turn: 0 });
  });

  it("Z6: the end of an action phase opens the next round's movement phase (round 1 included)", () => {
    expect(nextZoneStep({ round: 1, phase: "action", turn: 2 }, 3)).toEqual({ round: 2, phase: "movement", turn: 0 });
  });

  it("Z6: stepping back never goes before the first step, and skips round 1's missing movement phase", () => {
    expect(previousZoneStep({ round: 1, phase: "action", turn: 0 }, 3, false)).toBeNull();
    expect(previousZoneStep({ round: 1, phase: "action", turn: 0 }, 3, true))
      .toEqual({ round: 1, phase: "movement", turn: 2 });
    expect(previousZoneStep({ round: 2, phase: "movement", turn: 0 }, 3, false))
      .toEqual({ round: 1, phase: "action", turn: 2 });
    expect(previousZoneStep({ round: 1, phase: "movement", turn: 0 }, 3, true)).toBeNull();
  });

  it("a step outside the order throws naming the field", () => {
    expect(() => nextZoneStep({ round: 2, phase: "action", turn: 3 }, 3)).toThrow(/step.turn/);
    expect(() => nextZoneStep({ round: 2, phase: "lunch" as "action", turn: 0 }, 3)).toThrow(/step.phase/);
    expect(() => nextZoneStep({ round: 2, phase: "action", turn: 0 }, 0)).toThrow(RulesRangeError);
  });

  it("Z6: from round 2 each round is every turn moving, then every turn acting; back undoes forward", () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 6 }), fc.boolean(), (turns, ambushed) => {
      let step: ZoneStep = { round: 1, phase: ambushed ? "movement" : "action", turn: 0 };
      const seen: string[] = [];
      while (step.round < 4) {
        if (step.round >= 2) seen.push(`${step.round}${step.phase[0]}${step.turn}`);
        const next = nextZoneStep(step, turns);
        expect(previousZoneStep(next, turns, ambushed)).toEqual(step);
        step = next;
      }
      const round = (r: number) => [..."ma"].flatMap((p) => Array.from({ length: turns }, (_, t) => `${r}${p}${t}`));
      expect(seen).toEqual([...round(2), ...round(3)]);
    }));
  });
});
