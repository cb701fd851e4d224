/**
 * Issue 30, the ruler: while a token in a started fight is dragged, Foundry's v13 TokenRuler (CONFIG.Token.rulerClass)
 * colours each segment and grid space of the path by what this turn's movement costs under the rulebook.
 */
import { describe, expect, it } from "vitest";
import type { Document } from "../../foundry/documents.js";
import { release } from "../../foundry/release.js";
import type { SceneDocument, TokenDocument } from "../../foundry/scene.js";
import { rulerPath, rulerWalk, TokenRuler } from "../../foundry/token-ruler.js";
import { tableFight } from "./world.js";
import type { PresetId } from "../../../src/rules/presets.js";

/** Under `preset`: Ada's fight with Fray's ruler registered, and a ruler for Ada's token. */
async function rulerFight(preset: PresetId = "legend") {
  const fight = await tableFight(preset);
  const { registerTokenRuler, BAND_COLOURS } = await import("../../../src/applications/token-ruler.js");
  registerTokenRuler();
  const Ruler = fight.world.foundry.CONFIG.Token!.rulerClass as typeof TokenRuler;
  const ruler = new Ruler(fight.adaToken as never);
  /** The colour each waypoint of a path costing `costs` (feet, cumulative) is drawn in, by band name. */
  const colours = (costs: number[], passed = 1) => {
    const names = Object.fromEntries(Object.entries(BAND_COLOURS).map(([band, colour]) => [colour, band]));
    return ruler.draw(rulerPath(costs, passed)).map((d) => names[d.segment.color!] ?? "core");
  };
  /** The colour each waypoint of a walk through top-left positions is drawn in, by band name (the first passed). */
  const walk = (stops: { x: number; y: number }[]) => {
    const names = Object.fromEntries(Object.entries(BAND_COLOURS).map(([band, colour]) => [colour, band]));
    return ruler.draw(rulerWalk(stops)).map((d) => names[d.segment.color!] ?? "core");
  };
  return { ...fight, ruler, colours, walk };
}

/**
 * Under Lur-Asko: Ada's fight on a scene of 100 px spaces with three zones, Marsh (x 0–500), Ford (x 500–1000) and
 * Pool (x 300–500, y 0–200) drawn inside Marsh, and a region that is no zone (Shade, x 1000–1500); Ada's 1×1 token
 * stands at top-left `at` (Marsh by default). `movement`: the GM begins round 2, a movement phase (Z6).
 */
async function zoneRuler(at: { x: number; y: number; width?: number; height?: number } = { x: 0, y: 0 },
  movement = false) {
  const fight = await rulerFight("lurasko");
  const { world, combat, adaToken } = fight;
  world.foundry.loginAs(world.foundry.gm);
  const token = adaToken.document as unknown as TokenDocument;
  const scene = token.parent as SceneDocument;
  const rect = (x: number, width = 500, height = 500) => ({ type: "rectangle", x, y: 0, width, height });
  const [marsh, ford, pool] = (await scene.createEmbeddedDocuments("Region", [{ name: "Marsh", shapes: [rect(0)] },
    { name: "Ford", shapes: [rect(500)] }, { name: "Pool", shapes: [rect(300, 200, 200)] },
    { name: "Shade", shapes: [rect(1000)] }])) as Document[];
  for (const zone of [marsh, ford, pool]) await zone!.createEmbeddedDocuments("RegionBehavior", [{ name: "Zone", type: "zone" }]);
  await token.update(at);
  if (movement) await combat.nextRound();
  await world.settle(combat);
  world.foundry.loginAs(world.foundry.player);
  return { ...fight, phase: combat.system.phase };
}

/** Ada's walk from where she stands: to Marsh (top-left 200, 0), Ford (600, 0), Shade (1200, 0) and Pool (300, 0). */
const ACROSS = [{ x: 200, y: 0 }, { x: 600, y: 0 }, { x: 1200, y: 0 }, { x: 300, y: 0 }];

describe("the token ruler (issue 30)", () => {
  it("L7, L11 (Legend, speed 30): a 5 ft step, the move action to 30 ft, the standard as a second move to 60, then "
    + "out of reach; the grid spaces take the segment's colour", async () => {
    const { colours, ruler } = await rulerFight();
    expect(colours([0, 5, 20, 30, 45, 60, 65])).toEqual(["core", "step", "move", "move", "double", "double",
      "beyond"]);
    const [, step] = ruler.draw(rulerPath([0, 5]));
    expect(step!.highlight.color).toBe(step!.segment.color);
  });

  it("L7: once Ada's move action is spent (its pip), the path is the standard's to 30 ft; the part already moved "
    + "keeps core's colour and the rest counts from where the token stands", async () => {
    const { colours, by } = await rulerFight();
    await by("Ada").spendAction("move");
    expect(colours([0, 20, 30, 35])).toEqual(["core", "double", "double", "beyond"]);
    expect(colours([0, 20, 45, 55], 2)).toEqual(["core", "core", "double", "beyond"]);
  });

  it("A2 (Agility): the Move Action's 6 spaces, then 2 spaces for each of the two Bonus Actions", async () => {
    const { colours } = await rulerFight("agility");
    expect(colours([0, 30, 40, 50, 55])).toEqual(["core", "move", "bonus", "bonus", "beyond"]);
  });

  it("a token in no started fight keeps core's ruler", async () => {
    const { colours, combat, world } = await rulerFight();
    world.foundry.loginAs(world.foundry.gm);
    await combat.delete();
    expect(colours([0, 5, 100])).toEqual(["core", "core", "core"]);
  });

  it("Z10, Z7 (Lur-Asko, movement phase): from Marsh, a point in Marsh is no significant move (green), a point in "
    + "Ford a movement roll (violet), a point in no zone (Shade) out of reach (red), a point in Pool (inside Marsh, "
    + "the smaller zone counts) a roll", async () => {
    const { walk, phase } = await zoneRuler({ x: 0, y: 0 }, true);
    expect(phase).toBe("movement");
    expect(walk([{ x: 0, y: 0 }, ...ACROSS])).toEqual(["core", "move", "roll", "beyond", "roll"]);
  });

  it("Z6, Z10 (Lur-Asko, action phase): the same zone is still green; another zone is red, with no movement roll "
    + "in the action phase", async () => {
    const { walk, phase } = await zoneRuler();
    expect(phase).toBe("action");
    expect(walk([{ x: 0, y: 0 }, ...ACROSS])).toEqual(["core", "move", "beyond", "beyond", "beyond"]);
  });

  it("Z10 (overlapping zones): Ada in Pool (drawn inside Marsh, the smaller counts) stays green within Pool and "
    + "needs a roll to the rest of Marsh", async () => {
    const { walk } = await zoneRuler({ x: 300, y: 0 }, true);
    expect(walk([{ x: 300, y: 0 }, { x: 400, y: 100 }, { x: 100, y: 0 }, { x: 300, y: 300 }]))
      .toEqual(["core", "move", "roll", "roll"]);
  });

  it("Z10: a token in no zone (Shade) finds every point out of reach, even a zone, in either phase", async () => {
    const { walk } = await zoneRuler({ x: 1200, y: 0 }, true);
    expect(walk([{ x: 1200, y: 0 }, { x: 1300, y: 0 }, ...ACROSS])).toEqual(["core", ...Array(5).fill("beyond")]);
    const action = await zoneRuler({ x: 1200, y: 0 });
    expect(action.walk([{ x: 1200, y: 0 }, ...ACROSS])).toEqual(["core", ...Array(4).fill("beyond")]);
  });

  it("Z10, as Foundry counts a token in a region: Ada grown to 2×2 in Marsh, at top-left 920, 0, has her centre "
    + "(1020, 100) past Ford but her left spaces (centres at x 970) in it: red on v13 (by the centre), violet on v14 "
    + "(any space it covers)", async () => {
    const { ruler } = await zoneRuler({ x: 0, y: 0, width: 2, height: 2 }, true);
    const path = rulerWalk([{ x: 0, y: 0 }, { x: 920, y: 0 }]).map((w) => ({ ...w, width: 2, height: 2 }));
    const colour = ruler.draw(path)[1]!.segment.color;
    expect(colour).toBe(release.generation === 14 ? 0xa66cff : 0xd7263d);
  });
});
