import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  breakoutEffect, chooseGroupDefense, escapeOdds, movementOptions, movementPlan, movementRoll, zoneTraits,
  type ZoneFighter,
} from "../../../src/rules/zones/index.js";

/** A fighter engaged in "e" in zone "yard". */
function fighter(id: string, side: string, extra: Partial<ZoneFighter> = {}): ZoneFighter {
  return { id, side, zone: "yard", group: null, engagement: "e", dex: 5, str: 5, ...extra };
}

/** `n` fighters of `side`, with ids prefixed by the side. */
function many(side: string, n: number, extra: Partial<ZoneFighter> = {}): ZoneFighter[] {
  return Array.from({ length: n }, (_, i) => fighter(`${side}${i}`, side, extra));
}

describe("escapeOdds (Z11, Z12, Z13)", () => {
  it("Z11, Z12: 1 against 2 adds 2 Hindrance for escaping and 2 for being outnumbered", () => {
    expect(escapeOdds([fighter("ada", "party"), ...many("b", 2)], "ada"))
      .toEqual({ ok: true, own: 1, enemy: 2, dice: -2, hindrance: 4, easing: 0, breakout: null });
  });

  it("Z12: 1 against 4 is 4 Hindrance; 2 against 1 is 2 Easing", () => {
    expect(escapeOdds([fighter("ada", "party"), ...many("b", 4)], "ada")).toMatchObject({ dice: -4, hindrance: 6 });
    expect(escapeOdds([...many("p", 2), fighter("x", "b")], "p0")).toMatchObject({ dice: 2, hindrance: 2, easing: 2 });
  });

  it("Z12: vehicles, mounted riders, carried and incapacitated enemies don't count; mounts do", () => {
    const fighters = [fighter("ada", "party"), fighter("rider", "b", { mounted: true }), fighter("horse", "b"),
      fighter("cart", "b", { vehicle: true }), fighter("sack", "b", { carried: true }),
      fighter("down", "b", { incapacitated: true })];
    expect(escapeOdds(fighters, "ada")).toMatchObject({ own: 1, enemy: 1, dice: 0 });
  });

  it("Z11: members of other engagements don't count", () => {
    expect(escapeOdds([fighter("ada", "party"), ...many("b", 4, { engagement: "f" }), fighter("x", "b")], "ada"))
      .toMatchObject({ enemy: 1 });
  });

  it("Z12: the enemy letting you go gives 2 Easing", () => {
    expect(escapeOdds([fighter("ada", "party"), ...many("b", 4)], "ada", { enemyLetsGo: true }))
      .toMatchObject({ dice: 2, hindrance: 2, easing: 2 });
  });

  it("Z13: breakout ignores lower-DEX enemies and removes a Hindrance, one degree of disadvantage each", () => {
    const fighters = [fighter("ada", "party", { dex: 7 }), ...many("slow", 3, { dex: 4 }), fighter("quick", "b", { dex: 8 })];
    const odds = escapeOdds(fighters, "ada", { breakout: ["ignoreLowerDex", "removeHindrance"], phase: "movement" });
    expect(odds).toMatchObject({ own: 1, enemy: 1, dice: 0, hindrance: 1,
      breakout: { disadvantage: 2, until: "roundEnd" } });
    expect(breakoutEffect(odds.ok ? odds.breakout : null)).toEqual({ name: "FRAY.ZONE.Breakout.Effect", degrees: 2,
      until: "roundEnd", untilLabel: "FRAY.RULES.Zones.Until.roundEnd" });
  });

  it("Z13: in the action phase the disadvantage lasts to the next turn", () => {
    const odds = escapeOdds([fighter("ada", "party"), ...many("b", 2)], "ada", { breakout: ["ignoreLowerStr"],
      phase: "action" });
    expect(odds).toMatchObject({ breakout: { until: "nextTurnStart", disadvantage: 1 } });
  });

  it("refuses an unknown or unengaged fighter", () => {
    expect(escapeOdds([fighter("ada", "party")], "bo")).toMatchObject({ ok: false, reason: "FRAY.ZONE.Unknown" });
    expect(escapeOdds([fighter("ada", "party", { engagement: null })], "ada"))
      .toMatchObject({ reason: "FRAY.ZONE.Engagement.NotEngaged" });
    expect(breakoutEffect(null)).toBeNull();
  });

  it("Z12 property: more enemies never make escaping easier", () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 6 }), fc.integer({ min: 0, max: 12 }), (own, enemy) => {
      const base = [...many("p", own), ...many("b", enemy)];
      const more = [...base, fighter("extra", "b")];
      const a = escapeOdds(base, "p0");
      const b = escapeOdds(more, "p0");
      if (!a.ok || !b.ok) throw new Error("refused");
      expect(b.hindrance - b.easing).toBeGreaterThanOrEqual(a.hindrance - a.easing);
    }));
  });
});

describe("movementOptions (Z7, Z8, Z13)", () => {
  it("Z7: in the movement phase a character may move, rush or stay", () => {
    expect(movementOptions({ phase: "movement" })).toEqual({ move: { allowed: true }, rush: { allowed: true },
      stay: { allowed: true }, breakout: { allowed: false, reason: "FRAY.ZONE.Movement.NotEngaged" } });
  });

  it("Z8: rush is refused with its reason under 2 degrees of encumbrance or a Mobility injury", () => {
    expect(movementOptions({ phase: "movement", encumbrance: 2 }).rush)
      .toEqual({ allowed: false, reason: "FRAY.RULES.Zones.RushRefused.encumbrance" });
    expect(movementOptions({ phase: "movement", mobilityInjury: true }).rush)
      .toEqual({ allowed: false, reason: "FRAY.RULES.Zones.RushRefused.mobility" });
    expect(movementOptions({ phase: "movement", encumbrance: 1 }).rush).toEqual({ allowed: true });
  });

  it("Z13: an engaged character is offered breakout tactics", () => {
    expect(movementOptions({ phase: "movement", engaged: true }).breakout).toEqual({ allowed: true });
  });

  it("Z7: nothing is offered outside the movement phase; the incapacitated and carried can't move", () => {
    expect(movementOptions({ phase: "action" }).move).toEqual({ allowed: false,
      reason: "FRAY.ZONE.Movement.NotMovementPhase" });
    expect(movementOptions({ phase: "movement", incapacitated: true })).toMatchObject({
      move: { allowed: false, reason: "FRAY.ZONE.Movement.Incapacitated" }, stay: { allowed: true } });
    expect(movementOptions({ phase: "movement", carried: true }).rush)
      .toEqual({ allowed: false, reason: "FRAY.ZONE.Movement.Carried" });
  });
});

describe("movementPlan (Z7, Z8, Z11)", () => {
  it("Z7: a zone's die and leaving Hindrance feed the movement roll, with the escape's dice", () => {
    const marsh = zoneTraits({ movementDie: 20, leaving: { hindrance: 1, easing: 0 } });
    const plan = movementPlan(8, marsh, { leavingZone: true, escape: { hindrance: 4, easing: 0 } });
    expect(plan).toEqual({ spd: 8, die: 20, hindrance: 5, easing: 0 });
    expect(movementRoll({ ...plan, roll: 3, hindranceRolls: [1, 1, 1, 1, 1] })).toMatchObject({ margin: 0,
      distance: "short" });
  });

  it("Z8: moving into a zone with a larger die rolls the larger die; staying in the zone adds no leaving dice", () => {
    const bog = zoneTraits({ movementDie: 20, leaving: { hindrance: 2, easing: 0 } });
    const plan = movementPlan(6, zoneTraits(), { to: bog });
    expect(plan).toEqual({ spd: 6, die: 20, hindrance: 0, easing: 0 });
  });
});

describe("chooseGroupDefense (Z14)", () => {
  const group = (n: number, extra: (i: number) => Partial<ZoneFighter> = () => ({})) =>
    Array.from({ length: n }, (_, i) => fighter(`m${i}`, "party", { group: "g", ...extra(i) }));

  it("Z14: a group of 3 protects 1", () => {
    expect(chooseGroupDefense(group(3), "g", ["m0"])).toMatchObject({ ok: true, protected: ["m0"],
      defenders: ["m1", "m2"], capacity: 1, used: 1 });
    expect(chooseGroupDefense(group(3), "g", ["m0", "m1"])).toMatchObject({ ok: false,
      reason: "FRAY.ZONE.GroupDefense.TooMany", data: { used: 2, capacity: 0.5 } });
  });

  it("Z14: incapacitated allies count ¼: two defenders guard four downed allies", () => {
    const members = group(6, (i) => ({ incapacitated: i >= 2 }));
    expect(chooseGroupDefense(members, "g", ["m2", "m3", "m4", "m5"])).toMatchObject({ ok: true, used: 1 });
  });

  it("Z14: a confining zone's ratio of 4 needs 3 defenders per protected", () => {
    expect(chooseGroupDefense(group(3), "g", ["m0"], 4)).toMatchObject({ ok: false });
    expect(chooseGroupDefense(group(4), "g", ["m0"], 4)).toMatchObject({ ok: true });
  });

  it("Z14: a grappled character can't begin to be protected; non-members are refused", () => {
    expect(chooseGroupDefense(group(3, (i) => ({ grappled: i === 0 })), "g", ["m0"]))
      .toMatchObject({ reason: "FRAY.ZONE.GroupDefense.Grappled" });
    expect(chooseGroupDefense([...group(3), fighter("x", "b")], "g", ["x"]))
      .toMatchObject({ reason: "FRAY.ZONE.GroupDefense.NotMember" });
    expect(chooseGroupDefense(group(3), "h", [])).toMatchObject({ reason: "FRAY.ZONE.Group.Unknown" });
  });

  it("Z14 property: a valid choice never protects more than a third of an all-active group", () => {
    fc.assert(fc.property(fc.integer({ min: 2, max: 10 }), fc.integer({ min: 0, max: 10 }), (n, k) => {
      const members = group(n);
      const result = chooseGroupDefense(members, "g", members.slice(0, Math.min(k, n)).map((f) => f.id));
      if (result.ok) expect(result.protected.length * 3).toBeLessThanOrEqual(n);
    }));
  });
});
