// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import type { Document } from "../../foundry/documents.js";
import { frayWorld } from "../../data/world.js";
import type { PresetId } from "../../../src/rules/presets.js";

/** An actor as these tests read it. */
type Actor = Document & { statuses: Set<string>; system: { movement: { speed: number } };
  effects: { contents: { name: string }[] }; toggleStatusEffect(id: string, o?: object): Promise<unknown> };

/** A token as these tests move it. */
type Token = Document & { movementAction: string | null };

/**
 * L12 under `preset`: Ada (speed 30, owned by the player) with a token on a scene; `take(action)` sets the token's
 * movement action (as the player when `asPlayer`) and waits for its mode to be written.
 */
async function modesWorld(preset: PresetId = "legend") {
  const { foundry, Actor } = await frayWorld(preset);
  const { applyStatusEffects } = await import("../../../src/config/statuses.js");
  const { worldRules } = await import("../../../src/settings.js");
  const modes = await import("../../../src/documents/movement/index.js");
  applyStatusEffects(worldRules());
  modes.registerMovementModes();
  (await import("../../../src/documents/movement/index.js")).registerModeStatuses();
  const ada = (await Actor.create({ name: "Ada", type: "character", system: { movement: { speed: 30 } },
    ownership: { default: 0, [foundry.player.id]: 3 } })) as unknown as Actor;
  const Scene = foundry.CONFIG.Scene!.documentClass as unknown as { create(d: object): Promise<Document> };
  const scene = await Scene.create({ name: "Field" });
  const [token] = (await scene.createEmbeddedDocuments("Token", [{ name: "Ada", actorId: ada.id, actorLink: true }])) as
    Token[];
  const take = async (action: string, asPlayer = false) => {
    if (asPlayer) foundry.loginAs(foundry.player);
    await token!.update({ movementAction: action });
    await modes.movementModesSettled();
    foundry.loginAs(foundry.gm);
  };
  const modeStatuses = () => ["flying", "swimming", "burrowing", "soaring"].filter((s) => ada.statuses.has(s));
  /** Puts a condition on Ada or takes it off, as the token HUD does (as the player when `asPlayer`), and waits. */
  const toggle = async (status: string, active: boolean, asPlayer = false) => {
    if (asPlayer) foundry.loginAs(foundry.player);
    await ada.toggleStatusEffect(status, { active });
    await modes.movementModesSettled();
    foundry.loginAs(foundry.gm);
  };
  return { foundry, ada, token: token!, take, toggle, modeStatuses };
}

describe("L12 movement modes are the token's movement actions (Legend)", () => {
  it("L12: Fly gives Flying; Swim then gives Swimming and takes Flying away; Walk ends both", async () => {
    const { take, modeStatuses } = await modesWorld();
    await take("fly");
    expect(modeStatuses()).toEqual(["flying"]);
    await take("swim");
    expect(modeStatuses()).toEqual(["swimming"]);
    await take("walk");
    expect(modeStatuses()).toEqual([]);
  });

  it("L12: gaining a mode one already has gives +10 ft speed instead: Ada flies on the Field; her token on a second "
    + "scene starts walking, and Fly there makes speed 30 + 10 = 40 and no second Flying; walking ends both",
  async () => {
    const { ada, foundry, take, modeStatuses } = await modesWorld();
    await take("fly");
    const Scene = foundry.CONFIG.Scene!.documentClass as unknown as { create(d: object): Promise<Document> };
    const keep = await Scene.create({ name: "Keep" });
    const [there] = (await keep.createEmbeddedDocuments("Token", [{ name: "Ada", actorId: ada.id,
      actorLink: true }])) as Token[];
    await there!.update({ movementAction: "fly" });
    const modes = await import("../../../src/documents/movement/index.js");
    await modes.movementModesSettled();
    expect(modeStatuses()).toEqual(["flying"]);
    expect(ada.system.movement.speed).toBe(40);
    expect(ada.effects.contents.map((e) => e.name)).toEqual(["Flying", "Flying again: +10 ft speed"]);
    await take("walk");
    expect(modeStatuses()).toEqual([]);
    expect(ada.system.movement.speed).toBe(30);
    expect(ada.effects.contents).toHaveLength(0);
  });

  it("L12: core has no Soar, so Fray adds it (a flight, labelled Soar); choosing it gives Soaring; Burrow then "
    + "Burrowing alone", async () => {
    const { foundry, take, modeStatuses } = await modesWorld();
    const actions = (foundry.CONFIG.Token!.movement as { actions: Record<string, { label: string }> }).actions;
    expect(actions.soar!.label).toBe("FRAY.MovementMode.soar");
    await take("soar");
    expect(modeStatuses()).toEqual(["soaring"]);
    await take("burrow");
    expect(modeStatuses()).toEqual(["burrowing"]);
  });

  it("L12: the player who moves their own token changes its mode on their client", async () => {
    const { take, modeStatuses } = await modesWorld();
    await take("fly", true);
    expect(modeStatuses()).toEqual(["flying"]);
  });

  it("L12 is Legend's: under Sides a flying token gains no condition (Sides has none of them)", async () => {
    const { take, ada } = await modesWorld("sides");
    await take("fly");
    expect([...ada.statuses]).toEqual([]);
  });
});

describe("L12 the other way: a mode's condition put on or off by hand is the token's movement action (Legend)", () => {
  it("L12: Flying put on from the token HUD sets Ada's token to fly (and gives no +10 ft: speed stays 30); taken "
    + "off, the token walks", async () => {
    const { ada, token, toggle, modeStatuses } = await modesWorld();
    await toggle("flying", true);
    expect([token.movementAction, modeStatuses(), ada.system.movement.speed]).toEqual(["fly", ["flying"], 30]);
    expect(ada.effects.contents.map((e) => e.name)).toEqual(["Flying"]);
    await toggle("flying", false);
    expect([token.movementAction, modeStatuses(), ada.system.movement.speed]).toEqual(["walk", [], 30]);
  });

  it("L12: Swimming put on by Ada's player while she flies takes Flying away and sets the token to swim", async () => {
    const { token, take, toggle, modeStatuses } = await modesWorld();
    await take("fly");
    await toggle("swimming", true, true);
    expect([token.movementAction, modeStatuses()]).toEqual(["swim", ["swimming"]]);
  });

  it("L12: Flying from the HUD, then a spell's effect giving Flying again: +10 ft (30 + 10 = 40); taking Flying off "
    + "by hand ends both and the +10 ft: 30 ft, and the token walks", async () => {
    const { ada, token, toggle } = await modesWorld();
    await toggle("flying", true);
    await (ada as unknown as Document).createEmbeddedDocuments("ActiveEffect", [{ name: "Wings",
      statuses: ["flying"] }]);
    await (await import("../../../src/documents/movement/index.js")).movementModesSettled();
    expect([ada.system.movement.speed, token.movementAction]).toEqual([40, "fly"]);
    await toggle("flying", false);
    expect([ada.system.movement.speed, ada.effects.contents.length, token.movementAction]).toEqual([30, 0, "walk"]);
  });

  it("L12 is Legend's: under Sides a Flying effect put on Ada leaves her token's movement action alone", async () => {
    const { ada, token, foundry } = await modesWorld("sides");
    await (ada as unknown as Document).createEmbeddedDocuments("ActiveEffect", [{ name: "Flying",
      statuses: ["flying"] }]);
    const modes = await import("../../../src/documents/movement/index.js");
    await modes.movementModesSettled();
    expect([token.movementAction, [...ada.statuses]]).toEqual([null, ["flying"]]);
    void foundry;
  });
});
