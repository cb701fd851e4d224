import { describe, expect, it } from "vitest";
import { gainMovementMode, isFiveFootStep, isMovementMode, turnMove } from "../../src/rules/index.js";

describe("L12 movement modes", () => {
  it("L12: flying from the ground gives Flying and nothing else", () => {
    expect(gainMovementMode("fly", [])).toEqual({ add: "flying", remove: [], speed: 0 });
  });

  it("L12: gaining a mode removes the others: swimming while Flying gives Swimming and takes Flying away", () => {
    expect(gainMovementMode("swim", ["flying", "prone"])).toEqual({ add: "swimming", remove: ["flying"], speed: 0 });
  });

  it("L12: gaining a mode one already has gives +10 ft speed instead of the condition", () => {
    expect(gainMovementMode("burrow", ["burrowing"])).toEqual({ add: null, remove: [], speed: 10 });
    expect(gainMovementMode("soar", ["soaring", "flying"])).toEqual({ add: null, remove: ["flying"], speed: 10 });
  });

  it("L12: walking (or an inferred action, null) ends every mode's condition; other statuses stay", () => {
    expect(gainMovementMode("walk", ["soaring", "prone"])).toEqual({ add: null, remove: ["soaring"], speed: 0 });
    expect(gainMovementMode(null, ["flying", "swimming"])).toEqual({ add: null, remove: ["flying", "swimming"],
      speed: 0 });
  });

  it("L12: fly, swim, burrow and soar are modes; walk, climb and anything else are not", () => {
    expect(["fly", "swim", "burrow", "soar"].every(isMovementMode)).toBe(true);
    expect([null, "walk", "climb", "toString", 3].some(isMovementMode)).toBe(false);
  });
});

describe("L11 the 5 ft step", () => {
  it("L11: one square (5 ft, straight or the first diagonal) with no move action spent is a 5 ft step", () => {
    expect(isFiveFootStep({ feet: 5, moveSpent: false, stepped: false })).toBe(true);
  });

  it("L11: not a step: two squares (10 ft), no move at all, after a move action, or a second step this turn", () => {
    expect(isFiveFootStep({ feet: 10, moveSpent: false, stepped: false })).toBe(false);
    expect(isFiveFootStep({ feet: 0, moveSpent: false, stepped: false })).toBe(false);
    expect(isFiveFootStep({ feet: 5, moveSpent: true, stepped: false })).toBe(false);
    expect(isFiveFootStep({ feet: 5, moveSpent: false, stepped: true })).toBe(false);
  });
});

describe("L7, L11 a move on one's turn", () => {
  it("L11: one square out of difficult terrain costs 5 × 2 = 10 ft, so it is no step but the move action", () => {
    expect(turnMove({ feet: 10, moveSpent: false, stepped: false })).toBe("move");
    expect(turnMove({ feet: 5, moveSpent: false, stepped: false })).toBe("step");
  });

  it("L7: 20 ft with the move action unspent takes it; with it spent it is past it; a second square after a step "
    + "is a move; a move costing 0 ft is none", () => {
    expect(turnMove({ feet: 20, moveSpent: false, stepped: false })).toBe("move");
    expect(turnMove({ feet: 20, moveSpent: true, stepped: false })).toBe("beyondMove");
    expect(turnMove({ feet: 5, moveSpent: false, stepped: true })).toBe("move");
    expect(turnMove({ feet: 0, moveSpent: false, stepped: false })).toBe("none");
  });
});
