import { describe, expect, it } from "vitest";
import {
  PLAIN_HAND, carriesHand, nextHand, previewDamage, readHand, withHand, type PreviewInput,
} from "../../../src/rules/index.js";

/** A target of 30 HP with DR 2 (physical). */
const input = (amounts: number[]): PreviewInput => ({ target: { hp: { value: 30, max: 30 }, dr: { physical: 2 } },
  hits: amounts.map((amount) => ({ amount })) });

describe("the GM's hand on a damage row (issue 30, item 6)", () => {
  it("a multiplier pressed replaces the one chosen, pressed again goes back to ×1; Ignore DR switches beside it", () => {
    const half = nextHand(PLAIN_HAND, "half");
    expect(half).toEqual({ multiplier: 0.5, ignoreDr: false });
    expect(nextHand(half, "double")).toEqual({ multiplier: 2, ignoreDr: false });
    expect(nextHand(half, "half")).toEqual(PLAIN_HAND);
    expect(nextHand(nextHand(half, "ignoreDr"), "zero")).toEqual({ multiplier: 0, ignoreDr: true });
  });

  it("T9 (per hit): ×½ rounds each hit down (7 → 3, 5 → 2), then DR 2 meets each: 1 + 0 = 1 to HP", () => {
    const preview = previewDamage(withHand(input([7, 5]), { multiplier: 0.5, ignoreDr: false }));
    expect(preview.ok && preview.hp).toEqual({ from: 30, to: 29 });
    expect(preview.ok && preview.steps[0]).toEqual({ key: "FRAY.CHAT.Step.hand",
      data: { multiplier: "FRAY.CHAT.Hand.x05", raw: 12, amount: 5 } });
  });

  it("T9: ×2 of 7 is 14, less DR 2: 12 to HP; with Ignore DR, 14; ×0: nothing, and A7's defeat is dropped", () => {
    const twice = previewDamage(withHand(input([7]), { multiplier: 2, ignoreDr: false }));
    expect(twice.ok && twice.hp.to).toBe(18);
    const bare = previewDamage(withHand(input([7]), { multiplier: 2, ignoreDr: true }));
    expect(bare.ok && bare.hp.to).toBe(16);
    const none = previewDamage(withHand({ ...input([7]), defeated: true }, { multiplier: 0, ignoreDr: false }));
    expect(none.ok && [none.hp.to, none.statuses]).toEqual([30, []]);
  });

  it("a request naming a multiplier or Ignore DR carries the hand; a stored hand reads back, anything else is ×1", () => {
    expect(carriesHand({ messageId: "m", targetId: "t", action: "apply", multiplier: 2 })).toBe(true);
    expect(carriesHand({ messageId: "m", targetId: "t", action: "apply", ignoreDr: true })).toBe(true);
    expect(carriesHand({ messageId: "m", targetId: "t", action: "apply" })).toBe(false);
    expect(readHand({ multiplier: 0.5, ignoreDr: true })).toEqual({ multiplier: 0.5, ignoreDr: true });
    expect(readHand({ multiplier: 3 })).toEqual(PLAIN_HAND);
    expect(readHand(undefined)).toEqual(PLAIN_HAND);
  });
});
