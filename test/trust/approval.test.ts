// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import { storedAsk } from "./ask.js";
import { choose, hitCard, hp, lastNotice, rows, trustWorld, type Card } from "./trust-world.js";

/** The world with the player's card hitting the boss (HP 80) for 5 and their own ally, rolled by the player. */
async function playerCard(mode?: "immediate" | "approval" | "gm") {
  const world = await trustWorld();
  const { w, hero, boss, ally } = world;
  await boss.update({ "system.hp.value": 80 });
  if (mode) await choose(w, mode);
  w.foundry.loginAs(w.foundry.player);
  const damage = await hitCard(w, hero, [boss, ally]);
  return { ...world, damage };
}

/** The Approve buttons the logged-in user sees on a card. */
async function approveButtons(card: Card): Promise<HTMLElement[]> {
  const html = await card.renderHTML();
  return [...html.querySelectorAll<HTMLElement>("[data-action=apply]")].filter((b) => b.textContent!.includes("Approve"));
}

describe("a GM's choice: players' applications to targets they don't own (setting fray.playerApply)", () => {
  it("is a world setting in Foundry's settings, localized, with three choices; the default is today's", async () => {
    const { w } = await trustWorld();
    const setting = w.foundry.game.settings.settings.get("fray.playerApply")!;
    expect(setting).toMatchObject({ scope: "world", config: true, default: "immediate",
      name: "FRAY.Setting.playerApply.name", hint: "FRAY.Setting.playerApply.hint" });
    expect(Object.keys(setting.choices!)).toEqual(["immediate", "approval", "gm"]);
    for (const key of [setting.name!, setting.hint!, ...Object.values(setting.choices!)]) {
      expect(w.foundry.game.i18n.localize(key as string)).not.toBe(key);
    }
  });

  it("at once (default): the GM's client applies it after its re-check; the card shows who applied", async () => {
    const { w, boss, damage } = await playerCard();
    await w.api.apply(damage, boss.uuid);
    expect(hp(boss)).toBe(75);
    expect((await rows(damage))[0]).toContain("Applied by Player.");
  });

  it("held for approval: nothing lands; the card shows who asked, the GM alone gets Approve; approving applies it",
    async () => {
      const { w, boss, damage } = await playerCard("approval");
      await w.api.apply(damage, boss.uuid);
      expect(hp(boss)).toBe(80);
      expect(lastNotice(w)).toContain("awaits the Gamemaster's approval");
      expect((await rows(damage))[0]).toContain("Asked by Player: awaiting the Gamemaster's approval.");
      expect(await approveButtons(damage)).toEqual([]);
      w.foundry.loginAs(w.foundry.gm);
      const [approve, ...others] = await approveButtons(damage);
      expect(others).toEqual([]);
      document.body.append(approve!.closest(".chat-message") ?? approve!);
      approve!.click();
      await expect.poll(() => hp(boss)).toBe(75);
      expect((await rows(damage))[0]).toContain("Asked by Player, applied by Gamemaster.");
      w.foundry.loginAs(w.foundry.player);
      await w.api.undo(damage, boss.uuid);
      expect(hp(boss)).toBe(75);
      expect(lastNotice(w)).toContain("Only the Gamemaster or whoever applied it may undo this");
    });

  it("held for approval: the player's own target still applies at once, with no approval", async () => {
    const { w, ally, damage } = await playerCard("approval");
    await w.api.apply(damage, ally.uuid);
    expect(hp(ally)).toBe(15);
  });

  it("GM only: a player's application to the boss is refused with a notice; their own target still applies",
    async () => {
      const { w, boss, ally, damage } = await playerCard("gm");
      await w.api.apply(damage, boss.uuid);
      expect(hp(boss)).toBe(80);
      expect(lastNotice(w)).toContain("only the Gamemaster applies cards to targets you don't own");
      expect(damage.system.targets[0]).toMatchObject({ applied: null, askedBy: "" });
      await w.api.apply(damage, ally.uuid);
      expect(hp(ally)).toBe(15);
      w.foundry.loginAs(w.foundry.gm);
      await w.api.apply(damage, boss.uuid);
      expect(hp(boss)).toBe(75);
    });

  it("a card its player edits while it waits is refused at the GM's approval: the GM's click re-checks the rolls",
    async () => {
      const { w, boss, damage } = await playerCard("approval");
      await w.api.apply(damage, boss.uuid);
      await damage.update({ "system.targets": damage.system.targets.map((t) => ({
        ...JSON.parse(JSON.stringify(t)) as object, hits: [{ amount: 77, kind: "physical", ignoresOvershield: false }] })) });
      w.foundry.loginAs(w.foundry.gm);
      await w.api.apply(damage, boss.uuid);
      expect(hp(boss)).toBe(80);
      expect(lastNotice(w)).toContain("not what its rolls give");
    });

  it("the GM's own click still applies a player's card to the selected tokens (rows the rolls never made)",
    async () => {
      const { w, hero, boss, ally } = await trustWorld();
      const Scene = w.foundry.CONFIG.Scene!.documentClass as unknown as { create(d: object): Promise<{
        view(): Promise<void>; createEmbeddedDocuments(n: string, d: object[]): Promise<unknown[]> }> };
      const scene = await Scene.create({ name: "Camp" });
      await scene.createEmbeddedDocuments("Token", [{ name: "Ally", actorId: ally.id, actorLink: true }]);
      await scene.view();
      (globalThis as unknown as { canvas: { tokens: { placeables: { control(): boolean }[] } } })
        .canvas.tokens.placeables[0]!.control();
      w.foundry.loginAs(w.foundry.player);
      const damage = await hitCard(w, hero, [boss]);
      w.foundry.loginAs(w.foundry.gm);
      const html = await damage.renderHTML();
      document.body.append(html);
      html.querySelector<HTMLElement>("[data-action=toggleSelected]")!.click();
      html.querySelector<HTMLElement>("[data-action=apply]")!.click();
      await expect.poll(() => hp(ally)).toBe(15);
      expect(hp(boss)).toBe(3);
    });

  it("a forged request can't skip the GM's choice: a stored apply under approval only asks again", async () => {
    const { w, boss, damage } = await playerCard("approval");
    const request = { messageId: damage.id, targetId: boss.uuid, action: "apply" };
    w.foundry.loginAs(w.foundry.gm);
    for (let i = 0; i < 3; i++) {
      const answer = await w.handleApplyQuery(await storedAsk(w, w.foundry.player, request));
      expect(answer.refusals.map((r) => r.reason)).toEqual(["FRAY.CHAT.Trust.Notice.awaitsApproval"]);
    }
    expect(hp(boss)).toBe(80);
  });
});
