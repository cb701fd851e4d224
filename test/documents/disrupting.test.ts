import { describe, expect, it } from "vitest";
import { scriptFaces } from "../foundry/dice.js";
import { tableFight, type TableCard } from "../table/world.js";

// A5 Disrupting: "Accuracy −1 for the battle and −3 for the current round" (I: −1 for the battle plus −2 more for the
// round the wound was dealt in). The wound records the combat round it was dealt in; attacks read the round's part.

/**
 * An Agility fight: the wolf (NPC, Agility +2, Accuracy +3, a bite 1d6 + 1) acts before Tor (the GM's character,
 * Agility +1, Accuracy 0, an axe 1d8 with no attribute, HP 18). Started; the wolf's turn first.
 */
async function disruptedTor() {
  const f = await tableFight("agility", [
    { name: "Wolf", type: "npc", disposition: -1, system: { attributes: { agi: { value: 2 } }, accuracy: 3,
      hp: { value: 16, max: 16 } }, weapon: { damage: { formula: "1d6 + 1" } } },
    { name: "Tor", type: "character", disposition: 1, system: { attributes: { agi: { value: 1 } }, accuracy: 0,
      hp: { value: 18, max: 18 } }, weapon: { damage: { formula: "1d8" }, attributes: [] } },
  ]);
  scriptFaces();
  await f.combat.rollAll();
  await f.combat.startCombat();
  await f.settle();
  return f;
}

describe("A5: a Disrupting wound's round part", () => {
  it("A5 (I): the wolf's d20 15 + 3 = 18 hits Tor's 10 + 1 and aims at his eyes; d6 6 + 1 = 7 ≥ 6 disrupts him. "
    + "In the same round Tor's d20 13 + 0 − 1 − 2 = 10 misses the wolf's 12; in round 2 the same 13 − 1 = 12 hits",
  async () => {
    const f = await disruptedTor();
    expect(f.combat.combatant?.name).toBe("Wolf");
    scriptFaces([20, 15]);
    const bite = (await f.attack("Wolf", "Tor", { options: { aimedArea: "disrupting" } }))!;
    expect(bite.system.targets[0]!.outcome).toMatchObject({ outcome: "hit", total: 18 });
    scriptFaces([6, 6]);
    const damage = await f.api.damage(bite) as unknown as TableCard;
    await f.api.apply(damage, damage.system.targets[0]!.tokenUuid);
    expect(f.hp("Tor")).toBe(11);
    await f.combat.nextTurn();
    await f.settle();
    expect(f.combat.combatant?.name).toBe("Tor");
    scriptFaces([20, 13]);
    expect((await f.attack("Tor", "Wolf"))!.system.targets[0]!.outcome).toMatchObject({ outcome: "miss", total: 10 });
    await f.combat.nextTurn();
    await f.settle();
    expect(f.combat.round).toBe(2);
    scriptFaces([20, 13]);
    expect((await f.attack("Tor", "Wolf", { spend: false }))!.system.targets[0]!.outcome)
      .toMatchObject({ outcome: "hit", total: 12 });
  });
});
