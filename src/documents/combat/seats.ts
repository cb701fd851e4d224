import { initiativeStat, type Entrant, type PresetId, type Seat } from "../../rules/index.js";
import type { CombatantLike } from "./types.js";

/** The attribute values a combatant's actor has in rulebook `preset` (none without an actor). */
function attributes(combatant: CombatantLike, preset: PresetId): { dex?: number; agi?: number } {
  type Prepared = { attributeSets?: Partial<Record<PresetId, Record<string, { value?: number }>>> } | undefined;
  const set = (combatant.actor?.system as Prepared)?.attributeSets?.[preset];
  return { dex: set?.dex?.value, agi: set?.agi?.value };
}

/** The initiative bonus of a combatant's actor (0 without one). */
function bonus(combatant: CombatantLike): number {
  const value = (combatant.actor?.system as { initiative?: { bonus?: number } } | undefined)?.initiative?.bonus;
  return Number.isInteger(value) ? value! : 0;
}

/** The combatant as the initiative rules see it under `preset` (no `dex` when its actor has none). */
export function entrantOf(combatant: CombatantLike, preset: PresetId): Entrant {
  const dex = initiativeStat(preset, attributes(combatant, preset));
  const doc = combatant.groupDocument;
  const group = doc && (doc.type as string) === "enemy-group" ? doc.id! : undefined;
  return { id: combatant.id!, side: combatant.side, player: combatant.isPlayerCharacter, bonus: bonus(combatant),
    surprised: combatant.system.surprised, initiator: combatant.system.initiator,
    ...(dex === null ? {} : { dex }), ...(group ? { group } : {}) };
}

/** The combatant as the stored turn order sees it; `joined` is its place in the combat's combatants. */
export function seatOf(combatant: CombatantLike, preset: PresetId, joined: number): Seat {
  const entrant = entrantOf(combatant, preset);
  const group = combatant.groupDocument;
  const groupTieBreak = (group?.system as { tieBreak?: number | null } | undefined)?.tieBreak ?? null;
  return { id: entrant.id, name: combatant.name ?? "", initiative: combatant.initiative ?? null, side: entrant.side,
    group: group?.id ?? null, tieBreak: combatant.system.tieBreak ?? groupTieBreak,
    mod: (entrant.dex ?? 0) + (entrant.bonus ?? 0), dex: entrant.dex ?? 0, player: entrant.player === true,
    surprised: entrant.surprised === true, initiator: entrant.initiator === true,
    reentered: combatant.system.delay.reentered, delaying: combatant.system.delay.round !== null, joined };
}
