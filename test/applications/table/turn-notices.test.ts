/**
 * Issue 30, turn notices (a client setting, on by default): the new round (and its phase), "Your turn" and "You're
 * next" for a player's own combatants, an optional sound; a combatant the GM hid is never announced. The stand-in
 * plays the hooks of the writer's and the active GM's clients only, so what another player's client shows is read
 * from `turnNotices`, the function each client's `updateCombat` callback shows.
 */
import { describe, expect, it } from "vitest";
import { playedSounds } from "../../foundry/audio.js";
import { combatWorld } from "../../documents/world.js";
import type { PresetId } from "../../../src/rules/presets.js";
import type { FrayCombat } from "../../../src/documents/combat/combat.js";

/** What changed in the combat's last move, as `updateCombat` passes it. */
type Changed = Record<string, unknown>;

/** The fight of these tests: the Orc (initiative 20) before Ada (10, the player's), Bo (8, hers), the Wolf (5). */
const FOUR = [{ name: "Orc", initiative: 20, dex: 2 }, { name: "Ada", player: true, initiative: 10, dex: 1 },
  { name: "Bo", player: true, initiative: 8, dex: 1 }, { name: "Wolf", initiative: 5, dex: 0 }];

/** Under `preset`, the fighters `roster` (FOUR by default); the notices registered; the combat not started. */
async function noticeFight(preset: PresetId = "legend", roster: typeof FOUR = FOUR) {
  const world = await combatWorld(preset);
  const notices = await import("../../../src/applications/turn-notices.js");
  notices.registerTurnNotices();
  const { combat, by } = await world.fight(roster);
  let changed: Changed = {};
  Hooks.on("updateCombat", ((_c: unknown, diff: Changed) => { changed = diff; }) as never);
  const info = () => world.foundry.notices.filter((n) => n.type === "info").map((n) => n.message);
  /** Makes a move, then answers with what the player's client shows for it. */
  const step = async (move: (c: FrayCombat) => Promise<unknown>) => {
    world.foundry.notices.length = 0;
    await move(combat);
    await world.settle(combat);
    return world.foundry.game.users.runOnNow(world.foundry.player, () =>
      notices.turnNotices(combat as never, changed as never));
  };
  return { world, combat, by, info, step };
}

describe("turn notices (issue 30)", () => {
  it("L1 (Legend): the GM's Begin shows the GM 'Round 1', her player 'Round 1' and 'You're next: Ada' (the Orc "
    + "acts first); the Orc's end of turn tells the player 'Your turn: Ada', and Ada's 'Your turn: Bo'", async () => {
    const { combat, info, step } = await noticeFight();
    expect(await step((c) => c.startCombat())).toEqual(["Round 1", "You're next: Ada"]);
    expect(combat.combatant!.name).toBe("Orc");
    expect(info()).toEqual(["Round 1"]);
    expect(await step((c) => c.nextTurn())).toEqual(["Your turn: Ada"]);
    expect(info()).toEqual([]);
    expect(await step((c) => c.nextTurn())).toEqual(["Your turn: Bo"]);
    expect(await step((c) => c.nextTurn())).toEqual([]);
    expect(await step((c) => c.nextTurn())).toEqual(["Round 2", "You're next: Ada"]);
  });

  it("L1: 'You're next' looks past the round's end: as the Wolf, last in round 1, begins its turn, Ada (the "
    + "player's, first in round 2) is told", async () => {
    const { combat, step } = await noticeFight("legend", [{ name: "Ada", player: true, initiative: 20, dex: 1 },
      { name: "Wolf", initiative: 5, dex: 0 }]);
    expect(await step((c) => c.startCombat())).toEqual(["Round 1", "Your turn: Ada"]);
    expect(await step((c) => c.nextTurn())).toEqual(["You're next: Ada"]);
    expect(combat.combatant!.name).toBe("Wolf");
    expect(await step((c) => c.nextTurn())).toEqual(["Round 2", "Your turn: Ada"]);
  });

  it("a combatant the GM hid is never announced, not even to its owner; with the setting off, nothing is shown",
    async () => {
      const { world, by, info, step } = await noticeFight();
      await by("Ada").update({ hidden: true });
      expect(await step((c) => c.startCombat())).toEqual(["Round 1"]);
      // Ada's turn: nothing of hers; Bo's turn comes next.
      expect(await step((c) => c.nextTurn())).toEqual(["You're next: Bo"]);
      await world.foundry.game.settings.set("fray", "turnNotices", false);
      await step((c) => c.nextTurn());
      await step((c) => c.nextTurn());
      expect(info()).toEqual([]);
    });

  it("on the player's own client: ending Ada's turn shows 'Your turn: Bo' and, with the sound on, plays core's "
    + "notification sound there only", async () => {
    const { world, step, info } = await noticeFight();
    await step((c) => c.startCombat());
    await step((c) => c.nextTurn());
    world.foundry.loginAs(world.foundry.player);
    await world.foundry.game.settings.set("fray", "turnSound", true);
    await step((c) => c.nextTurn());
    expect(info()).toEqual(["Your turn: Bo"]);
    expect(playedSounds).toEqual([{ src: "sounds/notify.wav", volume: 0.8, user: world.foundry.player.id,
      broadcast: false }]);
  });

  it("Z6 (Lur-Asko): round 1 has no movement phase; round 2 opens with it and its action phase is announced",
    async () => {
      const { combat, step } = await noticeFight("lurasko");
      expect((await step((c) => c.startCombat()))[0]).toBe("Round 1: Action phase");
      let shown: string[] = [];
      for (let i = 0; i < 4 && combat.round === 1; i += 1) shown = await step((c) => c.nextTurn());
      expect([combat.round, combat.system.phase, shown[0]]).toEqual([2, "movement", "Round 2: Movement phase"]);
      for (let i = 0; i < 4 && combat.system.phase === "movement"; i += 1) shown = await step((c) => c.nextTurn());
      expect([combat.round, combat.system.phase, shown[0]]).toEqual([2, "action", "Action phase"]);
    });
});
