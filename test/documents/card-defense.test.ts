// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import { scriptFaces } from "../foundry/dice.js";
import { cardWorld } from "./card-world.js";

/** An attack card as these tests read it. */
type Msg = { system: { targets: { outcome: { outcome: string; needed: number; checked: string | null } }[] };
  renderHTML(): Promise<HTMLElement> };

/** LoT: the Hero (bonus +0) rolls a d20 of `natural` at a foe with Dodge `dodge` and Armor `armor` (T7). */
async function lotAttack(natural: number, dodge: number, armor: number, request: object = {}, statuses: string[] = []) {
  const w = await cardWorld("lot");
  const hero = await w.fighter("Hero");
  const foe = await w.fighter("Foe", { defenses: { dodge, armor } }) as unknown as
    { createEmbeddedDocuments(n: string, d: object[]): Promise<unknown> };
  if (statuses.length) await foe.createEmbeddedDocuments("ActiveEffect", [{ name: "Down", statuses }]);
  scriptFaces([20, natural]);
  const card = await w.api.attack(hero as never, w.weaponOf(hero) as never,
    { targets: [foe], ...request }) as unknown as Msg;
  const roll = card ? (await card.renderHTML()).querySelector(".fray-card-roll")!.textContent! : "";
  return { w, card, outcome: card?.system.targets[0]!.outcome, roll };
}

describe("T7: the defender checks the better of Dodge and Armor unless the attack names one; the card says which", () => {
  it("Dodge 12, Armor 16: 14 is checked against Armor 16 (the better) and misses", async () => {
    const { outcome, roll } = await lotAttack(14, 12, 16);
    // 14 + 0 = 14 ≤ 16: a miss (a tie would go to the player attacking a non-player; 14 is no tie).
    expect(outcome).toMatchObject({ outcome: "miss", needed: 16, checked: "armor" });
    expect(roll).toBe("d20 14: 14 against Armor 16");
  });

  it("Dodge 15, Armor 11: the better is Dodge 15", async () => {
    const { outcome, roll } = await lotAttack(14, 15, 11);
    expect(outcome).toMatchObject({ outcome: "miss", checked: "dodge" });
    expect(roll).toBe("d20 14: 14 against Dodge 15");
  });

  it("an attack that names Dodge is checked against Dodge 12, the lower, and hits (14 > 12)", async () => {
    const { outcome, roll } = await lotAttack(14, 12, 16, { options: { defense: "dodge" } });
    expect(outcome).toMatchObject({ outcome: "hit", needed: 12, checked: "dodge" });
    expect(roll).toBe("d20 14: 14 against Dodge 12");
  });

  it("an attack that names Armor is checked against Armor even when Dodge is better", async () => {
    const { outcome } = await lotAttack(14, 16, 12, { options: { defense: "armor" } });
    expect(outcome).toMatchObject({ outcome: "hit", needed: 12, checked: "armor" });
  });

  it("(I) an unconscious defender can't dodge: it checks Armor 11, even against an attack naming Dodge 18", async () => {
    const { outcome } = await lotAttack(14, 18, 11, { options: { defense: "dodge" } }, ["unconscious"]);
    expect(outcome).toMatchObject({ outcome: "hit", needed: 11, checked: "armor" });
  });

  it("a defense that is neither Dodge nor Armor is refused with a notice; other rulebooks check AC", async () => {
    const { w, card } = await lotAttack(14, 12, 16, { options: { defense: "ac" } });
    expect(card).toBeNull();
    expect(w.foundry.notices.at(-1)!.message).toBe(
      "Not a defense LoT checks: ac (Dodge, Armor, or none for the better of the two). Nothing was rolled.");
    const legend = await cardWorld("legend");
    const hero = await legend.fighter("Hero");
    const foe = await legend.fighter("Foe", { defenses: { ac: 13 } });
    scriptFaces([20, 14]);
    const attack = await legend.api.attack(hero as never, legend.weaponOf(hero) as never,
      { targets: [foe] }) as unknown as Msg;
    expect(attack.system.targets[0]!.outcome).toMatchObject({ needed: 13, checked: null });
    expect((await attack.renderHTML()).querySelector(".fray-card-roll")!.textContent).toBe("d20 14: 14 against 13");
  });
});
