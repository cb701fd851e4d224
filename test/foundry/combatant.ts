import { world, type Document } from "./documents.js";
import { getProperty } from "./data-model.js";
import { Combatant as BaseCombatant, CombatantGroup as BaseCombatantGroup } from "./document-types.js";
import { tokens, type TokenDocument } from "./combat-core.js";
import type { Combat } from "./combat.js";
import type { User } from "./users.js";

/**
 * foundry.documents.Combatant: its actor and token, its players, and its group. `_prepareGroup` swaps the `group`
 * id for the CombatantGroup and gives the member the group's initiative. Fields and permissions are
 * BaseCombatant's (document-types.ts).
 */
export class Combatant extends BaseCombatant {
  declare tokenId: string | null;
  declare initiative: number | null;
  declare hidden: boolean;
  declare defeated: boolean;
  declare group: CombatantGroup | null;

  /** The combat it is in. */
  get combat(): Combat {
    return this.parent as Combat;
  }

  /** Its token, when it has one on a scene. */
  get token(): TokenDocument | null {
    return (this.tokenId && tokens.get(this.tokenId)) || null;
  }

  /** Its actor: the token's actor, else the world actor by id. */
  override get actor(): Document | null {
    return this.token?.actor ?? (this.actorId ? world.collections.Actor?.get(this.actorId) ?? null : null);
  }

  /** The non-GM users who own its actor. */
  get players(): User[] {
    const actor = this.actor;
    return actor ? world.users.contents.filter((u) => !u.isGM && actor.testUserPermission(u, "OWNER")) : [];
  }

  /**
   * Combatant#resource: the tracked resource (the Combat Tracker setting's attribute) read from its actor's system
   * data, or null when none is tracked or the actor has none.
   */
  get resource(): unknown {
    const path = (this.parent as Combat | null)?.settings?.resource;
    const system = this.actor?.system as Record<string, unknown> | undefined;
    return path && system ? getProperty(system, path) ?? null : null;
  }

  /** Whether a player owns its actor. */
  get hasPlayerOwner(): boolean {
    return this.players.length > 0;
  }

  /** A non-player combatant: no actor, or no player owner. */
  get isNPC(): boolean {
    return !this.actor || !this.hasPlayerOwner;
  }

  /** Marked defeated. */
  get isDefeated(): boolean {
    return this.defeated;
  }

  /** Shown in the tracker to this user: an owner always, others unless hidden. */
  get visible(): boolean {
    return this.isOwner || !this.hidden;
  }

  /** Prepares the group membership before the system model. */
  override prepareBaseData(): void {
    this._prepareGroup();
    super.prepareBaseData();
  }

  /** Swaps the group id for the group and takes the group's initiative. */
  _prepareGroup(): void {
    const id = this._source.group as string | null;
    const group = id ? (this.parent as Combat | null)?.groups?.get(id) ?? null : null;
    this.group = group;
    if (group) this.initiative = group.initiative;
  }
}

/** foundry.documents.CombatantGroup: a group of combatants sharing one initiative; only a GM manages groups. */
export class CombatantGroup extends BaseCombatantGroup {
  declare initiative: number | null;

  /** The combatants in this group. */
  get members(): Set<Combatant> {
    const combat = this.parent as Combat | null;
    return new Set(combat?.combatants.filter((c) => c._source.group === this.id) ?? []);
  }
}
