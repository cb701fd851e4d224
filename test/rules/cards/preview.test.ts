import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { previewDamage, type DamagePreview } from "../../../src/rules/cards/preview.js";
import { hitsArb, optionsArb, targetArb } from "../damage/arbitraries.js";

/** The preview, asserting it was not refused. */
function ok(result: ReturnType<typeof previewDamage>): DamagePreview {
  if (!result.ok) throw new Error(`refused: ${result.reason}`);
  return result;
}

describe("previewDamage (T9–T11, A5, T10)", () => {
  it("T9, T11: 8 − 2 DR = 6; overshield absorbs 4 and breaks; 2 to HP", () => {
    const out = ok(previewDamage({ target: { hp: { value: 10, max: 10 }, overshield: { value: 4, dr: 2 } },
      hits: [{ amount: 8 }] }));
    expect(out.steps).toEqual([
      { key: "FRAY.CHAT.Step.reduced", data: { raw: 8, dr: 2, net: 6 } },
      { key: "FRAY.CHAT.Step.overshield.breaks", data: { amount: 4, left: 0 } },
      { key: "FRAY.CHAT.Step.toHp", data: { amount: 2, hp: 8 } },
    ]);
    expect(out.hp).toEqual({ from: 10, to: 8 });
    expect(out.overshield).toEqual({ from: 4, to: 0 });
  });

  it("T11: an overshield that holds blocks the attack's statuses and keeps HP", () => {
    const out = ok(previewDamage({ target: { hp: { value: 10, max: 10 }, overshield: { value: 9 } },
      hits: [{ amount: 5 }] }));
    expect(out.steps.map((s) => s.key)).toEqual(["FRAY.CHAT.Step.damage", "FRAY.CHAT.Step.overshield.absorbs",
      "FRAY.CHAT.Step.statusBlocked", "FRAY.CHAT.Step.noHp"]);
    expect(out.hp).toEqual({ from: 10, to: 10 });
  });

  it("T11, A7: an escalating critical's defeat does not land while the overshield holds (8 × 4 = 32 < 40)", () => {
    const out = ok(previewDamage({ target: { hp: { value: 10, max: 10 }, overshield: { value: 40 } },
      hits: [{ amount: 32 }], defeated: true }));
    // 32 against an overshield of 40: it absorbs 32, 8 left, so it held and HP is untouched.
    expect(out.result.statusBlocked).toBe(true);
    expect(out.statuses).toEqual([]);
    expect(out.steps.map((s) => s.key)).not.toContain("FRAY.CHAT.Step.status.dead");
    expect(out.hp).toEqual({ from: 10, to: 10 });
  });

  it("T11, A5: a wound does not land while the overshield holds, even from a hit that ignores it", () => {
    const out = ok(previewDamage({ target: { hp: { value: 20, max: 20 }, overshield: { value: 5 } },
      hits: [{ amount: 7, ignoresOvershield: true }, { amount: 2 }], options: { woundThreshold: 6 },
      aimedArea: "slowing" }));
    // 7 ignores the overshield: 20 − 7 = 13 HP, 7 ≥ 6 would wound; the 2 is absorbed (5 − 2 = 3 left): it held.
    expect(out.hp).toEqual({ from: 20, to: 13 });
    expect(out.overshield).toEqual({ from: 5, to: 3 });
    expect(out.wound).toBeNull();
    expect(out.steps.map((s) => s.key)).not.toContain("FRAY.CHAT.Step.wound");
  });

  it("T11, A7: a critical that breaks the overshield defeats the target (10 × 4 = 40 ≥ 40)", () => {
    const out = ok(previewDamage({ target: { hp: { value: 10, max: 10 }, overshield: { value: 40 } },
      hits: [{ amount: 40 }], defeated: true }));
    expect(out.statuses).toEqual(["dead"]);
  });

  it("A5: 7 net damage aimed at the legs inflicts a Slowing wound with its modifiers", () => {
    const out = ok(previewDamage({ target: { hp: { value: 20, max: 20 } }, hits: [{ amount: 7 }],
      options: { woundThreshold: 6 }, aimedArea: "slowing" }));
    expect(out.wound).toEqual({ area: "slowing", fatalExtra: 0, id: null, modifiers: [
      { stat: "movement", value: -2, duration: "wound" }, { stat: "agility", value: -1, duration: "wound" }] });
    expect(out.steps).toContainEqual({ key: "FRAY.CHAT.Step.wound",
      data: { area: "FRAY.RULES.Wounds.Area.slowing", effect: "FRAY.RULES.Wounds.Effect.slowing" } });
  });

  it("A5: a Fatal wound with the d4 on 4 deals 16 more; on 3 nothing more", () => {
    const base = { target: { hp: { value: 30, max: 30 } }, hits: [{ amount: 6 }], options: { woundThreshold: 6 },
      aimedArea: "fatal" as const };
    expect(ok(previewDamage({ ...base, fatalRoll: 4 })).hp).toEqual({ from: 30, to: 8 });
    const miss = ok(previewDamage({ ...base, fatalRoll: 3 }));
    expect(miss.hp.to).toBe(24);
    expect(miss.steps).toContainEqual({ key: "FRAY.CHAT.Step.fatal.miss", data: { roll: 3, extra: 0 } });
  });

  it("A5: a Fatal wound without its d4 face is refused, not guessed", () => {
    const out = previewDamage({ target: { hp: { value: 30, max: 30 } }, hits: [{ amount: 6 }],
      options: { woundThreshold: 6 }, aimedArea: "fatal" });
    expect(out).toMatchObject({ ok: false, reason: "FRAY.ERROR.NotFinite" });
  });

  it("A5: damage under the threshold, or wounds off, inflicts no wound", () => {
    expect(ok(previewDamage({ target: { hp: { value: 20, max: 20 } }, hits: [{ amount: 5 }],
      options: { woundThreshold: 6 }, aimedArea: "fatal" })).wound).toBeNull();
    expect(ok(previewDamage({ target: { hp: { value: 20, max: 20 } }, hits: [{ amount: 9 }] })).wound).toBeNull();
  });

  it("T10: a player at full HP drops to 0 and unconscious instead of dying", () => {
    const out = ok(previewDamage({ target: { hp: { value: 10, max: 10 }, player: true }, hits: [{ amount: 30 }],
      options: { fullHealthGuard: true } }));
    expect(out).toMatchObject({ hp: { from: 10, to: 0 }, statuses: ["unconscious"] });
    expect(out.steps.at(-2)!.key).toBe("FRAY.CHAT.Step.guard");
  });

  it("(I) a non-player brought to 0 HP is dead; a status it already has is not added again", () => {
    const target = { hp: { value: 5, max: 10 } };
    expect(ok(previewDamage({ target, hits: [{ amount: 9 }] })).statuses).toEqual(["dead"]);
    expect(ok(previewDamage({ target, hits: [{ amount: 9 }], statuses: ["dead"] })).statuses).toEqual([]);
  });

  it("A7: a decisive critical kills whatever HP are left", () => {
    expect(ok(previewDamage({ target: { hp: { value: 50, max: 50 } }, hits: [{ amount: 4 }], defeated: true }))
      .statuses).toEqual(["dead"]);
  });

  it.each([[-3], [Number.NaN], [2.5], [Number.POSITIVE_INFINITY]])("a damage of %s is refused, never thrown", (amount) => {
    expect(previewDamage({ target: { hp: { value: 5, max: 10 } }, hits: [{ amount }] }))
      .toMatchObject({ ok: false, reason: "FRAY.CHAT.Refusal.badAmount" });
  });

  it("bad target data (HP above the maximum) is refused with the rules' key", () => {
    expect(previewDamage({ target: { hp: { value: 12, max: 10 } }, hits: [{ amount: 1 }] }))
      .toMatchObject({ ok: false, reason: "FRAY.ERROR.AboveMax" });
  });

  it("property: the preview never raises HP or overshield, and its HP line matches the result", () => {
    fc.assert(fc.property(targetArb, hitsArb, optionsArb, fc.integer({ min: 1, max: 4 }), (target, hits, options,
      fatal) => {
      const out = ok(previewDamage({ target, hits, options, aimedArea: "fatal", fatalRoll: fatal }));
      expect(out.hp.to).toBeLessThanOrEqual(out.hp.from);
      expect(out.hp.to).toBeGreaterThanOrEqual(0);
      if (out.overshield) expect(out.overshield.to).toBeLessThanOrEqual(out.overshield.from);
      expect(out.steps.length).toBeGreaterThan(0);
    }));
  });
});
