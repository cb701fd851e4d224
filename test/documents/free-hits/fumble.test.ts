// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import { answerInputs, shownDialogs } from "../../foundry/dialog.js";
import { scriptFaces } from "../../foundry/dice.js";
import { cell, click, freeHitWorld, type Msg } from "./world.js";

/** A world where Brak (GM) swings his axe at Ilsa, the d20 and escalation dice showing `faces`. */
async function brakSwings(faces: [number, number][], world: Parameters<typeof freeHitWorld>[0] = {},
  { tokens = true } = {}) {
  const f = await freeHitWorld(world);
  scriptFaces(...faces);
  const card = await f.attack(f.brak, f.axe, tokens
    ? { targets: [f.ilsaToken], token: f.brakToken, spend: false }
    : { targets: [f.ilsa], spend: false }) as Msg;
  const row = card.system.targets![0]!;
  const html = await card.renderHTML();
  return { f, card, row, button: html.querySelector(`[data-target-id="${row.tokenUuid}"] [data-action=takeFreeHit]`) };
}

/** HP of an actor now. */
const hp = (actor: unknown) => (actor as { system: { hp: { value: number } } }).system.hp.value;

describe("A8 the fumble's free hit on the attack card (Agility)", () => {
  it("A8: Brak (6, 5) rolls a natural 1 beside Ilsa (5, 5), d4 2: a fumble in her melee zone; her row offers Free "
    + "hit to her owner, whose click opens the dialog and spends a slot (2 → 1)", async () => {
    const { f, row, card } = await brakSwings([[20, 1], [4, 2]]);
    expect(row.outcome).toMatchObject({ outcome: "fumble", escalation: { level: 1, freeHit: true,
      freeHitCritical: false } });
    f.w.foundry.loginAs(f.w.foundry.player);
    answerInputs({});
    scriptFaces([20, 12]);
    await click(card, "takeFreeHit", row.tokenUuid);
    expect(shownDialogs().at(-1)!.content).toContain("name=\"freeHit\" checked");
    const free = f.attacks().at(-1)!;
    expect(free.system.targets!.map((t) => t.tokenUuid)).toEqual([f.brakToken.uuid]);
    expect(f.ilsaSpent().freeHit).toBe(1);
  });

  it("A8: the fumble's free hit is taken once: after Ilsa's owner takes it (a slot, 2 → 1), her second click and "
    + "then the GM's are refused with a notice, roll nothing and spend no slot; the row's button shows it taken, and "
    + "deleting the free hit's card gives it back to no one (the GM's record, not the card, says it was taken)",
  async () => {
    const { f, card, row } = await brakSwings([[20, 1], [4, 2]]);
    f.w.foundry.loginAs(f.w.foundry.player);
    answerInputs({});
    scriptFaces([20, 12]);
    await click(card, "takeFreeHit", row.tokenUuid);
    expect([f.attacks().length, f.ilsaSpent().freeHit]).toEqual([2, 1]);
    const taken = f.w.foundry.game.i18n.localize("FRAY.CHAT.FreeHit.taken");
    answerInputs({});
    expect(await card.takeFreeHit(row.tokenUuid)).toBeNull();
    expect(f.w.foundry.notices.at(-1)!.message).toBe(taken);
    const button = (await card.renderHTML()).querySelector<HTMLButtonElement>(
      `[data-target-id="${row.tokenUuid}"] [data-action=takeFreeHit]`)!;
    expect([button.disabled, button.textContent!.trim()]).toEqual([true, "Free hit taken"]);
    await (f.attacks().at(-1) as unknown as { delete(): Promise<unknown> }).delete();
    f.w.foundry.loginAs(f.w.foundry.gm);
    answerInputs({});
    expect(await card.takeFreeHit(row.tokenUuid)).toBeNull();
    expect(f.w.foundry.notices.at(-1)!.message).toBe(taken);
    expect([f.attacks().length, f.ilsaSpent().freeHit]).toEqual([1, 1]);
  });

  it("A8: a tragedy's free hit is taken once even when its card is deleted: a second claim through the API is "
    + "refused before anything is rolled", async () => {
    const { f, card, row } = await brakSwings([[20, 1], [4, 4], [6, 2]], { ilsaAgi: -1 });
    f.w.foundry.loginAs(f.w.foundry.player);
    answerInputs({});
    scriptFaces([20, 3], [4, 1]);
    await click(card, "takeFreeHit", row.tokenUuid);
    const free = f.attacks().at(-1)!;
    expect((free.system.options as { freeHitOf: string }).freeHitOf).toBe(card.id);
    await (free as unknown as { delete(): Promise<unknown> }).delete();
    const posted = f.attacks().length;
    scriptFaces([20, 3], [4, 1]);
    expect(await f.attack(f.ilsa, f.sword, { targets: [f.brakToken], options: { freeHitOf: card.id! } })).toBeNull();
    expect(f.attacks()).toHaveLength(posted);
    expect(f.w.foundry.notices.at(-1)!.message).toBe(f.w.foundry.game.i18n.localize("FRAY.CHAT.FreeHit.taken"));
  });

  it("A8: two spaces away (8, 5) the fumble gives Ilsa nothing, and her row has no Free hit", async () => {
    const { row, button } = await brakSwings([[20, 1], [4, 2]], { brakAt: cell(8, 5) });
    expect(row.outcome).toMatchObject({ outcome: "fumble", escalation: { freeHit: false } });
    expect(button).toBeNull();
  });

  it("A8: without tokens on the scene the card can't tell where they stand: the fumble always gives the free hit, "
    + "offered to the GM on the row",
  async () => {
    const { row, button } = await brakSwings([[20, 1], [4, 2]], {}, { tokens: false });
    expect(row.outcome).toMatchObject({ escalation: { freeHit: true } });
    expect(button).not.toBeNull();
  });

  it("A8: a non-owner sees no Free hit on the row, and asking anyway is refused", async () => {
    const { f, card, row } = await brakSwings([[20, 1], [4, 2]], { ilsaPlayer: false });
    f.w.foundry.loginAs(f.w.foundry.player);
    const html = await card.renderHTML();
    expect(html.querySelector("[data-action=takeFreeHit]")).toBeNull();
    expect(await card.takeFreeHit(row.tokenUuid)).toBeNull();
    expect(f.w.foundry.notices.at(-1)!.message).toBe("Only Ilsa's owners or a GM may take Ilsa's free hit.");
  });

  it("A8: a tragedy (d4 4, then d6 2: Brak lives) makes Ilsa's free hit a critical with no slot, though Agility −1 "
    + "gives her none: d20 3 would miss 10 + 0, yet it is a critical (d4 1 stops at ×2); d8 5 × 2 = 10 damage, "
    + "which the GM re-derives and applies; the tragedy can't be taken twice", async () => {
    const { f, card, row } = await brakSwings([[20, 1], [4, 4], [6, 2]], { ilsaAgi: -1 });
    expect(row.outcome).toMatchObject({ escalation: { level: 2, freeHit: true, freeHitCritical: true,
      attackerDies: false } });
    f.w.foundry.loginAs(f.w.foundry.player);
    answerInputs({});
    scriptFaces([20, 3], [4, 1]);
    await click(card, "takeFreeHit", row.tokenUuid);
    expect(shownDialogs().at(-1)!.content).toContain("name=\"tragedy\" checked");
    const free = f.attacks().at(-1)!;
    expect(free.id).not.toBe(card.id);
    expect((free.system.options as { freeHitOf: string }).freeHitOf).toBe(card.id);
    expect(free.system.targets![0]!.outcome).toMatchObject({ outcome: "critical", natural: 3,
      escalation: { kind: "critical", level: 1, multiplier: 2 } });
    expect(f.ilsaSpent().freeHit ?? 0).toBe(0);
    await new Promise((r) => setTimeout(r, 0));
    const before = hp(f.brak);
    scriptFaces([8, 5]);
    const damage = await f.api.damage(free) as unknown as Msg;
    await f.api.apply(damage, f.brakToken.uuid);
    expect(before - hp(f.brak)).toBe(10);
    const posted = f.attacks().length;
    answerInputs({});
    expect(await card.takeFreeHit(row.tokenUuid)).toBeNull();
    expect(f.attacks()).toHaveLength(posted);
    expect(f.w.foundry.notices.at(-1)!.message).toBe(f.w.foundry.game.i18n.localize("FRAY.CHAT.FreeHit.taken"));
  });

  it("A8: a player can't claim a tragedy that did not happen: a free hit naming a plain fumble (d4 2) is refused "
    + "before anything is rolled", async () => {
    const { f, card } = await brakSwings([[20, 1], [4, 2]]);
    f.w.foundry.loginAs(f.w.foundry.player);
    const posted = f.attacks().length;
    expect(await f.attack(f.ilsa, f.sword, { targets: [f.brakToken],
      options: { freeHitOf: card.id! } })).toBeNull();
    expect(f.attacks()).toHaveLength(posted);
    expect(f.w.foundry.notices.at(-1)!.message).toMatch(/no tragedy/);
  });

  it("A8: a copy of the tragedy's free hit posted by hand lands nothing: the GM finds the tragedy claimed already",
    async () => {
      const { f, card, row } = await brakSwings([[20, 1], [4, 4], [6, 2]], { ilsaAgi: -1 });
      f.w.foundry.loginAs(f.w.foundry.player);
      answerInputs({});
      scriptFaces([20, 3], [4, 1]);
      await click(card, "takeFreeHit", row.tokenUuid);
      const cls = f.w.foundry.CONFIG.ChatMessage!.documentClass as unknown as { create(d: object): Promise<Msg> };
      const copy = await cls.create(JSON.parse(JSON.stringify(f.attacks().at(-1)!.toObject())));
      await new Promise((r) => setTimeout(r, 0));
      const before = hp(f.brak);
      scriptFaces([8, 5]);
      const damage = await f.api.damage(copy) as unknown as Msg;
      await f.api.apply(damage, f.brakToken.uuid);
      expect(hp(f.brak)).toBe(before);
      expect(f.w.foundry.notices.at(-1)!.message).toContain("no longer matches its rolls");
    });
});
