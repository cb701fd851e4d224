import { Document } from "./documents.js";
import { BooleanField, ColorField, DocumentUUIDField, FilePathField, HTMLField, NumberField, ObjectField, SchemaField,
  SetField, StringField, ArrayField, type DataField } from "./fields.js";
import { release } from "./release.js";
import { applyChange, type EffectChange } from "./actor-effects.js";
import { statusEffectData } from "./status-effects.js";
import { ACTIVE_EFFECT_EXPIRY_EVENTS, effectRegistry, inCombat, type RefreshContext } from "./effect-registry.js";
import type { OperationOptions } from "./documents.js";
import type { User } from "./users.js";
import { world } from "./world.js";

/** A nullable number. */
const maybe = (integer = false) => new NumberField({ required: true, nullable: true, initial: null, integer });

/** ActiveEffect#duration as generation 13 stores it (EffectDurationData v13). */
function durationV13(): SchemaField {
  return new SchemaField({ startTime: maybe(), seconds: maybe(true), combat: new StringField({ nullable: true,
    initial: null }), rounds: maybe(true), turns: maybe(true), startRound: maybe(true), startTurn: maybe(true) });
}

/** ActiveEffect#duration as generation 14 stores it (EffectDurationData v14: value, units, expiry, expired). */
function durationV14(): SchemaField {
  return new SchemaField({ value: maybe(), expiry: new StringField({ nullable: true, initial: null }),
    expired: new BooleanField(), units: new StringField({ required: true, blank: false, initial: "seconds",
      choices: ["years", "months", "days", "hours", "minutes", "seconds", "rounds", "turns"] }) });
}

/**
 * ActiveEffect#start as generation 14 stores it (EffectStartData, api v14: "The _id of the Combat that was active when
 * this Effect first started", the combatant "whose turn was active", its initiative, the round, the turn and "The
 * world time when the Effect first started").
 */
function startV14(): SchemaField {
  return new SchemaField({ combat: new StringField({ nullable: true, initial: null }),
    combatant: new StringField({ nullable: true, initial: null }), initiative: maybe(), round: maybe(true),
    time: new NumberField({ required: true, nullable: false, initial: 0 }), turn: maybe(true) });
}

/** ActiveEffect as Foundry documents it: `statuses` (a Set), `disabled`, `duration` by generation, `tint`, `active`. */
export class ActiveEffect extends Document {
  declare statuses: Set<string>;
  declare disabled: boolean;
  declare transfer: boolean;
  declare changes: EffectChange[];

  /**
   * ActiveEffect.fromStatusEffect(statusId, options): a new, unsaved effect from the CONFIG.statusEffects entry
   * with that id (its data copied, the name localized, `statuses` = [id]), built by `_fromStatusEffect`; throws for
   * an id that isn't configured.
   */
  static async fromStatusEffect(statusId: string, options: { parent?: Document | null } = {}): Promise<ActiveEffect> {
    return this._fromStatusEffect(statusId, statusEffectData(statusId), options);
  }

  /** ActiveEffect._fromStatusEffect(statusId, effectData, options): `new this(effectData, options)`. */
  static async _fromStatusEffect(_statusId: string, effectData: Record<string, unknown>,
    options: { parent?: Document | null } = {}): Promise<ActiveEffect> {
    return new this(effectData, options);
  }

  /** ActiveEffect#apply(actor, change): applies one change to the actor's data; returns what it changed. */
  apply(actor: Document, change: EffectChange): Record<string, unknown> {
    return applyChange(this, actor, change);
  }

  /** The ActiveEffect fields Fray touches; v14 keeps the changes in `system.changes` (effect-model.ts), not here. */
  static override defineSchema(): Record<string, DataField> {
    return { name: new StringField({ required: true, blank: false }), type: new StringField({ required: true,
      blank: false, initial: "base" }), img: new FilePathField({ nullable: true, initial: null }),
    ...(release.generation === 14 ? {} : { changes: new ArrayField(new ObjectField()) }), disabled: new BooleanField(),
    duration: release.generation === 14 ? durationV14() : durationV13(),
    ...(release.generation === 14 ? { start: startV14() } : {}),
    description: new HTMLField(), origin: new DocumentUUIDField({ nullable: true, initial: null }),
    transfer: new BooleanField({ initial: true }), statuses: new SetField(new StringField({ blank: false })),
    sort: new NumberField({ integer: true, initial: 0, nullable: false }), flags: new ObjectField(),
    tint: new ColorField({ nullable: false, initial: "#ffffff" }) };
  }

  /** v14: the registry of effect durations and expiry (ActiveEffect.registry, an ActiveEffectRegistry). */
  static registry = effectRegistry;

  /**
   * v14: an effect created starts at the current world time and, in the running combat, at its round, turn and
   * acting combatant (EffectStartData), where the data gives no start of its own.
   */
  override async _preCreate(data: Record<string, unknown>, options: OperationOptions, user: User | null) {
    if ((await super._preCreate(data, options, user)) === false) return false;
    if (release.generation !== 14) return;
    const combats = [...(world.collections.Combat?.values() ?? [])] as (Document & { active?: boolean })[];
    const combat = (combats.find((c) => c.active) ?? combats[0]) as (Document & { round: number; turn: number | null;
      combatant?: Document & { initiative?: number | null } | null }) | undefined;
    const running = combat && combat.round > 0 ? combat : null;
    const now: Record<string, unknown> = { time: world.time?.worldTime ?? 0, combat: running?.id ?? null,
      combatant: running?.combatant?.id ?? null, initiative: running?.combatant?.initiative ?? null,
      round: running?.round ?? null, turn: running?.turn ?? null };
    const given = (data.start ?? {}) as Record<string, unknown>;
    const start = Object.fromEntries(Object.entries(now).map(([key, value]) =>
      [key, given[key] !== undefined && given[key] !== null && !(key === "time" && given[key] === 0) ? given[key]
        : value]));
    this.updateSource({ start });
  }

  /**
   * v14 ActiveEffect#isExpiryEvent(event, context), as foundryvtt#14725 quotes core's code: on "updateWorldTime" an
   * effect with no expiry event expires by its duration alone, one with a core expiry event only outside combat (and
   * never for "combatStart"); any other event is an expiry only when it is the effect's own `duration.expiry`.
   */
  isExpiryEvent(event: string, _context: RefreshContext = {}): boolean {
    const expiry = (this._source.duration as { expiry?: string | null } | undefined)?.expiry ?? null;
    if (event === "updateWorldTime") {
      if (!expiry) return true;
      const actor = this.parent?.documentName === "Actor" ? this.parent : null;
      return !inCombat(actor) && (ACTIVE_EFFECT_EXPIRY_EVENTS as readonly string[]).includes(expiry)
        && expiry !== "combatStart";
    }
    return event === expiry;
  }

  /** Whether the effect is suppressed (false unless a system says otherwise; ActiveEffect#isSuppressed). */
  get isSuppressed(): boolean {
    return false;
  }

  /**
   * ActiveEffect#isTemporary: "Describes whether the ActiveEffect has a temporary duration based on combat turns or
   * rounds", or a duration in seconds, or carries a status (what core shows on tokens and tracker rows).
   */
  get isTemporary(): boolean {
    const d = (this._source.duration ?? {}) as Record<string, unknown>;
    return !!(d.seconds || d.rounds || d.turns || d.value) || this.statuses.size > 0;
  }

  /** Whether the effect applies: not disabled, not suppressed and, in v14, not expired (ActiveEffect#active). */
  get active(): boolean {
    const expired = release.generation === 14 && (this._source.duration as { expired?: boolean })?.expired === true;
    return !this.disabled && !this.isSuppressed && !expired;
  }
}
