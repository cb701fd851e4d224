import { clockExpired, endsWithCombat, readClock, type CombatNow, type EffectClock } from "../../rules/index.js";
import { SYSTEM_ID } from "../../config/system.js";
import type { CombatLike } from "./types.js";

/** An actor's effects with a Fray clock of this combat (a clock the rules can't read is left alone). */
function clockedEffects(combat: CombatLike, actor: Actor.Implementation): { id: string; clock: EffectClock }[] {
  const effects = actor.effects;
  if (!effects?.size) return [];
  const out: { id: string; clock: EffectClock }[] = [];
  for (const effect of effects.contents) {
    const stored = effect.getFlag(SYSTEM_ID, "duration");
    if (stored?.combat !== undefined && stored.combat !== combat.id) continue;
    const clock = readClock(combat.system.preset, stored);
    if (clock) out.push({ id: effect.id!, clock });
  }
  return out;
}

/** Deletes, per actor in one batch, the clocked effects of the combat's actors for which `ends` says so. */
async function deleteEffects(combat: CombatLike, ends: (clock: EffectClock) => boolean): Promise<void> {
  const actors = new Map<string, { actor: Actor.Implementation; ids: Set<string> }>();
  for (const combatant of combat.combatants.contents) {
    const actor = combatant.actor;
    if (!actor) continue;
    const doomed = clockedEffects(combat, actor).filter(({ clock }) => ends(clock)).map(({ id }) => id);
    if (!doomed.length) continue;
    const entry = actors.get(actor.uuid) ?? { actor, ids: new Set<string>() };
    for (const id of doomed) entry.ids.add(id);
    actors.set(actor.uuid, entry);
  }
  for (const { actor, ids } of actors.values()) await actor.deleteEmbeddedDocuments("ActiveEffect", [...ids]);
}

/** L9, Z9, Z5: deletes the timed effects that have run out once the turn `now` starts. */
export function expireEffects(combat: CombatLike, now: CombatNow): Promise<void> {
  return deleteEffects(combat, (clock) => clockExpired(combat.system.preset, clock, now));
}

/**
 * L9, S8: when the combat ends, deletes the effects that end with it (turns, rounds and encounter durations) and
 * clears the round each actor's shield last stopped a Shock in, so the next fight's round 1 finds it ready.
 */
export async function endCombatEffects(combat: CombatLike): Promise<void> {
  await deleteEffects(combat, (clock) => endsWithCombat(combat.system.preset, clock));
  const actors = new Set<Actor.Implementation>();
  for (const combatant of combat.combatants.contents) {
    const used = (combatant.actor?.system as { shield?: { usedInRound?: number | null } } | undefined)?.shield;
    if (combatant.actor && typeof used?.usedInRound === "number") actors.add(combatant.actor);
  }
  for (const actor of actors) await actor.update({ system: { shield: { usedInRound: null } } });
}
