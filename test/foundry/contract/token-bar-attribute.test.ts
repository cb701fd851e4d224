/**
 * Contract tests: TokenDocument#getBarAttribute (foundryvtt.com/api/v13/classes/foundry.documents.TokenDocument.html,
 * "a helper method to retrieve the underlying data behind one of the Token's attribute bars"; its options'
 * `alternative` is "an alternative attribute path to get instead of the default one"; it returns "the attribute
 * displayed on the Token bar, if any", null when none). A bar is TokenData#bar1 / #bar2, a TokenBarData whose
 * `attribute` is "the attribute path within the Token's Actor data which should be displayed"
 * (foundryvtt.com/api/v13/interfaces/foundry.documents.types.TokenBarData.html). What the result holds is read the
 * way open systems read it: `attribute`, `value` and `max` of a value/max object (draw-steel
 * src/module/documents/token.mjs), `type` "bar" for one (the-metalworks/cosmere-rpg src/system/documents/token.ts).
 * A system's subclass takes effect through CONFIG.Token.documentClass
 * (foundryvtt.com/api/v13/variables/CONFIG.Token.html: `documentClass: typeof TokenDocument`).
 * A drawn token's placeable draws its bars when it is drawn and again on Token#drawBars
 * (foundryvtt.com/api/v13/classes/foundry.canvas.placeables.Token.html); between the two a bar keeps what it drew,
 * though the data behind it changed (a bar is redrawn when core redraws it, not when derived data changes:
 * foundryvtt/pf2e issue 4568 and pull request 4684, which calls the public Token#drawBars to fix it).
 */
import { beforeEach, describe, expect, it } from "vitest";
import { TypeDataModel } from "../data-model.js";
import type { Document } from "../documents.js";
import { NumberField, SchemaField } from "../fields.js";
import { installFoundry, type FoundryStandIn } from "../index.js";
import type { SceneDocument, TokenDocument } from "../scene.js";

/** A whole number, 0 unless given. */
const whole = (initial = 0) => new NumberField({ required: true, nullable: false, integer: true, initial });

/** A sample actor model: hit points as value/max, a level as a lone number. */
class Sample extends TypeDataModel {
  /** Hit points and a level. */
  static override defineSchema() {
    return { hp: new SchemaField({ value: whole(7), max: whole(10) }), level: whole(3) };
  }
}

let foundry: FoundryStandIn;
let scene: SceneDocument;
let actor: Document;

/** Places a token of the sample actor (or of no actor) showing `bars`. */
async function place(bars: Record<string, unknown> = {}, actorId: string | null = actor.id): Promise<TokenDocument> {
  const [token] = await scene.createEmbeddedDocuments("Token", [{ name: "Orc", actorId, ...bars }]);
  return token as TokenDocument;
}

beforeEach(async () => {
  foundry = installFoundry();
  (foundry.CONFIG.Actor!.dataModels as Record<string, unknown>).sample = Sample;
  const cls = (name: string) => foundry.CONFIG[name]!.documentClass as typeof Document;
  actor = (await cls("Actor").create({ name: "Orc", type: "sample" }))!;
  scene = (await cls("Scene").create({ name: "Camp" })) as SceneDocument;
});

describe("TokenDocument#getBarAttribute", () => {
  it("a bar on a value/max object is a \"bar\" with its value and max; on a lone number a \"value\"", async () => {
    const token = await place({ bar1: { attribute: "hp" }, bar2: { attribute: "level" } });
    expect(token.getBarAttribute("bar1")).toEqual({ type: "bar", attribute: "hp", value: 7, max: 10 });
    expect(token.getBarAttribute("bar2")).toEqual({ type: "value", attribute: "level", value: 3 });
  });

  it("reads the actor's data as it is now", async () => {
    const token = await place({ bar1: { attribute: "hp" } });
    await actor.update({ "system.hp.value": 2 });
    expect(token.getBarAttribute("bar1")).toMatchObject({ value: 2, max: 10 });
  });

  it("`alternative` reads another attribute path instead of the bar's", async () => {
    const token = await place({ bar1: { attribute: "hp" } });
    expect(token.getBarAttribute("bar1", { alternative: "level" })).toEqual({ type: "value", attribute: "level",
      value: 3 });
  });

  it("is null for a bar with no attribute, a token with no actor, or a path that holds nothing", async () => {
    expect((await place()).getBarAttribute("bar2")).toBeNull();
    expect((await place({ bar1: { attribute: "hp" } }, null)).getBarAttribute("bar1")).toBeNull();
    expect((await place({ bar1: { attribute: "mana" } })).getBarAttribute("bar1")).toBeNull();
  });
});

describe("CONFIG.Token.documentClass", () => {
  it("placed tokens are made of the registered class, so its getBarAttribute is the one asked", async () => {
    const base = foundry.CONFIG.Token!.documentClass as typeof TokenDocument;
    /** A subclass that shows no bar at all. */
    class NoBars extends base {
      /** No bar. */
      override getBarAttribute() {
        return null;
      }
    }
    foundry.CONFIG.Token!.documentClass = NoBars;
    const token = await place({ bar1: { attribute: "hp" } });
    expect(token).toBeInstanceOf(NoBars);
    expect(token.getBarAttribute("bar1")).toBeNull();
  });
});

describe("Token#drawBars", () => {
  it("a drawn token's bars show the data getBarAttribute gave when drawn, until drawBars draws them again", async () => {
    const token = await place({ bar1: { attribute: "hp" } });
    await scene.view();
    const placeable = foundry.canvas.tokens.get(token.id)!;
    expect(placeable.bars).toEqual({ bar1: { type: "bar", attribute: "hp", value: 7, max: 10 }, bar2: null });
    await token.update({ "bar1.attribute": "level" });
    expect(placeable.bars.bar1).toMatchObject({ attribute: "hp" });
    placeable.drawBars();
    expect(placeable.bars).toEqual({ bar1: { type: "value", attribute: "level", value: 3 }, bar2: null });
  });
});
