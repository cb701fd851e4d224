/**
 * The scene pane: the preview's stand-in for Foundry's canvas, where a person targets tokens and puts them into the
 * encounter. It lists the viewed scene's tokens the user can see, each with a Target toggle (Token#setTarget for
 * this user, as a click with the targeting key does) and, for the GM, the token HUD's Enter / Exit Combat (a
 * Combatant for the token in the viewed encounter, which is made when there is none yet). Players get no combat
 * toggle: the stand-in lets only the GM create and delete combatants. A token the user owns can be selected
 * (Token#control, a click on it), and the selected token's ruler is drawn as a strip of squares coloured by Fray's
 * TokenRuler (CONFIG.Token.rulerClass), as a drag of it across the canvas, eastward from where it stands, would
 * colour its path (under Lur-Asko, by the zone of each square).
 */
import type { ApplicationOptions, ApplicationV2 as StandInApplication } from "../test/foundry/application.js";
import { rulerWalk, type TokenRuler } from "../test/foundry/token-ruler.js";

/** A token placeable as the pane reads it. */
interface Placeable {
  id: string;
  name: string;
  isTargeted: boolean;
  controlled: boolean;
  control(options?: { releaseOthers?: boolean }): boolean;
  release(): boolean;
  document: { id: string; hidden: boolean; disposition: number; actorId: string | null; x: number; y: number;
    elevation: number; texture?: { src?: string }; parent: { id: string; grid?: { size: number } } | null };
  setTarget(targeted: boolean, options: { releaseOthers: boolean }): void;
}

/** A combat as the pane drives it. */
interface CombatLike {
  id: string;
  combatants: { contents: { id: string; tokenId: string | null }[] };
  createEmbeddedDocuments(name: string, data: object[]): Promise<unknown>;
  deleteEmbeddedDocuments(name: string, ids: string[]): Promise<unknown>;
}

/** The tracker whose viewed encounter the pane adds to. */
interface TrackerLike {
  viewed: CombatLike | null;
  initialize(options: { combat: CombatLike }): Promise<unknown>;
}

/** An application's click action, as ApplicationOptions types it. */
type Action = NonNullable<ApplicationOptions["actions"]>[string];

/** Escapes text for HTML. */
const escape = (text: string): string => foundry.utils.escapeHTML(text);

/** Localizes a key. */
const t = (key: string): string => escape(game.i18n.localize(key));

/** The tokens of the viewed scene this user sees: all for the GM, the visible ones for a player. */
function visibleTokens(): Placeable[] {
  const tokens = (canvas as unknown as { tokens: { placeables: Placeable[] } }).tokens.placeables;
  return tokens.filter((token) => game.user.isGM || !token.document.hidden);
}

/** The encounter the tracker shows. */
function viewedCombat(): CombatLike | null {
  return (ui as unknown as { combat?: TrackerLike }).combat?.viewed ?? null;
}

/** The id of the combatant of `token` in `combat`, if any. */
function combatantOf(combat: CombatLike | null, token: Placeable): string | undefined {
  return combat?.combatants.contents.find((c) => c.tokenId === token.id)?.id;
}

/** One token row: portrait, name, side, and its buttons. */
function tokenRow(token: Placeable, combat: CombatLike | null): string {
  const side = token.document.disposition > 0 ? "friendly" : token.document.disposition < 0 ? "hostile" : "neutral";
  const inCombat = !!combatantOf(combat, token);
  const target = `<button type="button" class="preview-token-target${token.isTargeted ? " active" : ""}" `
    + `data-action="toggleTarget" aria-pressed="${token.isTargeted}"><i class="fa-solid fa-bullseye" inert></i> `
    + `${t(token.isTargeted ? "PREVIEW.Scene.untarget" : "PREVIEW.Scene.target")}</button>`;
  const owned = (token.document as unknown as { isOwner: boolean }).isOwner;
  const select = owned ? `<button type="button" class="preview-token-select${token.controlled ? " active" : ""}" `
    + `data-action="toggleSelect" aria-pressed="${token.controlled}"><i class="fa-solid fa-arrow-pointer" inert></i> `
    + `${t(token.controlled ? "PREVIEW.Scene.release" : "PREVIEW.Scene.select")}</button>` : "";
  const combatButton = game.user.isGM ? `<button type="button" class="preview-token-combat${
    inCombat ? " active" : ""}" data-action="toggleCombat"><i class="fa-solid fa-hand-fist" inert></i> ${
    t(inCombat ? "PREVIEW.Scene.exitCombat" : "PREVIEW.Scene.enterCombat")}</button>` : "";
  return `<li class="preview-token ${side}" data-token-id="${escape(token.id)}">`
    + `<img src="${escape(token.document.texture?.src || "icons/svg/mystery-man.svg")}" alt="">`
    + `<span class="preview-token-name">${escape(token.name)}</span>${select}${target}${combatButton}</li>`;
}

/**
 * Twelve squares of 5 ft eastward from where the selected token stands, its path as its ruler colours each (the
 * user's colour: core's).
 */
function rulerStrip(): string {
  const token = visibleTokens().find((t) => t.controlled);
  const Ruler = CONFIG.Token.rulerClass as unknown as typeof TokenRuler;
  if (!token || !Ruler) return `<p class="preview-scene-hint">${t("PREVIEW.Scene.rulerNone")}</p>`;
  const { x, y, elevation, parent } = token.document;
  const size = parent?.grid?.size ?? 100;
  const drawn = new Ruler(token as never).draw(rulerWalk(Array.from({ length: 13 }, (_, i) => ({ x: x + i * size, y,
    elevation, cost: i * 5 }))));
  const squares = drawn.slice(1).map((d, i) => `<li style="background:#${(d.segment.color ?? 0).toString(16)
    .padStart(6, "0")}" data-tooltip="${(i + 1) * 5} ft"></li>`).join("");
  return `<p class="preview-scene-hint">${escape(game.i18n.format("PREVIEW.Scene.ruler", { name: token.name }))}</p>`
    + `<ol class="preview-ruler">${squares}</ol>`;
}

/** Creates the scene pane's application class on the stand-in's ApplicationV2. */
export function scenePaneClass(): new () => StandInApplication {
  const Base = (foundry.applications.api as unknown as { ApplicationV2: typeof StandInApplication }).ApplicationV2;

  /** The scene pane: the viewed scene's tokens and what a person does to them on the canvas. */
  class PreviewScene extends Base {
    static override DEFAULT_OPTIONS: ApplicationOptions = {
      id: "preview-scene",
      classes: ["preview-scene"],
      position: { width: 360, height: 300 },
      actions: {
        toggleTarget: PreviewScene.#onToggleTarget as Action,
        toggleSelect: PreviewScene.#onToggleSelect as Action,
        toggleCombat: PreviewScene.#onToggleCombat as Action,
      },
    };

    /** The scene's name. */
    override get title(): string {
      return (canvas as unknown as { scene: { name: string } | null }).scene?.name ?? t("PREVIEW.Scene.none");
    }

    /** The token rows, or a line saying no scene is viewed. */
    override async _renderHTML(): Promise<string> {
      const combat = viewedCombat();
      const rows = visibleTokens().map((token) => tokenRow(token, combat)).join("");
      return `<p class="preview-scene-hint">${t("PREVIEW.Scene.hint")}</p>`
        + `<ol class="preview-tokens">${rows || `<li>${t("PREVIEW.Scene.empty")}</li>`}</ol>${rulerStrip()}`;
    }

    /** The token of the clicked row. */
    #token(target: HTMLElement): Placeable | undefined {
      const id = target.closest<HTMLElement>("[data-token-id]")?.dataset.tokenId;
      return visibleTokens().find((token) => token.id === id);
    }

    /** Targets or untargets the row's token for this user, keeping the other targets. */
    static async #onToggleTarget(this: PreviewScene, _event: Event, target: HTMLElement): Promise<void> {
      const token = this.#token(target);
      token?.setTarget(!token.isTargeted, { releaseOthers: false });
      await this.render();
    }

    /** Selects the row's token (releasing the others), or releases it, as a click on the canvas does. */
    static async #onToggleSelect(this: PreviewScene, _event: Event, target: HTMLElement): Promise<void> {
      const token = this.#token(target);
      if (token?.controlled) token.release();
      else token?.control({ releaseOthers: true });
      await this.render();
    }

    /** Puts the row's token into the viewed encounter (making one when there is none), or takes it out. */
    static async #onToggleCombat(this: PreviewScene, _event: Event, target: HTMLElement): Promise<void> {
      const token = this.#token(target);
      if (!token) return;
      const tracker = (ui as unknown as { combat: TrackerLike }).combat;
      let combat = viewedCombat();
      const present = combatantOf(combat, token);
      if (combat && present) {
        await combat.deleteEmbeddedDocuments("Combatant", [present]);
      } else {
        if (!combat) {
          const cls = CONFIG.Combat.documentClass as unknown as { create(data: object): Promise<CombatLike> };
          combat = await cls.create({ active: true });
          await tracker.initialize({ combat });
        }
        await combat.createEmbeddedDocuments("Combatant", [{ tokenId: token.id, sceneId: token.document.parent?.id,
          actorId: token.document.actorId, name: token.name, hidden: token.document.hidden }]);
      }
      await this.render();
    }
  }
  return PreviewScene;
}
