import { describe, expect, it } from "vitest";
import { scriptFaces } from "../../foundry/dice.js";
import { movementFight } from "./world.js";

// Z8: reactive movement and grouped-up movement, played through the GM's movement steps. The fight is in round 2's
// movement phase, on Ada's turn; the order is Ada (SPD 6), Bo (SPD 5), Orc (SPD 4), Gob (SPD 7), all in Marsh (a d12,
// 1 Hindrance for leaving); Ford rolls a d20.

/** Passes the turn (as the GM) and waits for its events. */
async function pass(w: Awaited<ReturnType<typeof movementFight>>): Promise<void> {
  w.foundry.loginAs(w.foundry.gm);
  await w.combat.nextTurn();
  await w.settle();
}

describe("Z8: a reactive move prepared against a lower character's move", () => {
  it("Z8: the player prepares Ada's move against the Orc; it waits, then moves off turn once the Orc moved: d12 5 "
    + "on SPD 6 is margin 1, a short move; it may be rushed off turn", async () => {
    const w = await movementFight();
    w.foundry.loginAs(w.foundry.player);
    expect(await w.ask("Ada", { step: "react", against: w.by("Orc").id! })).toBe(true);
    expect(w.by("Ada").system.movement).toMatchObject({ round: 2, choice: "react", against: w.by("Orc").id });
    await pass(w);
    expect(await w.ask("Bo", { step: "stay" })).toBe(true);
    await pass(w);
    w.foundry.loginAs(w.foundry.player);
    expect(await w.ask("Ada", { step: "move" })).toBe(false);
    expect(w.foundry.notices.at(-1)!.message)
      .toBe("A reactive move waits until the character it was prepared against moves.");
    w.foundry.loginAs(w.foundry.gm);
    scriptFaces([12, 3]);
    expect(await w.ask("Orc", { step: "move" })).toBe(true);
    expect(w.cards()[0]!.system).toMatchObject({ name: "Orc", margin: 1, distance: "short" });
    w.foundry.loginAs(w.foundry.player);
    scriptFaces([12, 9]);
    expect(await w.ask("Ada", { step: "move" })).toBe(true);
    expect(w.cards()[1]!.system).toMatchObject({ name: "Ada", roll: 9, margin: -3, distance: "none", against: "Orc",
      group: [] });
    expect(w.by("Ada").system.movement).toMatchObject({ choice: "move", against: w.by("Orc").id });
    expect(await w.ask("Ada", { step: "rush" })).toBe(true);
    expect(w.cards()[1]!.system).toMatchObject({ margin: 3, distance: "short", rushed: true });
    expect(w.combat.combatant?.name).toBe("Orc");
  });

  it("Z8: only against a character lower in the order who has not decided; once a round; only in its own turn",
    async () => {
      const w = await movementFight();
      await pass(w);
      expect(await w.ask("Bo", { step: "react", against: w.by("Ada").id! })).toBe(false);
      expect(w.foundry.notices.at(-1)!.message).toBe(
        "A reactive move is prepared against a character lower in the order who has not decided how it moves yet.");
      expect(await w.ask("Ada", { step: "react", against: w.by("Gob").id! })).toBe(false);
      expect(w.foundry.notices.at(-1)!.message).toBe("Only the character whose turn it is decides how it moves.");
      expect(await w.ask("Bo", { step: "react", against: "nobody" })).toBe(false);
      expect(await w.ask("Bo", { step: "react", against: w.by("Gob").id! })).toBe(true);
      expect(await w.ask("Bo", { step: "react", against: w.by("Orc").id! })).toBe(false);
      expect(w.foundry.notices.at(-1)!.message).toBe("This character already decided how it moves this round.");
    });

  it("Z8: a reaction against a character who stays never opens", async () => {
    const w = await movementFight();
    expect(await w.ask("Ada", { step: "react", against: w.by("Bo").id! })).toBe(true);
    await pass(w);
    expect(await w.ask("Bo", { step: "stay" })).toBe(true);
    expect(await w.ask("Ada", { step: "move" })).toBe(false);
    expect(w.cards()).toEqual([]);
  });
});

describe("Z8: grouped-up movement on the last member's roll", () => {
  /** The fight with Ada and Bo grouped up in Marsh (Bo, lower in the order, rolls for the group). */
  async function grouped() {
    const w = await movementFight();
    await w.zones.groupUp(w.combat as never, [w.by("Ada").id!, w.by("Bo").id!]);
    return w;
  }

  it("Z8: Ada moves with the group; Bo rolls for it to Ford: d20 3 + d4 1 = 4 on SPD 5, margin 1; both arrive in "
    + "Ford, still grouped", async () => {
    const w = await grouped();
    w.foundry.loginAs(w.foundry.player);
    expect(await w.ask("Ada", { step: "group" })).toBe(true);
    expect(w.by("Ada").system.movement).toMatchObject({ round: 2, choice: "group" });
    await pass(w);
    expect(await w.ask("Bo", { step: "group" })).toBe(false);
    expect(w.foundry.notices.at(-1)!.message)
      .toBe("The group moves on its last member's roll: that member rolls (and rushes) for it.");
    scriptFaces([20, 3], [4, 1]);
    expect(await w.ask("Bo", { step: "move", to: "Ford" })).toBe(true);
    const [card] = w.cards();
    expect(card!.system).toMatchObject({ name: "Bo", plan: { spd: 5, die: 20, hindrance: 1 }, adjustedRoll: 4,
      margin: 1, distance: "short", against: "", group: ["Ada"] });
    expect([w.spot("Ada").zone, w.spot("Bo").zone]).toEqual([w.ford.id, w.ford.id]);
    expect(w.spot("Ada").group).not.toBeNull();
    expect(w.spot("Ada").group).toBe(w.spot("Bo").group);
    expect(w.by("Ada").system.movement.message).toBe((card as unknown as { id: string }).id);
  });

  it("Z8: a failed group roll keeps everyone in Marsh; Bo's rush (+SPD 5, 6 fatigue for Bo only) moves them both",
    async () => {
      const w = await grouped();
      expect(await w.ask("Ada", { step: "group" })).toBe(true);
      await pass(w);
      scriptFaces([20, 8], [4, 1]);
      expect(await w.ask("Bo", { step: "move", to: "Ford" })).toBe(true);
      expect(w.cards()[0]!.system).toMatchObject({ margin: -4, distance: "none" });
      expect([w.spot("Ada").zone, w.spot("Bo").zone]).toEqual([w.marsh.id, w.marsh.id]);
      expect(await w.ask("Ada", { step: "rush" })).toBe(false);
      expect(await w.ask("Bo", { step: "rush" })).toBe(true);
      expect(w.cards()[0]!.system).toMatchObject({ margin: 1, distance: "short", rushed: true });
      expect([w.spot("Ada").zone, w.spot("Bo").zone]).toEqual([w.ford.id, w.ford.id]);
      expect([w.actor("Ada").system.fatigue, w.actor("Bo").system.fatigue]).toEqual([0, 6]);
    });

  it("Z8: only a group member declares it; one who stays behind is left out of the group's move", async () => {
    const w = await movementFight();
    expect(await w.ask("Ada", { step: "group" })).toBe(false);
    expect(w.foundry.notices.at(-1)!.message).toBe("Only a member of a group moves with it.");
    await w.zones.groupUp(w.combat as never, [w.by("Ada").id!, w.by("Bo").id!]);
    expect(await w.ask("Ada", { step: "stay" })).toBe(true);
    await pass(w);
    scriptFaces([20, 3], [4, 1]);
    expect(await w.ask("Bo", { step: "move", to: "Ford" })).toBe(true);
    expect([w.spot("Ada").zone, w.spot("Bo").zone]).toEqual([w.marsh.id, w.ford.id]);
    expect([w.spot("Ada").group, w.spot("Bo").group]).toEqual([null, null]);
  });
});
