import { scriptFaces } from "../foundry/dice.js";
import type { Document } from "../foundry/documents.js";
import { cardWorld, type CardWorld } from "../documents/card-world.js";

/** An actor as the trust tests read it. */
export type Actor = Document & { system: { hp: { value: number } } };

/** A damage or heal card as the trust tests read and render it. */
export type Card = Document & {
  renderHTML(): Promise<HTMLElement>;
  system: { targets: { tokenUuid: string; applied: unknown; undone: boolean; askedBy: string; appliedBy: string;
    appliedAt: number }[] };
};

/** HP of an actor now. */
export const hp = (actor: Actor) => actor.system.hp.value;

/** The last notice shown, or "". */
export const lastNotice = (w: CardWorld) => w.foundry.notices.at(-1)?.message ?? "";

/**
 * A legend world with the player's hero, a boss (HP 3 of 80, AC 5) nobody but the GM owns, and the player's own
 * ally (HP 20, AC 5); the GM is logged in.
 */
export async function trustWorld() {
  const w = await cardWorld("legend");
  const hero = await w.fighter("Hero", {}, true);
  const boss = await w.fighter("Boss", { hp: { value: 3, max: 80 }, defenses: { ac: 5 } }) as Actor;
  const ally = await w.fighter("Ally", { hp: { value: 20, max: 20 }, defenses: { ac: 5 } }, true) as Actor;
  return { w, hero, boss, ally };
}

/** The hero's attack hitting `targets` (d20 15 vs AC 5) and its damage card (d8 `face`), by whoever is logged in. */
export async function hitCard(w: CardWorld, hero: Document, targets: Document[], face = 5): Promise<Card> {
  scriptFaces([20, 15], [8, face]);
  const attack = await w.api.attack(hero as never, w.weaponOf(hero) as never, { targets });
  return await w.api.damage(attack) as unknown as Card;
}

/** The text of each row of the card as the logged-in user sees it. */
export async function rows(card: Card): Promise<string[]> {
  const html = await card.renderHTML();
  return [...html.querySelectorAll(".fray-card-row")].map((row) => row.textContent!.replace(/\s+/g, " ").trim());
}

/** The world's choice for players' applications to targets they don't own, set by the GM. */
export async function choose(w: CardWorld, mode: "immediate" | "approval" | "gm"): Promise<void> {
  const back = w.foundry.game.users.current!;
  w.foundry.loginAs(w.foundry.gm);
  await w.foundry.game.settings.set("fray", "playerApply", mode);
  w.foundry.loginAs(back);
}
