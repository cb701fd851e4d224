import { describe, expect, it } from "vitest";
import type { SceneDocument, TokenDocument } from "../scene.js";
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
