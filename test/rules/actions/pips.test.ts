import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { actionPips, actionKinds, PRESET_IDS, spendAction } from "../../../src/rules/index.js";

/** The pip of `kind` under `preset` for the ledger `spent`. */
const pip = (preset: (typeof PRESET_IDS)[number], spent: Record<string, number>, kind: string) =>
  actionPips(preset, spent).find((p) => p.kind === kind)!;

describe("actionPips", () => {
  it("L7: legend shows standard, move, swift, free and immediate; only the immediate is taken off turn", () => {
    const pips = actionPips("legend", {});
    expect(pips.map((p) => [p.kind, p.total, p.offTurn])).toEqual([["standard", 1, false], ["move", 1, false],
      ["swift", 1, false], ["free", 5, false], ["immediate", 1, true]]);
  });

  it("T6: lot's reaction is the one action taken off turn; 2 Full pips", () => {
    expect(pip("lot", {}, "reaction").offTurn).toBe(true);
    expect(pip("lot", {}, "full")).toMatchObject({ total: 2, used: 0, pooled: true, offTurn: false });
  });

  it("S4: sides' free and instant have no limit; snap attack is a special taken off turn", () => {
    expect(pip("sides", { free: 4 }, "free")).toMatchObject({ total: null, used: 4, pooled: true });
    expect(pip("sides", {}, "instant").offTurn).toBe(true);
    expect(pip("sides", {}, "snapAttack")).toMatchObject({ pooled: false, total: null, offTurn: true });
    expect(pip("sides", {}, "charge")).toMatchObject({ pooled: false, offTurn: false });
  });

  it("used counts the ledger and never exceeds the pool; bookkeeping keys and bad counts show nothing", () => {
    expect(pip("legend", { standard: 1, swiftImmediate: 3 }, "standard").used).toBe(1);
    expect(pip("lot", { swift: 3 }, "swift").used).toBe(1);
    expect(pip("legend", { free: -2 }, "free").used).toBe(0);
  });

  it("every rulebook lists every kind spendAction takes, and off-turn agrees with spendAction", () => {
    fc.assert(fc.property(fc.constantFrom(...PRESET_IDS), (preset) => {
      const pips = actionPips(preset, {});
      expect(pips.map((p) => p.kind)).toEqual([...actionKinds(preset)]);
      for (const p of pips) expect(p.offTurn).toBe(spendAction(preset, {}, p.kind, { onTurn: false }).ok);
    }));
  });
});
