// @vitest-environment happy-dom
/**
 * Issue 30, item 6: the GM's hand on a damage row. Before applying, the GM may press ×½, ×2, ×0 and Ignore DR on a
 * damage or Shock row: each hit's rolled amount is multiplied and rounded down, then damage reduction meets it
 * (none with Ignore DR), then the overshield, the guard and the wound threshold as ever. Only the GM sees or
 * chooses them; the card shows what was chosen; undo restores what the ledger recorded.
 */
import { describe, expect, it } from "vitest";
import { scriptFaces } from "../../foundry/dice.js";
import type { Document } from "../../foundry/documents.js";
import { cardWorld, clickCard, clickIn, type CardWorld } from "../../documents/card-world.js";
import { storedAsk } from "../../trust/ask.js";
import { hitCard, hp, lastNotice, rows, trustWorld, type Actor, type Card } from "../../trust/trust-world.js";

/** Presses the GM's control `key` (half, double, zero, ignoreDr) on the card's row of `target`, as a click does. */
async function press(card: Card, target: string, key: string): Promise<void> {
  await clickIn(card, `[data-action=hand][data-target-id="${target}"][data-hand="${key}"]`, `the row offers no ${key}`);
}

/** The hand controls drawn on the card for the user logged in. */
async function controls(card: Card): Promise<string[]> {
  const html = await card.renderHTML();
  return [...html.querySelectorAll<HTMLElement>("[data-action=hand]")].map((b) => b.dataset.hand!);
}

/** The Legend world of the trust tests with the boss at 80 of 80 HP (AC 5). */
async function legend() {
  const t = await trustWorld();
  await t.boss.update({ "system.hp.value": 80 });
  return t;
}

describe("the GM's hand on a damage row (issue 30, item 6)", () => {
  it("Legend: the GM presses ×½ on a 7: 7 × ½ = 3.5, rounded down to 3; HP 80 → 77; the card shows ×½; undo: 80",
    async () => {
      const { w, hero, boss } = await legend();
      const card = await hitCard(w, hero, [boss], 7);
      expect(await controls(card)).toEqual(["half", "double", "zero", "ignoreDr"]);
      await press(card, boss.uuid, "half");
      expect((await rows(card))[0]).toContain("×½: 7 → 3");
      await clickCard(card, "apply", boss.uuid);
      expect(hp(boss)).toBe(77);
      w.foundry.loginAs(w.foundry.player);
      expect((await rows(card))[0]).toContain("×½");
      w.foundry.loginAs(w.foundry.gm);
      await clickCard(card, "undo", boss.uuid);
      expect(hp(boss)).toBe(80);
    });

  it("Legend: ×2 on a 5 deals 10 (HP 80 → 70); ×0 deals nothing; pressing ×½ twice goes back to ×1 (5)", async () => {
    const { w, hero, boss } = await legend();
    const double = await hitCard(w, hero, [boss], 5);
    await press(double, boss.uuid, "double");
    await clickCard(double, "apply", boss.uuid);
    expect(hp(boss)).toBe(70);
    const zero = await hitCard(w, hero, [boss], 5);
    await press(zero, boss.uuid, "zero");
    await clickCard(zero, "apply", boss.uuid);
    expect(hp(boss)).toBe(70);
    expect((await rows(zero))[0]).toContain("×0");
    const back = await hitCard(w, hero, [boss], 5);
    await press(back, boss.uuid, "half");
    await press(back, boss.uuid, "half");
    await clickCard(back, "apply", boss.uuid);
    expect(hp(boss)).toBe(65);
  });

  it("a player sees no hand controls, and their click on one (a macro) is refused with one notice", async () => {
    const { w, hero, boss } = await legend();
    w.foundry.loginAs(w.foundry.player);
    const card = await hitCard(w, hero, [boss], 5);
    expect(await controls(card)).toEqual([]);
    const before = w.foundry.notices.length;
    await (card as unknown as { chooseHand(t: string, k: string): Promise<void> }).chooseHand(boss.uuid, "zero");
    expect(w.foundry.notices.length).toBe(before + 1);
    expect(lastNotice(w)).toContain("Only the Gamemaster chooses ×½, ×2, ×0 or Ignore DR");
  });

  it("a player's forged query carrying a multiplier is refused by the GM's client with one notice; nothing lands",
    async () => {
      const { w, hero, boss } = await legend();
      w.foundry.loginAs(w.foundry.player);
      const card = await hitCard(w, hero, [boss], 5);
      w.foundry.loginAs(w.foundry.gm);
      w.mark();
      const ask = await storedAsk(w, w.foundry.player, { messageId: card.id, targetId: boss.uuid, action: "apply",
        multiplier: 2 });
      const answer = await w.handleApplyQuery(ask);
      expect(answer.refusals).toEqual([{ reason: "FRAY.CHAT.Trust.Refusal.handGmOnly", data: {} }]);
      expect(hp(boss)).toBe(80);
      expect(w.writes().actorUpdates).toBe(0);
    });

  it("a hand a player wrote into their own card's row is not read: the GM's Apply deals the full 5", async () => {
    const { w, hero, boss } = await legend();
    w.foundry.loginAs(w.foundry.player);
    const card = await hitCard(w, hero, [boss], 5);
    const targets = card.system.targets.map((t) => ({ ...JSON.parse(JSON.stringify(t)) as object,
      hand: { multiplier: 0, ignoreDr: true } }));
    await card.update({ "system.targets": targets });
    w.foundry.loginAs(w.foundry.gm);
    expect((await card.renderHTML()).querySelector(".fray-card-hand")).toBeNull();
    expect((await rows(card))[0]).toContain("5 to HP (75 left)");
    await clickCard(card, "apply", boss.uuid);
    expect(hp(boss)).toBe(75);
  });

  it("Apply to selected tokens instead takes the row's hand with its hits: ×½ of 5 is 2 on the selected Other",
    async () => {
      const w = await cardWorld("legend");
      const hero = await w.fighter("Hero");
      const foe = await w.fighter("Foe", { defenses: { ac: 5 } }) as Actor;
      const other = await w.fighter("Other", { defenses: { ac: 5 } }) as Actor;
      const Scene = w.foundry.CONFIG.Scene!.documentClass as unknown as { create(d: object): Promise<{
        view(): Promise<void>; createEmbeddedDocuments(n: string, d: object[]): Promise<unknown[]> }> };
      const scene = await Scene.create({ name: "Camp" });
      await scene.createEmbeddedDocuments("Token", [{ name: "Foe", actorId: foe.id, actorLink: true },
        { name: "Other", actorId: other.id, actorLink: true, x: 300 }]);
      await scene.view();
      (globalThis as unknown as { canvas: { tokens: { placeables: { control(): boolean }[] } } })
        .canvas.tokens.placeables[1]!.control();
      const card = await hitCard(w, hero, [foe], 5);
      await press(card, foe.uuid, "half");
      const html = await card.renderHTML();
      document.body.append(html);
      html.querySelector<HTMLElement>("[data-action=toggleSelected]")!.click();
      html.querySelector<HTMLElement>("[data-action=apply]")!.click();
      await new Promise((r) => setTimeout(r, 100));
      expect([hp(foe), hp(other)]).toEqual([10, 8]);
      expect((await rows(card))[1]).toContain("×½");
    });

  it("a heal card offers no hand controls", async () => {
    const { w, boss } = await legend();
    await boss.update({ "system.hp.value": 10 });
    const heal = await w.api.heal(boss, 6, { apply: false }) as unknown as Card;
    expect(await controls(heal)).toEqual([]);
  });
});

/** A LoT world: the hero's spear against a Knight (Dodge and Armor 5, HP 30) with DR 2 and an overshield 4 (DR 1). */
async function lot(): Promise<{ w: CardWorld; hero: Document; knight: Actor }> {
  const w = await cardWorld("lot");
  const hero = await w.fighter("Hero");
  const knight = await w.fighter("Knight", { defenses: { dodge: 5, armor: 5 }, hp: { value: 30, max: 30 },
    dr: { physical: 2 }, overshield: { value: 4, max: 4, dr: 1, effect: "" } }) as Actor;
  return { w, hero, knight };
}

/** The knight's overshield now. */
const overshield = (a: Actor) => (a as unknown as { system: { overshield: { value: number } } }).system.overshield
  .value;

describe("T9, T11 with the GM's hand: the multiplier meets the rolled damage, then DR, then the overshield", () => {
  it("T11: ×½ of 7 is 3; the overshield's own DR 1 leaves 2, which it holds (4 → 2); HP stays 30", async () => {
    const { w, hero, knight } = await lot();
    const card = await hitCard(w, hero, [knight], 7);
    await press(card, knight.uuid, "half");
    await clickCard(card, "apply", knight.uuid);
    expect([overshield(knight), hp(knight)]).toEqual([2, 30]);
  });

  it("T9, T11: Ignore DR on 7: the overshield holds 4 and breaks, 3 spill to HP with no DR (30 → 27); undo", async () => {
    const { w, hero, knight } = await lot();
    const card = await hitCard(w, hero, [knight], 7);
    await press(card, knight.uuid, "ignoreDr");
    expect((await rows(card))[0]).toContain("DR ignored");
    await clickCard(card, "apply", knight.uuid);
    expect([overshield(knight), hp(knight)]).toEqual([0, 27]);
    await clickCard(card, "undo", knight.uuid);
    expect([overshield(knight), hp(knight)]).toEqual([4, 30]);
  });

  it("T9, T11: ×2 on 7 is 14: its DR 1 leaves 13, the overshield holds 4, 9 spill through DR 2: 7 to HP (23)",
    async () => {
      const { w, hero, knight } = await lot();
      const card = await hitCard(w, hero, [knight], 7);
      await press(card, knight.uuid, "double");
      await clickCard(card, "apply", knight.uuid);
      expect([overshield(knight), hp(knight)]).toEqual([0, 23]);
    });
});

describe("A5 with the GM's hand: the wound threshold (6) is judged on the damage after the hand", () => {
  /** Agility: the hero hits a Grunt (Agility 0, HP 30) on d20 15; the damage d8 shows `face`. */
  async function agility(face: number) {
    const w = await cardWorld("agility");
    const hero = await w.fighter("Hero");
    const grunt = await w.fighter("Grunt", { hp: { value: 30, max: 30 } }) as Actor;
    const card = await hitCard(w, hero, [grunt], face);
    return { w, grunt, card };
  }

  it("A5: ×2 on a 4 deals 8 net: a wound (center mass), HP 30 → 22", async () => {
    const { grunt, card } = await agility(4);
    await press(card, grunt.uuid, "double");
    await clickCard(card, "apply", grunt.uuid);
    expect(hp(grunt)).toBe(22);
    expect((card.system.targets[0]!.applied as { wounds: unknown[] }).wounds).toHaveLength(1);
  });

  it("A5: ×½ on a 7 deals 3: no wound, HP 30 → 27", async () => {
    const { grunt, card } = await agility(7);
    await press(card, grunt.uuid, "half");
    await clickCard(card, "apply", grunt.uuid);
    expect(hp(grunt)).toBe(27);
    expect((card.system.targets[0]!.applied as { wounds: unknown[] }).wounds).toHaveLength(0);
  });
});

describe("S7 with the GM's hand: a Shock row takes the multiplier too", () => {
  it("S7: a Sides miss takes Shock 2 + 0 + 0 = 2; the GM's ×2 makes it 4 (HP 10 → 6)", async () => {
    const w = await cardWorld("sides");
    const hero = await w.fighter("Hero", { attributes: { str: { value: 10 } } });
    const scout = await w.fighter("Scout", { defenses: { ac: 14 }, hp: { value: 10, max: 10 } }) as Actor;
    scriptFaces([20, 5]);
    const attack = await w.api.attack(hero as never, w.weaponOf(hero) as never, { targets: [scout] });
    const shock = await w.api.shock(attack) as unknown as Card;
    await press(shock, scout.uuid, "double");
    await clickCard(shock, "apply", scout.uuid);
    expect(hp(scout)).toBe(6);
  });
});
