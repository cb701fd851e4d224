import { describe, expect, it } from "vitest";
import { frayWorld } from "../world.js";
import { attackTarget, damageTarget } from "./cards.js";

/** A card's system data as Foundry validates it on create: `create` throws DataModelValidationError when invalid. */
interface CardFactory {
  create(data: { type: string; system: Record<string, unknown> }): Promise<{ system: unknown; _source: {
    system: unknown } }>;
}

/**
 * Builds the registered ChatMessage model for `type` in a fresh world, as the document does on create (the
 * stand-in's ChatMessage insists on a name, which Foundry's does not have, so the model is built directly).
 */
async function chatMessage(): Promise<CardFactory> {
  const { foundry } = await frayWorld("sides");
  const models = foundry.CONFIG.ChatMessage!.dataModels as Record<string, new (data: object) => {
    toObject(): unknown }>;
  return {
    async create({ type, system }) {
      const model = new models[type]!(system);
      return { system: model, _source: { system: model.toObject() } };
    },
  };
}

describe("the attack card model", () => {
  it("stores each target by token with the rules' outcome record (S7: a miss takes 3 Shock)", async () => {
    const ChatMessage = await chatMessage();
    const message = (await ChatMessage.create({ type: "attack", system: {
      preset: "sides", attacker: { tokenUuid: "Scene.s1.Token.t0", actorUuid: "Actor.a0", name: "Ada", img: "" },
      weapon: { name: "Spear", formula: "1d8", shock: { damage: 2, maxAc: 15 } },
      options: { swarm: 3, situations: ["halfCover", "halfCover"], modifier: -2, totalDefense: false },
      targets: [attackTarget("Grunt", 4)],
    } }))!;
    const system = message.system as unknown as { targets: { tokenUuid: string; outcome: object }[];
      options: { situations: Set<string> } };
    expect(system.targets[0]).toMatchObject({ tokenUuid: "Scene.s1.Token.54",
      outcome: { outcome: "miss", total: 6, needed: 12, shock: { amount: 3, negatedBy: null } } });
    expect(system.options.situations).toEqual(new Set(["halfCover"]));
  });

  it.each([
    ["a natural 21 to 20", { targets: [{ ...attackTarget("G", 4),
      outcome: { ...attackTarget("G", 4).outcome, natural: 21 } }] }, "targets.0.outcome.natural", 20],
    ["a Swarm of five to four (S9)", { options: { swarm: 5 } }, "options.swarm", 4],
  ])("cleans %s, clamping to the field's bounds as Foundry's NumberField does", async (_what, system, path, value) => {
    const ChatMessage = await chatMessage();
    const message = await ChatMessage.create({ type: "attack", system });
    expect(foundry.utils.getProperty(message._source.system as object, path)).toBe(value);
  });

  it.each([
    ["an unknown outcome", { targets: [{ ...attackTarget("G", 4), outcome: { outcome: "graze" } }] }, /outcome/],
    ["an unknown situation (S11)", { options: { situations: ["moonlight"] } }, /situations/],
    ["an unknown aimed area (A4)", { options: { aimedArea: "elbow" } }, /aimedArea/],
  ])("rejects %s", async (_what, system, message) => {
    const ChatMessage = await chatMessage();
    await expect(ChatMessage.create({ type: "attack", system })).rejects.toThrow(message);
  });
});

describe("the damage card model", () => {
  it("stores hits, the rules snapshot and a per-target applied record (or null)", async () => {
    const ChatMessage = await chatMessage();
    const applied = { hp: { from: 10, to: 4 }, overshield: null, shieldUsed: { from: false, to: true },
      statuses: ["unconscious"], wounds: [{ area: "slowing", modifiers: [{ stat: "movement", value: -2,
        duration: "wound" }], fatalExtra: 0, id: "e1" }], healedWounds: [] };
    const message = (await ChatMessage.create({ type: "damage", system: {
      damageOptions: { drPer: "attack", woundThreshold: 6 },
      targets: [damageTarget("Scene.s1.Token.a", 6, { applied }), damageTarget("Scene.s1.Token.b", 3)],
    } }))!;
    const targets = (message._source.system as { targets: { applied: unknown }[] }).targets;
    expect(targets.map((t) => t.applied)).toEqual([applied, null]);
  });

  it("rejects a NaN hit: data Foundry would refuse is never written", async () => {
    const ChatMessage = await chatMessage();
    await expect(ChatMessage.create({ type: "damage", system: { targets: [damageTarget("T.a", Number.NaN)] } }))
      .rejects.toThrow(/amount/);
  });

  it.each([
    ["a negative hit to 0", [damageTarget("T.a", -4)], "targets.0.hits.0.amount", 0],
    ["a Fatal roll of 5 to 4 (A5)", [damageTarget("T.a", 4, { fatalRoll: 5 })], "targets.0.fatalRoll", 4],
    ["a negative HP in the applied record to 0", [damageTarget("T.a", 4, { applied: { hp: { from: 2, to: -1 },
      overshield: null, shieldUsed: null, statuses: [], wounds: [], healedWounds: [] } })], "targets.0.applied.hp.to", 0],
  ])("cleans %s, clamping to the field's bounds as Foundry's NumberField does", async (_what, targets, path, value) => {
    const ChatMessage = await chatMessage();
    const message = await ChatMessage.create({ type: "damage", system: { targets } });
    expect(foundry.utils.getProperty(message._source.system as object, path)).toBe(value);
  });

  it("tells the permission rule which targets can be applied and which were", async () => {
    const ChatMessage = await chatMessage();
    const message = (await ChatMessage.create({ type: "damage", system: { targets: [
      damageTarget("T.a", 5), damageTarget("T.b", 0, { hits: [] }),
      damageTarget("T.c", 5, { refusal: { reason: "FRAY.CHAT.Refusal.badAmount", data: { value: "NaN" } } }),
    ] } }))!;
    const system = message.system as unknown as { cardState(id: string, author: string): unknown };
    expect(system.cardState("m1", "u1")).toEqual({ messageId: "m1", authorId: "u1", targets: [
      { id: "T.a", appliable: true, applied: false, undone: false },
      { id: "T.b", appliable: false, applied: false, undone: false },
      { id: "T.c", appliable: false, applied: false, undone: false },
    ] });
  });
});

describe("the damage card's preview for the GM's re-check", () => {
  const now = { target: { hp: { value: 10, max: 10 } }, statuses: [], woundIds: [], shieldUsed: false };

  it("S8: applying a Shock spends the target's ready shield; a spent shield is left as it is", async () => {
    const ChatMessage = await chatMessage();
    const message = await ChatMessage.create({ type: "damage", system: {
      targets: [damageTarget("T.a", 3, { spendsShield: true })] } });
    const system = message.system as unknown as { previewFor(id: string, now: object): unknown };
    expect(system.previewFor("T.a", now)).toMatchObject({ ok: true, changes: { hp: { from: 10, to: 7 },
      shieldUsed: { from: false, to: true } } });
    expect(system.previewFor("T.a", { ...now, shieldUsed: true })).toMatchObject({ changes: { shieldUsed: null } });
    expect(system.previewFor("T.other", now)).toBeNull();
  });
});

describe("the initiative card model", () => {
  it("stores name, total, formula and a hidden flag per roll", async () => {
    const ChatMessage = await chatMessage();
    const message = (await ChatMessage.create({ type: "initiative", system: { entries: [
      { name: "Ada", total: 17.5, formula: "1d20 + 2", hidden: false }] } }))!;
    expect(message._source.system).toEqual({ entries: [{ name: "Ada", total: 17.5, formula: "1d20 + 2",
      hidden: false }] });
  });
});
