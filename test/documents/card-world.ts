import { frayWorld } from "../data/world.js";
import type { FoundryStandIn } from "../foundry/index.js";
import type { Document } from "../foundry/documents.js";
import { world } from "../foundry/world.js";
import type { PresetId } from "../../src/rules/presets.js";

/** A stand-in world with Fray's dice, FrayChatMessage, the apply query and the macro API registered. */
export interface CardWorld {
  foundry: FoundryStandIn;
  Actor: typeof Document;
  api: typeof import("../../src/documents/cards/api.js").cardApi;
  handleApplyQuery: typeof import("../../src/documents/cards/apply.js").handleApplyQuery;
  /** Creates a character (owned by the player when `owned`) with a weapon. */
  fighter(name: string, system?: object, owned?: boolean): Promise<Document>;
  /** The actor's embedded weapon. */
  weaponOf(actor: Document): Document;
  /** Actor update operations since the last mark, and message updates. */
  writes(): { actorUpdates: number; effectCreates: number; messageUpdates: number; all: number;
    ledgerWrites: number };
  /** Forgets the operations so far. */
  mark(): void;
}

/** Installs the card world under `preset`. */
export async function cardWorld(preset: PresetId, weapon: object = {}): Promise<CardWorld> {
  const { foundry, Actor } = await frayWorld(preset);
  const dice = await import("../../src/dice/_module.js");
  dice.registerDice();
  const { FrayChatMessage } = await import("../../src/documents/chat-message.js");
  foundry.CONFIG.ChatMessage!.documentClass = FrayChatMessage;
  const { cardApi, registerCardQueries } = await import("../../src/documents/cards/api.js");
  registerCardQueries();
  const { handleApplyQuery } = await import("../../src/documents/cards/apply.js");
  let start = 0;
  const since = () => foundry.operations.slice(start);
  return {
    foundry, Actor, api: cardApi, handleApplyQuery,
    async fighter(name, system = {}, owned = false) {
      const ownership = owned ? { default: 0, [foundry.player.id]: 3 } : { default: 0 };
      const actor = (await Actor.create({ name, type: "character", system, ownership }))!;
      await actor.createEmbeddedDocuments("Item", [{ name: `${name}'s spear`, type: "weapon",
        system: { damage: { formula: "1d8", kind: "physical" }, shock: { damage: 2, maxAc: 15 }, ...weapon } }]);
      return actor;
    },
    weaponOf: (actor) => (actor as unknown as { items: { contents: Document[] } }).items.contents[0]!,
    writes() {
      const ops = since();
      const count = (action: string, name: string) =>
        ops.filter((o) => o.action === action && o.documentName === name).length;
      return { actorUpdates: count("update", "Actor"), effectCreates: count("create", "ActiveEffect"),
        messageUpdates: count("update", "ChatMessage"),
        // The ledger's writes (a JournalEntry) are counted apart from the card's own.
        all: ops.filter((o) => o.documentName !== "JournalEntry").length,
        ledgerWrites: ops.filter((o) => o.documentName === "JournalEntry").length };
    },
    mark() { start = foundry.operations.length; },
  };
}

/** Clicks the `[data-action=action]` of a rendered card (in the row of `targetId` when given) and lets it finish. */
export async function clickCard(card: { renderHTML(): Promise<HTMLElement> }, action: string,
  targetId?: string): Promise<void> {
  const where = targetId ? `[data-target-id="${targetId}"] ` : "";
  await clickIn(card, `${where}[data-action=${action}]`, `the card offers no ${action}`);
}

/** Clicks the element of a rendered card that `selector` finds (else throws `missing`) and lets the click finish. */
export async function clickIn(card: { renderHTML(): Promise<HTMLElement> }, selector: string, missing: string):
Promise<void> {
  const html = await card.renderHTML();
  document.body.append(html);
  const button = html.querySelector<HTMLElement>(selector);
  if (!button) throw new Error(missing);
  button.click();
  // The click's work ends when the world stops changing: queries, round trips and the ledger's writes take turns.
  let seen = -1;
  while (seen !== world.operations.length) {
    seen = world.operations.length;
    await new Promise((r) => setTimeout(r, 50));
  }
  html.remove();
}
