/**
 * Contract tests: the stand-in's TokenRuler as Foundry v13's API page documents it
 * (foundryvtt.com/api/v13/classes/foundry.canvas.placeables.tokens.TokenRuler.html: `_getSegmentStyle(waypoint)` "Get
 * the style of the segment from the previous to the given waypoint … If the width is 0, no segment is drawn",
 * `_getGridHighlightStyle(waypoint, offset)`, WAYPOINT_LABEL_TEMPLATE "templates/hud/waypoint-label.hbs"; a waypoint's
 * measurement is a GridMeasurePathResultWaypoint whose `cost` is "the total cost … up to this waypoint"). A waypoint
 * is also a TokenMeasuredMovementWaypoint (api: foundry.documents.types.TokenMeasuredMovementWaypoint):
 * `x`, `y` "The top-left x-coordinate in pixels", `elevation` "in grid units", `width`, `height` "in grid spaces".
 * TokenDocument#getCenterPoint (v13 TokenDocument page; foundryvtt#11711 moved it from Token, where #10211 made it
 * `getCenterPoint(position?: Point)`) gives the centre of the token at a given position.
 */
import { describe, expect, it } from "vitest";
import type { SceneDocument, TokenDocument } from "../scene.js";
import { rulerPath, rulerWalk, TokenRuler } from "../token-ruler.js";
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

  it("a waypoint carries where the token would stand there: top-left x, y in pixels, elevation, width and height in "
    + "grid spaces (TokenMeasuredMovementWaypoint)", () => {
    const [, to] = rulerWalk([{ x: 0, y: 0 }, { x: 300, y: 400, elevation: 10 }]);
    expect([to!.x, to!.y, to!.elevation, to!.width, to!.height, to!.measurement.cost])
      .toEqual([300, 400, 10, 1, 1, 25]);
  });

  it("TokenDocument#getCenterPoint: the token's centre where it stands, or at a given position (each part missing "
    + "is the token's own)", async () => {
    const { cls } = standIn();
    const scene = (await cls("Scene").create({ name: "Camp", grid: { size: 100 } })) as SceneDocument;
    const [token] = (await scene.createEmbeddedDocuments("Token", [{ name: "Ogre", x: 100, y: 0, width: 2, height: 2,
      elevation: 5 }])) as TokenDocument[];
    expect(token!.getCenterPoint()).toEqual({ x: 200, y: 100, elevation: 5 });
    expect(token!.getCenterPoint({ x: 600, y: 300, elevation: 0, width: 1, height: 1 }))
      .toEqual({ x: 650, y: 350, elevation: 0 });
    expect(token!.getCenterPoint({ x: 600, y: 300 })).toEqual({ x: 700, y: 400, elevation: 5 });
  });
});
