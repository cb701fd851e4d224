import { describe, expect, it } from "vitest";
import type { Entrant } from "../../../src/rules/initiative/index.js";
import { hasMovementPhase, movementPhaseMovers } from "../../../src/rules/turns/index.js";
import { RulesRangeError } from "../../../src/rules/validate.js";

const e = (id: string, side: string, surprised = false): Entrant => ({ id, side, surprised });
const fight = [e("a", "party"), e("g", "goblins"), e("b", "party", true)];
const ambush = [e("g", "goblins"), e("a", "party", true), e("b", "party", true)];

describe("round structure (Z6)", () => {
  it("Z6: round 1 has no movement phase", () => {
    expect(hasMovementPhase(1, fight)).toBe(false);
    expect(movementPhaseMovers(1, fight)).toEqual([]);
  });

  it("Z6: from round 2 every round opens with a movement phase, everyone moving top first", () => {
    expect(hasMovementPhase(2, fight)).toBe(true);
    expect(movementPhaseMovers(2, fight)).toEqual(["a", "g", "b"]);
  });

  it("Z6: when a whole side is surprised, the other side gets a movement phase in round 1", () => {
    expect(hasMovementPhase(1, ambush)).toBe(true);
    expect(movementPhaseMovers(1, ambush)).toEqual(["g"]);
  });

  it("Z6: the round must be a whole number from 1", () => {
    expect(() => hasMovementPhase(0, fight)).toThrow(RulesRangeError);
  });
});
