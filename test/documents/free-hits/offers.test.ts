// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import { answerInputs, shownDialogs } from "../../foundry/dialog.js";
import { scriptFaces } from "../../foundry/dice.js";
import { cell, click, freeHitWorld } from "./world.js";

/** Brak leaves Ilsa's melee zone (an offer), and Ilsa's owner takes its free hit with her sword (d20 15). */
async function ownerTakesOffer() {
  const f = await freeHitWorld();
  await f.move(cell(7, 5));
  f.w.foundry.loginAs(f.w.foundry.player);
  answerInputs({});
  scriptFaces([20, 15]);
  await click(f.offers()[0]!, "takeFreeHit");
  return f;
}

describe("A9 free hits offered when an enemy moves in a melee zone (Agility, on the scene)", () => {
  it("A9: Brak steps from beside Ilsa (6, 5) to (7, 5): he left her melee zone; one offer, whispered to her owner "
    + "and the GM: Agility +1 gives 1 + 1 = 2 slots, both left", async () => {
    const f = await freeHitWorld();
    await f.move(cell(7, 5));
    const offers = f.offers();
    expect(offers).toHaveLength(1);
    expect(offers[0]!.whisper.sort()).toEqual([f.w.foundry.gm.id, f.w.foundry.player.id].sort());
    expect(offers[0]!.system).toMatchObject({ reason: "left", slotsLeft: 2 });
    const text = (await offers[0]!.renderHTML()).textContent!.replace(/\s+/g, " ");
    expect(text).toContain("Brak left Ilsa's melee zone: Ilsa may take a free hit (2 left this round)");
  });

  it("A9: (4, 4) → (6, 4) is 2 spaces inside Ilsa's zone: no offer; one more to (6, 5) makes 3 this turn: an offer",
    async () => {
      const f = await freeHitWorld({ brakAt: cell(4, 4) });
      await f.move(cell(6, 4));
      expect(f.offers()).toHaveLength(0);
      await f.move(cell(6, 5));
      expect(f.offers().map((o) => o.system.reason)).toEqual(["inside"]);
    });

  it("A9: the combat keeps this turn's count (a reloaded GM client reads it back): 2 spaces inside are on it; the "
    + "next turn starts from 0, so 2 more offer nothing, and the last turn's count is dropped", async () => {
    const f = await freeHitWorld({ brakAt: cell(4, 4) });
    const pair = `${f.brakToken.id}_${f.ilsaToken.id}`;
    await f.move(cell(6, 4));
    const spaces = () => f.combat.getFlag("fray", "zoneSpaces") as Record<string, Record<string, number>>;
    const first = `r${f.combat.round}t${f.combat.turn}`;
    expect(spaces()).toEqual({ [first]: { [pair]: 2 } });
    await f.combat.nextTurn();
    await f.settled();
    await f.move(cell(6, 6));
    expect(f.offers()).toHaveLength(0);
    expect(spaces()).toEqual({ [`r${f.combat.round}t${f.combat.turn}`]: { [pair]: 2 } });
  });

  it("A9: 2 spaces the combat already counted this turn (as a GM client reloaded mid-turn finds them) and 1 more "
    + "make 3: an offer", async () => {
    const f = await freeHitWorld({ brakAt: cell(6, 4) });
    const turn = `r${f.combat.round}t${f.combat.turn}`;
    await f.combat.setFlag("fray", "zoneSpaces", { [turn]: { [`${f.brakToken.id}_${f.ilsaToken.id}`]: 2 } });
    await f.move(cell(6, 5));
    expect(f.offers().map((o) => o.system.reason)).toEqual(["inside"]);
  });

  it("A9: on a gridless scene there are no spaces to count: nothing is offered (the sheet's A free hit stays)",
    async () => {
      const f = await freeHitWorld({ gridless: true });
      await f.move(cell(7, 5));
      expect(f.offers()).toHaveLength(0);
    });

  it("A9: a move that never touches the zone offers nothing", async () => {
    const f = await freeHitWorld({ brakAt: cell(9, 9) });
    await f.move(cell(9, 2));
    expect(f.offers()).toHaveLength(0);
  });

  it("A9: with no slot left (Agility +0: one slot, spent on a free hit) the move offers nothing", async () => {
    const f = await freeHitWorld({ ilsaAgi: 0 });
    const combatant = f.combat.combatants.find((c) => c.name === "Ilsa") as unknown as {
      spendAction(kind: string): Promise<boolean> };
    expect(await combatant.spendAction("freeHit")).toBe(true);
    await f.move(cell(7, 5));
    expect(f.offers()).toHaveLength(0);
  });

  it("A9: Agility −1 gives no slots (−1 + 1 = 0): no offer", async () => {
    const f = await freeHitWorld({ ilsaAgi: -1 });
    await f.move(cell(7, 5));
    expect(f.offers()).toHaveLength(0);
  });

  it("A9: the offer's Free hit, clicked by Ilsa's owner: the dialog has her sword and 'A free hit' ticked; the attack "
    + "at Brak spends one slot (2 → 1 left), not her Attack Action", async () => {
    const f = await ownerTakesOffer();
    const dialog = shownDialogs().at(-1)!;
    expect(dialog.content).toContain("<option value=\"" + (f.sword as { id: string }).id + "\">Sword</option>");
    expect(dialog.content).toContain("name=\"freeHit\" checked");
    expect(f.attacks()).toHaveLength(1);
    const card = f.attacks()[0]!;
    expect(card.system.targets!.map((t) => t.tokenUuid)).toEqual([f.brakToken.uuid]);
    expect([f.ilsaSpent().freeHit, f.ilsaSpent().attack ?? 0]).toEqual([1, 0]);
  });

  it("A9: an offer's free hit is taken once: a second take (the owner's, then the GM's) is refused with a notice "
    + "and spends no second slot; the card's button shows it taken", async () => {
    const f = await ownerTakesOffer();
    expect([f.attacks().length, f.ilsaSpent().freeHit]).toEqual([1, 1]);
    const taken = f.w.foundry.game.i18n.localize("FRAY.CHAT.FreeHit.taken");
    answerInputs({});
    expect(await f.offers()[0]!.takeFreeHit("")).toBeNull();
    expect(f.w.foundry.notices.at(-1)!.message).toBe(taken);
    f.w.foundry.loginAs(f.w.foundry.gm);
    answerInputs({});
    expect(await f.offers()[0]!.takeFreeHit("")).toBeNull();
    expect(f.w.foundry.notices.at(-1)!.message).toBe(taken);
    expect([f.attacks().length, f.ilsaSpent().freeHit]).toEqual([1, 1]);
    const button = (await f.offers()[0]!.renderHTML()).querySelector<HTMLButtonElement>("[data-action=takeFreeHit]")!;
    expect([button.disabled, button.textContent!.trim()]).toEqual([true, "Free hit taken"]);
  });

  it("A9: an offer left until the next round is refused with a notice, and nothing is asked, rolled or spent",
    async () => {
      const f = await freeHitWorld();
      await f.move(cell(7, 5));
      expect(f.offers()[0]!.system.round).toBe(1);
      await f.combat.nextRound();
      await f.settled();
      expect(await f.offers()[0]!.takeFreeHit("")).toBeNull();
      expect(f.w.foundry.notices.at(-1)!.message).toBe(f.w.foundry.game.i18n.localize("FRAY.CHAT.FreeHit.passed"));
      expect([f.attacks().length, f.ilsaSpent().freeHit ?? 0]).toEqual([0, 0]);
    });

  it("A9: the button as anyone but her owners and the GMs is refused with a notice, and nothing is asked or rolled",
    async () => {
      const f = await freeHitWorld({ ilsaPlayer: false });
      await f.move(cell(7, 5));
      f.w.foundry.loginAs(f.w.foundry.player);
      expect(await f.offers()[0]!.takeFreeHit("")).toBeNull();
      expect(f.w.foundry.notices.at(-1)!.message).toBe("Only Ilsa's owners or a GM may take Ilsa's free hit.");
      expect(f.attacks()).toHaveLength(0);
    });

  it("A9: the player moves Ilsa from beside Brak: the GM's client (not hers) posts Brak's one offer, to the GM only; "
    + "marked defeated, he is offered nothing", async () => {
    const f = await freeHitWorld();
    f.w.foundry.loginAs(f.w.foundry.player);
    await f.ilsaToken.update(cell(3, 5));
    await f.settled();
    const offers = f.offers();
    expect(offers.map((o) => [o.system.reason, (o.system.hitter as { name: string }).name, o.system.slotsLeft]))
      .toEqual([["left", "Brak", 1]]);
    expect(offers[0]!.whisper).toEqual([f.w.foundry.gm.id]);
    f.w.foundry.loginAs(f.w.foundry.gm);
    await f.combat.combatants.find((c) => c.name === "Brak")!.update({ defeated: true });
    await f.ilsaToken.update(cell(5, 5));
    await f.ilsaToken.update(cell(3, 5));
    await f.settled();
    expect(f.offers()).toHaveLength(1);
  });
});
