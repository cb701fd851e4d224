/**
 * Issue 30, items 6 and 7 played through the preview's page requests: the GM's ×½ on a damage row before Apply, and
 * the chat card's right-click menu (Roll damage, Undo) on the cards the page draws.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { CHAT_PANE } from "../../preview/panes.js";
import { panePlay, type PanePlay } from "./pane-click.js";

let play: PanePlay;

/** The bruiser the GM has targeted in the preview's scene: its HP now. */
const bruiserHp = () => (game.actors!.contents.find((a) => a.name === "Gullet bruiser")!.system as unknown as
  { hp: { value: number } }).hp.value;

/** Right-clicks the last element of the chat pane matching `selector`; returns the menu's labels. */
async function rightClick(selector: string): Promise<string[]> {
  const holder = play.parsed("Chat");
  const matches = holder.querySelectorAll(selector);
  const index = [...holder.querySelectorAll("*")].indexOf(matches[matches.length - 1]!);
  await play.send({ kind: "contextmenu", pane: CHAT_PANE, index });
  return play.state.menu?.entries.map((e) => e.label) ?? [];
}

describe("the GM's hand and the card menu in the preview (issue 30, items 6 and 7)", () => {
  beforeAll(async () => {
    play = await panePlay("legend");
    (CONFIG.Dice as unknown as { randomUniform: () => number }).randomUniform = () => 0.999;
  }, 60_000);

  it("the attack card's menu offers Roll damage; chosen, it posts the damage card as the button does", async () => {
    await play.clickIn("Vessa Thorn", "[data-action=rollAttack]");
    const cards = play.parsed("Chat").querySelectorAll(".chat-message").length;
    expect(await rightClick(".fray-attack-card")).toContain("Roll damage");
    await play.send({ kind: "menu", entry: play.state.menu!.entries.findIndex((e) => e.label === "Roll damage") });
    expect(play.parsed("Chat").querySelectorAll(".chat-message").length).toBe(cards + 1);
  });

  it("×½ on the damage row halves the rolled damage, rounded down; Apply takes that; the row shows ×½", async () => {
    await play.clickIn("Chat", "[data-action=hand][data-hand=half]");
    const line = play.parsed("Chat").querySelector(".fray-damage-card .fray-card-row .fray-card-line")!.textContent!;
    const [, raw, half] = /×½: (\d+) → (\d+)/.exec(line)!;
    expect(Number(half)).toBe(Math.floor(Number(raw) / 2));
    const [, toHp] = /(\d+) to HP/.exec(line)!;
    const before = bruiserHp();
    await play.clickIn("Chat", ".fray-damage-card [data-action=apply]");
    expect(bruiserHp()).toBe(before - Number(toHp));
    expect(play.parsed("Chat").querySelector(".fray-damage-card .fray-card-hand")!.textContent).toBe("×½");
  });

  it("right-clicking the applied row offers Undo, which gives back exactly what was taken", async () => {
    const hp = bruiserHp();
    expect(await rightClick(".fray-damage-card .fray-card-row")).toEqual(["Delete", "Undo"]);
    await play.send({ kind: "menu", entry: 1 });
    expect(bruiserHp()).toBeGreaterThan(hp);
    expect(await rightClick(".fray-damage-card .fray-card-row")).toEqual(["Delete"]);
  });
});
