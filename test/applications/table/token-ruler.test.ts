/**
 * Issue 30, the ruler: while a token in a started fight is dragged, Foundry's v13 TokenRuler (CONFIG.Token.rulerClass)
 * colours each segment and grid space of the path by what this turn's movement costs under the rulebook.
 */
import { describe, expect, it } from "vitest";
import { rulerPath, TokenRuler } from "../../foundry/token-ruler.js";
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
  return { ...fight, ruler, colours };
}

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
});
