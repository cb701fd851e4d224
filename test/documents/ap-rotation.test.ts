import { describe, expect, it } from "vitest";
import { scriptFaces } from "../foundry/dice.js";
import { combatWorld } from "./world.js";
import type { Document } from "../foundry/documents.js";

// T8 (seed 004): "AP … dictates how many times you can attack in the same rotation, it is not a pool"; "Only one
// attack action can be made per full action"; "If you miss, you lose the AP of a single swing but must use a second
// full action if you want to attack again". The AP spent on swings counts per combatant per rotation (round), on the
// GM-written ledger: swings available = floor((AP − AP spent this rotation) ÷ the weapon's AP cost).

/** What these tests read of an attack card's one row. */
type Card = { system: { targets: { outcome: { outcome: string; ap: { swings: number; apSpent: number;
  apLeft: number } | null } }[] } };

/**
 * A LoT fight: Ada (the player's character, AP 3, a sword of AP cost 1, 1d8) acts first (initiative 20), then the
 * Orc (Dodge and Armor 10); started. `attack` rolls the sword at the Orc as the player, the d20 showing `natural`.
 */
async function apFight() {
  const w = await combatWorld("lot");
  const { cardApi, registerCardQueries } = await import("../../src/documents/cards/api.js");
  const { apLedgerSettled } = await import("../../src/documents/cards/ap-ledger.js");
  // Fray's init: the GM's record of players' attacks and its AP ledger.
  registerCardQueries();
  const { combat, by } = await w.fight([{ name: "Ada", player: true, initiative: 20 },
    { name: "Orc", initiative: 5 }]);
  const ada = by("Ada").actor as unknown as Document;
  await ada.update({ "system.ap": { value: 3, max: 3 } });
  const [sword] = await ada.createEmbeddedDocuments("Item", [{ name: "Sword", type: "weapon",
    system: { damage: { formula: "1d8", kind: "physical" }, apCost: 1 } }]);
  await combat.startCombat();
  await w.settle(combat);
  const messages = () => w.foundry.game.messages.contents.length;
  return {
    w, combat, messages,
    spent: () => by("Ada").system.spent as Record<string, number>,
    async attack(natural: number, options: object = {}) {
      w.foundry.loginAs(w.foundry.player);
      scriptFaces([20, natural]);
      try {
        const card = await cardApi.attack(ada as never, sword as never, { targets: [by("Orc").actor], options }) as
          unknown as Card | null;
        await apLedgerSettled();
        return card?.system.targets[0]!.outcome ?? null;
      } finally {
        w.foundry.loginAs(w.foundry.gm);
      }
    },
    async nextRound() {
      const round = combat.round;
      while (combat.round === round) {
        await combat.nextTurn();
        await w.settle(combat);
      }
    },
  };
}

describe("T8: AP swings are counted per rotation", () => {
  it("T8: AP 3 and a 1-AP sword: the first attack's 3 swings hit (3 AP spent, on the GM's ledger); a second "
    + "attack in the rotation has no swing left: refused with a notice, nothing rolled, no second Full spent; the "
    + "next rotation gives 3 swings again", async () => {
    const f = await apFight();
    expect(await f.attack(15)).toMatchObject({ outcome: "hit", ap: { swings: 3, apSpent: 3, apLeft: 0 } });
    expect(f.spent()).toMatchObject({ full: 1, ap: 3 });
    const posted = f.messages();
    expect(await f.attack(15)).toBeNull();
    expect(f.messages()).toBe(posted);
    expect(f.spent().full).toBe(1);
    expect(f.w.foundry.notices.at(-1)!.message).toBe(
      "No AP swing left this rotation: 3 AP, 3 already spent on swings, and the weapon costs 1 a swing.");
    await f.nextRound();
    expect(f.spent().ap ?? 0).toBe(0);
    expect(await f.attack(15)).toMatchObject({ outcome: "hit", ap: { swings: 3, apSpent: 3 } });
  });

  it("T8: a miss (d20 2 against 10) spends one swing's AP: the second Full attack has floor((3 − 1) ÷ 1) = 2 "
    + "swings; asking for 3 is refused before anything is spent", async () => {
    const f = await apFight();
    expect(await f.attack(2)).toMatchObject({ outcome: "miss", ap: { swings: 0, apSpent: 1, apLeft: 2 } });
    expect(f.spent()).toMatchObject({ full: 1, ap: 1 });
    expect(await f.attack(15, { apSwings: 3 })).toBeNull();
    expect(f.spent().full).toBe(1);
    expect(f.w.foundry.notices.at(-1)!.message).toBe("Only 2 AP swings are left this rotation; 3 were asked for.");
    expect(await f.attack(15)).toMatchObject({ outcome: "hit", ap: { swings: 2, apSpent: 2, apLeft: 0 } });
    expect(f.spent()).toMatchObject({ full: 2, ap: 3 });
  });

  it("T8: a player's card that claims a miss its dice don't show spends what the GM re-derives: d20 15 hits with "
    + "all 3 swings, so 3 AP, not the 1 the card claims", async () => {
    const f = await apFight();
    await f.attack(15);
    const real = f.w.foundry.game.messages.contents.at(-1) as unknown as { toObject(): Record<string, unknown> };
    const ada = f.combat.combatants.find((c) => c.name === "Ada")!;
    await ada.update({ "system.spent": { ...f.spent(), ap: 0 } } as never);
    type Source = { _id?: string; system: { targets: { outcome: Record<string, unknown> }[] } };
    const forged = JSON.parse(JSON.stringify(real.toObject())) as Source;
    delete forged._id;
    Object.assign(forged.system.targets[0]!.outcome, { outcome: "miss", ap: { swings: 0, apSpent: 1, apLeft: 2 } });
    f.w.foundry.loginAs(f.w.foundry.player);
    const cls = f.w.foundry.CONFIG.ChatMessage!.documentClass as unknown as { create(d: object): Promise<unknown> };
    await cls.create(forged);
    f.w.foundry.loginAs(f.w.foundry.gm);
    const { apLedgerSettled } = await import("../../src/documents/cards/ap-ledger.js");
    await apLedgerSettled();
    expect(f.spent().ap).toBe(3);
  });

  it("T8: the player can't give the AP back by writing the ledger: the GM puts it back", async () => {
    const f = await apFight();
    await f.attack(15);
    f.w.foundry.loginAs(f.w.foundry.player);
    const ada = f.combat.combatants.find((c) => c.name === "Ada")!;
    await ada.update({ "system.spent.ap": 0 } as never);
    await new Promise((r) => setTimeout(r, 0));
    f.w.foundry.loginAs(f.w.foundry.gm);
    expect(f.spent().ap).toBe(3);
  });
});
