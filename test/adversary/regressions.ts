import type { AdversaryCase } from "./commands.js";

/** A case the adversary found, named for what it found; `fails` while the product still fails it. */
export interface Regression {
  case: AdversaryCase;
  fails?: boolean;
}

/** The sequences the adversary found breaking an invariant, each kept so it is played on every run. */
export const REGRESSIONS: Record<string, Regression> = {};
