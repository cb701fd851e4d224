import { describe, expect, it } from "vitest";
import { groupMoveAllowed, groupRoller, movementStepAllowed, moveTogether, NO_MOVEMENT, reactionOpen,
  reactionTarget, type MovementRecord, type ZoneFighter } from "../../../src/rules/zones/index.js";

// Z8: reactive movement (prepared against a lower character's move) and grouped-up movement (the group rolls
// together with its last member). The movement phase's order here: Ada, Bo, Orc, Gob (top first).
const ORDER = ["ada", "bo", "orc", "gob"];

/** A record of round 2. */
const decided = (choice: MovementRecord["choice"], more: Partial<MovementRecord> = {}): MovementRecord =>
  ({ round: 2, choice, rushed: false, ...more });

/** A movement-phase moment of round 2, on the character's turn unless `over` says otherwise. */
const moment = (record: MovementRecord = NO_MOVEMENT, over: object = {}) => ({ phase: "movement" as const, round: 2,
  onTurn: true, record: { ...record }, ...over });

describe("Z8: reactive movement", () => {
  it("Z8: prepared against a character lower in the order who has not decided yet", () => {
    expect(reactionTarget(ORDER, "ada", "orc", NO_MOVEMENT, 2)).toEqual({ ok: true });
    expect(reactionTarget(ORDER, "ada", "orc", { round: 1, choice: "move", rushed: false }, 2)).toEqual({ ok: true });
    for (const [target, record] of [["orc", decided("stay")], ["ada", NO_MOVEMENT], ["bo", NO_MOVEMENT]] as const) {
      expect(reactionTarget(ORDER, target === "bo" ? "orc" : "ada", target, record, 2))
        .toEqual({ ok: false, reason: "FRAY.ZONE.Movement.ReactLower", data: {} });
    }
    expect(reactionTarget(ORDER, "ada", "nobody", NO_MOVEMENT, 2)).toMatchObject({ ok: false });
  });

  it("Z8: it opens once the character it waits for moved this round (not when it stayed)", () => {
    expect(reactionOpen(decided("move"), 2)).toBe(true);
    expect(reactionOpen(decided("stay"), 2)).toBe(false);
    expect(reactionOpen(NO_MOVEMENT, 2)).toBe(false);
    expect(reactionOpen({ round: 1, choice: "move", rushed: false }, 2)).toBe(false);
  });

  it("Z8: declared on one's turn once; the move is made off turn when it opens, and may be rushed off turn", () => {
    expect(movementStepAllowed("react", moment())).toEqual({ ok: true });
    expect(movementStepAllowed("react", moment(NO_MOVEMENT, { onTurn: false })))
      .toMatchObject({ reason: "FRAY.ZONE.Movement.NotOnTurn" });
    const waiting = decided("react", { against: "orc" });
    expect(movementStepAllowed("move", moment(waiting, { onTurn: false })))
      .toMatchObject({ reason: "FRAY.ZONE.Movement.ReactWaiting" });
    expect(movementStepAllowed("move", moment(waiting, { onTurn: false, reactionOpen: true }))).toEqual({ ok: true });
    expect(movementStepAllowed("stay", moment(waiting, { onTurn: false, reactionOpen: true })))
      .toMatchObject({ reason: "FRAY.ZONE.Movement.Decided" });
    expect(movementStepAllowed("rush", moment(waiting, { onTurn: false, reactionOpen: true })))
      .toMatchObject({ reason: "FRAY.ZONE.Movement.RollFirst" });
    const reacted = decided("move", { against: "orc" });
    expect(movementStepAllowed("rush", moment(reacted, { onTurn: false }))).toEqual({ ok: true });
    expect(movementStepAllowed("rush", moment(decided("move"), { onTurn: false })))
      .toMatchObject({ reason: "FRAY.ZONE.Movement.NotOnTurn" });
  });
});

describe("Z8: grouped-up movement", () => {
  it("Z8: the group's last member in the order rolls for it; the others may declare they move with it", () => {
    expect(groupRoller(ORDER, ["bo", "ada"])).toBe("bo");
    expect(groupRoller(ORDER, ["gob", "ada", "orc"])).toBe("gob");
    expect(groupRoller(ORDER, [])).toBeNull();
    expect(groupMoveAllowed(ORDER, "ada", ["ada", "bo"])).toEqual({ ok: true });
    expect(groupMoveAllowed(ORDER, "bo", ["ada", "bo"]))
      .toEqual({ ok: false, reason: "FRAY.ZONE.Movement.GroupRolls", data: {} });
    expect(groupMoveAllowed(ORDER, "orc", ["ada", "bo"]))
      .toEqual({ ok: false, reason: "FRAY.ZONE.Movement.NotGrouped", data: {} });
    expect(movementStepAllowed("group", moment())).toEqual({ ok: true });
    expect(movementStepAllowed("rush", moment(decided("group"))))
      .toMatchObject({ reason: "FRAY.ZONE.Movement.GroupRolls" });
  });

  /** Ada and Bo grouped up in Marsh, engaged with the Orc; Cy grouped with them too unless `withCy` is false. */
  const marsh = (withCy = true): ZoneFighter[] => [
    { id: "ada", side: "party", zone: "Marsh", group: "g", engagement: "e" },
    { id: "bo", side: "party", zone: "Marsh", group: "g", engagement: "e" },
    ...(withCy ? [{ id: "cy", side: "party", zone: "Marsh", group: "g", engagement: "e" }] : []),
    { id: "orc", side: "enemies", zone: "Marsh", group: null, engagement: "e" },
  ];

  it("Z8, Z11: the whole group moves together: out of the engagement and into Ford, still grouped", () => {
    const moved = moveTogether(marsh(false), ["ada", "bo"], "Ford", true);
    expect(moved.ok && moved.fighters.map((f) => [f.id, f.zone, f.group, f.engagement])).toEqual([
      ["ada", "Ford", "g", null], ["bo", "Ford", "g", null], ["orc", "Marsh", null, null]]);
  });

  it("Z8, Z11: movers who leave a member behind leave the group; the member left alone is no group", () => {
    const moved = moveTogether(marsh(), ["ada", "bo"], "Ford", true);
    expect(moved.ok && moved.fighters.map((f) => [f.id, f.zone, f.group, f.engagement])).toEqual([
      ["ada", "Ford", null, null], ["bo", "Ford", null, null], ["cy", "Marsh", null, "e"],
      ["orc", "Marsh", null, "e"]]);
    const within = moveTogether(marsh(), ["ada", "bo"], null, false);
    expect(within.ok && within.fighters.map((f) => f.group)).toEqual(["g", "g", "g", null]);
    expect(moveTogether(marsh(), ["nobody"], null, false)).toMatchObject({ ok: false, reason: "FRAY.ZONE.Unknown" });
  });
});
