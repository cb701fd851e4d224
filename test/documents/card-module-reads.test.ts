// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import { scriptFaces } from "../foundry/dice.js";
import { cardWorld } from "./card-world.js";
import { combatWorld } from "./world.js";
import { movementFight } from "./movement/world.js";

/** A stored card as modules read it: its flags and its rolls (real Rolls, with their dice and options). */
type Msg = { type: string; flags: { fray?: { itemUuid?: string } };
  rolls: { constructor: { name: string }; options: Record<string, unknown>; dice: { faces: number }[] }[];
  system: { targets: { tokenUuid: string }[] } };

/** The uuid and id of a document. */
const ids = (doc: unknown) => doc as { uuid: string; id: string };

describe("what modules read on Fray's cards (Automated Animations, Dice So Nice)", () => {
  it("L8: attack and damage cards carry flags.fray.itemUuid; each roll is a real Roll with its kind and item id",
    async () => {
      const w = await cardWorld("legend");
      const hero = await w.fighter("Hero");
      const foe = await w.fighter("Foe", { defenses: { ac: 5 } });
      const spear = ids(w.weaponOf(hero));
      scriptFaces([20, 15], [8, 5]);
      const attack = await w.api.attack(hero as never, spear as never, { targets: [foe] }) as unknown as Msg;
      const damage = await w.api.damage(attack) as unknown as Msg;
      expect([attack.flags.fray?.itemUuid, damage.flags.fray?.itemUuid]).toEqual([spear.uuid, spear.uuid]);
      expect(attack.rolls.map((r) => [r.constructor.name, r.options, r.dice.map((d) => d.faces)])).toEqual([
        ["AttackRoll", { rollKind: "attack", itemId: spear.id }, [20]]]);
      expect(damage.rolls.map((r) => [r.constructor.name, r.options, r.dice.map((d) => d.faces)])).toEqual([
        ["DamageRoll", { kind: "physical", rollKind: "damage", itemId: spear.id }, [8]]]);
    });

  it("S7: the Shock card carries the weapon's uuid too (it rolls no dice)", async () => {
    const w = await cardWorld("sides");
    const hero = await w.fighter("Hero", { attributes: { str: { value: 10 } } });
    const scout = await w.fighter("Scout", { defenses: { ac: 14 } });
    scriptFaces([20, 5]);
    const attack = await w.api.attack(hero as never, w.weaponOf(hero) as never, { targets: [scout] });
    const shock = await w.api.shock(attack) as unknown as Msg;
    expect([shock.flags.fray?.itemUuid, shock.rolls]).toEqual([ids(w.weaponOf(hero)).uuid, []]);
  });

  it("A6: a heal card's roll is of kind heal; L1: the initiative card's rolls of kind initiative", async () => {
    const w = await cardWorld("legend");
    const hero = await w.fighter("Hero", { hp: { value: 4, max: 10 } });
    scriptFaces([4, 3]);
    const heal = await w.api.heal(hero, "1d4") as unknown as Msg;
    expect(heal.rolls.map((r) => [r.options, r.dice.map((d) => d.faces)])).toEqual([[{ rollKind: "heal" }, [4]]]);
    const world = await combatWorld("legend");
    const { combat } = await world.fight([{ name: "a" }, { name: "b" }]);
    scriptFaces([20, 11], [20, 7]);
    await combat.rollAll();
    const card = world.foundry.game.messages.contents.at(-1) as unknown as Msg;
    expect(card.rolls.map((r) => [r.constructor.name, r.options.rollKind])).toEqual([
      ["TurnOrderRoll", "initiative"], ["TurnOrderRoll", "initiative"]]);
  });

  it("A5: an aimed Fatal attack's d4 is a real Roll of kind fatal with the item's id", async () => {
    const w = await cardWorld("agility");
    const hero = await w.fighter("Hero");
    const foe = await w.fighter("Foe", { defenses: { ac: 5 } });
    scriptFaces([20, 18]);
    const attack = await w.api.attack(hero as never, w.weaponOf(hero) as never,
      { targets: [foe], options: { aimedArea: "fatal" } });
    scriptFaces([8, 5], [4, 2]);
    const damage = await w.api.damage(attack) as unknown as Msg;
    expect(damage.rolls.map((r) => [r.constructor.name, r.options.rollKind, r.options.itemId, r.dice[0]!.faces]))
      .toEqual([["DamageRoll", "damage", ids(w.weaponOf(hero)).id, 8], ["Roll", "fatal", ids(w.weaponOf(hero)).id, 4]]);
  });

  it("Z7: a movement card's roll is of kind movement", async () => {
    const w = await movementFight();
    scriptFaces([12, 5]);
    expect(await w.ask("Ada", { step: "move" })).toBe(true);
    const card = w.cards()[0] as unknown as Msg;
    expect(card.rolls.map((r) => [r.options.rollKind, r.dice[0]!.faces])).toEqual([["movement", 12]]);
  });
});
