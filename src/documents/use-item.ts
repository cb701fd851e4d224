/**
 * Using an item by its uuid for the actor the user acts as (`game.fray.api.useItem`, what a hotbar macro calls): the
 * actor of the user's controlled token, else the user's character, else the item's own actor when the user owns it.
 */
import { actionsFor, type ActorAction } from "./actions-for.js";
import { warn } from "./cards/notice.js";
import type { AttackRequest } from "./cards/attack.js";
import { entryAt, type NamedEntry } from "../types/shims.js";

/** The actor the user acts as now: its first controlled token's, else its character; null when neither. */
export function actingActor(): Actor.Implementation | null {
  const token = canvas?.tokens?.controlled?.find((t) => t.actor?.isOwner);
  const character = game.user?.character ?? null;
  return (token?.actor ?? (character?.isOwner ? character : null)) as Actor.Implementation | null;
}

/** The source an item copied from a compendium or another actor records (`_stats.compendiumSource`). */
function sourceOf(item: { _stats?: { compendiumSource?: string | null } } | undefined): string | null {
  return item?._stats?.compendiumSource ?? null;
}

/**
 * The row of `actor`'s weapons and abilities that stands for the item `uuid` names: the same item, else one copied
 * from it, else one of the same name and type.
 */
function rowFor(actor: Actor.Implementation, uuid: string, item: NamedEntry | null): ActorAction | null {
  const { weapons, abilities } = actionsFor(actor);
  const rows = [...weapons, ...abilities];
  return rows.find((r) => r.uuid === uuid)
    ?? rows.find((r) => sourceOf(actor.items.get(r.id)) === uuid)
    ?? rows.find((r) => r.name === item?.name && r.type === item?.type) ?? null;
}

/**
 * Attacks with the weapon, or uses the ability, that `uuid` names, as the sheet's button does (`ActorAction#use`:
 * the attack against the user's targets now, with the rulebook's default choices, as a shift-click does): for the
 * actor of the user's controlled token, else the user's character, else the item's own actor if the user owns it.
 * Without such an actor, or when the actor has no such item, a localized notice and nothing is used.
 */
export async function useItem(uuid: unknown, request?: AttackRequest): Promise<unknown> {
  const item = typeof uuid === "string" ? entryAt(uuid) : null;
  if (!item || (item.type !== "weapon" && item.type !== "ability")) {
    warn("FRAY.HOTBAR.notItem");
    return null;
  }
  const own = item.parent as Actor.Implementation | undefined;
  const actor = actingActor() ?? (own?.documentName === "Actor" && own.isOwner ? own : null);
  if (!actor) {
    warn("FRAY.HOTBAR.noActor");
    return null;
  }
  const row = rowFor(actor, uuid as string, item);
  if (!row) {
    warn("FRAY.HOTBAR.noItem", { actor: actor.name, item: item.name ?? "" });
    return null;
  }
  return row.use(request);
}
