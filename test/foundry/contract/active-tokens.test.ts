/**
 * Contract tests: Actor#getActiveTokens (foundryvtt.com/api/v13/classes/foundry.documents.Actor.html#getactivetokens):
 * "getActiveTokens(linked = false, document = false): Token[] — Retrieve an Array of active tokens which represent
 * this Actor in the current canvas Scene. If the canvas is not currently active, or there are no linked actors, the
 * returned Array will be empty. If the Actor is a synthetic token actor, only the exact Token which it represents
 * will be returned." `linked`: only tokens linked to the Actor; `document`: TokenDocuments instead of Tokens.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { TypeDataModel } from "../data-model.js";
import type { Document } from "../documents.js";
import { installFoundry, type FoundryStandIn } from "../index.js";
import type { SceneDocument, TokenDocument } from "../scene.js";

/** An actor as these tests read it. */
type Actor = Document & { getActiveTokens(linked?: boolean, document?: boolean): unknown[] };

let foundry: FoundryStandIn;
let ada: Actor;
let orc: Actor;
let camp: SceneDocument;
let road: SceneDocument;
let tokens: TokenDocument[];

beforeEach(async () => {
  foundry = installFoundry();
  (foundry.CONFIG.Actor!.dataModels as Record<string, unknown>).pc = class extends TypeDataModel {};
  const cls = (name: string) => foundry.CONFIG[name]!.documentClass as typeof Document;
  ada = (await cls("Actor").create({ name: "Ada", type: "pc" })) as Actor;
  orc = (await cls("Actor").create({ name: "Orc", type: "pc" })) as Actor;
  camp = (await cls("Scene").create({ name: "Camp" })) as SceneDocument;
  road = (await cls("Scene").create({ name: "Road" })) as SceneDocument;
  tokens = (await camp.createEmbeddedDocuments("Token", [{ name: "Ada", actorId: ada.id, actorLink: true },
    { name: "Orc 1", actorId: orc.id }, { name: "Orc 2", actorId: orc.id, x: 200 }])) as TokenDocument[];
  await road.createEmbeddedDocuments("Token", [{ name: "Ada", actorId: ada.id, actorLink: true }]);
});

describe("Actor#getActiveTokens (foundryvtt.com/api/v13 Actor#getActiveTokens)", () => {
  it("is empty while the canvas is not active", () => {
    expect(ada.getActiveTokens()).toEqual([]);
    expect(ada.getActiveTokens(false, true)).toEqual([]);
  });

  it("gives the Tokens on the viewed scene that represent the actor, or their documents; none of another scene's",
    async () => {
      await camp.view();
      expect(ada.getActiveTokens().map((t) => (t as { document: unknown }).document)).toEqual([tokens[0]]);
      expect(ada.getActiveTokens(false, true)).toEqual([tokens[0]]);
    });

  it("a world actor's unlinked tokens count unless `linked` asks for linked tokens only", async () => {
    await camp.view();
    expect(orc.getActiveTokens(false, true)).toEqual([tokens[1], tokens[2]]);
    expect(orc.getActiveTokens(true, true)).toEqual([]);
  });

  it("a synthetic token actor gives only the exact Token it represents", async () => {
    await camp.view();
    const synthetic = tokens[2]!.actor as Actor;
    expect(synthetic.getActiveTokens(false, true)).toEqual([tokens[2]]);
  });
});
