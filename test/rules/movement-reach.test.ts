import { describe, expect, it } from "vitest";
import { reachBand, reachBands, zoneReachBand } from "../../src/rules/index.js";

describe("reachBands: how far this turn's movement reaches (the token ruler's bands)", () => {
  it("L7, L11 (Legend, speed 30): a 5 ft step, the move action to 30 ft, the standard as a second move to 60 ft",
    () => {
      const stops = reachBands("legend", { speed: 30, left: { standard: 1, move: 1 } });
      expect(stops).toEqual([{ band: "step", upTo: 5 }, { band: "move", upTo: 30 }, { band: "double", upTo: 60 }]);
      expect([5, 10, 30, 35, 60, 65].map((cost) => reachBand(stops, cost)))
        .toEqual(["step", "move", "move", "double", "double", "beyond"]);
    });

  it("L11: no step once one was taken; the move action spent: the standard reaches speed; both spent: nothing", () => {
    expect(reachBands("legend", { speed: 30, left: { standard: 1, move: 1 }, stepped: true }))
      .toEqual([{ band: "move", upTo: 30 }, { band: "double", upTo: 60 }]);
    expect(reachBands("legend", { speed: 30, left: { standard: 1, move: 0 } })).toEqual([{ band: "double", upTo: 30 }]);
    expect(reachBand(reachBands("legend", { speed: 30, left: {} }), 5)).toBe("beyond");
  });

  it("S10 (Sides, speed 25): the Move to 25 ft, a charge (Main + Move) to 50 ft; the Main spent: no charge", () => {
    expect(reachBands("sides", { speed: 25, left: { main: 1, move: 1 } }))
      .toEqual([{ band: "move", upTo: 25 }, { band: "double", upTo: 50 }]);
    expect(reachBands("sides", { speed: 25, left: { main: 0, move: 1 } })).toEqual([{ band: "move", upTo: 25 }]);
  });

  it("A2 (Agility): the Move Action's 6 spaces (30 ft), then +2 spaces (10 ft) for each Bonus Action left", () => {
    expect(reachBands("agility", { speed: 30, left: { attack: 1, move: 1, bonus: 2 } }))
      .toEqual([{ band: "move", upTo: 30 }, { band: "bonus", upTo: 40 }, { band: "bonus", upTo: 50 }]);
    expect(reachBands("agility", { speed: 30, left: { move: 0, bonus: 1 } })).toEqual([{ band: "bonus", upTo: 10 }]);
  });

  it("T6 (LoT, speed 30): a Full action moves 30 ft, the second 60 ft; one left: 30 ft", () => {
    expect(reachBands("lot", { speed: 30, left: { full: 2 } }))
      .toEqual([{ band: "move", upTo: 30 }, { band: "double", upTo: 60 }]);
    expect(reachBands("lot", { speed: 30, left: { full: 1 } })).toEqual([{ band: "move", upTo: 30 }]);
  });

  it("Z6, Z7 (Lur-Asko): in the movement phase any move is a movement roll; in the action phase there is none", () => {
    expect(reachBand(reachBands("lurasko", { speed: 30, left: {}, phase: "movement" }), 200)).toBe("roll");
    expect(reachBand(reachBands("lurasko", { speed: 30, left: { major: 1 }, phase: "action" }), 5)).toBe("beyond");
  });

  it("Z10, Z7 (Lur-Asko by zone): standing in Marsh, a point in Marsh is short or medium range, no significant move "
    + "and no roll (move) in either phase; a point in Ford is long range: a movement roll in the movement phase, out "
    + "of reach in the action phase (no movement roll then, Z6)", () => {
    expect(["movement", "action"].map((phase) => zoneReachBand("marsh", "marsh", phase))).toEqual(["move", "move"]);
    expect(["movement", "action"].map((phase) => zoneReachBand("marsh", "ford", phase))).toEqual(["roll", "beyond"]);
  });

  it("Z10: a point in no zone, or a creature standing in none, is out of reach in either phase", () => {
    expect(["movement", "action"].flatMap((phase) => [zoneReachBand("marsh", null, phase),
      zoneReachBand(null, "marsh", phase), zoneReachBand(null, null, phase)])).toEqual(Array(6).fill("beyond"));
  });

  it("a speed that is no finite number is refused", () => {
    expect(() => reachBands("legend", { speed: Number.NaN, left: {} })).toThrow();
  });
});
