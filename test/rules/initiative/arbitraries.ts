import fc from "fast-check";
import type { Entrant } from "../../../src/rules/initiative/index.js";

/** One entrant with small numbers, so ties are common; ids are made unique by `entrantsArb`. */
const entrantFields = fc.record({
  side: fc.constantFrom("party", "foes", "wolves"),
  player: fc.boolean(),
  dex: fc.integer({ min: -2, max: 12 }),
  bonus: fc.integer({ min: -2, max: 3 }),
  group: fc.option(fc.constantFrom("g1", "g2"), { nil: undefined }),
  surprised: fc.boolean(),
  initiator: fc.boolean(),
});

/** Up to `maxLength` entrants with unique ids (any non-empty strings). */
export const entrantsOf = (maxLength: number): fc.Arbitrary<Entrant[]> =>
  fc.uniqueArray(fc.string({ minLength: 1, maxLength: 9 }), { maxLength }).chain((ids) =>
    fc.tuple(...ids.map(() => entrantFields)).map((fields) => fields.map((f, index) => {
      const entrant: Entrant = { id: ids[index]!, ...f };
      if (f.group === undefined) delete entrant.group;
      return entrant;
    })));

/** 0–30 entrants with unique ids. */
export const entrantsArb = entrantsOf(30);
