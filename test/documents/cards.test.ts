// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import { scriptFaces } from "../foundry/dice.js";
import { cardWorld } from "./card-world.js";

/** The system data of a stored card, as the tests read it. */
type Card = { targets: { tokenUuid: string; name: string; applied: null | { hp: { from: number; to: number } | null };
  undone: boolean; outcome?: { outcome: string; shock: { amount: number } | null }; hits?: { amount: number }[];
  refusal: unknown }[] };
/** A stored message as the tests read it. */
type Msg = { id: string; type: string; system: Card; rolls: { constructor: { name: string } }[]; whisper: string[] };

/** HP of an actor now. */
const hp = (actor: unknown) => (actor as { system: { hp: { value: number } } }).system.hp.value;

describe("attack and damage cards (sides: S5–S7)", () => {
  it("S7: one d20 judged per target, stored by target at roll time; a miss takes Shock; real AttackRolls", async () => {
    const w = await cardWorld("sides");
    const hero = await w.fighter("Hero", { attributes: { str: { value: 10 } } });
    const grunt = await w.fighter("Grunt", { defenses: { ac: 10 } });
    const brute = await w.fighter("Brute", { defenses: { ac: 20 } });
    const scout = await w.fighter("Scout", { defenses: { ac: 14 } });
    scriptFaces([20, 12]);
    const message = await w.api.attack(hero as never, w.weaponOf(hero) as never,
      { targets: [grunt, brute, scout] }) as unknown as Msg;
    expect(message.type).toBe("attack");
    expect(message.rolls.map((r) => r.constructor.name)).toEqual(["AttackRoll"]);
    const [hit, armored, miss] = message.system.targets;
    expect(hit!.outcome!.outcome).toBe("hit");
    expect(armored!.outcome!.shock).toMatchObject({ amount: 0, negatedBy: "ac" });
    expect(miss!.outcome!.shock).toMatchObject({ amount: 2, negatedBy: null });
    scriptFaces([8, 6]);
    const damage = await w.api.damage(message) as unknown as Msg;
    expect(damage.system.targets.map((t) => [t.name, t.hits!.map((h) => h.amount)])).toEqual([["Grunt", [6]]]);
    const shock = await w.api.shock(message) as unknown as Msg;
    expect(shock.system.targets.map((t) => [t.name, t.hits!.map((h) => h.amount)])).toEqual([["Scout", [2]]]);
    expect(hit!.tokenUuid).toBe((grunt as unknown as { uuid: string }).uuid);
  });

  it("a weapon's attribute the rulebook lacks adds nothing: Legend's STR 14 (+2) counts, Agility (not Legend's) not",
    async () => {
      const w = await cardWorld("legend", { attributes: ["str", "agi"] });
      const hero = await w.fighter("Hero", { attributeSets: { legend: { str: { value: 14 } },
        agility: { agi: { value: 5 } } } });
      const foe = await w.fighter("Foe");
      scriptFaces([20, 5]);
      const message = await w.api.attack(hero as never, w.weaponOf(hero) as never, { targets: [foe] }) as unknown as
        { system: { targets: { outcome: { total: number } }[] } };
      expect(message.system.targets[0]!.outcome.total).toBe(7);
    });

  it("the roll mode is respected: a GM roll whispers the card to the GMs", async () => {
    const w = await cardWorld("legend");
    const hero = await w.fighter("Hero");
    const foe = await w.fighter("Foe");
    scriptFaces([20, 12]);
    const mode = w.foundry.generation === 14 ? "gm" : "gmroll";
    const message = await w.api.attack(hero as never, w.weaponOf(hero) as never,
      { targets: [foe], mode }) as unknown as Msg;
    expect(message.whisper).toEqual([w.foundry.gm.id]);
  });

  it("L8: damage card, apply to all, undo: N actor updates and one message update; undo restores HP", async () => {
    const w = await cardWorld("legend");
    const hero = await w.fighter("Hero");
    const a = await w.fighter("A", { defenses: { ac: 5 }, hp: { value: 10, max: 10 } });
    const b = await w.fighter("B", { defenses: { ac: 5 }, hp: { value: 10, max: 10 } });
    scriptFaces([20, 15], [8, 5]);
    const attack = await w.api.attack(hero as never, w.weaponOf(hero) as never, { targets: [a, b] });
    const damage = await w.api.damage(attack) as unknown as Msg & { applyTo(ids: string[]): Promise<void> };
    expect(damage.system.targets.map((t) => t.hits!.map((h) => h.amount))).toEqual([[5], [5]]);
    w.mark();
    await damage.applyTo(damage.system.targets.map((t) => t.tokenUuid));
    expect(w.writes()).toMatchObject({ actorUpdates: 2, messageUpdates: 1, all: 3 });
    expect([hp(a), hp(b)]).toEqual([5, 5]);
    expect(damage.system.targets.map((t) => t.applied?.hp)).toEqual([{ from: 10, to: 5 }, { from: 10, to: 5 }]);
    await (a as unknown as { update(c: object): Promise<unknown> }).update({ "system.hp.value": 3 });
    await w.api.undo(damage, damage.system.targets[0]!.tokenUuid);
    expect(hp(a)).toBe(8);
    expect(damage.system.targets[0]!.undone).toBe(true);
    await w.api.apply(damage, damage.system.targets[0]!.tokenUuid);
    expect(hp(a)).toBe(8);
    expect(w.foundry.notices.at(-1)!.message).toBe("Already applied to this target.");
  });

  it("apply and undo take a stored target as a uuid, its token or token document, or its actor", async () => {
    const w = await cardWorld("legend");
    const hero = await w.fighter("Hero");
    const foe = await w.fighter("Foe", { defenses: { ac: 5 } });
    const cls = w.foundry.CONFIG.Scene!.documentClass as unknown as { create(d: object): Promise<{
      createEmbeddedDocuments(n: string, d: object[]): Promise<{ uuid: string }[]> }> };
    const scene = await cls.create({ name: "Camp" });
    const [token] = await scene.createEmbeddedDocuments("Token", [{ name: "Foe", actorId: foe.id, actorLink: true }]);
    scriptFaces([20, 15], [8, 5]);
    const damage = await w.api.damage(await w.api.attack(hero as never, w.weaponOf(hero) as never,
      { targets: [token] }));
    await w.api.apply(damage, foe);
    expect(hp(foe)).toBe(5);
    await w.api.undo(damage, token);
    expect(hp(foe)).toBe(10);
    expect(w.foundry.notices).toEqual([]);
    w.foundry.loginAs(w.foundry.player);
    await w.api.apply("no such message", foe);
    expect(w.foundry.notices.at(-1)!.message).toBe("That request is for another card.");
  });

  it("nothing is written for a target the result does not change (T9 DR absorbs all)", async () => {
    const w = await cardWorld("legend");
    const hero = await w.fighter("Hero");
    const tank = await w.fighter("Tank", { defenses: { ac: 5 }, dr: { physical: 10 } });
    scriptFaces([20, 15], [8, 5]);
    const damage = await w.api.damage(await w.api.attack(hero as never, w.weaponOf(hero) as never,
      { targets: [tank] })) as unknown as Msg;
    w.mark();
    await w.api.apply(damage, damage.system.targets[0]!.tokenUuid);
    expect(w.writes()).toMatchObject({ actorUpdates: 0, messageUpdates: 1 });
  });

  it("a double click applies once (in-flight lock keyed by message and target)", async () => {
    const w = await cardWorld("legend");
    const hero = await w.fighter("Hero");
    const a = await w.fighter("A", { defenses: { ac: 5 } });
    scriptFaces([20, 15], [8, 5]);
    const damage = await w.api.damage(await w.api.attack(hero as never, w.weaponOf(hero) as never,
      { targets: [a] })) as unknown as Msg;
    const id = damage.system.targets[0]!.tokenUuid;
    await Promise.all([w.api.apply(damage, id), w.api.apply(damage, id)]);
    expect(hp(a)).toBe(5);
  });

  it("a deleted target: the row says so and nothing is written", async () => {
    const w = await cardWorld("legend");
    const hero = await w.fighter("Hero");
    const a = await w.fighter("A", { defenses: { ac: 5 } });
    scriptFaces([20, 15], [8, 5]);
    const damage = await w.api.damage(await w.api.attack(hero as never, w.weaponOf(hero) as never,
      { targets: [a] })) as unknown as Msg & { renderHTML(): Promise<HTMLElement> };
    await (a as unknown as { delete(): Promise<unknown> }).delete();
    w.mark();
    await w.api.apply(damage, damage.system.targets[0]!.tokenUuid);
    expect(w.writes().all).toBe(0);
    expect(w.foundry.notices.at(-1)!.message).toContain("The target is gone");
    const html = await damage.renderHTML();
    expect(html.querySelector(".state-gone")!.textContent).toContain("The target is gone");
  });

  it("a bad weapon formula: a notice and no card", async () => {
    const w = await cardWorld("legend", { damage: { formula: "1d8 + <b>", kind: "physical" } });
    const hero = await w.fighter("Hero");
    w.mark();
    expect(await w.api.attack(hero as never, w.weaponOf(hero) as never, { targets: [] })).toBeNull();
    expect(w.writes().all).toBe(0);
    expect(w.foundry.notices.at(-1)!.message).toContain("no damage formula");
  });
});

describe("targets by token, read at roll time (game.user.targets)", () => {
  it("stores the targeted tokens by token uuid; a token without an actor is left out with a notice", async () => {
    const w = await cardWorld("legend");
    const hero = await w.fighter("Hero");
    const foe = await w.fighter("Foe", { defenses: { ac: 5 } });
    const cls = w.foundry.CONFIG.Scene!.documentClass as unknown as { create(d: object): Promise<Scene> };
    type Scene = { view(): Promise<void>;
      createEmbeddedDocuments(n: string, d: object[]): Promise<{ uuid: string }[]> };
    const scene = await cls.create({ name: "Camp" });
    const [token] = await scene.createEmbeddedDocuments("Token", [
      { name: "Foe token", actorId: foe.id, actorLink: true },
      { name: "Rock", x: 300 }]);
    await scene.view();
    const layer = (globalThis as unknown as { canvas: { tokens: { placeables: { setTarget(on: boolean,
      o?: object): void; control(o?: object): boolean }[] } } }).canvas.tokens;
    layer.placeables[0]!.setTarget(true);
    layer.placeables[1]!.setTarget(true, { releaseOthers: false });
    scriptFaces([20, 15], [8, 5]);
    const attack = await w.api.attack(hero as never, w.weaponOf(hero) as never) as unknown as Msg;
    expect(w.foundry.notices.at(-1)!.message).toContain("has no actor");
    expect(attack.system.targets.map((t) => [t.tokenUuid, t.name])).toEqual([[token!.uuid, "Foe token"]]);
    layer.placeables[1]!.setTarget(false);
    const damage = await w.api.damage(attack) as unknown as Msg;
    await w.api.apply(damage, token!.uuid);
    expect(hp(foe)).toBe(5);
  });
});

describe("apply to the selected tokens instead (toggleSelected)", () => {
  it("the switch makes a row's Apply write its hits to the controlled tokens, recorded on the card", async () => {
    const w = await cardWorld("legend");
    const hero = await w.fighter("Hero");
    const foe = await w.fighter("Foe", { defenses: { ac: 5 } });
    const other = await w.fighter("Other", { defenses: { ac: 5 } });
    const cls = w.foundry.CONFIG.Scene!.documentClass as unknown as { create(d: object): Promise<Scene> };
    type Scene = { view(): Promise<void>;
      createEmbeddedDocuments(n: string, d: object[]): Promise<{ uuid: string }[]> };
    const scene = await cls.create({ name: "Camp" });
    const [, otherToken] = await scene.createEmbeddedDocuments("Token", [
      { name: "Foe", actorId: foe.id, actorLink: true }, { name: "Other", actorId: other.id, actorLink: true, x: 300 }]);
    await scene.view();
    const layer = (globalThis as unknown as { canvas: { tokens: { placeables: { control(): boolean }[] } } })
      .canvas.tokens;
    layer.placeables[1]!.control();
    scriptFaces([20, 15], [8, 5]);
    const damage = await w.api.damage(await w.api.attack(hero as never, w.weaponOf(hero) as never,
      { targets: [foe] })) as unknown as Msg & { renderHTML(): Promise<HTMLElement> };
    const html = await damage.renderHTML();
    document.body.append(html);
    html.querySelector<HTMLElement>("[data-action=toggleSelected]")!.click();
    html.querySelector<HTMLElement>("[data-action=apply]")!.click();
    await new Promise((r) => setTimeout(r, 50));
    expect([hp(foe), hp(other)]).toEqual([10, 5]);
    expect(damage.system.targets.map((t) => [t.tokenUuid, t.applied !== null]))
      .toEqual([[damage.system.targets[0]!.tokenUuid, false], [otherToken!.uuid, true]]);
  });
});

describe("AP swings (T8): one damage roll per landing swing, each a hit of its own", () => {
  it("T8, T9: 2 swings roll 2 DamageRolls (5, 3); DR 1 per hit takes 1 from each: 4 + 2 = 6", async () => {
    const w = await cardWorld("lot", { apCost: 2 });
    const hero = await w.fighter("Hero", { ap: { value: 6, max: 6 } });
    const foe = await w.fighter("Foe", { defenses: { dodge: 5, armor: 5 }, dr: { physical: 1 }, hp: { value: 15, max: 20 } });
    scriptFaces([20, 10]);
    const attack = await w.api.attack(hero as never, w.weaponOf(hero) as never,
      { targets: [foe], options: { apSwings: 2 } }) as unknown as Msg & { system: { targets: { outcome: {
        ap: { swings: number } } }[] } };
    expect(attack.system.targets[0]!.outcome.ap.swings).toBe(2);
    scriptFaces([8, 5], [8, 3]);
    const damage = await w.api.damage(attack) as unknown as Msg & { renderHTML(): Promise<HTMLElement> };
    expect(damage.rolls.map((r) => r.constructor.name)).toEqual(["DamageRoll", "DamageRoll"]);
    expect(damage.system.targets[0]!.hits!.map((h) => h.amount)).toEqual([5, 3]);
    const line = (await damage.renderHTML()).querySelector(".fray-card-line")!.textContent!;
    expect(line).toContain("swing 1: rolled 5, 5 damage; swing 2: rolled 3, 3 damage; 8 − 2 DR = 6");
    await w.api.apply(damage, damage.system.targets[0]!.tokenUuid);
    expect(hp(foe)).toBe(9);
  });

  it("T8: one swing reads as one (\"1 swing\", \"1 swing lands\"), not \"1 swings\"", async () => {
    const w = await cardWorld("lot", { apCost: 2 });
    const hero = await w.fighter("Hero", { ap: { value: 6, max: 6 } });
    const foe = await w.fighter("Foe", { defenses: { dodge: 5, armor: 5 }, hp: { value: 15, max: 20 } });
    scriptFaces([20, 10]);
    const attack = await w.api.attack(hero as never, w.weaponOf(hero) as never,
      { targets: [foe], options: { apSwings: 1 } }) as unknown as Msg & { renderHTML(): Promise<HTMLElement> };
    const text = (await attack.renderHTML()).textContent!;
    expect(text).toContain("1 swing lands; 2 AP spent, 4 left");
    expect(text).not.toMatch(/1 swings/);
  });

  it("T8: the GM refuses a card whose swings were not rolled (one roll for two swings)", async () => {
    const w = await cardWorld("lot", { apCost: 2 });
    const hero = await w.fighter("Hero", { ap: { value: 6, max: 6 } }, true);
    const foe = await w.fighter("Foe", { defenses: { dodge: 5, armor: 5 }, hp: { value: 15, max: 20 } });
    w.foundry.loginAs(w.foundry.player);
    scriptFaces([20, 10]);
    const attack = await w.api.attack(hero as never, w.weaponOf(hero) as never,
      { targets: [foe], options: { apSwings: 2 } });
    scriptFaces([8, 5], [8, 3]);
    const damage = await w.api.damage(attack) as unknown as Msg & { update(c: object): Promise<unknown> };
    await damage.update({ rolls: [JSON.parse(JSON.stringify(damage.rolls[0])) as object] });
    await w.api.apply(damage, damage.system.targets[0]!.tokenUuid);
    expect(hp(foe)).toBe(15);
    expect(w.foundry.notices.at(-1)!.message).toContain("not what its rolls give");
  });
});
