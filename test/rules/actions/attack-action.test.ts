import { describe, expect, it } from "vitest";
import { attackActionKind } from "../../../src/rules/actions/attack-action.js";
import { spendAction } from "../../../src/rules/actions/economy.js";

describe("attackActionKind (L7, Z6, S4, S10, A2, T6, T8)", () => {
  it("each rulebook's attack spends its own action", () => {
    expect(["legend", "lurasko", "sides", "agility", "lot"].map((p) => attackActionKind(p as never)))
      .toEqual(["standard", "major", "main", "attack", "full"]);
  });

  it("S10: a Charge spends Main and Move; S4: a Snap Attack gives up the Main as an Instant", () => {
    expect(attackActionKind("sides", { charge: true })).toBe("charge");
    expect(attackActionKind("sides", { situations: ["snapAttack"] })).toBe("snapAttack");
    expect(attackActionKind("legend", { charge: true })).toBe("standard");
  });

  it("every kind it names is one its rulebook's economy spends on a fresh turn", () => {
    for (const preset of ["legend", "lurasko", "sides", "agility", "lot"] as const) {
      for (const options of [{}, { charge: true }, { situations: ["snapAttack"] }]) {
        expect(spendAction(preset, {}, attackActionKind(preset, options)).ok).toBe(true);
      }
    }
  });
});
