import type { ActiveEffect } from "./active-effect.js";
import type { Document, OperationOptions } from "./documents.js";
import { release } from "./release.js";
import { world } from "./world.js";

/**
 * CONFIG.specialStatusEffects as v13 and v14 default it: the status ids core gives a meaning of its own; DEFEATED
 * ("dead") is the one a combatant counts as defeated with (Combatant#isDefeated, foundryvtt#8197).
 */
export const SPECIAL_STATUS_EFFECTS = Object.freeze({ DEFEATED: "dead", INVISIBLE: "invisible", BLIND: "blind",
  BURROW: "burrow", HOVER: "hover", FLY: "fly" });

/** One entry of CONFIG.statusEffects (StatusEffectConfig: an id, a name, an icon and any ActiveEffect data). */
interface StatusEffectConfig {
  id: string;
  name?: string;
  img?: string;
  _id?: string;
  hud?: unknown;
  statuses?: string[];
  [key: string]: unknown;
}

/**
 * The configured status with `id`. CONFIG.statusEffects is an array of StatusEffectConfig in v13 and an object keyed
 * by id in v14 (API v14 CONFIG.statusEffects: `{[id: string]: StatusEffectConfig}`); each generation reads only its
 * own shape.
 */
export function findStatus(id: string): StatusEffectConfig | undefined {
  const all = (globalThis as { CONFIG?: { statusEffects?: unknown } }).CONFIG?.statusEffects;
  if (release.generation === 14) {
    return all && typeof all === "object" && !Array.isArray(all) && Object.hasOwn(all, id)
      ? (all as Record<string, StatusEffectConfig>)[id] : undefined;
  }
  return Array.isArray(all) ? (all as StatusEffectConfig[]).find((status) => status.id === id) : undefined;
}

/**
 * ActiveEffect.fromStatusEffect: the effect data of a configured status (a deep copy, its `id` and `hud` dropped)
 * with the name localized and `statuses` = [id, …its own statuses]; throws for an id that isn't configured.
 */
export function statusEffectData(statusId: string): Record<string, unknown> {
  const status = findStatus(statusId);
  if (!status) throw new Error(`Invalid status ID "${statusId}" provided to ActiveEffect#fromStatusEffect`);
  const { id, hud: _hud, ...data } = structuredClone(status);
  const i18n = (globalThis as { game?: { i18n?: { localize(key: string): string } } }).game?.i18n;
  return { ...data, name: i18n?.localize(status.name ?? id) ?? id, statuses: [id, ...(status.statuses ?? [])] };
}

/** An Actor as toggleStatusEffect reads it. */
type ActorLike = Document & { effects: Map<string, ActiveEffect> };

/** The ActiveEffect class Foundry uses (CONFIG.ActiveEffect.documentClass). */
type EffectClass = typeof ActiveEffect & { fromStatusEffect(id: string, options?: object): Promise<ActiveEffect> };

/**
 * Actor#toggleStatusEffect(statusId, {active, overlay}): the effects that carry the status (the status's static
 * `_id`, else every effect whose only status it is) are deleted, unless `active` forces it on (true); otherwise a
 * new effect is made from the status and created with its id kept. Resolves to the created ActiveEffect, true
 * (already on), false (removed) or undefined (nothing changed). An id not in CONFIG.statusEffects throws.
 */
export async function toggleStatusEffect(actor: ActorLike, statusId: string,
  { active, overlay = false }: { active?: boolean; overlay?: boolean } = {}):
Promise<ActiveEffect | boolean | undefined> {
  const status = findStatus(statusId);
  if (!status) throw new Error(`Invalid status ID "${statusId}" provided to Actor#toggleStatusEffect`);
  const existing = status._id ? [actor.effects.get(status._id)].filter((e) => e !== undefined)
    : [...actor.effects.values()].filter((e) => e.statuses.size === 1 && e.statuses.has(status.id));
  if (existing.length) {
    if (active) return true;
    await actor.deleteEmbeddedDocuments("ActiveEffect", existing.map((e) => e.id));
    return false;
  }
  if (active === false) return undefined;
  const cls = world.documentClass("ActiveEffect") as EffectClass;
  const effect = await cls.fromStatusEffect(statusId);
  if (overlay) effect.updateSource({ "flags.core.overlay": true });
  const options: OperationOptions = { parent: actor, keepId: true };
  return (await cls.create(effect.toObject(), options)) as ActiveEffect | undefined;
}
