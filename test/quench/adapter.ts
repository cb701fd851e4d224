/**
 * Runs Fray's Quench batches (src/quench) in vitest against the stand-in: Quench hands a batch mocha's `describe`,
 * `it`, `before`, `after` and chai's `expect`/`assert`; this adapter hands it vitest's, whose `expect` takes chai's
 * style (`expect(x).to.equal(y)`) and whose `assert` is chai's.
 */
import { afterAll, assert, beforeAll, describe, expect, it } from "vitest";
import type { BatchContext, BatchOptions, Quench } from "../../src/quench/types.js";

/** A batch registered through the adapter: its key and display name. */
export interface RegisteredBatch {
  key: string;
  displayName: string;
}

/** A Quench whose registerBatch declares the batch as a vitest suite named by its display name. */
export function vitestQuench(registered: RegisteredBatch[] = []): Quench {
  const context = { describe, it, before: beforeAll, after: afterAll, expect, assert } as unknown as BatchContext;
  return {
    registerBatch(key: string, register: (context: BatchContext) => void, options: BatchOptions = {}) {
      const displayName = options.displayName ?? key;
      registered.push({ key, displayName });
      describe(displayName, () => register(context));
    },
  };
}
