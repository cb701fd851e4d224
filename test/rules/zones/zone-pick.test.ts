import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { pickZone, shapesArea, zoneRange, zoneTraits, DEFAULT_ZONE_TRAITS } from "../../../src/rules/zones/index.js";
import { RulesRangeError } from "../../../src/rules/validate.js";

describe("pickZone (Z10)", () => {
  it("Z10: no zone holds the centre: no zone, no notice", () => {
    expect(pickZone([])).toEqual({ zone: null, notice: null });
  });

  it("Z10: one zone holds the centre: that zone, no notice", () => {
    expect(pickZone([{ id: "yard", area: 100 }])).toEqual({ zone: "yard", notice: null });
  });

  it("Z10: overlapping zones: the smallest wins and the notice names both", () => {
    const pick = pickZone([{ id: "field", name: "Field", area: 5000 }, { id: "well", name: "Well", area: 400 }]);
    expect(pick).toEqual({ zone: "well", notice: { key: "FRAY.ZONE.Overlap", data: { chosen: "Well", others: "Field" } } });
  });

  it("Z10: equal areas fall to the lower sort, then the lower id", () => {
    expect(pickZone([{ id: "a", area: 9, sort: 2 }, { id: "b", area: 9, sort: 1 }]).zone).toBe("b");
    expect(pickZone([{ id: "b", area: 9 }, { id: "a", area: 9 }]).zone).toBe("a");
  });

  it("Z10: a NaN area is refused", () => {
    expect(() => pickZone([{ id: "a", area: Number.NaN }])).toThrow(RulesRangeError);
  });

  it("Z10 property: the pick doesn't depend on the order the zones come in, and is the smallest", () => {
    const zone = fc.record({ id: fc.string({ minLength: 1, maxLength: 3 }), area: fc.nat(50), sort: fc.nat(3) });
    fc.assert(fc.property(fc.uniqueArray(zone, { selector: (z) => z.id, minLength: 1, maxLength: 6 }), (zones) => {
      const pick = pickZone(zones);
      expect(pickZone([...zones].reverse()).zone).toBe(pick.zone);
      expect(zones.find((z) => z.id === pick.zone)!.area).toBe(Math.min(...zones.map((z) => z.area)));
      expect(pick.notice === null).toBe(zones.length === 1);
    }));
  });
});

describe("shapesArea", () => {
  it("measures rectangles and polygons; holes subtract", () => {
    expect(shapesArea([{ type: "rectangle", x: 0, y: 0, width: 10, height: 20 }])).toBe(200);
    expect(shapesArea([{ type: "polygon", points: [0, 0, 10, 0, 10, 10, 0, 10] }])).toBe(100);
    expect(shapesArea([{ type: "polygon", points: [0, 0, 10, 0, 0, 10] }])).toBe(50);
    expect(shapesArea([{ type: "rectangle", x: 0, y: 0, width: 10, height: 10 },
      { type: "rectangle", x: 2, y: 2, width: 2, height: 2, hole: true }])).toBe(96);
  });
});

describe("zoneTraits (Z10)", () => {
  it("Z7, Z14: a zone without traits rolls a d12 and protects 1 of every 3", () => {
    expect(zoneTraits()).toEqual(DEFAULT_ZONE_TRAITS);
    expect(zoneTraits({ movementDie: 20, leaving: { hindrance: 1, easing: 0 } }))
      .toEqual({ movementDie: 20, groupDefenseRatio: 3, leaving: { hindrance: 1, easing: 0 } });
  });

  it("refuses a ratio under 2 and a negative Hindrance", () => {
    expect(() => zoneTraits({ groupDefenseRatio: 1 })).toThrow(/groupDefenseRatio/);
    expect(() => zoneTraits({ leaving: { hindrance: -1, easing: 0 } })).toThrow(/leaving.hindrance/);
  });
});

describe("zoneRange (Z10)", () => {
  it("Z10: same engagement is short", () => {
    expect(zoneRange({ zone: "z", engagement: "e" }, { zone: "z", engagement: "e" }))
      .toEqual({ ok: true, range: "short", why: "engagement" });
  });

  it("Z10: next to an engagement is short to its members and to others next to it", () => {
    expect(zoneRange({ zone: "z", near: "e" }, { zone: "z", engagement: "e" })).toMatchObject({ range: "short", why: "near" });
    expect(zoneRange({ zone: "z", near: "e" }, { zone: "z", near: "e" })).toMatchObject({ range: "short" });
  });

  it("Z10: grouped-up allies are at short range", () => {
    expect(zoneRange({ zone: "z", group: "g" }, { zone: "z", group: "g" })).toMatchObject({ range: "short", why: "group" });
  });

  it("Z10: same zone otherwise is medium; another zone is long", () => {
    expect(zoneRange({ zone: "z", engagement: "e" }, { zone: "z", engagement: "f" })).toMatchObject({ range: "medium" });
    expect(zoneRange({ zone: "z", engagement: "e" }, { zone: "y", engagement: "e" })).toMatchObject({ range: "long" });
  });

  it("Z10: a combatant without a zone has no range, with a reason", () => {
    expect(zoneRange({ zone: null }, { zone: "z" })).toEqual({ ok: false, reason: "FRAY.ZONE.Range.NoZone", data: {} });
  });

  it("Z10 property: range is symmetric", () => {
    const id = fc.constantFrom(null, "a", "b");
    const pos = fc.record({ zone: fc.constantFrom(null, "x", "y"), group: id, engagement: id, near: id });
    fc.assert(fc.property(pos, pos, (a, b) => {
      expect(zoneRange(a, b)).toEqual(zoneRange(b, a));
    }));
  });
});
