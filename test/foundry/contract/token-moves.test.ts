import { describe, expect, it } from "vitest";
import type { Document } from "../documents.js";
import type { SceneDocument, TokenDocument } from "../scene.js";
import type { TokenMovement } from "../token-moves.js";
import { Hooks } from "../hooks.js";
import { standIn } from "./helpers.js";

/** A 100 px scene of 5 ft squares with Ada's token at column 0, row 0, and the moves the moveToken hook reports. */
async function field() {
  const { foundry, cls } = standIn();
  const scene = (await cls("Scene").create({ name: "Field", grid: { size: 100 } })) as SceneDocument;
  const [token] = (await scene.createEmbeddedDocuments("Token", [{ name: "Ada" }])) as TokenDocument[];
  const moves: { token: Document; movement: TokenMovement; userId: string; client: string }[] = [];
  Hooks.on("moveToken", (...args: unknown[]) => {
    const [document, movement, , user] = args as [Document, TokenMovement, unknown, { id: string }];
    moves.push({ token: document, movement, userId: user.id, client: foundry.game.user!.id });
  });
  return { foundry, scene, token: token!, moves };
}

/** Puts a region of the Modify Movement Cost behavior (difficulty `walk` for walking) on the given rectangle. */
async function terrain(scene: SceneDocument, rectangle: { x: number; y: number; width: number; height: number },
  walk: number) {
  const [region] = await scene.createEmbeddedDocuments("Region", [{ name: "Mud",
    shapes: [{ type: "rectangle", ...rectangle }] }]);
  await region!.createEmbeddedDocuments("RegionBehavior", [{ name: "Mud", type: "modifyMovementCost",
    system: { difficulties: { walk } } }]);
}

describe("hookEvents.moveToken and TokenMovementOperation (foundryvtt.com/api/v13: hookEvents.moveToken \"fires for "
  + "every Token document that was moved … for all connected clients\"; TokenMovementOperation: origin, destination, "
  + "passed; TokenMovementSectionData: distance, cost, spaces, diagonals)", () => {
  it("an update of a token's position is a move: every client's moveToken hook gets the token, its origin and "
    + "destination, the passed path measured by the grid (cost = distance on open ground) and the user", async () => {
    const { foundry, token, moves } = await field();
    await token.update({ x: 200, y: 100 });
    expect(moves.map((m) => m.client)).toEqual([foundry.gm.id]);
    const { movement } = moves[0]!;
    expect(movement.origin).toMatchObject({ x: 0, y: 0, elevation: 0 });
    expect(movement.destination).toMatchObject({ x: 200, y: 100, elevation: 0 });
    expect(movement.passed).toMatchObject({ distance: 10, cost: 10, spaces: 2, diagonals: 1 });
    expect(moves[0]!.userId).toBe(foundry.gm.id);
    await token.update({ name: "Ada the Bold" });
    expect(moves).toHaveLength(1);
  });

  it("a player's move of their own token reaches the player's client and the GM's, naming the player", async () => {
    const { foundry, scene, moves } = await field();
    const Actor = foundry.CONFIG.Actor!.documentClass as unknown as { create(d: object): Promise<Document> };
    const ada = await Actor.create({ name: "Ada", type: "pc", ownership: { default: 0, [foundry.player.id]: 3 } });
    const [own] = await scene.createEmbeddedDocuments("Token", [{ name: "Ada", actorId: ada.id, actorLink: true }]);
    foundry.loginAs(foundry.player);
    await own!.update({ x: 100 });
    expect(moves.map((m) => m.client)).toEqual([foundry.player.id, foundry.gm.id]);
    expect(moves.every((m) => m.userId === foundry.player.id && m.token === own)).toBe(true);
  });

  it("Modify Movement Cost multiplies the cost of a space entered in its region by its difficulty for the token's "
    + "movement action (foundryvtt#12052 \"proportionally within the Region\"; #12266: the first space is charged)",
  async () => {
    const { scene, token, moves } = await field();
    await terrain(scene, { x: 100, y: 0, width: 200, height: 200 }, 2);
    await token.update({ x: 100 });
    expect(moves.at(-1)!.movement.passed).toMatchObject({ distance: 5, cost: 10, spaces: 1, diagonals: 0 });
    await expect(token.update({ x: 200 })).rejects.toThrow(/difficult terrain/);
  });

  it("a pure vertical move measures its height; one across and up at once is not modelled", async () => {
    const { token, moves } = await field();
    await token.update({ elevation: 30 });
    expect(moves.at(-1)!.movement.passed).toMatchObject({ distance: 30, cost: 30 });
    await expect(token.update({ x: 100, elevation: 0 })).rejects.toThrow(/3D/);
  });
});
