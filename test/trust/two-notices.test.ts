// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import { scriptFaces } from "../foundry/dice.js";
import { cardWorld } from "../documents/card-world.js";

/** A stored card as this test reads it. */
type Msg = { id: string; update(data: object): Promise<unknown>; system: { superseded?: boolean } };

/** HP of an actor now. */
const hp = (actor: unknown) => (actor as { system: { hp: { value: number } } }).system.hp.value;

describe("issue 28: two notices for one refusal", () => {
  it("two notices for one refusal: the GM's reroll of damage whose applied card lost its author "
    + "is refused with exactly one localized notice, and nothing changes", async () => {
    const w = await cardWorld("legend");
    const hero = await w.fighter("Hero", {}, true);
    const boss = await w.fighter("Boss", { defenses: { ac: 10 }, hp: { value: 40, max: 40 } });
    w.foundry.loginAs(w.foundry.player);
    scriptFaces([20, 15]);
    const attack = await w.api.attack(hero as never, w.weaponOf(hero) as never, { targets: [boss] }) as unknown as Msg;
    await new Promise((r) => setTimeout(r, 0));
    scriptFaces([8, 5]);
    const first = await w.api.damage(attack as never) as unknown as Msg;
    await w.api.apply(first as never, (boss as unknown as { uuid: string }).uuid);
    expect(hp(boss)).toBe(35);
    w.foundry.loginAs(w.foundry.gm);
    await first.update({ author: null });
    const before = w.foundry.notices.length;
    scriptFaces([8, 2]);
    expect(await w.api.damage(attack as never)).toBeNull();
    expect(w.foundry.notices.slice(before).map((n) => n.message)).toHaveLength(1);
    expect(hp(boss)).toBe(35);
    expect(first.system.superseded).toBeFalsy();
  });
});

describe("issue 28: one request, one notice", () => {
  it("the GM's reroll of damage applied to two targets, each undo refused (a later card applied since): one notice "
    + "naming the first, saying the other row was refused too, and nothing changes", async () => {
    const w = await cardWorld("legend");
    const hero = await w.fighter("Hero", {}, true);
    const boss = await w.fighter("Boss", { defenses: { ac: 10 }, hp: { value: 40, max: 40 } });
    const ogre = await w.fighter("Ogre", { defenses: { ac: 10 }, hp: { value: 40, max: 40 } });
    const uuid = (actor: unknown) => (actor as { uuid: string }).uuid;
    const hit = async (face: number) => {
      scriptFaces([20, 15], [8, face]);
      const attack = await w.api.attack(hero as never, w.weaponOf(hero) as never, { targets: [boss, ogre] });
      const damage = await w.api.damage(attack);
      for (const target of [boss, ogre]) await w.api.apply(damage, uuid(target));
      return attack;
    };
    const first = await hit(5);
    await hit(3);
    expect([hp(boss), hp(ogre)]).toEqual([32, 32]);
    const before = w.foundry.notices.length;
    scriptFaces([8, 2]);
    expect(await w.api.damage(first)).toBeNull();
    expect(w.foundry.notices.slice(before).map((n) => n.message)).toEqual([
      "Undo “Hero&#x27;s spear” on Boss first: it was applied later, and undoing this one before it would lose what it "
      + "gave. (Refused for 1 more row(s) of this card too.)"]);
    expect([hp(boss), hp(ogre)]).toEqual([32, 32]);
  });
});
