import { describe, expect, it } from "vitest";
import { gainMovementMode, isMovementMode } from "../../src/rules/index.js";

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
