import { afterEach, describe, expect, it } from "vitest";
import type { Document } from "../documents.js";
import { installFoundry } from "../index.js";

afterEach(() => {
  installFoundry();
});

describe.each([13, 14] as const)("Foundry generation %s", (generation) => {
  it("game.release: generation and version follow installFoundry({ generation })", () => {
    const foundry = installFoundry({ generation });
    const release = foundry.game.release as { generation: number; version: string };
    expect(release.generation).toBe(generation);
    expect(release.version.startsWith(`${generation}.`)).toBe(true);
  });

  it("CONFIG.Dice.rollModes (v13) / CONFIG.ChatMessage.modes (v14) and core.rollMode / core.messageMode", () => {
    const foundry = installFoundry({ generation });
    const modes = generation === 14 ? foundry.CONFIG.ChatMessage!.modes : foundry.CONFIG.Dice!.rollModes;
    const setting = generation === 14 ? "messageMode" : "rollMode";
    expect(Object.keys(modes as object)).toContain(foundry.game.settings.get("core", setting));
    expect(() => foundry.game.settings.get("core", generation === 14 ? "rollMode" : "messageMode")).toThrow();
  });

  it("foundry.documents.BaseCombatant: v14 records roundJoined (1 before the combat starts), v13 has none", async () => {
    const foundry = installFoundry({ generation });
    const combat = (await (foundry.CONFIG.Combat!.documentClass as typeof Document).create({}))!;
    const [early] = await combat.createEmbeddedDocuments("Combatant", [{}]);
    await combat.update({ round: 3 });
    const [late] = await combat.createEmbeddedDocuments("Combatant", [{}]);
    if (generation === 14) {
      expect([early!._source.roundJoined, late!._source.roundJoined]).toEqual([1, 3]);
    } else {
      expect("roundJoined" in late!._source).toBe(false);
    }
  });

  it("CONFIG.statusEffects: v13 an array of StatusEffectConfig, v14 an object keyed by id (API v14 "
    + "CONFIG.statusEffects `{[id: string]: StatusEffectConfig}`); each generation reads only its own shape", async () => {
    const foundry = installFoundry({ generation });
    const Actor = foundry.CONFIG.Actor!.documentClass as typeof Document;
    (foundry.CONFIG.Actor!.dataModels as Record<string, unknown>).pc = class extends (globalThis as unknown as {
      foundry: { abstract: { TypeDataModel: new () => object } } }).foundry.abstract.TypeDataModel {};
    const actor = (await Actor.create({ name: "Ada", type: "pc" }))! as Document & {
      toggleStatusEffect(id: string): Promise<unknown> };
    const prone = { id: "prone", name: "Prone", img: "icons/svg/falling.svg" };
    const own = generation === 14 ? { prone } : [prone];
    const other = generation === 14 ? [prone] : { prone };
    Object.assign(foundry.CONFIG, { statusEffects: other });
    await expect(actor.toggleStatusEffect("prone")).rejects.toThrow(/Invalid status ID/);
    Object.assign(foundry.CONFIG, { statusEffects: own });
    await actor.toggleStatusEffect("prone");
    expect(actor.getEmbeddedCollection("ActiveEffect").size).toBe(1);
  });

  it("ActiveEffect changes: v13 top-level `changes` with numeric modes; v14 `system.changes` (ActiveEffectTypeDataModel "
    + "\"A single ArrayField is defined for EffectChangeData\") with string types, subtract among them "
    + "(CONST.ACTIVE_EFFECT_CHANGE_TYPES), and no top-level `changes`", async () => {
    const foundry = installFoundry({ generation });
    const Actor = foundry.CONFIG.Actor!.documentClass as typeof Document;
    (foundry.CONFIG.Actor!.dataModels as Record<string, unknown>).pc = class extends (globalThis as unknown as {
      foundry: { abstract: { TypeDataModel: new () => object } } }).foundry.abstract.TypeDataModel {};
    const actor = (await Actor.create({ name: "Ada", type: "pc", system: {}, flags: { fray: { n: 5 } } }))! as
      Document & { flags: { fray: { n: number } } };
    const legacy = { changes: [{ key: "flags.fray.n", mode: 2, value: "3" }] };
    const typed = { system: { changes: [{ key: "flags.fray.n", type: "subtract", value: "2" }] } };
    const [effect] = await actor.createEmbeddedDocuments("ActiveEffect", [{ name: "Both", ...legacy, ...typed }]);
    if (generation === 14) {
      expect(["changes" in effect!._source, actor.flags.fray.n]).toEqual([false, 3]);
    } else {
      expect([(effect!._source.changes as unknown[]).length, actor.flags.fray.n]).toEqual([1, 8]);
    }
  });

  it("foundry.documents.types.EffectDurationData: v13 rounds/turns/seconds, v14 value/units/expiry", async () => {
    const foundry = installFoundry({ generation });
    const Actor = foundry.CONFIG.Actor!.documentClass as typeof Document;
    (foundry.CONFIG.Actor!.dataModels as Record<string, unknown>).pc = (foundry.CONFIG.Actor!.dataModels as
      Record<string, unknown>).pc ?? class extends (globalThis as unknown as { foundry: { abstract: {
      TypeDataModel: new () => object } } }).foundry.abstract.TypeDataModel {};
    const actor = (await Actor.create({ name: "Ada", type: "pc" }))!;
    const duration = generation === 14 ? { value: 2, units: "rounds" } : { rounds: 2 };
    const [effect] = await actor.createEmbeddedDocuments("ActiveEffect", [{ name: "Stun", duration }]);
    const stored = effect!._source.duration as Record<string, unknown>;
    if (generation === 14) expect(stored).toMatchObject({ value: 2, units: "rounds", expiry: null, expired: false });
    else expect(stored).toMatchObject({ rounds: 2, turns: null, seconds: null });
  });
});

describe("the adapter probe (FRAY_ADAPTER_PROBE=13, test/setup/generation-14.ts)", () => {
  afterEach(() => {
    delete process.env.FRAY_ADAPTER_PROBE;
  });

  it("a stand-in playing 14 tells Fray 13 through game.release, and still plays 14 (core.messageMode)", () => {
    process.env.FRAY_ADAPTER_PROBE = "13";
    const foundry = installFoundry({ generation: 14 });
    expect((foundry.game.release as { generation: number }).generation).toBe(13);
    expect(foundry.CONFIG.ChatMessage!.modes).toBeDefined();
    expect(() => foundry.game.settings.get("core", "messageMode")).not.toThrow();
  });
});
