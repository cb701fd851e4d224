import { describe, expect, it } from "vitest";
import { cellSpan, cellsTouch, distanceWithHeight, nearestCells, tokenCells } from "../../src/rules/index.js";

describe("grid cells (L10, L11, T12)", () => {
  it("a 1-space token at x 200 on a 100 px grid covers column 2; a 2-space one at 300 covers 3–4", () => {
    expect(cellSpan(200, 1, 100)).toEqual([2, 2]);
    expect(cellSpan(300, 2, 100)).toEqual([3, 4]);
    expect(cellSpan(250, 0.5, 100)).toEqual([3, 3]);
  });

  it("a 2 × 1 token with its corner at (300, 100) on a 100 px grid covers columns 3–4 of row 1", () => {
    expect(tokenCells({ x: 300, y: 100, width: 2, height: 1 }, 100)).toEqual({ columns: [3, 4], rows: [1, 1] });
  });

  it("L10: the nearest cells of two spans apart, and one shared cell when they overlap", () => {
    expect(nearestCells([0, 1], [5, 5])).toEqual([1, 5]);
    expect(nearestCells([5, 5], [0, 1])).toEqual([5, 1]);
    expect(nearestCells([2, 4], [3, 6])).toEqual([3, 3]);
  });

  it("T12: cells touch side or corner; two columns apart they don't", () => {
    const at = (c: number, r: number) => ({ columns: [c, c] as [number, number], rows: [r, r] as [number, number] });
    expect(cellsTouch(at(2, 2), at(1, 1))).toBe(true);
    expect(cellsTouch(at(2, 2), at(3, 2))).toBe(true);
    expect(cellsTouch(at(2, 2), at(4, 2))).toBe(false);
  });

  it("a NaN position or a grid of 0 px is refused as a rules error, not a wrong cell", () => {
    expect(() => cellSpan(Number.NaN, 1, 100)).toThrow(/finite/);
    expect(() => cellSpan(0, 1, 0)).toThrow();
  });
});

describe("L10, L11 distance with height", () => {
  it("L10, L11: a flyer 30 ft up over the square next to the attacker: legs 5 and 30 ft; the shorter leg's one "
    + "square counts ⌊1/2⌋ = 0 extra, so 30 ft; straight overhead (0 ft across) also 30 ft", () => {
    expect(distanceWithHeight(5, 30, 5)).toBe(30);
    expect(distanceWithHeight(0, 30, 5)).toBe(30);
  });

  it("L11: 30 ft across and 30 ft up is six diagonal squares in the vertical plane, 5 + 10 + 5 + 10 + 5 + 10 = 45 ft; "
    + "10 across and 30 down: 30 + one extra square (⌊2/2⌋ × 5) = 35 ft", () => {
    expect(distanceWithHeight(30, 30, 5)).toBe(45);
    expect(distanceWithHeight(10, -30, 5)).toBe(35);
    expect(distanceWithHeight(45, 10, 5)).toBe(50);
  });

  it("L10: with no height between them the grid's measure stands; a negative or NaN distance is refused", () => {
    expect(distanceWithHeight(45, 0, 5)).toBe(45);
    expect(() => distanceWithHeight(-5, 0, 5)).toThrow();
    expect(() => distanceWithHeight(5, Number.NaN, 5)).toThrow(/finite/);
  });
});
