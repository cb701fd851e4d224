/**
 * foundry.documents.Macro and foundry.applications.ui.Hotbar as their v13 API pages document them
 * (foundryvtt.com/api/v13/classes/foundry.documents.Macro.html, …/classes/foundry.applications.ui.Hotbar.html,
 * …/functions/hookEvents.hotbarDrop.html): a world Macro (`name`, `type` "script" or "chat", `img`, `command`,
 * `author`) whose `execute(scope)` runs a script with `speaker, actor, token, character, scope` in reach; a user's
 * hotbar (`User#hotbar`, `User#assignHotbarMacro`, `User#getHotbarMacros`); and the Hotbar's drop, which calls
 * `hotbarDrop(hotbar, data, slot)` and runs the default handling unless a callback returns false.
 */
import { Document, type Action } from "./documents.js";
import { FilePathField, ObjectField, StringField, type DataField } from "./fields.js";
import { Hooks } from "./hooks.js";
import type { User } from "./users.js";
import { OWNERSHIP, world } from "./world.js";

type Source = Record<string, unknown>;

/** The signature of an async function built from a macro's command. */
type Script = (...args: unknown[]) => Promise<unknown>;
const AsyncFunction = (async () => undefined).constructor as new (...args: string[]) => Script;

/** foundry.documents.BaseMacro: a world document written by its author, who owns it (and a GM). */
export class Macro extends Document {
  /** BaseMacro's types (CONST.MACRO_TYPES). */
  static override baseTypes: string[] = ["script", "chat"];

  /** The Macro fields (MacroData) a hotbar macro uses. */
  static override defineSchema(): Record<string, DataField> {
    return { name: new StringField({ required: true, blank: false }),
      type: new StringField({ required: true, blank: false, initial: "script", choices: ["script", "chat"] }),
      author: new StringField({ required: true, nullable: true, blank: false,
        initial: () => world.users.current?.id ?? null }),
      img: new FilePathField({ nullable: true, initial: "icons/svg/dice-target.svg" }),
      command: new StringField({ required: true, blank: true, initial: "" }),
      ownership: new ObjectField({ initial: () => ({ default: OWNERSHIP.NONE }) }), flags: new ObjectField() };
  }

  /** Any player may make a macro of their own; its author and a GM own it. */
  override canUserModify(user: User | null, action: Action = "update", data: Source = {}): boolean {
    if (!user) return false;
    if (user.isGM) return true;
    if (action === "create") return (data.author ?? this._source.author) === user.id;
    return this.testUserPermission(user, "OWNER");
  }

  /** The author owns the macro as well as what `ownership` grants. */
  override getUserLevel(user: User | null): number {
    if (user && this._source.author === user.id) return OWNERSHIP.OWNER;
    return super.getUserLevel(user);
  }

  /**
   * Macro#execute(scope): a script macro runs its command as an async function of `speaker, actor, token,
   * character, scope` (the scope's own keys too), the actor and token of the user's controlled token by default;
   * resolves with what the script returns. A chat macro is outside what Fray uses and is refused.
   */
  async execute(scope: Source = {}): Promise<unknown> {
    if (this._source.type !== "script") throw new Error("The stand-in runs script macros only");
    const user = world.users.current;
    const canvas = (globalThis as { canvas?: { tokens?: { controlled?: { actor?: unknown; document?: unknown }[] } } })
      .canvas;
    const token = (scope.token ?? canvas?.tokens?.controlled?.[0] ?? null) as { actor?: unknown } | null;
    const character = user?.character ?? null;
    const actor = scope.actor ?? token?.actor ?? character;
    const reserved = ["speaker", "actor", "token", "character", "scope"];
    const extra = Object.keys(scope).filter((k) => !reserved.includes(k));
    const fn = new AsyncFunction(...reserved, ...extra, String(this._source.command));
    return fn.call(this, {}, actor, token, character, scope, ...extra.map((k) => scope[k]));
  }
}

/** foundry.applications.ui.Hotbar: five pages of ten slots of the current user's macros. */
export class Hotbar {
  /** The page shown (1-based). */
  page = 1;

  /** The current user's macros of the page shown, slot by slot (Hotbar#macros). */
  get macros(): { slot: number; macro: Document | null }[] {
    return world.users.current?.getHotbarMacros(this.page) ?? [];
  }

  /**
   * Drops `data` on `slot` (the Hotbar's `_onDrop`): calls `hotbarDrop(hotbar, data, slot)`; unless a callback
   * returns false, a dropped Macro is assigned to the slot (the default handling of other documents, a macro that
   * opens their sheet, is not modelled). Resolves with whether the default handling ran.
   */
  async drop(data: Source, slot: number): Promise<boolean> {
    if (Hooks.call("hotbarDrop", this, data, slot) === false) return false;
    if (data.type !== "Macro") return true;
    const macro = [...world.collections.Macro?.values() ?? []].find((m) => m.uuid === data.uuid) ?? null;
    if (macro) await world.users.current?.assignHotbarMacro(macro, slot);
    return true;
  }
}
