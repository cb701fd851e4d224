// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from "vitest";
import type { ChatLog } from "../chat-log.js";
import { ContextMenu, type ContextMenuEntry } from "../context-menu.js";
import { release } from "../release.js";
import type { Document } from "../documents.js";
import { installFoundry, type FoundryStandIn } from "../index.js";

/** The stand-in's ChatMessage as the tests use it. */
type Message = Document & { id: string; renderHTML(): Promise<HTMLElement> };

let foundry: FoundryStandIn;
let create: (data: Record<string, unknown>) => Promise<Message>;
let log: ChatLog;

beforeEach(() => {
  document.body.innerHTML = "";
  foundry = installFoundry();
  const cls = foundry.CONFIG.ChatMessage!.documentClass as unknown as { create(d: object): Promise<Message> };
  create = (data) => cls.create(data);
  log = (globalThis as unknown as { ui: { chat: ChatLog } }).ui.chat;
});

describe("foundryvtt.com/api/v13 ChatLog#updateMessage (ui.chat)", () => {
  it("draws a drawn message again from its document, where it is drawn; a message drawn nowhere is left alone",
    async () => {
      const drawn = await create({ content: "<p>Hit</p>" });
      const hidden = await create({ content: "<p>Miss</p>" });
      document.body.append(await drawn.renderHTML());
      await drawn.update({ content: "<p>Hit again</p>" });
      await log.updateMessage(drawn);
      await log.updateMessage(hidden);
      expect(document.querySelector(`[data-message-id="${drawn.id}"] .message-content`)?.textContent)
        .toBe("Hit again");
      expect(document.querySelectorAll("[data-message-id]")).toHaveLength(1);
      expect(log.updated).toEqual([drawn.id]);
    });
});

describe("foundryvtt.com/api/v13 hookEvents.getDocumentContextOptions as getChatMessageContextOptions (ui.chat)", () => {
  /** The rendered log with `message` drawn in it, and the row of that message. */
  async function drawn(message: Message): Promise<HTMLElement> {
    await log.render();
    const row = await message.renderHTML();
    log.element!.querySelector("ol")!.append(row);
    document.body.append(log.element!);
    return row;
  }

  it("is called once, when the log's message menu is made on its first render, with the ChatLog and the entries "
    + "to mutate (menuItems: ContextMenuEntry[]); what the hook pushes is in the menu", async () => {
    const calls: unknown[][] = [];
    Hooks.on("getChatMessageContextOptions" as never, ((...args: unknown[]) => {
      calls.push(args);
      (args[1] as ContextMenuEntry[]).push(entryFor("Mine", () => true, () => undefined));
    }) as never);
    await log.render();
    await log.render();
    expect(calls).toHaveLength(1);
    expect(calls[0]![0]).toBe(log);
    const [menu] = log.contextMenus;
    expect(menu!.menuItems.map(ContextMenu.labelOf)).toEqual(["SIDEBAR.Delete", "Mine"]);
  });

  it("a ContextMenu on the log's element for the message rows (.message[data-message-id]); an entry shows when "
    + "its condition (v13; visible in v14) passes on that row, and its callback gets the row's element", async () => {
    const seen: string[] = [];
    Hooks.on("getChatMessageContextOptions" as never, ((_app: unknown, items: ContextMenuEntry[]) => {
      items.push(entryFor("Hit only", (li) => li.textContent!.includes("Hit"), (li) => seen.push(li.dataset.messageId!)));
    }) as never);
    const hit = await create({ content: "<p>Hit</p>" });
    const miss = await create({ content: "<p>Miss</p>" });
    const hitRow = await drawn(hit);
    const missRow = await drawn(miss);
    const menu = log.contextMenuFor(hitRow)!;
    expect(menu.container).toBe(log.element);
    expect(menu.open(missRow).map(ContextMenu.labelOf)).toEqual(["SIDEBAR.Delete"]);
    expect(await menu.choose(hitRow, "Hit only")).toBe(true);
    expect(seen).toEqual([hit.id]);
    expect(log.contextMenuFor(hitRow.querySelector(".message-content")!)).toBeUndefined();
  });

  it("core's Delete shows to whoever may delete the message: its author and the GM, not another player", async () => {
    foundry.loginAs(foundry.player);
    const mine = await create({ content: "<p>Mine</p>" });
    foundry.loginAs(foundry.gm);
    const gms = await create({ content: "<p>The GM's</p>" });
    const mineRow = await drawn(mine);
    const gmsRow = await drawn(gms);
    foundry.loginAs(foundry.player);
    const menu = log.contextMenuFor(mineRow)!;
    expect(menu.open(mineRow).map(ContextMenu.labelOf)).toEqual(["SIDEBAR.Delete"]);
    expect(menu.open(gmsRow)).toEqual([]);
  });
});

/** An entry in the running generation's shape (v13 name/condition/callback, v14 label/visible/onClick). */
function entryFor(label: string, test: (li: HTMLElement) => boolean, run: (li: HTMLElement) => unknown):
ContextMenuEntry {
  if (release.generation === 14) return { label, icon: "", visible: test, onClick: (_event, li) => run(li) };
  return { name: label, icon: "", condition: test, callback: run };
}
