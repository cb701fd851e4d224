import { flag, plainString } from "../fields.js";
import { ChatCardModel, type CardContext } from "./base-card.js";
import { localize } from "./localize.js";

/** One initiative roll as stored: who, the total and the formula, and whether the combatant is hidden. */
interface InitiativeEntry {
  name: string;
  total: number;
  formula: string;
  hidden: boolean;
}

/** The initiative card schema: the rolls of one initiative action. */
function initiativeSchema() {
  const { ArrayField, NumberField, SchemaField } = foundry.data.fields;
  return {
    entries: new ArrayField(new SchemaField({
      name: plainString(),
      total: new NumberField({ required: true, nullable: false, initial: 0 }),
      formula: plainString(),
      hidden: flag(),
    })),
  };
}

/** The system data of an `initiative` chat card: one line per roll; hidden combatants stay hidden from players. */
export class InitiativeMessageModel extends ChatCardModel {
  /** The subtype and its template; the card has no buttons. */
  static override readonly metadata = Object.freeze({
    type: "initiative", template: "systems/fray/templates/chat/initiative-card.hbs", actions: Object.freeze({}),
  });

  /** One line per combatant rolled: its name, total and formula, and whether it is hidden from players. */
  declare entries: InitiativeEntry[];

  /** Declares the initiative card fields. */
  static override defineSchema(): foundry.data.fields.DataSchema {
    return initiativeSchema();
  }

  /** The entries a user may see: players don't see hidden combatants; the GM sees them marked. */
  override async _prepareContext(): Promise<CardContext> {
    const gm = game.user?.isGM === true;
    const entries = this.entries.filter((e) => gm || !e.hidden);
    return { entries, hiddenLabel: localize("FRAY.CHAT.Initiative.hidden"), empty: entries.length === 0 };
  }
}
