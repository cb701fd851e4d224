import { describe, expect, it } from "vitest";
import { judge } from "./index.js";
import type { AttackOptions, Creature, Toggles, Weapon } from "./index.js";
import { creature, npc, toggles, weapon } from "./fixtures.js";

/** Judges with sensible defaults for whatever a test leaves out. */
function roll(t: Toggles, natural: number, parts: { attacker?: Creature; weapon?: Weapon; target?: Creature;
  options?: AttackOptions; escalation?: number[] }): ReturnType<typeof judge> {
  return judge(t, { natural, attacker: parts.attacker ?? creature(), weapon: parts.weapon ?? weapon(),
    target: parts.target ?? npc(), options: parts.options ?? {}, escalation: parts.escalation ?? [] });
}

const ac15 = npc((c) => { c.defenses.ac = 15; });
const plus3 = creature((c) => { c.attackBonus = 3; });

describe("judge: Legend, Lur-Asko, Sides", () => {
  it("L8: a natural 19 with threat 19 that hits (19 + 3 = 22 vs AC 15) is a critical", () => {
    const r = roll(toggles("legend"), 19, { attacker: plus3, target: ac15, weapon: weapon((w) => { w.threat = 19; }) });
    expect(r).toMatchObject({ total: 22, hit: true, critical: 1, fumble: 0, swings: 1 });
  });

  it("L8: a natural 19 with the default threat 20 is a plain hit", () => {
    expect(roll(toggles("legend"), 19, { attacker: plus3, target: ac15 })).toMatchObject({ hit: true, critical: 0 });
  });

  it("L8 + README: a natural 20 is judged by its total: 20 − 10 = 10 misses AC 15 and is no critical", () => {
    const weak = creature((c) => { c.attackBonus = -10; });
    expect(roll(toggles("legend"), 20, { attacker: weak, target: ac15 })).toMatchObject({
      total: 10, hit: false, critical: 0 });
  });

  it("S5: a total equal to AC hits, even from a natural 1 (1 + 14 = 15 vs AC 15)", () => {
    const strong = creature((c) => { c.attackBonus = 14; });
    expect(roll(toggles("sides"), 1, { attacker: strong, target: ac15 })).toMatchObject({
      total: 15, hit: true, fumble: 0 });
    expect(roll(toggles("lurasko"), 11, { attacker: plus3, target: ac15 })).toMatchObject({ total: 14, hit: false });
  });

  it("criticals none: a Legend natural 20 that hits is a plain hit", () => {
    expect(roll(toggles("legend", { criticals: "none" }), 20, { target: ac15 })).toMatchObject({
      hit: true, critical: 0 });
  });

  it("L8 under Legend with LoT criticals: the threat range makes the critical (threat 18), not the threshold", () => {
    const t = toggles("legend", { criticals: "lot" });
    const a = creature((c) => { c.attackBonus = 3; c.critThreshold = 5; });
    const axe = weapon((w) => { w.threat = 18; });
    expect(roll(t, 18, { attacker: a, weapon: axe, target: ac15 })).toMatchObject({ total: 21, critical: 1 });
    expect(roll(t, 17, { attacker: a, weapon: axe, target: ac15 })).toMatchObject({ total: 20, critical: 0 });
  });
});

describe("judge: Agility (A3, A7, A8)", () => {
  const t = toggles("agility");
  const acc2 = creature((c) => { c.accuracy = 2; });
  const agi2 = npc((c) => { c.attributes.agility.agi = 2; });

  it("A3: 10 + Accuracy 2 = 12 reaches 10 + Agility 2 and hits; 9 + 2 = 11 misses", () => {
    expect(roll(t, 10, { attacker: acc2, target: agi2 })).toMatchObject({ total: 12, hit: true });
    expect(roll(t, 9, { attacker: acc2, target: agi2 })).toMatchObject({ total: 11, hit: false });
  });

  it("A3/A7: a natural 20 hits Agility +10 (defense 20) with Accuracy −5, a critical; the d4 shows 3: no more", () => {
    const a = creature((c) => { c.accuracy = -5; });
    const target = npc((c) => { c.attributes.agility.agi = 10; });
    expect(roll(t, 20, { attacker: a, target, escalation: [3, 6] })).toMatchObject({
      total: 15, hit: true, critical: 1, defeated: false, escalationUsed: 1 });
  });

  it("A7: d4 on 4 then d6 on 5: a super critical, two dice used", () => {
    expect(roll(t, 20, { escalation: [4, 5, 8] })).toMatchObject({ critical: 2, defeated: false, escalationUsed: 2 });
  });

  it("A7: d4 on 4 then d6 on 6: the target is defeated outright and the chain stops", () => {
    expect(roll(t, 20, { escalation: [4, 6, 8] })).toMatchObject({ critical: 3, defeated: true, escalationUsed: 2 });
  });

  it("A8: a natural 1 misses even at 1 + 10 = 11 vs 10; the d4 shows 2: a plain fumble", () => {
    const a = creature((c) => { c.accuracy = 10; });
    expect(roll(t, 1, { attacker: a, escalation: [2] })).toMatchObject({
      total: 11, hit: false, fumble: 1, critical: 0, escalationUsed: 1 });
  });

  it("A8: d4 on 4 is a tragedy; then d6 on 6 the attacker dies", () => {
    expect(roll(t, 1, { escalation: [4, 2] })).toMatchObject({ fumble: 2, escalationUsed: 2 });
    expect(roll(t, 1, { escalation: [4, 6] })).toMatchObject({ fumble: 3, escalationUsed: 2, defeated: false });
  });

  it("criticals none under Agility: a natural 20 still hits (A3) but no critical and no escalation die", () => {
    const r = roll(toggles("agility", { criticals: "none" }), 20, { target: npc((c) => { c.attributes.agility.agi = 10; }),
      escalation: [4, 6] });
    expect(r).toMatchObject({ hit: true, critical: 0, defeated: false, escalationUsed: 0 });
    // A8: the natural 1 is still an automatic miss (a fumble), with no chain to roll.
    expect(roll(toggles("agility", { criticals: "none" }), 1, { escalation: [4] })).toMatchObject({
      hit: false, fumble: 1, escalationUsed: 0 });
  });

  it("A7 in a Legend world with escalating criticals: a natural 20 below AC misses (L8 judges the roll)", () => {
    const weak = creature((c) => { c.attackBonus = -10; });
    expect(roll(toggles("legend", { criticals: "escalating" }), 20, { attacker: weak, target: ac15,
      escalation: [1] })).toMatchObject({ hit: false, critical: 0, escalationUsed: 0 });
    expect(roll(toggles("legend", { criticals: "escalating" }), 20, { target: ac15,
      escalation: [4, 1] })).toMatchObject({ hit: true, critical: 2, escalationUsed: 2 });
  });

  it("A7 with Legend criticals under Agility: only a natural 20 is critical (A3), whatever the threat range", () => {
    const keen = weapon((w) => { w.threat = 19; });
    expect(roll(toggles("agility", { criticals: "legend" }), 19, { weapon: keen, escalation: [4, 6] }))
      .toMatchObject({ hit: true, critical: 0, escalationUsed: 0 });
    expect(roll(toggles("agility", { criticals: "legend" }), 20, { weapon: keen, escalation: [4, 6] }))
      .toMatchObject({ hit: true, critical: 1, escalationUsed: 0 });
  });
});

describe("judge: LoT (T7, T8)", () => {
  const t = toggles("lot");
  const dex3 = creature((c) => { c.attributes.lot.dex = 3; });
  const bow = weapon((w) => { w.attributes = ["dex"]; });
  const dodge13 = (player: boolean): Creature => creature((c) => {
    c.player = player; c.defenses.dodge = 13; c.defenses.armor = 5;
  });

  it("T7: a player tying a non-player's Dodge (10 + 3 = 13) wins the tie", () => {
    expect(roll(t, 10, { attacker: dex3, weapon: bow, target: dodge13(false) })).toMatchObject({
      total: 13, hit: true });
  });

  it("T7: player against player, the defender wins the tie; an NPC loses a tie against anyone", () => {
    expect(roll(t, 10, { attacker: dex3, weapon: bow, target: dodge13(true) }).hit).toBe(false);
    const goblin = npc((c) => { c.attackBonus = 3; });
    expect(roll(t, 10, { attacker: goblin, target: dodge13(true) }).hit).toBe(false);
    expect(roll(t, 10, { attacker: goblin, target: dodge13(false) }).hit).toBe(false);
    expect(roll(t, 11, { attacker: goblin, target: dodge13(true) }).hit).toBe(true);
  });

  it("T7: a natural 20 counts as 25 + 3 = 28 and misses Dodge 30; against a named Armor 28 the player wins", () => {
    const target = npc((c) => { c.defenses.dodge = 30; c.defenses.armor = 28; });
    expect(roll(t, 20, { attacker: dex3, weapon: bow, target })).toMatchObject({ total: 28, hit: false });
    expect(roll(t, 20, { attacker: dex3, weapon: bow, target, options: { defense: "armor" } })).toMatchObject({
      total: 28, hit: true });
  });

  it("T7: a hit whose total 21 is above threshold 20 is a critical; 20 is not; a miss never is", () => {
    const a = creature((c) => { c.attributes.lot.dex = 3; c.critThreshold = 20; });
    expect(roll(t, 18, { attacker: a, weapon: bow, target: dodge13(false) })).toMatchObject({ total: 21, critical: 1 });
    expect(roll(t, 17, { attacker: a, weapon: bow, target: dodge13(false) })).toMatchObject({ total: 20, critical: 0 });
    const high = npc((c) => { c.defenses.dodge = 25; c.defenses.armor = 25; });
    expect(roll(t, 18, { attacker: a, weapon: bow, target: high })).toMatchObject({ hit: false, critical: 0 });
  });

  it("T7 + README: a natural 1 is judged by its total (1 + 10 = 11 ties Dodge 11: the player hits), no fumble", () => {
    const a = creature((c) => { c.attributes.lot.dex = 10; });
    const target = npc((c) => { c.defenses.dodge = 11; c.defenses.armor = 5; });
    expect(roll(t, 1, { attacker: a, weapon: bow, target })).toMatchObject({ total: 11, hit: true, fumble: 0 });
  });

  it("T8: AP 80 and cost 10 give 8 swings on a hit; 3 chosen give 3; 12 chosen still 8", () => {
    const a = creature((c) => { c.ap = 80; c.attributes.lot.dex = 5; });
    const axe = weapon((w) => { w.attributes = ["dex"]; w.apCost = 10; });
    const target = dodge13(false);
    expect(roll(t, 15, { attacker: a, weapon: axe, target }).swings).toBe(8);
    expect(roll(t, 15, { attacker: a, weapon: axe, target, options: { apSwings: 3 } }).swings).toBe(3);
    expect(roll(t, 15, { attacker: a, weapon: axe, target, options: { apSwings: 12 } }).swings).toBe(8);
  });

  it("T8: a missed attack spends one swing; AP 5 under cost 10 allows none; a non-AP weapon swings once", () => {
    const axe = weapon((w) => { w.apCost = 10; });
    expect(roll(t, 2, { attacker: creature((c) => { c.ap = 80; }), weapon: axe, target: dodge13(false) }))
      .toMatchObject({ hit: false, swings: 1 });
    expect(roll(t, 19, { attacker: creature((c) => { c.ap = 5; }), weapon: axe, target: dodge13(false) }).swings)
      .toBe(0);
    expect(roll(t, 19, { attacker: creature((c) => { c.ap = 80; }), target: dodge13(false) }).swings).toBe(1);
  });

  it("T8 is LoT's: under Legend an AP weapon makes one swing", () => {
    const axe = weapon((w) => { w.apCost = 10; });
    expect(roll(toggles("legend"), 19, { attacker: creature((c) => { c.ap = 80; }), weapon: axe }).swings).toBe(1);
  });
});
