// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import { scriptFaces } from "../foundry/dice.js";
import { cardWorld, type CardWorld } from "./card-world.js";

/** An actor as these tests read it. */
type Actor = { uuid: string; system: { hp: { value: number }; overshield: { value: number } };
  effects: { contents: { id: string; disabled: boolean; statuses: Set<string> }[] };
  createEmbeddedDocuments(n: string, d: object[]): Promise<{ id: string }[]> };
/** A heal card as these tests read it. */
type Msg = { id: string; type: string; system: { mode: string; targets: { tokenUuid: string; hits: { amount: number }[];
  applied: { hp: { from: number; to: number } | null; healedWounds: string[] } | null; undone: boolean }[] };
update(c: object): Promise<unknown>; renderHTML(): Promise<HTMLElement> };

/** A wounded character (agility: wounds on, threshold 6): HP 10 of 20, overshield 3 of 5, one wound per `wounds`. */
async function wounded(w: CardWorld, wounds = 1, owned = false) {
  const actor = await w.fighter("Bo", { hp: { value: 10, max: 20 },
    overshield: { value: 3, max: 5, dr: 0, effect: "" } }, owned) as unknown as Actor;
  const made = await actor.createEmbeddedDocuments("ActiveEffect", Array.from({ length: wounds },
    (_, i) => ({ name: `Wound ${i}`, statuses: ["wound"] })));
  return { actor, woundIds: made.map((e) => e.id) };
}

/** The ids of the wound effects still active. */
const activeWounds = (actor: Actor) => actor.effects.contents.filter((e) => !e.disabled && e.statuses.has("wound"))
  .map((e) => e.id);

describe("healing on a heal card (A6, T11), applied and undone like damage", () => {
  it("A6: a heal of 6 gives 6 HP and removes (suspends) the latest wound; T11: the overshield stays 3", async () => {
    const w = await cardWorld("agility");
    const { actor, woundIds } = await wounded(w, 2);
    const card = await w.api.heal(actor, 6) as unknown as Msg;
    expect([card.type, card.system.mode]).toEqual(["damage", "heal"]);
    expect([actor.system.hp.value, actor.system.overshield.value]).toEqual([16, 3]);
    expect(activeWounds(actor)).toEqual([woundIds[0]]);
    expect(card.system.targets[0]!.applied).toMatchObject({ hp: { from: 10, to: 16 }, healedWounds: [woundIds[1]] });
    const row = (await card.renderHTML()).querySelector(".fray-card-row")!;
    expect(row.classList.contains("state-applied")).toBe(true);
    expect(row.textContent).toContain("HP 10 → 16");
    await w.api.undo(card, actor.uuid);
    expect([actor.system.hp.value, activeWounds(actor)]).toEqual([10, woundIds]);
  });

  it("A6 bounds: a heal of 5 removes no wound; HP stops at the maximum yet a 6 still heals a wound", async () => {
    const w = await cardWorld("agility");
    const { actor, woundIds } = await wounded(w);
    await w.api.heal(actor, 5);
    expect([actor.system.hp.value, activeWounds(actor)]).toEqual([15, woundIds]);
    await w.api.heal(actor, 6);
    expect([actor.system.hp.value, activeWounds(actor)]).toEqual([20, []]);
    const full = await w.api.heal(actor, 6) as unknown as Msg;
    expect(actor.system.hp.value).toBe(20);
    expect(full.system.targets[0]!.applied).toMatchObject({ hp: null, healedWounds: [] });
  });

  it("a formula heals its roll (2d4: 3 + 4 = 7); apply: false leaves the card's Heal button to do it", async () => {
    const w = await cardWorld("agility");
    const { actor } = await wounded(w, 0);
    scriptFaces([4, 3], [4, 4]);
    const card = await w.api.heal(actor, "2d4", { apply: false, name: "Potion" }) as unknown as Msg;
    expect([card.system.targets[0]!.hits[0]!.amount, actor.system.hp.value]).toEqual([7, 10]);
    const html = await card.renderHTML();
    document.body.append(html);
    const button = html.querySelector<HTMLElement>("[data-action=apply]")!;
    expect(button.textContent).toContain("Heal");
    button.click();
    await new Promise((r) => setTimeout(r, 30));
    expect(actor.system.hp.value).toBe(17);
  });

  it("bad amounts (NaN, −1, 2.5, a bad formula, a negative total) and no actor: a notice, nothing written", async () => {
    const w = await cardWorld("agility");
    const { actor } = await wounded(w);
    w.mark();
    for (const amount of [Number.NaN, -1, 2.5, "1d4 + <b>", "1 - 5", undefined]) {
      expect(await w.api.heal(actor, amount)).toBeNull();
    }
    expect(await w.api.heal({ document: { uuid: "Scene.x.Token.y", actor: null } }, 6)).toBeNull();
    expect(w.writes().all).toBe(0);
    expect(w.foundry.notices.map((n) => n.message.split(":")[0])).toEqual([
      ...Array(6).fill("Not a heal amount"), "Nothing to heal"]);
  });

  it("a player's heal of a target they don't own waits for the GM's approval; a hand-edited amount is refused",
    async () => {
      const w = await cardWorld("agility");
      const { actor } = await wounded(w);
      w.foundry.loginAs(w.foundry.player);
      const card = await w.api.heal(actor, 4) as unknown as Msg;
      expect(actor.system.hp.value).toBe(10);
      expect(w.foundry.notices.at(-1)!.message).toContain("awaits the Gamemaster's approval");
      w.foundry.loginAs(w.foundry.gm);
      await w.api.apply(card, actor.uuid);
      expect(actor.system.hp.value).toBe(14);
      w.foundry.loginAs(w.foundry.player);
      const other = await w.api.heal(actor, 2, { apply: false }) as unknown as Msg;
      await other.update({ "system.targets": [{ ...JSON.parse(JSON.stringify(other.system.targets[0])) as object,
        hits: [{ amount: 99, kind: "physical", ignoresOvershield: false }] }] });
      await w.api.apply(other, actor.uuid);
      expect(actor.system.hp.value).toBe(14);
      expect(w.foundry.notices.at(-1)!.message).toContain("not what its rolls give");
      expect(card.system.targets[0]!.applied).not.toBeNull();
    });

  it("heal takes what apply and undo take: a token uuid (docs/api.md's snippet), a token document, an actor uuid",
    async () => {
      const w = await cardWorld("agility");
      const { actor } = await wounded(w, 0);
      const cls = w.foundry.CONFIG.Scene!.documentClass as unknown as { create(d: object): Promise<{
        createEmbeddedDocuments(n: string, d: object[]): Promise<{ uuid: string }[]> }> };
      const scene = await cls.create({ name: "Camp" });
      const [token] = await scene.createEmbeddedDocuments("Token", [{ name: "Bo", actorId: (actor as unknown as
        { id: string }).id, actorLink: true }]);
      const card = await w.api.heal(token!.uuid, 2) as unknown as Msg;
      expect(card.system.targets[0]!.tokenUuid).toBe(token!.uuid);
      expect(actor.system.hp.value).toBe(12);
      const second = await w.api.heal(token, 2);
      const third = await w.api.heal(actor.uuid, 2);
      expect(actor.system.hp.value).toBe(16);
      await w.api.undo(third, actor.uuid);
      await w.api.undo(second, token);
      await w.api.undo(card, token!.uuid);
      expect(actor.system.hp.value).toBe(10);
      expect(await w.api.heal("Scene.nope.Token.gone", 2)).toBeNull();
      expect(w.foundry.notices.at(-1)!.message).toContain("Nothing to heal");
    });
});
