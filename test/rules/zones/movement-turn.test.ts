import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { scriptedDice } from "../../../src/rules/dice.js";
import { actionKinds, spendAction } from "../../../src/rules/actions/index.js";
import { PRESET_IDS } from "../../../src/rules/presets.js";
import { groupDefenseOpen, movementSpd, movementStepAllowed, NO_MOVEMENT, rollMovement, rushMovement }
  from "../../../src/rules/zones/index.js";

/** A movement-phase moment of round 2 on the character's turn, with `record`. */
const moment = (record = NO_MOVEMENT, over: object = {}) => ({ phase: "movement" as const, round: 2, onTurn: true,
  record: { ...record }, ...over });

describe("the movement phase step by step (Z7, Z8, Z14)", () => {
  it("Z7: move or stay once a round, on one's own turn, in the movement phase only", () => {
    expect(movementStepAllowed("move", moment())).toEqual({ ok: true });
    expect(movementStepAllowed("stay", moment())).toEqual({ ok: true });
    expect(movementStepAllowed("move", moment(NO_MOVEMENT, { onTurn: false })))
      .toMatchObject({ ok: false, reason: "FRAY.ZONE.Movement.NotOnTurn" });
    expect(movementStepAllowed("stay", moment(NO_MOVEMENT, { phase: "action" })))
      .toMatchObject({ ok: false, reason: "FRAY.ZONE.Movement.NotMovementPhase" });
    expect(movementStepAllowed("move", moment({ round: 2, choice: "stay", rushed: false })))
      .toMatchObject({ ok: false, reason: "FRAY.ZONE.Movement.Decided" });
    expect(movementStepAllowed("move", moment({ round: 1, choice: "move", rushed: true }))).toEqual({ ok: true });
  });

  it("Z8: rush only after this round's movement roll, and once", () => {
    expect(movementStepAllowed("rush", moment())).toMatchObject({ reason: "FRAY.ZONE.Movement.RollFirst" });
    expect(movementStepAllowed("rush", moment({ round: 2, choice: "stay", rushed: false })))
      .toMatchObject({ reason: "FRAY.ZONE.Movement.RollFirst" });
    expect(movementStepAllowed("rush", moment({ round: 2, choice: "move", rushed: false }))).toEqual({ ok: true });
    expect(movementStepAllowed("rush", moment({ round: 2, choice: "move", rushed: true })))
      .toMatchObject({ reason: "FRAY.ZONE.Movement.RushedAlready" });
  });

  it("Z7, Z12: SPD 6 on a d12 with 2 net Hindrance: 5 + d4 3 + d4 1 = 9, margin −3; rushed +6 → 3, short", () => {
    const rolled = rollMovement(scriptedDice([5, 3, 1]), { spd: 6, die: 12, hindrance: 4, easing: 2 });
    expect(rolled).toMatchObject({ roll: 5, hindranceRolls: [3, 1], hindranceDie: 4,
      result: { margin: -3, distance: "none", adjustedRoll: 9, netHindrance: 2, fatigue: 0 } });
    expect(rushMovement(rolled, {})).toEqual({ ok: true, result: { margin: 3, distance: "short", fatigue: 6,
      adjustedRoll: 9, netHindrance: 2 } });
  });

  it("Z7: a zone's d20 movement die and net Easing (d6 world die): 4 − d6 2 = 2 on SPD 7, margin 5", () => {
    const rolled = rollMovement(scriptedDice([4, 2]), { spd: 7, die: 20, hindrance: 0, easing: 1 }, 6);
    expect(rolled.result).toMatchObject({ margin: 5, distance: "short", adjustedRoll: 2 });
  });

  it("Z8: rushing at a margin of 10 or more moves medium; refused with its reason when encumbered or injured", () => {
    const rolled = rollMovement(scriptedDice([2]), { spd: 6, die: 12, hindrance: 0, easing: 0 });
    expect(rushMovement(rolled, { encumbrance: 1 })).toMatchObject({ ok: true, result: { margin: 10, distance: "medium" } });
    expect(rushMovement(rolled, { encumbrance: 2 }))
      .toEqual({ ok: false, reason: "FRAY.RULES.Zones.RushRefused.encumbrance", data: {} });
    expect(rushMovement(rolled, { mobilityInjury: true }))
      .toEqual({ ok: false, reason: "FRAY.RULES.Zones.RushRefused.mobility", data: {} });
  });

  it("Z8: a rush always adds exactly SPD to the margin and costs 6 fatigue", () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 20 }), fc.integer({ min: 1, max: 12 }), (spd, face) => {
      const rolled = rollMovement(scriptedDice([face]), { spd, die: 12, hindrance: 0, easing: 0 });
      const rushed = rushMovement(rolled, {});
      expect(rushed.ok && rushed.result.margin - rolled.result.margin).toBe(spd);
      expect(rushed.ok && rushed.result.fatigue).toBe(6);
    }));
  });

  it("bad input: SPD must be a whole number of 0 or more", () => {
    expect(movementSpd(6)).toEqual({ ok: true, spd: 6 });
    for (const bad of [Number.NaN, -1, 2.5, "6", undefined]) {
      expect(movementSpd(bad)).toMatchObject({ ok: false, reason: "FRAY.ZONE.Movement.BadSpd" });
    }
  });

  it("Z14: group defense is chosen at the end of the movement phase, once every member has decided", () => {
    expect(groupDefenseOpen("movement", 0)).toEqual({ ok: true });
    expect(groupDefenseOpen("movement", 2)).toEqual({ ok: false, reason: "FRAY.ZONE.GroupDefense.NotYet",
      data: { count: 2 } });
    expect(groupDefenseOpen("action", 0)).toMatchObject({ reason: "FRAY.ZONE.Movement.NotMovementPhase" });
  });

  it("Z7: no action of any kind under any rulebook is spent in a movement phase", () => {
    for (const preset of PRESET_IDS) {
      for (const kind of actionKinds(preset)) {
        expect(spendAction(preset, {}, kind, { phase: "movement" }))
          .toMatchObject({ ok: false, reason: "FRAY.RULES.Actions.NotInMovementPhase" });
      }
    }
  });
});
