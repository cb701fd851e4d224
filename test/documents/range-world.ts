import { scriptFaces } from "../foundry/dice.js";
import type { Document } from "../foundry/documents.js";
import { cardWorld } from "./card-world.js";

/** A card as these tests read it: each target's outcome and its rendered lines. */
export type Card = { system: { targets: { outcome: { outcome: string; total: number } }[] };
  renderHTML(): Promise<HTMLElement> };

/** A scene as these tests build it. */
export type Scene = { createEmbeddedDocuments(n: string, d: object[]): Promise<Document[]> };

/** The roll and card lines of a rendered attack card. */
export async function cardLines(card: Card): Promise<string[]> {
  return [...(await card.renderHTML()).querySelectorAll(".fray-card-roll, .fray-card-line")]
    .map((l) => l.textContent!.trim());
}

/**
 * L10 (Legend), by hand at level 4: Melee 5 + 5 × ⌊4/5⌋ = 5 ft; Close 25 + 5 × ⌊4/2⌋ = 35 ft; Medium 100 + 10 × 4 =
 * 140 ft; Long 400 + 40 × 4 = 560 ft; Extreme 1000 + 100 × 4 = 1400 ft. The Hero (level 4, no attribute on the
 * weapon: to hit +0) stands at column 0, row 0 of a 100 px grid of 5 ft squares (the manifest's alternating
 * diagonals, L11); the Foe (AC 12) where the test puts it.
 */
export async function rangeWorld(weapon: object, { player = false } = {}) {
  const w = await cardWorld("legend", weapon);
  const hero = await w.fighter("Hero", { level: 4 }, player);
  const foe = await w.fighter("Foe", { defenses: { ac: 12 }, hp: { value: 20, max: 20 } });
  const Scene = w.foundry.CONFIG.Scene!.documentClass as unknown as { create(d: object): Promise<Scene> };
  const scene = await Scene.create({ name: "Field", grid: { size: 100 } });
  const [from] = await scene.createEmbeddedDocuments("Token", [
    { name: "Hero", actorId: hero.id, actorLink: true, disposition: 1, x: 0, y: 0 }]);
  /** The Hero attacks the Foe standing at `column`, `row` and `elevation` (ft), the d20 showing `natural`. */
  async function attackAt(column: number, row: number, natural: number, elevation = 0) {
    const [target] = await scene.createEmbeddedDocuments("Token", [{ name: "Foe", actorId: foe.id, actorLink: true,
      disposition: -1, x: column * 100, y: row * 100, elevation }]);
    if (player) w.foundry.loginAs(w.foundry.player);
    scriptFaces([20, natural]);
    const card = (await w.api.attack(hero as never, w.weaponOf(hero) as never,
      { targets: [target], token: from })) as unknown as Card | null;
    w.foundry.loginAs(w.foundry.gm);
    return { card, target: target!, lines: card ? await cardLines(card) : [] };
  }
  return { w, hero, foe, scene, from: from!, attackAt };
}

