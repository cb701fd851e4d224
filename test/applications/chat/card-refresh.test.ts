// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import { scriptFaces } from "../../foundry/dice.js";
import type { ChatLog } from "../../foundry/chat-log.js";
import { cardWorld } from "../../documents/card-world.js";
import { PRESETS } from "../../../src/rules/presets.js";

/** A stored message as these tests read it. */
type Msg = { id: string; renderHTML(): Promise<HTMLElement> };
/** An actor as these tests update it. */
type Actor = { update(data: object): Promise<unknown> };

/** Lets the hooks' re-render run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

/**
 * Under Legend with the overshield on (T11), the Hero hits a Foe (AC 5, HP 10, overshield 4) with d20 15 for 5
 * damage, and an Other (AC 5) with the same roll; both damage cards are drawn in the chat log, not yet applied.
 */
async function drawnCards() {
  const w = await cardWorld("legend");
  w.foundry.game.settings.seed("fray", "rules", { ...PRESETS.legend.defaults, overshield: true, preset: "legend" });
  const { registerCardRefresh } = await import("../../../src/applications/chat/card-refresh.js");
  registerCardRefresh();
  const hero = await w.fighter("Hero");
  const foe = await w.fighter("Foe", { defenses: { ac: 5 }, hp: { value: 10, max: 10 },
    overshield: { value: 4, max: 4, dr: 0, effect: "" } }) as unknown as Actor;
  const other = await w.fighter("Other", { defenses: { ac: 5 }, hp: { value: 10, max: 10 } }) as unknown as Actor;
  const cards: Msg[] = [];
  for (const target of [foe, other]) {
    scriptFaces([20, 15], [8, 5]);
    const card = await w.api.damage(await w.api.attack(hero as never, w.weaponOf(hero) as never,
      { targets: [target] })) as unknown as Msg;
    document.body.append(await card.renderHTML());
    cards.push(card);
  }
  const log = (globalThis as unknown as { ui: { chat: ChatLog } }).ui.chat;
  // What the fighters' creation started is drawn by now; the tests count the redraws from here.
  await settle();
  log.updated.splice(0);
  return { w, foe, other, cards, log };
}

/** The row line of a card as the chat log shows it now. */
const shown = (card: Msg) => document.querySelector(`[data-message-id="${card.id}"] .fray-card-line`)!.textContent!;


describe("the damage card's preview follows the target's data (docs/gm-guide.md: the target as it is now)", () => {
  it("T11: the Foe's HP going from 10 to 7 redraws its card: 4 absorbed and breaks, 1 to HP (6 left)", async () => {
    const { foe, cards: [card, otherCard], log } = await drawnCards();
    // 5 damage: the overshield absorbs 4 and breaks, 5 − 4 = 1 to HP: 10 − 1 = 9 left.
    expect(shown(card!)).toContain("1 to HP (9 left)");
    await foe.update({ "system.hp.value": 7 });
    await settle();
    // 7 − 1 = 6 left.
    expect(shown(card!)).toContain("1 to HP (6 left)");
    // Only the cards that preview the Foe are drawn again.
    expect(log.updated).toEqual([card!.id]);
    expect(shown(otherCard!)).toContain("5 to HP (5 left)");
  });

  it("T11: the Foe's overshield gone redraws its card: the 5 damage all to HP (10 − 5 = 5 left)", async () => {
    const { foe, cards: [card] } = await drawnCards();
    await foe.update({ "system.overshield.value": 0 });
    await settle();
    expect(shown(card!)).not.toContain("overshield");
    expect(shown(card!)).toContain("5 to HP (5 left)");
  });
});
