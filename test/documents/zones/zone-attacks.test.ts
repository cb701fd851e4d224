import { describe, expect, it } from "vitest";
import { scriptFaces } from "../../foundry/dice.js";
import type { Document } from "../../foundry/documents.js";
import { movementFight } from "../movement/world.js";

/** The movement fight (round 2's movement phase, everyone in Marsh) with a spear and a bow for every fighter. */
async function armed() {
  const w = await movementFight();
  const { cardApi } = await import("../../../src/documents/cards/api.js");
  for (const name of ["Ada", "Bo", "Orc"]) {
    await w.actor(name).createEmbeddedDocuments("Item", [
      { name: "Spear", type: "weapon", system: { damage: { formula: "1d8", kind: "physical" } } },
      { name: "Bow", type: "weapon", system: { damage: { formula: "1d6", kind: "physical" },
        range: { category: "long" } } }]);
  }
  const weapon = (name: string, item: string) => (w.actor(name) as unknown as { items: { contents: Document[] } })
    .items.contents.find((i) => i.name === item)!;
  const token = (name: string) => w.tokens[["Ada", "Bo", "Orc", "Gob"].indexOf(name)]!;
  /** The GM attacks as `name` with `item` against `target`, spending nothing (the movement phase has no actions). */
  const attack = (name: string, item: string, target: string) => cardApi.attack(w.actor(name) as never,
    weapon(name, item) as never, { targets: [token(target)], spend: false });
  return { ...w, attack };
}

/** The outcome an attack card stored for its one target, and its Rolls' dice. */
const outcomeOf = (card: unknown) => {
  const message = card as { system: { targets: { outcome: { natural: number; notes: string[] } }[] };
    rolls: { dice: { results: { result: number; active: boolean }[] }[] }[] };
  const faces = message.rolls.flatMap((r) => r.dice.flatMap((d) => d.results.filter((x) => x.active)
    .map((x) => x.result)));
  return { ...message.system.targets[0]!.outcome, faces };
};

describe("zone combat on the attack card (Z13, Z14)", () => {
  it("Z13: after a breakout of 1 degree, Ada's melee attack rolls 2d20 and the lowest counts; her bow rolls one",
    async () => {
      const w = await armed();
      await w.zones.engage(w.combat as never, [w.by("Ada").id!, w.by("Orc").id!, w.by("Gob").id!]);
      // The breakout removes 1 Hindrance (one degree): d12 1 + d4s 1, 1, 1 on SPD 6 escapes.
      scriptFaces([12, 1], [4, 1], [4, 1], [4, 1]);
      expect(await w.ask("Ada", { step: "move", breakout: ["removeHindrance"] })).toBe(true);
      scriptFaces([20, 15], [20, 6]);
      const card = await w.attack("Ada", "Spear", "Orc");
      const spear = outcomeOf(card);
      expect([spear.natural, spear.faces]).toEqual([6, [15, 6]]);
      // The Roll says so too (a re-check reads its natural face from it).
      const roll = (card as unknown as { rolls: { natural: number; options: object }[] }).rolls[0]!;
      expect([roll.natural, roll.options]).toEqual([6,
        expect.objectContaining({ disadvantage: 1, rollKind: "attack" })]);
      expect(spear.notes).toContain("FRAY.CHAT.Note.meleeDisadvantage");
      scriptFaces([20, 15]);
      const bow = outcomeOf(await w.attack("Ada", "Bow", "Orc"));
      expect([bow.natural, bow.faces, bow.notes.includes("FRAY.CHAT.Note.meleeDisadvantage")]).toEqual([15, [15],
        false]);
    });

  it("Z14: a protected character can't be attacked in melee nor attack in melee; nothing rolled; a bow still can",
    async () => {
      const w = await armed();
      await w.by("Bo").update({ "system.guardedRound": w.combat.round } as never);
      scriptFaces();
      const before = w.foundry.game.messages.contents.length;
      expect(await w.attack("Orc", "Spear", "Bo")).toBeNull();
      expect(w.foundry.notices.at(-1)!.message).toBe("Their group protects Bo: they can't be attacked in melee.");
      expect(await w.attack("Bo", "Spear", "Orc")).toBeNull();
      expect(w.foundry.notices.at(-1)!.message).toBe("A character its group protects can't attack in melee.");
      expect(w.foundry.game.messages.contents.length).toBe(before);
      scriptFaces([20, 11]);
      expect(outcomeOf(await w.attack("Orc", "Bow", "Bo")).natural).toBe(11);
      // Protection lasts the round it was chosen in: next round Bo is open to the spear again.
      await w.combat.update({ round: 3 } as never);
      scriptFaces([20, 12]);
      expect(outcomeOf(await w.attack("Orc", "Spear", "Bo")).natural).toBe(12);
    });
});
