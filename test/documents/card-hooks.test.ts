// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import { scriptFaces } from "../foundry/dice.js";
import { cardWorld, type CardWorld } from "./card-world.js";
import type {
  ApplyPayload, AttackPayload, DamagePayload, PreApplyPayload, PreAttackPayload, PreDamagePayload, UndoPayload,
} from "../../src/documents/hooks.js";

/** A stored card as these tests read it. */
type Msg = { id: string; type: string; system: { targets: { tokenUuid: string; name: string; applied: unknown;
  outcome?: { outcome: string; total: number }; hits?: { amount: number }[] }[]; options?: { modifier: number } } };

/** HP of an actor now. */
const hp = (actor: unknown) => (actor as { system: { hp: { value: number } } }).system.hp.value;
/** The uuid of a document. */
const uuid = (doc: unknown) => (doc as { uuid: string }).uuid;

/**
 * Legend: the Hero (STR 10, +0) and its spear (1d8) against A and B (AC 5, HP 10), B the player's; the Hero is the
 * player's when `playerHero`, who is then logged in.
 */
async function legendWorld(playerHero = false) {
  const w = await cardWorld("legend");
  const hero = await w.fighter("Hero", {}, playerHero);
  const a = await w.fighter("A", { defenses: { ac: 5 } });
  const b = await w.fighter("B", { defenses: { ac: 5 } }, true);
  if (playerHero) w.foundry.loginAs(w.foundry.player);
  const attack = (targets: unknown[] = [a, b]) => w.api.attack(hero as never, w.weaponOf(hero) as never,
    { targets }) as unknown as Promise<Msg | null>;
  return { w, hero, a, b, attack };
}

/** The notices shown since the world began, as text. */
const notices = (w: CardWorld) => w.foundry.notices.map((n) => n.message);

describe("fray.preAttack and fray.attack (docs/api.md \"Hooks\")", () => {
  it("L8: preAttack reads the attacker, weapon, targets and options; its +2 and dropped target are the card's",
    async () => {
      const { w, hero, a, attack } = await legendWorld();
      const seen: PreAttackPayload[] = [];
      Hooks.on("fray.preAttack", (payload) => {
        seen.push(payload);
        payload.options.modifier = 2;
        payload.targets.splice(1);
      });
      scriptFaces([20, 3]);
      const card = (await attack())!;
      expect(seen.map((p) => [p.actor, p.weapon, p.targets.length])).toEqual([[hero, w.weaponOf(hero), 1]]);
      // d20 3 + STR 0 + the module's modifier 2 = 5 against A alone: AC 5 is hit.
      expect(card.system.targets.map((t) => [t.name, t.outcome!.total, t.outcome!.outcome])).toEqual([["A", 5, "hit"]]);
      expect(card.system.options!.modifier).toBe(2);
      expect(uuid(seen[0]!.targets[0])).toBe(uuid(a));
    });

  it("L7: preAttack returning false cancels: no action spent, no die rolled, nothing written, one notice",
    async () => {
      const { combatWorld } = await import("./world.js");
      const world = await combatWorld("legend");
      const { cardApi } = await import("../../src/documents/cards/api.js");
      const { combat, by } = await world.fight([{ name: "Ada", initiative: 20 }, { name: "Orc", initiative: 5 }]);
      const ada = by("Ada").actor as unknown as { createEmbeddedDocuments(n: string, d: object[]): Promise<unknown[]> };
      const [spear] = await ada.createEmbeddedDocuments("Item", [{ name: "Spear", type: "weapon",
        system: { damage: { formula: "1d8", kind: "physical" } } }]);
      await combat.startCombat();
      await world.settle(combat);
      Hooks.on("fray.preAttack", () => false);
      scriptFaces();
      const start = world.foundry.operations.length;
      expect(await cardApi.attack(ada as never, spear as never, { targets: [by("Orc").actor] })).toBeNull();
      expect(world.foundry.operations.slice(start)).toEqual([]);
      expect(by("Ada").system.spent.standard ?? 0).toBe(0);
      expect(world.foundry.notices.map((n) => n.message)).toEqual([
        "A module cancelled the attack with Spear. Nothing was spent or rolled."]);
    });

  it("L8: fray.attack reads the posted card and each target's outcome", async () => {
    const { hero, w, attack } = await legendWorld();
    const seen: AttackPayload[] = [];
    Hooks.on("fray.attack", (payload) => { seen.push(payload); });
    scriptFaces([20, 15]);
    const card = await attack();
    expect(seen).toHaveLength(1);
    expect([seen[0]!.message, seen[0]!.actor, seen[0]!.weapon]).toEqual([card, hero, w.weaponOf(hero)]);
    // d20 15 + 0 against AC 5 and AC 5: two hits.
    expect(seen[0]!.outcomes.map((o) => [o.name, o.outcome.outcome, o.outcome.total])).toEqual([
      ["A", "hit", 15], ["B", "hit", 15]]);
  });
});

describe("fray.preDamage and fray.damage", () => {
  it("L8: preDamage reads the attack card, attacker and weapon; fray.damage the damage card and its roll", async () => {
    const { w, hero, attack } = await legendWorld();
    scriptFaces([20, 15]);
    const card = await attack();
    const pre: PreDamagePayload[] = [];
    const post: DamagePayload[] = [];
    Hooks.on("fray.preDamage", (payload) => { pre.push(payload); });
    Hooks.on("fray.damage", (payload) => { post.push(payload); });
    scriptFaces([8, 5]);
    const damage = await w.api.damage(card);
    expect(pre.map((p) => [p.attack, p.actor, p.itemUuid])).toEqual([[card, hero, uuid(w.weaponOf(hero))]]);
    expect(post.map((p) => [p.message, p.attack, p.actor, p.itemUuid])).toEqual([[damage, card, hero,
      uuid(w.weaponOf(hero))]]);
    expect(post[0]!.rolls.map((r) => r.total)).toEqual([5]);
  });

  it("L8: preDamage returning false rolls nothing, posts nothing, and a GM's reroll undoes nothing; one notice",
    async () => {
      const { w, a, attack } = await legendWorld();
      scriptFaces([20, 15]);
      const card = await attack();
      scriptFaces([8, 5]);
      const first = await w.api.damage(card) as unknown as Msg;
      await w.api.apply(first, first.system.targets[0]!.tokenUuid);
      expect(hp(a)).toBe(5);
      Hooks.on("fray.preDamage", () => false);
      scriptFaces();
      w.mark();
      expect(await w.api.damage(card)).toBeNull();
      expect(w.writes().all).toBe(0);
      expect(hp(a)).toBe(5);
      const cancelled = /^A module cancelled the damage roll of Hero.* Nothing was rolled\.$/;
      expect(notices(w)).toEqual([expect.stringMatching(cancelled)]);
    });
});

describe("fray.preApply, fray.apply and fray.undo", () => {
  /** A rolled damage card hitting A and B for 5 each (d20 15, d8 5). */
  async function damageCard(playerHero = false) {
    const world = await legendWorld(playerHero);
    scriptFaces([20, 15], [8, 5]);
    const damage = await world.w.api.damage(await world.attack()) as unknown as Msg;
    return { ...world, damage, ids: damage.system.targets.map((t) => t.tokenUuid) };
  }

  it("L8: preApply reads the card, the row, the actor, who asks and the mode; false writes nothing, one notice",
    async () => {
      const { w, a, damage, ids } = await damageCard();
      const seen: PreApplyPayload[] = [];
      Hooks.on("fray.preApply", (payload) => {
        seen.push(payload);
        return false;
      });
      w.mark();
      await w.api.apply(damage, ids[0]!);
      expect(seen.map((p) => [p.message, p.target.name, p.target.hits[0]!.amount, p.actor, p.user, p.mode])).toEqual([
        [damage, "A", 5, a, w.foundry.gm, "damage"]]);
      expect(w.writes().all).toBe(0);
      expect(hp(a)).toBe(10);
      expect(damage.system.targets[0]!.applied).toBeNull();
      expect(notices(w)).toEqual(["A module refused the application to A. Nothing was applied."]);
    });

  it("L8: a player's request the player's module allows is refused by the GM's module: nothing written, one notice",
    async () => {
      const { w, a, damage, ids } = await damageCard(true);
      const askers: [boolean, string][] = [];
      Hooks.on("fray.preApply", (payload) => {
        askers.push([game.user!.isGM, payload.user.id!]);
        return !game.user!.isGM;
      });
      w.mark();
      await w.api.apply(damage, ids[0]!);
      // The player's client asked (advisory), then the GM's client refused before writing.
      expect(askers).toEqual([[false, w.foundry.player.id], [true, w.foundry.player.id]]);
      expect(hp(a)).toBe(10);
      expect(damage.system.targets[0]!.applied).toBeNull();
      expect(w.writes().actorUpdates + w.writes().messageUpdates).toBe(0);
      expect(notices(w)).toEqual(["A module refused the application to A. Nothing was applied."]);
    });

  it("L8: a player's module that rewrites its payload changes nothing the GM writes: the card's 5, not 99",
    async () => {
      const { a, w, damage, ids } = await damageCard(true);
      Hooks.on("fray.preApply", (payload) => {
        if (!game.user!.isGM) (payload.target.hits[0] as { amount: number }).amount = 99;
      });
      await w.api.apply(damage, ids[0]!);
      expect(hp(a)).toBe(5);
      expect(notices(w)).toEqual([]);
    });

  it("L8: fray.apply reads the written row and its changes on the GM's client for a player; fray.undo the undo",
    async () => {
      const { a, w, damage, ids } = await damageCard(true);
      const applied: [boolean, ApplyPayload][] = [];
      const undone: UndoPayload[] = [];
      Hooks.on("fray.apply", (payload) => { applied.push([game.user!.isGM, payload]); });
      Hooks.on("fray.undo", (payload) => { undone.push(payload); });
      await w.api.apply(damage, ids[0]!);
      expect(applied.map(([gm, p]) => [gm, p.message, p.target.name, p.actor, p.user, p.changes.hp])).toEqual([
        [true, damage, "A", a, w.foundry.player, { from: 10, to: 5 }]]);
      expect(applied[0]![1].target.applied).not.toBeNull();
      w.foundry.loginAs(w.foundry.gm);
      await w.api.undo(damage, ids[0]!);
      expect(hp(a)).toBe(10);
      expect(undone.map((p) => [p.message, p.target.name, p.target.undone, p.actor, p.user])).toEqual([
        [damage, "A", true, a, w.foundry.gm]]);
    });
});
