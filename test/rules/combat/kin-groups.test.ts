import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ENEMY_GROUP_MAX, kinGroups, type KinMember } from "../../../src/rules/index.js";

/** `n` unlinked goblins (kin "gob"), ungrouped. */
const goblins = (n: number): KinMember[] => Array.from({ length: n }, (_, i) => ({ id: `g${i}`, kin: "gob", group: null }));

describe("default enemy groups of one creature (L3, T1, T3)", () => {
  it("L3: unlinked tokens of one creature that join together make one group", () => {
    expect(kinGroups("legend", goblins(5), goblins(5).map((g) => g.id)))
      .toEqual({ create: [{ kin: "gob", members: ["g0", "g1", "g2", "g3", "g4"] }], join: [] });
  });

  it("T3: under LoT a group holds 3; the fourth starts a new group", () => {
    expect(kinGroups("lot", goblins(4), ["g0", "g1", "g2", "g3"]).create)
      .toEqual([{ kin: "gob", members: ["g0", "g1", "g2"] }, { kin: "gob", members: ["g3"] }]);
  });

  it("T1, T3: a newcomer joins its kin's group while it has room", () => {
    const members = [{ id: "a", kin: "gob", group: "G" }, { id: "b", kin: "gob", group: "G" },
      { id: "c", kin: "gob", group: null }, { id: "d", kin: "gob", group: null }];
    expect(kinGroups("lot", members, ["c", "d"]))
      .toEqual({ join: [{ id: "c", group: "G" }], create: [{ kin: "gob", members: ["d"] }] });
  });

  it("L3: a creature the GM took out of a group (keptOut) stays out when the next of its kin arrives", () => {
    const members = [{ id: "a", kin: "gob", group: "G" }, { id: "b", kin: "gob", group: null, keptOut: true },
      { id: "c", kin: "gob", group: null }];
    expect(kinGroups("lot", members, ["c"])).toEqual({ join: [{ id: "c", group: "G" }], create: [] });
  });

  it("L3: a lone creature stays ungrouped; when its kin arrives, both join one group", () => {
    expect(kinGroups("legend", goblins(1), ["g0"])).toEqual({ create: [], join: [] });
    expect(kinGroups("legend", goblins(2), ["g1"])).toEqual({ create: [{ kin: "gob", members: ["g0", "g1"] }], join: [] });
  });

  it("L3: linked actors (no kin), members already grouped, and groups the GM mixed are left alone", () => {
    const members = [{ id: "hero", kin: null, group: null }, { id: "a", kin: "gob", group: "M" },
      { id: "b", kin: "orc", group: "M" }, { id: "c", kin: "gob", group: "X" }, { id: "d", kin: "orc", group: null }];
    expect(kinGroups("legend", members, ["hero", "c", "d"])).toEqual({ create: [{ kin: "orc", members: ["d"] }], join: [] });
    expect(kinGroups("legend", members, ["hero"])).toEqual({ create: [], join: [] });
  });

  it("T3: no group ever gets more members than the rulebook allows", () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 12 }), fc.integer({ min: 0, max: 12 }), (old, fresh) => {
      const members = [...goblins(old).map((g) => ({ ...g, group: `G${Math.floor(Number(g.id.slice(1)) / 3)}` })),
        ...goblins(fresh).map((g) => ({ ...g, id: `n${g.id}` }))];
      const plan = kinGroups("lot", members, members.filter((m) => !m.group).map((m) => m.id));
      const sizes = new Map<string, number>();
      for (const m of members) if (m.group) sizes.set(m.group, (sizes.get(m.group) ?? 0) + 1);
      for (const { group } of plan.join) sizes.set(group, sizes.get(group)! + 1);
      for (const size of [...sizes.values(), ...plan.create.map((c) => c.members.length)]) {
        expect(size).toBeLessThanOrEqual(ENEMY_GROUP_MAX.lot!);
      }
      const placed = plan.join.length + plan.create.reduce((n, c) => n + c.members.length, 0);
      expect(placed).toBe(old + fresh >= 2 ? fresh : 0);
    }));
  });
});
