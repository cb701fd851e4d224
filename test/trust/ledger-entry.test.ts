// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import type { Document } from "../foundry/documents.js";
import { USER_ROLES } from "../foundry/users.js";
import { hitCard, hp, lastNotice, trustWorld, type Card } from "./trust-world.js";

/** Lets the active GM's hooks and the ledger's writes run. */
const settle = () => new Promise((r) => setTimeout(r, 0));

/** The journal entries flagged as Fray's ledger, in the journal's order. */
const flaggedEntries = (w: Awaited<ReturnType<typeof trustWorld>>["w"]) =>
  w.foundry.game.journal.contents.filter((entry) => entry.getFlag("fray", "ledger") === true);

/** The player's hero hits the Boss (80 HP): the player's damage card of 5, not applied; players may make entries. */
async function playerCard() {
  const t = await trustWorld();
  await t.boss.update({ "system.hp.value": 80 });
  t.w.foundry.game.users.permissions.JOURNAL_CREATE = [USER_ROLES.PLAYER, USER_ROLES.TRUSTED, USER_ROLES.ASSISTANT,
    USER_ROLES.GAMEMASTER];
  t.w.foundry.loginAs(t.w.foundry.player);
  const damage = await hitCard(t.w, t.hero, [t.boss], 5);
  await settle();
  return { ...t, damage };
}

describe("issue 28: which journal entry is the ledger", () => {
  it("a player's look-alike listed first, claiming their application to the Boss, is ignored: their undo raises "
    + "nothing", async () => {
    const { w, boss, damage } = await playerCard();
    const row = damage.system.targets[0]!;
    const player = w.foundry.player.id;
    const claimed = { token: row.tokenUuid, actor: boss.uuid, by: player, at: 1, undone: false,
      changes: { hp: { from: 80, to: 3 }, overshield: null, shieldUsed: null, statuses: [], wounds: [],
        healedWounds: [] } };
    const records = { attacks: {}, damage: {}, applications: { [damage.id!]: [claimed] }, freeHits: {},
      tragedies: {}, summons: {}, sides: {}, stamp: 1 };
    const Journal = w.foundry.CONFIG.JournalEntry!.documentClass as unknown as { create(d: object): Promise<Document> };
    const lookAlike = await Journal.create({ name: "Fray ledger",
      flags: { fray: { ledger: true, records: JSON.stringify(records) } } });
    // A reload lists the world's entries in the server's order, which may put the look-alike first.
    const journal = w.foundry.game.journal;
    for (const entry of flaggedEntries(w).filter((e) => e !== lookAlike)) {
      journal.delete(entry.id!);
      journal.set(entry.id!, entry);
    }
    expect(flaggedEntries(w)[0]).toBe(lookAlike);
    w.foundry.loginAs(w.foundry.gm);
    await boss.update({ "system.hp.value": 3 });
    w.foundry.loginAs(w.foundry.player);
    await damage.update({ "system.targets": [{ ...JSON.parse(JSON.stringify(row)) as object,
      applied: claimed.changes, appliedBy: player, askedBy: player, appliedAt: 1 }] });
    await w.api.undo(damage as never, boss.uuid);
    expect(hp(boss)).toBe(3);
    expect(lastNotice(w)).toBe("Nothing was applied to this target, so there is nothing to undo.");
  });

  it("a GM who gives a player ownership of the ledger: the GM's client puts it back to none with one notice, and "
    + "what it recorded still decides (the player's application is undone exactly)", async () => {
    const { w, boss, damage } = await playerCard();
    await w.api.apply(damage as never, boss.uuid);
    expect(hp(boss)).toBe(75);
    w.foundry.loginAs(w.foundry.gm);
    const [ledger] = flaggedEntries(w);
    const before = w.foundry.notices.length;
    await ledger!.update({ ownership: { [w.foundry.player.id]: 3 } });
    await settle();
    expect((ledger!._source.ownership as Record<string, number>)[w.foundry.player.id]).toBe(0);
    expect(w.foundry.notices.slice(before).map((n) => n.message)).toEqual([
      "Fray ledger is the Gamemaster's record of what happened and may be owned by no player: its ownership was put "
      + "back to none."]);
    w.foundry.loginAs(w.foundry.player);
    await w.api.undo(damage as Card as never, boss.uuid);
    expect(hp(boss)).toBe(80);
  });
});
