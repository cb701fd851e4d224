// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import { scriptFaces } from "../foundry/dice.js";
import { cardWorld, type CardWorld } from "./card-world.js";

/** An attack or damage card as these tests read and (as a malicious player) write it. */
type Msg = { system: { targets: { tokenUuid: string; outcome: Record<string, unknown> }[] };
  renderHTML(): Promise<HTMLElement>; update(changes: object): Promise<unknown> };
/** An actor as these tests use it. */
type Actor = { uuid: string; system: { hp: { value: number } };
  createEmbeddedDocuments(name: string, data: object[]): Promise<{ id: string }[]>;
  deleteEmbeddedDocuments(name: string, ids: string[]): Promise<unknown> };

/** A plain copy of stored data, as a player's console would write it back. */
const copy = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/**
 * Agility: the player's Hero (Accuracy 0, Strength 0: +0 to hit) and the GM's Boss (Agility +3, so A3's defense is
 * 10 + 3 = 13; HP 80), channeling a spell when `channeling`; the player is logged in and rolls a d20 of `natural`.
 */
async function attackOnBoss(natural: number, channeling: boolean) {
  const w = await cardWorld("agility");
  const hero = await w.fighter("Hero", {}, true);
  const boss = await w.fighter("Boss", { attributeSets: { agility: { agi: { value: 3 } } },
    hp: { value: 80, max: 80 } }) as unknown as Actor;
  const [effect] = channeling
    ? await boss.createEmbeddedDocuments("ActiveEffect", [{ name: "Channeling", statuses: ["channeling"] }]) : [];
  w.foundry.loginAs(w.foundry.player);
  scriptFaces([20, natural]);
  const attack = await w.api.attack(hero as never, w.weaponOf(hero) as never, { targets: [boss] }) as unknown as Msg;
  await new Promise((r) => setTimeout(r, 0));
  return { w, boss, attack, effect };
}

/** The player rolls the damage (d8 `face`) and asks to apply it to the Boss. */
async function rollAndApply(w: CardWorld, attack: Msg, boss: Actor, face: number): Promise<void> {
  scriptFaces([8, face]);
  const damage = await w.api.damage(attack as never) as unknown as Msg;
  await w.api.apply(damage as never, boss.uuid);
}

/** The text of the attack card's lines under its target's row. */
async function cardText(card: Msg): Promise<string> {
  return (await card.renderHTML()).textContent!.replace(/\s+/g, " ");
}

describe("A10: channeling a spell makes the caster flat-footed (A3: hit on 5)", () => {
  it("A10, A3: d20 6 + 0 = 6 hits the channeling Boss (needed 5, not 13) and the card says why", async () => {
    const { attack } = await attackOnBoss(6, true);
    expect(attack.system.targets[0]!.outcome).toMatchObject({ outcome: "hit", total: 6, needed: 5,
      notes: ["FRAY.CHAT.Note.channeling"] });
    expect(await cardText(attack)).toContain("Channeling a spell: flat-footed, hit on 5.");
  });

  it("A3: the same d20 6 misses the Boss when it is not channeling (6 < 10 + 3 = 13)", async () => {
    const { attack } = await attackOnBoss(6, false);
    expect(attack.system.targets[0]!.outcome).toMatchObject({ outcome: "miss", needed: 13, notes: [] });
  });

  it("A10: the GM's record counts the channeling at the attack: the hit lands (d8 5: 80 → 75) after the spell ends",
    async () => {
      const { w, boss, attack, effect } = await attackOnBoss(6, true);
      w.foundry.loginAs(w.foundry.gm);
      await boss.deleteEmbeddedDocuments("ActiveEffect", [effect!.id]);
      w.foundry.loginAs(w.foundry.player);
      await rollAndApply(w, attack, boss, 5);
      expect(w.foundry.notices).toEqual([]);
      expect(boss.system.hp.value).toBe(75);
    });

  it("A10: a miss on a Boss not channeling, rewritten as a hit on a channeling one, lands nothing", async () => {
    const { w, boss, attack } = await attackOnBoss(6, false);
    await attack.update({ "system.targets": attack.system.targets.map((t) => ({ ...copy(t),
      outcome: { ...copy(t.outcome), outcome: "hit", needed: 5, notes: ["FRAY.CHAT.Note.channeling"] } })) });
    await rollAndApply(w, attack, boss, 5);
    expect(boss.system.hp.value).toBe(80);
    expect(w.foundry.notices.at(-1)?.message).toContain("no longer matches its rolls");
  });
});
