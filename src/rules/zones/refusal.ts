/** A zone operation the rules refuse: a lang key under FRAY.ZONE and the data its message needs. */
export interface ZoneRefusal {
  ok: false;
  reason: string;
  data: Record<string, string | number>;
}

/** Builds a refusal with `reason` and `data`. */
export function refuse(reason: string, data: Record<string, string | number> = {}): ZoneRefusal {
  return { ok: false, reason, data };
}
