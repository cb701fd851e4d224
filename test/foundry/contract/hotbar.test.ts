/**
 * Contract tests: the stand-in's Macro, hotbar and keybindings behave as Foundry v13's API pages document them:
 * foundryvtt.com/api/v13/classes/foundry.documents.Macro.html (execute), …/classes/foundry.documents.User.html
 * (assignHotbarMacro, getHotbarMacros, character), …/functions/hookEvents.hotbarDrop.html ("Default handling of the
 * drop event can be prevented by returning false"), …/classes/foundry.helpers.interaction.ClientKeybindings.html and
 * …/interfaces/foundry.types.KeybindingActionConfig.html (onDown "If True is returned, the event is consumed and no
 * further keybinds execute"; restricted "only a GM can edit and execute this Action").
 */
import { beforeEach, describe, expect, it } from "vitest";
import { Hooks } from "../hooks.js";
import { ClientKeybindings } from "../keybindings.js";
import type { Hotbar, Macro } from "../macro.js";
import { standIn } from "./helpers.js";
import type { FoundryStandIn } from "../index.js";

let foundry: FoundryStandIn;
let MacroClass: { create(d: object): Promise<Macro> };

beforeEach(() => {
  const made = standIn();
  foundry = made.foundry;
  MacroClass = made.cls("Macro") as unknown as typeof MacroClass;
});

const hotbar = () => (globalThis as unknown as { ui: { hotbar: Hotbar } }).ui.hotbar;

describe("Macro and the hotbar (v13)", () => {
  it("a player makes a script macro of their own; execute runs it with actor, token, character and scope", async () => {
    foundry.loginAs(foundry.player);
    const macro = await MacroClass.create({ name: "M", type: "script", command: "return [actor, scope.n];" });
    expect(macro.isOwner).toBe(true);
    expect(await macro.execute({ actor: "A", n: 2 })).toEqual(["A", 2]);
  });

  it("assignHotbarMacro puts a macro in a slot (1 to 50), the first empty one when none is given", async () => {
    const macro = await MacroClass.create({ name: "M", type: "script", command: "" });
    await foundry.gm.assignHotbarMacro(macro, 12);
    expect(foundry.gm.getHotbarMacros(2)[1]).toEqual({ slot: 12, macro });
    await foundry.gm.assignHotbarMacro(macro);
    expect(foundry.gm.hotbar).toEqual({ 1: macro.id });
    await expect(foundry.gm.assignHotbarMacro(macro, 51)).rejects.toThrow();
  });

  it("hotbarDrop(hotbar, data, slot) runs first; a callback returning false prevents the default handling", async () => {
    const macro = await MacroClass.create({ name: "M", type: "script", command: "" });
    const seen: unknown[] = [];
    const id = Hooks.on("hotbarDrop", (bar, data, slot) => { seen.push([bar, data, slot]); return false; });
    expect(await hotbar().drop({ type: "Macro", uuid: macro.uuid }, 4)).toBe(false);
    expect(seen).toEqual([[hotbar(), { type: "Macro", uuid: macro.uuid }, 4]]);
    expect(foundry.gm.hotbar).toEqual({});
    Hooks.off("hotbarDrop", id);
    expect(await hotbar().drop({ type: "Macro", uuid: macro.uuid }, 4)).toBe(true);
    expect(foundry.gm.hotbar).toEqual({ 4: macro.id });
  });
});

describe("ClientKeybindings (v13)", () => {
  it("register during init; get gives the bindings; set changes the editable ones; registering after init throws",
    async () => {
      const keys = new ClientKeybindings();
      keys.register("sys", "go", { name: "Go", editable: [{ key: "KeyG" }], uneditable: [{ key: "F9" }] });
      expect(keys.get("sys", "go")).toEqual([{ key: "F9" }, { key: "KeyG" }]);
      await keys.set("sys", "go", [{ key: "KeyH", modifiers: ["Shift"] }]);
      expect(keys.get("sys", "go")).toEqual([{ key: "F9" }, { key: "KeyH", modifiers: ["Shift"] }]);
      keys.initialize();
      expect(() => keys.register("sys", "late", { name: "Late" })).toThrow();
    });

  it("a key runs the onDown of each action bound to it with exactly its modifiers until one returns true; a "
    + "restricted action runs for a GM only", () => {
    const keys = new ClientKeybindings();
    const ran: string[] = [];
    keys.register("sys", "a", { name: "A", editable: [{ key: "KeyA" }], onDown: () => { ran.push("a"); } });
    keys.register("sys", "b", { name: "B", editable: [{ key: "KeyA" }], onDown: () => { ran.push("b"); return true; } });
    keys.register("sys", "c", { name: "C", editable: [{ key: "KeyA" }], onDown: () => { ran.push("c"); return true; } });
    keys.register("sys", "gm", { name: "GM", restricted: true, editable: [{ key: "KeyA", modifiers: ["Shift"] }],
      onDown: () => { ran.push("gm"); return true; } });
    expect(keys.press("KeyA")).toBe(true);
    expect(ran).toEqual(["a", "b"]);
    foundry.loginAs(foundry.player);
    expect(keys.press("KeyA", ["Shift"])).toBe(false);
    foundry.loginAs(foundry.gm);
    expect(keys.press("KeyA", ["Shift"])).toBe(true);
    expect(ran).toEqual(["a", "b", "gm"]);
  });
});
