// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import { hitCard, hp, lastNotice, trustWorld, type Card } from "./trust-world.js";

/** The player's ally at 10 of 10 HP, hit for 8 and then healed 8 by whoever is logged in: back at 10. */
async function damageThenHeal(player = false) {
  const { w, hero, ally } = await trustWorld();
  await ally.update({ "system.hp.max": 10, "system.hp.value": 10 });
  if (player) w.foundry.loginAs(w.foundry.player);
  const damage = await hitCard(w, hero, [ally], 8);
  await w.api.apply(damage, ally.uuid);
  expect(hp(ally)).toBe(2);
  const heal = await w.api.heal(ally, 8) as unknown as Card;
  expect(hp(ally)).toBe(10);
  return { w, ally, damage, heal };
}

describe("an undo never loses what a later application gave", () => {
  it("10 HP, damage 8, heal 8: undoing the damage first is refused and names the heal; in order, back to 10",
    async () => {
      const { w, ally, damage, heal } = await damageThenHeal();
      await w.api.undo(damage, ally.uuid);
      expect(hp(ally)).toBe(10);
      expect(lastNotice(w)).toBe("Undo “Healing” on Ally first: it was applied later, and undoing this one before it "
        + "would lose what it gave.");
      expect(damage.system.targets[0]!.undone).toBe(false);
      await w.api.undo(heal, ally.uuid);
      expect(hp(ally)).toBe(2);
      await w.api.undo(damage, ally.uuid);
      expect(hp(ally)).toBe(10);
    });

  it("through the GM's query: the player's undo is refused, naming the GM's later heal; another actor's is no bar",
    async () => {
      const { w, hero, boss } = await trustWorld();
      await boss.update({ "system.hp.max": 10, "system.hp.value": 10 });
      const stranger = await w.fighter("Stranger", { hp: { value: 5, max: 10 } });
      w.foundry.loginAs(w.foundry.player);
      const damage = await hitCard(w, hero, [boss], 8);
      await w.api.apply(damage, boss.uuid);
      expect(hp(boss)).toBe(2);
      w.foundry.loginAs(w.foundry.gm);
      const heal = await w.api.heal(boss, 8) as unknown as Card;
      await w.api.heal(stranger, 1);
      expect(damage.system.targets[0]!.appliedAt).toBeLessThan(heal.system.targets[0]!.appliedAt);
      w.foundry.loginAs(w.foundry.player);
      await w.api.undo(damage, boss.uuid);
      expect(hp(boss)).toBe(10);
      expect(lastNotice(w)).toContain("Undo “Healing” on Boss first");
      w.foundry.loginAs(w.foundry.gm);
      await w.api.undo(heal, boss.uuid);
      w.foundry.loginAs(w.foundry.player);
      await w.api.undo(damage, boss.uuid);
      expect(hp(boss)).toBe(10);
    });
});
