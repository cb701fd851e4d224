/**
 * Contract tests: the stand-in's TokenRuler as Foundry v13's API page documents it
 * (foundryvtt.com/api/v13/classes/foundry.canvas.placeables.tokens.TokenRuler.html: `_getSegmentStyle(waypoint)` "Get
 * the style of the segment from the previous to the given waypoint … If the width is 0, no segment is drawn",
 * `_getGridHighlightStyle(waypoint, offset)`, WAYPOINT_LABEL_TEMPLATE "templates/hud/waypoint-label.hbs"; a waypoint's
 * measurement is a GridMeasurePathResultWaypoint whose `cost` is "the total cost … up to this waypoint").
 */
import { describe, expect, it } from "vitest";
import { rulerPath, TokenRuler } from "../token-ruler.js";
import { standIn } from "./helpers.js";

describe("TokenRuler (v13)", () => {
  it("is CONFIG.Token.rulerClass and foundry.canvas.placeables.tokens.TokenRuler; a subclass restyles segments",
    () => {
      const { foundry } = standIn();
      expect(foundry.CONFIG.Token!.rulerClass).toBe(TokenRuler);
      const ns = (globalThis as unknown as { foundry: { canvas: { placeables: { tokens: { TokenRuler: unknown } } } } })
        .foundry;
      expect(ns.canvas.placeables.tokens.TokenRuler).toBe(TokenRuler);
      expect(TokenRuler.WAYPOINT_LABEL_TEMPLATE).toBe("templates/hud/waypoint-label.hbs");
      class Red extends TokenRuler {
        override _getSegmentStyle(waypoint: Parameters<TokenRuler["_getSegmentStyle"]>[0]) {
          return { ...super._getSegmentStyle(waypoint), color: 0xff0000 };
        }
      }
      const drawn = new Red({ document: { id: "t" } }).draw(rulerPath([0, 5, 10]));
      expect(drawn.map((d) => [d.segment.width, d.segment.color])).toEqual([[0, 0xff0000], [4, 0xff0000],
        [4, 0xff0000]]);
      expect(drawn[1]!.highlight).toEqual({ color: TokenRuler.USER_COLOR, alpha: 0.5 });
    });

  it("waypoints carry the total cost up to them, the previous waypoint and their stage", () => {
    const path = rulerPath([0, 5, 15], 2);
    expect(path.map((w) => [w.measurement.cost, w.stage, w.previous?.index ?? null])).toEqual([[0, "passed", null],
      [5, "passed", 0], [15, "planned", 1]]);
  });
});
