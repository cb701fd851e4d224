import { describe, expect, it } from "vitest";
import type { SceneDocument, TokenDocument } from "../scene.js";
import { Hooks } from "../hooks.js";
import { standIn } from "./helpers.js";

describe("TokenDocument#movementAction and CONFIG.Token.movement (foundryvtt.com/api/v13: TokenData#movementAction, "
  + "TokenMovementActionConfig)", () => {
  it("core's movement actions are CONFIG.Token.movement.actions, by key; a token's movementAction is null (inferred) "
    + "until set to one of those keys, and any other is refused", async () => {
    const { foundry, cls } = standIn();
    const movement = foundry.CONFIG.Token!.movement as { actions: Record<string, object>; defaultAction: string };
    expect(Object.keys(movement.actions)).toEqual(expect.arrayContaining(["walk", "fly", "swim", "burrow"]));
    expect(movement.defaultAction).toBe("walk");
    const scene = (await cls("Scene").create({ name: "Field" })) as SceneDocument;
    const [token] = (await scene.createEmbeddedDocuments("Token", [{ name: "Ada" }])) as TokenDocument[];
    expect(token!.movementAction).toBeNull();
    await token!.update({ movementAction: "fly" });
    expect(token!.movementAction).toBe("fly");
    await expect(token!.update({ movementAction: "soar" })).rejects.toThrow(/movementAction/);
    expect(token!.movementAction).toBe("fly");
  });

  it("a system's movement action added to CONFIG.Token.movement.actions at init is one a token may take", async () => {
    const { foundry, cls } = standIn();
    const movement = foundry.CONFIG.Token!.movement as { actions: Record<string, object> };
    movement.actions.soar = { ...movement.actions.fly, label: "Soar" };
    const scene = (await cls("Scene").create({ name: "Field" })) as SceneDocument;
    const [token] = (await scene.createEmbeddedDocuments("Token", [{ name: "Ada", movementAction: "soar" }])) as
      TokenDocument[];
    expect(token!.movementAction).toBe("soar");
  });
});

describe("hookEvents.moveToken (foundryvtt.com/api/v13/functions/hookEvents.moveToken.html; TokenMovementOperation, "
  + "TokenPosition, TokenMovementSectionData)", () => {
  it("fires for every connected client after an update that moves a token, with the movement's origin, destination "
    + "and passed waypoints, the operation and the User who moved it; an update that moves nothing fires none",
  async () => {
    const { foundry, cls } = standIn();
    const actor = await cls("Actor").create({ name: "Brak", type: "pc",
      ownership: { default: 0, [foundry.player.id]: 3 } });
    const scene = (await cls("Scene").create({ name: "Field", grid: { size: 100 } })) as SceneDocument;
    const [token] = (await scene.createEmbeddedDocuments("Token", [{ name: "Brak", actorId: actor!.id, actorLink: true,
      x: 100, y: 200 }])) as TokenDocument[];
    const seen: { client: string; movement: Record<string, unknown>; user: string; x: number }[] = [];
    Hooks.on("moveToken", (...args: unknown[]) => {
      const [doc, movement, , user] = args as [TokenDocument, Record<string, unknown>, unknown, { id: string }];
      seen.push({ client: foundry.game.user!.id, movement, user: user.id, x: doc.x });
    });
    foundry.loginAs(foundry.player);
    await token!.update({ x: 300 });
    expect(seen.map((s) => [s.client, s.user, s.x])).toEqual([[foundry.player.id, foundry.player.id, 300],
      [foundry.gm.id, foundry.player.id, 300]]);
    const { movement } = seen[0]!;
    expect(movement.origin).toEqual({ x: 100, y: 200, elevation: 0, width: 1, height: 1 });
    expect(movement.destination).toEqual({ x: 300, y: 200, elevation: 0, width: 1, height: 1 });
    expect((movement.passed as { waypoints: unknown[] }).waypoints).toEqual([{ x: 300, y: 200, elevation: 0,
      width: 1, height: 1, action: "walk" }]);
    expect(typeof movement.id).toBe("string");
    expect(seen[1]!.movement.id).toBe(movement.id);
    await token!.update({ name: "Brak the Bold" });
    expect(seen).toHaveLength(2);
  });
});
