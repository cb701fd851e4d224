/** Done, or refused with a lang key and its data. */
export type ActionAnswer = { ok: true } | { ok: false; reason: string; data: Record<string, string | number> };

/** A refusal with a lang key. */
export const no = (reason: string, data: Record<string, string | number> = {}): ActionAnswer =>
  ({ ok: false, reason, data });

/** The answer of a write that went through. */
export const done: ActionAnswer = { ok: true };
