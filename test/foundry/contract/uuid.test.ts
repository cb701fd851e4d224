import { describe, expect, it } from "vitest";
import { TypeDataModel } from "../data-model.js";
import type { Document } from "../documents.js";
import { installFoundry } from "../index.js";

describe("fromUuidSync (foundryvtt.com/api/v13/functions/foundry.utils.fromUuidSync.html)", () => {
  it("finds world and embedded documents by uuid; a missing link or a malformed uuid gives null", async () => {
    const foundry = installFoundry();
    (foundry.CONFIG.Actor!.dataModels as Record<string, unknown>).pc = class extends TypeDataModel {};
    const cls = (name: string) => foundry.CONFIG[name]!.documentClass as typeof Document;
    const actor = (await cls("Actor").create({ name: "Ada", type: "pc" }))!;
    const scene = (await cls("Scene").create({ name: "Camp" }))!;
    const [token] = await scene.createEmbeddedDocuments("Token", [{ name: "Ada", actorId: actor.id, actorLink: true }]);
    const find = (globalThis as unknown as { fromUuidSync(u: unknown): unknown }).fromUuidSync;
    expect(find(actor.uuid)).toBe(actor);
    expect(find(token!.uuid)).toBe(token);
    expect([find("Actor.nope"), find(`${scene.uuid}.Token.nope`), find("Actor"), find(""), find(7)])
      .toEqual([null, null, null, null, null]);
  });
});
