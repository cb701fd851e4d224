import { beforeEach, describe, expect, it } from "vitest";
import { TypeDataModel } from "../data-model.js";
import type { Document } from "../documents.js";
import { Hooks } from "../hooks.js";
import { installFoundry, type FoundryStandIn } from "../index.js";
import type { SceneDocument, TokenDocument } from "../scene.js";

let foundry: FoundryStandIn;
let scene: SceneDocument;
let mine: TokenDocument;
let orc: TokenDocument;

beforeEach(async () => {
  foundry = installFoundry();
  (foundry.CONFIG.Actor!.dataModels as Record<string, unknown>).pc = class extends TypeDataModel {};
  const cls = (name: string) => foundry.CONFIG[name]!.documentClass as typeof Document;
  const ada = (await cls("Actor").create({ name: "Ada", type: "pc", ownership: { [foundry.player.id]: 3 } }))!;
  scene = (await cls("Scene").create({ name: "Camp" })) as SceneDocument;
  const tokens = (await scene.createEmbeddedDocuments("Token", [{ name: "Ada", actorId: ada.id, actorLink: true },
    { name: "Orc", x: 300 }])) as TokenDocument[];
  [mine, orc] = [tokens[0]!, tokens[1]!];
});

describe("canvas, TokenLayer and User#targets (foundryvtt.com/api/v13: Canvas, TokenLayer, Token, User)", () => {
  it("Canvas: not ready and no scene until a scene is viewed (Scene#view draws it; canvas.ready, canvas.scene)", async () => {
    expect([foundry.canvas.ready, foundry.canvas.scene, foundry.canvas.tokens.placeables]).toEqual([false, null, []]);
    await scene.view();
    expect(foundry.canvas.ready).toBe(true);
    expect(foundry.canvas.scene).toBe(scene);
    expect(foundry.canvas.tokens.placeables.map((t) => t.document)).toEqual([mine, orc]);
    expect(foundry.canvas.tokens.get(orc.id)!.center).toEqual({ x: 350, y: 50 });
  });

  it("TokenLayer#controlled: the tokens the user controls; Token#control releases others and needs ownership",
    async () => {
      await scene.view();
      foundry.loginAs(foundry.player);
      const [ada, enemy] = foundry.canvas.tokens.placeables;
      expect(enemy!.control()).toBe(false);
      expect(ada!.control()).toBe(true);
      expect(foundry.canvas.tokens.controlled).toEqual([ada]);
      foundry.loginAs(foundry.gm);
      enemy!.control();
      expect(foundry.canvas.tokens.controlled).toEqual([enemy]);
      ada!.control({ releaseOthers: false });
      expect(foundry.canvas.tokens.controlled).toEqual([ada, enemy]);
    });

  it("User#targets: a Set of Token placeables whose .document is the TokenDocument; Token#setTarget fires targetToken",
    async () => {
      await scene.view();
      const seen: [string, string, boolean][] = [];
      Hooks.on("targetToken", (...args: unknown[]) => {
        const [user, token, targeted] = args as [{ id: string }, { name: string }, boolean];
        seen.push([user.id, token.name, targeted]);
      });
      const [ada, enemy] = foundry.canvas.tokens.placeables;
      enemy!.setTarget(true);
      expect([...foundry.game.user.targets].map((t) => t.document)).toEqual([orc]);
      ada!.setTarget(true);
      ada!.setTarget(true);
      enemy!.setTarget(true, { releaseOthers: false });
      expect(seen).toEqual([[foundry.gm.id, "Orc", true], [foundry.gm.id, "Orc", false], [foundry.gm.id, "Ada", true],
        [foundry.gm.id, "Orc", true]]);
      expect(foundry.player.targets.size).toBe(0);
      expect(enemy!.isTargeted).toBe(true);
    });

  it("Token: a deleted token's placeable leaves the layer, the controlled tokens and every user's targets", async () => {
    await scene.view();
    const enemy = foundry.canvas.tokens.get(orc.id)!;
    enemy.control();
    enemy.setTarget(true);
    await orc.delete();
    expect(foundry.game.user.targets.size).toBe(0);
    expect(enemy.controlled).toBe(false);
    expect(foundry.canvas.tokens.placeables.map((t) => t.id)).toEqual([mine.id]);
  });
});
