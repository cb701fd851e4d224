import { beforeEach, describe, expect, it } from "vitest";
import { TypeDataModel } from "../data-model.js";
import type { Document } from "../documents.js";
import { installFoundry, type FoundryStandIn } from "../index.js";
import { RegionBehaviorType, regionEventsHandled, type RegionDocument, type RegionEvent, type SceneDocument,
  type TokenDocument } from "../scene.js";

/** A behavior type that records the events it receives and on which client. */
class RecordingBehavior extends RegionBehaviorType {
  static calls: { name: string; client: string; user: string; token: string }[] = [];
  static override events = {
    tokenEnter: async function (this: RegionBehaviorType, event: RegionEvent) {
      RecordingBehavior.record(event);
    },
    tokenExit: async function (this: RegionBehaviorType, event: RegionEvent) {
      RecordingBehavior.record(event);
    },
  };

  /** Records one call as seen by the current client. */
  static record(event: RegionEvent): void {
    const client = [...(globalThis as unknown as { game: { users: Map<string, { isSelf: boolean; id: string }> } })
      .game.users.values()].find((u) => u.isSelf)!.id;
    RecordingBehavior.calls.push({ name: event.name, client, user: event.user.id, token: event.data.token.name });
  }
}

let foundry: FoundryStandIn;
let scene: SceneDocument;
let yard: RegionDocument;

beforeEach(async () => {
  foundry = installFoundry();
  (foundry.CONFIG.RegionBehavior!.dataModels as Record<string, unknown>).recorder = RecordingBehavior;
  RecordingBehavior.calls = [];
  const Scene = foundry.CONFIG.Scene!.documentClass as typeof Document;
  scene = (await Scene.create({ name: "Camp", grid: { size: 100 } })) as SceneDocument;
  const regions = await scene.createEmbeddedDocuments("Region", [{ name: "Yard",
    shapes: [{ type: "rectangle", x: 0, y: 0, width: 500, height: 500 }] }]);
  yard = regions[0] as RegionDocument;
  await yard.createEmbeddedDocuments("RegionBehavior", [{ name: "Rec", type: "recorder" }]);
});

describe("Scene, Token, Region, RegionBehavior (foundryvtt.com/api/v13: Scene, TokenDocument, RegionDocument, "
  + "RegionBehavior)", () => {
  it("TokenDocument: BaseToken defaults (x, y 0; 1×1; disposition HOSTILE; unlinked) and CONST.TOKEN_DISPOSITIONS", async () => {
    const [token] = (await scene.createEmbeddedDocuments("Token", [{ name: "Orc" }])) as TokenDocument[];
    expect([token!.x, token!.y, token!.width, token!.height, token!.disposition, token!.actorLink])
      .toEqual([0, 0, 1, 1, -1, false]);
    expect((globalThis as unknown as { CONST: { TOKEN_DISPOSITIONS: object } }).CONST.TOKEN_DISPOSITIONS)
      .toEqual({ SECRET: -2, HOSTILE: -1, NEUTRAL: 0, FRIENDLY: 1 });
  });

  it("TokenDocument: an invalid disposition or a zero width is refused and nothing is written; x is cleaned to an "
    + "integer (BaseToken x: NumberField integer)", async () => {
    await expect(scene.createEmbeddedDocuments("Token", [{ name: "Orc", disposition: 2 }])).rejects.toThrow(/disposition/);
    const [token] = (await scene.createEmbeddedDocuments("Token", [{ name: "Orc", x: 1.5 }])) as TokenDocument[];
    expect(token!.x).toBe(2);
    await expect(token!.update({ width: 0 })).rejects.toThrow(/width/);
    expect(token!.width).toBe(1);
    expect(scene.tokens.size).toBe(1);
  });

  it("Scene: grid.size is cleaned to CONST.GRID_MIN_SIZE (50) at least; game.scenes holds world scenes", async () => {
    const Scene = foundry.CONFIG.Scene!.documentClass as typeof Document;
    const small = (await Scene.create({ name: "Tiny", grid: { size: 10 } })) as SceneDocument;
    expect(small.grid.size).toBe(50);
    expect(foundry.game.scenes.contents).toEqual([scene, small]);
  });

  it("TokenDocument#actor: the world actor when linked, a synthetic actor (base + delta) when not", async () => {
    (foundry.CONFIG.Actor!.dataModels as Record<string, unknown>).sample = class extends TypeDataModel {};
    const Actor = foundry.CONFIG.Actor!.documentClass as typeof Document;
    const actor = (await Actor.create({ name: "Ada", type: "sample" }))!;
    const [linked, copy] = (await scene.createEmbeddedDocuments("Token", [
      { name: "Ada", actorId: actor.id, actorLink: true }, { name: "Ada2", actorId: actor.id, delta: { name: "Ada II" } },
    ])) as TokenDocument[];
    expect(linked!.actor).toBe(actor);
    expect(copy!.actor).not.toBe(actor);
    expect(copy!.actor!.name).toBe("Ada II");
    expect(copy!.actor!.parent).toBe(copy);
  });

  it("RegionDocument#testPoint takes an ElevatedPoint; holes and the elevation band exclude", async () => {
    const [ring] = (await scene.createEmbeddedDocuments("Region", [{ name: "Ring", elevation: { bottom: 0, top: 10 },
      shapes: [{ type: "polygon", points: [0, 0, 400, 0, 400, 400, 0, 400] },
        { type: "rectangle", x: 100, y: 100, width: 100, height: 100, hole: true }] }])) as RegionDocument[];
    expect(ring!.testPoint({ x: 50, y: 50, elevation: 0 })).toBe(true);
    expect(ring!.testPoint({ x: 150, y: 150, elevation: 0 })).toBe(false);
    expect(ring!.testPoint({ x: 50, y: 50, elevation: 20 })).toBe(false);
    expect(ring!.testPoint({ x: 450, y: 50, elevation: 0 })).toBe(false);
    expect(() => ring!.testPoint({ x: 50, y: 50 } as never)).toThrow(/ElevatedPoint/);
  });

  it("REGION_EVENTS are handled after the token operation returns, not during it (RegionBehaviorType#_handleRegionEvent)",
    async () => {
      await scene.createEmbeddedDocuments("Token", [{ name: "Orc", x: 0, y: 0 }]);
      expect(RecordingBehavior.calls).toEqual([]);
      await regionEventsHandled();
      expect(RecordingBehavior.calls.map((c) => c.name)).toEqual(["tokenEnter", "tokenEnter"]);
    });

  it("TokenDocument#regions: the regions the token is in", async () => {
    const [inside, outside] = (await scene.createEmbeddedDocuments("Token", [{ name: "In", x: 100, y: 100 },
      { name: "Out", x: 900, y: 900 }])) as TokenDocument[];
    expect([...inside!.regions]).toEqual([yard]);
    expect(outside!.regions.size).toBe(0);
  });

  it("RegionDocument#tokens: the tokens whose centre the region holds", async () => {
    const [inside, outside] = (await scene.createEmbeddedDocuments("Token", [{ name: "In", x: 100, y: 100 },
      { name: "Out", x: 900, y: 900 }])) as TokenDocument[];
    expect(inside!.getCenterPoint()).toEqual({ x: 150, y: 150, elevation: 0 });
    expect([...yard.tokens]).toEqual([inside]);
    expect(yard.tokens.has(outside!)).toBe(false);
  });

  it("RegionBehavior: a type is required and must be core or registered in CONFIG.RegionBehavior.dataModels", async () => {
    await expect(yard.createEmbeddedDocuments("RegionBehavior", [{ name: "None" }])).rejects.toThrow(/type/);
    await expect(yard.createEmbeddedDocuments("RegionBehavior", [{ name: "X", type: "fray.zone" }]))
      .rejects.toThrow(/not a valid type/);
    const [core] = await yard.createEmbeddedDocuments("RegionBehavior", [{ name: "Pause", type: "pauseGame" }]);
    expect(core!.type).toBe("pauseGame");
  });

  it("REGION_EVENTS TOKEN_ENTER/TOKEN_EXIT reach every client with event.user the mover (CONST.REGION_EVENTS)", async () => {
    (foundry.CONFIG.Actor!.dataModels as Record<string, unknown>).sample = class extends TypeDataModel {};
    const Actor = foundry.CONFIG.Actor!.documentClass as typeof Document;
    const actor = (await Actor.create({ name: "Ada", type: "sample", ownership: { [foundry.player.id]: 3 } }))!;
    const [token] = (await scene.createEmbeddedDocuments("Token", [{ name: "Ada", actorId: actor.id, actorLink: true,
      x: 900, y: 900 }])) as TokenDocument[];
    foundry.loginAs(foundry.player);
    await token!.update({ x: 100, y: 100 });
    await regionEventsHandled();
    await token!.update({ x: 150 });
    await regionEventsHandled();
    await token!.update({ x: 900 });
    await regionEventsHandled();
    expect(RecordingBehavior.calls).toEqual([
      { name: "tokenEnter", client: foundry.gm.id, user: foundry.player.id, token: "Ada" },
      { name: "tokenEnter", client: foundry.player.id, user: foundry.player.id, token: "Ada" },
      { name: "tokenExit", client: foundry.gm.id, user: foundry.player.id, token: "Ada" },
      { name: "tokenExit", client: foundry.player.id, user: foundry.player.id, token: "Ada" },
    ]);
    expect(foundry.game.user).toBe(foundry.player);
  });

  it("TokenDocument: a player may move a token of an actor they own, not another's (ownership from the actor)",
    async () => {
      const [orc] = (await scene.createEmbeddedDocuments("Token", [{ name: "Orc" }])) as TokenDocument[];
      foundry.loginAs(foundry.player);
      await expect(orc!.update({ x: 100 })).rejects.toThrow(/permission/);
      expect(orc!.x).toBe(0);
    });

  it("REGION_EVENTS: creating a token inside raises TOKEN_ENTER, deleting it TOKEN_EXIT; a disabled behavior hears "
    + "nothing", async () => {
    const [token] = (await scene.createEmbeddedDocuments("Token", [{ name: "Orc", x: 0, y: 0 }])) as TokenDocument[];
    await regionEventsHandled();
    await token!.delete();
    await regionEventsHandled();
    expect(RecordingBehavior.calls.map((c) => c.name)).toEqual(["tokenEnter", "tokenEnter", "tokenExit", "tokenExit"]);
    RecordingBehavior.calls = [];
    await yard.behaviors.contents[0]!.update({ disabled: true });
    await scene.createEmbeddedDocuments("Token", [{ name: "Orc", x: 0, y: 0 }]);
    await regionEventsHandled();
    expect(RecordingBehavior.calls).toEqual([]);
  });

  it("CONST.REGION_EVENTS lists v13's events; a move raises TOKEN_MOVE_IN/OUT/WITHIN (foundryvtt#10923) and an "
    + "enter or exit by moving carries data.movement (RegionTokenEnterExitEventData), null for a creation", async () => {
    const CONST = (globalThis as unknown as { CONST: { REGION_EVENTS: Record<string, string> } }).CONST;
    expect(Object.values(CONST.REGION_EVENTS).sort()).toEqual(["behaviorActivated", "behaviorDeactivated",
      "behaviorUnviewed", "behaviorViewed", "regionBoundary", "tokenAnimateIn", "tokenAnimateOut", "tokenEnter",
      "tokenExit", "tokenMoveIn", "tokenMoveOut", "tokenMoveWithin", "tokenRoundEnd", "tokenRoundStart",
      "tokenTurnEnd", "tokenTurnStart"]);
    const seen: { name: string; movement: boolean }[] = [];
    class MoveRecorder extends RegionBehaviorType {
      static override events = Object.fromEntries(["tokenEnter", "tokenExit", "tokenMoveIn", "tokenMoveOut",
        "tokenMoveWithin"].map((name) => [name, async function (this: RegionBehaviorType, event: RegionEvent) {
        if (event.user.isSelf) seen.push({ name: event.name, movement: event.data.movement !== null });
      }]));
    }
    (foundry.CONFIG.RegionBehavior!.dataModels as Record<string, unknown>).mover = MoveRecorder;
    await yard.behaviors.contents[0]!.delete();
    await yard.createEmbeddedDocuments("RegionBehavior", [{ name: "Moves", type: "mover" }]);
    const [token] = (await scene.createEmbeddedDocuments("Token", [{ name: "Orc", x: 0, y: 0 }])) as TokenDocument[];
    await regionEventsHandled();
    await token!.update({ x: 100 });
    await regionEventsHandled();
    await token!.update({ x: 900 });
    await regionEventsHandled();
    await token!.update({ x: 100 });
    await regionEventsHandled();
    expect(seen).toEqual([{ name: "tokenEnter", movement: false }, { name: "tokenMoveWithin", movement: true },
      { name: "tokenExit", movement: true }, { name: "tokenMoveOut", movement: true },
      { name: "tokenEnter", movement: true }, { name: "tokenMoveIn", movement: true }]);
  });

  it("region containment: v13 tests a token's centre, v14 every grid space centre it covers (foundryvtt#13633)",
    async () => {
      // The Yard is 0..500 px; a 2 × 2 token at (450, 450) covers the spaces centred (500, 500) … (550, 550): its
      // centre (550, 550) is outside, its first space's centre (500, 500) on the edge, so a 3 × 3 at (400, 400)
      // (first space centred at (450, 450), inside; centre (550, 550), outside) tells the generations apart.
      const [big] = (await scene.createEmbeddedDocuments("Token", [{ name: "Ogre", x: 400, y: 400, width: 3,
        height: 3 }])) as TokenDocument[];
      expect([...big!.regions].map((r) => r.name)).toEqual(foundry.generation === 14 ? ["Yard"] : []);
    });

  it("RegionDocument: a shape the stand-in can't measure is refused outright", async () => {
    await expect(scene.createEmbeddedDocuments("Region", [{ name: "C",
      shapes: [{ type: "circle", x: 0, y: 0, radius: 5 }] }])).rejects.toThrow(/rectangle and polygon/);
    await expect(scene.createEmbeddedDocuments("Region", [{ name: "P", shapes: [{ type: "polygon", points: [0, 0, 1, 1] }] }]))
      .rejects.toThrow(/3 points/);
  });
});
