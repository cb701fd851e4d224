// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import { scriptFaces } from "../foundry/dice.js";
import type { Document } from "../foundry/documents.js";
import { choose, hitCard, hp, lastNotice, trustWorld, type Card } from "./trust-world.js";

/** A plain copy of stored data, as a player's console writes it back. */
const copy = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/** The chat message class, to post a copy of a card as a player's console can. */
const messages = (w: Awaited<ReturnType<typeof trustWorld>>["w"]) =>
  w.foundry.CONFIG.ChatMessage!.documentClass as unknown as { create(d: object): Promise<Card> };

/** A change record as a card's row stores it: only HP changed, from `from` to `to`. */
const hpChange = (from: number, to: number) => ({ hp: { from, to }, overshield: null, shieldUsed: null, statuses: [],
  wounds: [], healedWounds: [] });

/** Lets the active GM's hooks and the ledger's writes run. */
const settle = () => new Promise((r) => setTimeout(r, 0));

/** Legend: the Boss at 80 of 80 HP (AC 5); the player, logged in, hits it with the Hero (d20 15, d8 `face`). */
async function playerHit(face = 5) {
  const t = await trustWorld();
  await t.boss.update({ "system.hp.value": 80 });
  t.w.foundry.loginAs(t.w.foundry.player);
  const damage = await hitCard(t.w, t.hero, [t.boss], face);
  await settle();
  return { ...t, damage };
}

/** The player rewrites the card's one row with `changes`. */
async function rewriteRow(card: Card, changes: object): Promise<void> {
  await card.update({ "system.targets": card.system.targets.map((t) => ({ ...copy(t), ...changes })) });
}

describe("issue 28: applications and undos are decided from the GM's ledger, never from a card's rows", () => {
  it("undo driven by rows the player rewrote: an NPC that never took damage is not raised, even in GM-only mode",
    async () => {
      const { w, boss, damage } = await playerHit();
      await choose(w, "gm");
      w.foundry.loginAs(w.foundry.gm);
      await boss.update({ "system.hp.value": 3 });
      w.foundry.loginAs(w.foundry.player);
      await rewriteRow(damage, { applied: hpChange(80, 3), appliedBy: w.foundry.player.id, askedBy: w.foundry.player.id,
        appliedAt: 1, undone: false });
      await w.api.undo(damage, boss.uuid);
      expect(hp(boss)).toBe(3);
      expect(lastNotice(w)).toBe("Nothing was applied to this target, so there is nothing to undo.");
    });

  it("a re-opened row (applied written back to null) is not applied twice", async () => {
    const { w, boss, damage } = await playerHit();
    await w.api.apply(damage, boss.uuid);
    expect(hp(boss)).toBe(75);
    await rewriteRow(damage, { applied: null, appliedBy: "", appliedAt: 0 });
    await w.api.apply(damage, boss.uuid);
    expect(hp(boss)).toBe(75);
    expect(lastNotice(w)).toBe("Already applied to this target.");
  });

  it("\"applied by\" rewritten: the player can't undo the GM's application by naming themself", async () => {
    const { w, boss, damage } = await playerHit();
    w.foundry.loginAs(w.foundry.gm);
    await w.api.apply(damage, boss.uuid);
    expect(hp(boss)).toBe(75);
    await choose(w, "gm");
    w.foundry.loginAs(w.foundry.player);
    await rewriteRow(damage, { appliedBy: w.foundry.player.id });
    await w.api.undo(damage, boss.uuid);
    expect(hp(boss)).toBe(75);
  });

  it("an undo restores exactly what its application changed, not what the row claims", async () => {
    const { w, boss, damage } = await playerHit();
    await w.api.apply(damage, boss.uuid);
    await rewriteRow(damage, { applied: hpChange(80, 79) });
    await w.api.undo(damage, boss.uuid);
    expect(hp(boss)).toBe(80);
  });

  it("a deleted damage card rolled again: the attack's damage was rolled, the second card applies nothing",
    async () => {
      const t = await trustWorld();
      await t.boss.update({ "system.hp.value": 80 });
      t.w.foundry.loginAs(t.w.foundry.player);
      scriptFaces([20, 15], [8, 1]);
      const attack = await t.w.api.attack(t.hero as never, t.w.weaponOf(t.hero) as never, { targets: [t.boss] });
      const first = await t.w.api.damage(attack) as unknown as Card;
      await settle();
      await first.delete();
      scriptFaces([8, 8]);
      const second = await t.w.api.damage(attack) as unknown as Card;
      await settle();
      await t.w.api.apply(second, t.boss.uuid);
      expect(hp(t.boss)).toBe(80);
      expect(lastNotice(t.w)).toContain("One attack, one damage");
    });

  it("attack cards copied with ChatMessage.create(card.toObject()): only the original's damage lands", async () => {
    const t = await trustWorld();
    await t.boss.update({ "system.hp.value": 80 });
    t.w.foundry.loginAs(t.w.foundry.player);
    scriptFaces([20, 15]);
    const attack = await t.w.api.attack(t.hero as never, t.w.weaponOf(t.hero) as never, { targets: [t.boss] });
    await settle();
    const copies = [];
    for (let i = 0; i < 2; i++) copies.push(await messages(t.w).create(copy((attack as unknown as Card).toObject())));
    await settle();
    for (const card of [attack, ...copies]) {
      scriptFaces([8, 5]);
      const damage = await t.w.api.damage(card) as unknown as Card;
      await settle();
      await t.w.api.apply(damage, t.boss.uuid);
    }
    expect(hp(t.boss)).toBe(75);
    expect(lastNotice(t.w)).toContain("no longer matches its rolls");
  });
});

describe("issue 28: what a player may roll", () => {
  it("api.attack with an NPC the player doesn't own: refused with a notice, no card", async () => {
    const { w, boss, hero } = await trustWorld();
    w.foundry.loginAs(w.foundry.player);
    scriptFaces([20, 15]);
    const before = w.foundry.game.messages.size;
    const card = await w.api.attack(boss as never, w.weaponOf(boss) as never, { targets: [hero] });
    expect(card).toBeNull();
    expect(w.foundry.game.messages.size).toBe(before);
    expect(lastNotice(w)).toBe("Boss is not yours: you may attack only with a creature you own.");
  });

  it("api.damage on the GM's attack card: refused with a notice, no card", async () => {
    const { w, boss, hero } = await trustWorld();
    scriptFaces([20, 15]);
    const attack = await w.api.attack(boss as never, w.weaponOf(boss) as never, { targets: [hero] });
    w.foundry.loginAs(w.foundry.player);
    const before = w.foundry.game.messages.size;
    scriptFaces([8, 8]);
    expect(await w.api.damage(attack)).toBeNull();
    expect(w.foundry.game.messages.size).toBe(before);
    expect(lastNotice(w)).toContain("This attack is not yours");
  });

  it("a card's targets are capped at 50: 51 are refused with a notice, a forged card with 2,000 rows applies nothing",
    async () => {
      const { w, hero, boss, damage } = await playerHit();
      const many = Array.from({ length: 51 }, () => boss);
      expect(await w.api.attack(hero as never, w.weaponOf(hero) as never, { targets: many as Document[] })).toBeNull();
      expect(lastNotice(w)).toBe("A card may have at most 50 targets. Nothing was done.");
      const row = copy(damage.system.targets[0]!);
      await damage.update({ "system.targets": Array.from({ length: 2000 }, () => row) });
      await w.api.apply(damage, boss.uuid);
      expect(hp(boss)).toBe(80);
      expect(lastNotice(w)).toBe("A card may have at most 50 targets. Nothing was done.");
    });
});
