import { describe, expect, it } from "vitest";
import { effectDuration } from "../../src/compat.js";
import type { FrayCombatant } from "../../src/documents/combat/combatant.js";
import { effectExpiriesHandled } from "../foundry/effect-registry.js";
import { combatWorld } from "./world.js";

/** The names of a combatant's actor's effects that apply now. */
const applying = (combatant: FrayCombatant) => combatant.actor!.effects.filter((e) => e.active).map((e) => e.name);

describe("L9, Z9: Fray's timed effects end on Fray's clock, not on core's (v14's effect registry)", () => {
  it("L9: a 2-turn effect Ada takes on her turn in round 1 lasts through her 2nd turn (round 2), though core's clock "
    + "(1.00 + 0.02 turns) runs out when round 2's world time passes; it ends when Bo's turn of round 2 starts",
  async () => {
    const world = await combatWorld("legend");
    const { combat, by } = await world.fight([{ name: "Ada", initiative: 9 }, { name: "Bo", initiative: 1 }]);
    await combat.startCombat();
    await world.settle(combat);
    await by("Ada").actor!.createEmbeddedDocuments("ActiveEffect", [{ name: "Guard",
      duration: effectDuration({ units: "turns", value: 2 }) }] as never);
    await combat.nextTurn();
    await combat.nextTurn();
    await world.settle(combat);
    await effectExpiriesHandled();
    expect([combat.round, combat.turn, applying(by("Ada"))]).toEqual([2, 0, ["Guard"]]);
    await combat.nextTurn();
    await world.settle(combat);
    await effectExpiriesHandled();
    expect(by("Ada").actor!.effects.map((e) => e.name)).toEqual([]);
  });

  it("Z9: a 1-turn effect Bo takes in the action phase of round 2 ticks at his place: it lasts until his place in "
    + "round 3's action phase, though core's clock (2.01 + 0.01 turns) runs out when round 3's world time passes",
  async () => {
    const world = await combatWorld("lurasko");
    const { combat, by } = await world.fight([{ name: "Ada", initiative: 5 }, { name: "Bo", initiative: 2 }]);
    await combat.startCombat();
    await combat.nextRound();
    await world.settle(combat);
    const acting = (name: string) => combat.system.phase === "action" && combat.combatant?.name === name;
    while (!acting("Bo")) await combat.nextTurn();
    await world.settle(combat);
    await by("Bo").actor!.createEmbeddedDocuments("ActiveEffect", [{ name: "Cover",
      duration: effectDuration({ units: "turns", value: 1 }) }] as never);
    const round = combat.round;
    while (!(combat.round === round + 1 && acting("Ada"))) await combat.nextTurn();
    await world.settle(combat);
    await effectExpiriesHandled();
    expect(applying(by("Bo"))).toEqual(["Cover"]);
    await combat.nextTurn();
    await world.settle(combat);
    await effectExpiriesHandled();
    expect(by("Bo").actor!.effects.map((e) => e.name)).toEqual([]);
  });
});
