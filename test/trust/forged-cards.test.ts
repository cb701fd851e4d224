// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import { scriptFaces } from "../foundry/dice.js";
import { cardWorld, type CardWorld } from "../documents/card-world.js";

/** A stored card as these tests read and (as a malicious player) write it. */
type Msg = { id: string; rolls: unknown[]; toObject(): Record<string, unknown>;
  system: { weapon: { formula: string }; targets: { tokenUuid: string; outcome: Record<string, unknown>;
    hits?: { amount: number }[]; applied: unknown }[] };
  update(changes: object): Promise<unknown> };

/** HP of an actor now. */
const hp = (actor: unknown) => (actor as { system: { hp: { value: number } } }).system.hp.value;
/** The uuid of a document. */
const uuid = (doc: unknown) => (doc as { uuid: string }).uuid;
/** A plain copy of stored data, as a player's console would write it back. */
const copy = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;
/** The notices shown so far, as text. */
const notices = (w: CardWorld) => w.foundry.notices.map((n) => n.message);

/**
 * Legend: the player's Hero (d8 spear, +0 to hit) attacks the GM's Boss (AC `ac`, HP 80) with the d20 face `natural`;
 * the player is logged in from then on.
 */
async function playerAttack(natural: number, { ac = 30, weapon = {} }: { ac?: number; weapon?: object } = {}) {
  const w = await cardWorld("legend", weapon);
  const hero = await w.fighter("Hero", { level: 3 }, true);
  const boss = await w.fighter("Boss", { defenses: { ac }, hp: { value: 80, max: 80 } });
  w.foundry.loginAs(w.foundry.player);
  scriptFaces([20, natural]);
  const attack = await w.api.attack(hero as never, w.weaponOf(hero) as never, { targets: [boss] }) as unknown as Msg;
  await new Promise((r) => setTimeout(r, 0));
  return { w, hero, boss, attack };
}

/** The player rolls the damage of an attack card (d8 faces given) and asks to apply it to the Boss. */
async function rollAndApply(w: CardWorld, attack: Msg, boss: unknown, ...faces: number[]): Promise<Msg> {
  scriptFaces(...faces.map((f): [number, number] => [8, f]));
  const damage = await w.api.damage(attack) as unknown as Msg;
  await w.api.apply(damage, uuid(boss));
  return damage;
}

describe("issue 19 item 1: the GM's client re-derives a player's card before applying it", () => {
  it("L8: a miss edited into a hit on the player's attack card lands nothing, and both sides are told why", async () => {
    const { w, boss, attack } = await playerAttack(5);
    expect(attack.system.targets[0]!.outcome.outcome).toBe("miss");
    await attack.update({ "system.targets": attack.system.targets.map((t) => ({ ...copy(t),
      outcome: { ...copy(t.outcome), outcome: "hit", total: 30 } })) });
    await rollAndApply(w, attack, boss, 8);
    expect(hp(boss)).toBe(80);
    expect(notices(w)).toContain("This card no longer matches its rolls (its attack, weapon or dice were changed after "
      + "the roll). Nothing was applied.");
    expect(notices(w).some((n) => n.startsWith("A card by Player was not applied: This card no longer matches"))).toBe(true);
  });

  it("a weapon formula edited on the attack card (1d8 → 10d20) lands nothing: the GM reads the weapon's item", async () => {
    const { w, boss, attack } = await playerAttack(20, { ac: 10 });
    await attack.update({ "system.weapon.formula": "10d20" });
    scriptFaces(...Array.from({ length: 10 }, (): [number, number] => [20, 20]));
    const damage = await w.api.damage(attack) as unknown as Msg;
    await w.api.apply(damage, uuid(boss));
    expect(hp(boss)).toBe(80);
    expect(notices(w).at(-1)).toContain("no longer matches its rolls");
  });

  it("a damage roll's total typed over its dice (d8 shows 3, total 62) lands nothing", async () => {
    const { w, boss, attack } = await playerAttack(15, { ac: 10 });
    scriptFaces([8, 3]);
    const damage = await w.api.damage(attack) as unknown as Msg;
    const rolls = damage.rolls.map((r) => ({ ...copy(r as object), total: 62 }));
    await damage.update({ rolls, "system.targets": damage.system.targets.map((t) => ({ ...copy(t),
      hits: [{ amount: 62, kind: "physical", ignoresOvershield: false }] })) });
    await w.api.apply(damage, uuid(boss));
    expect(hp(boss)).toBe(80);
    expect(notices(w).at(-1)).toContain("no longer matches its rolls");
  });

  it("an attack card posted by hand against a lower defense (AC 10, not 30) lands nothing: the GM recorded AC 30",
    async () => {
      const { w, boss, attack } = await playerAttack(15, { ac: 30 });
      const cls = w.foundry.CONFIG.ChatMessage!.documentClass as unknown as { create(d: object): Promise<Msg> };
      const source = copy(attack.toObject()) as { system: { targets: { outcome: Record<string, unknown> }[] } };
      for (const t of source.system.targets) Object.assign(t.outcome, { outcome: "hit", needed: 10 });
      const forged = await cls.create(source);
      await new Promise((r) => setTimeout(r, 0));
      w.foundry.loginAs(w.foundry.gm);
      await (boss as unknown as { update(c: object): Promise<unknown> }).update({ "system.defenses.ac": 10 });
      w.foundry.loginAs(w.foundry.player);
      await rollAndApply(w, forged, boss, 8);
      expect(hp(boss)).toBe(80);
      expect(notices(w).at(-1)).toContain("no longer matches its rolls");
    });

  it("the defense recorded at the attack counts: a fair hit on AC 10 still lands after the Boss's AC becomes 30",
    async () => {
      const { w, boss, attack } = await playerAttack(15, { ac: 10 });
      w.foundry.loginAs(w.foundry.gm);
      await (boss as unknown as { update(c: object): Promise<unknown> }).update({ "system.defenses.ac": 30 });
      w.foundry.loginAs(w.foundry.player);
      await rollAndApply(w, attack, boss, 6);
      expect(notices(w)).toEqual([]);
      expect(hp(boss)).toBe(74);
    });

  it("the GM's record of the attack outlives later edits: the player's own weapon item and sheet changed after a "
    + "miss, the card rewritten from a fair attack made with them, land nothing", async () => {
    const { w, hero, boss, attack } = await playerAttack(10, { ac: 20 });
    const update = (doc: unknown, changes: object) => (doc as { update(c: object): Promise<unknown> }).update(changes);
    await update(w.weaponOf(hero), { "system.damage.formula": "10d20" });
    await update(hero, { "system.attackBonus": 10 });
    scriptFaces([20, 10]);
    const fair = await w.api.attack(hero as never, w.weaponOf(hero) as never, { targets: [boss] }) as unknown as Msg;
    expect(fair.system.targets[0]!.outcome.outcome).toBe("hit");
    await attack.update({ "system.weapon": copy(fair.system.weapon), "system.targets": copy(fair.system.targets) });
    scriptFaces(...Array.from({ length: 10 }, (): [number, number] => [20, 20]));
    const damage = await w.api.damage(attack) as unknown as Msg;
    await w.api.apply(damage, uuid(boss));
    expect(hp(boss)).toBe(80);
    expect(notices(w).at(-1)).toContain("no longer matches its rolls");
  });

  it("an attack die edited after the roll (d20 5 → 20, the card rewritten from a fair natural 20) lands nothing: "
    + "the GM recorded the 5", async () => {
    const { w, hero, boss, attack } = await playerAttack(5, { ac: 20 });
    scriptFaces([20, 20]);
    const fair = await w.api.attack(hero as never, w.weaponOf(hero) as never, { targets: [boss] }) as unknown as Msg;
    expect(fair.system.targets[0]!.outcome.outcome).not.toBe("miss");
    await attack.update({ rolls: copy(fair.rolls), "system.targets": copy(fair.system.targets) });
    scriptFaces([8, 8], [8, 8]);
    const damage = await w.api.damage(attack) as unknown as Msg;
    await w.api.apply(damage, uuid(boss));
    expect(hp(boss)).toBe(80);
    expect(notices(w).at(-1)).toContain("no longer matches its rolls");
  });

  it("the GM's own click on the player's forged card lands nothing either (the direct path re-derives too)",
    async () => {
      const { w, boss, attack } = await playerAttack(5);
      await attack.update({ "system.targets": attack.system.targets.map((t) => ({ ...copy(t),
        outcome: { ...copy(t.outcome), outcome: "hit" } })) });
      scriptFaces([8, 8]);
      const damage = await w.api.damage(attack) as unknown as Msg;
      w.foundry.loginAs(w.foundry.gm);
      await w.api.apply(damage, uuid(boss));
      expect(hp(boss)).toBe(80);
      expect(notices(w).at(-1)).toContain("no longer matches its rolls");
    });

  it("hits typed over on the player's damage card (8 → 62) land nothing when the GM clicks Apply himself", async () => {
    const { w, boss, attack } = await playerAttack(15, { ac: 10 });
    scriptFaces([8, 8]);
    const damage = await w.api.damage(attack) as unknown as Msg;
    await damage.update({ "system.targets": damage.system.targets.map((t) => ({ ...copy(t),
      hits: [{ amount: 62, kind: "physical", ignoresOvershield: false }] })) });
    w.foundry.loginAs(w.foundry.gm);
    await w.api.apply(damage, uuid(boss));
    expect(hp(boss)).toBe(80);
    expect(notices(w).at(-1)).toContain("not what its rolls give");
  });

  it("a fair player's card still lands through the GM: d20 15 hits AC 10, d8 6 takes the Boss 80 → 74", async () => {
    const { w, boss, attack } = await playerAttack(15, { ac: 10 });
    await rollAndApply(w, attack, boss, 6);
    expect(notices(w)).toEqual([]);
    expect(hp(boss)).toBe(74);
  });
});

describe("issue 19 item 6: a damage formula's @ references read the attacker's roll data", () => {
  it("1d8 + @level with the Hero at level 3: the card stores 1d8 + 3 and the hit deals d8 4 + 3 = 7", async () => {
    const { w, boss, attack } = await playerAttack(15, { ac: 10, weapon: { damage: { formula: "1d8 + @level",
      kind: "physical" } } });
    expect(attack.system.weapon.formula).toBe("1d8 + 3");
    await rollAndApply(w, attack, boss, 4);
    expect(notices(w)).toEqual([]);
    expect(hp(boss)).toBe(73);
  });

  it("1d8 + @nope names nothing: a notice, no card, nothing thrown", async () => {
    const w = await cardWorld("legend", { damage: { formula: "1d8 + @nope", kind: "physical" } });
    const hero = await w.fighter("Hero", {}, true);
    const boss = await w.fighter("Boss");
    w.foundry.loginAs(w.foundry.player);
    const attack = await w.api.attack(hero as never, w.weaponOf(hero) as never, { targets: [boss] });
    expect(attack).toBeNull();
    expect(notices(w).at(-1)).toContain("1d8 + @nope");
  });
});
