// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import { scriptFaces } from "../foundry/dice.js";
import type { Document } from "../foundry/documents.js";
import { TOKEN_DISPLAY_MODES } from "../foundry/scene.js";
import { cardWorld } from "../documents/card-world.js";

// Item 5 of "Trust": what a player sees of a target's numbers (HP, overshield, defense) on the cards, by the world
// setting `targetNumbers`: hidden (the default) shows a player only what Foundry's token bar shows them; show
// shows what the actor's sheet shows them. The GM sees every number either way.

/** A card as the test reads it. */
type Card = { renderHTML(): Promise<HTMLElement>; system: { targets: { tokenUuid: string }[] } };

/** Each row's text as the user logged in sees it. */
async function rows(card: unknown): Promise<string[]> {
  const html = await (card as Card).renderHTML();
  return [...html.querySelectorAll(".fray-card-row")].map((row) => row.textContent!.replace(/\s+/g, " ").trim());
}

/** Whether an attack row shows the defense, and a damage row the HP. */
const showsDefense = (row: string) => row.includes("against 5");
const showsHp = (row: string) => /\d+ to HP \(\d+ left\)/.test(row);

/**
 * A hero (the player's) attacks four orc tokens, each of an actor the player observes (limited for the last),
 * whose bars show: never (NONE), to owners on hover (OWNER_HOVER), to anyone on hover (HOVER), always to everyone
 * (ALWAYS, limited actor); the damage card follows. Returns the two cards.
 */
async function fight() {
  const w = await cardWorld("legend");
  const hero = await w.fighter("Hero", {}, true);
  const observed = await w.fighter("Orc", { defenses: { ac: 5 } });
  await observed.update({ ownership: { default: 2 } });
  const limited = await w.fighter("Shade", { defenses: { ac: 5 } });
  await limited.update({ ownership: { default: 1 } });
  const Scene = w.foundry.CONFIG.Scene!.documentClass as unknown as { create(d: object): Promise<{
    createEmbeddedDocuments(n: string, d: object[]): Promise<Document[]> }> };
  const scene = await Scene.create({ name: "Camp" });
  const { NONE, OWNER_HOVER, HOVER, ALWAYS } = TOKEN_DISPLAY_MODES;
  const tokens = await scene.createEmbeddedDocuments("Token", [
    { name: "Orc none", actorId: observed.id, displayBars: NONE },
    { name: "Orc owner-hover", actorId: observed.id, displayBars: OWNER_HOVER, x: 100 },
    { name: "Orc hover", actorId: observed.id, displayBars: HOVER, x: 200 },
    { name: "Shade always", actorId: limited.id, displayBars: ALWAYS, x: 300 }]);
  scriptFaces([20, 15], [20, 15], [20, 15], [20, 15], [8, 5], [8, 5], [8, 5], [8, 5]);
  const attack = await w.api.attack(hero as never, w.weaponOf(hero) as never, { targets: tokens });
  const damage = await w.api.damage(attack);
  return { w, attack, damage };
}

/** Which of the four rows show their numbers: [attack defense, damage HP] per row. */
async function seen(attack: unknown, damage: unknown): Promise<boolean[][]> {
  const [a, d] = [await rows(attack), await rows(damage)];
  return a.map((row, i) => [showsDefense(row), showsHp(d[i]!)]);
}

describe("Trust 5: a target's numbers on the cards follow the token bar (setting targetNumbers)", () => {
  it("registers the world setting, shown in the settings, defaulting to hidden", async () => {
    const { w } = await fight();
    expect(w.foundry.game.settings.settings.get("fray.targetNumbers")).toMatchObject({ scope: "world",
      config: true, default: "hidden" });
    expect(w.foundry.game.settings.get("fray", "targetNumbers")).toBe("hidden");
  });

  it("hidden (default): the GM sees every number; the player only those of the token whose bars show to anyone",
    async () => {
      const { w, attack, damage } = await fight();
      expect(await seen(attack, damage)).toEqual([[true, true], [true, true], [true, true], [true, true]]);
      w.foundry.loginAs(w.foundry.player);
      expect(await seen(attack, damage)).toEqual([[false, false], [false, false], [true, true], [false, false]]);
      const [, , , shade] = await rows(damage);
      expect(shade).toContain("Its numbers are hidden from you.");
    });

  it("show: the GM sees every number; the player those of every actor they observe, as its sheet shows them",
    async () => {
      const { w, attack, damage } = await fight();
      await w.foundry.game.settings.set("fray", "targetNumbers", "show");
      expect(await seen(attack, damage)).toEqual([[true, true], [true, true], [true, true], [true, true]]);
      w.foundry.loginAs(w.foundry.player);
      expect(await seen(attack, damage)).toEqual([[true, true], [true, true], [true, true], [false, false]]);
    });

  it("an applied row: \"HP 17 → 12\" for the GM; for the player only where the setting lets them see it", async () => {
    const { w, damage } = await fight();
    const uuids = (damage as unknown as Card).system.targets.map((t) => t.tokenUuid);
    await w.api.apply(damage, uuids[0]!);
    const change = /HP \d+ → \d+/;
    expect((await rows(damage))[0]).toMatch(change);
    w.foundry.loginAs(w.foundry.player);
    expect((await rows(damage))[0]).not.toMatch(change);
    w.foundry.loginAs(w.foundry.gm);
    await w.foundry.game.settings.set("fray", "targetNumbers", "show");
    w.foundry.loginAs(w.foundry.player);
    expect((await rows(damage))[0]).toMatch(change);
  });

  it("the player's own character shows its numbers under either setting, whatever its token's bars", async () => {
    const w = await cardWorld("legend");
    const hero = await w.fighter("Hero", { defenses: { ac: 5 } }, true);
    const orc = await w.fighter("Orc");
    scriptFaces([20, 15], [8, 5]);
    const attack = await w.api.attack(orc as never, w.weaponOf(orc) as never, { targets: [hero] });
    const damage = await w.api.damage(attack);
    w.foundry.loginAs(w.foundry.player);
    expect(await seen(attack, damage)).toEqual([[true, true]]);
  });
});
