// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import { answerDialogs, shownDialogs } from "../../foundry/dialog.js";
import type { PresetId } from "../../../src/rules/presets.js";
import { trackerWorld } from "./world.js";

/** An actor's MP as these tests read and set it. */
type MpActor = { system: { mp: { value: number; max: number } }; update(changes: object): Promise<unknown> };

/**
 * A fight under `preset` (started under Agility): the players' Vessa (MP 2 of 9) and Bram (MP 0 of 4), the GM's own
 * character Ward (MP 0 of 3, no player owner) and an Orc NPC (MP 1 of 5); the GM views it in the tracker.
 */
async function endingFight(preset: PresetId) {
  const world = await trackerWorld(preset);
  const { combat, by } = await world.fight([{ name: "Vessa", player: true, agi: 3, initiative: 3 },
    { name: "Bram", player: true, agi: 1, initiative: 1 }, { name: "Ward", type: "character", agi: 0, initiative: 0 },
    { name: "Orc", agi: 2, initiative: 2 }]);
  const mp = { Vessa: [2, 9], Bram: [0, 4], Ward: [0, 3], Orc: [1, 5] } as const;
  for (const [name, [value, max]] of Object.entries(mp)) {
    await (by(name).actor as unknown as MpActor).update({ "system.mp": { value, max } });
  }
  const actors = Object.fromEntries(Object.keys(mp).map((name) => [name, by(name).actor as unknown as MpActor]));
  // Under Agility the fight is under way; elsewhere it is ended before it began (Sides would roll its sides first).
  if (preset === "agility") await combat.startCombat();
  await world.show();
  /** Each actor's MP value now, by name. */
  const mpNow = () => Object.fromEntries(Object.entries(actors).map(([name, actor]) => [name, actor.system.mp.value]));
  const messages = () => world.foundry.game.messages.contents.map((m) => (m as unknown as { content: string }).content);
  return { world, combat, mpNow, messages };
}

describe("A10: after a won battle, MP refill (the GM's End Combat under Agility)", () => {
  it("A10: End Combat, yes to ending, yes to \"Did the party win?\": Vessa 2 → 9 and Bram 0 → 4; the GM's Ward and "
    + "the Orc keep theirs; one chat line names the two", async () => {
    const { world, combat, mpNow, messages } = await endingFight("agility");
    const before = messages().length;
    answerDialogs(true, true);
    await world.click("[data-action=endCombat]");
    expect(shownDialogs().map((d) => d.title)).toEqual(["End the encounter?", "After the battle"]);
    expect(world.foundry.game.combats.has(combat.id!)).toBe(false);
    expect(mpNow()).toEqual({ Vessa: 9, Bram: 4, Ward: 0, Orc: 1 });
    expect(messages().slice(before)).toEqual(["<p>The party won: MP refilled for Vessa, Bram.</p>"]);
  });

  it.each([["no", false], ["dismissing the dialog", null]] as const)(
    "A10: %s to \"Did the party win?\" ends the combat and changes nothing else", async (_what, answer) => {
      const { world, combat, mpNow, messages } = await endingFight("agility");
      const before = messages().length;
      answerDialogs(true, answer);
      await world.click("[data-action=endCombat]");
      expect(world.foundry.game.combats.has(combat.id!)).toBe(false);
      expect(mpNow()).toEqual({ Vessa: 2, Bram: 0, Ward: 0, Orc: 1 });
      expect(messages().length).toBe(before);
    });

  it("A10: no to ending the combat asks nothing more; the fight goes on", async () => {
    const { world, combat, mpNow } = await endingFight("agility");
    answerDialogs(false);
    await world.click("[data-action=endCombat]");
    expect(shownDialogs()).toHaveLength(1);
    expect(world.foundry.game.combats.has(combat.id!)).toBe(true);
    expect(mpNow()).toEqual({ Vessa: 2, Bram: 0, Ward: 0, Orc: 1 });
  });

  it("A10: the GM deletes the fight under way from its encounter instead (no End Combat): the same question, and "
    + "yes refills Vessa and Bram", async () => {
    const { combat, mpNow } = await endingFight("agility");
    answerDialogs(true);
    await combat.delete();
    await (combat as unknown as { eventsSettled(): Promise<void> }).eventsSettled();
    expect(shownDialogs().map((d) => d.title)).toEqual(["After the battle"]);
    expect(mpNow()).toEqual({ Vessa: 9, Bram: 4, Ward: 0, Orc: 1 });
  });

  it("A10: an Agility encounter deleted before its fight began asks nothing (no battle was fought)", async () => {
    const { world } = await endingFight("agility");
    const unstarted = await world.fight([{ name: "Kit", player: true, agi: 1, initiative: 1 }]);
    await unstarted.combat.delete();
    await (unstarted.combat as unknown as { eventsSettled(): Promise<void> }).eventsSettled();
    expect(shownDialogs()).toEqual([]);
  });

  it.each(["legend", "sides", "lurasko", "lot"] as const)("%s: End Combat asks only core's question", async (preset) => {
    const { world, combat, mpNow } = await endingFight(preset);
    answerDialogs(true);
    await world.click("[data-action=endCombat]");
    expect(shownDialogs().map((d) => d.title)).toEqual(["End the encounter?"]);
    expect(world.foundry.game.combats.has(combat.id!)).toBe(false);
    expect(mpNow()).toEqual({ Vessa: 2, Bram: 0, Ward: 0, Orc: 1 });
  });
});
