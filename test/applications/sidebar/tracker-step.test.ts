// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import type { Document } from "../../foundry/documents.js";
import { pipOf, trackerWorld } from "./world.js";

/**
 * L11 (Legend): Vessa (a player's, initiative 17) and the Orc (8); Vessa's token stands at column 0, row 0 of a 100 px
 * grid of 5 ft squares with alternating diagonals. `move(column, row)` moves it as the player and shows the tracker.
 */
async function stepWorld() {
  const world = await trackerWorld("legend");
  const step = await import("../../../src/documents/five-foot-step.js");
  step.registerFiveFootStep();
  const { combat, by } = await world.fight([{ name: "Vessa", player: true, initiative: 17 },
    { name: "Orc", initiative: 8 }]);
  const Scene = world.foundry.CONFIG.Scene!.documentClass as unknown as { create(d: object): Promise<Document> };
  const scene = await Scene.create({ name: "Field", grid: { size: 100 } });
  const [token] = await scene.createEmbeddedDocuments("Token", [{ name: "Vessa", actorId: by("Vessa").actor!.id,
    actorLink: true, x: 0, y: 0 }]);
  await combat.startCombat();
  await world.idle();
  const move = async (column: number, row: number) => {
    world.foundry.loginAs(world.foundry.player);
    await token!.update({ x: column * 100, y: row * 100 });
    await step.fiveFootStepsSettled();
    await world.show();
  };
  const stepped = () => world.row("Vessa").querySelector(".marker-step") !== null;
  return { world, combat, by, move, stepped };
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

  it("L11: two squares (10 ft) is no step; nor is a square after the move action is spent", async () => {
    const far = await stepWorld();
    await far.move(2, 0);
    expect(far.stepped()).toBe(false);
    const moved = await stepWorld();
    await moved.world.show();
    await moved.world.click(`[data-combatant-id="${moved.by("Vessa").id}"] [data-action=spendAction] [data-kind=move]`);
    await moved.move(0, 1);
    expect(moved.stepped()).toBe(false);
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
});
