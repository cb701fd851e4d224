import { describe, expect, it } from "vitest";
import type { DerivedDefenses } from "../../../src/rules/index.js";
import type { PresetId } from "../../../src/rules/presets.js";
import { frayWorld } from "../world.js";

/** The derived view of an actor's system data these tests read. */
interface Prepared {
  defenses: { ac: number; dodge: number; armor: number };
  dr: { physical: number; elemental: number; arcane: number };
  encumbrance: number;
  derivedDefenses: DerivedDefenses;
  shield: { bearing: boolean; usedInRound: number | null };
  shieldReady(round: number): boolean;
}

/**
 * Effect data with ADD changes (or an OVERRIDE) in the shape of the generation the tests run as: top-level `changes`
 * with modes (v13), `system.changes` with types (v14).
 */
function withChanges(changes: { key: string; value: string; override?: boolean }[]): object {
  if (process.env.FOUNDRY_GENERATION === "14") {
    return { system: { changes: changes.map(({ key, value, override }) => ({ key, value,
      type: override ? "override" : "add" })) } };
  }
  return { changes: changes.map(({ key, value, override }) => ({ key, value, mode: override ? 5 : 2 })) };
}

/** A fighter with the given items and effects, under `preset`. */
async function fighter(preset: PresetId, items: object[], effects: object[] = [], system: object = {}) {
  const { Actor } = await frayWorld(preset);
  const actor = (await Actor.create({ name: "Ada", type: "character", system, items, effects }))!;
  return { actor, system: actor.system as unknown as Prepared };
}

const chain = { name: "Chain mail", type: "armor", system: { ac: 16, dodge: -1, armor: 4, dr: { physical: 2 },
  encumbrance: 1, equipped: true } };
const leather = { name: "Leather", type: "armor", system: { ac: 12, dodge: 0, armor: 2, equipped: true } };
const buckler = { name: "Buckler", type: "shield", system: { acBonus: 1, equipped: true } };

describe("derived defenses on the actor (issue 9 §1)", () => {
  it("L: equipping Chain mail AC 16 and a buckler gives AC 10 + 6 + 1, with its breakdown", async () => {
    const { system } = await fighter("legend", [chain, buckler]);
    expect(system.defenses.ac).toBe(17);
    expect(system.derivedDefenses.defenses.ac!.parts.map((p) => [p.label, p.value])).toEqual([
      ["FRAY.Defense.Part.Base", 10], ["Chain mail", 6], ["Buckler", 1]]);
    expect(system.dr.physical).toBe(2);
    expect(system.encumbrance).toBe(1);
  });

  it("L: unequipped armor counts for nothing; the stored AC stays the editable base", async () => {
    const { actor, system } = await fighter("legend", [{ ...chain, system: { ...chain.system, equipped: false } }]);
    expect(system.defenses.ac).toBe(10);
    expect((actor._source.system as Prepared).defenses.ac).toBe(10);
  });

  it("L: of two armors the higher counts; the other is named with the reason", async () => {
    const { system } = await fighter("legend", [leather, chain]);
    expect(system.defenses.ac).toBe(16);
    expect(system.derivedDefenses.armor.counted).toBe("Chain mail");
    expect(system.derivedDefenses.armor.ignored).toEqual([{ name: "Leather",
      reason: { key: "FRAY.Defense.Reason.LowerArmor", data: { name: "Leather", counted: "Chain mail", value: 12,
        countedValue: 16 } } }]);
  });

  it("T7: under LoT the armor adds to Dodge and Armor, and T9 DR by kind", async () => {
    const { system } = await fighter("lot", [chain], [], { defenses: { dodge: 12, armor: 11 } });
    expect([system.defenses.dodge, system.defenses.armor, system.dr.physical]).toEqual([11, 15, 2]);
  });

  it("A3: under agility AC is 10 + the Agility modifier whatever the armor", async () => {
    const { system } = await fighter("agility", [chain], [], { attributes: { agi: { value: 3 } } });
    expect(system.defenses.ac).toBe(13);
  });

  it("an active effect's ADD change counts once; a disabled one and other modes do not", async () => {
    const changes = withChanges([{ key: "system.defenses.ac", value: "2" }, { key: "system.dr.arcane", value: "3" },
      { key: "system.defenses.ac", value: "30", override: true }]);
    const { system } = await fighter("legend", [], [{ name: "Shield of Faith", ...changes },
      { name: "Off", disabled: true, ...withChanges([{ key: "system.defenses.ac", value: "5" }]) }]);
    expect(system.defenses.ac).toBe(12);
    expect(system.dr.arcane).toBe(3);
    expect(system.derivedDefenses.defenses.ac!.parts.at(-1)).toEqual({ source: "effect", label: "Shield of Faith",
      value: 2 });
  });

  it("an item's transferred effect counts toward the actor's defenses", async () => {
    const ring = { name: "Ring", type: "gear", effects: [{ name: "Ring of protection", transfer: true,
      ...withChanges([{ key: "system.defenses.ac", value: "1" }]) }] };
    const { system } = await fighter("legend", [ring]);
    expect(system.defenses.ac).toBe(11);
  });

  it("S8: bearing a counted shield, the shield is ready once per round; usedInRound is stored", async () => {
    const { actor, system } = await fighter("sides", [buckler]);
    expect(system.shield.bearing).toBe(true);
    expect(system.shieldReady(2)).toBe(true);
    await actor.update({ "system.shield.usedInRound": 2 });
    const after = actor.system as unknown as Prepared;
    expect([after.shieldReady(2), after.shieldReady(3)]).toEqual([false, true]);
  });

  it("S8: without an equipped shield there is nothing to ready", async () => {
    const { system } = await fighter("sides", [{ ...buckler, system: { acBonus: 1, equipped: false } }]);
    expect([system.shield.bearing, system.shieldReady(1)]).toEqual([false, false]);
  });
});
