import { ENEMY_SIDE, PARTY_SIDE } from "../../rules/index.js";
import { sideOfCombatant } from "../zones/combatant-zone.js";
import type { CombatantLike } from "../zones/combatant-zone.js";
import { changeLedger, ledgerData } from "./store.js";

/** A combatant as the ledger's side record reads it. */
type Joiner = CombatantLike & { parent?: { id?: string | null } | null; system?: { side?: unknown } };

/**
 * S1, A9: the side a combatant fights on: the one the GM put it on (`system.side`), else the one the ledger recorded
 * when it joined (from its token then), else its token's now. A token's disposition is its owner's to write, so a
 * flip after joining changes no side.
 */
export function sideInCombat(combatId: string, combatant: { id?: string | null; system?: unknown }): string {
  const chosen = (combatant.system as { side?: unknown } | undefined)?.side;
  if (typeof chosen === "string") return chosen;
  return ledgerData().sides[combatId]?.[combatant.id ?? ""] ?? sideOfCombatant(combatant as Joiner);
}

/** True when two sides are enemies: the party against the enemies. */
export function enemies(a: string, b: string): boolean {
  return (a === PARTY_SIDE && b === ENEMY_SIDE) || (a === ENEMY_SIDE && b === PARTY_SIDE);
}

/**
 * A10: the round a combatant joined its combat as the ledger recorded it (the combat's round then, 1 before the
 * start), or undefined when it holds none (off a GM's client, or before the GM saw it join).
 */
export function joinRoundOnLedger(combatId: string, combatantId: string): number | undefined {
  return ledgerData().summons[combatId]?.[combatantId];
}

/**
 * On the active GM's client: records the side a combatant joins on (from its token then) and the round it joins, in
 * this client's copy; the ledger's next write stores it (a join writes nothing of its own: a fight's database
 * operations stay as they were).
 */
function recordJoin(combatant: Joiner): void {
  const combatId = combatant.parent?.id;
  const id = combatant.id;
  if (!combatId || !id || game.users?.activeGM?.isSelf !== true) return;
  const side = sideOfCombatant(combatant);
  const round = Math.max((combatant.parent as { round?: number } | null)?.round ?? 1, 1);
  void changeLedger((data) => {
    data.sides[combatId] = { ...data.sides[combatId], [id]: side };
    data.summons[combatId] = { ...data.summons[combatId], [id]: round };
  }, false);
}

/** Registers the record of the sides combatants join on. */
export function registerSides(): void {
  Hooks.on("createCombatant", (combatant) => recordJoin(combatant));
}
