/** A rule saying no: `reason` is a lang key and `data` fills its `{placeholders}`. */
export interface Refusal {
  ok: false;
  reason: string;
  data: Record<string, string | number>;
}

/** Builds a refusal. */
export function refuse(reason: string, data: Record<string, string | number> = {}): Refusal {
  return { ok: false, reason, data };
}
