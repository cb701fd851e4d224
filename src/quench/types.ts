/**
 * The parts of Quench (the Foundry module that runs mocha/chai batches in a world) Fray uses, declared here from
 * Quench's public README because its types package (@ethaks/fvtt-quench) could not be installed: a batch gets
 * mocha's `describe`, `it`, `before`, `after` and chai's `expect` and `assert`.
 */

/** A test or hook body: may be async. */
export type TestBody = () => unknown;

/** chai's `expect(value)` chain, as far as Fray's batches use it. */
export interface Expectation {
  to: {
    equal(expected: unknown): void;
    deep: { equal(expected: unknown): void };
    be: { at: { most(limit: number): void; least(limit: number): void }; ok: void; true: void };
    have: { length(count: number): void };
    not: { equal(expected: unknown): void };
  };
}

/** What Quench hands a batch's registration function (mocha's suite functions and chai's assertions). */
export interface BatchContext {
  describe(title: string, body: () => void): void;
  it(title: string, body: TestBody): void;
  before(body: TestBody): void;
  after(body: TestBody): void;
  expect(value: unknown): Expectation;
  assert: { ok(value: unknown, message?: string): void; equal(actual: unknown, expected: unknown): void };
}

/** Options of Quench#registerBatch. */
export interface BatchOptions {
  displayName?: string;
  preSelected?: boolean;
}

/** The Quench instance the `quenchReady` hook passes. */
export interface Quench {
  registerBatch(key: string, register: (context: BatchContext) => void, options?: BatchOptions): void;
}

/** What the `quenchReports` hook passes: the run's mocha JSON report, as a string. */
export interface QuenchReports {
  json: string;
}
