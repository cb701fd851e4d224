import { world, type Document } from "./documents.js";
import { getProperty } from "./data-model.js";
import { Combatant as BaseCombatant, CombatantGroup as BaseCombatantGroup } from "./document-types.js";
import { tokens, type TokenDocument } from "./combat-core.js";
import type { Combat } from "./combat.js";
import type { SceneDocument, TokenDocument as SceneToken } from "./scene.js";
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

  /** The scene its token is on (Combatant#sceneId), if that scene exists. */
  get #scene(): SceneDocument | null {
    const id = this._source.sceneId as string | null;
    return id ? (world.collections.Scene?.get(id) as SceneDocument | undefined) ?? null : null;
  }

  /**
   * Its token (api/v13 Combatant#token): the Token document `tokenId` names on the scene `sceneId` names; else one
   * placed by `placeToken` (the stand-in's token without a scene, for fights that need no canvas).
   */
  get token(): SceneToken | TokenDocument | null {
    if (!this.tokenId) return null;
    return this.#scene?.tokens.get(this.tokenId) ?? tokens.get(this.tokenId) ?? null;
  }

  /**
   * Its actor (api/v13 Combatant#actor): its token's actor (an unlinked token's synthetic actor, with its own data:
   * TokenDocument#actor), else the world actor by `actorId`.
   */
  override get actor(): Document | null {
    return this.token?.actor ?? (this.actorId ? world.collections.Actor?.get(this.actorId) ?? null : null);
  }

  /**
   * A combatant made for a scene token takes the token's scene (the combat's, when `sceneId` is not given) and actor
   * (`actorId` from the token, TokenDocument#actorId) before it is written.
   */
  override _initializeCreation(): void {
    super._initializeCreation();
    const tokenId = this._source.tokenId as string | null;
    const sceneId = (this._source.sceneId ?? this.combat?._source.scene ?? null) as string | null;
    const scene = sceneId ? world.collections.Scene?.get(sceneId) as SceneDocument | undefined : undefined;
    const token = tokenId ? scene?.tokens.get(tokenId) : undefined;
    if (!scene || !token) return;
    this.updateSource({ sceneId: scene.id, actorId: this._source.actorId ?? token.actorId });
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

  /**
   * Marked defeated, or its actor has the defeated status (CONFIG.specialStatusEffects.DEFEATED): isDefeated is the
   * one source of truth for the tracker and Skip Defeated (foundryvtt#8197).
   */
  get isDefeated(): boolean {
    const special = (globalThis as { CONFIG?: { specialStatusEffects?: { DEFEATED?: string } } }).CONFIG
      ?.specialStatusEffects?.DEFEATED;
    const statuses = (this.actor as { statuses?: Set<string> } | null)?.statuses;
    return this.defeated || (!!special && statuses?.has(special) === true);
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
