import { beforeEach, describe, expect, it } from "vitest";
import type { FoundryStandIn } from "../index.js";
import { standIn } from "./helpers.js";
import { Hooks } from "../hooks.js";
import { answerDialogs, shownDialogs } from "../dialog.js";
import { OWNERSHIP, type Document } from "../documents.js";
import { placeToken, trackerConfig, turnEventsSettled, type Combat, type Combatant, type CombatantGroup }
  from "../combat.js";

// Contract: foundry.documents.Combat / Combatant / CombatantGroup, foundryvtt.com/api/v13 (classes and
// hookEvents.combatStart, combatTurn, combatRound, combatTurnChange), as dnd5e module/documents/combat.mjs and
// draw-steel src/module/documents/combat.mjs use them.

let stand: FoundryStandIn;
let CombatClass: typeof Document;
let ActorClass: typeof Document;

/** A combat with combatants named and scored as given ([name, initiative]). */
async function fight(rows: [string, number | null][]): Promise<Combat> {
  const combat = (await CombatClass.create({})) as unknown as Combat;
  await combat.createEmbeddedDocuments("Combatant", rows.map(([name, initiative]) => ({ name, initiative })));
  return combat;
}

const names = (combat: Combat) => combat.turns.map((c) => c.name);

beforeEach(() => {
  stand = standIn().foundry;
  CombatClass = stand.CONFIG.Combat!.documentClass as typeof Document;
  ActorClass = stand.CONFIG.Actor!.documentClass as typeof Document;
});

describe("Combat#setupTurns and _sortCombatants (API v13 Combat)", () => {
  it("sorts by initiative, highest first, unrolled (null) last, then by name, then by id", async () => {
    const combat = await fight([["b", 10], ["c", null], ["a", 10], ["d", 15], ["a", null]]);
    expect(names(combat)).toEqual(["d", "a", "b", "a", "c"]);
    const sorted = [...combat.turns].sort(combat._sortCombatants);
    expect(sorted.map((c) => c.id)).toEqual(combat.turns.map((c) => c.id));
  });

  it("_sortCombatants uses no `this` (draw-steel calls it unbound)", async () => {
    const combat = await fight([["a", 1], ["b", 2]]);
    const unbound = combat._sortCombatants;
    expect(unbound(combat.turns[0]!, combat.turns[1]!)).toBeLessThan(0);
  });

  it("re-sorts the turns when a combatant's initiative changes", async () => {
    const combat = await fight([["a", 1], ["b", 2]]);
    await combat.turns[1]!.update({ initiative: 5 });
    expect(names(combat)).toEqual(["a", "b"]);
  });
});

describe("turn and round navigation (API v13 Combat; hookEvents)", () => {
  it("startCombat starts round 1 at turn 0; `combatant`, `started`, `current` follow", async () => {
    const combat = await fight([["a", 3], ["b", 2]]);
    expect(combat.started).toBe(false);
    await combat.startCombat();
    expect([combat.round, combat.turn, combat.started, combat.combatant?.name]).toEqual([1, 0, true, "a"]);
    expect(combat.current).toMatchObject({ round: 1, turn: 0, combatantId: combat.turns[0]!.id });
  });

  it("combatStart, combatTurn and combatRound run before the update with mutable data; combatTurnChange after", async () => {
    const combat = await fight([["a", 3], ["b", 2], ["c", 1]]);
    const seen: string[] = [];
    Hooks.on("combatStart", (_c, data) => { seen.push(`start:${JSON.stringify(data)}:${combat.round}`); });
    Hooks.on("combatTurn", (_c, data) => {
      seen.push(`turn:${combat.turn}`);
      (data as { turn: number }).turn = 2;
    });
    Hooks.on("combatRound", (_c, _d, options) => { seen.push(`round:${(options as { direction: number }).direction}`); });
    Hooks.on("combatTurnChange", (_c, prior, current) =>
      seen.push(`change:${(prior as { turn: number }).turn}>${(current as { turn: number }).turn}`));
    await combat.startCombat();
    await combat.nextTurn();
    expect(combat.turn).toBe(2);
    await combat.nextTurn();
    expect(seen).toEqual(['start:{"round":1,"turn":0}:0', "change:null>0", "turn:0", "change:0>2", "round:1",
      "change:2>0"]);
    expect([combat.round, combat.turn]).toEqual([2, 0]);
  });

  it("previousTurn steps back, and from the first turn goes to the previous round's last turn", async () => {
    const combat = await fight([["a", 3], ["b", 2]]);
    await combat.startCombat();
    await combat.nextRound();
    await combat.previousTurn();
    expect([combat.round, combat.turn]).toEqual([1, 1]);
    await combat.previousTurn();
    expect([combat.round, combat.turn]).toEqual([1, 0]);
    await combat.previousRound();
    expect([combat.round, combat.turn]).toEqual([0, null]);
  });

  it("skipDefeated passes over defeated combatants", async () => {
    trackerConfig.skipDefeated = true;
    const combat = await fight([["a", 3], ["b", 2], ["c", 1]]);
    await combat.turns[1]!.update({ defeated: true });
    await combat.startCombat();
    await combat.nextTurn();
    expect(combat.combatant?.name).toBe("c");
  });

  it("endCombat asks the GM first (api/v13 Combat#endCombat: \"Display a dialog querying the GM whether they wish to "
    + "end the combat encounter and empty the tracker\", returns Promise<Combat>): no or closing keeps the combat, "
    + "yes deletes it; game.combats and game.combat list the world's combats", async () => {
    const combat = await fight([["a", 1]]);
    expect((stand.game.combat as Combat).id).toBe(combat.id);
    answerDialogs(false, null, true);
    expect(await combat.endCombat()).toBe(combat);
    await combat.endCombat();
    expect(stand.game.combats.size).toBe(1);
    expect(await combat.endCombat()).toBe(combat);
    expect(shownDialogs()).toHaveLength(3);
    expect(stand.game.combats.size).toBe(0);
    expect(stand.game.combat).toBeUndefined();
  });

  it("resetAll clears every combatant's and group's initiative", async () => {
    const combat = await fight([["a", 3], ["b", 2]]);
    await combat.createEmbeddedDocuments("CombatantGroup", [{ name: "G", type: "base", initiative: 4 }]);
    await combat.resetAll();
    expect(combat.combatants.map((c) => c.initiative)).toEqual([null, null]);
    expect(combat.groups.contents[0]!.initiative).toBeNull();
  });
});

describe("turn events (API v13 Combat#_manageTurnEvents; draw-steel combat.mjs)", () => {
  /** Records every turn event a combat receives. */
  function record(combat: Combat): string[] {
    const log: string[] = [];
    const who = () => (stand.game.user as { name: string }).name;
    combat._onStartTurn = async (c, ctx) => { log.push(`startTurn ${c.name} r${ctx.round}t${ctx.turn} ${who()}`); };
    combat._onEndTurn = async (c, ctx) => { log.push(`endTurn ${c.name} r${ctx.round}t${ctx.turn}`); };
    combat._onStartRound = async (ctx) => { log.push(`startRound ${ctx.round}`); };
    combat._onEndRound = async (ctx) => { log.push(`endRound ${ctx.round}`); };
    return log;
  }

  it("run end turn, end round, start round, start turn, in that order, with their context", async () => {
    const combat = await fight([["a", 3], ["b", 2]]);
    const log = record(combat);
    await combat.startCombat();
    await turnEventsSettled(combat);
    await combat.nextTurn();
    await turnEventsSettled(combat);
    await combat.nextTurn();
    await turnEventsSettled(combat);
    expect(log).toEqual(["startRound 1", "startTurn a r1t0 Gamemaster", "endTurn a r1t0", "startTurn b r1t1 Gamemaster",
      "endTurn b r1t1", "endRound 1", "startRound 2", "startTurn a r2t0 Gamemaster"]);
  });

  it("run on the active GM's client only, whoever changed the turn; never going backwards", async () => {
    const actor = await ActorClass.create({ name: "Hero", type: "pc",
      ownership: { default: 0, [stand.player.id]: OWNERSHIP.OWNER } });
    const combat = (await CombatClass.create({})) as unknown as Combat;
    await combat.createEmbeddedDocuments("Combatant", [{ name: "hero", actorId: actor!.id, initiative: 5 },
      { name: "orc", initiative: 1 }]);
    const log = record(combat);
    await combat.startCombat();
    await turnEventsSettled(combat);
    stand.loginAs(stand.player);
    await combat.nextTurn();
    await turnEventsSettled(combat);
    expect(log.at(-1)).toBe("startTurn orc r1t1 Gamemaster");
    stand.loginAs(stand.gm);
    const count = log.length;
    await combat.previousTurn();
    await turnEventsSettled(combat);
    expect(log.length).toBe(count);
  });

  it("run nowhere when no GM is connected", async () => {
    const combat = await fight([["a", 3]]);
    const log = record(combat);
    stand.gm.active = false;
    await combat.startCombat();
    await turnEventsSettled(combat);
    expect(log).toEqual([]);
  });
});

describe("permissions (API v13 Combat#_canChangeTurn, BaseCombatant)", () => {
  it("a player changes the turn only when they own the combatant whose turn it is, and nothing else", async () => {
    const actor = await ActorClass.create({ name: "Hero", type: "pc",
      ownership: { default: 0, [stand.player.id]: OWNERSHIP.OWNER } });
    const combat = (await CombatClass.create({})) as unknown as Combat;
    await combat.createEmbeddedDocuments("Combatant", [{ name: "orc", initiative: 9 },
      { name: "hero", actorId: actor!.id, initiative: 5 }]);
    await combat.startCombat();
    stand.loginAs(stand.player);
    await expect(combat.nextTurn()).rejects.toThrow(/permission/);
    stand.loginAs(stand.gm);
    await combat.nextTurn();
    stand.loginAs(stand.player);
    await expect(combat.update({ active: true })).rejects.toThrow(/permission/);
    await combat.nextTurn();
    expect(combat.round).toBe(2);
  });

  it("a player may set their own combatant's initiative, not another's, nor its other fields", async () => {
    const actor = await ActorClass.create({ name: "Hero", type: "pc",
      ownership: { default: 0, [stand.player.id]: OWNERSHIP.OWNER } });
    const combat = (await CombatClass.create({})) as unknown as Combat;
    const [hero, orc] = await combat.createEmbeddedDocuments("Combatant", [{ name: "hero", actorId: actor!.id },
      { name: "orc" }]) as unknown as Combatant[];
    stand.loginAs(stand.player);
    await hero!.update({ initiative: 12 });
    expect(hero!.initiative).toBe(12);
    await expect(orc!.update({ initiative: 3 })).rejects.toThrow(/permission/);
    await expect(hero!.update({ hidden: true })).rejects.toThrow(/permission/);
    expect(hero!.isOwner && !orc!.isOwner).toBe(true);
  });

  it("a core field that is no number is refused, nothing written; a round below 0 is clamped", async () => {
    const combat = await fight([["a", 1]]);
    await expect(combat.update({ round: "many" })).rejects.toThrow();
    await combat.update({ round: -1 });
    await expect(combat.turns[0]!.update({ initiative: Number.NaN })).rejects.toThrow();
    expect([combat.round, combat.turns[0]!.initiative]).toEqual([0, 1]);
  });
});

describe("Combatant and CombatantGroup (API v13)", () => {
  it("a combatant's actor, token, owners, NPC-ness, defeat and visibility", async () => {
    const hero = await ActorClass.create({ name: "Hero", type: "pc",
      ownership: { default: 0, [stand.player.id]: OWNERSHIP.OWNER } });
    const orc = await ActorClass.create({ name: "Orc", type: "pc" });
    const token = placeToken(orc!, { disposition: -1 });
    const combat = (await CombatClass.create({})) as unknown as Combat;
    const [h, o] = await combat.createEmbeddedDocuments("Combatant", [{ name: "h", actorId: hero!.id },
      { name: "o", tokenId: token.id, hidden: true, defeated: true }]) as unknown as Combatant[];
    expect([h!.actor?.id, h!.hasPlayerOwner, h!.isNPC, h!.players.map((u) => u.id)])
      .toEqual([hero!.id, true, false, [stand.player.id]]);
    expect([o!.token?.disposition, o!.actor?.id, o!.isNPC, o!.isDefeated]).toEqual([-1, orc!.id, true, true]);
    stand.loginAs(stand.player);
    expect([h!.visible, o!.visible]).toEqual([true, false]);
  });

  it("group members take the group's initiative (_prepareGroup) and sort together; group.members lists them", async () => {
    const combat = await fight([["a", 10], ["b", 1], ["c", 5]]);
    const [group] = await combat.createEmbeddedDocuments("CombatantGroup",
      [{ name: "G", type: "base", initiative: 12 }]) as unknown as CombatantGroup[];
    const [a, b] = combat.combatants.contents;
    await combat.updateEmbeddedDocuments("Combatant", [{ _id: b!.id, group: group!.id }]);
    expect(b!.group?.id).toBe(group!.id);
    expect(b!.initiative).toBe(12);
    expect([...group!.members].map((m) => m.name)).toEqual(["b"]);
    expect(names(combat)).toEqual(["b", "a", "c"]);
    await group!.update({ initiative: 2 });
    expect(names(combat)).toEqual(["a", "c", "b"]);
    expect(a!.group).toBeNull();
  });

  it("only a GM manages groups", async () => {
    const combat = await fight([["a", 1]]);
    stand.loginAs(stand.player);
    await expect(combat.createEmbeddedDocuments("CombatantGroup", [{ name: "G", type: "base" }])).rejects.toThrow();
  });
});
