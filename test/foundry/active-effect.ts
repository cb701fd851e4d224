import { Document } from "./documents.js";
import { BooleanField, ColorField, DocumentUUIDField, FilePathField, HTMLField, NumberField, ObjectField, SchemaField,
  SetField, StringField, ArrayField, type DataField } from "./fields.js";
import { release } from "./release.js";
import { applyChange, type EffectChange } from "./actor-effects.js";
import { statusEffectData } from "./status-effects.js";

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
    description: new HTMLField(), origin: new DocumentUUIDField({ nullable: true, initial: null }),
    transfer: new BooleanField({ initial: true }), statuses: new SetField(new StringField({ blank: false })),
    sort: new NumberField({ integer: true, initial: 0, nullable: false }), flags: new ObjectField(),
    tint: new ColorField({ nullable: false, initial: "#ffffff" }) };
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
