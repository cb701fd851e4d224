import { Document, type Action, type OperationOptions } from "./documents.js";
import { ActiveEffect } from "./active-effect.js";
import { allApplicableEffects, applyActiveEffects } from "./actor-effects.js";
import { toggleStatusEffect } from "./status-effects.js";
import { ArrayField, BooleanField, FilePathField, HTMLField, JSONField, NumberField, ObjectField, SchemaField,
  StringField, type DataField } from "./fields.js";
import { release } from "./release.js";
import { displayBars } from "./token-display.js";
import type { User } from "./users.js";
import type { Canvas } from "./canvas.js";
import type { TokenDocument } from "./scene.js";
import { OWNERSHIP, world } from "./world.js";

type Source = Record<string, unknown>;

/** A nullable string id of another document. */
const idField = () => new StringField({ required: true, nullable: true, initial: null, blank: false });
/** The `type` of a document class whose types default to "base" (BaseCombat, BaseChatMessage …). */
const baseType = () => new StringField({ required: true, blank: false, initial: "base" });
/** The `type` of Actor and Item: required, with no default. */
const requiredType = () => new StringField({ required: true, blank: false });
/** A document name that may not be blank. */
const requiredName = () => new StringField({ required: true, blank: false });
/** Document flags. */
const flags = () => new ObjectField();
/** World document ownership, defaulting to NONE for everyone but the GM. */
const ownership = () => new ObjectField({ initial: () => ({ default: OWNERSHIP.NONE }) });

/** foundry.documents.BaseActor: `name` and `type` are required; creating one needs ACTOR_CREATE. */
export class Actor extends Document {
  static override baseTypes: string[] = [];
  /** Actor#statuses: the statuses the actor's active effects apply. */
  statuses = new Set<string>();
  /** Actor#overrides: what active effects changed in the prepared data, expanded by key. */
  overrides: Record<string, unknown> = {};

  /** The Actor fields Fray touches. */
  static override defineSchema(): Record<string, DataField> {
    return { name: requiredName(), type: requiredType(), img: new FilePathField({ nullable: true, initial: null }),
      folder: idField(), sort: new NumberField({ integer: true, initial: 0, nullable: false }),
      prototypeToken: new SchemaField({ displayBars: displayBars() }), ownership: ownership(), flags: flags() };
  }

  /** Whether this is the token actor of an unlinked token (Actor#isToken). */
  get isToken(): boolean {
    return this.parent?.documentName === "Token";
  }

  /** The token a token actor stands for, else null (Actor#token). */
  get token(): Document | null {
    return this.isToken ? this.parent : null;
  }

  /**
   * Actor#getActiveTokens(linked = false, document = false): "an Array of active tokens which represent this Actor
   * in the current canvas Scene. If the canvas is not currently active, or there are no linked actors, the returned
   * Array will be empty. If the Actor is a synthetic token actor, only the exact Token which it represents will be
   * returned" (foundryvtt.com/api/v13/classes/foundry.documents.Actor.html#getactivetokens). A world actor's are
   * the viewed scene's tokens of it (`actorId`), linked or not unless `linked`; Token placeables, or their
   * TokenDocuments when `document`.
   */
  getActiveTokens(linked = false, document = false): unknown[] {
    const canvas = (globalThis as { canvas?: Canvas }).canvas;
    const scene = canvas?.ready ? canvas.scene : null;
    if (!canvas || !scene) return [];
    const own = this.token as TokenDocument | null;
    const docs = this.isToken
      ? [own!].filter((t) => t.parent === scene && (!linked || t.actorLink))
      : scene.tokens.contents.filter((t) => t.actorId === this.id && (!linked || t.actorLink));
    return document ? docs : docs.map((t) => canvas.tokens.get(t.id)).filter((t) => t !== undefined);
  }

  /** Actor#getRollData: the data a roll formula's @references read, by default the actor's system data. */
  getRollData(): Record<string, unknown> {
    return this.system;
  }

  /** Prepares the embedded documents, then applies the active effects (Actor#prepareEmbeddedDocuments). */
  override prepareEmbeddedDocuments(): void {
    super.prepareEmbeddedDocuments();
    this.applyActiveEffects();
  }

  /** Actor#allApplicableEffects: the actor's effects and the ones its items transfer. */
  allApplicableEffects(): Generator<ActiveEffect> {
    return allApplicableEffects(this as never);
  }

  /** Actor#temporaryEffects: the active temporary effects that apply to it (its own and its items'). */
  get temporaryEffects(): ActiveEffect[] {
    return [...this.allApplicableEffects()].filter((e) => e.active && e.isTemporary);
  }

  /** Actor#applyActiveEffects: applies the active effects' changes and statuses to the prepared data. */
  applyActiveEffects(): void {
    applyActiveEffects(this as never);
  }

  /** Actor#toggleStatusEffect(statusId, {active, overlay}): puts a configured status on or takes it off. */
  toggleStatusEffect(statusId: string, options: { active?: boolean; overlay?: boolean } = {}) {
    return toggleStatusEffect(this as never, statusId, options);
  }

  /** A world Actor needs the ACTOR_CREATE user permission (BaseActor#canUserCreate). */
  override canUserModify(user: User | null, action: Action = "update", data: Source = {}): boolean {
    if (action === "create" && user) return user.can("ACTOR_CREATE");
    return super.canUserModify(user, action, data);
  }
}

/** foundry.documents.BaseItem: `name` and `type` are required; a world Item needs ITEM_CREATE. */
export class Item extends Document {
  static override baseTypes: string[] = [];

  /** Item.DEFAULT_ICON: "The default icon used for newly created Item documents" (BaseItem's `img` initial). */
  static DEFAULT_ICON = "icons/svg/item-bag.svg";

  /** The Item fields Fray touches; `img` starts as DEFAULT_ICON. */
  static override defineSchema(): Record<string, DataField> {
    return { name: requiredName(), type: requiredType(),
      img: new FilePathField({ nullable: true, initial: () => Item.DEFAULT_ICON }),
      folder: idField(), sort: new NumberField({ integer: true, initial: 0, nullable: false }),
      ownership: ownership(), flags: flags() };
  }

  /** A world Item needs the ITEM_CREATE user permission; an embedded one the right to update its actor. */
  override canUserModify(user: User | null, action: Action = "update", data: Source = {}): boolean {
    if (action === "create" && user && !this.parent) return user.can("ITEM_CREATE");
    return super.canUserModify(user, action, data);
  }
}

/**
 * The server's rule for a player's turn or round change (BaseCombat, core's `_canChangeTurn`/`_canChangeRound`):
 * a user who owns the combatant whose turn it is. The server runs Foundry's own document rules, never a system's
 * client subclass, so a system's stricter override binds only the client that asks (foundryvtt#9574 added the two
 * methods to let systems disable the controls; yearzero-combat-fvtt#85: a player last in the order does advance
 * the round, and only the system's own Combat flags write failed).
 */
function ownsCurrentTurn(combat: Combat, user: User): boolean {
  return user.isGM || !!combat.combatant?.testUserPermission(user, "OWNER");
}

/**
 * foundry.documents.BaseCombat: no name; type "base"; a GM writes anything, a player only `turn` and `round`, when
 * they own the combatant whose turn it is (Nimble-Co/FoundryVTT-Nimble#853: "Foundry lets a non-GM update a Combat's
 * turn-only fields").
 */
export class Combat extends Document {
  declare round: number;
  declare turn: number | null;

  /** The Combat fields (CombatData). */
  static override defineSchema(): Record<string, DataField> {
    return { type: baseType(), scene: idField(), active: new BooleanField(),
      round: new NumberField({ required: true, nullable: false, integer: true, min: 0, initial: 0 }),
      turn: new NumberField({ required: true, nullable: true, integer: true, min: 0, initial: null }),
      sort: new NumberField({ integer: true, initial: 0, nullable: false }), flags: flags() };
  }

  /** Every user observes a combat; a GM owns it. */
  override getUserLevel(user: User | null): number {
    if (!user) return OWNERSHIP.NONE;
    return user.isGM ? OWNERSHIP.OWNER : OWNERSHIP.OBSERVER;
  }

  /** The combatant whose turn it is, in `turns` order when the combat has set its turns up. */
  get combatant(): Combatant | undefined {
    const { combatants, turns } = this as unknown as { combatants: Map<string, Combatant>; turns?: Combatant[] };
    return this.turn === null ? undefined : (turns ?? [...combatants.values()])[this.turn];
  }

  /** Combat#_canChangeTurn: core lets the GM and the owner of the combatant whose turn it is change the turn. */
  _canChangeTurn(user: User): boolean {
    return ownsCurrentTurn(this, user);
  }

  /** Combat#_canChangeRound: core lets the same users change the round. */
  _canChangeRound(user: User): boolean {
    return ownsCurrentTurn(this, user);
  }

  /**
   * The server's check: a GM may do anything; a player may only change `turn` and `round`, and only by core's rule
   * (ownsCurrentTurn), whatever a subclass's `_canChangeTurn`/`_canChangeRound` say on the asking client.
   */
  override canUserModify(user: User | null, action: Action = "update", data: Source = {}): boolean {
    if (!user) return false;
    if (user.isGM || action !== "update") return super.canUserModify(user, action, data);
    const keys = Object.keys(data).filter((k) => k !== "_id");
    return keys.every((k) => k === "turn" || k === "round") && ownsCurrentTurn(this, user);
  }
}

/** foundry.documents.BaseCombatant: optional name; type "base"; its actor's owner may set its initiative. */
export class Combatant extends Document {
  declare actorId: string | null;

  /** The Combatant fields (CombatantData); generation 14 adds `roundJoined`. */
  static override defineSchema(): Record<string, DataField> {
    const fields: Record<string, DataField> = { type: baseType(), actorId: idField(), tokenId: idField(),
      sceneId: idField(), name: new StringField({ required: false, blank: true }),
      img: new FilePathField({ nullable: true, initial: null }),
      initiative: new NumberField({ required: true, nullable: true, initial: null }),
      hidden: new BooleanField(), defeated: new BooleanField(), group: idField(), flags: flags() };
    if (release.generation === 14) {
      fields.roundJoined = new NumberField({ required: true, nullable: false, integer: true, min: 0, initial: 1 });
    }
    return fields;
  }

  /** The world actor this combatant stands for, or null (Combatant#actor). */
  get actor(): Document | null {
    return (this.actorId && world.collections.Actor?.get(this.actorId)) || null;
  }

  /** A combatant is owned as its actor is (a GM owns every one). */
  override getUserLevel(user: User | null): number {
    if (!user) return OWNERSHIP.NONE;
    if (user.isGM) return OWNERSHIP.OWNER;
    return this.actor?.getUserLevel(user) ?? OWNERSHIP.NONE;
  }

  /** v14: a combatant joins in the combat's current round, or round 1 before the combat starts. */
  override _initializeCreation(): void {
    if (release.generation !== 14) return;
    const round = (this.parent as Combat | null)?.round ?? 0;
    this.updateSource({ roundJoined: Math.max(round, 1) });
  }

  /**
   * The server's check (BaseCombatant): a GM may do anything; the owner of a combatant's actor may create it, delete
   * it, and update its `initiative`, `defeated`, `flags` and `system` (and the `type` Foundry adds to every update:
   * foundryvtt#12386), nothing else (BaseCombatant overrides only #canCreate and #canUpdate, API v10; draw-steel
   * PR 134 and cosmere-rpg PR 391: v12 kept combatant `system` from players, v13 opens it to the owner).
   */
  override canUserModify(user: User | null, action: Action = "update", data: Source = {}): boolean {
    if (!user) return false;
    if (user.isGM) return true;
    if (!this.testUserPermission(user, "OWNER")) return false;
    if (action !== "update") return true;
    return Object.keys(data).every((k) => ["_id", "type", "initiative", "defeated", "flags", "system"].includes(k));
  }
}

/** foundry.documents.BaseCombatantGroup: type "base"; a GM manages groups. */
export class CombatantGroup extends Document {
  /** Only a GM creates, changes or deletes a group. */
  override canUserModify(user: User | null): boolean {
    return !!user?.isGM;
  }

  /** The CombatantGroup fields. */
  static override defineSchema(): Record<string, DataField> {
    return { type: baseType(), name: new StringField({ required: false, blank: true }),
      img: new FilePathField({ nullable: true, initial: null }),
      initiative: new NumberField({ required: true, nullable: true, initial: null }), flags: flags() };
  }
}

/** foundry.documents.BaseChatMessage: no name; type "base"; written by its author, who alone (or a GM) edits it. */
/**
 * BaseChatMessage#validateRoll (foundryvtt.com/api/v11 BaseChatMessage; foundryvtt/foundryvtt#7833): every write of
 * `rolls`, created or updated, must hold serialized evaluated Rolls, so the server refuses anything else.
 */
function isEvaluatedRoll(json: unknown): boolean {
  const roll = JSON.parse(String(json)) as { evaluated?: unknown } | null;
  return typeof roll === "object" && roll !== null && roll.evaluated === true;
}

export class ChatMessage extends Document {

  /** The ChatMessage fields (ChatMessageData); `author` is the current user unless given. */
  static override defineSchema(): Record<string, DataField> {
    return { type: baseType(), style: new NumberField({ required: true, nullable: false, integer: true, initial: 0 }),
      author: new StringField({ required: true, nullable: true, blank: false,
        initial: () => world.users.current?.id ?? null }),
      timestamp: new NumberField({ required: true, nullable: false, initial: () => Date.now() }),
      flavor: new HTMLField(), content: new HTMLField({ required: true, blank: true }),
      speaker: new SchemaField({ scene: idField(), actor: idField(), token: idField(),
        alias: new StringField({ required: false, nullable: true, initial: null }) }),
      whisper: new ArrayField(new StringField({ required: true, blank: false })), blind: new BooleanField(),
      rolls: new ArrayField(new JSONField({ validate: isEvaluatedRoll,
        validationError: "Roll objects added to ChatMessage documents must be evaluated" })),
      sound: new FilePathField({ nullable: true, initial: null }), emote: new BooleanField(), flags: flags() };
  }

  /** The author and a GM own a message; nobody else does. */
  override getUserLevel(user: User | null): number {
    if (!user) return OWNERSHIP.NONE;
    return user.isGM || user.id === this._source.author ? OWNERSHIP.OWNER : OWNERSHIP.NONE;
  }

  /** Anyone may post as themself; only the author or a GM updates or deletes a message. */
  override canUserModify(user: User | null, action: Action = "update", data: Source = {}): boolean {
    if (!user) return false;
    if (user.isGM) return true;
    if (action === "create") return this._source.author === user.id;
    return this._source.author === user.id && (!("author" in data) || data.author === user.id);
  }
}

/**
 * foundry.documents.BaseJournalEntry: a world document; creating one needs the JOURNAL_CREATE user permission, and a
 * player who creates one owns it ("Create Journal Entries" lets a player make their own entries only). Updating or
 * deleting needs OWNER, which a GM always has and a player only where the entry's ownership grants it.
 */
export class JournalEntry extends Document {
  /** The JournalEntry fields Fray touches. */
  static override defineSchema(): Record<string, DataField> {
    return { name: requiredName(), folder: idField(),
      sort: new NumberField({ integer: true, initial: 0, nullable: false }), ownership: ownership(), flags: flags() };
  }

  /** A player's new entry is theirs (ClientDocumentMixin#_preCreate grants the creating player OWNER). */
  override async _preCreate(data: Source, options: OperationOptions, user: User | null): Promise<boolean | void> {
    if (user && !user.isGM) {
      const ownership = (this._source.ownership ?? {}) as Record<string, number>;
      this.updateSource({ ownership: { ...ownership, [user.id]: OWNERSHIP.OWNER } });
    }
    return super._preCreate(data, options, user);
  }

  /** A world JournalEntry needs the JOURNAL_CREATE user permission (BaseJournalEntry#canUserCreate). */
  override canUserModify(user: User | null, action: Action = "update", data: Source = {}): boolean {
    if (action === "create" && user) return user.can("JOURNAL_CREATE");
    return super.canUserModify(user, action, data);
  }
}

/** The document classes installFoundry registers, by name. */
export const DOCUMENT_CLASSES: Record<string, typeof Document> = { Actor, Item, Combat, Combatant, CombatantGroup,
  ChatMessage, ActiveEffect, JournalEntry };
