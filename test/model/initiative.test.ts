import { describe, expect, it } from "vitest";
import { initiativeOrder, initiativeScore } from "./index.js";
import type { Entrant } from "./index.js";
import { creature, npc, toggles } from "./fixtures.js";

/** An entrant added in `added` order. */
const e = (id: string, score: number, player: boolean, added: number, more?: Partial<Entrant>): Entrant =>
  ({ id, score, player, added, ...more });

describe("initiativeScore", () => {
  it("L1: d20 12 + DEX modifier (14: +2) + initiative bonus 1 = 15; DEX 9 gives −1", () => {
    const c = creature((c) => { c.attributes.legend.dex = 14; c.initiativeBonus = 1; });
    expect(initiativeScore(toggles("legend"), c, 12)).toBe(15);
    expect(initiativeScore(toggles("legend"), creature((c) => { c.attributes.legend.dex = 9; }), 12)).toBe(11);
  });

  it("Z1: the margin on DEX 10: a d12 of 4 gives 6, a 12 gives −2 (a failure)", () => {
    const c = creature((c) => { c.attributes.lurasko.dex = 10; c.initiativeBonus = 5; });
    expect(initiativeScore(toggles("lurasko"), c, 4)).toBe(6);
    expect(initiativeScore(toggles("lurasko"), c, 12)).toBe(-2);
  });

  it("S1: the party's d8 5 + its highest DEX modifier +2 = 7, even −1 is added (4); an NPC side keeps 5", () => {
    const t = toggles("sides");
    expect(initiativeScore(t, creature(), 5, { partySideDexMod: 2 })).toBe(7);
    expect(initiativeScore(t, creature(), 5, { partySideDexMod: -1 })).toBe(4);
    expect(initiativeScore(t, npc((c) => { c.attributes.sides.dex = 18; }), 5, { partySideDexMod: 2 })).toBe(5);
  });

  it("S1: a party member alone adds its own Sides DEX modifier (18: +2)", () => {
    expect(initiativeScore(toggles("sides"), creature((c) => { c.attributes.sides.dex = 18; }), 5)).toBe(7);
  });

  it("A1: no roll: the score is the Agility modifier 3, whatever the die", () => {
    const c = creature((c) => { c.attributes.agility.agi = 3; c.initiativeBonus = 4; });
    expect(initiativeScore(toggles("agility"), c, 17)).toBe(3);
  });

  it("T1: d20 14 + initiative modifiers 2 (base +0; LoT Dexterity 5 not added)", () => {
    const c = creature((c) => { c.initiativeBonus = 2; c.attributes.lot.dex = 5; c.attributes.legend.dex = 18; });
    expect(initiativeScore(toggles("lot"), c, 14)).toBe(16);
  });
});

describe("initiativeOrder", () => {
  it("L1/L2: highest first; a tie goes to the higher total modifier, then the higher DEX, then the order added", () => {
    const order = initiativeOrder(toggles("legend"), [
      e("a", 15, true, 0, { bonus: 2, dexMod: 2 }), e("b", 15, false, 1, { bonus: 3, dexMod: 1 }),
      e("c", 18, false, 2), e("d", 15, true, 3, { bonus: 2, dexMod: 3 }), e("f", 15, false, 4, { bonus: 2, dexMod: 2 }),
    ]);
    expect(order).toEqual(["c", "b", "d", "a", "f"]);
  });

  it("Z2: tied margins need a d2, so they keep the order added", () => {
    expect(initiativeOrder(toggles("lurasko"), [e("a", 2, true, 0), e("b", 4, false, 1), e("c", 2, false, 2)]))
      .toEqual(["b", "a", "c"]);
  });

  it("S1: the party wins a tie; two tied NPC sides keep the order added", () => {
    expect(initiativeOrder(toggles("sides"), [e("orc", 6, false, 0), e("ada", 6, true, 1), e("imp", 6, false, 2),
      e("bo", 6, true, 3), e("ant", 8, false, 4)])).toEqual(["ant", "ada", "bo", "orc", "imp"]);
  });

  it("A1 (I): equal Agility: the party first, then the order added", () => {
    expect(initiativeOrder(toggles("agility"), [e("n1", 2, false, 0), e("p1", 2, true, 1), e("n2", 3, false, 2),
      e("p2", 2, true, 3)])).toEqual(["n2", "p1", "p2", "n1"]);
  });

  it("T2: tied creatures need a reroll, so they keep the order added (before any +0.5)", () => {
    expect(initiativeOrder(toggles("lot"), [e("a", 12, false, 0), e("b", 12, false, 1), e("c", 12.5, false, 2)]))
      .toEqual(["c", "a", "b"]);
  });

  it("T4: players 20, 19, 18 and an NPC 10: the NPC moves up ahead of the third player", () => {
    const entrants = [e("p1", 20, true, 0), e("p2", 19, true, 1), e("p3", 18, true, 2), e("n1", 10, false, 3)];
    expect(initiativeOrder(toggles("lot"), entrants)).toEqual(["p1", "p2", "n1", "p3"]);
    expect(initiativeOrder(toggles("lot"), entrants, { twoPlayersCap: false })).toEqual(["p1", "p2", "p3", "n1"]);
    expect(initiativeOrder(toggles("legend"), entrants)).toEqual(["p1", "p2", "p3", "n1"]);
  });

  it("T4: four players then two NPCs become P P N P P N; with no NPC left the players keep their order", () => {
    const entrants = [e("p1", 20, true, 0), e("p2", 19, true, 1), e("p3", 18, true, 2), e("p4", 17, true, 3),
      e("p5", 16, true, 4), e("n1", 10, false, 5), e("n2", 9, false, 6)];
    expect(initiativeOrder(toggles("lot"), entrants)).toEqual(["p1", "p2", "n1", "p3", "p4", "n2", "p5"]);
  });
});
