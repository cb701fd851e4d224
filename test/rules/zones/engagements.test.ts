import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  changeZone, clearZone, dropMissing, engage, groupUp, leaveEngagement, leaveGroup, type ZoneFighter,
} from "../../../src/rules/zones/index.js";

/** A fighter in zone "yard", ungrouped and unengaged unless told. */
function fighter(id: string, side: string, extra: Partial<ZoneFighter> = {}): ZoneFighter {
  return { id, side, zone: "yard", group: null, engagement: null, ...extra };
}

const party = ["ada", "bo", "cy"].map((id) => fighter(id, "party"));
const bandits = ["x", "y"].map((id) => fighter(id, "bandits"));

/** The fighters of a successful change. */
function ok(result: ReturnType<typeof groupUp>): ZoneFighter[] {
  if (!result.ok) throw new Error(result.reason);
  return result.fighters;
}

describe("groupUp / leaveGroup (Z11)", () => {
  it("Z11: allies in one zone group up", () => {
    const after = ok(groupUp([...party, ...bandits], ["ada", "bo"], "g1"));
    expect(after.filter((f) => f.group === "g1").map((f) => f.id)).toEqual(["ada", "bo"]);
  });

  it("Z11: a group of 1 is refused; more than 10 is refused", () => {
    expect(groupUp(party, ["ada"], "g1")).toMatchObject({ ok: false, reason: "FRAY.ZONE.Group.Size",
      data: { count: 1, min: 2, max: 10 } });
    const eleven = Array.from({ length: 11 }, (_, i) => fighter(`p${i}`, "party"));
    expect(groupUp(eleven, eleven.map((f) => f.id), "g")).toMatchObject({ ok: false, data: { count: 11 } });
  });

  it("Z11: enemies, fighters in different zones or engagements don't group up", () => {
    expect(groupUp([...party, ...bandits], ["ada", "x"], "g")).toMatchObject({ reason: "FRAY.ZONE.Group.NotAllies" });
    const far = [fighter("ada", "party"), fighter("bo", "party", { zone: "keep" })];
    expect(groupUp(far, ["ada", "bo"], "g")).toMatchObject({ reason: "FRAY.ZONE.Group.NotSameZone" });
    const split = [fighter("ada", "party", { engagement: "e" }), fighter("bo", "party")];
    expect(groupUp(split, ["ada", "bo"], "g")).toMatchObject({ reason: "FRAY.ZONE.Group.NotSameEngagement" });
    expect(groupUp(party, ["ada", "zed"], "g")).toMatchObject({ reason: "FRAY.ZONE.Unknown", data: { id: "zed" } });
  });

  it("Z11: joining another group leaves the old one, which dissolves at one member", () => {
    const grouped = ok(groupUp(party, ["ada", "bo"], "g1"));
    const result = groupUp(grouped, ["bo", "cy"], "g2");
    expect(result).toMatchObject({ ok: true, dissolved: { groups: ["g1"] } });
    expect(ok(result).map((f) => f.group)).toEqual([null, "g2", "g2"]);
    expect(ok(leaveGroup(ok(result), ["cy"])).map((f) => f.group)).toEqual([null, null, null]);
  });
});

describe("engage / leaveEngagement (Z11)", () => {
  it("Z11: engaging pulls in whole groups, protected members included", () => {
    const grouped = ok(groupUp([...party, ...bandits], ["ada", "bo", "cy"], "g1"));
    const after = ok(engage(grouped, ["ada", "x"], "e1"));
    expect(after.filter((f) => f.engagement === "e1").map((f) => f.id)).toEqual(["ada", "bo", "cy", "x"]);
  });

  it("Z11: engaging into an existing engagement merges it", () => {
    const first = ok(engage([...party, ...bandits], ["ada", "x"], "e1"));
    const second = ok(engage(first, ["bo", "y"], "e2"));
    expect(second.filter((f) => f.engagement === "e2").map((f) => f.id)).toEqual(["bo", "y"]);
    const merged = ok(engage(second, ["ada", "bo"], "e1"));
    expect(merged.filter((f) => f.engagement === "e1").map((f) => f.id)).toEqual(["ada", "bo", "x", "y"]);
  });

  it("Z11: one side alone, another zone, or more than 20 is refused", () => {
    expect(engage(party, ["ada", "bo"], "e")).toMatchObject({ reason: "FRAY.ZONE.Engagement.OneSide" });
    const far = [fighter("ada", "party"), fighter("x", "bandits", { zone: "keep" })];
    expect(engage(far, ["ada", "x"], "e")).toMatchObject({ reason: "FRAY.ZONE.Engagement.NotSameZone" });
    const crowd = Array.from({ length: 21 }, (_, i) => fighter(`f${i}`, i % 2 ? "a" : "b"));
    expect(engage(crowd, crowd.map((f) => f.id), "e")).toMatchObject({ reason: "FRAY.ZONE.Engagement.TooLarge",
      data: { count: 21, max: 20 } });
  });

  it("Z11: escaping leaves the engagement and the group; a one-sided engagement dissolves", () => {
    const grouped = ok(groupUp([...party.slice(0, 2), bandits[0]!], ["ada", "bo"], "g1"));
    const engaged = ok(engage(grouped, ["ada", "x"], "e1"));
    const result = leaveEngagement(engaged, "x");
    expect(result).toMatchObject({ ok: true, dissolved: { engagements: ["e1"] } });
    expect(ok(result).map((f) => [f.engagement, f.group])).toEqual([[null, "g1"], [null, "g1"], [null, null]]);
    expect(leaveEngagement(party, "ada")).toMatchObject({ reason: "FRAY.ZONE.Engagement.NotEngaged" });
  });

  it("Z11: a deleted combatant is dropped and what it leaves invalid is dissolved", () => {
    const engaged = ok(engage([party[0]!, bandits[0]!], ["ada", "x"], "e1"));
    const result = dropMissing(engaged, ["ada"]);
    expect(result).toMatchObject({ removed: ["x"], dissolved: { engagements: ["e1"] } });
    expect(result.fighters).toEqual([fighter("ada", "party")]);
  });

  it("Z10: a zone deleted mid-fight clears its fighters' zone, groups and engagements", () => {
    const engaged = ok(engage([...party, ...bandits], ["ada", "x"], "e1"));
    const result = clearZone(engaged, "yard");
    expect(result.cleared).toHaveLength(5);
    expect(result.fighters.every((f) => f.zone === null && f.engagement === null)).toBe(true);
  });

  it("Z7: moving to another zone leaves group and engagement behind", () => {
    const engaged = ok(engage([party[0]!, bandits[0]!], ["ada", "x"], "e1"));
    expect(ok(changeZone(engaged, "ada", "keep"))).toEqual([fighter("ada", "party", { zone: "keep" }),
      fighter("x", "bandits")]);
  });

  it("Z11 property: after any sequence of operations every group has 2–10 allies in one zone and every "
    + "engagement has two sides in one zone", () => {
    const ids = ["a1", "a2", "a3", "a4", "b1", "b2", "b3"];
    const op = fc.oneof(
      fc.tuple(fc.constant("group"), fc.subarray(ids), fc.constantFrom("g1", "g2")),
      fc.tuple(fc.constant("engage"), fc.subarray(ids), fc.constantFrom("e1", "e2")),
      fc.tuple(fc.constant("leave"), fc.subarray(ids, { minLength: 1, maxLength: 1 }), fc.constant("")),
      fc.tuple(fc.constant("move"), fc.subarray(ids, { minLength: 1, maxLength: 1 }), fc.constantFrom("yard", "keep")),
    );
    fc.assert(fc.property(fc.array(op, { maxLength: 12 }), (ops) => {
      let state = ids.map((id) => fighter(id, id[0]!));
      for (const [kind, who, key] of ops) {
        const result = kind === "group" ? groupUp(state, who, key) : kind === "engage" ? engage(state, who, key)
          : kind === "leave" ? leaveEngagement(state, who[0]!) : changeZone(state, who[0]!, key);
        if (result.ok) state = result.fighters;
      }
      for (const key of ["group", "engagement"] as const) {
        const keys = new Set(state.map((f) => f[key]).filter((k) => k !== null));
        for (const k of keys) {
          const members = state.filter((f) => f[key] === k);
          expect(new Set(members.map((f) => f.zone)).size).toBe(1);
          if (key === "group") {
            expect(members.length).toBeGreaterThanOrEqual(2);
            expect(new Set(members.map((f) => f.side)).size).toBe(1);
          } else expect(new Set(members.map((f) => f.side)).size).toBeGreaterThanOrEqual(2);
        }
      }
    }));
  });
});
