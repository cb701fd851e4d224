import { beforeEach, describe, expect, it } from "vitest";
import type { FoundryStandIn } from "../index.js";
import { standIn } from "./helpers.js";
import { OWNERSHIP, type Document } from "../documents.js";
import { trackerConfig, turnEventsSettled, type Combat, type Combatant } from "../combat.js";

// Contract: which turn events Foundry's Combat#_manageTurnEvents runs, with their CombatTurnEventContext
// {round, turn, skipped} (foundryvtt.com/api/v13 and v14 CombatTurnEventContext "skipped: Was skipped?", v14
// CombatRoundEventContext, RegionTokenTurnEventData.skipped "Was the turn skipped?", RegionTokenRoundEventData.skipped
// "Was the round skipped?"), as the foundryvtt issue threads cited in each test settle it.

let stand: FoundryStandIn;
let CombatClass: typeof Document;

/** A combat with combatants named and scored as given ([name, initiative]). */
async function fight(rows: [string, number | null][]): Promise<Combat> {
  const combat = (await CombatClass.create({})) as unknown as Combat;
  await combat.createEmbeddedDocuments("Combatant", rows.map(([name, initiative]) => ({ name, initiative })));
  return combat;
}

/** Records every turn event `combat` receives, as "startTurn b r1t1 skipped" and the like. */
function record(combat: Combat): string[] {
  const log: string[] = [];
  const flag = (skipped: boolean) => (skipped ? " skipped" : "");
  combat._onStartTurn = async (c, ctx) => { log.push(`startTurn ${c.name} r${ctx.round}t${ctx.turn}${flag(ctx.skipped)}`); };
  combat._onEndTurn = async (c, ctx) => { log.push(`endTurn ${c.name} r${ctx.round}t${ctx.turn}${flag(ctx.skipped)}`); };
  combat._onStartRound = async (ctx) => { log.push(`startRound ${ctx.round}${flag(ctx.skipped)}`); };
  combat._onEndRound = async (ctx) => { log.push(`endRound ${ctx.round}${flag(ctx.skipped)}`); };
  return log;
}

/** Runs `change` and returns the turn events it ran. */
async function eventsOf(combat: Combat, log: string[], change: () => Promise<unknown>): Promise<string[]> {
  await turnEventsSettled(combat);
  const start = log.length;
  await change();
  await turnEventsSettled(combat);
  return log.slice(start);
}

beforeEach(() => {
  stand = standIn().foundry;
  CombatClass = stand.CONFIG.Combat!.documentClass as typeof Document;
});

describe("skipped turns get their events with skipped: true (foundryvtt#11998, #13983; draw-steel PR 719)", () => {
  it("Skip Defeated: the defeated combatant passed over gets its start and end of turn, skipped", async () => {
    trackerConfig.skipDefeated = true;
    const combat = await fight([["a", 3], ["b", 2], ["c", 1]]);
    await combat.turns[1]!.update({ defeated: true });
    const log = record(combat);
    await eventsOf(combat, log, () => combat.startCombat());
    expect(await eventsOf(combat, log, () => combat.nextTurn())).toEqual(["endTurn a r1t0", "startTurn b r1t1 skipped",
      "endTurn b r1t1 skipped", "startTurn c r1t2"]);
  });

  it("Next Round mid-round: the rest of the round is skipped, then the round ends and the next starts", async () => {
    const combat = await fight([["a", 3], ["b", 2], ["c", 1]]);
    const log = record(combat);
    await eventsOf(combat, log, () => combat.startCombat());
    expect(await eventsOf(combat, log, () => combat.nextRound())).toEqual(["endTurn a r1t0", "startTurn b r1t1 skipped",
      "endTurn b r1t1 skipped", "startTurn c r1t2 skipped", "endTurn c r1t2 skipped", "endRound 1", "startRound 2",
      "startTurn a r2t0"]);
  });

  it("a turn set directly further on skips the turns between (draw-steel PR 719: \"Foundry thinks we're skipping "
    + "turns\")", async () => {
    const combat = await fight([["a", 4], ["b", 3], ["c", 2], ["d", 1]]);
    const log = record(combat);
    await eventsOf(combat, log, () => combat.startCombat());
    expect(await eventsOf(combat, log, () => combat.update({ turn: 3 }))).toEqual(["endTurn a r1t0",
      "startTurn b r1t1 skipped", "endTurn b r1t1 skipped", "startTurn c r1t2 skipped", "endTurn c r1t2 skipped",
      "startTurn d r1t3"]);
  });

  it("a round jumped over is skipped (RegionTokenRoundEventData: \"Was the round skipped?\")", async () => {
    const combat = await fight([["a", 2]]);
    const log = record(combat);
    await eventsOf(combat, log, () => combat.startCombat());
    expect(await eventsOf(combat, log, () => combat.update({ round: 3 }))).toEqual(["endTurn a r1t0", "endRound 1",
      "startRound 2 skipped", "startTurn a r2t0 skipped", "endTurn a r2t0 skipped", "endRound 2 skipped",
      "startRound 3", "startTurn a r3t0"]);
  });

  it("Next Round from the first turn still ends and starts that combatant's turn (foundryvtt#10786)", async () => {
    const combat = await fight([["a", 2]]);
    const log = record(combat);
    await eventsOf(combat, log, () => combat.startCombat());
    expect(await eventsOf(combat, log, () => combat.nextRound())).toEqual(["endTurn a r1t0", "endRound 1",
      "startRound 2", "startTurn a r2t0"]);
  });
});

describe("changes that run no turn events", () => {
  it("starting the combat ends no turn and no round 0 (foundryvtt#11238)", async () => {
    const combat = await fight([["a", 3], ["b", 2]]);
    const log = record(combat);
    expect(await eventsOf(combat, log, () => combat.startCombat())).toEqual(["startRound 1", "startTurn a r1t0"]);
  });

  it("a combat started further on skips the turns before its first (foundryvtt#11998)", async () => {
    const combat = await fight([["a", 3], ["b", 2]]);
    const log = record(combat);
    expect(await eventsOf(combat, log, () => combat.update({ round: 1, turn: 1 }))).toEqual(["startRound 1",
      "startTurn a r1t0 skipped", "endTurn a r1t0 skipped", "startTurn b r1t1"]);
  });

  it("stepping back runs none: Previous Turn (foundryvtt#11997) and Previous Round (foundryvtt#11988, #11989)",
    async () => {
      const combat = await fight([["a", 3], ["b", 2]]);
      const log = record(combat);
      await combat.startCombat();
      await combat.nextRound();
      await combat.nextTurn();
      expect(await eventsOf(combat, log, () => combat.previousTurn())).toEqual([]);
      expect(await eventsOf(combat, log, () => combat.previousRound())).toEqual([]);
      expect(await eventsOf(combat, log, () => combat.previousRound())).toEqual([]);
      expect([combat.round, combat.turn]).toEqual([0, null]);
    });
});

describe("the turn stays on the acting combatant (foundryvtt#11531, #12990, #12709, #7623)", () => {
  it("adding a combatant above the acting one keeps its turn, and runs no turn events (foundryvtt#12747)",
    async () => {
      const combat = await fight([["a", 10], ["b", 5]]);
      const log = record(combat);
      await combat.startCombat();
      await combat.nextTurn();
      const events = await eventsOf(combat, log, () =>
        combat.createEmbeddedDocuments("Combatant", [{ name: "x", initiative: 20 }]));
      expect([combat.turn, combat.combatant?.name, events]).toEqual([2, "b", []]);
      expect(combat._source.turn).toBe(2);
    });

  it("re-rolling initiative reorders around the acting combatant without moving its turn (foundryvtt#12747)",
    async () => {
      const combat = await fight([["a", 10], ["b", 5], ["c", 1]]);
      const log = record(combat);
      await combat.startCombat();
      await combat.nextTurn();
      const [a, , c] = combat.turns;
      const events = await eventsOf(combat, log, () => combat.updateEmbeddedDocuments("Combatant",
        [{ _id: a!.id, initiative: 0 }, { _id: c!.id, initiative: 30 }]));
      expect([combat.turns.map((t) => t.name), combat.combatant?.name, events]).toEqual([["c", "b", "a"], "b", []]);
    });

  it("with turnEvents: false the turn is still kept on the acting combatant (foundryvtt#12990)", async () => {
    const combat = await fight([["a", 10], ["b", 5]]);
    await combat.startCombat();
    await combat.nextTurn();
    const [a] = combat.turns;
    await combat.updateEmbeddedDocuments("Combatant", [{ _id: a!.id, initiative: 1 }], { turnEvents: false });
    expect([combat.turn, combat.combatant?.name]).toEqual([0, "b"]);
  });

  it("deleting a combatant above the acting one keeps the turn on it (foundryvtt#12709)", async () => {
    const combat = await fight([["a", 10], ["b", 5], ["c", 1]]);
    const log = record(combat);
    await combat.startCombat();
    await combat.nextTurn();
    const events = await eventsOf(combat, log, () => combat.turns[0]!.delete());
    expect([combat.turn, combat.combatant?.name, events]).toEqual([0, "b", []]);
  });

  it("deleting the acting combatant starts the turn of the one in its place; the last gives it to the first "
    + "(foundryvtt#12009)", async () => {
    const combat = await fight([["a", 10], ["b", 5], ["c", 1]]);
    const log = record(combat);
    await combat.startCombat();
    await combat.nextTurn();
    expect(await eventsOf(combat, log, () => combat.combatant!.delete())).toEqual(["startTurn c r1t1"]);
    expect(await eventsOf(combat, log, () => combat.combatant!.delete())).toEqual(["startTurn a r1t0"]);
    expect([combat.round, combat.turn, combat.combatant?.name]).toEqual([1, 0, "a"]);
  });

  it("before the combat starts the turn is not kept (there is none)", async () => {
    const combat = await fight([["a", 10], ["b", 5]]);
    await combat.createEmbeddedDocuments("Combatant", [{ name: "x", initiative: 20 }]);
    expect([combat.round, combat.turn]).toEqual([0, null]);
  });
});

describe("who runs the turn events", () => {
  it("the active GM's client, for a change a player made (userId the player)", async () => {
    const Actor = stand.CONFIG.Actor!.documentClass as typeof Document;
    const hero = await Actor.create({ name: "Hero", type: "pc",
      ownership: { default: 0, [stand.player.id]: OWNERSHIP.OWNER } });
    const combat = (await CombatClass.create({})) as unknown as Combat;
    await combat.createEmbeddedDocuments("Combatant", [{ name: "hero", actorId: hero!.id, initiative: 5 },
      { name: "orc", initiative: 1 }]);
    const clients: string[] = [];
    combat._onStartTurn = async (c: Combatant) => { clients.push(`${c.name} ${stand.game.user.id}`); };
    await combat.startCombat();
    stand.loginAs(stand.player);
    await combat.nextTurn();
    await turnEventsSettled(combat);
    expect(clients).toEqual([`hero ${stand.gm.id}`, `orc ${stand.gm.id}`]);
  });
});
