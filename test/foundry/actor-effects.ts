import type { ActiveEffect } from "./active-effect.js";
import { expandObject, getProperty, setProperty } from "./data-model.js";
import type { Document } from "./documents.js";
import { ACTIVE_EFFECT_CHANGE_TYPES, CHANGE_TYPE_MODES } from "./effect-model.js";
import { Hooks } from "./hooks.js";
import { release } from "./release.js";

/** CONST.ACTIVE_EFFECT_MODES. */
export const ACTIVE_EFFECT_MODES = Object.freeze({ CUSTOM: 0, MULTIPLY: 1, ADD: 2, DOWNGRADE: 3, UPGRADE: 4,
  OVERRIDE: 5 });

/** One EffectChangeData: the target key, the mode, the value as a string and an optional priority. */
export interface EffectChange {
  key: string;
  mode: number;
  value: string;
  priority?: number | null;
}

/** An Actor as these helpers read it. */
type ActorLike = Document & { effects?: Map<string, ActiveEffect>; items?: Map<string, Document & {
  effects?: Map<string, ActiveEffect> }>; overrides: Record<string, unknown>; statuses: Set<string> };

/** Actor#allApplicableEffects: the actor's own effects, then those its items transfer (`transfer: true`). */
export function* allApplicableEffects(actor: ActorLike): Generator<ActiveEffect> {
  yield* actor.effects?.values() ?? [];
  for (const item of actor.items?.values() ?? []) {
    for (const effect of item.effects?.values() ?? []) if (effect.transfer) yield effect;
  }
}

/**
 * Actor#applyActiveEffects: the statuses of every active effect go into `actor.statuses`; their changes are applied
 * in priority order (default: mode × 10) to the actor's prepared data, and what they changed is kept in
 * `actor.overrides`.
 */
export function applyActiveEffects(actor: ActorLike): void {
  const overrides: Record<string, unknown> = {};
  actor.statuses.clear();
  const changes: { effect: ActiveEffect; change: EffectChange; priority: number }[] = [];
  for (const effect of allApplicableEffects(actor)) {
    if (!effect.active) continue;
    for (const status of effect.statuses) actor.statuses.add(status);
    for (const change of changesOf(effect)) {
      changes.push({ effect, change, priority: change.priority ?? change.mode * 10 });
    }
  }
  changes.sort((a, b) => a.priority - b.priority);
  for (const { effect, change } of changes) Object.assign(overrides, effect.apply(actor, change));
  actor.overrides = expandObject(overrides);
}

/** A v14 change (ActiveEffectChangeData) as stored in `system.changes`. */
interface TypedChange {
  key: string;
  type: string;
  value: string;
  priority?: number | null;
}

/**
 * The changes an effect applies: `changes` with numeric modes in v13; `system.changes` with string types in v14,
 * each applied as the mode it stands for, at its type's default priority unless set (CONST.ACTIVE_EFFECT_CHANGE_TYPES);
 * a type core doesn't know is ignored.
 */
function changesOf(effect: ActiveEffect): EffectChange[] {
  if (release.generation !== 14) return effect.changes;
  const typed = ((effect.system as { changes?: TypedChange[] } | undefined)?.changes ?? []);
  return typed.flatMap((change) => {
    const mode = CHANGE_TYPE_MODES[change.type];
    if (mode === undefined) return [];
    const value = change.type === "subtract" ? String(-Number(change.value)) : change.value;
    const type = change.type as keyof typeof ACTIVE_EFFECT_CHANGE_TYPES;
    const priority = change.priority ?? ACTIVE_EFFECT_CHANGE_TYPES[type];
    return [{ key: change.key, mode, value, priority }];
  });
}

/**
 * ActiveEffect#apply: applies one change to `actor` and returns `{key: newValue}` for what it changed (nothing for
 * a key the actor lacks or a value that isn't a number where one is needed). CUSTOM fires `applyActiveEffect`.
 */
export function applyChange(effect: ActiveEffect, actor: Document, change: EffectChange): Record<string, unknown> {
  const current = getProperty(actor, change.key);
  if (current === undefined) return {};
  if (change.mode === ACTIVE_EFFECT_MODES.CUSTOM) {
    const changes: Record<string, unknown> = {};
    Hooks.call("applyActiveEffect", actor, change, current, change.value, changes);
    for (const [key, value] of Object.entries(changes)) setProperty(actor as never, key, value);
    return changes;
  }
  const next = changedValue(current, change);
  if (next === undefined) return {};
  setProperty(actor as never, change.key, next);
  return { [change.key]: next };
}

/** The value a change makes of `current`, or undefined when it can't apply (a numeric mode on a non-number). */
function changedValue(current: unknown, { mode, value }: EffectChange): unknown {
  if (typeof current === "string") return mode === ACTIVE_EFFECT_MODES.ADD ? current + value
    : mode === ACTIVE_EFFECT_MODES.OVERRIDE ? value : undefined;
  if (typeof current === "boolean") return mode === ACTIVE_EFFECT_MODES.OVERRIDE ? value === "true" : undefined;
  const delta = Number(value);
  if (typeof current !== "number" || !Number.isFinite(delta)) return undefined;
  switch (mode) {
    case ACTIVE_EFFECT_MODES.ADD: return current + delta;
    case ACTIVE_EFFECT_MODES.MULTIPLY: return current * delta;
    case ACTIVE_EFFECT_MODES.DOWNGRADE: return Math.min(current, delta);
    case ACTIVE_EFFECT_MODES.UPGRADE: return Math.max(current, delta);
    case ACTIVE_EFFECT_MODES.OVERRIDE: return delta;
    default: return undefined;
  }
}
