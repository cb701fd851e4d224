// @vitest-environment happy-dom
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { scriptFaces } from "../foundry/dice.js";
import { storedAsk } from "../trust/ask.js";
import { cardWorld, type CardWorld } from "./card-world.js";

/** A stored damage card as the tests read it. */
type Msg = { id: string; system: { targets: { tokenUuid: string; applied: unknown; undone: boolean }[] };
  update(c: object): Promise<unknown> };

/** HP of an actor now. */
const hp = (actor: unknown) => (actor as { system: { hp: { value: number } } }).system.hp.value;

/**
 * A damage card hitting two targets for 5 each (L8, d20 15 vs AC 5, d8 5), A unowned and B the player's, rolled by
 * the GM (or the player when `byPlayer`); the GM is logged in again afterwards.
 */
async function gmCard(w: CardWorld, byPlayer = false) {
  const hero = await w.fighter("Hero", {}, byPlayer);
  const a = await w.fighter("A", { defenses: { ac: 5 } });
  const b = await w.fighter("B", { defenses: { ac: 5 } }, true);
  scriptFaces([20, 15], [8, 5]);
  if (byPlayer) w.foundry.loginAs(w.foundry.player);
  const damage = await w.api.damage(await w.api.attack(hero as never, w.weaponOf(hero) as never,
    { targets: [a, b] })) as unknown as Msg;
  w.foundry.loginAs(w.foundry.gm);
  return { a, b, damage, ids: damage.system.targets.map((t) => t.tokenUuid) };
}

describe("who may apply (fray.apply query to the active GM)", () => {
  it("a player's click on their card's unowned target is a query; the GM applies the card's own result", async () => {
    const w = await cardWorld("legend");
    const { a, damage, ids } = await gmCard(w, true);
    w.foundry.loginAs(w.foundry.player);
    await w.api.apply(damage, ids[0]!);
    expect(w.foundry.notices).toEqual([]);
    expect(hp(a)).toBe(5);
    expect(damage.system.targets[0]!.applied).not.toBeNull();
    expect(w.foundry.player.getFlag("fray", "cardRequests")).toEqual({});
  });

  it("no GM online: a clear notice, nothing written", async () => {
    const w = await cardWorld("legend");
    const { a, damage, ids } = await gmCard(w);
    w.foundry.gm.active = false;
    w.foundry.loginAs(w.foundry.player);
    w.mark();
    await w.api.apply(damage, ids[0]!);
    expect(hp(a)).toBe(10);
    expect(w.writes().all).toBe(0);
    expect(w.foundry.notices.at(-1)!.message).toContain("No Gamemaster is online");
  });

  it("the GM refuses a card whose hits are not what its stored rolls give (a hand-written card)", async () => {
    const w = await cardWorld("legend");
    const { a, damage, ids } = await gmCard(w, true);
    await damage.update({ "system.targets": damage.system.targets.map((t) => ({ ...JSON.parse(JSON.stringify(t)) as object,
      hits: [{ amount: 99, kind: "physical", ignoresOvershield: false }] })) });
    w.foundry.loginAs(w.foundry.player);
    await w.api.apply(damage, ids[0]!);
    expect(hp(a)).toBe(10);
    expect(w.foundry.notices.at(-1)!.message).toContain("not what its rolls give");
  });

  it("two clients at once apply once: the GM re-checks the card's applied record", async () => {
    const w = await cardWorld("legend");
    const { a, damage, ids } = await gmCard(w, true);
    const request = { messageId: damage.id, targetId: ids[0]!, action: "apply" };
    const asks = [await storedAsk(w, w.foundry.player, request), await storedAsk(w, w.foundry.player, request)];
    w.mark();
    await Promise.all(asks.map((ask) => w.handleApplyQuery(ask)));
    expect(hp(a)).toBe(5);
    expect(w.writes().actorUpdates).toBe(1);
    expect(await w.handleApplyQuery(await storedAsk(w, w.foundry.player, request)))
      .toEqual({ refusals: [{ reason: "FRAY.CHAT.Refusal.alreadyApplied", data: {} }] });
  });

  it("property: 10,000 random payloads and stored requests write only what the cards allow", async () => {
    const w = await cardWorld("legend");
    const { a, b, damage, ids } = await gmCard(w);
    const c = await w.fighter("C", { hp: { value: 4, max: 10 } });
    const heal = await w.api.heal(c, 3, { apply: false }) as unknown as Msg;
    const healId = heal.system.targets[0]!.tokenUuid;
    const word = fc.constantFrom(damage.id, heal.id, "nope", "", ...ids, healId, "Actor.x", "apply", "undo", "delete",
      "heal");
    const request = fc.oneof(
      fc.anything(),
      fc.record({ messageId: word, targetId: word, action: word }, { requiredKeys: [] }),
      fc.record({ messageId: word, targetId: word, action: word, amount: fc.integer() }),
    );
    const asker = fc.constantFrom(w.foundry.player, w.foundry.gm);
    const payload = fc.oneof(request.map((data) => ({ data, asker: null })), fc.record({ data: request, asker }));
    w.mark();
    await fc.assert(fc.asyncProperty(payload, async ({ data, asker }) => {
      await w.handleApplyQuery(asker ? await storedAsk(w, asker, data) : data);
      for (const [actor, i] of [[a, 0], [b, 1]] as const) {
        const t = damage.system.targets[i]!;
        expect(hp(actor)).toBe(t.applied && !t.undone ? 5 : 10);
      }
      const healed = heal.system.targets[0]!;
      expect(hp(c)).toBe(healed.applied && !healed.undone ? 7 : 4);
    }), { numRuns: 10_000 });
    expect(w.writes().actorUpdates).toBeLessThanOrEqual(6);
  }, 240_000);
});
