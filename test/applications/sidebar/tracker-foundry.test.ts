// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import type { PresetId } from "../../../src/rules/presets.js";
import type { FrayCombat } from "../../../src/documents/combat/combat.js";
import type { FrayCombatant } from "../../../src/documents/combat/combatant.js";
import type { Fighter } from "../../documents/world.js";
import { trackerWorld, type TrackerWorld } from "./world.js";

/** The fighters of each rulebook: the player's hero first in the order, then two enemies. */
const FIGHTS: [PresetId, Fighter[]][] = [
  ["legend", [{ name: "Hero", player: true, initiative: 20 }, { name: "Orc", initiative: 10 },
    { name: "Ogre", initiative: 5 }]],
  ["lot", [{ name: "Hero", player: true, initiative: 20 }, { name: "Orc", initiative: 10 },
    { name: "Ogre", initiative: 5 }]],
  ["agility", [{ name: "Hero", player: true, initiative: 3 }, { name: "Orc", initiative: 2 },
    { name: "Ogre", initiative: 1 }]],
  ["lurasko", [{ name: "Hero", player: true, initiative: 6 }, { name: "Orc", initiative: 4 },
    { name: "Ogre", initiative: 2 }]],
  ["sides", [{ name: "Hero", player: true, disposition: 1 }, { name: "Orc", disposition: -1 },
    { name: "Ogre", disposition: -1 }]],
];

/** The name on the tracker's active row, the acting combatant's, and the one the stored turn index names. */
function turnEverywhere(world: TrackerWorld, combat: FrayCombat): (string | undefined)[] {
  const row = world.tracker.element.querySelector(".fray-turn.active .name")?.textContent ?? undefined;
  const stored = combat._source.turn as number | null;
  const named = stored === null ? undefined : combat.turns[stored]?.name ?? undefined;
  return [row, combat.combatant?.name ?? undefined, named];
}

describe.each(FIGHTS)("a %s fight as Foundry runs it, seen on the tracker", (preset, fighters) => {
  it("skipped turns, a combatant added and one removed mid-round, and a player's direct writes", async () => {
    const world = await trackerWorld(preset);
    const { combat, by } = await world.fight(fighters);
    if (preset === "sides") {
      await combat.updateEmbeddedDocuments("CombatantGroup", combat.groups.map((g) => ({ _id: g.id,
        initiative: (g as unknown as { side: string }).side === "party" ? 8 : 2 })) as never);
    }
    await world.show();
    const everywhere = (name: string) => expect(turnEverywhere(world, combat)).toEqual([name, name, name]);
    await combat.startCombat();
    await world.idle();
    everywhere("Hero");

    await combat.nextRound();
    await world.idle();
    everywhere("Hero");
    expect([by("Orc").system.acted, by("Ogre").system.acted]).toEqual([false, false]);

    const Actor = world.foundry.CONFIG.Actor!.documentClass as unknown as {
      create(d: object): Promise<{ id: string }> };
    const late = await Actor.create({ name: "Late", type: "npc", system: { attributes: { dex: { value: 3 },
      agi: { value: 3 } } } });
    await combat.createEmbeddedDocuments("Combatant", [{ name: "Late", actorId: late.id, initiative: 30 }] as never);
    await world.idle();
    everywhere("Hero");
    await by("Ogre").delete();
    await world.idle();
    everywhere("Hero");

    world.foundry.loginAs(world.foundry.player);
    const base = Object.getPrototypeOf(Object.getPrototypeOf(combat)) as { nextRound(): Promise<unknown> };
    const round = combat.round;
    await base.nextRound.call(combat);
    await world.idle();
    expect(combat.round).toBe(round);
    everywhere("Hero");
    expect(world.foundry.notices.at(-1)?.message).toMatch(/undone/);

    const notices = world.foundry.notices.length;
    await (by("Hero") as FrayCombatant).update({ initiative: 1 });
    await world.idle();
    everywhere("Hero");
    expect(world.foundry.notices.length).toBe(notices + 1);

    await combat.nextTurn();
    await world.idle();
    expect(world.foundry.notices.length).toBe(notices + 1);
    const next = combat.combatant?.name ?? "";
    expect(next).not.toBe("Hero");
    everywhere(next);
  });
});

describe.each(FIGHTS)("a started %s fight with no combatants (foundryvtt#9742: started is round > 0)", (preset,
  fighters) => {
  it("its last combatant deleted, the fight stays started and the tracker renders; Next Round, then a newcomer, "
    + "go on without an error", async () => {
    const world = await trackerWorld(preset);
    const { combat } = await world.fight(fighters);
    if (preset === "sides") {
      await combat.updateEmbeddedDocuments("CombatantGroup", combat.groups.map((g) => ({ _id: g.id,
        initiative: (g as unknown as { side: string }).side === "party" ? 8 : 2 })) as never);
    }
    await world.show();
    await combat.startCombat();
    await world.idle();
    await combat.deleteEmbeddedDocuments("Combatant", combat.combatants.map((c) => c.id!));
    await world.idle();
    expect([combat.started, combat.turns.length, combat.combatant]).toEqual([true, 0, undefined]);
    expect(world.tracker.element.querySelectorAll(".fray-turn")).toHaveLength(0);
    const round = combat.round;
    await combat.nextRound();
    await world.idle();
    expect(combat.round).toBe(round + 1);
    const Actor = world.foundry.CONFIG.Actor!.documentClass as unknown as {
      create(d: object): Promise<{ id: string }> };
    const late = await Actor.create({ name: "Late", type: "npc", system: { attributes: { dex: { value: 3 },
      agi: { value: 3 } } } });
    await combat.createEmbeddedDocuments("Combatant", [{ name: "Late", actorId: late.id, initiative: 5 }] as never);
    await world.idle();
    expect(world.tracker.element.querySelector(".fray-turn .name")?.textContent).toBe("Late");
    expect(world.foundry.notices.filter((n) => n.type === "error")).toEqual([]);
  });
});
