import { describe, expect, it } from "vitest";
import {
  chooseAttack, freshFighters, planSwarm, swarmTable, tacticTable, turnAttacks,
} from "../../../src/rules/index.js";
import { fighter, scenario, weapon } from "./scenario.js";

describe("the forecast's tactics (issue 33)", () => {
  // Legend: a hero at +5 with a 1d8 sword and a 1d4 dagger against an ogre (AC 18, 30 HP), a goblin (AC 10, 6 HP)
  // and a hurt bandit (AC 12, 2 HP left).
  const input = scenario("legend", [
    fighter("hero", "party", 20, 15, 0, weapon("sword", "1d8", 5), {
      weapons: [weapon("dagger", "1d4", 5), weapon("sword", "1d8", 5)] }),
    fighter("ogre", "enemies", 30, 18, 0, weapon("club", "2d6")),
    fighter("goblin", "enemies", 6, 10, 0, weapon("knife", "1d4")),
    fighter("bandit", "enemies", 2, 12, 0, weapon("knife", "1d4"), { hp: { value: 2, max: 8 } }),
  ]);
  const table = tacticTable(input);
  const all = () => true;

  it("L1: best: the goblin, which the sword hurts most (hit on 5+: 0.8 × 4.5 = 3.6; the ogre 0.4 × 4.5)", () => {
    const fighters = freshFighters(input);
    const choice = chooseAttack("best", table, "legend", fighters[0]!, fighters, all)!;
    expect([choice.target.c.id, choice.weapon.id]).toEqual(["goblin", "sword"]);
  });

  it("weakest: the bandit with 2 HP left; spread: the goblin again only once the others were attacked more", () => {
    const fighters = freshFighters(input);
    expect(chooseAttack("weakest", table, "legend", fighters[0]!, fighters, all)!.target.c.id).toBe("bandit");
    fighters[2]!.attackedThisRound = 1;
    expect(chooseAttack("spread", table, "legend", fighters[0]!, fighters, all)!.target.c.id).toBe("bandit");
  });

  it("Z10: under Lur-Asko a melee weapon reaches only enemies at short range while one is", () => {
    const zones = scenario("lurasko", input.combatants.map((c) => ({ ...c,
      zone: { zone: "ford", group: null, engagement: c.id === "ogre" || c.id === "hero" ? "e1" : null } })));
    const fighters = freshFighters(zones);
    expect(chooseAttack("best", tacticTable(zones), "lurasko", fighters[0]!, fighters, all)!.target.c.id).toBe("ogre");
  });

  it("L7, Z6, S4, A2, T6: a turn's attacks are the rulebook's: one, one, one, two (with the extra attack), two", () => {
    expect((["legend", "lurasko", "sides", "agility", "lot"] as const).map((p) => turnAttacks(p))).toEqual([
      ["standard"], ["major"], ["main"], ["attack", "extraAttack"], ["full", "full"]]);
  });

  it("S9: three bandits (+1, 1d6, Shock 1/AC 15) swarm a hero of AC 18 rather than attack alone", () => {
    // Alone: hit on 17+ (0.2 × 3.5 = 0.7; no Shock past AC 15). Two assailants: hit on 15+ for 4.5, a miss's Shock 1
    // always (0.3 × 4.5 + 0.7 × 1 = 2.05), a gain of 2.05 − 0.7 − 0.7 = 0.65; three: hit on 13+ for 5.5 (0.4 × 5.5 +
    // 0.6 = 2.8), a gain of 2.8 − 0.7 − 1.4 = 0.7, the best.
    const bandit = (id: string) => fighter(id, "enemies", 6, 12, 0, weapon(`${id}-club`, "1d6", 1,
      { shock: { damage: 1, maxAc: 15 } }));
    const sides = scenario("sides", [fighter("hero", "party", 30, 18, 0, weapon("sword", "1d8", 5)),
      bandit("b1"), bandit("b2"), bandit("b3")]);
    const fighters = freshFighters(sides);
    const table = tacticTable(sides);
    const [hero, b1, b2, b3] = fighters;
    const choice = chooseAttack("best", table, "sides", b1!, fighters, all)!;
    expect(choice.target).toBe(hero);
    const plan = planSwarm(table, swarmTable(sides), choice, [b2!, b3!], fighters)!;
    expect(plan.assailants).toBe(3);
    expect(plan.committed).toHaveLength(2);
    const off = scenario("sides", sides.combatants, { shock: false });
    expect(swarmTable(off).size).toBe(0);
    expect(planSwarm(tacticTable(off), swarmTable(off), choice, [b2!, b3!], fighters)).toBeNull();
  });
});
