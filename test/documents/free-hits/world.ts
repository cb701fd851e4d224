import { combatWorld } from "../world.js";
export { clickCard as click } from "../card-world.js";
import type { Document } from "../../foundry/documents.js";
import type { FrayCombatant } from "../../../src/documents/combat/combatant.js";

/** A token as these tests move it. */
export interface Token extends Document {
  x: number;
  y: number;
}

/** A chat message as these tests read it. */
export interface Msg {
  id: string | null;
  type: string;
  toObject(): Record<string, unknown>;
  whisper: string[];
  system: Record<string, unknown> & { targets?: { tokenUuid: string; outcome: Record<string, unknown> }[] };
  renderHTML(): Promise<HTMLElement>;
  takeFreeHit(rowTargetId: string): Promise<Msg | null>;
}

/** Where a token stands, in grid spaces on the Yard's 100 px grid. */
export const cell = (column: number, row: number) => ({ x: column * 100, y: row * 100 });

/**
 * An Agility fight on the Yard (100 px grid): Ilsa (a character the player owns unless `ilsaPlayer` is false,
 * Agility `ilsaAgi`: A9 Agility + 1 free-hit slots a round; a sword 1d8) stands on column 5, row 5 as a friendly
 * token; Brak (an NPC, Agility +0, an axe 1d6) as a hostile token on `brakAt`. Both are in the started combat, Ilsa
 * first (initiative 2 against 0). The offers' hook and the free-hit dialog are registered as Fray's init does.
 * `gridless` makes the Yard a gridless scene.
 */
export async function freeHitWorld({ ilsaAgi = 1, ilsaPlayer = true, brakAt = cell(6, 5), gridless = false } = {}) {
  const w = await combatWorld("agility");
  const { cardApi, registerCardQueries } = await import("../../../src/documents/cards/api.js");
  registerCardQueries();
  const moves = await import("../../../src/documents/movement/index.js");
  moves.registerFreeHitOffers();
  (await import("../../../src/applications/chat/free-hit-dialog.js")).registerFreeHitDialog();
  const { combat, by } = await w.fight([{ name: "Ilsa", player: ilsaPlayer, type: "character", agi: ilsaAgi,
    initiative: 2 }, { name: "Brak", type: "npc", agi: 0, initiative: 0 }]);
  const ilsa = by("Ilsa").actor as unknown as Document;
  const brak = by("Brak").actor as unknown as Document;
  await ilsa.update({ "system.attributeSets.agility.agi.value": ilsaAgi });
  const [sword] = await ilsa.createEmbeddedDocuments("Item", [{ name: "Sword", type: "weapon",
    system: { damage: { formula: "1d8", kind: "physical" }, equipped: true } }]);
  const [axe] = await brak.createEmbeddedDocuments("Item", [{ name: "Axe", type: "weapon",
    system: { damage: { formula: "1d6", kind: "physical" } } }]);
  const Scene = w.foundry.CONFIG.Scene!.documentClass as unknown as { create(d: object): Promise<Document> };
  const scene = await Scene.create({ name: "Yard", grid: { size: 100, type: gridless ? 0 : 1 } });
  const [ilsaToken, brakToken] = await scene.createEmbeddedDocuments("Token", [
    { name: "Ilsa", actorId: ilsa.id, actorLink: true, disposition: 1, ...cell(5, 5) },
    { name: "Brak", actorId: brak.id, actorLink: true, disposition: -1, ...brakAt }]) as Token[];
  await combat.startCombat();
  await w.settle(combat);
  const messages = () => w.foundry.game.messages.contents as unknown as Msg[];
  return {
    w, combat, ilsa, brak, sword: sword!, axe: axe!, ilsaToken: ilsaToken!, brakToken: brakToken!, api: cardApi,
    /** Rolls `weapon` of `actor` through the macro API (game.fray.api.attack). */
    attack: (actor: Document, weapon: Document, request: object) =>
      // The stand-in's documents play Foundry's Actor and Item, which the API's fvtt-types signature names.
      cardApi.attack(actor as never, weapon as never, request) as Promise<Msg | null>,
    ilsaSpent: () => (by("Ilsa") as FrayCombatant).system.spent as Record<string, number>,
    offers: () => messages().filter((m) => m.type === "freeHit"),
    attacks: () => messages().filter((m) => m.type === "attack"),
    /** Waits for the offers the moves so far post. */
    settled: () => moves.freeHitOffersSettled(),
    /** Moves Brak to `to` (grid spaces) as the GM, and waits for the offers the move posts. */
    async move(to: { x: number; y: number }) {
      await brakToken!.update(to);
      await moves.freeHitOffersSettled();
    },
  };
}

