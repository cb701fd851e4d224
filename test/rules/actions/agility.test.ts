import { describe, expect, it } from "vitest";
import { actionPool, refreshActions, spendAction } from "../../../src/rules/actions/index.js";

describe("agility actions (A2)", () => {
  it("A2, A9: 1 Attack, 1 Move, 2 Bonus actions a turn, and no free-hit slot until the character's are added", () => {
    expect(actionPool("agility")).toEqual({ attack: 1, move: 1, bonus: 2, freeHit: 0 });
  });

  it("A2: a third Bonus action is refused", () => {
    expect(spendAction("agility", { bonus: 2 }, "bonus"))
      .toMatchObject({ ok: false, reason: "FRAY.RULES.Actions.NoBonusLeft" });
  });

  it("A2: MA + 2 BA buy an extra attack", () => {
    const r = spendAction("agility", { attack: 1 }, "extraAttack");
    expect(r.ok && r.spent).toEqual({ attack: 1, move: 1, bonus: 2, extraAttack: 1 });
    expect(spendAction("agility", { bonus: 1 }, "extraAttack"))
      .toMatchObject({ ok: false, reason: "FRAY.RULES.Actions.ExtraAttackNeeds" });
  });

  it("A2: disengage costs 2 BA, or the AA once the BAs are gone", () => {
    const bonus = spendAction("agility", {}, "disengage");
    expect(bonus.ok && bonus.spent).toMatchObject({ bonus: 2, disengage: 1 });
    const attack = spendAction("agility", { bonus: 1 }, "disengage");
    expect(attack.ok && attack.spent).toMatchObject({ attack: 1, bonus: 1 });
    const chosen = spendAction("agility", {}, "disengage", { payWith: "attack" });
    expect(chosen.ok && chosen.spent).toMatchObject({ attack: 1 });
  });

  it("A2: disengage cannot be paid with the Move action", () => {
    expect(spendAction("agility", {}, "disengage", { payWith: "move" }))
      .toMatchObject({ ok: false, reason: "FRAY.RULES.Actions.CannotPay", data: { payWith: "move" } });
  });

  it("A2: standing up on one's turn takes a BA, else the MA, else the AA", () => {
    const first = spendAction("agility", {}, "standUp");
    expect(first.ok && first.spent).toMatchObject({ bonus: 1 });
    const noBonus = spendAction("agility", { bonus: 2 }, "standUp");
    expect(noBonus.ok && noBonus.spent).toMatchObject({ move: 1 });
    expect(spendAction("agility", { bonus: 2, move: 1, attack: 1 }, "standUp"))
      .toMatchObject({ ok: false, reason: "FRAY.RULES.Actions.CannotPay" });
  });

  it("A2: standing up off turn spends the next turn's BA", () => {
    const r = spendAction("agility", { bonus: 2 }, "standUp", { onTurn: false });
    expect(r.ok && r.spent).toMatchObject({ owedBonus: 1 });
    const next = refreshActions("agility", r.ok ? r.spent : {}, "turnStart");
    expect(next).toMatchObject({ bonus: 1, owedBonus: 0, attack: 0, move: 0 });
  });

  it("A2: standing up off turn may spend the next turn's Move or Attack action instead (seed 003)", () => {
    const move = spendAction("agility", {}, "standUp", { onTurn: false, payWith: "move" });
    expect(move.ok && move.spent).toMatchObject({ owedMove: 1, standUp: 1 });
    expect(refreshActions("agility", move.ok ? move.spent : {}, "turnStart")).toMatchObject({ move: 1, bonus: 0 });
    const attack = spendAction("agility", {}, "standUp", { onTurn: false, payWith: "attack" });
    expect(refreshActions("agility", attack.ok ? attack.spent : {}, "turnStart")).toMatchObject({ attack: 1 });
  });

  it("A2: off turn without a choice, the next turn's BA goes first, then its MA, then its AA", () => {
    const noBonus = spendAction("agility", { owedBonus: 2 }, "standUp", { onTurn: false });
    expect(noBonus.ok && noBonus.spent).toMatchObject({ owedBonus: 2, owedMove: 1 });
    const onlyAttack = spendAction("agility", { owedBonus: 2, owedMove: 1 }, "standUp", { onTurn: false });
    expect(onlyAttack.ok && onlyAttack.spent).toMatchObject({ owedAttack: 1 });
  });

  it("A2: no stand-up off turn once the next turn has no action left (or not the chosen one)", () => {
    expect(spendAction("agility", { owedBonus: 2, owedMove: 1, owedAttack: 1 }, "standUp", { onTurn: false }))
      .toMatchObject({ ok: false, reason: "FRAY.RULES.Actions.NoNextTurnAction" });
    expect(spendAction("agility", { owedMove: 1 }, "standUp", { onTurn: false, payWith: "move" }))
      .toMatchObject({ ok: false, reason: "FRAY.RULES.Actions.NoNextTurnAction", data: { payWith: "move" } });
  });

  it("A5: a Weakening wound (one fewer BA) narrows the pool through `adjust`", () => {
    expect(actionPool("agility", { adjust: { bonus: -1 } })).toMatchObject({ bonus: 1 });
    expect(spendAction("agility", { bonus: 1 }, "bonus", { adjust: { bonus: -1 } }).ok).toBe(false);
  });

  it("A2: other actions only on one's own turn", () => {
    expect(spendAction("agility", {}, "attack", { onTurn: false }))
      .toMatchObject({ ok: false, reason: "FRAY.RULES.Actions.OnlyOnTurn" });
  });
});

describe("agility free hits (A9)", () => {
  /** Agility +2: 2 + 1 = 3 slots a round. */
  const slots = { adjust: { freeHit: 3 } };

  it("A9: Agility +2 gives three free hits a round, off turn too; a fourth is refused", () => {
    let spent: Record<string, number> = {};
    for (let i = 0; i < 3; i++) {
      const r = spendAction("agility", spent, "freeHit", { ...slots, onTurn: false });
      expect(r.ok).toBe(true);
      if (r.ok) spent = r.spent;
    }
    expect(spent).toEqual({ freeHit: 3 });
    expect(spendAction("agility", spent, "freeHit", { ...slots, onTurn: false }))
      .toMatchObject({ ok: false, reason: "FRAY.RULES.Actions.NoFreeHitLeft" });
  });

  it("A9: with Agility 0 or less (no slots) a free hit is refused", () => {
    expect(spendAction("agility", {}, "freeHit", { onTurn: false }))
      .toMatchObject({ ok: false, reason: "FRAY.RULES.Actions.NoFreeHitLeft" });
  });

  it("A9: the slots come back at the top of the round, not at the character's turn", () => {
    expect(refreshActions("agility", { freeHit: 3, attack: 1 }, "turnStart")).toMatchObject({ freeHit: 3, attack: 0 });
    expect(refreshActions("agility", { freeHit: 3, attack: 1 }, "roundStart")).toEqual({ freeHit: 0, attack: 1 });
  });

  it("A9: a free hit spends no Attack, Move or Bonus action", () => {
    const r = spendAction("agility", { attack: 1, move: 1, bonus: 2 }, "freeHit", slots);
    expect(r.ok && r.spent).toEqual({ attack: 1, move: 1, bonus: 2, freeHit: 1 });
  });
});
