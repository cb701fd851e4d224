import { world, type Document, type OperationOptions } from "./documents.js";
import { Combatant as BaseCombatant, CombatantGroup as BaseCombatantGroup } from "./document-types.js";
import { tokens, type TokenDocument } from "./combat-core.js";
import type { Combat } from "./combat.js";
import type { User } from "./users.js";

type Source = Record<string, unknown>;

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

  /** Tells its combat a combatant was created. */
  override _onCreate(data: Source, options: OperationOptions, userId: string): void {
    super._onCreate(data, options, userId);
    this.combat._onCreateDescendantDocuments(this.combat, "combatants", [this], [data], options, userId);
  }

  /** Tells its combat a combatant changed. */
  override _onUpdate(changed: Source, options: OperationOptions, userId: string): void {
    super._onUpdate(changed, options, userId);
    this.combat._onUpdateDescendantDocuments(this.combat, "combatants", [this], [changed], options, userId);
  }

  /** Tells its combat a combatant was deleted. */
  override _onDelete(options: OperationOptions, userId: string): void {
    super._onDelete(options, userId);
    this.combat._onDeleteDescendantDocuments(this.combat, "combatants", [this], [this.id], options, userId);
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

  /** Tells its combat a group was created. */
  override _onCreate(data: Source, options: OperationOptions, userId: string): void {
    super._onCreate(data, options, userId);
    const combat = this.parent as Combat;
    combat._onCreateDescendantDocuments(combat, "groups", [this], [data], options, userId);
  }

  /** Tells its combat a group was deleted. */
  override _onDelete(options: OperationOptions, userId: string): void {
    super._onDelete(options, userId);
    const combat = this.parent as Combat;
    combat._onDeleteDescendantDocuments(combat, "groups", [this], [this.id], options, userId);
  }

  /** Tells its combat a group changed; its members take its initiative. */
  override _onUpdate(changed: Source, options: OperationOptions, userId: string): void {
    super._onUpdate(changed, options, userId);
    const combat = this.parent as Combat;
    combat.prepareData();
    combat._onUpdateDescendantDocuments(combat, "groups", [this], [changed], options, userId);
  }
}
