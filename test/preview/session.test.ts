import { beforeAll, describe, expect, it } from "vitest";
import { startSession, type PreviewSession, type SessionState } from "../../preview/session.js";
import { contextMenuEntry } from "../../src/compat.js";

let session: PreviewSession;
let state: SessionState;

/** The pane titled `title` in the last state. */
function pane(title: string) {
  const view = state.panes.find((p) => p.title === title);
  if (!view) throw new Error(`no pane "${title}" in ${state.panes.map((p) => p.title).join(", ")}`);
  return view;
}

/** The elements of a pane's HTML as the page parses them. */
function parse(html: string): HTMLElement {
  const holder = document.createElement("div");
  holder.innerHTML = html;
  return holder;
}

/** The index of the first element matching `selector` among the pane's `among` elements, as the page counts. */
function indexOf(html: string, among: string, selector: string): number {
  const all = Array.from(parse(html).querySelectorAll(among));
  const index = all.findIndex((el) => el.matches(selector));
  if (index < 0) throw new Error(`no ${selector}`);
  return index;
}

/** Vessa Thorn's stored system data. */
const vessa = () => (game.actors!.contents.find((a) => a.name === "Vessa Thorn")!.system as unknown as
  { hp: { value: number } });

describe("the preview session replays the page's interactions on the real code", () => {
  beforeAll(async () => {
    session = await startSession("legend");
    state = await session.interact({ kind: "state" });
  });

  it("opens the sample sheets, the combat tracker and the chat log for the GM", () => {
    expect(state.panes.map((p) => p.title)).toEqual(["Vessa Thorn", "Orrin Vale", "Gullet bruiser", "Gullet ford", "Hotbar",
      "Combat", "Chat"]);
    expect(state.panes.find((p) => p.title === "Combat")!.role).toBe("combat");
    expect(state.panes.at(-1)!.role).toBe("chat");
    expect(parse(state.panes.at(-1)!.html).querySelectorAll(".chat-message")).toHaveLength(1);
  });

  it("offers the rulebooks under their localized names, by id", () => {
    expect(state.presets).toContainEqual({ id: "lurasko", name: "Legends of Lur-Asko" });
    expect(state.presets.map((p) => p.id)).toEqual(["legend", "sides", "lurasko", "agility", "lot"]);
  });

  it("the sample roll in the chat log says what it is: its flavor names the roll, not the roller again", () => {
    const message = parse(state.panes.at(-1)!.html).querySelector(".chat-message")!;
    expect(message.querySelector(".flavor-text")?.textContent).toBe(
      "Stealth check (a plain Foundry roll, not a Fray card: /roll 1d20 + 4 in the chat)");
  });

  it("clicks the [data-action] element at the page's index: toggleMode turns the sheet to edit mode", async () => {
    const { id, html } = pane("Vessa Thorn");
    const index = indexOf(html, "[data-action]", "[data-action=toggleMode]");
    state = await session.interact({ kind: "click", pane: id, index, action: "toggleMode" });
    expect(parse(pane("Vessa Thorn").html).querySelector("input[name='system.level']")).not.toBeNull();
    expect(state.toasts).toEqual([]);
  });

  it("refuses a click whose element no longer carries the action the page saw, and changes nothing", async () => {
    const before = pane("Vessa Thorn").html;
    state = await session.interact({ kind: "click", pane: pane("Vessa Thorn").id, index: 0, action: "deleteItem" });
    expect(state.toasts.map((t) => t.type)).toEqual(["error"]);
    expect(pane("Vessa Thorn").html).toBe(before);
  });

  it("submits the sheet on a field change, as ApplicationV2 does on change, and re-renders it", async () => {
    state = await session.interact({ kind: "change", pane: pane("Vessa Thorn").id, name: "system.hp.value",
      nameIndex: 0, value: "5" });
    expect(vessa().hp.value).toBe(5);
    expect(parse(pane("Vessa Thorn").html).querySelector(".fray-bar-hp [role=meter]")!
      .getAttribute("aria-valuenow")).toBe("5");
  });

  it("returns the sheet's notice about a bad number as a toast and writes nothing", async () => {
    const writes = session.stand.operations.length;
    state = await session.interact({ kind: "change", pane: pane("Vessa Thorn").id, name: "system.hp.value",
      nameIndex: 0, value: "" });
    expect(state.toasts.map((t) => t.type)).toEqual(["warn"]);
    expect(session.stand.operations.length).toBe(writes);
    expect(vessa().hp.value).toBe(5);
  });

  it("lists the visible entries of a context menu the application built and runs the chosen one", async () => {
    const chosen: string[] = [];
    const { ApplicationV2 } = foundry.applications.api as unknown as { ApplicationV2: new () => {
      element: HTMLElement; render(o: object): Promise<unknown>; _onFirstRender(c: object, o: object): void } };
    const Menu = (foundry.applications as unknown as { ux: { ContextMenu: new (...a: unknown[]) => object } }).ux
      .ContextMenu;
    class Listing extends ApplicationV2 {
      override _onFirstRender(context: object, options: object): void {
        super._onFirstRender(context, options);
        this.element.innerHTML = "<ol><li data-name='a'>A</li><li data-name='b'>B</li></ol>";
        new Menu(this.element, "li", [
          contextMenuEntry({ label: "FRAY.SHEET.editMode", icon: "", onClick: (li) => chosen.push(li.dataset.name!) }),
          contextMenuEntry({ label: "hidden", icon: "", visible: () => false, onClick: () => chosen.push("no") }),
        ]);
      }
    }
    await new Listing().render({ force: true });
    state = await session.interact({ kind: "state" });
    const listing = state.panes.find((p) => p.html.includes("data-name"))!;
    state = await session.interact({ kind: "contextmenu", pane: listing.id,
      index: indexOf(listing.html, "*", "[data-name=b]") });
    expect(state.menu?.entries.map((e) => e.label)).toEqual([game.i18n.localize("FRAY.SHEET.editMode")]);
    state = await session.interact({ kind: "menu", entry: 0 });
    expect(chosen).toEqual(["b"]);
  });

  it("logs in as the player: their own sheet editable, the observed one read-only, the NPC limited", async () => {
    state = await session.interact({ kind: "login", user: session.stand.player.id });
    expect(state.user).toBe(session.stand.player.id);
    expect(parse(pane("Vessa Thorn").html).querySelector("input[name='system.hp.value']:not([disabled])"))
      .not.toBeNull();
    expect(parse(pane("Orrin Vale").html).querySelector("input:not([disabled]), [data-action=toggleMode]"))
      .toBeNull();
    expect(parse(pane("Gullet bruiser").html).querySelector(".fray-limited")).not.toBeNull();
  });

  it("switches the rulebook as the GM would, keeping the player logged in, with one combat per rulebook", async () => {
    state = await session.interact({ kind: "preset", preset: "lot" });
    expect(state.preset).toBe("lot");
    expect(state.user).toBe(session.stand.player.id);
    const combats = game.combats!.contents as unknown as { active: boolean; flags: { preview: { preset: string } } }[];
    expect(combats.map((c) => [c.flags.preview.preset, c.active])).toEqual([["legend", false], ["lot", true]]);
  });
});
