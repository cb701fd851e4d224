// @vitest-environment happy-dom
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { storedAsk, thirdPlayer } from "./ask.js";
import { hitCard, hp, lastNotice, trustWorld, type Card } from "./trust-world.js";

describe("who asked: fray.apply learns the sender from their own User document and a one-time code", () => {
  it("a player heals the boss (3 of 80): nothing lands; the heal waits on the card for the GM's approval", async () => {
    const { w, boss } = await trustWorld();
    w.foundry.loginAs(w.foundry.player);
    const heal = await w.api.heal(boss, 77) as unknown as Card;
    expect(hp(boss)).toBe(3);
    expect(lastNotice(w)).toContain("awaits the Gamemaster's approval");
    expect(heal.system.targets[0]).toMatchObject({ applied: null, askedBy: w.foundry.player.id });
    await w.api.apply(heal, boss.uuid);
    expect(hp(boss)).toBe(3);
    expect(w.foundry.player.getFlag("fray", "cardRequests")).toEqual({});
  });

  it("a player heals their own ally at once: the owner may", async () => {
    const { w, ally } = await trustWorld();
    await ally.update({ "system.hp.value": 5 });
    w.foundry.loginAs(w.foundry.player);
    await w.api.heal(ally, 7);
    expect(hp(ally)).toBe(12);
  });

  it("a third player undoes another's hit on the boss: refused, the hit stands; its applier may", async () => {
    const { w, hero, boss } = await trustWorld();
    await boss.update({ "system.hp.value": 80 });
    w.foundry.loginAs(w.foundry.player);
    const damage = await hitCard(w, hero, [boss]);
    await w.api.apply(damage, boss.uuid);
    expect(hp(boss)).toBe(75);
    expect(damage.system.targets[0]).toMatchObject({ askedBy: w.foundry.player.id, appliedBy: w.foundry.player.id });
    const third = thirdPlayer(w);
    w.foundry.loginAs(third);
    await w.api.undo(damage, boss.uuid);
    expect(hp(boss)).toBe(75);
    expect(lastNotice(w)).toContain("Only the Gamemaster or whoever applied it may undo this");
    w.foundry.loginAs(w.foundry.player);
    await w.api.undo(damage, boss.uuid);
    expect(hp(boss)).toBe(80);
  });

  it("a third player applies another player's card to the boss: refused (not the GM, the author or the owner)",
    async () => {
      const { w, hero, boss } = await trustWorld();
      w.foundry.loginAs(w.foundry.player);
      const damage = await hitCard(w, hero, [boss]);
      w.foundry.loginAs(thirdPlayer(w));
      await w.api.apply(damage, boss.uuid);
      expect(hp(boss)).toBe(3);
      expect(lastNotice(w)).toContain("Only the Gamemaster, the card's author or the target's owner");
    });

  it("a player applies a card the GM held back (whispered to the GM), even on their own ally: refused", async () => {
    const { w, hero, ally } = await trustWorld();
    const damage = await hitCard(w, hero, [ally]);
    await damage.update({ whisper: [w.foundry.gm.id], blind: true });
    w.foundry.loginAs(w.foundry.player);
    await w.api.apply(damage, ally.uuid);
    expect(hp(ally)).toBe(20);
    expect(lastNotice(w)).toContain("not shown to you");
    const ask = await storedAsk(w, w.foundry.player, { messageId: damage.id, targetId: ally.uuid, action: "apply" });
    w.foundry.loginAs(w.foundry.gm);
    expect((await w.handleApplyQuery(ask)).refusals.map((r) => r.reason)).toEqual([
      "FRAY.CHAT.Trust.Refusal.cardHidden"]);
    expect(hp(ally)).toBe(20);
  });
});

describe(`forged queries (Foundry ${process.env.FOUNDRY_GENERATION ?? "13"}): the sender can't be made up`, () => {
  /** The player's card hitting the boss (HP 80) and a request for it stored by the player. */
  async function forged() {
    const { w, hero, boss } = await trustWorld();
    await boss.update({ "system.hp.value": 80 });
    w.foundry.loginAs(w.foundry.player);
    const damage = await hitCard(w, hero, [boss]);
    w.foundry.loginAs(w.foundry.gm);
    const request = { messageId: damage.id, targetId: boss.uuid, action: "apply" };
    return { w, boss, damage, request };
  }

  it("a payload naming another user (the GM, another player) with the player's own code: nothing written", async () => {
    const { w, boss, request } = await forged();
    const third = thirdPlayer(w);
    const { nonce } = await storedAsk(w, third, request);
    w.mark();
    for (const userId of [w.foundry.gm.id, w.foundry.player.id, "nobody0000000000"]) {
      expect((await w.handleApplyQuery({ userId, nonce })).refusals.map((r) => r.reason)).toEqual([
        "FRAY.CHAT.Trust.Refusal.unverified"]);
    }
    expect([hp(boss), w.writes().all]).toEqual([80, 0]);
  });

  it("a player can't store a request on the GM's User document: the server refuses the write", async () => {
    const { w, request } = await forged();
    w.foundry.loginAs(w.foundry.player);
    await expect(w.foundry.gm.update({ "flags.fray.cardRequests.code000000000099": request })).rejects.toThrow();
    expect(w.foundry.gm.getFlag("fray", "cardRequests")).toBeUndefined();
  });

  it("a replayed one-time code does nothing the second time, even after an undo", async () => {
    const { w, boss, damage, request } = await forged();
    const ask = await storedAsk(w, w.foundry.player, request);
    expect(await w.handleApplyQuery(ask)).toEqual({ refusals: [] });
    expect(hp(boss)).toBe(75);
    await w.api.undo(damage, boss.uuid);
    expect(hp(boss)).toBe(80);
    w.mark();
    expect((await w.handleApplyQuery(ask)).refusals.map((r) => r.reason)).toEqual([
      "FRAY.CHAT.Trust.Refusal.unverified"]);
    expect([hp(boss), w.writes().all]).toEqual([80, 0]);
  });

  it("the same code brought by two queries at once runs once", async () => {
    const { w, boss, request } = await forged();
    const ask = await storedAsk(w, w.foundry.player, request);
    const answers = await Promise.all([w.handleApplyQuery(ask), w.handleApplyQuery({ ...ask })]);
    expect(answers.map((a) => a.refusals.map((r) => r.reason))).toEqual([[], ["FRAY.CHAT.Trust.Refusal.unverified"]]);
    expect(hp(boss)).toBe(75);
  });

  it("property: any payload without a stored code (junk, the old bare request, guessed codes) writes nothing",
    async () => {
      const { w, boss, request } = await forged();
      const ids = [w.foundry.gm.id, w.foundry.player.id, "nobody0000000000"];
      const payload = fc.oneof(fc.anything(), fc.constant(request),
        fc.record({ userId: fc.constantFrom(...ids), nonce: fc.string({ minLength: 0, maxLength: 20 }) }),
        fc.record({ userId: fc.constantFrom(...ids), nonce: fc.stringMatching(/^[A-Za-z0-9]{16}$/) }));
      w.mark();
      await fc.assert(fc.asyncProperty(payload, async (data) => {
        expect((await w.handleApplyQuery(data)).refusals).not.toEqual([]);
      }), { numRuns: 500 });
      expect([hp(boss), w.writes().all]).toEqual([80, 0]);
    });
});
