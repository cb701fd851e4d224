// @vitest-environment happy-dom
/**
 * Issue 30, item 7: the chat card menu. Right-clicking an attack or damage card in the chat log offers Apply to
 * selected tokens, Undo and Roll damage, each only where the card draws its button for this user (on the row
 * right-clicked, or the card's only row), and each calls what the button calls: the same checks, the same notices.
 */
import { describe, expect, it } from "vitest";
import type { ChatLog } from "../../foundry/chat-log.js";
import { ContextMenu } from "../../foundry/context-menu.js";
import { scriptFaces } from "../../foundry/dice.js";
import { world } from "../../foundry/world.js";
import { clickCard, type CardWorld } from "../../documents/card-world.js";
import { hitCard, hp, lastNotice, trustWorld, type Card } from "../../trust/trust-world.js";

/** The chat log, rendered, with Fray's card entries registered on its message menu. */
async function chatLog(): Promise<ChatLog> {
  const { registerCardMenu } = await import("../../../src/applications/chat/card-menu.js");
  registerCardMenu();
  const log = (globalThis as unknown as { ui: { chat: ChatLog } }).ui.chat;
  await log.render();
  document.body.append(log.element!);
  return log;
}

/** Draws `card` in the log as the logged-in user sees it, replacing an earlier drawing; returns its row. */
async function draw(log: ChatLog, card: { id: string; renderHTML(): Promise<HTMLElement> }): Promise<HTMLElement> {
  log.element!.querySelector(`[data-message-id="${card.id}"]`)?.remove();
  const li = await card.renderHTML();
  log.element!.querySelector("ol")!.append(li);
  return li;
}

/** The labels the menu shows on the drawn card, right-clicked on `on` (an element inside it; default the card). */
async function menu(log: ChatLog, card: Card, on?: (li: HTMLElement) => HTMLElement): Promise<string[]> {
  const li = await draw(log, card);
  (on?.(li) ?? li).dispatchEvent(new Event("contextmenu", { bubbles: true }));
  return log.contextMenuFor(li)!.open(li).map(ContextMenu.labelOf);
}

/** Chooses the entry `label` on the drawn card (right-clicked on `on`) and waits until the world stops changing. */
async function choose(log: ChatLog, card: Card, label: string, on?: (li: HTMLElement) => HTMLElement): Promise<void> {
  const li = await draw(log, card);
  (on?.(li) ?? li).dispatchEvent(new Event("contextmenu", { bubbles: true }));
  expect(await log.contextMenuFor(li)!.choose(li, label)).toBe(true);
  let seen = -1;
  while (seen !== world.operations.length) {
    seen = world.operations.length;
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** The attack card of the hero's spear against `targets` (d20 `d20`, vs AC 5), by whoever is logged in. */
async function attackCard(w: CardWorld, hero: unknown, targets: unknown[], d20: number): Promise<Card> {
  scriptFaces([20, d20]);
  return await w.api.attack(hero as never, w.weaponOf(hero as never) as never, { targets: targets as never }) as
    unknown as Card;
}

const APPLY = "FRAY.CHAT.Menu.applySelected";
const UNDO = "FRAY.CHAT.Menu.undo";
const ROLL = "FRAY.CHAT.Menu.rollDamage";

describe("the chat card menu (issue 30, item 7)", () => {
  it("L8: a hit's attack card offers Roll damage, which posts its damage card as the button does; a miss's none",
    async () => {
      const { w, hero, boss } = await trustWorld();
      const log = await chatLog();
      const hit = await attackCard(w, hero, [boss], 15);
      expect(await menu(log, hit)).toEqual(["SIDEBAR.Delete", ROLL]);
      scriptFaces([8, 5]);
      const before = w.foundry.game.messages.size;
      await choose(log, hit, ROLL);
      expect(w.foundry.game.messages.size).toBe(before + 1);
      expect((w.foundry.game.messages.contents.at(-1) as unknown as { type: string }).type).toBe("damage");
      const miss = await attackCard(w, hero, [boss], 1);
      expect(await menu(log, miss)).not.toContain(ROLL);
    });

  it("a damage row not applied offers Apply to selected tokens (not Undo); applied, Undo, which puts HP back",
    async () => {
      const { w, hero, boss } = await trustWorld();
      await boss.update({ "system.hp.value": 80 });
      const log = await chatLog();
      const card = await hitCard(w, hero, [boss], 5);
      expect(await menu(log, card)).toEqual(["SIDEBAR.Delete", APPLY]);
      await clickCard(card, "apply", boss.uuid);
      expect(hp(boss)).toBe(75);
      expect(await menu(log, card)).toEqual(["SIDEBAR.Delete", UNDO]);
      await choose(log, card, UNDO);
      expect(hp(boss)).toBe(80);
      expect(await menu(log, card)).toEqual(["SIDEBAR.Delete"]);
    });

  it("Apply to selected tokens with none selected: the button's notice, once, and nothing written", async () => {
    const { w, hero, boss } = await trustWorld();
    const log = await chatLog();
    const card = await hitCard(w, hero, [boss], 5);
    await clickCard(card, "toggleSelected");
    const li = await draw(log, card);
    li.querySelector<HTMLElement>(".fray-card")!.classList.add("use-selected");
    li.querySelector<HTMLElement>("[data-action=apply]")!.click();
    await new Promise((r) => setTimeout(r, 50));
    const byButton = lastNotice(w);
    expect(byButton).toContain("Select");
    const count = w.foundry.notices.length;
    w.mark();
    await choose(log, card, APPLY);
    expect(w.foundry.notices.length).toBe(count + 1);
    expect(lastNotice(w)).toBe(byButton);
    expect(w.writes().all).toBe(0);
  });

  it("a player's Undo of the GM's application: the menu shows it as the card does, and refuses with its notice",
    async () => {
      const { w, hero, boss } = await trustWorld();
      await boss.update({ "system.hp.value": 80 });
      const log = await chatLog();
      const card = await hitCard(w, hero, [boss], 5);
      await clickCard(card, "apply", boss.uuid);
      w.foundry.loginAs(w.foundry.player);
      expect(await menu(log, card)).toContain(UNDO);
      await choose(log, card, UNDO);
      expect(hp(boss)).toBe(75);
      expect(lastNotice(w)).toContain("Only the Gamemaster or whoever applied it may undo this");
    });

  it("a card of two rows acts on the row right-clicked; right-clicked outside the rows it offers neither", async () => {
    const { w, hero, boss, ally } = await trustWorld();
    await boss.update({ "system.hp.value": 80 });
    const log = await chatLog();
    // One damage roll for both hits: 5 each.
    scriptFaces([20, 15], [8, 5]);
    const attack = await w.api.attack(hero as never, w.weaponOf(hero) as never, { targets: [boss, ally] });
    const card = await w.api.damage(attack) as unknown as Card;
    await clickCard(card, "applyAll");
    expect([hp(boss), hp(ally)]).toEqual([75, 15]);
    const second = (li: HTMLElement) => li.querySelectorAll<HTMLElement>(".fray-card-row")[1]!;
    expect(await menu(log, card, (li) => li.querySelector("header")!)).toEqual(["SIDEBAR.Delete"]);
    await choose(log, card, UNDO, (li) => second(li).querySelector(".fray-card-line")!);
    expect([hp(boss), hp(ally)]).toEqual([75, 20]);
  });
});
