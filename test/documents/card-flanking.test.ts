// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import { scriptFaces } from "../foundry/dice.js";
import { cardWorld } from "./card-world.js";

/** A card as these tests read it: each target's outcome and its rendered lines. */
type Card = { system: { targets: { outcome: { outcome: string } }[] }; renderHTML(): Promise<HTMLElement> };

/** A scene as these tests build it. */
type Scene = { createEmbeddedDocuments(n: string, d: object[]): Promise<{ uuid: string }[]> };

/**
 * T12 (LoT): the Foe (Dodge 14, Armor 12; friendly token at column 2, row 2 of a 100 px grid) with `enemies` hostile
 * tokens around it — given as [column, row] — and a neutral one beside it; the Hero attacks it, the d20 showing 11.
 */
async function flankingAttack(enemies: [number, number][], { player = false } = {}) {
  const w = await cardWorld("lot");
  const hero = await w.fighter("Hero", {}, player);
  const foe = await w.fighter("Foe", { defenses: { dodge: 14, armor: 12 }, hp: { value: 20, max: 20 } });
  const Scene = w.foundry.CONFIG.Scene!.documentClass as unknown as { create(d: object): Promise<Scene> };
  const scene = await Scene.create({ name: "Yard", grid: { size: 100 } });
  const [target] = await scene.createEmbeddedDocuments("Token", [
    { name: "Foe", actorId: foe.id, actorLink: true, disposition: 1, x: 200, y: 200 },
    { name: "Bystander", disposition: 0, x: 300, y: 300 },
    ...enemies.map(([column, row], i) => ({ name: `Thug ${i}`, actorId: hero.id, actorLink: true, disposition: -1,
      x: column * 100, y: row * 100 }))]);
  if (player) w.foundry.loginAs(w.foundry.player);
  scriptFaces([20, 11]);
  const card = await w.api.attack(hero as never, w.weaponOf(hero) as never, { targets: [target] }) as unknown as Card;
  const lines = [...(await card.renderHTML()).querySelectorAll(".fray-card-roll, .fray-card-line")]
    .map((l) => l.textContent!.trim());
  return { w, foe, card, outcome: card.system.targets[0]!.outcome.outcome, lines };
}

describe("T12 flanking on the attack card (LoT, on the scene)", () => {
  it("T12: three enemies next to the Foe give −2 × (3 − 1) = −4: Dodge 14 → 10, Armor 12 → 8; 11 against Dodge 10 "
    + "hits, and the card says why", async () => {
    const { outcome, lines } = await flankingAttack([[1, 1], [3, 2], [2, 3]]);
    expect(outcome).toBe("hit");
    expect(lines).toContain("d20 11: 11 against Dodge 10");
    expect(lines).toContain("Flanked by 3 adjacent enemies: −4 Dodge and Armor");
  });

  it("T12: one enemy next to it (and one two squares away, one neutral beside it) flanks nothing: 11 against "
    + "Dodge 14 misses, no flanking line", async () => {
    const { outcome, lines } = await flankingAttack([[1, 2], [4, 2]]);
    expect(outcome).toBe("miss");
    expect(lines).toContain("d20 11: 11 against Dodge 14");
    expect(lines.some((l) => l.startsWith("Flanked"))).toBe(false);
  });

  it("T12: the GM's client, re-judging a player's hit on a flanked target, finds it sound and applies the damage",
    async () => {
      const { w, foe, card, outcome } = await flankingAttack([[1, 1], [3, 2], [2, 3]], { player: true });
      expect(outcome).toBe("hit");
      await new Promise((r) => setTimeout(r, 0));
      scriptFaces([8, 6]);
      const damage = await w.api.damage(card) as unknown as { system: { targets: { tokenUuid: string }[] } };
      await w.api.apply(damage, damage.system.targets[0]!.tokenUuid);
      expect((foe as unknown as { system: { hp: { value: number } } }).system.hp.value).toBe(14);
    });
});
