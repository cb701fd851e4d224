import { describe, expect, it } from "vitest";
import { scriptFaces } from "../foundry/dice.js";
import { tableFight, type TableCard } from "./world.js";

/**
 * Agility (seed 003), two rounds played by the GM (Tor and the wolf) and a player (Lia), every number worked by hand
 * from RULES.md. Agility stores modifiers; an attack hits on d20 + Accuracy ≥ 10 + the target's Agility (A3).
 * - Lia (the player's): Agility +3, Strength +2, Accuracy +3, HP 20; a dagger 1d6 + 2 on Strength (which adds
 *   nothing to hit: A3 adds Accuracy only).
 * - Tor (the GM's character): Agility +1, Strength +1, Accuracy +1, HP 18; an axe 1d8 + 1 on Strength.
 * - A wolf (NPC): Agility +2, Accuracy +3, HP 16; a bite 1d6 + 1.
 */
async function agilityFight() {
  return tableFight("agility", [
    { name: "Lia", type: "character", player: true, disposition: 1, system: { attributes: { agi: { value: 3 },
      str: { value: 2 } }, accuracy: 3, hp: { value: 20, max: 20 } },
    weapon: { damage: { formula: "1d6 + 2" }, attributes: ["str"] } },
    { name: "Tor", type: "character", disposition: 1, system: { attributes: { agi: { value: 1 }, str: { value: 1 } },
      accuracy: 1, hp: { value: 18, max: 18 } }, weapon: { damage: { formula: "1d8 + 1" }, attributes: ["str"] } },
    { name: "Wolf", type: "npc", disposition: -1, system: { attributes: { agi: { value: 2 } }, accuracy: 3,
      hp: { value: 16, max: 16 } }, weapon: { damage: { formula: "1d6 + 1" } } },
  ]);
}

/** The wounds (wound-status effects) an actor carries. */
const woundsOf = (actor: unknown) => (actor as { effects: { contents: { statuses: Set<string> }[] } }).effects.contents
  .filter((effect) => effect.statuses.has("wound")).length;

describe("an Agility fight played at the table (A1–A5, A7, A8)", () => {
  it("two rounds: the fixed order, attack actions, an aimed wound that slows, an escalating critical, a fumble",
    async () => {
      const f = await agilityFight();
      const { combat, by } = f;
      // A1: no roll: Lia +3, the wolf +2, Tor +1.
      scriptFaces();
      await combat.rollAll();
      await combat.startCombat();
      await f.settle();
      expect(combat.turns.map((c) => `${c.name} ${c.initiative}`)).toEqual(["Lia 3", "Wolf 2", "Tor 1"]);

      // Round 1. A4: the player's Lia aims at the wolf's legs: d20 14 + Accuracy 3 = 17 ≥ 10 + 2 = 12 hits.
      f.as("player");
      scriptFaces([20, 14]);
      const aimed = (await f.attack("Lia", "Wolf", { options: { aimedArea: "slowing" } }))!;
      expect(aimed.system.targets[0]!.outcome).toMatchObject({ outcome: "hit", total: 17 });
      expect(by("Lia").system.spent).toMatchObject({ attack: 1 });
      // A5: d6 5 + 2 = 7 net damage (≥ 6) wounds the legs: the wolf 16 → 9, Agility 2 − 1 = 1 (Slowing).
      scriptFaces([6, 5]);
      const bite = await f.api.damage(aimed) as unknown as TableCard;
      await f.api.apply(bite, bite.system.targets[0]!.tokenUuid);
      expect([f.hp("Wolf"), woundsOf(f.actor("Wolf"))]).toEqual([9, 1]);
      await combat.nextTurn();
      await f.settle();

      // The wolf (the GM's): natural 20 is a critical (A7), double damage; the d4 shows 2, no super critical.
      f.as("gm");
      expect(combat.combatant?.name).toBe("Wolf");
      scriptFaces([20, 20], [4, 2]);
      const crit = (await f.attack("Wolf", "Lia"))!;
      expect(crit.system.targets[0]!.outcome).toMatchObject({ outcome: "critical", natural: 20 });
      // (d6 3 + 1) × 2 = 8 ≥ 6: Lia 20 → 12 and a center-mass wound, recorded with no effect (I).
      scriptFaces([6, 3]);
      const mauled = await f.api.damage(crit) as unknown as TableCard;
      expect(mauled.system.targets[0]!.hits!.map((h) => h.amount)).toEqual([8]);
      await f.api.apply(mauled, mauled.system.targets[0]!.tokenUuid);
      expect([f.hp("Lia"), woundsOf(f.actor("Lia"))]).toEqual([12, 1]);
      await combat.nextTurn();
      await f.settle();

      // Tor: a natural 1 is a fumble (A8), an automatic miss; the d4 shows 1, no tragedy.
      expect(combat.combatant?.name).toBe("Tor");
      scriptFaces([20, 1], [4, 1]);
      expect((await f.attack("Tor", "Wolf"))!.system.targets[0]!.outcome).toMatchObject({ outcome: "fumble",
        natural: 1 });
      expect(f.hp("Wolf")).toBe(9);
      await combat.nextTurn();
      await f.settle();

      // Round 2, same order; Lia's attack action is back. The slowed wolf's defense is 10 + 1 = 11 now:
      // d20 8 + Accuracy 3 = 11 hits (it would have missed 12). d6 1 + 2 = 3, under 6: no wound; the wolf 9 → 6.
      expect([combat.round, combat.combatant?.name]).toEqual([2, "Lia"]);
      expect(by("Lia").system.spent.attack ?? 0).toBe(0);
      f.as("player");
      scriptFaces([20, 8]);
      const second = (await f.attack("Lia", "Wolf"))!;
      expect(second.system.targets[0]!.outcome).toMatchObject({ outcome: "hit", total: 11 });
      scriptFaces([6, 1]);
      const nip = await f.api.damage(second) as unknown as TableCard;
      await f.api.apply(nip, nip.system.targets[0]!.tokenUuid);
      expect([f.hp("Wolf"), woundsOf(f.actor("Wolf")), f.hp("Lia"), f.hp("Tor")]).toEqual([6, 1, 12, 18]);
    });
});
