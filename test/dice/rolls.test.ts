import { describe, expect, it, vi } from "vitest";
import { scriptFaces } from "../foundry/dice.js";
import { installFoundry } from "../foundry/index.js";
import { diceWorld } from "./world.js";

/** A ChatMessage class as the stand-in provides it. */
interface MessageClass {
  create(data: Record<string, unknown>): Promise<{ rolls: unknown[] }>;
}

describe("Fray's Roll classes", () => {
  it("registerDice adds AttackRoll, DamageRoll and TurnOrderRoll to CONFIG.Dice.rolls once", async () => {
    const { foundry, dice } = await diceWorld();
    dice.registerDice();
    const rolls = foundry.CONFIG.Dice!.rolls as unknown[];
    expect(rolls.filter((c) => c === dice.AttackRoll)).toHaveLength(1);
    expect(rolls).toEqual(expect.arrayContaining([dice.AttackRoll, dice.DamageRoll, dice.TurnOrderRoll]));
  });

  it("AttackRoll exposes the natural d20 face, whatever the modifiers", async () => {
    const { dice } = await diceWorld();
    scriptFaces([20, 14]);
    const roll = await new dice.AttackRoll("1d20 + @mod", { mod: 5 }).evaluate();
    expect(roll.natural).toBe(14);
    expect(roll.total).toBe(19);
    expect(new dice.AttackRoll("1d20").natural).toBeUndefined();
  });

  it("T9: a DamageRoll keeps its total and kind through a chat message (CONFIG.Dice.rolls rebuilds it)", async () => {
    const { foundry, dice } = await diceWorld();
    scriptFaces([8, 6]);
    const roll = await new dice.DamageRoll("1d8 + 2", {}, { kind: "elemental" }).evaluate();
    const ChatMessage = foundry.CONFIG.ChatMessage!.documentClass as unknown as MessageClass;
    const message = await ChatMessage.create({ rolls: [roll] });
    const back = message.rolls[0] as InstanceType<typeof dice.DamageRoll>;
    expect(back).toBeInstanceOf(dice.DamageRoll);
    expect(back.kind).toBe("elemental");
    expect(back.total).toBe(8);
  });

  it("TurnOrderRoll lists the faces the turn-order rules read, in order", async () => {
    const { dice } = await diceWorld();
    scriptFaces([20, 3], [8, 8], [12, 1]);
    const roll = await new dice.TurnOrderRoll("1d20 + 1d8 + 1d12").evaluate();
    expect(roll.faces).toEqual([3, 8, 1]);
  });
});

describe("game.fray.dice", () => {
  it("is reachable after init, and init registers the Roll classes", async () => {
    vi.resetModules();
    const foundry = installFoundry();
    await import("../../src/fray.js");
    await foundry.boot();
    const dice = (foundry.game.fray as { dice: Record<string, unknown> }).dice;
    expect(Object.keys(dice).sort()).toEqual(["AttackRoll", "DamageRoll", "TurnOrderRoll", "rollForRule"]);
    expect(foundry.CONFIG.Dice!.rolls).toEqual(expect.arrayContaining([dice.AttackRoll, dice.TurnOrderRoll]));
  });
});
