import type { CombatLike } from "./types.js";

/** An actor whose MP refills after a won battle (A10): a character with a player owner. */
type Refilled = Actor.Implementation & { system: { mp?: { value: number; max: number } } };

/** A10: the player-owned characters of `combat`, each once (an actor in the fight twice refills once). */
export function partyCharacters(combat: CombatLike): Refilled[] {
  const actors = new Map<string, Refilled>();
  for (const combatant of combat.combatants.contents) {
    const actor = combatant.actor as Refilled | null;
    if (actor && combatant.isPlayerCharacter && combatant.hasPlayerOwner) actors.set(actor.uuid, actor);
  }
  return [...actors.values()];
}

/**
 * A10 (Agility), on the GM's client once the combat has ended: asks whether the party won (DialogV2.confirm). On yes,
 * every player-owned character of the fight has its MP set to its maximum, and one chat line names them; no, or
 * closing the dialog, changes nothing.
 */
export async function askVictory(combat: CombatLike): Promise<void> {
  const won = await foundry.applications.api.DialogV2.confirm({
    window: { title: game.i18n!.localize("FRAY.COMBAT.Victory.title") },
    content: `<p>${game.i18n!.localize("FRAY.COMBAT.Victory.content")}</p>`,
  });
  if (won !== true) return;
  const party = partyCharacters(combat);
  if (!party.length) return;
  for (const actor of party) await actor.update({ system: { mp: { value: actor.system.mp?.max ?? 0 } } });
  const names = party.map((actor) => foundry.utils.escapeHTML(actor.name ?? "")).join(", ");
  await CONFIG.ChatMessage.documentClass.create({ content: `<p>${game.i18n!.format("FRAY.COMBAT.Victory.refilled", { names })}</p>` });
}
