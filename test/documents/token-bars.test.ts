/**
 * T11: the token's second bar shows the overshield (system.json's secondaryTokenAttribute) only while the overshield
 * rule is in force; with the rule off the bar is none (TokenDocument#getBarAttribute null) and the actor keeps its
 * stored overshield, which the bar shows again when the rule is back on. The first bar (HP) never changes.
 */
import { describe, expect, it } from "vitest";
import { frayWorld } from "../data/world.js";
import type { Document } from "../foundry/documents.js";
import type { SceneDocument } from "../foundry/scene.js";
import { PRESETS, type PresetId } from "../../src/rules/presets.js";
import type { FrayTokenDocument } from "../../src/documents/token.js";

/** An actor as these tests read it. */
type Actor = Document & { system: { overshield: { value: number; max: number } } };

/**
 * Under `preset`, an orc with 7 of 12 HP and a stored overshield of 4 of 6, placed as a token showing HP on its first
 * bar and the overshield on its second (`linked`: the world actor; else a synthetic token actor).
 */
async function orcToken(preset: PresetId, linked = true) {
  const { foundry, Actor } = await frayWorld(preset);
  const documents = await import("../../src/documents/_module.js");
  const settings = await import("../../src/settings.js");
  documents.registerDocuments();
  // The stand-in's create answers a plain Document; this one is an npc actor.
  const orc = (await Actor.create({ name: "Orc", type: "npc",
    system: { hp: { value: 7, max: 12 }, overshield: { value: 4, max: 6, dr: 0, effect: "ward" } } })) as Actor;
  // The stand-in's CONFIG holds its entries as unknowns; CONFIG.Scene.documentClass is the stand-in's Scene.
  const Scene = foundry.CONFIG.Scene!.documentClass as typeof Document;
  const scene = (await Scene.create({ name: "Camp" })) as SceneDocument; // create answers a plain Document
  const [token] = await scene.createEmbeddedDocuments("Token", [{ name: "Orc", actorId: orc.id, actorLink: linked,
    bar1: { attribute: "hp" }, bar2: { attribute: "overshield" } }]);
  /** Saves the world's rules as the rules form does: `preset` with its overshield toggle set to `on`. */
  const overshieldRule = (on: boolean) => settings.saveRules(preset, { ...PRESETS[preset].defaults, overshield: on });
  // Made of CONFIG.Token.documentClass, Fray's class over the stand-in's TokenDocument (the first test checks it).
  return { token: token as unknown as FrayTokenDocument, foundry, scene, orc, overshieldRule, documents };
}

/** The overshield the token's actor (the world actor, or the synthetic one of an unlinked token) stores. */
function storedOvershield(token: FrayTokenDocument): number {
  // fvtt-types types an actor's system over every subtype ("base" included); the orc is an npc, which has one.
  return (token.actor as unknown as Actor).system.overshield.value;
}

describe("T11: the token's overshield bar follows the overshield rule", () => {
  it("the token is a FrayTokenDocument (CONFIG.Token.documentClass)", async () => {
    const { token, documents } = await orcToken("lot");
    expect(token).toBeInstanceOf(documents.FrayTokenDocument);
  });

  it("LoT, T11 on by default: the second bar shows the overshield, 4 of 6", async () => {
    const { token } = await orcToken("lot");
    expect(token.getBarAttribute("bar2")).toEqual({ type: "bar", attribute: "overshield", value: 4, max: 6 });
  });

  it("LoT with T11 off: no second bar, while the actor still holds its stored overshield of 4; on again: 4 of 6",
    async () => {
      const { token, orc, overshieldRule } = await orcToken("lot");
      await overshieldRule(false);
      expect(token.getBarAttribute("bar2")).toBeNull();
      expect(orc.system.overshield.value).toBe(4);
      expect(storedOvershield(token)).toBe(4);
      await overshieldRule(true);
      expect(token.getBarAttribute("bar2")).toEqual({ type: "bar", attribute: "overshield", value: 4, max: 6 });
    });

  it("with T11 off, a bar on one of the overshield's fields shows none either; with it on, the field", async () => {
    const { token, overshieldRule } = await orcToken("lot");
    await overshieldRule(false);
    expect(token.getBarAttribute("bar2", { alternative: "overshield.value" })).toBeNull();
    await overshieldRule(true);
    expect(token.getBarAttribute("bar2", { alternative: "overshield.value" })).toEqual({ type: "value",
      attribute: "overshield.value", value: 4 });
  });

  it("an unlinked token's bar follows the rule the same way", async () => {
    const { token, overshieldRule } = await orcToken("lot", false);
    expect(token.getBarAttribute("bar2")).toMatchObject({ value: 4, max: 6 });
    await overshieldRule(false);
    expect(token.getBarAttribute("bar2")).toBeNull();
    expect(storedOvershield(token)).toBe(4);
  });

  it("turning T11 off and on redraws the bars of the tokens on the canvas, with nothing else changed", async () => {
    const { foundry, scene, overshieldRule } = await orcToken("lot");
    await scene.view();
    const placeable = foundry.canvas.tokens.placeables[0]!; // the orc's, the only token on the scene
    expect(placeable.bars.bar2).toEqual({ type: "bar", attribute: "overshield", value: 4, max: 6 });
    await overshieldRule(false);
    expect(placeable.bars.bar2).toBeNull();
    expect(placeable.bars.bar1).toEqual({ type: "bar", attribute: "hp", value: 7, max: 12 });
    await overshieldRule(true);
    expect(placeable.bars.bar2).toEqual({ type: "bar", attribute: "overshield", value: 4, max: 6 });
  });

  it("the first bar (HP, 7 of 12) is the same with T11 on and off", async () => {
    const { token, overshieldRule } = await orcToken("lot");
    const hp = { type: "bar", attribute: "hp", value: 7, max: 12 };
    expect(token.getBarAttribute("bar1")).toEqual(hp);
    await overshieldRule(false);
    expect(token.getBarAttribute("bar1")).toEqual(hp);
  });

  it.each<PresetId>(["legend", "sides"])("%s, where T11 is off by default: no overshield bar, HP shown", async (preset) => {
    const { token, orc } = await orcToken(preset);
    expect(token.getBarAttribute("bar2")).toBeNull();
    expect(orc.system.overshield.value).toBe(4);
    expect(token.getBarAttribute("bar1")).toEqual({ type: "bar", attribute: "hp", value: 7, max: 12 });
  });

  it("legend with T11 toggled on shows the overshield bar, 4 of 6", async () => {
    const { token, overshieldRule } = await orcToken("legend");
    await overshieldRule(true);
    expect(token.getBarAttribute("bar2")).toEqual({ type: "bar", attribute: "overshield", value: 4, max: 6 });
  });
});
