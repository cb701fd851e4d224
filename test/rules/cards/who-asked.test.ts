import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { PLAYER_APPLY_MODES, decideAsk, type Asker } from "../../../src/rules/cards/who-asked.js";

/** A player who sees the card, neither its author nor the target's owner unless told. */
const player = (over: Partial<Asker> = {}): Asker =>
  ({ id: "p1", isGM: false, isAuthor: false, ownsTarget: false, seesCard: true, ...over });

/** What a decision comes to: "write", "hold", or the refusal's key without its prefix. */
function outcome(...args: Parameters<typeof decideAsk>): string {
  const out = decideAsk(...args);
  if (!out.ok) return out.reason.replace("FRAY.CHAT.Trust.Refusal.", "");
  return out.hold ? "hold" : "write";
}

const hit = { heal: false, appliedBy: "" };
const heal = { heal: true, appliedBy: "" };

describe("decideAsk: who may apply or undo what, under the GM's choice", () => {
  it("the card's author applies to another's target at once, held for approval, or not at all", () => {
    const author = player({ isAuthor: true });
    expect(PLAYER_APPLY_MODES.map((mode) => outcome("apply", author, hit, mode))).toEqual(["write", "hold", "gmOnly"]);
  });

  it("the target's owner applies at once under every choice; a stranger never", () => {
    for (const mode of PLAYER_APPLY_MODES) {
      expect(outcome("apply", player({ ownsTarget: true }), hit, mode)).toBe("write");
      expect(outcome("apply", player(), hit, mode)).toBe("notYours");
    }
  });

  it("a heal of another's target always waits for the GM (refused when only the GM applies); the owner's lands", () => {
    const author = player({ isAuthor: true });
    expect(PLAYER_APPLY_MODES.map((mode) => outcome("apply", author, heal, mode))).toEqual(["hold", "hold", "gmOnly"]);
    expect(outcome("apply", player({ ownsTarget: true }), heal, "gm")).toBe("write");
  });

  it("undo: only whoever applied (owner or author alike otherwise refused)", () => {
    expect(outcome("undo", player(), { heal: false, appliedBy: "p1" }, "immediate")).toBe("write");
    expect(outcome("undo", player({ isAuthor: true, ownsTarget: true }), { heal: false, appliedBy: "p2" }, "immediate"))
      .toBe("notYourUndo");
    expect(outcome("undo", player({ ownsTarget: true }), hit, "immediate")).toBe("notYourUndo");
  });

  it("property: the GM may do anything at once; a card a player can't read lets them do nothing", () => {
    const target = fc.record({ heal: fc.boolean(), appliedBy: fc.constantFrom("", "p1", "gm") });
    const asker = fc.record({ id: fc.constantFrom("p1", "gm"), isGM: fc.boolean(), isAuthor: fc.boolean(),
      ownsTarget: fc.boolean(), seesCard: fc.boolean() });
    fc.assert(fc.property(fc.constantFrom("apply" as const, "undo" as const), asker, target,
      fc.constantFrom(...PLAYER_APPLY_MODES), (action, who, on, mode) => {
        const out = outcome(action, who, on, mode);
        if (who.isGM) expect(out).toBe("write");
        else if (!who.seesCard) expect(out).toBe("cardHidden");
      }));
  });
});
