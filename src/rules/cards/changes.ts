import { requireFinite, requireRecord } from "../validate.js";
import type { DamagePreview, WoundRecord } from "./preview.js";
import type { FlagChange, NumberChange } from "./types.js";

/** What one application changed on one target, field by field, so undo can reverse exactly that. */
export interface ChangeRecord {
  hp: NumberChange | null;
  overshield: NumberChange | null;
  /** S8: the target's shield spent against Shock this round. */
  shieldUsed: FlagChange | null;
  /** Status ids the application added (the target did not have them before). */
  statuses: string[];
  /** A5: wounds the application created. */
  wounds: WoundRecord[];
  /** A6: ids of the wound effects a heal removed (suspended, so undo can restore them). */
  healedWounds: string[];
}

/** The target's current values an undo is worked against. */
export interface CurrentValues {
  hp: { value: number; max: number };
  overshield?: { value: number; max: number } | null;
  shieldUsed?: boolean;
  statuses?: readonly string[];
}

/** What undoing one application writes: null fields stay as they are. */
export interface UndoPlan {
  hp: number | null;
  overshield: number | null;
  shieldUsed: boolean | null;
  removeStatuses: string[];
  /** Wound effects the application created, to delete. */
  deleteWounds: string[];
  /** Wound effects a heal suspended, to enable again. */
  restoreWounds: string[];
}

/** The change a damage preview makes; `shieldUsed` is the S8 shield state the Shock spent (from → to). */
export function damageChanges(preview: DamagePreview, shieldUsed: FlagChange | null = null): ChangeRecord {
  const os = preview.overshield;
  return {
    hp: preview.hp.from === preview.hp.to ? null : { ...preview.hp },
    overshield: os === null || os.from === os.to ? null : { ...os },
    shieldUsed: shieldUsed === null || shieldUsed.from === shieldUsed.to ? null : { ...shieldUsed },
    statuses: [...preview.statuses],
    wounds: preview.wound ? [{ ...preview.wound, modifiers: preview.wound.modifiers.map((m) => ({ ...m })) }] : [],
    healedWounds: [],
  };
}

/** True when the record changes nothing (so nothing is written for that target). */
export function isNoChange(record: ChangeRecord): boolean {
  return record.hp === null && record.overshield === null && record.shieldUsed === null
    && record.statuses.length === 0 && record.wounds.length === 0 && record.healedWounds.length === 0;
}

/**
 * The inverse of `record` applied to the CURRENT values (pf2e's per-field deltas): HP and overshield move back by
 * what the application changed, clamped to 0 … max, even if the actor changed since; statuses and wounds it
 * created go, wounds it healed come back, and a shield it spent is ready again.
 */
export function undoChanges(record: ChangeRecord, current: CurrentValues): UndoPlan {
  requireRecord("record", record);
  requireRecord("current", current);
  const hp = record.hp === null ? null : shift(current.hp.value, record.hp, current.hp.max, "current.hp");
  const os = current.overshield ?? null;
  const overshield = record.overshield === null || os === null ? null
    : shift(os.value, record.overshield, Math.max(os.max, record.overshield.from), "current.overshield");
  const statuses = current.statuses ?? [];
  return {
    hp,
    overshield,
    shieldUsed: record.shieldUsed === null || current.shieldUsed !== record.shieldUsed.to ? null
      : record.shieldUsed.from,
    removeStatuses: record.statuses.filter((s) => statuses.includes(s)),
    deleteWounds: record.wounds.flatMap((w) => (w.id === null ? [] : [w.id])),
    restoreWounds: [...record.healedWounds],
  };
}

/** `value` moved back by the change (from − to), kept within 0 … max. */
function shift(value: number, change: NumberChange, max: number, field: string): number {
  const now = requireFinite(`${field}.value`, value);
  const top = requireFinite(`${field}.max`, max, { min: 0 });
  return Math.min(top, Math.max(0, now + change.from - change.to));
}
