import { describe, expect, it } from "vitest";
import { Hooks } from "../../foundry/hooks.js";
import type { Document } from "../../foundry/documents.js";
import type { TokenDocument } from "../../foundry/scene.js";
import { spot, zoneFight } from "./world.js";

type Fight = Awaited<ReturnType<typeof zoneFight>>;

/** Adds `count` fighters named `name` 1…n on `disposition`'s side, each with a linked token and a combatant. */
async function addFighters(fight: Fight, name: string, count: number, disposition = -1): Promise<Document[]> {
  const added: Document[] = [];
  for (let i = 1; i <= count; i += 1) {
    const actor = (await fight.Actor.create({ name: `${name} ${i}`, type: "npc" }))!;
    const [token] = (await fight.scene.createEmbeddedDocuments("Token", [{ name: actor.name, actorId: actor.id,
      actorLink: true, disposition, x: 2000, y: 2000 }])) as TokenDocument[];
    const [combatant] = await fight.combat.createEmbeddedDocuments("Combatant", [{ actorId: actor.id,
      tokenId: token!.id, sceneId: fight.scene.id, name: actor.name }]);
    added.push(combatant!);
  }
  return added;
}

/** Waits for the hooks' follow-up writes and the engagement markers. */
async function settled(fight: Fight): Promise<void> {
  for (let i = 0; i < 4; i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 0));
    await fight.zones.engagementMarkersSettled();
  }
}

/** The engagement markers on an actor: name, tint and status. */
const markers = (actor: Document) => actor.getEmbeddedCollection("ActiveEffect")
  .filter((e) => !!e.getFlag("fray", "engagementMarker"))
  .map((e) => ({ name: e.name, tint: e._source.tint,
    statuses: [...(e as unknown as { statuses: Set<string> }).statuses] }));

/** The marker of engagement A. */
const ENGAGED_A = { name: "Engaged (A)", tint: "#c0392b", statuses: ["engaged"] };

/** The combat's combatants. */
const combatantsOf = (fight: Fight) => (fight.combat as unknown as { combatants: { contents: Document[] } })
  .combatants.contents;

/** A combatant's actor. */
const actorOf = (combatant: Document) => (combatant as unknown as { actor: Document }).actor;

/** Puts every combatant in the Marsh. */
async function allInMarsh(fight: Fight): Promise<void> {
  for (const c of combatantsOf(fight)) await fight.zones.setZone(c as never, "Marsh");
}

describe("outnumbering on the document layer (Z11, Z12)", () => {
  it("Z12: Ada alone against three orcs faces 2 Hindrance leaving; against four, 4 Hindrance", async () => {
    const fight = await zoneFight();
    await addFighters(fight, "Goblin", 3);
    await allInMarsh(fight);
    const ids = combatantsOf(fight).map((c) => c.id);
    await fight.zones.engage(fight.combat as never, ids.slice(0, 4));
    expect(fight.zones.outnumberingFor(fight.combat as never, fight.adaC.id)).toMatchObject({ ok: true, own: 1,
      enemy: 3, dice: -2, hindrance: 4, easing: 0 });
    expect(fight.zones.outnumberingFor(fight.combat as never, fight.orcC.id)).toMatchObject({ own: 3, enemy: 1,
      dice: 2 });
    await fight.zones.engage(fight.combat as never, [fight.adaC.id, ids[4]!]);
    expect(fight.zones.outnumberingFor(fight.combat as never, fight.adaC.id)).toMatchObject({ enemy: 4, dice: -4 });
  });

  it("Z12: vehicles, mounted riders, carried and defeated characters don't count", async () => {
    const fight = await zoneFight();
    const [g1, g2, g3] = await addFighters(fight, "Goblin", 3);
    await allInMarsh(fight);
    await fight.zones.engage(fight.combat as never, combatantsOf(fight).map((c) => c.id));
    expect(fight.zones.outnumberingFor(fight.combat as never, fight.adaC.id)).toMatchObject({ enemy: 4, dice: -4 });
    expect(await fight.zones.setRole(g1 as never, "mounted")).toBe(true);
    expect(await fight.zones.setRole(g2 as never, "vehicle")).toBe(true);
    expect(fight.zones.outnumberingFor(fight.combat as never, fight.adaC.id)).toMatchObject({ enemy: 2, dice: -2 });
    await g3!.update({ defeated: true });
    await fight.zones.setRole(g1 as never, null);
    expect(fight.zones.outnumberingFor(fight.combat as never, fight.adaC.id)).toMatchObject({ enemy: 2, dice: -2 });
    await fight.zones.setRole(g1 as never, "carried");
    expect(fight.zones.outnumberingFor(fight.combat as never, fight.adaC.id)).toMatchObject({ enemy: 1, dice: 0 });
    expect(fight.zones.roleOf(g2 as never)).toBe("vehicle");
  });

  it("Z12: not engaged, or no such combatant: refused with the rule's reason, nothing written", async () => {
    const fight = await zoneFight();
    const before = fight.foundry.operations.length;
    expect(fight.zones.outnumberingFor(fight.combat as never, fight.adaC.id)).toMatchObject({ ok: false,
      reason: "FRAY.ZONE.Engagement.NotEngaged" });
    expect(fight.zones.outnumberingFor(fight.combat as never, "nobody")).toMatchObject({ ok: false,
      reason: "FRAY.ZONE.Unknown" });
    expect(fight.foundry.operations.length).toBe(before);
  });

  it("Z12: an unknown role or a player's foe: a notice and nothing written", async () => {
    const fight = await zoneFight();
    const before = fight.foundry.operations.length;
    expect(await fight.zones.setRole(fight.orcC as never, "dragon" as never)).toBe(false);
    fight.foundry.loginAs(fight.foundry.player);
    expect(await fight.zones.setRole(fight.orcC as never, "mounted")).toBe(false);
    expect(fight.foundry.operations.length).toBe(before);
    expect(fight.foundry.notices.map((n) => n.message)).toEqual(["dragon is not a role outnumbering knows.",
      "You can do this only for your own characters."]);
  });
});

describe("the engagement on the token (Z11)", () => {
  it("Z11: engaged tokens wear the 'engaged' status, lettered and tinted per engagement, written once", async () => {
    const fight = await zoneFight();
    const [g1, g2] = await addFighters(fight, "Goblin", 2);
    const [bo] = await addFighters(fight, "Bo", 1, 1);
    await allInMarsh(fight);
    await fight.zones.engage(fight.combat as never, [fight.adaC.id, fight.orcC.id]);
    await fight.zones.engage(fight.combat as never, [bo!.id, g1!.id]);
    await settled(fight);
    expect(markers(fight.ada)).toEqual([{ name: "Engaged (A)", tint: "#c0392b", statuses: ["engaged"] }]);
    expect(markers(fight.orc)).toEqual(markers(fight.ada));
    expect(markers(actorOf(bo!))).toEqual([{ name: "Engaged (B)", tint: "#2471a3", statuses: ["engaged"] }]);
    expect(markers(actorOf(g2!))).toEqual([]);
    const writes = fight.foundry.operations.filter((o) => o.documentName === "ActiveEffect").length;
    await fight.zones.setZone(g2 as never, "Ford");
    await settled(fight);
    expect(spot(g2!)).toMatchObject({ zone: fight.ford.id });
    expect(fight.foundry.operations.filter((o) => o.documentName === "ActiveEffect").length).toBe(writes);
  });

  it("Z11: leaving the engagement takes the marker off; a deleted combatant's engagement dissolves with it", async () => {
    const fight = await zoneFight();
    const [bo] = await addFighters(fight, "Bo", 1, 1);
    await allInMarsh(fight);
    await fight.zones.engage(fight.combat as never, [fight.adaC.id, bo!.id, fight.orcC.id]);
    await settled(fight);
    await fight.zones.disengage(bo as never);
    await settled(fight);
    expect(markers(actorOf(bo!))).toEqual([]);
    expect(markers(fight.ada)).toHaveLength(1);
    await fight.orcC.delete();
    await settled(fight);
    expect(spot(fight.adaC)).toMatchObject({ engagement: null });
    expect([markers(fight.ada), markers(fight.orc)]).toEqual([[], []]);
  });

  it("Z11: a player's client never writes markers (the active GM's does, once)", async () => {
    const fight = await zoneFight();
    const [bo] = await addFighters(fight, "Bo", 1, 1);
    await allInMarsh(fight);
    await fight.zones.engage(fight.combat as never, [fight.adaC.id, bo!.id, fight.orcC.id]);
    await settled(fight);
    fight.foundry.loginAs(fight.foundry.player);
    const writers: string[] = [];
    const record = (name: string) => () => writers.push(`${name} ${String(fight.foundry.game.user?.id)}`);
    Hooks.on("preUpdateCombatant", record("Combatant"));
    Hooks.on("preDeleteActiveEffect", record("ActiveEffect"));
    // A player leaves only through the movement roll (zones.disengage is the GM's); a flag write stands in for it
    // here, where the combatants are Foundry's own (Fray's put a player's write back: test/trust/zones.test.ts).
    await fight.adaC.update({ "flags.fray.zone.engagement": null });
    await settled(fight);
    expect(spot(fight.adaC)).toMatchObject({ engagement: null });
    expect(writers).toEqual([`Combatant ${fight.foundry.player.id}`, `ActiveEffect ${fight.foundry.gm.id}`]);
    expect(markers(fight.ada)).toEqual([]);
    expect(markers(fight.orc)).toHaveLength(1);
  });

  it("Z11: only the active Lur-Asko fight marks tokens, once, however often the rulebook switches", async () => {
    const fight = await zoneFight();
    await allInMarsh(fight);
    await fight.zones.engage(fight.combat as never, [fight.adaC.id, fight.orcC.id]);
    await settled(fight);
    const lurasko = fight.combat as unknown as Document & { update(data: object): Promise<unknown> };
    // The GM switches to Legend and runs a fight of the same tokens there, placed and engaged through the zones API.
    await fight.foundry.game.settings.set("fray", "preset", "legend");
    await lurasko.update({ active: false });
    const legend = (await fight.cls("Combat").create({ scene: fight.scene.id, active: true }))!;
    const rows = await legend.createEmbeddedDocuments("Combatant", [
      { actorId: fight.ada.id, tokenId: fight.adaToken.id, sceneId: fight.scene.id, name: "Ada" },
      { actorId: fight.orc.id, tokenId: fight.orcToken.id, sceneId: fight.scene.id, name: "Orc" }]);
    for (const c of rows) await fight.zones.setZone(c as never, "Marsh");
    await fight.zones.engage(legend as never, rows.map((c) => c.id));
    await settled(fight);
    expect([markers(fight.ada), markers(fight.orc)]).toEqual([[], []]);
    // Back to Lur-Asko and away again, twice: the Lur-Asko fight's marker comes back with it, one a token.
    for (let i = 0; i < 2; i += 1) {
      await fight.foundry.game.settings.set("fray", "preset", "lurasko");
      await legend.update({ active: false });
      await lurasko.update({ active: true });
      await settled(fight);
      expect([markers(fight.ada), markers(fight.orc)]).toEqual([[ENGAGED_A], [ENGAGED_A]]);
      await fight.foundry.game.settings.set("fray", "preset", "sides");
      await lurasko.update({ active: false });
      await legend.update({ active: true });
      await settled(fight);
      expect([markers(fight.ada), markers(fight.orc)]).toEqual([[], []]);
    }
  });

  it("Z11: deleting the combat takes its markers off", async () => {
    const fight = await zoneFight();
    await allInMarsh(fight);
    await fight.zones.engage(fight.combat as never, [fight.adaC.id, fight.orcC.id]);
    await settled(fight);
    await fight.combat.delete();
    await settled(fight);
    expect([markers(fight.ada), markers(fight.orc)]).toEqual([[], []]);
  });
});

describe("placing by name (Z10)", () => {
  it("Z10: a region without the zone behavior is refused by name, not taken as a free name", async () => {
    const fight = await zoneFight();
    const before = fight.foundry.operations.length;
    expect(await fight.zones.setZone(fight.adaC as never, "Shade")).toMatchObject({ ok: false,
      reason: "FRAY.ZONE.NotAZone" });
    expect(fight.foundry.operations.length).toBe(before);
    expect(fight.foundry.notices.at(-1)!.message).toMatch(/Shade is no zone/);
  });
});
