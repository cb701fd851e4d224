import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { freeHitFromMove, zoneMove, type TokenCells } from "../../src/rules/index.js";

/** A token of `size` spaces whose top-left cell is column `c`, row `r`. */
const at = (c: number, r: number, size = 1): TokenCells => ({ columns: [c, c + size - 1], rows: [r, r + size - 1] });

describe("A9 free hits from moves in a melee zone", () => {
  it("A9: an enemy beside Ilsa (column 5, row 5) stepping from (6, 5) to (7, 5) leaves her zone: one step, "
    + "none of it inside", () => {
    expect(zoneMove(at(5, 5), [at(6, 5), at(7, 5)])).toEqual({ left: true, inside: 0 });
  });

  it("A9: from (4, 4) to (6, 4) the enemy moves 2 spaces, each with both ends touching Ilsa's space", () => {
    expect(zoneMove(at(5, 5), [at(4, 4), at(6, 4)])).toEqual({ left: false, inside: 2 });
  });

  it("A9: a waypoint path (4, 4) → (6, 4) → (6, 6) is 4 spaces inside; on to (8, 6) it leaves after the first step",
    () => {
      expect(zoneMove(at(5, 5), [at(4, 4), at(6, 4), at(6, 6)])).toEqual({ left: false, inside: 4 });
      expect(zoneMove(at(5, 5), [at(4, 4), at(6, 4), at(6, 6), at(8, 6)])).toEqual({ left: true, inside: 4 });
    });

  it("A9: a diagonal step moves both axes: (3, 3) → (6, 6) enters at (4, 4), then 2 steps inside", () => {
    expect(zoneMove(at(5, 5), [at(3, 3), at(6, 6)])).toEqual({ left: false, inside: 2 });
  });

  it("A9: a 2×2 ogre at (5, 5) has a 4-wide zone: (4, 4) → (7, 4) is 3 spaces inside it", () => {
    expect(zoneMove(at(5, 5, 2), [at(4, 4), at(7, 4)])).toEqual({ left: false, inside: 3 });
  });

  it("A9: leaving grants a free hit; spaces inside grant one when they first exceed 2 over the turn", () => {
    expect(freeHitFromMove({ left: true, inside: 0 }, 0)).toBe("left");
    expect(freeHitFromMove({ left: false, inside: 2 }, 0)).toBeNull();
    expect(freeHitFromMove({ left: false, inside: 3 }, 0)).toBe("inside");
    expect(freeHitFromMove({ left: false, inside: 1 }, 2)).toBe("inside");
    expect(freeHitFromMove({ left: false, inside: 1 }, 3)).toBeNull();
    expect(freeHitFromMove({ left: false, inside: 0 }, 5)).toBeNull();
    expect(() => freeHitFromMove({ left: false, inside: -1 }, 0)).toThrow();
  });

  it("A9: a move never counts more spaces inside than the steps of its path, and ends where it started or moved",
    () => {
      const cell = fc.integer({ min: -5, max: 15 });
      fc.assert(fc.property(fc.array(fc.tuple(cell, cell), { minLength: 1, maxLength: 5 }), (points) => {
        const path = points.map(([c, r]) => at(c, r));
        const steps = path.slice(1).reduce((sum, p, i) => sum + Math.max(Math.abs(p.columns[0] - path[i]!.columns[0]),
          Math.abs(p.rows[0] - path[i]!.rows[0])), 0);
        const move = zoneMove(at(5, 5), path);
        return move.inside >= 0 && move.inside <= steps;
      }));
    });
});
