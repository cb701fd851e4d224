import { Window } from "happy-dom";
import { Roll, type RollData } from "./dice.js";
import { type Document, type OperationOptions, world } from "./documents.js";
import { DataModelValidationError } from "./fields.js";
import { Hooks } from "./hooks.js";
import type { ClientSettings } from "./settings.js";
import type { User } from "./users.js";

/** Who speaks a message (ChatSpeakerData). */
export interface ChatSpeaker {
  scene: string | null;
  actor: string | null;
  token: string | null;
  alias: string | null;
}

/** The roll modes of v13 (CONFIG.Dice.rollModes). */
export const ROLL_MODES = ["publicroll", "gmroll", "blindroll", "selfroll"] as const;
/** The message modes of v14 (CONFIG.ChatMessage.modes), in the same order as the roll modes. */
export const MESSAGE_MODES = ["public", "gm", "blind", "self"] as const;

/** The generation the stand-in runs as (game.release.generation, 13 unless set). */
function generation(): number {
  return (game as { release?: { generation?: number } }).release?.generation ?? 13;
}

/** The stand-in's game.settings. */
function settings(): ClientSettings {
  return game.settings as unknown as ClientSettings;
}

/** The mode setting of this generation: core.rollMode (v13) or core.messageMode (v14). */
function modeSettingKey(): string {
  return generation() === 14 ? "messageMode" : "rollMode";
}

let privateWindow: Window | null = null;

/** A document to render into: the test's DOM (happy-dom environment) or else one private happy-dom window. */
export function htmlDocument(): globalThis.Document {
  if (globalThis.document) return globalThis.document;
  privateWindow ??= new Window();
  return privateWindow.document as unknown as globalThis.Document;
}

/**
 * What a ChatMessage's constructor does with its own fields: defaults, and rolls stored as evaluated JSON. A
 * ChatMessage has no name; the name given here only satisfies documents.ts until it validates per document type.
 */
function cleanChatData(data: Record<string, unknown>): Record<string, unknown> {
  const rolls = (data.rolls ?? []) as unknown[];
  if (!Array.isArray(rolls)) throw new DataModelValidationError({ rolls: "must be an array" });
  const stored = rolls.map((roll, i) => {
    const json = typeof roll === "string" ? roll : JSON.stringify(roll);
    const parsed = JSON.parse(json) as Partial<RollData>;
    if (!parsed.evaluated) {
      throw new DataModelValidationError({ [`rolls.${i}`]: "Roll objects added to ChatMessage documents must be evaluated" });
    }
    return json;
  });
  const whisper = (data.whisper ?? []) as unknown[];
  if (!Array.isArray(whisper) || whisper.some((id) => typeof id !== "string")) {
    throw new DataModelValidationError({ whisper: "must be an array of user ids" });
  }
  return {
    content: "", flavor: "", blind: false, author: game.user?.id ?? null, ...data,
    whisper, rolls: stored,
    speaker: { scene: null, actor: null, token: null, alias: null, ...(data.speaker as object | undefined) },
  };
}

/**
 * Adds ChatMessage behaviour to the stand-in's document class: rolls rebuilt through CONFIG.Dice.rolls, speaker,
 * roll/message modes, author and visibility, and renderHTML with the renderChatMessageHTML hook.
 */
export function withChatMessage(Base: typeof Document): typeof Document {
  return class ChatMessage extends Base {
    /** Cleans the ChatMessage fields before the base document validates them. */
    constructor(data: Record<string, unknown>, context?: { parent?: Document | null }) {
      super(cleanChatData(data), context);
    }

    /** The speaker for an actor or token, or else the current user (ChatMessage.getSpeaker). */
    static getSpeaker({ scene, actor, token, alias }: { scene?: Document | null; actor?: Document | null;
      token?: (Document & { actor?: Document | null }) | null; alias?: string } = {}): ChatSpeaker {
      if (token) {
        return { scene: token.parent?.id ?? scene?.id ?? null, actor: token.actor?.id ?? null, token: token.id,
          alias: alias ?? token.name ?? null };
      }
      if (actor) return { scene: scene?.id ?? null, actor: actor.id, token: null, alias: alias ?? actor.name };
      return { scene: scene?.id ?? null, actor: null, token: null, alias: alias ?? world.users.current?.name ?? null };
    }

    /** The ids of the users a whisper to `name` reaches; "GM" means every game master. */
    static getWhisperRecipients(name: string): User[] {
      const users = world.users.contents;
      if (name.toLowerCase() === "gm") return users.filter((u) => u.isGM);
      return users.filter((u) => u.name === name);
    }

    /**
     * Applies a roll mode (v13: publicroll, gmroll, blindroll, selfroll, or "roll" for the setting) or a message
     * mode (v14: public, gm, blind, self) to message data: whisper and blind; an unknown mode throws.
     */
    static applyRollMode(data: Record<string, unknown>, mode: string): Record<string, unknown> {
      const modes: readonly string[] = generation() === 14 ? MESSAGE_MODES : ROLL_MODES;
      const chosen = mode === "roll" ? String(settings().get("core", modeSettingKey())) : mode;
      const index = modes.indexOf(chosen);
      if (index < 0) throw new Error(`"${mode}" is not a ${generation() === 14 ? "message" : "roll"} mode`);
      const gms = ChatMessage.getWhisperRecipients("GM").map((u) => u.id);
      data.whisper = [[], gms, gms, [world.users.current?.id]][index];
      data.blind = index === 2;
      return data;
    }

    /** Applies the mode given to create (`rollMode` in v13, `messageMode` in v14) before the message is stored. */
    override async _preCreate(data: Record<string, unknown>, options: OperationOptions,
      user: User | null): Promise<boolean | void> {
      const mode = options[modeSettingKey()];
      if (typeof mode === "string") this.applyRollMode(mode);
      return super._preCreate(data, options, user);
    }

    /** Applies a mode to this message's source (ChatMessage#applyRollMode). */
    applyRollMode(mode: string): void {
      const data = { whisper: [...(this._source.whisper as string[])], blind: this._source.blind === true };
      ChatMessage.applyRollMode(data, mode);
      this.updateSource(data);
    }

    /** Initializes `author` as the User and `rolls` as Roll instances rebuilt through CONFIG.Dice.rolls. */
    override _initializeSource(): void {
      super._initializeSource();
      const author = world.users.get(String(this._source.author)) ?? null;
      const rolls = (this._source.rolls as string[]).map((json) => Roll.fromJSON(json));
      for (const [key, value] of Object.entries({ author, rolls })) {
        Object.defineProperty(this, key, { value, writable: true, enumerable: true, configurable: true });
      }
    }

    declare author: User | null;
    declare rolls: Roll[];
    declare whisper: string[];
    declare blind: boolean;
    declare content: string;
    declare flavor: string;
    declare speaker: ChatSpeaker;

    /** True when the message carries rolls. */
    get isRoll(): boolean {
      return this.rolls.length > 0;
    }

    /** True when the current user wrote the message. */
    get isAuthor(): boolean {
      return world.users.current !== null && this._source.author === world.users.current.id;
    }

    /** True when the message shows in the current user's log: public, whispered to them, theirs, or a roll. */
    get visible(): boolean {
      if (!this.whisper.length) return true;
      return this.isRoll || this.isAuthor || this.whisper.includes(world.users.current?.id ?? "");
    }

    /** True when the current user may read the content: recipients, and the author unless the message is blind. */
    get isContentVisible(): boolean {
      if (!this.visible) return false;
      if (!this.whisper.length) return true;
      return this.whisper.includes(world.users.current?.id ?? "") || (this.isAuthor && !this.blind);
    }

    /**
     * Renders the message as an HTMLElement (the speaker and any flavor, as `.flavor-text`, in the header; the
     * content below) and calls the renderChatMessageHTML hook with it.
     */
    async renderHTML(): Promise<HTMLElement> {
      const doc = htmlDocument();
      const li = doc.createElement("li");
      li.className = "chat-message message flexcol";
      li.dataset.messageId = this.id;
      const header = doc.createElement("header");
      header.className = "message-header";
      header.textContent = this.speaker.alias ?? this.author?.name ?? "";
      if (this.flavor) {
        const flavor = doc.createElement("span");
        flavor.className = "flavor-text";
        flavor.innerHTML = this.flavor;
        header.append(flavor);
      }
      const content = doc.createElement("div");
      content.className = "message-content";
      if (this.isContentVisible) content.innerHTML = this.content;
      li.append(header, content);
      Hooks.callAll("renderChatMessageHTML", this, li, { message: this.toObject() });
      return li;
    }
  } as unknown as typeof Document;
}
