/**
 * Contract tests: status effects and effect application behave as Foundry v13 documents them
 * (foundryvtt.com/api/v13/classes/foundry.documents.Actor.html: #toggleStatusEffect, #applyActiveEffects,
 * #allApplicableEffects, #statuses, #overrides; foundryvtt.com/api/v13/classes/foundry.documents.ActiveEffect.html:
 * .fromStatusEffect, ._fromStatusEffect, #apply; CONST.ACTIVE_EFFECT_MODES; CONFIG.statusEffects, an array of
 * StatusEffectConfig = {id, name, img} & Partial<ActiveEffectData>). Peer use: dnd5e module/documents/active-effect.mjs
 * and draw-steel src/module/documents/active-effect.mjs override `_fromStatusEffect(statusId, effectData, options)`.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { TypeDataModel } from "../data-model.js";
import type { Document } from "../documents.js";
import { NumberField, SchemaField } from "../fields.js";
import { installFoundry, type FoundryStandIn } from "../index.js";

/** A model with one stored number, `speed.value`, and a derived `double`. */
class Runner extends TypeDataModel {
  static override defineSchema() {
    return { speed: new SchemaField({ value: new NumberField({ required: true, nullable: false, initial: 30 }) }) };
  }

  declare speed: { value: number };
  declare double: number;

  override prepareDerivedData(): void {
    this.double = this.speed.value * 2;
  }
}

type ActorDoc = Document & { statuses: Set<string>; overrides: Record<string, unknown>; system: Runner;
  effects: Map<string, Document & { statuses: Set<string>; changes: unknown[] }>;
  toggleStatusEffect(id: string, o?: { active?: boolean; overlay?: boolean }): Promise<unknown> };

let stand: FoundryStandIn;
let actor: ActorDoc;
const SLOW = { key: "system.speed.value", mode: 2, value: "-10" };

/** The v14 change type of each v13 mode (CONST.ACTIVE_EFFECT_MODES → CONST.ACTIVE_EFFECT_CHANGE_TYPES). */
const TYPES = ["custom", "multiply", "add", "downgrade", "upgrade", "override"];

/**
 * Effect data carrying `changes` in the running generation's shape: top-level `changes` with modes in v13,
 * `system.changes` with types in v14 (ActiveEffectTypeDataModel).
 */
function withChanges(changes: { key: string; mode: number; value: string; priority?: number }[]): object {
  if (stand.generation !== 14) return { changes };
  return { system: { changes: changes.map(({ mode, ...rest }) => ({ ...rest, type: TYPES[mode] })) } };
}

/** The changes an effect stores, read back in the v13 shape. */
function changesOf(effect: Document & { changes?: unknown[] }): unknown[] {
  if (stand.generation !== 14) return effect.changes ?? [];
  return ((effect.system as { changes?: { key: string; type: string; value: string }[] }).changes ?? [])
    .map(({ key, type, value }) => ({ key, mode: TYPES.indexOf(type), value }));
}

beforeEach(async () => {
  stand = installFoundry();
  (stand.CONFIG.Actor!.dataModels as Record<string, unknown>).runner = Runner;
  const statuses = [{ id: "slowed", name: "EFFECT.Slowed", img: "icons/svg/slow.svg", ...withChanges([SLOW]) },
    { id: "prone", name: "EFFECT.Prone", img: "icons/svg/falling.svg", hud: false }];
  Object.assign(stand.CONFIG, { statusEffects: stand.generation === 14
    ? Object.fromEntries(statuses.map((status) => [status.id, status])) : statuses });
  stand.game.i18n.translations.EFFECT = { Slowed: "Slowed", Prone: "Prone" };
  const Actor = stand.CONFIG.Actor!.documentClass as typeof Document;
  actor = (await Actor.create({ name: "Ada", type: "runner" })) as ActorDoc;
});

/** CONFIG.ActiveEffect.documentClass with its status-effect statics. */
const effectClass = () => stand.CONFIG.ActiveEffect!.documentClass as unknown as typeof Document & {
  fromStatusEffect(id: string): Promise<Document & { statuses: Set<string>; changes: unknown[] }>;
  _fromStatusEffect(id: string, data: object, options?: object): Promise<Document> };

describe("ActiveEffect.fromStatusEffect", () => {
  it("builds an unsaved effect from the configured status: its data, the name localized, statuses = [id]", async () => {
    const effect = await effectClass().fromStatusEffect("slowed");
    expect(effect.name).toBe("Slowed");
    expect([...effect.statuses]).toEqual(["slowed"]);
    expect(changesOf(effect)).toEqual([SLOW]);
    expect(effect.img).toBe("icons/svg/slow.svg");
    expect("id" in effect._source || "hud" in effect._source).toBe(false);
    expect(actor.effects.size).toBe(0);
  });

  it("throws for an id that CONFIG.statusEffects does not have", async () => {
    await expect(effectClass().fromStatusEffect("nope")).rejects.toThrow(/Invalid status ID "nope"/);
  });

  it("delegates to _fromStatusEffect(statusId, effectData, options), which a system may override", async () => {
    const Base = effectClass();
    const seen: string[] = [];
    /** Records the id, then builds as core does. */
    class Recording extends Base {
      static override async _fromStatusEffect(id: string, data: object, options?: object) {
        seen.push(id);
        return super._fromStatusEffect(id, data, options);
      }
    }
    await (Recording as typeof Base).fromStatusEffect("prone");
    expect(seen).toEqual(["prone"]);
  });
});

describe("Actor#toggleStatusEffect", () => {
  it("creates the effect (resolving to it), then removes it (false); active: true keeps it (true)", async () => {
    const created = await actor.toggleStatusEffect("slowed");
    expect((created as Document).name).toBe("Slowed");
    expect([...actor.statuses]).toEqual(["slowed"]);
    expect(await actor.toggleStatusEffect("slowed", { active: true })).toBe(true);
    expect(await actor.toggleStatusEffect("slowed")).toBe(false);
    expect(actor.effects.size).toBe(0);
    expect(await actor.toggleStatusEffect("slowed", { active: false })).toBeUndefined();
  });

  it("overlay: true flags the new effect core.overlay", async () => {
    const effect = await actor.toggleStatusEffect("prone", { overlay: true }) as Document;
    expect(effect.getFlag("core", "overlay")).toBe(true);
  });

  it("removes only effects whose one status it is; an effect with more statuses stays", async () => {
    await actor.createEmbeddedDocuments("ActiveEffect", [{ name: "Tangle", statuses: ["slowed", "prone"] }]);
    expect(await actor.toggleStatusEffect("slowed")).not.toBe(false);
    expect(actor.effects.size).toBe(2);
  });

  it("throws for an id that CONFIG.statusEffects does not have", async () => {
    await expect(actor.toggleStatusEffect("nope")).rejects.toThrow(/Invalid status ID/);
  });

  it("resolves to undefined when _preCreate refuses the effect", async () => {
    const Base = effectClass();
    /** Refuses every creation, as a system's _preCreate may. */
    class Refusing extends Base {
      override async _preCreate() {
        return false;
      }
    }
    stand.CONFIG.ActiveEffect!.documentClass = Refusing;
    expect(await actor.toggleStatusEffect("slowed")).toBeUndefined();
    expect(actor.effects.size).toBe(0);
  });
});

describe("Actor#applyActiveEffects", () => {
  it("applies active effects' changes to the prepared data before derived data, and records overrides", async () => {
    await actor.toggleStatusEffect("slowed");
    expect([actor.system.speed.value, actor.system.double]).toEqual([20, 40]);
    expect(actor.overrides).toEqual({ system: { speed: { value: 20 } } });
    expect((actor._source.system as { speed: { value: number } }).speed.value).toBe(30);
  });

  it("a disabled effect applies nothing; a change applies once however often the data is prepared", async () => {
    const [effect] = await actor.createEmbeddedDocuments("ActiveEffect", [{ name: "Mud", ...withChanges([SLOW]) }]);
    actor.reset();
    expect(actor.system.speed.value).toBe(20);
    await effect!.update({ disabled: true });
    expect(actor.system.speed.value).toBe(30);
  });

  it("CONST.ACTIVE_EFFECT_MODES (v13; v14 CONST.ACTIVE_EFFECT_CHANGE_TYPES with the same default priorities): changes "
    + "apply in priority order (mode × 10 unless set)", async () => {
    await actor.createEmbeddedDocuments("ActiveEffect", [{ name: "Mixed", ...withChanges([
      { key: "system.speed.value", mode: 5, value: "40" }, { key: "system.speed.value", mode: 1, value: "2" },
      { key: "system.speed.value", mode: 4, value: "50", priority: 60 }]) }]);
    // MULTIPLY (10): 30 × 2 = 60; OVERRIDE (50): 40; UPGRADE (60): max(40, 50) = 50.
    expect(actor.system.speed.value).toBe(50);
  });

  it("an item's effect applies when it transfers (transfer: true), not otherwise", async () => {
    (stand.CONFIG.Item!.dataModels as Record<string, unknown>).gear = class extends TypeDataModel {};
    await actor.createEmbeddedDocuments("Item", [{ name: "Boots", type: "gear", effects: [
      { name: "Heavy", ...withChanges([SLOW]), transfer: true }, { name: "Spare", ...withChanges([SLOW]),
        transfer: false }] }]);
    expect(actor.system.speed.value).toBe(20);
  });
});
