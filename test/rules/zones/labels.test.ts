import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { LABEL_COLOURS, labelLetters, zoneLabels, type ZoneFighter } from "../../../src/rules/zones/index.js";

/** A fighter in zone "yard". */
const fighter = (id: string, side: string, group: string | null, engagement: string | null): ZoneFighter =>
  ({ id, side, zone: "yard", group, engagement });

describe("zone labels (Z11)", () => {
  it("Z11: letters count like spreadsheet columns: A … Z, AA, AB", () => {
    expect([0, 1, 25, 26, 27, 701, 702].map(labelLetters)).toEqual(["A", "B", "Z", "AA", "AB", "ZZ", "AAA"]);
    expect(() => labelLetters(-1)).toThrow();
    expect(() => labelLetters(1.5)).toThrow();
  });

  it("Z11: engagements and groups are lettered in the order their first member appears", () => {
    const fighters = [fighter("ada", "party", "g2", "e9"), fighter("orc", "orcs", null, "e9"),
      fighter("bo", "party", "g1", "e3"), fighter("cy", "party", "g2", "e9"), fighter("x", "orcs", "g1", "e3")];
    const { engagements, groups } = zoneLabels(fighters);
    expect(Object.fromEntries(engagements)).toEqual({ e9: { number: 1, letter: "A", colour: 0 },
      e3: { number: 2, letter: "B", colour: 1 } });
    expect([...groups.keys()]).toEqual(["g2", "g1"]);
  });

  it("Z11: every engagement gets its own letter, shared by all its members; colours cycle", () => {
    const arb = fc.array(fc.record({ side: fc.constantFrom("a", "b"), engagement: fc.option(fc.integer({ min: 0,
      max: 12 }).map(String), { nil: null }) }), { maxLength: 40 });
    fc.assert(fc.property(arb, (rows) => {
      const fighters = rows.map((r, i) => fighter(`f${i}`, r.side, null, r.engagement));
      const { engagements } = zoneLabels(fighters);
      const distinct = new Set(fighters.map((f) => f.engagement).filter((e) => e !== null));
      expect(engagements.size).toBe(distinct.size);
      expect(new Set([...engagements.values()].map((l) => l.letter)).size).toBe(distinct.size);
      for (const label of engagements.values()) expect(label.colour).toBeLessThan(LABEL_COLOURS);
    }));
  });

  it("Z11: fighters with repeated ids are refused", () => {
    expect(() => zoneLabels([fighter("a", "x", null, null), fighter("a", "x", null, null)])).toThrow();
  });
});
