import { linkRuleText } from "../../config/rule-links.js";

/** A click handler of a card button, called with the card model as `this`. */
export type CardActionHandler = (this: ChatCardModel, event: Event, target: HTMLElement) => unknown;

/** What a card subtype declares: its subtype, its template and the handlers of its `data-action` buttons. */
export interface CardMetadata {
  type: string;
  template: string;
  actions: Readonly<Record<string, CardActionHandler>>;
}

/** What a card's buttons ask of the message that holds it (the document layer's FrayChatMessage). */
export interface CardHost {
  rollDamage(): Promise<unknown>;
  applyShock(targetIds: readonly string[]): Promise<void>;
  applyTo(targetIds: readonly string[]): Promise<void>;
  undoFor(targetIds: readonly string[]): Promise<void>;
  applyToSelected(rowTargetId: string): Promise<void>;
  /** The GM's hand on a damage row before applying: presses ×½, ×2, ×0 or ignore DR (`key`); refused to others. */
  chooseHand(rowTargetId: string, key: string): Promise<void>;
  /** A9: opens the attack dialog for a free hit this card offers (a fumbling attack card names the row's target). */
  takeFreeHit(rowTargetId: string): Promise<unknown>;
  readonly unappliedTargets: string[];
}

/** A Handlebars context: plain values the template reads. */
export type CardContext = Record<string, unknown>;

/**
 * The base of Fray's chat cards (dnd5e's chat-message data model pattern): a subtype renders its template from
 * `_prepareContext`, and one delegated listener per message routes `data-action` clicks to `metadata.actions`.
 */
export abstract class ChatCardModel extends foundry.abstract.TypeDataModel<foundry.data.fields.DataSchema,
  ChatMessage.Implementation> {
  /** The card's subtype, template and button handlers. */
  static readonly metadata: CardMetadata;

  /* -------------------------------------------- */
  /*  Rendering                                   */
  /* -------------------------------------------- */

  /** The values the card's template reads. */
  abstract _prepareContext(options?: Record<string, unknown>): Promise<CardContext>;

  /** The card's HTML: its template rendered with `_prepareContext`; every stored name is escaped by Handlebars. */
  async renderCard(options: Record<string, unknown> = {}): Promise<string> {
    const { template } = (this.constructor as typeof ChatCardModel).metadata;
    return foundry.applications.handlebars.renderTemplate(template, await this._prepareContext(options));
  }

  /**
   * Renders the card into the message's `.message-content` (or `element`), its lines' rule ids linked to the rules
   * journal, and listens for its buttons once; a right click notes the row it was on (`data-fray-menu-row`), which
   * the chat log's menu then acts on.
   */
  async getHTML(element: HTMLElement, options: Record<string, unknown> = {}): Promise<void> {
    const content = element.querySelector<HTMLElement>(".message-content") ?? element;
    content.innerHTML = await this.renderCard(options);
    linkRuleText(content);
    element.addEventListener("click", (event) => void this._onClickAction(event));
    element.addEventListener("contextmenu", (event) => {
      const row = (event.target as HTMLElement | null)?.closest<HTMLElement>(".fray-card-row[data-target-id]");
      if (row) element.dataset.frayMenuRow = row.dataset.targetId;
      else delete element.dataset.frayMenuRow;
    });
  }

  /* -------------------------------------------- */
  /*  Event Handlers                              */
  /* -------------------------------------------- */

  /** Runs the handler of the clicked `data-action` button, with the button disabled until it finishes. */
  async _onClickAction(event: Event): Promise<void> {
    const button = (event.target as HTMLElement | null)?.closest<HTMLElement>("[data-action]");
    const handler = button && (this.constructor as typeof ChatCardModel).metadata.actions[button.dataset.action!];
    if (!button || !handler || button.hasAttribute("disabled")) return;
    event.preventDefault();
    button.setAttribute("disabled", "");
    try {
      await handler.call(this, event, button);
    } finally {
      button.removeAttribute("disabled");
    }
  }
}
