import { afterEach, describe, expect, it } from "vitest";
import { TypeDataModel } from "../data-model.js";
import type { Document } from "../documents.js";
import { effectExpiriesHandled } from "../effect-registry.js";
import { Hooks } from "../hooks.js";
import { installFoundry, type FoundryStandIn } from "../index.js";
import type { Combat } from "../combat.js";
import type { SceneDocument, TokenDocument } from "../scene.js";
import type { TokenMovement } from "../token-moves.js";

// Contract (issue 29, item 11): what Foundry v14 does with timed ActiveEffects of its own accord, how a move through
// waypoints reaches the clients, and which tokens a region holds. Sources, all public:
// - EffectDurationData (api v14, foundryvtt.com/api/v14/interfaces/foundry.documents.types.EffectDurationData.html):
//   `expiry` is "An identifier of an event at which the Effect will expire: expiration occurs when both the end of
//   the duration and the expiry event are reached"; EffectStartData (…/types.EffectStartData.html): combat,
//   combatant, initiative, round, time, turn "when this Effect first started".
// - CONST.ACTIVE_EFFECT_EXPIRY_EVENTS (…/variables/CONST.ACTIVE_EFFECT_EXPIRY_EVENTS.html): the core events; "Other
//   events can be defined by systems and modules, with their handling also left to them". CONFIG.ActiveEffect
//   (…/v14/variables/CONFIG.ActiveEffect.html): `expiryEvents`, "Additional expiry events registered by packages …
//   Such events must be triggered by calling documents.ActiveEffect.registry.refresh"; `expiryAction` "update" |
//   "delete" | null: "An update action will set the value of ActiveEffectDuration#expired" (crucible#607 sets
//   "delete" "so the V14 engine deletes expired effects automatically, matching prior behavior": the default is not).
// - foundryvtt#14725 quotes core's ActiveEffect#isExpiryEvent: on "updateWorldTime" an effect without expiry
//   "Expiry is determined by duration alone"; otherwise `if ( event !== expiry ) return false`.
// - api v13 _ActiveEffectDuration#remaining: round and turn durations count "as a decimal number with the format
//   {rounds}.{turns}".
// - TokenMeasuredMovementWaypoint#checkpoint (api v14): "There's an update/movement operation for each checkpoint in
//   a movement path. At a checkpoint the movement can be stopped or paused."; TokenMovementOperation (api v14): id,
//   chain, passed, pending; foundryvtt#12162: a paused movement is continued by its movement id; #13572:
//   TokenDocument#move "resolves when the entire movement has finished instead of when the first checkpoint".
// - foundryvtt#13633 (v14): "Test all grid space center points of a token's shape for … region containment"; the
//   api v14 TokenDocument page (foundryvtt.com/api/v14/classes/foundry.documents.TokenDocument.html) lists the
//   method as getContainmentTestPoints, which v13's page does not.

let foundry: FoundryStandIn;

afterEach(() => {
  installFoundry();
});

/** A v14 world with an actor type, a started combat of Ada (initiative 20) and Bo (10), and Ada's actor. */
async function fight(generation: 13 | 14 = 14) {
  foundry = installFoundry({ generation });
  (foundry.CONFIG.Actor!.dataModels as Record<string, unknown>).pc = class extends TypeDataModel {};
  const cls = (name: string) => foundry.CONFIG[name]!.documentClass as typeof Document;
  const ada = (await cls("Actor").create({ name: "Ada", type: "pc" }))!;
  const bo = (await cls("Actor").create({ name: "Bo", type: "pc" }))!;
  const combat = (await cls("Combat").create({ active: true }))! as unknown as Combat;
  await combat.createEmbeddedDocuments("Combatant", [{ name: "Ada", actorId: ada.id, initiative: 20 },
    { name: "Bo", actorId: bo.id, initiative: 10 }]);
  await combat.startCombat();
  return { ada, combat };
}

/** An effect of Ada's with the given duration (v14 shape), created now. */
async function effect(ada: Document, duration: Record<string, unknown>) {
  const [created] = await ada.createEmbeddedDocuments("ActiveEffect", [{ name: "Timed", duration }]);
  return created as Document & { active: boolean };
}

describe("v14 core expiry of timed ActiveEffects (ActiveEffectRegistry)", () => {
  it("EffectStartData: an effect created in the running combat starts at its round, turn, acting combatant and "
    + "the world time", async () => {
    const { ada, combat } = await fight();
    const created = await effect(ada, { value: 2, units: "rounds" });
    expect(created._source.start).toEqual({ combat: combat.id, combatant: combat.combatant!.id, initiative: 20,
      round: 1, turn: 0, time: 0 });
  });

  it("an effect of 1 turn with no expiry event expires by core's clock when a round's world time passes "
    + "(1.00 + 0.01 ≤ 2.00): expiryAction \"update\" marks it expired, and it no longer applies", async () => {
    const { ada, combat } = await fight();
    const created = await effect(ada, { value: 1, units: "turns" });
    await combat.nextTurn();
    await effectExpiriesHandled();
    expect(created.active).toBe(true);
    await combat.nextRound();
    await effectExpiriesHandled();
    expect([(created._source.duration as { expired: boolean }).expired, created.active]).toEqual([true, false]);
  });

  it("an effect whose expiry is a package's event is left alone by core's events (event !== expiry), and expires "
    + "when the package refreshes the registry with that event", async () => {
    const { ada, combat } = await fight();
    const created = await effect(ada, { value: 1, units: "turns", expiry: "mySystem" });
    await combat.nextRound();
    await combat.nextRound();
    await effectExpiriesHandled();
    expect(created.active).toBe(true);
    const registry = (foundry.CONFIG.ActiveEffect!.documentClass as unknown as { registry: {
      refresh(event: string): Promise<void> } }).registry;
    await registry.refresh("mySystem");
    expect(created.active).toBe(false);
  });

  it("expiryAction \"delete\" deletes an expired effect; null leaves it", async () => {
    const { ada, combat } = await fight();
    foundry.CONFIG.ActiveEffect!.expiryAction = "delete";
    await effect(ada, { value: 1, units: "rounds" });
    await combat.nextRound();
    await combat.nextRound();
    await effectExpiriesHandled();
    expect(ada.getEmbeddedCollection("ActiveEffect").size).toBe(0);
    foundry.CONFIG.ActiveEffect!.expiryAction = null;
    const kept = await effect(ada, { value: 1, units: "rounds" });
    await combat.nextRound();
    await combat.nextRound();
    await effectExpiriesHandled();
    expect(kept.active).toBe(true);
  });

  it("v13 has no registry: its effects stay as they are while rounds pass", async () => {
    const { ada, combat } = await fight(13);
    const [created] = await ada.createEmbeddedDocuments("ActiveEffect", [{ name: "T", duration: { turns: 1 } }]);
    await combat.nextRound();
    await combat.nextRound();
    expect((created as Document & { active: boolean }).active).toBe(true);
  });
});

/** A 100 px scene with Ada's 1×1 token at (0, 0), and every move the moveToken hook reports. */
async function field(generation: 13 | 14 = 14) {
  foundry = installFoundry({ generation });
  const cls = (name: string) => foundry.CONFIG[name]!.documentClass as typeof Document;
  const scene = (await cls("Scene").create({ name: "Field", grid: { size: 100 } })) as SceneDocument;
  const [token] = (await scene.createEmbeddedDocuments("Token", [{ name: "Ada" }])) as TokenDocument[];
  const moves: TokenMovement[] = [];
  Hooks.on("moveToken", (_document: unknown, movement: unknown) => {
    moves.push(movement as TokenMovement);
  });
  return { scene, token: token!, moves };
}

describe("TokenDocument#move: one update per checkpoint (v14 TokenMeasuredMovementWaypoint#checkpoint)", () => {
  it("a move through two checkpoints is two updates, two moveToken calls of one movement id: the first passes "
    + "5 ft with 5 ft pending, the last 5 ft with nothing pending", async () => {
    const { token, moves } = await field();
    const done = await token.move([{ x: 100, y: 0, checkpoint: true }, { x: 200, y: 0, checkpoint: true }]);
    expect(done).toBe(true);
    expect(moves.map((m) => [m.passed.distance, m.pending.distance, m.pending.waypoints.length]))
      .toEqual([[5, 5, 1], [5, 0, 0]]);
    expect(moves[0]!.id).toBe(moves[1]!.id);
    expect([token.x, token.y]).toEqual([200, 0]);
  });

  it("waypoints that are no checkpoints pass in one update (the last waypoint is always one): 10 ft, nothing "
    + "pending", async () => {
    const { token, moves } = await field();
    await token.move([{ x: 100, y: 0 }, { x: 100, y: 100 }]);
    expect(moves.map((m) => [m.passed.distance, m.passed.waypoints.length, m.pending.distance])).toEqual([[10, 2, 0]]);
  });

  it("a plain update of the position is one move with nothing pending", async () => {
    const { token, moves } = await field();
    await token.update({ x: 100 });
    expect(moves.map((m) => [m.passed.distance, m.pending.waypoints.length])).toEqual([[5, 0]]);
  });
});

describe("region containment (foundryvtt#13633)", () => {
  it("v14: a 2×2 token whose centre is outside the region is in it when one of its spaces' centres is; v13 by "
    + "the centre alone", async () => {
    for (const generation of [14, 13] as const) {
      const { scene } = await field(generation);
      const [region] = await scene.createEmbeddedDocuments("Region", [{ name: "Ford",
        shapes: [{ type: "rectangle", x: 0, y: 0, width: 90, height: 90 }] }]);
      const [big] = (await scene.createEmbeddedDocuments("Token", [{ name: "Ogre", x: 0, y: 0, width: 2,
        height: 2 }])) as TokenDocument[];
      const tokens = (region as unknown as { tokens: Set<Document> }).tokens;
      expect([tokens.has(big!), big!.regions.has(region as never)]).toEqual(generation === 14 ? [true, true]
        : [false, false]);
    }
  });
});
