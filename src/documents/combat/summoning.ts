import { maySummon, summoningSlots, summoningSlotsLeft, type SummonedUnit } from "../../rules/index.js";
import { warn, warnRefusal } from "./notify.js";
import type { CombatLike, CombatantLike } from "./types.js";

/** A10: the level of a combatant's actor, which its summoning slots equal (1 without an actor or a level). */
export function levelOf(combatant: CombatantLike): number {
  const level = (combatant.actor?.system as { level?: unknown } | undefined)?.level;
  return typeof level === "number" && Number.isInteger(level) && level >= 1 ? level : 1;
}

/** A10: the units the combatant `summonerId` has summoned in `combat` (`except` aside), as the slots count them. */
function unitsOf(combat: CombatLike, summonerId: string | null, except: string | null = null): SummonedUnit[] {
  return combat.combatants.contents.filter((c) => c.id !== except && c.system.summoned
    && c.system.summoner === summonerId).map((c) => ({ defeated: c.isDefeated }));
}

/** A10: the summoning slots `summoner` has, and those left in `combat` (the unit `except` not counted). */
export function slotsOf(combat: CombatLike, summoner: CombatantLike, except: string | null = null):
{ slots: number; left: number } {
  const level = levelOf(summoner);
  return { slots: summoningSlots(level), left: summoningSlotsLeft(level, unitsOf(combat, summoner.id, except)) };
}

/** A10: who may have summoned `unit`: the combatants of `combat` in turn order, not summoned themselves, it aside. */
export function summonerChoices(combat: CombatLike, unit: CombatantLike): CombatantLike[] {
  return combat.turns.filter((c) => c.id !== unit.id && !c.system.summoned);
}

/**
 * A10: marks `unit` as summoned by the combatant `summonerId`, holding one of its summoning slots, or (`value` false)
 * unmarks it and forgets its summoner. A summoner that is not one of `summonerChoices`, or that holds as many units
 * still standing as its level, refuses with a notice and nothing is written. Without a summoner (a macro's call) the
 * unit is marked and holds no one's slot.
 */
export async function markSummoned(combat: CombatLike, unit: CombatantLike, value: boolean,
  summonerId: string | null): Promise<boolean> {
  if (value && summonerId !== null) {
    const summoner = summonerChoices(combat, unit).find((c) => c.id === summonerId);
    if (!summoner) {
      warn("FRAY.COMBAT.Notice.NoSuchSummoner");
      return false;
    }
    const allowed = maySummon(levelOf(summoner), unitsOf(combat, summonerId, unit.id));
    if (!allowed.ok) {
      warnRefusal(allowed);
      return false;
    }
  }
  await unit.update({ system: { summoned: value, summoner: value ? summonerId : null } });
  return true;
}
