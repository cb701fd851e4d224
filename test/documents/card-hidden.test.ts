// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import { scriptFaces } from "../foundry/dice.js";
import { cardWorld } from "./card-world.js";

/** A card as the test renders it. */
type Card = { renderHTML(): Promise<HTMLElement>; system: { targets: { tokenUuid: string }[] } };

/** The text of each row of the card as the user logged in sees it. */
async function rows(card: unknown): Promise<string[]> {
  const html = await (card as Card).renderHTML();
  return [...html.querySelectorAll(".fray-card-row")].map((row) => row.textContent!.replace(/\s+/g, " ").trim());
}

describe("a player sees no numbers of a target whose sheet hides them (an actor they can't observe)", () => {
  it("attack and damage rows: the GM and an observer see AC and HP; the player sees only the roll and the state",
    async () => {
      const w = await cardWorld("legend");
      const hero = await w.fighter("Hero", {}, true);
      const npc = await w.fighter("Orc", { defenses: { ac: 5 } });
      const own = await w.fighter("Ally", { defenses: { ac: 5 } }, true);
      scriptFaces([20, 15], [20, 15], [8, 5], [8, 5]);
      const attack = await w.api.attack(hero as never, w.weaponOf(hero) as never, { targets: [npc, own] });
      const damage = await w.api.damage(attack);
      const [gmNpc] = await rows(damage);
      expect(gmNpc).toMatch(/\d+ to HP \(\d+ left\)/);
      expect((await rows(attack))[0]).toContain("against 5");
      w.foundry.loginAs(w.foundry.player);
      const [npcAttack, ownAttack] = await rows(attack);
      expect(npcAttack).toContain("d20 15: ");
      expect(npcAttack).not.toContain("against");
      expect(ownAttack).toContain("against 5");
      const [npcDamage, ownDamage] = await rows(damage);
      expect(npcDamage).toContain("Its numbers are hidden from you.");
      expect(npcDamage).not.toMatch(/HP|\d+ left/);
      expect(ownDamage).toMatch(/\d+ to HP \(\d+ left\)/);
      w.foundry.loginAs(w.foundry.gm);
      await w.api.apply(damage, (damage as unknown as Card).system.targets[0]!.tokenUuid);
      w.foundry.loginAs(w.foundry.player);
      const [applied] = await rows(damage);
      expect(applied).toContain("Applied");
      expect(applied).not.toMatch(/HP \d+ → \d+/);
    });
});
