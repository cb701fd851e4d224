import { describe, expect, it } from "vitest";
import { effectChangesData } from "../../src/compat.js";
import { statusEffectsFor } from "../../src/config/statuses.js";
import { woundAreaEffect, woundChanges } from "../../src/config/wound-changes.js";
import { AIMED_AREAS, PRESETS, WOUND_AREAS } from "../../src/rules/index.js";

/** The agility rulebook's status effects by id. */
const statuses = () => new Map(statusEffectsFor({ preset: "agility", rules: PRESETS.agility.defaults })
  .map((status) => [status.id, status]));

describe("wound changes (A4, A5)", () => {
  it("A5, A2: Slowing lowers movement by 2 spaces (speed is kept in feet, 5 ft a space: −10) and Agility by 1, as ADD "
    + "changes", () => {
    expect(woundAreaEffect("slowing").changes).toEqual([
      { key: "system.movement.speed", value: "-10" }, { key: "system.attributeSets.agility.agi.value", value: "-1" }]);
    // The rule's record keeps the seed's unit, spaces.
    expect(woundAreaEffect("slowing").flags.fray.wound).toMatchObject({ modifiers: [
      { stat: "movement", value: -2 }, { stat: "agility", value: -1 }] });
  });

  it("A5: Weakening lowers Strength by 1; its one fewer BA is kept in the wound's flags (no stored BA count)", () => {
    const effect = woundAreaEffect("weakening");
    expect(effect.changes).toEqual([{ key: "system.attributeSets.agility.str.value", value: "-1" }]);
    expect(effect.flags.fray.wound).toEqual({ area: "weakening", modifiers: WOUND_AREAS.weakening.modifiers });
  });

  it("A5 (I): Disrupting lowers Accuracy by 1 for the battle; the round's extra −2 is the card's, not the effect's", () => {
    expect(woundAreaEffect("disrupting").changes).toEqual([{ key: "system.accuracy", value: "-1" }]);
    expect(woundChanges([{ stat: "accuracy", value: -2, duration: "round" }])).toEqual([]);
  });

  it("A5 (I): Fatal and center-mass wounds change no stat", () => {
    expect(woundAreaEffect("fatal").changes).toEqual([]);
    expect(woundAreaEffect("centerMass").changes).toEqual([]);
  });

  it("A4: each aimed area's status in CONFIG.statusEffects carries that area's changes, from the one rule table", () => {
    const byId = statuses();
    for (const area of AIMED_AREAS) {
      expect(byId.get(`wound-${area}`)).toMatchObject(effectChangesData(woundChanges(WOUND_AREAS[area].modifiers)));
    }
    expect(byId.get("prone")).not.toHaveProperty("changes");
  });

  it("A4: each call gives fresh data, so an effect made from a status never shares the table's arrays", () => {
    const first = statuses().get("wound-slowing")! as { changes?: unknown[] };
    first.changes!.push({ key: "x", mode: 2, value: "1" });
    expect((statuses().get("wound-slowing")! as { changes?: unknown[] }).changes).toHaveLength(2);
  });
});
