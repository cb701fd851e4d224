import type { PresetId } from "../../../src/rules/presets.js";
import { combatWorld, type CombatWorld } from "../world.js";

/** A weapon item's data: `formula`, its attributes, to-hit bonus by magic, Shock and AP cost. */
export function weaponItem(name: string, formula: string, more: Record<string, unknown> = {}) {
  return { name, type: "weapon", system: { damage: { formula, kind: "physical" }, attributes: ["str"], skill: "",
    equipped: true, threat: 20, ...more } };
}

/** A combat of a hero (a player's character) against two orcs, each with a weapon, under `preset`. */
export async function forecastWorld(preset: PresetId = "legend") {
  return stageForecast(await combatWorld(preset), preset);
}

/** Stages the hero and the two orcs in `world`. */
export async function stageForecast<W extends CombatWorld>(world: W, preset: PresetId) {
  const hp = (value: number) => ({ hp: { value, max: value } });
  const { combat, by } = await world.fight([
    { name: "Hero", player: true, system: {} },
    { name: "Orc A" }, { name: "Orc B" },
  ]);
  type Actorish = { update(data: object): Promise<unknown>; createEmbeddedDocuments(t: string, d: object[]):
  Promise<unknown> };
  const actor = (name: string) => by(name).actor as unknown as Actorish;
  await actor("Hero").update({ system: { ...hp(24), attackBonus: 4, defenses: { ac: 14 },
    attributeSets: { [preset]: { str: { value: 14 } } } } });
  await actor("Hero").createEmbeddedDocuments("Item", [weaponItem("Sword", "1d8 + 2")]);
  for (const name of ["Orc A", "Orc B"]) {
    await actor(name).update({ system: { ...hp(9), attackBonus: 2, defenses: { ac: 12 } } });
    await actor(name).createEmbeddedDocuments("Item", [weaponItem("Axe", "1d6")]);
  }
  return { world, combat, by };
}
