// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from "vitest";
import type { ChatLog } from "../chat-log.js";
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
