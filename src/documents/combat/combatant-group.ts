/**
 * A group of combatants in a Fray combat: a `side` (S1: its initiative is the side's total, which every member
 * shows) or an `enemy-group` (L3, T1, T3: one shared roll, members act in a row). Only the GM manages groups.
 */
export class FrayCombatantGroup extends foundry.documents.CombatantGroup {
  /** The side key of a `side` group, else null. */
  get side(): string | null {
    return (this.type as string) === "side" ? (this.system as { side?: string }).side ?? null : null;
  }
}
