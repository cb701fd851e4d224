import { beforeEach, describe, expect, it } from "vitest";
import { type ChatSpeaker } from "../chat.js";
import { Roll, scriptFaces } from "../dice.js";
import { TypeDataModel } from "../data-model.js";
import type { Document } from "../documents.js";
import { Hooks } from "../hooks.js";
import { installFoundry, type FoundryStandIn } from "../index.js";

const API = "foundryvtt.com/api/v13 foundry.documents.ChatMessage";

/** The stand-in's ChatMessage as the tests use it. */
type Message = Document & {
  rolls: Roll[]; whisper: string[]; blind: boolean; content: string; speaker: ChatSpeaker; isAuthor: boolean;
  isContentVisible: boolean; visible: boolean; renderHTML(): Promise<HTMLElement>; applyRollMode(mode: string): void;
};
interface MessageClass {
  create(data: Record<string, unknown>, options?: Record<string, unknown>): Promise<Message>;
  getSpeaker(options?: Record<string, unknown>): ChatSpeaker;
  applyRollMode(data: Record<string, unknown>, mode: string): Record<string, unknown>;
}

let foundry: FoundryStandIn;
let ChatMessage: MessageClass;

/** Starts a fresh stand-in of a Foundry generation (game.release.generation) with its core mode setting. */
function useGeneration(generation: 13 | 14): void {
  foundry = installFoundry({ generation });
  ChatMessage = foundry.CONFIG.ChatMessage!.documentClass as unknown as MessageClass;
}

beforeEach(() => {
  foundry = installFoundry({ generation: 13 });
  ChatMessage = foundry.CONFIG.ChatMessage!.documentClass as unknown as MessageClass;
});

describe(`${API}#rolls`, () => {
  it("stores each roll as JSON and exposes Roll instances rebuilt through CONFIG.Dice.rolls", async () => {
    class Custom extends Roll {}
    (foundry.CONFIG.Dice!.rolls as unknown[]).push(Custom);
    scriptFaces([20, 11]);
    const roll = await new Custom("1d20 + 1").evaluate();
    const message = await ChatMessage.create({ rolls: [roll] });
    expect(typeof (message.toObject().rolls as unknown[])[0]).toBe("string");
    expect(message.rolls[0]).toBeInstanceOf(Custom);
    expect(message.rolls[0]!.total).toBe(12);
  });

  it("refuses a roll that was not evaluated", async () => {
    await expect(ChatMessage.create({ rolls: [new Roll("1d20")] })).rejects.toThrow(/must be evaluated/);
  });
});

describe(`${API}.getSpeaker`, () => {
  it("refuses an update that puts anything but an evaluated roll into rolls, and keeps the message as it was "
    + "(BaseChatMessage#validateRoll, foundryvtt.com/api/v11; foundryvtt/foundryvtt#7833)", async () => {
    scriptFaces([20, 7]);
    const message = await ChatMessage.create({ rolls: [await new Roll("1d20").evaluate()] });
    for (const bad of [0, { rows: 0 }, JSON.stringify({ class: "Roll", formula: "1d20" })]) {
      await expect(message.update({ rolls: [bad] })).rejects.toThrow(/must be evaluated/);
      expect(message.rolls.map((roll) => roll.total)).toEqual([7]);
    }
  });

  it("names the actor, the token (with its scene) or else the current user", async () => {
    foundry.CONFIG.Actor!.dataModels = Object.assign(foundry.CONFIG.Actor!.dataModels as object,
      { character: class extends TypeDataModel { static override defineSchema() { return {}; } } });
    const Actor = foundry.CONFIG.Actor!.documentClass as typeof Document;
    const actor = (await Actor.create({ name: "Ada", type: "character" }))!;
    expect(ChatMessage.getSpeaker({ actor })).toEqual({ scene: null, actor: actor.id, token: null, alias: "Ada" });
    const token = { id: "tok0000000000001", name: "Ada's token", actor, parent: { id: "scn0000000000001" } };
    expect(ChatMessage.getSpeaker({ token })).toEqual({ scene: "scn0000000000001", actor: actor.id,
      token: "tok0000000000001", alias: "Ada's token" });
    expect(ChatMessage.getSpeaker()).toEqual({ scene: null, actor: null, token: null, alias: "Gamemaster" });
    expect(ChatMessage.getSpeaker({ actor, alias: "Someone" }).alias).toBe("Someone");
  });
});

describe(`${API}.applyRollMode (v13 CONFIG.Dice.rollModes)`, () => {
  it("publicroll whispers no one; gmroll whispers the GMs; blindroll is blind too; selfroll whispers the roller", () => {
    foundry.loginAs(foundry.player);
    const gm = [foundry.gm.id];
    expect(ChatMessage.applyRollMode({}, "publicroll")).toEqual({ whisper: [], blind: false });
    expect(ChatMessage.applyRollMode({}, "gmroll")).toEqual({ whisper: gm, blind: false });
    expect(ChatMessage.applyRollMode({}, "blindroll")).toEqual({ whisper: gm, blind: true });
    expect(ChatMessage.applyRollMode({}, "selfroll")).toEqual({ whisper: [foundry.player.id], blind: false });
  });

  it("'roll' takes the user's core.rollMode setting; an unknown mode throws", async () => {
    await foundry.game.settings.set("core", "rollMode", "blindroll");
    expect(ChatMessage.applyRollMode({}, "roll")).toMatchObject({ blind: true });
    expect(() => ChatMessage.applyRollMode({}, "gm")).toThrow();
  });

  it("ChatMessage.create(data, {rollMode}) applies the mode before the message is stored", async () => {
    const message = await ChatMessage.create({ content: "x" }, { rollMode: "gmroll" });
    expect(message.whisper).toEqual([foundry.gm.id]);
    expect(message.toObject().whisper).toEqual([foundry.gm.id]);
  });

  it("#applyRollMode changes the message's own whisper and blind", async () => {
    const message = await ChatMessage.create({ content: "x" });
    message.applyRollMode("blindroll");
    expect(message.whisper).toEqual([foundry.gm.id]);
    expect(message.blind).toBe(true);
  });
});

describe(`${API} v14 message modes (core.messageMode, CONFIG.ChatMessage.modes)`, () => {
  it("public, gm, blind and self replace the roll modes; the v13 names throw", () => {
    useGeneration(14);
    foundry.loginAs(foundry.player);
    expect(ChatMessage.applyRollMode({}, "public")).toEqual({ whisper: [], blind: false });
    expect(ChatMessage.applyRollMode({}, "gm")).toEqual({ whisper: [foundry.gm.id], blind: false });
    expect(ChatMessage.applyRollMode({}, "blind")).toEqual({ whisper: [foundry.gm.id], blind: true });
    expect(ChatMessage.applyRollMode({}, "self")).toEqual({ whisper: [foundry.player.id], blind: false });
    expect(() => ChatMessage.applyRollMode({}, "gmroll")).toThrow();
  });

  it("ChatMessage.create(data, {messageMode}) applies the mode before the message is stored", async () => {
    useGeneration(14);
    const message = await ChatMessage.create({ content: "x" }, { messageMode: "blind" });
    expect(message.blind).toBe(true);
  });

  it("core.messageMode is the setting; Roll#toMessage takes messageMode, not rollMode", async () => {
    useGeneration(14);
    expect(foundry.game.settings.get("core", "messageMode")).toBe("public");
    const data = await new Roll("1d4").toMessage({}, { messageMode: "blind", create: false }) as Record<string, unknown>;
    expect(data.blind).toBe(true);
    await expect(new Roll("1d4").toMessage({}, { rollMode: "blindroll" })).rejects.toThrow(/messageMode/);
  });
});

describe(`${API}#isAuthor, #visible, #isContentVisible`, () => {
  it("a blind roll hides its content from its author but not from the GM it is whispered to", async () => {
    foundry.loginAs(foundry.player);
    const roll = await new Roll("1d20").evaluate();
    const message = await ChatMessage.create(ChatMessage.applyRollMode({ rolls: [roll] }, "blindroll"));
    expect(message.isAuthor).toBe(true);
    expect(message.visible).toBe(true);
    expect(message.isContentVisible).toBe(false);
    foundry.loginAs(foundry.gm);
    expect(message.isAuthor).toBe(false);
    expect(message.isContentVisible).toBe(true);
  });

  it("a whisper without rolls is not visible to a user it is not for; a public message is visible to all", async () => {
    const whisper = await ChatMessage.create({ content: "psst", whisper: [foundry.gm.id] });
    const open = await ChatMessage.create({ content: "hello" });
    foundry.loginAs(foundry.player);
    expect(whisper.visible).toBe(false);
    expect(whisper.isContentVisible).toBe(false);
    expect(open.isContentVisible).toBe(true);
  });

  it("a gm roll shows its content to its author", async () => {
    foundry.loginAs(foundry.player);
    const roll = await new Roll("1d20").evaluate();
    const message = await ChatMessage.create(ChatMessage.applyRollMode({ rolls: [roll] }, "gmroll"));
    expect(message.isContentVisible).toBe(true);
  });
});

describe(`${API}#renderHTML (v13 hookEvents.renderChatMessageHTML)`, () => {
  it("returns an HTMLElement with the content and calls renderChatMessageHTML with it", async () => {
    const seen: unknown[] = [];
    Hooks.on("renderChatMessageHTML", (message, html) => seen.push(message, html));
    const message = await ChatMessage.create({ content: "<p class=\"card\">Hit</p>" });
    const html = await message.renderHTML();
    expect(html.querySelector(".message-content .card")?.textContent).toBe("Hit");
    expect(html.dataset.messageId).toBe(message.id);
    expect(seen).toEqual([message, html]);
  });

  it("shows the flavor in the header as .flavor-text (read there by dnd5e chat-message.mjs "
    + "#_displayChatActionButtons); none without one", async () => {
    const message = await ChatMessage.create({ flavor: "<em>Sneak</em> roll", content: "6" });
    const html = await message.renderHTML();
    expect(html.querySelector(".message-header .flavor-text")?.innerHTML).toBe("<em>Sneak</em> roll");
    const bare = await (await ChatMessage.create({ content: "6" })).renderHTML();
    expect(bare.querySelector(".flavor-text")).toBeNull();
  });

  it("leaves the content out for a user who may not see it", async () => {
    const message = await ChatMessage.create({ content: "<p>secret</p>", whisper: [foundry.gm.id], blind: true,
      rolls: [await new Roll("1d4").evaluate()] });
    foundry.loginAs(foundry.player);
    expect((await message.renderHTML()).querySelector(".message-content")?.innerHTML).toBe("");
  });
});
