/**
 * The hotbar pane: the preview's stand-in for Foundry's hotbar (`ui.hotbar`). It shows the first ten slots of the
 * user's hotbar, each macro a button that runs it (Macro#execute, as a click on a hotbar slot does), and the weapons
 * and abilities of the actor the user acts as (the selected token's, else the user's character), each a button that
 * drops it on the first empty slot (ui.hotbar.drop, what dragging it from the sheet does: the `hotbarDrop` hook
 * makes the macro). Below, the keys Fray binds (Configure Controls), which the page sends as the person presses them.
 */
import type { ApplicationOptions, ApplicationV2 as StandInApplication } from "../test/foundry/application.js";
import type { Hotbar } from "../test/foundry/macro.js";

/** An application's click action, as ApplicationOptions types it. */
type Action = NonNullable<ApplicationOptions["actions"]>[string];

/** Escapes text for HTML. */
const escape = (text: string): string => foundry.utils.escapeHTML(text);

/** Localizes a key. */
const t = (key: string): string => escape(game.i18n.localize(key));

/** The stand-in hotbar. */
const hotbar = () => (ui as unknown as { hotbar: Hotbar }).hotbar;

/** A row of `game.fray.api.actionsFor`. */
interface Row {
  name: string;
  uuid: string;
  type: string;
}

/** The actor the user acts as: the first controlled token's, else the user's character. */
function actingActor(): Actor.Implementation | null {
  const token = (canvas as unknown as { tokens: { controlled: { actor: Actor.Implementation | null }[] } })
    .tokens.controlled[0];
  return token?.actor ?? (game.user as unknown as { character: Actor.Implementation | null }).character ?? null;
}

/** The keys a person may press, by Fray's binding, as Configure Controls shows them. */
function keyList(): string {
  const keys = game.keybindings as unknown as { actions: Map<string, { name: string; restricted?: boolean }>;
    bindings: Map<string, { key: string; modifiers?: string[] }[]> };
  return [...keys.actions.entries()].filter(([id, a]) => id.startsWith("fray.") && (!a.restricted || game.user.isGM))
    .map(([id, a]) => {
      const shown = (keys.bindings.get(id) ?? []).map((b) => [...(b.modifiers ?? []), b.key.replace(/^(Key|Digit)/, "")]
        .join("+")).join(", ");
      return `<li><kbd>${escape(shown)}</kbd> ${t(a.name)}</li>`;
    }).join("");
}

/** Creates the hotbar pane's application class on the stand-in's ApplicationV2. */
export function hotbarPaneClass(): new () => StandInApplication {
  const Base = (foundry.applications.api as unknown as { ApplicationV2: typeof StandInApplication }).ApplicationV2;

  /** The hotbar pane. */
  class PreviewHotbar extends Base {
    static override DEFAULT_OPTIONS: ApplicationOptions = {
      id: "preview-hotbar",
      classes: ["preview-hotbar"],
      position: { width: 360, height: 440 },
      actions: {
        runMacro: PreviewHotbar.#onRun as Action,
        dropItem: PreviewHotbar.#onDrop as Action,
      },
    };

    /** The pane's title. */
    override get title(): string {
      return game.i18n.localize("PREVIEW.Hotbar.title");
    }

    /** The slots, the items to drop on them, and the keys. */
    override async _renderHTML(): Promise<string> {
      const slots = hotbar().macros.map(({ slot, macro }) => (macro
        ? `<li><button type="button" data-action="runMacro" data-slot="${slot}"><b>${slot % 10}</b> ${
          escape(macro.name)}</button></li>`
        : `<li class="empty"><b>${slot % 10}</b></li>`)).join("");
      const actor = actingActor();
      const list = actor ? (game as unknown as { fray: { api: { actionsFor(a: unknown): { weapons: Row[];
        abilities: Row[] } } } }).fray.api.actionsFor(actor) : null;
      const rows = list ? [...list.weapons, ...list.abilities].map((r) => "<li><button type=\"button\" "
        + `data-action="dropItem" data-uuid="${escape(r.uuid)}"><i class="fa-solid fa-hand-pointer" inert></i> ${
          escape(r.name)}</button></li>`).join("") : "";
      return `<ol class="preview-hotbar-slots">${slots}</ol>`
        + `<p class="preview-scene-hint">${actor ? escape(game.i18n.format("PREVIEW.Hotbar.drag",
          { name: actor.name })) : t("PREVIEW.Hotbar.noActor")}</p><ul class="preview-hotbar-items">${rows}</ul>`
        + `<p class="preview-scene-hint">${t("PREVIEW.Hotbar.keys")}</p><ul class="preview-keys">${keyList()}</ul>`;
    }

    /** Runs the clicked slot's macro, as a click on a hotbar slot does. */
    static async #onRun(this: PreviewHotbar, _event: Event, target: HTMLElement): Promise<void> {
      const slot = Number(target.dataset.slot);
      const macro = hotbar().macros.find((m) => m.slot === slot)?.macro as { execute(): Promise<unknown> } | null;
      await macro?.execute();
      await this.render();
    }

    /** Drops the clicked item on the first empty slot, as dragging it from the sheet does. */
    static async #onDrop(this: PreviewHotbar, _event: Event, target: HTMLElement): Promise<void> {
      const empty = hotbar().macros.find((m) => !m.macro)?.slot ?? 1;
      await hotbar().drop({ type: "Item", uuid: target.dataset.uuid ?? "" }, empty);
      await new Promise((done) => setTimeout(done, 0));
      await this.render();
    }
  }
  return PreviewHotbar;
}
