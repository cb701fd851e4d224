import { describe, expect, it } from "vitest";
import { formatShock } from "../../src/config/shock-label.js";

describe("formatShock (S6: weapons list Shock X/AC Y)", () => {
  it("writes damage and the highest AC it affects", () => {
    expect(formatShock({ damage: 2, maxAc: 15 })).toBe("Shock 2/AC 15");
  });

  it("writes a dash when no AC negates the Shock", () => {
    expect(formatShock({ damage: 5, maxAc: null })).toBe("Shock 5/–");
  });

  it("gives null for a weapon without Shock", () => {
    expect(formatShock({ damage: null, maxAc: 12 })).toBeNull();
  });

  it("uses the localized words it is given", () => {
    expect(formatShock({ damage: 0, maxAc: 10 }, { shock: "Choc", ac: "CA" })).toBe("Choc 0/CA 10");
  });
});
