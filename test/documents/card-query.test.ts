// @vitest-environment happy-dom
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { scriptFaces } from "../foundry/dice.js";
import { cardWorld, type CardWorld } from "./card-world.js";

/** A stored damage card as the tests read it. */
type Msg = { id: string; system: { targets: { tokenUuid: string; applied: unknown; undone: boolean }[] };
  update(c: object): Promise<unknown> };

/** HP of an actor now. */
const hp = (actor: unknown) => (actor as { system: { hp: { value: number } } }).system.hp.value;

/** A GM-rolled damage card hitting two unowned targets for 5 each (L8, d20 15 vs AC 5, d8 5). */
async function gmCard(w: CardWorld) {
  const hero = await w.fighter("Hero");
  const a = await w.fighter("A", { defenses: { ac: 5 } });
  const b = await w.fighter("B", { defenses: { ac: 5 } }, true);
  scriptFaces([20, 15], [8, 5]);
  const damage = await w.api.damage(await w.api.attack(hero as never, w.weaponOf(hero) as never,
    { targets: [a, b] })) as unknown as Msg;
  return { a, b, damage, ids: damage.system.targets.map((t) => t.tokenUuid) };
}

describe("who may apply (fray.apply query to the active GM)", () => {
  it("a player's click on a target they don't own becomes a query; the GM applies the card's own result", async () => {
    const w = await cardWorld("legend");
    const { a, damage, ids } = await gmCard(w);
    w.foundry.loginAs(w.foundry.player);
    await w.api.apply(damage, ids[0]!);
    expect(w.foundry.notices).toEqual([]);
    expect(hp(a)).toBe(5);
    expect(damage.system.targets[0]!.applied).not.toBeNull();
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
    const { a, damage, ids } = await gmCard(w);
    await damage.update({ "system.targets": damage.system.targets.map((t) => ({ ...JSON.parse(JSON.stringify(t)) as object,
      hits: [{ amount: 99, kind: "physical", ignoresOvershield: false }] })) });
    w.foundry.loginAs(w.foundry.player);
    await w.api.apply(damage, ids[0]!);
    expect(hp(a)).toBe(10);
    expect(w.foundry.notices.at(-1)!.message).toContain("not what its rolls give");
  });

  it("two clients at once apply once: the GM re-checks the card's applied record", async () => {
    const w = await cardWorld("legend");
    const { a, damage, ids } = await gmCard(w);
    const payload = { messageId: damage.id, targetId: ids[0]!, action: "apply" };
    w.mark();
    await Promise.all([w.handleApplyQuery(payload), w.handleApplyQuery({ ...payload })]);
    expect(hp(a)).toBe(5);
    expect(w.writes().actorUpdates).toBe(1);
    expect(await w.handleApplyQuery(payload)).toEqual({ refusals: ["FRAY.CHAT.Refusal.alreadyApplied"] });
  });

  it("property: 10,000 random query payloads write nothing the damage or heal card does not allow", async () => {
    const w = await cardWorld("legend");
    const { a, b, damage, ids } = await gmCard(w);
    const c = await w.fighter("C", { hp: { value: 4, max: 10 } });
    const heal = await w.api.heal(c, 3, { apply: false }) as unknown as Msg;
    const healId = heal.system.targets[0]!.tokenUuid;
    const word = fc.constantFrom(damage.id, heal.id, "nope", "", ...ids, healId, "Actor.x", "apply", "undo", "delete",
      "heal");
    const payload = fc.oneof(
      fc.anything(),
      fc.record({ messageId: word, targetId: word, action: word }, { requiredKeys: [] }),
      fc.record({ messageId: word, targetId: word, action: word, amount: fc.integer() }),
    );
    w.mark();
    await fc.assert(fc.asyncProperty(payload, async (data) => {
      await w.handleApplyQuery(data);
      for (const [actor, i] of [[a, 0], [b, 1]] as const) {
        const t = damage.system.targets[i]!;
        expect(hp(actor)).toBe(t.applied && !t.undone ? 5 : 10);
      }
      const healed = heal.system.targets[0]!;
      expect(hp(c)).toBe(healed.applied && !healed.undone ? 7 : 4);
    }), { numRuns: 10_000 });
    expect(w.writes().actorUpdates).toBeLessThanOrEqual(6);
  }, 120_000);
});
