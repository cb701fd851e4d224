// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import { answerInputs } from "../foundry/dialog.js";
import { scriptFaces } from "../foundry/dice.js";
import { cell, click, freeHitWorld, type Msg } from "../documents/free-hits/world.js";

/** HP of an actor now. */
const hp = (actor: unknown) => (actor as { system: { hp: { value: number } } }).system.hp.value;

describe("issue 28, A8: a tragedy is claimed once, on the GM's ledger", () => {
  it("A8: a tragedy claimed twice by deleting the card: the free hit's card deleted, a copy posted by hand lands "
    + "nothing (the ledger keeps the claim and the copied rolls)", async () => {
    const f = await freeHitWorld({ ilsaAgi: -1 });
    scriptFaces([20, 1], [4, 4], [6, 2]);
    const card = await f.attack(f.brak, f.axe, { targets: [f.ilsaToken], token: f.brakToken, spend: false }) as Msg;
    const row = card.system.targets![0]!;
    f.w.foundry.loginAs(f.w.foundry.player);
    answerInputs({});
    scriptFaces([20, 3], [4, 1]);
    await click(card, "takeFreeHit", row.tokenUuid);
    const free = f.attacks().at(-1)!;
    const source = JSON.parse(JSON.stringify(free.toObject())) as object;
    await (free as unknown as { delete(): Promise<unknown> }).delete();
    const cls = f.w.foundry.CONFIG.ChatMessage!.documentClass as unknown as { create(d: object): Promise<Msg> };
    const again = await cls.create(source);
    await new Promise((r) => setTimeout(r, 0));
    const before = hp(f.brak);
    scriptFaces([8, 5]);
    const damage = await f.api.damage(again) as unknown as Msg;
    await f.api.apply(damage, f.brakToken.uuid);
    expect(hp(f.brak)).toBe(before);
    expect(f.w.foundry.notices.at(-1)!.message).toContain("no longer matches its rolls");
  });
});

describe("issue 28, A9: sides come from the combatants, not a token's disposition", () => {
  it("A9: a free hit dodged by flipping the token's disposition: Ilsa's player makes her hostile like Brak, then "
    + "moves her out of his melee zone; the GM's client still posts Brak's offer", async () => {
    const f = await freeHitWorld();
    f.w.foundry.loginAs(f.w.foundry.player);
    await f.ilsaToken.update({ disposition: -1 });
    await f.ilsaToken.update(cell(3, 5));
    await f.settled();
    expect(f.offers().map((o) => [o.system.reason, (o.system.hitter as { name: string }).name]))
      .toEqual([["left", "Brak"]]);
  });
});

describe("issue 28, A8: a fumble on an NPC's weapon is the GM's to roll", () => {
  it("A8: a fumble forged on an NPC's weapon: the player posts Brak's tragedy (d20 1, d4 4, d6 2) as their own "
    + "card; Ilsa's free hit from it lands nothing", async () => {
    const f = await freeHitWorld({ ilsaAgi: -1 });
    scriptFaces([20, 1], [4, 4], [6, 2]);
    const real = await f.attack(f.brak, f.axe, { targets: [f.ilsaToken], token: f.brakToken, spend: false }) as Msg;
    const source = JSON.parse(JSON.stringify(real.toObject())) as Record<string, unknown>;
    await (real as unknown as { delete(): Promise<unknown> }).delete();
    f.w.foundry.loginAs(f.w.foundry.player);
    const cls = f.w.foundry.CONFIG.ChatMessage!.documentClass as unknown as { create(d: object): Promise<Msg> };
    const forged = await cls.create({ ...source, author: f.w.foundry.player.id });
    await new Promise((r) => setTimeout(r, 0));
    answerInputs({});
    scriptFaces([20, 3], [4, 1]);
    await click(forged, "takeFreeHit", forged.system.targets![0]!.tokenUuid);
    const free = f.attacks().at(-1)!;
    const before = hp(f.brak);
    scriptFaces([8, 5]);
    const damage = await f.api.damage(free) as unknown as Msg | null;
    if (damage) await f.api.apply(damage, f.brakToken.uuid);
    expect(hp(f.brak)).toBe(before);
  });
});
