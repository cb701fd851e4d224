/**
 * Contract tests: ClientDocument#reset and ActiveEffect#active / #isSuppressed behave as Foundry v13 documents
 * them (foundryvtt.com/api/v13: ClientDocumentMixin#reset, ActiveEffect#active, ActiveEffect#isSuppressed).
 */
import { beforeEach, describe, expect, it } from "vitest";
import { TypeDataModel } from "../data-model.js";
import type { Document } from "../documents.js";
import { NumberField } from "../fields.js";
import { installFoundry, type FoundryStandIn } from "../index.js";

/** A model that derives `doubled` from its stored `value`, counting its preparations. */
class Counter extends TypeDataModel {
  static override defineSchema() {
    return { value: new NumberField({ required: true, nullable: false, integer: true, initial: 1 }) };
  }

  declare value: number;
  declare doubled: number;

  override prepareDerivedData(): void {
    this.doubled = this.value * 2;
  }
}

let stand: FoundryStandIn;

beforeEach(() => {
  stand = installFoundry();
  (stand.CONFIG.Actor!.dataModels as Record<string, unknown>).counter = Counter;
});

describe("ClientDocumentMixin#reset", () => {
  it("drops derived changes and prepares the data again from the source", async () => {
    const Actor = stand.CONFIG.Actor!.documentClass as typeof Document;
    const actor = (await Actor.create({ name: "Ada", type: "counter", system: { value: 3 } }))!;
    const system = () => actor.system as unknown as Counter;
    system().value = 40;
    system().doubled = 0;
    actor.reset();
    expect([system().value, system().doubled]).toEqual([3, 6]);
  });
});

describe("ActiveEffect#active", () => {
  it("is true unless the effect is disabled or suppressed; isSuppressed is false by default", async () => {
    const Actor = stand.CONFIG.Actor!.documentClass as typeof Document;
    const actor = (await Actor.create({ name: "Ada", type: "counter", effects: [{ name: "On" },
      { name: "Off", disabled: true }] }))!;
    const state = actor.getEmbeddedCollection("ActiveEffect")
      .map((e) => [e.name, (e as unknown as { active: boolean; isSuppressed: boolean }).active,
        (e as unknown as { isSuppressed: boolean }).isSuppressed]);
    expect(state).toEqual([["On", true, false], ["Off", false, false]]);
  });

  it("ActiveEffectData#tint: a color string tinting the icon, #ffffff unless given; an invalid one is refused",
    async () => {
      const Actor = stand.CONFIG.Actor!.documentClass as typeof Document;
      const actor = (await Actor.create({ name: "Ada", type: "counter", effects: [{ name: "Plain" },
        { name: "Red", tint: "#c0392b" }] }))!;
      expect(actor.getEmbeddedCollection("ActiveEffect").map((e) => e._source.tint)).toEqual(["#ffffff", "#c0392b"]);
      await expect(actor.createEmbeddedDocuments("ActiveEffect", [{ name: "Bad", tint: "red" }])).rejects.toThrow();
    });

  it("a subclass's isSuppressed switches active off", async () => {
    const Base = stand.CONFIG.ActiveEffect!.documentClass as typeof Document;
    /** Suppressed always, as an effect of an unequipped item may be. */
    class Suppressed extends Base {
      get isSuppressed(): boolean {
        return true;
      }
    }
    const effect = new Suppressed({ name: "Ward" }) as unknown as { active: boolean };
    expect(effect.active).toBe(false);
  });
});
