import { describe, expect, it } from "vitest";
import { scriptFaces } from "../foundry/dice.js";
import { tableFight, type TableCard } from "./world.js";

/**
 * LoT (seed 004), two rounds played by the GM (Rook and the ogre) and a player (Kira), every number worked by hand
 * from RULES.md. Initiative is d20 + the initiative bonus alone (T1: everyone starts at +0).
 * - Kira (the player's): initiative +3, Vigor +4, Dodge 14, Armor 12, HP 20; a sword 1d10 on Vigor (skill bonus +4).
 * - Rook (the GM's character): initiative +1, Vigor +2, Dodge 11, Armor 13, HP 16; an axe 1d8 on Vigor (+2).
 * - An ogre (NPC): initiative +0, skill bonus (attack bonus) +5, Dodge 9, Armor 15, DR 2 (physical), HP 30; a club
 *   2d6.
 */
async function lotFight() {
  return tableFight("lot", [
    { name: "Kira", type: "character", player: true, disposition: 1, system: { initiative: { bonus: 3 },
      attributes: { vig: { value: 4 } }, defenses: { dodge: 14, armor: 12 }, hp: { value: 20, max: 20 } },
    weapon: { damage: { formula: "1d10" }, attributes: ["vig"] } },
    { name: "Rook", type: "character", disposition: 1, system: { initiative: { bonus: 1 },
      attributes: { vig: { value: 2 } }, defenses: { dodge: 11, armor: 13 }, hp: { value: 16, max: 16 } },
    weapon: { damage: { formula: "1d8" }, attributes: ["vig"] } },
    { name: "Ogre", type: "npc", disposition: -1, system: { attributes: { dex: { value: 0 } }, attackBonus: 5,
      defenses: { dodge: 9, armor: 15 }, dr: { physical: 2 }, hp: { value: 30, max: 30 } },
    weapon: { damage: { formula: "2d6" } } },
  ]);
}

describe("a LoT fight played at the table (T1, T6, T7, T9, T11, T14)", () => {
  it("two rounds: d20 initiative, two Full actions, Armor and Dodge, DR, an overshield, a delay re-entering",
    async () => {
      const f = await lotFight();
      const { combat, by } = f;
      // T1: Kira 12 + 3 = 15, Rook 9 + 1 = 10, the ogre 13 + 0 = 13 (the initiative bonuses).
      scriptFaces([20, 12], [20, 9], [20, 13]);
      await combat.rollAll();
      expect(["Kira", "Rook", "Ogre"].map((n) => by(n).initiative)).toEqual([15, 10, 13]);
      await combat.startCombat();
      await f.settle();
      expect(combat.turns.map((c) => c.name)).toEqual(["Kira", "Ogre", "Rook"]);

      // Round 1. T7: the ogre checks the better of Dodge 9 and Armor 15; Kira's d20 11 + 4 = 15 ties Armor 15 and
      // the player wins the tie. One Full action of two (T6).
      f.as("player");
      scriptFaces([20, 11]);
      const tie = (await f.attack("Kira", "Ogre"))!;
      expect(tie.system.targets[0]!.outcome).toMatchObject({ outcome: "hit", total: 15 });
      expect(by("Kira").system.spent).toMatchObject({ full: 1 });
      // T9: d10 7 − DR 2 = 5: the ogre 30 → 25.
      scriptFaces([10, 7]);
      const cut = await f.api.damage(tie) as unknown as TableCard;
      await f.api.apply(cut, cut.system.targets[0]!.tokenUuid);
      expect(f.hp("Ogre")).toBe(25);
      // The second Full action: d20 3 + 4 = 7 misses Armor 15. A third attack has no Full action left.
      scriptFaces([20, 3]);
      expect((await f.attack("Kira", "Ogre"))!.system.targets[0]!.outcome).toMatchObject({ outcome: "miss",
        total: 7 });
      expect(by("Kira").system.spent).toMatchObject({ full: 2 });
      scriptFaces();
      expect(await f.attack("Kira", "Ogre")).toBeNull();
      await combat.nextTurn();
      await f.settle();

      // The ogre's turn (the GM). T11: Kira gets an overshield of 5 with DR 1 first.
      f.as("gm");
      expect(combat.combatant?.name).toBe("Ogre");
      expect(await f.api.grantOvershield(f.actor("Kira") as never, { value: 5, dr: 1 })).toBe(true);
      // T7: Kira checks Dodge 14 (better than Armor 12); d20 10 + 5 = 15 hits. 2d6 6 + 6 = 12: the overshield's
      // DR 1 leaves 11, it absorbs 5 and breaks, and the 6 that spill take Kira 20 → 14 (she has no DR).
      scriptFaces([20, 10]);
      const club = (await f.attack("Ogre", "Kira"))!;
      expect(club.system.targets[0]!.outcome).toMatchObject({ outcome: "hit", total: 15 });
      scriptFaces([6, 6], [6, 6]);
      const blow = await f.api.damage(club) as unknown as TableCard;
      await f.api.apply(blow, blow.system.targets[0]!.tokenUuid);
      expect([f.actor("Kira").system.overshield.value, f.hp("Kira")]).toEqual([0, 14]);
      await combat.nextTurn();
      await f.settle();

      // Rook delays on his count, 10 (T14); the round ends.
      expect(combat.combatant?.name).toBe("Rook");
      expect(await by("Rook").delayTurn()).toBe(true);
      await f.settle();
      expect([combat.round, combat.combatant?.name, by("Rook").isDelaying]).toEqual([2, "Kira", true]);

      // Round 2: Kira's Full actions are back; she ends her turn at once.
      expect(by("Kira").system.spent.full ?? 0).toBe(0);
      f.as("player");
      await combat.nextTurn();
      await f.settle();
      // On the ogre's count (13) Rook re-enters and acts after it: his d20 18 + 2 = 20 beats Armor 15; d8 8 − 2 = 6
      // takes the ogre 25 → 19.
      f.as("gm");
      expect(combat.combatant?.name).toBe("Ogre");
      expect(await by("Rook").reenter()).toBe(true);
      expect([by("Rook").initiative, by("Rook").isDelaying]).toEqual([13, false]);
      expect(combat.turns.map((c) => c.name)).toEqual(["Kira", "Ogre", "Rook"]);
      await combat.nextTurn();
      await f.settle();
      expect(combat.combatant?.name).toBe("Rook");
      scriptFaces([20, 18]);
      const chop = (await f.attack("Rook", "Ogre"))!;
      expect(chop.system.targets[0]!.outcome).toMatchObject({ outcome: "hit", total: 20 });
      scriptFaces([8, 8]);
      const axe = await f.api.damage(chop) as unknown as TableCard;
      await f.api.apply(axe, axe.system.targets[0]!.tokenUuid);
      expect([f.hp("Ogre"), f.hp("Kira"), f.hp("Rook")]).toEqual([19, 14, 16]);
      expect(by("Rook").system.spent).toMatchObject({ full: 1 });
    });
});
