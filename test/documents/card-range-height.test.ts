// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import { rangeWorld } from "./range-world.js";

/**
 * L10, L11 (Legend) with height, by hand at the Hero's level 4 (Melee 5 ft, Close 35 ft, Medium 140 ft): the distance
 * is the grid's measure across and the height between the tokens combined as L11 counts a diagonal, the shorter leg's
 * squares counting 1, 2, 1, 2 … (⌊squares / 2⌋ extra squares of 5 ft).
 */
describe("L10 ranges with elevation on the attack card (Legend)", () => {
  it("L10, L11: a flyer 30 ft up over the square next to the Hero: legs 5 and 30 ft, 30 + 5 × ⌊1/2⌋ = 30 ft, Close: "
    + "a spear (Melee 5 ft) is refused; on the ground the same square is 5 ft, Melee", async () => {
    const { w, attackAt } = await rangeWorld({});
    const up = await attackAt(1, 0, 15, 30);
    expect(up.card).toBeNull();
    expect(w.foundry.notices.at(-1)!.message).toBe("A Melee attack cannot reach 30 ft (Close).");
    const ground = await (await rangeWorld({})).attackAt(1, 0, 15);
    expect(ground.lines).toContain("Melee range: 5 ft");
  });

  it("L10, L11: a Close bow at a flyer 30 ft up and 30 ft away (six squares): six diagonals in the vertical plane, "
    + "5 + 10 + 5 + 10 + 5 + 10 = 45 ft, Medium, one category beyond: 15 − 4 = 11 misses AC 12", async () => {
    const { card, lines } = await (await rangeWorld({ range: { category: "close" } })).attackAt(6, 0, 15, 30);
    expect(lines).toContain("Medium range: 45 ft, one category beyond the weapon's Close: −4 to hit");
    expect(lines).toContain("d20 15: 11 against 12");
    expect(card!.system.targets[0]!.outcome.outcome).toBe("miss");
  });

  it("L10: the same bow at the flyer 30 ft straight overhead (the Hero's own square): 30 ft, Close, no penalty; at "
    + "ground level 30 ft away, 30 ft too", async () => {
    const over = await (await rangeWorld({ range: { category: "close" } })).attackAt(0, 0, 15, 30);
    expect(over.lines).toContain("Close range: 30 ft");
    expect(over.lines).toContain("d20 15: 15 against 12");
    const level = await (await rangeWorld({ range: { category: "close" } })).attackAt(6, 0, 15);
    expect(level.lines).toContain("Close range: 30 ft");
  });
});
