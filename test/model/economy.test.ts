import { describe, expect, it } from "vitest";
import { actionPool, attackCost, freeHitSlots, summoningSlots, swingsLeft } from "./index.js";

describe("actions", () => {
  it("L7: 1 standard, 1 move, 1 swift, up to 5 free, and the once-a-round immediate", () => {
    expect(actionPool("legend")).toEqual({ standard: 1, move: 1, swift: 1, free: 5, immediate: 1 });
  });

  it("Z6 + README: Lur-Asko gives one major action on each action-phase turn", () => {
    expect(actionPool("lurasko")).toEqual({ major: 1 });
  });

  it("S4: 1 Main and 1 Move; A2: 1 AA, 1 MA, 2 BA; T6: 2 Full, 1 Swift, 1 Free, 1 Reaction", () => {
    expect(actionPool("sides")).toEqual({ main: 1, move: 1 });
    expect(actionPool("agility")).toEqual({ attack: 1, move: 1, bonus: 2 });
    expect(actionPool("lot")).toEqual({ full: 2, swift: 1, free: 1, reaction: 1 });
  });

  it("README attacks: an attack spends a standard, the major, the Main, the Attack Action or a Full action", () => {
    expect(["legend", "lurasko", "sides", "agility", "lot"].map((p) => attackCost(p as "legend", {}))).toEqual([
      { standard: 1 }, { major: 1 }, { main: 1 }, { attack: 1 }, { full: 1 }]);
  });

  it("S10: a charge spends the Main and the Move action; outside Sides it costs the plain attack", () => {
    expect(attackCost("sides", { charge: true })).toEqual({ main: 1, move: 1 });
    expect(attackCost("legend", { charge: true })).toEqual({ standard: 1 });
  });
});

describe("swingsLeft (T8)", () => {
  it("T8: AP 3 and cost 1 gives 3 swings, then none in the same rotation", () => {
    expect(swingsLeft(3, 1, 0)).toBe(3);
    expect(swingsLeft(3, 1, 3)).toBe(0);
  });

  it("T8: the seed's example: AP 80, cost 10: 8 swings; after a miss spent one swing's 10 AP, 7", () => {
    expect(swingsLeft(80, 10, 0)).toBe(8);
    expect(swingsLeft(80, 10, 10)).toBe(7);
  });

  it("T8: floor(AP ÷ cost): AP 25, cost 10 gives 2; AP 5 gives 0 (refused)", () => {
    expect(swingsLeft(25, 10, 0)).toBe(2);
    expect(swingsLeft(5, 10, 0)).toBe(0);
  });

  it("T8: a weapon with no AP cost always makes its one swing", () => {
    expect(swingsLeft(0, 0, 0)).toBe(1);
  });
});

describe("slots", () => {
  it("A9: Agility modifier + 1 free hits: +2 gives 3, 0 gives 1, −1 and −3 give none", () => {
    expect([2, 0, -1, -3].map(freeHitSlots)).toEqual([3, 1, 0, 0]);
  });

  it("A10: summoning slots equal the level (4 → 4, 1 → 1)", () => {
    expect([4, 1, 20].map(summoningSlots)).toEqual([4, 1, 20]);
  });
});
