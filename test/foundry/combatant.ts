import { OWNERSHIP, world, Document, type OperationOptions } from "./documents.js";
import { expandObject, mergeObject } from "./data-model.js";
import { checkCoreFields, copyCoreFields, CORE_FIELDS, refused, tokens, type TokenDocument } from "./combat-core.js";
import type { Combat } from "./combat.js";
import type { User } from "./users.js";

type Source = Record<string, unknown>;

/**
 * foundry.documents.Combatant: its actor and token, owned as its actor is; a player may change only the
 * `initiative`, `defeated` and `flags` of a combatant they own. `_prepareGroup` swaps the `group` id for the
 * CombatantGroup and gives the member the group's initiative.
 */
export class Combatant extends Document {
  static override documentName = "Combatant";

  declare actorId: string | null;
  declare tokenId: string | null;
  declare initiative: number | null;
  declare hidden: boolean;
  declare defeated: boolean;
  declare group: CombatantGroup | null;

  /** Builds the combatant from its core fields. */
  constructor(data: Source, options: { parent?: Document | null } = {}) {
    super(data, options);
    copyCoreFields(this, CORE_FIELDS.Combatant);
  }

  /** The combat it is in. */
  get combat(): Combat {
    return this.parent as Combat;
  }

  /** Its token, when it has one on a scene. */
  get token(): TokenDocument | null {
    return (this.tokenId && tokens.get(this.tokenId)) || null;
  }

  /** Its actor: the token's actor, else the world actor by id. */
  get actor(): Document | null {
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

  /** Owned as its actor is; a GM owns every combatant. */
  override getUserLevel(user: User | null): number {
    if (!user) return OWNERSHIP.NONE;
    if (user.isGM) return OWNERSHIP.OWNER;
    return this.actor?.getUserLevel(user) ?? OWNERSHIP.NONE;
  }

  /** Copies the core fields, then prepares the group membership. */
  override prepareBaseData(): void {
    copyCoreFields(this, CORE_FIELDS.Combatant);
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

  /** Refuses a player's change to anything but initiative, defeated and flags, and invalid core fields. */
  override async update(changes: Source, options: OperationOptions = {}): Promise<this> {
    const user = world.users.current;
    const expanded = expandObject(changes);
    delete expanded._id;
    if (user && !user.isGM && Object.keys(expanded).some((k) => !["initiative", "defeated", "flags"].includes(k))) {
      throw refused(user, this.uuid);
    }
    checkCoreFields(mergeObject(this._source, expanded), CORE_FIELDS.Combatant);
    return super.update(expanded, options);
  }

  /** Deletes the combatant and tells its combat. */
  override async delete(options: OperationOptions = {}): Promise<this> {
    await super.delete(options);
    this._onDelete(options, world.users.current?.id ?? "");
    return this;
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
  _onDelete(options: OperationOptions, userId: string): void {
    this.combat._onDeleteDescendantDocuments(this.combat, "combatants", [this], [this.id], options, userId);
  }
}

/** foundry.documents.CombatantGroup: a group of combatants sharing one initiative; only a GM manages groups. */
export class CombatantGroup extends Document {
  static override documentName = "CombatantGroup";

  declare initiative: number | null;

  /** Builds the group from its core fields. */
  constructor(data: Source, options: { parent?: Document | null } = {}) {
    super(data, options);
    copyCoreFields(this, CORE_FIELDS.CombatantGroup);
  }

  /** The combatants in this group. */
  get members(): Set<Combatant> {
    const combat = this.parent as Combat | null;
    return new Set(combat?.combatants.filter((c) => c._source.group === this.id) ?? []);
  }

  /** Only a GM creates, changes or deletes a group. */
  override canUserModify(user: User | null): boolean {
    return !!user?.isGM;
  }

  /** Copies the core fields. */
  override prepareBaseData(): void {
    copyCoreFields(this, CORE_FIELDS.CombatantGroup);
    super.prepareBaseData();
  }

  /** Refuses invalid core fields before writing. */
  override async update(changes: Source, options: OperationOptions = {}): Promise<this> {
    checkCoreFields(mergeObject(this._source, expandObject(changes)), CORE_FIELDS.CombatantGroup);
    return super.update(changes, options);
  }

  /** Deletes the group and tells its combat. */
  override async delete(options: OperationOptions = {}): Promise<this> {
    await super.delete(options);
    const combat = this.parent as Combat;
    combat._onDeleteDescendantDocuments(combat, "groups", [this], [this.id], options, world.users.current?.id ?? "");
    return this;
  }

  /** Tells its combat a group was created. */
  override _onCreate(data: Source, options: OperationOptions, userId: string): void {
    super._onCreate(data, options, userId);
    const combat = this.parent as Combat;
    combat._onCreateDescendantDocuments(combat, "groups", [this], [data], options, userId);
  }

  /** Tells its combat a group changed; its members take its initiative. */
  override _onUpdate(changed: Source, options: OperationOptions, userId: string): void {
    super._onUpdate(changed, options, userId);
    const combat = this.parent as Combat;
    combat.prepareData();
    combat._onUpdateDescendantDocuments(combat, "groups", [this], [changed], options, userId);
  }
}
