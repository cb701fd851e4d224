import fc from "fast-check";
import { DAMAGE_KINDS, type Hit, type Target } from "../../../src/rules/damage/index.js";

/** Any valid target: 0 ≤ HP ≤ max, DR per kind, maybe an overshield with its own DR, maybe a player. */
export const targetArb: fc.Arbitrary<Target> = fc.integer({ min: 0, max: 60 }).chain((max) => fc.record({
  hp: fc.record({ value: fc.integer({ min: 0, max }), max: fc.constant(max) }),
  dr: fc.record({
    physical: fc.integer({ min: 0, max: 8 }), elemental: fc.integer({ min: 0, max: 8 }),
    arcane: fc.integer({ min: 0, max: 8 }),
  }),
  overshield: fc.option(fc.record({ value: fc.integer({ min: 0, max: 30 }), dr: fc.integer({ min: 0, max: 5 }) })),
  wounds: fc.integer({ min: 0, max: 3 }),
  player: fc.boolean(),
}));

/** Any valid hit. */
export const hitArb: fc.Arbitrary<Hit> = fc.record({
  amount: fc.integer({ min: 0, max: 40 }),
  kind: fc.constantFrom(...DAMAGE_KINDS),
  ignoresOvershield: fc.boolean(),
});

/** Up to five hits. */
export const hitsArb = fc.array(hitArb, { maxLength: 5 });

/** Any valid set of damage options. */
export const optionsArb = fc.record({
  drPer: fc.constantFrom("hit" as const, "attack" as const),
  fullHealthGuard: fc.boolean(),
  woundThreshold: fc.option(fc.integer({ min: 1, max: 12 })),
});
