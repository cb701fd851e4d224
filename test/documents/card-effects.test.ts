// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import { scriptFaces } from "../foundry/dice.js";
import { EVIL_NAME } from "../data/chat-message/cards.js";
import { cardWorld } from "./card-world.js";

/** An actor as the tests read it. */
type Actor = { system: { hp: { value: number }; overshield: { value: number; dr: number; effect: string } };
  effects: { contents: { id: string; statuses: Set<string>; disabled: boolean }[] }; uuid: string };
/** A damage card as the tests read it. */
type Msg = { system: { targets: { tokenUuid: string; applied: { wounds: { id: string | null }[] } | null }[] };
  renderHTML(): Promise<HTMLElement> };

describe("wounds, statuses and overshield from the card", () => {
  it("A5: a wound to the aimed area is an ActiveEffect created in one batch; undo deletes exactly it", async () => {
    const w = await cardWorld("agility", { damage: { formula: "1d8 + 4", kind: "physical" } });
    const hero = await w.fighter("Hero");
    const foe = await w.fighter("Foe", { hp: { value: 20, max: 20 } }) as unknown as Actor;
    scriptFaces([20, 18], [8, 4]);
    const attack = await w.api.attack(hero as never, w.weaponOf(hero) as never,
      { targets: [foe], options: { aimedArea: "slowing" } });
    const damage = await w.api.damage(attack) as unknown as Msg;
    w.mark();
    await w.api.apply(damage, foe.uuid);
    expect(w.writes()).toMatchObject({ actorUpdates: 1, effectCreates: 1, messageUpdates: 1 });
    expect(foe.system.hp.value).toBe(12);
    const wounds = foe.effects.contents.filter((e) => e.statuses.has("wound"));
    expect(wounds.map((e) => e.id)).toEqual([damage.system.targets[0]!.applied!.wounds[0]!.id]);
    await w.api.undo(damage, foe.uuid);
    expect(foe.system.hp.value).toBe(20);
    expect(foe.effects.contents).toEqual([]);
  });

  it("(I) a non-player at 0 HP is dead: the status effect is created and undo removes it", async () => {
    const w = await cardWorld("legend", { damage: { formula: "1d8 + 20", kind: "physical" } });
    const hero = await w.fighter("Hero");
    const { Actor } = w;
    const orc = (await Actor.create({ name: "Orc", type: "npc", system: { defenses: { ac: 5 } } })) as unknown as Actor;
    scriptFaces([20, 15], [8, 5]);
    const damage = await w.api.damage(await w.api.attack(hero as never, w.weaponOf(hero) as never,
      { targets: [orc] })) as unknown as Msg;
    await w.api.apply(damage, orc.uuid);
    expect(orc.system.hp.value).toBe(0);
    expect(orc.effects.contents.map((e) => [...e.statuses])).toEqual([["dead"]]);
    await w.api.undo(damage, orc.uuid);
    expect(orc.effects.contents).toEqual([]);
    expect(orc.system.hp.value).toBe(10);
  });

  it("T11: grantOvershield replaces a smaller or different one and never stacks", async () => {
    const w = await cardWorld("lot");
    const hero = await w.fighter("Hero") as unknown as Actor;
    expect(await w.api.grantOvershield(hero as never, { value: 5, dr: 1, effect: "ward" })).toBe(true);
    expect(await w.api.grantOvershield(hero as never, { value: 3, effect: "ward" })).toBe(false);
    expect(hero.system.overshield).toMatchObject({ value: 5, dr: 1, effect: "ward" });
    expect(await w.api.grantOvershield(hero as never, { value: 3, effect: "fire" })).toBe(true);
    expect(hero.system.overshield).toMatchObject({ value: 3, effect: "fire" });
    expect(await w.api.grantOvershield(hero as never, { value: Number.NaN })).toBe(false);
    expect(w.foundry.notices.at(-1)!.message).toContain("Not an overshield value");
  });

  it("T11: the overshield absorbs first; undo gives back exactly what the application took", async () => {
    const w = await cardWorld("lot");
    const hero = await w.fighter("Hero");
    const foe = await w.fighter("Foe", { defenses: { dodge: 5 }, hp: { value: 10, max: 10 } }) as unknown as Actor;
    await w.api.grantOvershield(foe as never, { value: 4 });
    scriptFaces([20, 15], [8, 6]);
    const damage = await w.api.damage(await w.api.attack(hero as never, w.weaponOf(hero) as never,
      { targets: [foe] })) as unknown as Msg;
    await w.api.apply(damage, foe.uuid);
    expect([foe.system.overshield.value, foe.system.hp.value]).toEqual([0, 8]);
    await w.api.undo(damage, foe.uuid);
    expect([foe.system.overshield.value, foe.system.hp.value]).toEqual([4, 10]);
  });

  it("names with <script> and <img onerror> render as text on the rendered message", async () => {
    const w = await cardWorld("legend");
    const hero = await w.fighter(EVIL_NAME);
    const foe = await w.fighter(EVIL_NAME, { defenses: { ac: 5 } });
    scriptFaces([20, 15], [8, 5]);
    const attack = await w.api.attack(hero as never, w.weaponOf(hero) as never, { targets: [foe] }) as unknown as Msg;
    const damage = await w.api.damage(attack) as unknown as Msg;
    for (const message of [attack, damage]) {
      const html = await message.renderHTML();
      document.body.append(html);
      expect(html.querySelector("script, img[onerror]")).toBeNull();
      expect(html.querySelector(".fray-card-target")!.textContent).toBe(EVIL_NAME);
    }
  });

  it("a player applies directly to an actor they own on their own card", async () => {
    const w = await cardWorld("legend");
    const hero = await w.fighter("Hero", {}, true);
    const mine = await w.fighter("Mine", { defenses: { ac: 5 } }, true) as unknown as Actor;
    w.foundry.loginAs(w.foundry.player);
    scriptFaces([20, 15], [8, 5]);
    const damage = await w.api.damage(await w.api.attack(hero as never, w.weaponOf(hero) as never,
      { targets: [mine] })) as unknown as Msg;
    w.foundry.gm.active = false;
    await w.api.apply(damage, mine.uuid);
    expect(mine.system.hp.value).toBe(5);
  });
});
