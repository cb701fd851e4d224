import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { authorizeCardRequest, type CardState } from "../../../src/rules/cards/authorize.js";

const card: CardState = { messageId: "msg1", authorId: "user1", targets: [
  { id: "t-open", appliable: true, applied: false, undone: false },
  { id: "t-applied", appliable: true, applied: true, undone: false },
  { id: "t-undone", appliable: true, applied: true, undone: true },
  { id: "t-refused", appliable: false, applied: false, undone: false },
] };

/** The reason a request was refused, or "ok". */
function decide(request: unknown, on: CardState = card): string {
  const out = authorizeCardRequest(on, request);
  return out.ok ? "ok" : out.reason;
}

describe("authorizeCardRequest: who may apply what (the GM's query handler trusts only the card)", () => {
  it("applies a stored target once and undoes it only after", () => {
    expect(decide({ messageId: "msg1", targetId: "t-open", action: "apply" })).toBe("ok");
    expect(decide({ messageId: "msg1", targetId: "t-open", action: "undo" })).toBe("FRAY.CHAT.Refusal.notApplied");
    expect(decide({ messageId: "msg1", targetId: "t-applied", action: "apply" }))
      .toBe("FRAY.CHAT.Refusal.alreadyApplied");
    expect(decide({ messageId: "msg1", targetId: "t-applied", action: "undo" })).toBe("ok");
  });

  it("an undone target can't be applied again nor undone twice", () => {
    expect(decide({ messageId: "msg1", targetId: "t-undone", action: "apply" }))
      .toBe("FRAY.CHAT.Refusal.alreadyApplied");
    expect(decide({ messageId: "msg1", targetId: "t-undone", action: "undo" })).toBe("FRAY.CHAT.Refusal.alreadyUndone");
  });

  it("refuses a target the card refused, a target it does not store, and another message", () => {
    expect(decide({ messageId: "msg1", targetId: "t-refused", action: "apply" }))
      .toBe("FRAY.CHAT.Refusal.nothingToApply");
    expect(decide({ messageId: "msg1", targetId: "someone", action: "apply" })).toBe("FRAY.CHAT.Refusal.unknownTarget");
    expect(decide({ messageId: "msg2", targetId: "t-open", action: "apply" })).toBe("FRAY.CHAT.Refusal.wrongMessage");
  });

  it("refuses a payload carrying a number, an unknown action, or a card with no author", () => {
    expect(decide({ messageId: "msg1", targetId: "t-open", action: "apply", amount: 99 }))
      .toBe("FRAY.CHAT.Refusal.badRequest");
    expect(decide({ messageId: "msg1", targetId: "t-open", action: "heal" })).toBe("FRAY.CHAT.Refusal.badRequest");
    expect(decide(["msg1", "t-open", "apply"])).toBe("FRAY.CHAT.Refusal.badRequest");
    expect(decide({ messageId: "msg1", targetId: "t-open", action: "apply" }, { ...card, authorId: "" }))
      .toBe("FRAY.CHAT.Refusal.noAuthor");
  });

  it("property: 10,000 random payloads → nothing allowed that the card does not permit", () => {
    const word = fc.constantFrom("msg1", "msg2", "t-open", "t-applied", "t-undone", "t-refused", "apply", "undo", "");
    const value = fc.oneof(word, fc.anything());
    const payload = fc.oneof(
      fc.record({ messageId: word, targetId: word, action: word }),
      fc.record({ messageId: value, targetId: value, action: value }, { requiredKeys: [] }),
      fc.dictionary(fc.constantFrom("messageId", "targetId", "action", "amount", "hp", "__proto__"), value),
      fc.anything(),
    );
    let allowed = 0;
    fc.assert(fc.property(payload, (request) => {
      const out = authorizeCardRequest(card, request);
      if (!out.ok) return;
      allowed++;
      const r = request as Record<string, unknown>;
      expect(Object.keys(r).sort()).toEqual(["action", "messageId", "targetId"]);
      const target = card.targets.find((t) => t.id === r.targetId)!;
      expect(r.messageId).toBe("msg1");
      expect(r.action === "apply" ? target.appliable && !target.applied : target.applied && !target.undone)
        .toBe(true);
      expect(out).toEqual({ ok: true, messageId: r.messageId, targetId: r.targetId, action: r.action });
    }), { numRuns: 10_000 });
    expect(allowed).toBeGreaterThan(0);
  });
});
