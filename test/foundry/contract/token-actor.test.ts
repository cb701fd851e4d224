/**
 * Contract tests: an unlinked token's actor (foundryvtt.com/api/v13 TokenDocument#actor, #actors, #delta;
 * Actor#isToken, Actor#token; ActorDelta; and the "Version 11 Token Changes" article,
 * foundryvtt.com/article/v11-actor-delta):
 * the token actor is the base actor merged with the token's delta, its uuid is the token's plus ".Actor.<base id>",
 * and writes to it (data, effects, items) land in the delta, never in the base actor.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { TypeDataModel } from "../data-model.js";
import type { Document } from "../documents.js";
import { NumberField } from "../fields.js";
import { installFoundry, type FoundryStandIn } from "../index.js";
import type { SceneDocument, TokenDocument } from "../scene.js";

/** A sample actor model with hit points. */
class Sample extends TypeDataModel {
  /** One number field. */
  static override defineSchema() {
    return { hp: new NumberField({ required: true, nullable: false, integer: true, initial: 10 }) };
  }
}

/** An actor as these tests read it. */
type Actor = Document & { system: { hp: number }; isToken: boolean; token: Document | null;
  effects: { contents: Document[] } };

let foundry: FoundryStandIn;
let base: Actor;
let token: TokenDocument;

beforeEach(async () => {
  foundry = installFoundry();
  (foundry.CONFIG.Actor!.dataModels as Record<string, unknown>).sample = Sample;
  const cls = (name: string) => foundry.CONFIG[name]!.documentClass as typeof Document;
  base = (await cls("Actor").create({ name: "Orc", type: "sample" })) as Actor;
  const scene = (await cls("Scene").create({ name: "Camp" })) as SceneDocument;
  token = (await scene.createEmbeddedDocuments("Token", [{ name: "Orc 1", actorId: base.id }]))[0] as TokenDocument;
});

describe("the token actor of an unlinked token (TokenDocument#actor, ActorDelta)", () => {
  it("is a token actor (isToken, token) named by the token's uuid + .Actor.<base id>, found by fromUuidSync", () => {
    const actor = token.actor as Actor;
    expect([actor.isToken, actor.token, base.isToken, base.token]).toEqual([true, token, false, null]);
    expect(actor.uuid).toBe(`${token.uuid}.Actor.${base.id}`);
    expect(fromUuidSync(actor.uuid as never)).toBe(actor);
    expect([...token.actors.values()]).toEqual([actor]);
  });

  it("an update writes the token's delta, not the base actor, and survives the token moving", async () => {
    await (token.actor as Actor).update({ "system.hp": 4 });
    expect([(token.actor as Actor).system.hp, base.system.hp]).toEqual([4, 10]);
    expect((token as unknown as { _source: { delta: unknown } })._source.delta).toEqual({ system: { hp: 4 } });
    await token.update({ x: 300 });
    expect((token.actor as Actor).system.hp).toBe(4);
    expect(foundry.operations.filter((o) => o.action === "update" && o.documentName === "Actor"))
      .toEqual([{ action: "update", documentName: "Actor", count: 1, parent: token.uuid }]);
  });

  it("effects created, changed and deleted on the token actor live in its delta; the base actor has none", async () => {
    const actor = token.actor as Actor;
    const [effect] = await actor.createEmbeddedDocuments("ActiveEffect", [{ name: "Wound" }]);
    expect(effect!.uuid).toBe(`${actor.uuid}.ActiveEffect.${effect!.id}`);
    expect(fromUuidSync(effect!.uuid as never)).toBe(effect);
    await token.update({ x: 300 });
    expect((token.actor as Actor).effects.contents.map((e) => e.name)).toEqual(["Wound"]);
    expect(base.effects.contents).toEqual([]);
    await (token.actor as Actor).deleteEmbeddedDocuments("ActiveEffect", [effect!.id]);
    expect((token.actor as Actor).effects.contents).toEqual([]);
  });

  it("a player needs the base actor's ownership to write the token actor", async () => {
    foundry.loginAs(foundry.player);
    await expect((token.actor as Actor).update({ "system.hp": 1 })).rejects.toThrow(/lacks permission/);
    expect((token.actor as Actor).system.hp).toBe(10);
  });
});
