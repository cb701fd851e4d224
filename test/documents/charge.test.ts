import { describe, expect, it } from "vitest";
import { scriptFaces } from "../foundry/dice.js";
import { combatWorld } from "./world.js";
import type { PresetId } from "../../src/rules/presets.js";

// S10 Charge: Main + Move, +2 to hit, and the charger's AC −2 until the round ends. The GM's client records the
// charge on the charger's combatant (`system.charged`, the round); attacks against the charger read that record.

/** What these tests read of an attack card's one row. */
type Outcome = { outcome: string; total: number; needed: number; notes: string[] };

/** A weapon-bearing actor as these tests use it. */
type Bearer = {
  createEmbeddedDocuments(n: string, d: object[]): Promise<unknown[]>;
  update(d: object): Promise<unknown>;
};

/**
 * A fight under `preset`: the Hero (the player's character, AC 10, a spear 1d8) acts first, then the Orc (AC 10, a
 * club 1d6); started. Under Sides the party's side rolls 8 and the enemies' 2.
 */
async function chargeFight(preset: PresetId) {
  const world = await combatWorld(preset);
  const { combat, by } = await world.fight([{ name: "Hero", player: true, initiative: 20 },
    { name: "Orc", disposition: -1, initiative: 5 }]);
  if (preset === "sides") {
    await combat.updateEmbeddedDocuments("CombatantGroup", combat.groups.map((g) => ({ _id: g.id,
      initiative: (g as unknown as { side: string }).side === "party" ? 8 : 2 })) as never);
  }
  await combat.startCombat();
  await world.settle(combat);
  const hero = by("Hero");
  const orc = by("Orc");
  const heroActor = hero.actor as unknown as Bearer;
  const orcActor = orc.actor as unknown as Bearer;
  await heroActor.update({ "system.defenses.ac": 10 });
  await orcActor.update({ "system.defenses.ac": 10 });
  const [spear] = await heroActor.createEmbeddedDocuments("Item", [{ name: "Spear", type: "weapon",
    system: { damage: { formula: "1d8", kind: "physical" } } }]);
  const [club] = await orcActor.createEmbeddedDocuments("Item", [{ name: "Club", type: "weapon",
    system: { damage: { formula: "1d6", kind: "physical" } } }]);
  const { cardApi } = await import("../../src/documents/cards/api.js");
  const roll = async (actor: unknown, weapon: unknown, target: unknown, natural: number, request: object = {}) => {
    scriptFaces([20, natural]);
    const card = await cardApi.attack(actor as never, weapon as never, { targets: [target], ...request }) as
      unknown as { system: { targets: { outcome: Outcome }[] } } | null;
    return card?.system.targets[0]!.outcome ?? null;
  };
  return {
    world, combat, hero, orc,
    /** The Hero charges the Orc (as the player, through the GM's client). */
    charge: (natural: number) => {
      world.foundry.loginAs(world.foundry.player);
      return roll(heroActor, spear, orc.actor, natural, { options: { charge: true } }).finally(() =>
        world.foundry.loginAs(world.foundry.gm));
    },
    /** The GM's Orc swings at the Hero without spending an action. */
    orcSwings: (natural: number) => roll(orcActor, club, hero.actor, natural, { spend: false }),
    /** Ends turns until round `round` begins. */
    async toRound(round: number) {
      while (combat.round < round) {
        await combat.nextTurn();
        await world.settle(combat);
      }
    },
  };
}

describe("S10: a charge puts the charger at AC −2 until the round ends", () => {
  it("S10 (sides): the Hero charges (Main + Move spent, d20 9 + 2 = 11 hits AC 10); the GM's client records it, "
    + "so the Orc's d20 9 hits the Hero's AC 10 − 2 = 8, named on the card; in round 2 the same 9 misses AC 10",
  async () => {
    const f = await chargeFight("sides");
    expect((await f.charge(9))).toMatchObject({ outcome: "hit", total: 11 });
    expect(f.hero.system.spent).toMatchObject({ main: 1, move: 1, charge: 1 });
    expect((f.hero.system as unknown as { charged: number | null }).charged).toBe(1);
    const swing = (await f.orcSwings(9))!;
    expect(swing).toMatchObject({ outcome: "hit", total: 9, needed: 8 });
    expect(swing.notes).toContain("FRAY.CHAT.Note.charging");
    await f.toRound(2);
    expect(await f.orcSwings(9)).toMatchObject({ outcome: "miss", needed: 10 });
  });

  it("S10 (legend, the API's charge option): the standard action is spent and the charge recorded the same way: "
    + "d20 9 hits the charger's AC 8 this round only", async () => {
    const f = await chargeFight("legend");
    expect(await f.charge(12)).toMatchObject({ outcome: "hit", total: 14 });
    expect(f.hero.system.spent).toMatchObject({ standard: 1 });
    expect(await f.orcSwings(9)).toMatchObject({ outcome: "hit", needed: 8 });
    await f.toRound(2);
    expect(await f.orcSwings(9)).toMatchObject({ outcome: "miss", needed: 10 });
  });

  it("S10: the GM attacking without spending (spend: false) still charges: the charger's AC is 8 this round",
    async () => {
      const f = await chargeFight("sides");
      const { cardApi } = await import("../../src/documents/cards/api.js");
      const spear = (f.hero.actor as unknown as { items: { contents: unknown[] } }).items.contents[0];
      scriptFaces([20, 15]);
      await cardApi.attack(f.hero.actor as never, spear as never, { targets: [f.orc.actor], spend: false,
        options: { charge: true } });
      expect(f.hero.system.spent.main ?? 0).toBe(0);
      expect(await f.orcSwings(9)).toMatchObject({ outcome: "hit", needed: 8 });
    });

  it("S10: without a charge, or when the player writes the charge mark on their own combatant, AC stays 10: the "
    + "GM puts the write back", async () => {
    const f = await chargeFight("sides");
    expect(await f.orcSwings(9)).toMatchObject({ outcome: "miss", needed: 10 });
    f.world.foundry.loginAs(f.world.foundry.player);
    await f.hero.update({ "system.charged": 1 } as never);
    await new Promise((r) => setTimeout(r, 0));
    f.world.foundry.loginAs(f.world.foundry.gm);
    expect((f.hero.system as unknown as { charged: number | null }).charged).toBeNull();
    expect(await f.orcSwings(9)).toMatchObject({ outcome: "miss", needed: 10 });
  });
});
