// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import type { Document } from "../../foundry/documents.js";
import type { PresetId } from "../../../src/rules/presets.js";
import { pipOf, trackerWorld } from "./world.js";

/**
 * L11 (Legend): Vessa (a player's, initiative 17) and the Orc (8); Vessa's token stands at `column`, row 0 of a 100 px
 * grid of 5 ft squares with alternating diagonals, and column 3 is mud (Foundry's Modify Movement Cost, difficulty 2
 * for walking). `move(column, row)` moves it as the player and shows the tracker.
 */
async function stepWorld(column = 0, preset: PresetId = "legend") {
  const world = await trackerWorld(preset);
  const step = await import("../../../src/documents/movement/index.js");
  step.registerFiveFootStep();
  const { combat, by } = await world.fight([{ name: "Vessa", player: true, initiative: 17 },
    { name: "Orc", initiative: 8 }]);
  const Scene = world.foundry.CONFIG.Scene!.documentClass as unknown as { create(d: object): Promise<Document> };
  const scene = await Scene.create({ name: "Field", grid: { size: 100 } });
  const [token] = await scene.createEmbeddedDocuments("Token", [{ name: "Vessa", actorId: by("Vessa").actor!.id,
    actorLink: true, x: column * 100, y: 0 }]);
  const [mud] = await scene.createEmbeddedDocuments("Region", [{ name: "Mud",
    shapes: [{ type: "rectangle", x: 300, y: 0, width: 100, height: 500 }] }]);
  await mud!.createEmbeddedDocuments("RegionBehavior", [{ name: "Mud", type: "modifyMovementCost",
    system: { difficulties: { walk: 2 } } }]);
  await combat.startCombat();
  await world.idle();
  const move = async (column: number, row: number) => {
    world.foundry.loginAs(world.foundry.player);
    await token!.update({ x: column * 100, y: row * 100 });
    await step.fiveFootStepsSettled();
    await world.show();
  };
  const stepped = () => world.row("Vessa").querySelector(".marker-step") !== null;
  const notes = () => world.foundry.notices.filter((n) => n.type === "info").map((n) => n.message);
  /** Moves the token square by square as the player (each move its own update), then waits for the records. */
  const walk = async (...squares: [number, number][]) => {
    world.foundry.loginAs(world.foundry.player);
    for (const [column, row] of squares) await token!.update({ x: column * 100, y: row * 100 });
    await step.fiveFootStepsSettled();
    await world.show();
  };
  return { world, combat, by, move, walk, stepped, notes };
}

describe("L11 the 5 ft step on the tracker (Legend)", () => {
  it("L11: one square diagonally (the first diagonal: 5 ft) on Vessa's turn is a 5 ft step: the row says so and the "
    + "move action stays unspent", async () => {
    const { by, move, stepped, world } = await stepWorld();
    await move(1, 1);
    expect(stepped()).toBe(true);
    expect(world.row("Vessa").querySelector(".marker-step")!.getAttribute("aria-label"))
      .toBe("Took a 5 ft step (no move action spent)");
    expect(by("Vessa").system.spent.move ?? 0).toBe(0);
    expect(pipOf(world.row("Vessa"), "move")).toMatchObject({ spent: 0 });
  });

  it("L7, L11: two squares (10 ft) is no step: it spends Vessa's move action, through the GM, as the Move pip "
    + "would", async () => {
    const { by, move, stepped, world } = await stepWorld();
    await move(2, 0);
    expect(stepped()).toBe(false);
    expect(by("Vessa").system.spent.move).toBe(1);
    expect(pipOf(world.row("Vessa"), "move")).toMatchObject({ spent: 1 });
    expect(by("Vessa").system.spent.standard ?? 0).toBe(0);
  });

  it("L11: one square into the mud, which Foundry measures at 5 ft × difficulty 2 = 10 ft, is no 5 ft step: it "
    + "spends the move action; the same square beside the mud is a step", async () => {
    const { by, move, stepped } = await stepWorld(2);
    await move(3, 0);
    expect([stepped(), by("Vessa").system.spent.move]).toEqual([false, 1]);
    const dry = await stepWorld(2);
    await dry.move(2, 1);
    expect([dry.stepped(), dry.by("Vessa").system.spent.move ?? 0]).toEqual([true, 0]);
  });

  it("L7, L11: a square, then another at once (two moves, the second before the first is written): the first is "
    + "the 5 ft step, the second (5 ft more after a step) takes the move action", async () => {
    const { by, walk, stepped, world } = await stepWorld();
    await walk([1, 0], [2, 0]);
    expect(stepped()).toBe(true);
    expect(by("Vessa").system.spent.move).toBe(1);
    expect(pipOf(world.row("Vessa"), "move")).toMatchObject({ spent: 1 });
  });

  it("L7: with the move action spent from the row, a square is no step and spends nothing more (not the standard "
    + "action): Vessa's player is told", async () => {
    const moved = await stepWorld();
    await moved.world.show();
    await moved.world.click(`[data-combatant-id="${moved.by("Vessa").id}"] [data-action=spendAction] [data-kind=move]`);
    await moved.move(0, 1);
    expect(moved.stepped()).toBe(false);
    expect([moved.by("Vessa").system.spent.move, moved.by("Vessa").system.spent.standard ?? 0]).toEqual([1, 0]);
    expect(moved.notes()).toContain("Vessa moved 5 ft with the move action already spent: Fray spent nothing more. "
      + "A second move takes the standard action: spend it from the row if it was one.");
  });

  it("L11: the step is this turn's: on the Orc's turn Vessa's row no longer shows it", async () => {
    const { combat, move, stepped, world } = await stepWorld();
    await move(1, 0);
    expect(stepped()).toBe(true);
    world.foundry.loginAs(world.foundry.gm);
    await combat.nextTurn();
    await world.idle();
    await world.show();
    expect(stepped()).toBe(false);
  });

  it("L7, L11 are Legend's: under LoT Vessa's 10 ft move on her turn spends nothing, asks nothing and marks no step", async () => {
    const { by, move, stepped, world } = await stepWorld(0, "lot");
    const spent = { ...by("Vessa").system.spent };
    const notices = world.foundry.notices.length;
    await move(2, 0);
    expect([stepped(), by("Vessa").system.spent, world.foundry.notices.length]).toEqual([false, spent, notices]);
  });
});
