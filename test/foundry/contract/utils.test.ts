/**
 * Contract tests: foundry.utils.expandObject (foundryvtt.com/api/functions/foundry.utils.expandObject.html: "Expand a
 * flattened object to be a standard nested Object by converting all dot-notation keys to inner objects. Only simple
 * objects will be expanded") builds inner objects of the data it is given: a key through `__proto__` names no inner
 * object of the data, so it reaches no prototype (OWASP's prototype pollution cheat sheet: such keys are to be
 * refused by whatever sets properties from paths), and mergeObject, which expands its changes, does the same.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { standIn } from "./helpers.js";

afterEach(() => {
  delete (Object.prototype as Record<string, unknown>).polluted;
});

describe("foundry.utils.expandObject and mergeObject never follow __proto__", () => {
  it("expands dotted keys into inner objects", () => {
    standIn();
    expect(foundry.utils.expandObject({ "a.b": 1, "a.c.d": 2, e: 3 })).toEqual({ a: { b: 1, c: { d: 2 } }, e: 3 });
  });

  it("a dotted or nested __proto__ key sets nothing on Object.prototype or on the result's prototype", () => {
    standIn();
    const forged = JSON.parse('{"__proto__": {"polluted": 1}, "a": {"__proto__": {"polluted": 2}}}') as object;
    const expanded = foundry.utils.expandObject({ "__proto__.polluted": 3, "a.__proto__.polluted": 4,
      ...forged }) as Record<string, unknown>;
    const merged = foundry.utils.mergeObject({ a: {} }, { "__proto__.polluted": 5 }) as Record<string, unknown>;
    expect([({} as Record<string, unknown>).polluted, expanded.polluted, merged.polluted]).toEqual([undefined,
      undefined, undefined]);
    expect(Object.getPrototypeOf(expanded)).toBe(Object.prototype);
  });
});

describe("foundry.utils.logCompatibilityWarning (a deprecation warning in the console)", () => {
  it("warns with the message, since and until; once logs a message once; SILENT logs nothing", () => {
    standIn();
    const warnings = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    try {
      foundry.utils.logCompatibilityWarning("old call", { since: "0.2.0", until: "0.3.0" });
      // CONST.COMPATIBILITY_MODES.SILENT is 0 (fvtt-types brands the constant).
      foundry.utils.logCompatibilityWarning("quiet", { mode: 0 as CONST.COMPATIBILITY_MODES });
      foundry.utils.logCompatibilityWarning("one", { once: true });
      foundry.utils.logCompatibilityWarning("one", { once: true });
      expect(warnings.mock.calls.map(([text]) => text)).toEqual([
        "old call\nDeprecated since Version 0.2.0\nBackwards-compatible support will be removed in Version 0.3.0",
        "one"]);
    } finally {
      warnings.mockRestore();
    }
  });
});
