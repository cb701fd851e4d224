import { ChatCardModel } from "../data/chat-message/base-card.js";
import { DamageMessageModel } from "../data/chat-message/damage.js";
import { stored } from "../types/shims.js";
import { requestTargets } from "./cards/apply.js";
import type { CardMessage } from "./cards/damage.js";
import { rollDamage } from "./cards/damage.js";
import { applyToSelected } from "./cards/selected.js";
import { shockCard } from "./cards/shock.js";
import { hiddenFromUser } from "./cards/numbers-shown.js";
import { currentOf } from "./cards/targets.js";
import { worldRulesInForce } from "../settings.js";
import { freeHitOffer, mayTakeFreeHit } from "./free-hits/offer.js";
import { takeFreeHit } from "./free-hits/take.js";
import { freeHitTaken } from "./free-hits/taken.js";
import { handsOf, pressHand } from "./cards/gm-hand.js";
import { warn } from "./cards/notice.js";
import { HAND_KEYS, type HandKey } from "../rules/index.js";

/**
 * Fray's ChatMessage: its cards render through their data model (`system.getHTML`) with each stored target's
 * current data, and the cards' buttons call the actions below.
 */
export class FrayChatMessage<SubType extends ChatMessage.SubType = ChatMessage.SubType>
  extends foundry.documents.ChatMessage<SubType> {
  /**
   * Renders the message, then lets a Fray card render itself into it with its targets' current data, which of
   * them this user may not see the numbers of, and whether this user is a GM (who approves players' applications).
   */
  override async renderHTML(options?: never): Promise<HTMLElement> {
    const html = await super.renderHTML(options);
    const system = this.system;
    if (!(system instanceof ChatCardModel) || !this.isContentVisible) return html;
    const current = system instanceof DamageMessageModel ? currentOf(system.targets, worldRulesInForce()) : {};
    const targets = (system as { targets?: readonly { tokenUuid: string }[] }).targets ?? [];
    await system.getHTML(html, { current, hidden: hiddenFromUser(targets), gm: game.user?.isGM === true,
      hands: handsOf(this.id!),
      freeHitters: this.#freeHitters(targets), freeHitsTaken: ["", ...targets.map((t) => t.tokenUuid)]
        .filter((row) => freeHitTaken(this.id, row)) });
    return html;
  }

  /** A8: the rows of this attack card whose fumble's free hit this user may take (taken or not). */
  #freeHitters(targets: readonly { tokenUuid: string }[]): string[] {
    return targets.map((t) => t.tokenUuid).filter((id) => {
      const offer = freeHitOffer(this, id);
      return offer !== null && mayTakeFreeHit(offer.hitter);
    });
  }

  /** A9, A8: takes the free hit this card offers (the attack dialog, then the attack), for its owner or a GM. */
  async takeFreeHit(rowTargetId: string): Promise<ChatMessage.Implementation | null> {
    return takeFreeHit(this, rowTargetId);
  }

  /** This message as the card functions read it. */
  get #card(): CardMessage {
    return stored(this);
  }

  /** Rolls the damage of this attack card into a new damage card. */
  async rollDamage(): Promise<ChatMessage.Implementation | null> {
    return rollDamage(this.#card);
  }

  /** S7: applies this attack card's Shock to the targets named, through its Shock card (posted when first needed). */
  async applyShock(targetIds: readonly string[]): Promise<void> {
    const card = await shockCard(this.#card);
    if (card) await requestTargets(card, targetIds, "apply");
  }

  /** Applies this damage card to the stored targets named (directly, or through the GM). */
  async applyTo(targetIds: readonly string[]): Promise<void> {
    await requestTargets(this.#card, targetIds, "apply");
  }

  /** Undoes what this card applied to the stored targets named. */
  async undoFor(targetIds: readonly string[]): Promise<void> {
    await requestTargets(this.#card, targetIds, "undo");
  }

  /** Applies one row's result to the selected tokens instead of its stored target. */
  async applyToSelected(rowTargetId: string): Promise<void> {
    await applyToSelected(this.#card, rowTargetId);
  }

  /**
   * The GM's hand on a damage row before applying (×½, ×2, ×0, ignore DR), chosen on this GM's client and drawn again;
   * anyone else (or a control the card has not) is refused with a notice and nothing changes.
   */
  async chooseHand(rowTargetId: string, key: string): Promise<void> {
    const row = this.system instanceof DamageMessageModel && this.system.mode !== "heal"
      ? this.system.targets.find((t) => t.tokenUuid === rowTargetId) : undefined;
    if (!game.user?.isGM) return warn("FRAY.CHAT.Trust.Refusal.handGmOnly");
    if (!row || row.applied || !(HAND_KEYS as readonly string[]).includes(key)) {
      return warn("FRAY.CHAT.Refusal.badRequest");
    }
    pressHand(this.id!, rowTargetId, key as HandKey);
    // ChatLog#updateMessage draws a posted message again (fvtt-types 13.345 omits it).
    const log = ui.chat as unknown as { updateMessage?(message: unknown): Promise<unknown> } | undefined;
    await log?.updateMessage?.(this);
  }

  /** The stored targets this card has not applied yet. */
  get unappliedTargets(): string[] {
    const targets = this.system instanceof DamageMessageModel ? this.system.targets : [];
    return targets.filter((t) => !t.applied).map((t) => t.tokenUuid);
  }
}
