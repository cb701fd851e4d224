import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { actionKinds, actionPool, refreshActions, spendAction, type SpendContext }
  from "../../../src/rules/actions/index.js";
import { PRESET_IDS, type PresetId } from "../../../src/rules/presets.js";
import { RulesRangeError, RulesTypeError } from "../../../src/rules/validate.js";

describe("action input checks", () => {
  it("unknown presets, kinds and refresh points throw RulesTypeError naming the field", () => {
    expect(() => actionPool("dnd" as PresetId)).toThrow(RulesTypeError);
    expect(() => spendAction("lot", {}, "standard")).toThrow(/kind/);
    expect(() => refreshActions("lot", {}, "noon" as "turnStart")).toThrow(/at/);
  });

  it.each([[-1], [1.5], [Number.NaN], [Number.POSITIVE_INFINITY]])("a spent count of %s throws", (count) => {
    expect(() => spendAction("legend", { swift: count }, "swift")).toThrow(RulesRangeError);
    expect(() => spendAction("legend", { swift: count }, "swift")).toThrow(/spent\.swift/);
  });

  it("bad context fields throw", () => {
    const bad = (context: unknown) => () => spendAction("agility", {}, "bonus", context as SpendContext);
    expect(bad({ onTurn: "yes" })).toThrow(/context.onTurn/);
    expect(bad({ phase: "lunch" })).toThrow(/context.phase/);
    expect(bad({ payWith: "gold" })).toThrow(/context.payWith/);
    expect(bad({ adjust: { bonus: 0.5 } })).toThrow(/context.adjust.bonus/);
    expect(bad(null)).toThrow(RulesTypeError);
  });

  it("the pool never goes below 0 after an adjustment", () => {
    expect(actionPool("agility", { adjust: { bonus: -5 } }).bonus).toBe(0);
  });
});

describe("action properties", () => {
  const kindOf = (preset: PresetId) => fc.constantFrom(...actionKinds(preset));
  const context = fc.record({ onTurn: fc.boolean(), granted: fc.boolean(), surpriseRound: fc.boolean() });
  const script = fc.constantFrom(...PRESET_IDS).chain((preset) =>
    fc.tuple(fc.constant(preset), fc.array(fc.tuple(kindOf(preset), context), { maxLength: 25 })));

  it("a turn's limited kinds never exceed what the pool (plus conversions) allows, and counts never go negative", () => {
    fc.assert(fc.property(script, ([preset, steps]) => {
      let spent: Record<string, number> = refreshActions(preset, {}, "turnStart");
      for (const [kind, ctx] of steps) {
        const r = spendAction(preset, spent, kind, ctx);
        if (r.ok) spent = r.spent;
      }
      const pool = actionPool(preset);
      for (const value of Object.values(spent)) expect(value).toBeGreaterThanOrEqual(0);
      for (const key of ["standard", "move", "major", "main", "attack", "bonus", "full", "reaction", "immediate"]) {
        expect(spent[key] ?? 0).toBeLessThanOrEqual(pool[key] ?? 0);
      }
      expect(spent.swiftImmediate ?? 0).toBeLessThanOrEqual(3);
      expect(spent.free ?? 0).toBeLessThanOrEqual(preset === "legend" ? 5 : preset === "lot" ? 11 : Infinity);
    }));
  });
});
