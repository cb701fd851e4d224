import { SIDE_KEYS, type SideKey } from "../../rules/index.js";
import type { CombatLike, CombatantLike } from "./types.js";

/** Combatants waiting to join their side, per combat, and the chain of joins already under way. */
const waiting = new Map<CombatLike, Map<CombatantLike, SideKey | null>>();
const chains = new Map<CombatLike, Promise<void>>();

/**
 * S1: puts `combatant` into its side's CombatantGroup (or `side`, when the GM moves it), making the group when
 * its first member joins. Combatants that join together are written in one batch, and joins run one after
 * another, so two combatants joining at once never make two groups for one side.
 */
export function joinSide(combat: CombatLike, combatant: CombatantLike, side: SideKey | null = null): Promise<void> {
  let batch = waiting.get(combat);
  if (!batch) {
    batch = new Map();
    waiting.set(combat, batch);
    const run = (chains.get(combat) ?? Promise.resolve()).then(() => flush(combat));
    chains.set(combat, run.catch(() => undefined));
  }
  batch.set(combatant, side);
  return chains.get(combat)!;
}

/** Resolves once every side join started for `combat` has been written. */
export function sidesSettled(combat: CombatLike): Promise<void> {
  return chains.get(combat) ?? Promise.resolve();
}

/** Writes one batch: the missing side groups in one create, then every member in one update. */
async function flush(combat: CombatLike): Promise<void> {
  const batch = waiting.get(combat);
  waiting.delete(combat);
  if (!batch || !game.combats?.has(combat.id!)) return;
  const joiners = [...batch].filter(([combatant]) => combat.combatants.has(combatant.id!));
  const sideOf = (combatant: CombatantLike, side: SideKey | null): SideKey => side ?? combatant.side;
  const needed = new Set(joiners.map(([combatant, side]) => sideOf(combatant, side)));
  const missing = SIDE_KEYS.filter((side) => needed.has(side) && !combat.sideGroup(side));
  if (missing.length) {
    await combat.createEmbeddedDocuments("CombatantGroup", missing.map((side) => ({ type: "side",
      name: game.i18n!.localize(`FRAY.COMBAT.Side.${side}`), system: { side } })));
  }
  const updates = joiners.map(([combatant, side]) => ({ _id: combatant.id!,
    group: combat.sideGroup(sideOf(combatant, side))!.id, ...(side ? { "system.side": side } : {}) }));
  if (updates.length) await combat.updateEmbeddedDocuments("Combatant", updates);
}
