import { choiceString, plainString, requiredInteger } from "../fields.js";
import { ChatCardModel, type CardActionHandler, type CardContext, type CardHost } from "./base-card.js";
import { snapshot } from "./fields.js";

/** A9: why a move offers a free hit, as the lang keys of the card's line. */
const REASON_CHOICES = Object.freeze({ left: "FRAY.CHAT.FreeHit.left", inside: "FRAY.CHAT.FreeHit.inside" });

/**
 * The free-hit offer schema: the combat and the round it was offered in, who may strike and at whom, why, and the
 * slots left when offered.
 */
function freeHitSchema() {
  const { SchemaField } = foundry.data.fields;
  return {
    combatId: plainString(),
    round: requiredInteger({ min: 0 }),
    hitter: new SchemaField(snapshot()),
    mover: new SchemaField(snapshot()),
    reason: choiceString({ ...REASON_CHOICES }, "left"),
    slotsLeft: requiredInteger({ min: 0 }),
  };
}

/**
 * The system data of a `freeHit` chat card (A9), whispered to the hitter's owners and the GMs: an enemy left the
 * hitter's melee zone or moved more than 2 spaces inside it, so the hitter may take a free hit at it.
 */
export class FreeHitMessageModel extends ChatCardModel {
  /** The subtype, its template and its one button. */
  static override readonly metadata = Object.freeze({
    type: "freeHit", template: "systems/fray/templates/chat/free-hit-card.hbs",
    actions: Object.freeze<Record<string, CardActionHandler>>({ takeFreeHit: FreeHitMessageModel.#onTakeFreeHit }),
  });

  /** Opens the attack dialog for the free hit (the message document does it). */
  static async #onTakeFreeHit(this: ChatCardModel): Promise<void> {
    const host: CardHost = this.parent;
    await host.takeFreeHit("");
  }

  /** The combat the move was made in, and its round then (A9: the free hit is that round's). */
  declare combatId: string;
  declare round: number;
  /** The character offered the free hit, and the enemy that moved, by stored uuids. */
  declare hitter: { tokenUuid: string; actorUuid: string; name: string; img: string };
  declare mover: { tokenUuid: string; actorUuid: string; name: string; img: string };
  /** Whether the enemy left the zone or moved more than 2 spaces inside it. */
  declare reason: keyof typeof REASON_CHOICES;
  /** The hitter's free-hit slots left this round when the offer was made. */
  declare slotsLeft: number;

  /** Declares the offer card fields. */
  static override defineSchema(): foundry.data.fields.DataSchema {
    return freeHitSchema();
  }

  /**
   * "Brak left Ilsa's melee zone: Ilsa may take a free hit (2 left this round)", the hitter's image, and whether the
   * free hit was taken (`options.freeHitsTaken` holds "" then: the GM's record, read by the document layer).
   */
  override async _prepareContext(options: { freeHitsTaken?: readonly string[] } = {}): Promise<CardContext> {
    const data = { mover: this.mover.name, hitter: this.hitter.name, count: String(this.slotsLeft) };
    return { hitter: this.hitter, line: game.i18n!.format(REASON_CHOICES[this.reason], data),
      taken: (options.freeHitsTaken ?? []).includes("") };
  }
}
