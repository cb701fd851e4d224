import { describe, expectTypeOf, it, expect } from "vitest";
import * as rules from "../../src/rules/index.js";
import type {
  AttackInput, AttackResult, DamageOptions, DamageResult, Dice, Entrant, Hit, InitiativeMode, InitiativeOptions,
  InitiativeResult, PresetId, RangeCategory, ShockInput, ShockResult, Target,
} from "../../src/rules/index.js";

/**
 * The public rules API is a stable contract (DESIGN.md): macros and modules call these names with these shapes.
 * These checks fail to compile (typecheck) or fail at run time when a name or a shape is broken.
 */
describe("the public rules API (game.fray.rules)", () => {
  it("exports every contract function", () => {
    for (const name of ["rollInitiative", "judgeAttack", "shockOnMiss", "hitDamage", "applyDamage", "heal",
      "replacesOvershield", "escalate", "turnOrderMargin", "movementRoll", "outnumbering", "rangeFeet", "actionPool",
      "spendAction", "deriveDefenses", "shieldReady", "useShield"] as const) {
      expect(rules[name], name).toBeTypeOf("function");
    }
    expect(Object.keys(rules.PRESETS)).toEqual(["legend", "lurasko", "sides", "agility", "lot"]);
  });

  it("keeps the contract's parameter and result shapes", () => {
    expectTypeOf(rules.rollInitiative).toBeCallableWith("d20" as InitiativeMode, [] as Entrant[], {} as Dice,
      {} as InitiativeOptions);
    expectTypeOf(rules.rollInitiative).returns.toExtend<InitiativeResult>();
    expectTypeOf<InitiativeResult>().toExtend<{ order: string[]; score: Record<string, number> }>();
    expectTypeOf(rules.judgeAttack).toBeCallableWith("legend" as PresetId, {} as AttackInput);
    expectTypeOf<AttackResult>().toExtend<{ total: number; hit: boolean; critical: boolean; fumble: boolean }>();
    expectTypeOf(rules.shockOnMiss).toBeCallableWith({} as ShockInput);
    expectTypeOf<ShockResult>().toExtend<{ amount: number; shieldUsed: boolean }>();
    expectTypeOf(rules.hitDamage).toBeCallableWith(5, 2);
    expectTypeOf(rules.applyDamage).toBeCallableWith({} as Target, [] as Hit[], {} as DamageOptions);
    expectTypeOf<DamageResult>().toExtend<{ hp: number; overshield: number | null; hpLost: number;
      overshieldLost: number; overshieldBroken: boolean; statusBlocked: boolean; wound: boolean;
      unconscious: boolean; }>();
    expectTypeOf(rules.heal).toBeCallableWith({} as Target, 6, 6);
    expectTypeOf(rules.heal).returns.toExtend<{ hp: number; woundsRemoved: number }>();
    expectTypeOf(rules.replacesOvershield).toBeCallableWith({ value: 3 }, { value: 5, effect: "ward" });
    expectTypeOf(rules.escalate).toBeCallableWith({} as Dice);
    expectTypeOf(rules.escalate).returns.toExtend<{ level: number; rolls: number[] }>();
    expectTypeOf(rules.turnOrderMargin).toBeCallableWith(12, 5);
    expectTypeOf(rules.movementRoll).toBeCallableWith({ spd: 8, roll: 4, rush: true, hindrance: 2, easing: 0,
      hindranceRolls: [3, 1] });
    expectTypeOf(rules.movementRoll).returns.toExtend<{ margin: number; distance: "none" | "short" | "medium";
      fatigue: number; }>();
    expectTypeOf(rules.outnumbering).toBeCallableWith(4, 2);
    expectTypeOf(rules.rangeFeet).toBeCallableWith("close" as RangeCategory, 5, { reach: true, sizeSteps: 1 });
    expectTypeOf(rules.actionPool).toBeCallableWith("lot" as PresetId);
    expectTypeOf(rules.actionPool).returns.toEqualTypeOf<Record<string, number>>();
    expectTypeOf(rules.spendAction).toBeCallableWith("lot" as PresetId, {} as Record<string, number>, "swift");
  });

  it("T6: lot's action pool is 2 Full, 1 Swift, 1 Free, 1 Reaction", () => {
    expect(rules.actionPool("lot")).toEqual({ full: 2, swift: 1, free: 1, reaction: 1 });
  });
});
