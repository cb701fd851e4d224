import { beforeEach, describe, expect, it } from "vitest";
import { addChangesOf, clockExpiry, configuredStatusEffects, contextMenuEntry, deletionUpdate, effectChangesData,
  effectDuration, generation, messageMode, messageModeOption, messageModes, readEffectDuration, regionTestPoints,
  regionTestPointsAt, registerExpiryEvent, roundJoined, roundJoinedSource, statusEffectsConfig, worldTimeDelta,
  worldTimeOption, worldTimeUpdateOption, advanceWorldTime }
  from "../src/compat.js";
import type { Document } from "./foundry/documents.js";
import { installFoundry, type FoundryStandIn } from "./foundry/index.js";

describe.each([13, 14] as const)("compat under Foundry generation %s", (gen) => {
  let foundry: FoundryStandIn;
  beforeEach(() => {
    foundry = installFoundry({ generation: gen });
  });

  it("generation() reads game.release.generation", () => {
    expect(generation()).toBe(gen);
  });

  it("effectChangesData writes ADD changes the ActiveEffect applies (v13 `changes`, v14 `system.changes`); "
    + "addChangesOf reads them back", async () => {
    const actor = await createBaseActor(foundry) as Document & { flags: { fray: { a: number } } };
    const [effect] = await actor.createEmbeddedDocuments("ActiveEffect", [{ name: "Plus",
      ...effectChangesData([{ key: "flags.fray.a", value: "4" }]) }]);
    expect(addChangesOf(effect!)).toEqual([{ key: "flags.fray.a", value: "4" }]);
    expect(actor.flags.fray.a).toBe(5);
  });

  it("worldTimeOption carries a delta in the generation's hook option; worldTimeUpdateOption only in v14's update; "
    + "worldTimeDelta reads either v13 option", () => {
    expect(worldTimeOption(6)).toEqual(gen === 14 ? { worldTime: { delta: 6 } } : { advanceTime: 6 });
    expect(worldTimeUpdateOption(6)).toEqual(gen === 14 ? { worldTime: { delta: 6 } } : {});
    expect(worldTimeDelta(worldTimeOption(-6))).toBe(-6);
    expect(worldTimeDelta({ worldTime: { delta: 6 } })).toBe(6);
    expect(worldTimeDelta({ advanceTime: 6 })).toBe(gen === 14 ? 0 : 6);
    expect(worldTimeDelta({})).toBe(0);
  });

  it("advanceWorldTime moves v13's world time through game.time (none when the options carried one); v14's never",
    async () => {
      const clock = foundry.game.time as { worldTime: number };
      await advanceWorldTime(6);
      expect(clock.worldTime).toBe(gen === 14 ? 0 : 6);
      await advanceWorldTime(6, { advanceTime: 6 });
      expect(clock.worldTime).toBe(gen === 14 ? 0 : 6);
    });

  it("statusEffectsConfig sets CONFIG.statusEffects in the generation's shape; a status then toggles on", async () => {
    const prone = { id: "prone", name: "Prone", img: "icons/svg/falling.svg" };
    Object.assign(foundry.CONFIG, { statusEffects: statusEffectsConfig([prone]) });
    expect(configuredStatusEffects()).toEqual([prone]);
    const actor = await createBaseActor(foundry) as Document & { toggleStatusEffect(id: string): Promise<unknown> };
    await actor.toggleStatusEffect("prone");
    expect(actor.getEmbeddedCollection("ActiveEffect").size).toBe(1);
  });

  it("deletionUpdate removes a flag key through Document#update (v13 -=key, v14 _del)", async () => {
    const actor = await createBaseActor(foundry);
    await actor.update(deletionUpdate("flags.fray.a"));
    expect(actor.flags.fray).toEqual({ b: 2 });
  });

  it("messageMode reads the generation's setting and names one of messageModes()", async () => {
    const key = gen === 14 ? "messageMode" : "rollMode";
    expect(messageMode()).toBe(gen === 14 ? "public" : "publicroll");
    await foundry.game.settings.set("core", key, gen === 14 ? "gm" : "gmroll");
    expect(Object.keys(messageModes())).toContain(messageMode());
  });

  it("contextMenuEntry builds the generation's entry and passes the target to onClick", () => {
    const seen: unknown[] = [];
    const target = { id: "row" } as unknown as HTMLElement;
    const entry = contextMenuEntry({ label: "FRAY.X", icon: "<i></i>", visible: () => true,
      onClick: (t) => seen.push(t) }) as Record<string, (...a: unknown[]) => unknown>;
    if (gen === 14) {
      expect(Object.keys(entry).sort()).toEqual(["icon", "label", "onClick", "visible"]);
      entry.onClick!({}, target);
    } else {
      expect(Object.keys(entry).sort()).toEqual(["callback", "condition", "icon", "name"]);
      entry.callback!(target);
    }
    expect(seen).toEqual([target]);
  });

  it("effectDuration writes a duration the ActiveEffect keeps, and readEffectDuration reads it back", async () => {
    const actor = await createBaseActor(foundry);
    const [effect] = await actor.createEmbeddedDocuments("ActiveEffect", [{ name: "Stun",
      duration: effectDuration({ units: "rounds", value: 2 }) }]);
    expect(readEffectDuration(effect!._source.duration as Record<string, unknown>))
      .toEqual({ units: "rounds", value: 2 });
    expect(readEffectDuration({})).toBeNull();
  });

  it("messageModeOption names the mode in the generation's ChatMessage.create option: a gm card is whispered to the "
    + "GM", async () => {
    const ChatMessage = foundry.CONFIG.ChatMessage!.documentClass as unknown as {
      create(data: object, options: object): Promise<{ whisper: string[] }> };
    const card = await ChatMessage.create({ content: "1" }, messageModeOption(gen === 14 ? "gm" : "gmroll"));
    expect(card.whisper).toEqual([foundry.gm.id]);
  });

  it("roundJoined reads v14's Combatant#roundJoined, v13's round in Fray's flags; 1 when it holds none", () => {
    const combatant = { roundJoined: 3, flags: { fray: { roundJoined: 2 } } };
    expect(roundJoined(combatant)).toBe(gen === 14 ? 3 : 2);
    expect(roundJoined({})).toBe(1);
  });

  it("roundJoinedSource notes the round in Fray's flags under 13 (round 0 counts as 1); under 14 core's "
    + "Combatant#roundJoined holds it, so it adds nothing", () => {
    expect(roundJoinedSource(0)).toEqual(gen === 14 ? {} : { flags: { fray: { roundJoined: 1 } } });
    expect(roundJoinedSource(3)).toEqual(gen === 14 ? {} : { flags: { fray: { roundJoined: 3 } } });
  });

  it("clockExpiry keeps v14's registry off an effect (its expiry event, which registerExpiryEvent registers with a "
    + "label); v13 adds nothing",
  async () => {
    registerExpiryEvent();
    const actor = await createBaseActor(foundry);
    const [effect] = await actor.createEmbeddedDocuments("ActiveEffect", [{ name: "Stun",
      duration: { ...effectDuration({ units: "rounds", value: 2 }), ...clockExpiry().duration as object } }]);
    const events = (foundry.CONFIG.ActiveEffect as { expiryEvents?: Record<string, string> }).expiryEvents;
    if (gen === 14) {
      expect([(effect!._source.duration as { expiry: string }).expiry, events]).toEqual(["fray",
        { fray: "FRAY.SHEET.effectExpiry" }]);
    } else {
      expect([clockExpiry(), events]).toEqual([{}, undefined]);
    }
  });

  it("regionTestPoints: a 2 × 1 token's centre in v13, the centres of both its spaces in v14", () => {
    const token = { getCenterPoint: () => ({ x: 100, y: 50, elevation: 0 }),
      getContainmentTestPoints: () => [{ x: 50, y: 50, elevation: 0 }, { x: 150, y: 50, elevation: 0 }] };
    expect(regionTestPoints(token)).toEqual(gen === 14 ? token.getContainmentTestPoints() : [token.getCenterPoint()]);
  });

  it("regionTestPointsAt: the 2 × 1 token (top-left 0, 0) were it at top-left 300, 200 and elevation 10: its centre "
    + "there (400, 250) in v13, the centres of both its spaces moved there (350, 250 and 450, 250) in v14", () => {
    type Place = { x?: number; y?: number; elevation?: number; width?: number; height?: number };
    const token = { getCenterPoint: ({ x = 0, y = 0, elevation = 0, width = 2, height = 1 }: Place = {}) =>
      ({ x: x + width * 50, y: y + height * 50, elevation }),
    getContainmentTestPoints: () => [{ x: 50, y: 50, elevation: 0 }, { x: 150, y: 50, elevation: 0 }] };
    const at = regionTestPointsAt(token, { x: 300, y: 200, elevation: 10, width: 2, height: 1 });
    expect(at).toEqual(gen === 14 ? [{ x: 350, y: 250, elevation: 10 }, { x: 450, y: 250, elevation: 10 }]
      : [{ x: 400, y: 250, elevation: 10 }]);
  });
});

/** A world actor of a registered type "pc" with no system fields. */
async function createBaseActor(foundry: FoundryStandIn): Promise<Document> {
  const { TypeDataModel } = (globalThis as unknown as { foundry: { abstract: { TypeDataModel: new () => object } } })
    .foundry.abstract;
  (foundry.CONFIG.Actor!.dataModels as Record<string, unknown>).pc = class extends TypeDataModel {};
  const Actor = foundry.CONFIG.Actor!.documentClass as typeof Document;
  return (await Actor.create({ name: "Ada", type: "pc", flags: { fray: { a: 1, b: 2 } } }))!;
}
