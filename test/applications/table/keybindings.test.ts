/**
 * Issue 30, the keybindings (game.keybindings, editable in Configure Controls): each key calls what its button calls,
 * so it meets the same checks and notices.
 */
import { describe, expect, it, vi } from "vitest";
import { scriptFaces } from "../../foundry/dice.js";
import { tableFight } from "./world.js";

/** Waits until `check` passes: a key's work runs on after the key (its handler returns at once, as Foundry's do). */
const settled = (check: () => void) => vi.waitFor(check, { timeout: 5_000 });

describe("keybindings (issue 30)", () => {
  it("registered under fray with their default keys; the GM's turn keys are restricted", async () => {
    const { keys } = await tableFight();
    expect(keys.get("fray", "endTurn")).toEqual([{ key: "End" }]);
    expect(keys.get("fray", "spendAction2")).toEqual([{ key: "Digit2", modifiers: ["Alt"] }]);
    expect(keys.get("fray", "attack")).toEqual([{ key: "KeyF", modifiers: ["Shift"] }]);
    expect([keys.actions.get("fray.nextTurn")!.restricted, keys.actions.get("fray.endTurn")!.restricted])
      .toEqual([true, undefined]);
  });

  it("L7 (Legend): Alt+1 spends Ada's standard action (her row's first kind), Alt+2 her move; a second Alt+1: the "
    + "rules' refusal, nothing more spent", async () => {
    const { keys, by, adaToken, world, combat } = await tableFight();
    adaToken.control();
    keys.press("Digit1", ["Alt"]);
    await settled(() => expect(by("Ada").system.spent.standard).toBe(1));
    keys.press("Digit2", ["Alt"]);
    await settled(() => expect(by("Ada").system.spent.move).toBe(1));
    await world.settle(combat);
    expect(by("Ada").system.spent).toMatchObject({ standard: 1, move: 1 });
    const before = world.foundry.notices.length;
    keys.press("Digit1", ["Alt"]);
    await settled(() => expect(world.foundry.notices.length).toBe(before + 1));
    await world.settle(combat);
    expect(by("Ada").system.spent.standard).toBe(1);
  });

  it("L7 (Legend): Shift+F attacks the player's target with Ada's first weapon, as the sheet's shift-click does",
    async () => {
      const { keys, by, adaToken } = await tableFight();
      adaToken.control();
      scriptFaces([20, 15]);
      keys.press("KeyF", ["Shift"]);
      type Card = { type: string; system: { targets: { name: string }[] } };
      const card = () => game.messages!.contents.at(-1) as unknown as Card | undefined;
      await settled(() => expect(card()?.type).toBe("attack"));
      expect(card()!.system.targets.map((t) => t.name)).toEqual(["Orc"]);
      await settled(() => expect(by("Ada").system.spent.standard).toBe(1));
    });

  it("End passes Ada's turn to the Orc; on the Orc's turn the player's End is refused with the tracker's notice",
    async () => {
      const { keys, combat, world } = await tableFight();
      keys.press("End");
      await settled(() => expect(combat.combatant!.name).toBe("Orc"));
      await world.settle(combat);
      keys.press("End");
      await settled(() => expect(world.foundry.notices.at(-1)?.message)
        .toBe(game.i18n!.localize("FRAY.COMBAT.Notice.NotYourTurn")));
      expect(combat.combatant!.name).toBe("Orc");
    });

  it("the GM's PageDown and PageUp move the turn; a player's do nothing (restricted)", async () => {
    const { keys, combat, world } = await tableFight();
    expect(keys.press("PageDown")).toBe(false);
    world.foundry.loginAs(world.foundry.gm);
    keys.press("PageDown");
    await settled(() => expect(combat.combatant!.name).toBe("Orc"));
    await world.settle(combat);
    keys.press("PageUp");
    await settled(() => expect(combat.combatant!.name).toBe("Ada"));
    await world.settle(combat);
  });

  it("no fight started, or no combatant of the player's: a notice and nothing written", async () => {
    const { keys, combat, world, adaToken } = await tableFight();
    world.foundry.loginAs(world.foundry.gm);
    await combat.delete();
    world.foundry.loginAs(world.foundry.player);
    adaToken.control();
    keys.press("Digit1", ["Alt"]);
    await settled(() => expect(world.foundry.notices.at(-1)?.message)
      .toBe("No fight has started in the viewed encounter."));
  });
});
