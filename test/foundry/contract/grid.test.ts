import { beforeEach, describe, expect, it } from "vitest";
import type { SceneDocument } from "../scene.js";
import { standIn } from "./helpers.js";

let make: (data: object) => Promise<SceneDocument>;
let foundry: ReturnType<typeof standIn>["foundry"];

beforeEach(() => {
  const world = standIn();
  foundry = world.foundry;
  make = async (data) => (await world.cls("Scene").create({ name: "Field", ...data })) as SceneDocument;
});

/** The centre of the grid space at `column`, `row` on a 100 px grid. */
const at = (column: number, row: number) => ({ x: column * 100 + 50, y: row * 100 + 50 });

describe("Scene#grid and BaseGrid#measurePath (foundryvtt.com/api/v13: foundry.grid.SquareGrid, "
  + "GridMeasurePathResult, CONST.GRID_DIAGONALS; the manifest's `grid` sets the defaults)", () => {
  it("a new scene's grid takes the system manifest's distance and units, and the core gridDiagonals setting "
    + "(whose default is the manifest's grid.diagonals)", async () => {
    const scene = await make({ grid: { size: 100 } });
    expect([scene.grid.type, scene.grid.size, scene.grid.distance, scene.grid.units, scene.grid.isSquare])
      .toEqual([1, 100, 5, "ft", true]);
    expect(foundry.game.settings.get("core", "gridDiagonals")).toBe(4);
    const { CONST } = globalThis as unknown as { CONST: { GRID_DIAGONALS: { ALTERNATING_1: number } } };
    expect(scene.grid.diagonals).toBe(CONST.GRID_DIAGONALS.ALTERNATING_1);
    expect(scene.toObject().grid).toEqual({ type: 1, size: 100, distance: 5, units: "ft" });
  });

  it("ALTERNATING_1: diagonals cost 1, 2, 1, 2 … spaces, carried from segment to segment; straight steps 1", async () => {
    const scene = await make({ grid: { size: 100 } });
    expect(scene.grid.measurePath([at(0, 0), at(1, 1)])).toEqual({ distance: 5, spaces: 1, diagonals: 1 });
    expect(scene.grid.measurePath([at(0, 0), at(2, 2)]).distance).toBe(15);
    expect(scene.grid.measurePath([at(0, 0), at(3, 3)]).distance).toBe(20);
    expect(scene.grid.measurePath([at(0, 0), at(5, 2)]).distance).toBe(30);
    expect(scene.grid.measurePath([at(0, 0), at(1, 1), at(2, 2)]).distance).toBe(15);
    expect(scene.grid.measurePath([at(0, 0), at(0, 4)]).distance).toBe(20);
  });

  it("a point anywhere in a space measures as its space; another rule from the setting; gridless is the straight "
    + "line", async () => {
    expect((await make({ grid: { size: 100 } })).grid.measurePath([{ x: 1, y: 1 }, { x: 199, y: 199 }]).distance)
      .toBe(5);
    await foundry.game.settings.set("core", "gridDiagonals", 0);
    expect((await make({ grid: { size: 100 } })).grid.measurePath([at(0, 0), at(3, 3)]).distance).toBe(15);
    await foundry.game.settings.set("core", "gridDiagonals", 6);
    expect((await make({ grid: { size: 100 } })).grid.measurePath([at(0, 0), at(3, 3)]).distance).toBe(30);
    const open = await make({ grid: { type: 0, size: 100 } });
    expect(open.grid.isGridless).toBe(true);
    expect(open.grid.measurePath([{ x: 0, y: 0 }, { x: 300, y: 400 }]).distance).toBe(25);
  });
});
