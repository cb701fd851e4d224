import { describe, expect, it } from "vitest";
import { applyHits } from "./index.js";
import type { Creature, Kind } from "./index.js";
import { creature, npc, toggles } from "./fixtures.js";

const phys = (amount: number): { amount: number; kind: Kind } => ({ amount, kind: "physical" });
const dr2 = npc((c) => { c.dr.physical = 2; });

describe("applyHits: damage reduction (T9)", () => {
  it("T9 per hit: two hits of 5 against DR 2 deal 3 + 3: HP 20 → 14", () => {
    expect(applyHits(toggles("lot"), dr2, [phys(5), phys(5)])).toEqual({
      hp: 14, overshield: 0, wound: false, unconscious: false });
  });

  it("T9 per attack: the same hits total 10, less DR 2 once: HP 20 → 12", () => {
    expect(applyHits(toggles("lot", { drPer: "attack" }), dr2, [phys(5), phys(5)]).hp).toBe(12);
  });

  it("T9: physical DR doesn't reduce an elemental hit; Elemental DR 3 and Arcane DR 1 reduce their own", () => {
    const t = toggles("lot");
    expect(applyHits(t, dr2, [{ amount: 5, kind: "elemental" }]).hp).toBe(15);
    const target = npc((c) => { c.dr.elemental = 3; c.dr.arcane = 1; });
    expect(applyHits(t, target, [{ amount: 5, kind: "elemental" }, { amount: 5, kind: "arcane" }]).hp).toBe(14);
  });

  it("T9 + README: per attack, DR 3 is a pool: hits 1 and 5 take 0 and 3 (per hit: 0 and 2)", () => {
    const target = npc((c) => { c.dr.physical = 3; });
    expect(applyHits(toggles("lot", { drPer: "attack" }), target, [phys(1), phys(5)]).hp).toBe(17);
    expect(applyHits(toggles("lot"), target, [phys(1), phys(5)]).hp).toBe(18);
  });

  it("T9: DR applies under every rulebook (Legend: 7 − 2 = 5), and a hit never heals", () => {
    expect(applyHits(toggles("legend"), dr2, [phys(7), phys(1)]).hp).toBe(15);
  });
});

describe("applyHits: overshield (T11)", () => {
  const shielded = (value: number, dr: number, edit?: (c: Creature) => void): Creature => npc((c) => {
    c.overshield = { value, dr };
    edit?.(c);
  });

  it("T11: a hit of 6 against overshield 10 with its DR 1 takes 5 from it; HP stays 20", () => {
    expect(applyHits(toggles("lot"), shielded(10, 1, (c) => { c.dr.physical = 4; }), [phys(6)])).toEqual({
      hp: 20, overshield: 5, wound: false, unconscious: false });
  });

  it("T11 (I): 10 against overshield 4 with DR 1: 9 reach it, 5 spill, the character's DR 2 leaves 3: HP 17", () => {
    expect(applyHits(toggles("lot"), shielded(4, 1, (c) => { c.dr.physical = 2; }), [phys(10)])).toMatchObject({
      hp: 17, overshield: 0 });
  });

  it("T11: once broken, the next hit meets only the character's DR: 10 then 4 → 3 + 2 = 5: HP 15", () => {
    expect(applyHits(toggles("lot"), shielded(4, 1, (c) => { c.dr.physical = 2; }), [phys(10), phys(4)]).hp).toBe(15);
  });

  it("T11 + T9: per attack the overshield's DR 3 is its own pool: hits 2 and 4 take 2 and 1 from it: 10 → 7", () => {
    expect(applyHits(toggles("lot", { drPer: "attack" }), shielded(10, 3), [phys(2), phys(4)]).overshield).toBe(7);
  });

  it("Overshield off: a stored overshield 10 absorbs nothing and is kept as stored: HP 20 → 14", () => {
    expect(applyHits(toggles("lot", { overshield: false }), shielded(10, 1), [phys(6)])).toMatchObject({
      hp: 14, overshield: 10 });
  });

  it("T11 + README: an overshield of 0 absorbs nothing and its DR 5 doesn't apply", () => {
    expect(applyHits(toggles("lot"), shielded(0, 5), [phys(6)]).hp).toBe(14);
  });
});

describe("applyHits: full-health guard (T10)", () => {
  const t = toggles("lot");

  it("T10: a player at full HP 20 taking 25 drops to 0 and is unconscious", () => {
    expect(applyHits(t, creature(), [phys(25)])).toEqual({ hp: 0, overshield: 0, wound: false, unconscious: true });
  });

  it("T10: not at full HP (19/20), an NPC, or the guard off: HP stops at 0, not guarded", () => {
    expect(applyHits(t, creature((c) => { c.hp.value = 19; }), [phys(25)])).toMatchObject({
      hp: 0, unconscious: false });
    expect(applyHits(t, npc(), [phys(25)])).toMatchObject({ hp: 0, unconscious: false });
    expect(applyHits(toggles("lot", { fullHealthGuard: false }), creature(), [phys(25)])).toMatchObject({
      hp: 0, unconscious: false });
  });

  it("T10 + README: exactly 20 from full HP 20 takes HP to 0, not below it: not guarded", () => {
    expect(applyHits(t, creature(), [phys(20)])).toMatchObject({ hp: 0, unconscious: false });
  });

  it("T10: the whole attack counts: 12 + 12 from full 20 is guarded", () => {
    expect(applyHits(t, creature(), [phys(12), phys(12)])).toMatchObject({ hp: 0, unconscious: true });
  });
});

describe("applyHits: wounds (A5)", () => {
  const t = toggles("agility");

  it("A5: 6 net damage wounds; 5 doesn't", () => {
    expect(applyHits(t, npc(), [phys(6)])).toEqual({ hp: 14, overshield: 0, wound: true, unconscious: false });
    expect(applyHits(t, npc(), [phys(5)]).wound).toBe(false);
  });

  it("A5: net after reductions: 8 against DR 3 is 5, no wound; two hits of 3 in one attack are 6, a wound", () => {
    expect(applyHits(t, npc((c) => { c.dr.physical = 3; }), [phys(8)]).wound).toBe(false);
    expect(applyHits(t, npc(), [phys(3), phys(3)]).wound).toBe(true);
  });

  it("A5: the threshold is a setting: at 4, 5 net damage wounds", () => {
    expect(applyHits(toggles("agility", { woundThreshold: 4 }), npc(), [phys(5)]).wound).toBe(true);
  });

  it("A5 + README: damage beyond 0 HP counts: 7 against HP 3 wounds", () => {
    expect(applyHits(t, npc((c) => { c.hp.value = 3; }), [phys(7)])).toMatchObject({ hp: 0, wound: true });
  });

  it("Wounds off: no wound from 10 damage", () => {
    expect(applyHits(toggles("agility", { wounds: false }), npc(), [phys(10)]).wound).toBe(false);
  });

  it("T11 + A5: an attack the overshield holds leaves no wound; one that breaks it wounds by the spill", () => {
    const tw = toggles("lot", { wounds: true });
    expect(applyHits(tw, npc((c) => { c.overshield = { value: 20, dr: 0 }; }), [phys(12)])).toMatchObject({
      overshield: 8, wound: false });
    expect(applyHits(tw, npc((c) => { c.overshield = { value: 2, dr: 0 }; }), [phys(8)])).toMatchObject({
      hp: 14, overshield: 0, wound: true });
  });
});
