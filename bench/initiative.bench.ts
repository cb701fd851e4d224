import { bench, describe } from "vitest";
import { rollInitiative, seededDice, type Entrant } from "../src/rules/index.js";

/** 1,000 entrants; `spread` sets how varied the modifiers are (0 = all equal, so ties are everywhere). */
function entrants(spread: number): Entrant[] {
  return Array.from({ length: 1000 }, (_, i) => ({
    id: `e${i}`,
    side: i % 10 === 0 ? "party" : `side${i % 7}`,
    player: i % 3 === 0,
    dex: 6 + (spread === 0 ? 0 : (i * 7) % spread),
    bonus: spread === 0 ? 0 : (i * 3) % 4,
    surprised: i % 11 === 0,
    initiator: i % 97 === 0,
    ...(i % 5 === 0 ? { group: `g${i % 40}` } : {}),
  }));
}

const varied = entrants(9);
const tied = entrants(0);

describe("rollInitiative, 1,000 entrants", () => {
  bench("d20, L2 tie-break", () => {
    rollInitiative("d20", varied, seededDice(1));
  });
  bench("d20, L2 tie-break, all modifiers equal (ties everywhere)", () => {
    rollInitiative("d20", tied, seededDice(1));
  });
  bench("d20, T2 reroll-half + T4 cap, all modifiers equal", () => {
    rollInitiative("d20", tied, seededDice(1), { tieBreak: "reroll-half", maxPlayersInARow: 2 });
  });
  bench("sides", () => {
    rollInitiative("sides", varied, seededDice(1));
  });
  bench("zones", () => {
    rollInitiative("zones", varied, seededDice(1));
  });
  bench("zones, all DEX equal (ties everywhere)", () => {
    rollInitiative("zones", tied, seededDice(1));
  });
  bench("agility", () => {
    rollInitiative("agility", varied, seededDice(1));
  });
  bench("agility, all Agility equal", () => {
    rollInitiative("agility", tied, seededDice(1));
  });
});
