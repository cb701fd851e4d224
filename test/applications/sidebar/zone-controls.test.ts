// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import { answerInputs, shownDialogs } from "../../foundry/dialog.js";
import type { Document } from "../../foundry/documents.js";
import { ContextMenu } from "../../foundry/context-menu.js";
import type { RegionDocument, SceneDocument } from "../../foundry/scene.js";
import { trackerWorld } from "./world.js";

/** A Lur-Asko tracker over a combat on a scene with the zones Marsh and Ford and the plain region Shade: the player's
 * Ada and Bo, and the enemy Orc and Gob, none with a token (theatre of the mind, with the scene's zone names). */
async function zoneTracker() {
  const world = await trackerWorld("lurasko");
  const zones = await import("../../../src/documents/zones/index.js");
  zones.registerZoneHooks();
  const Scene = world.foundry.CONFIG.Scene!.documentClass as typeof Document;
  const scene = (await Scene.create({ name: "Fen" })) as SceneDocument;
  const rect = (x: number) => ({ type: "rectangle", x, y: 0, width: 500, height: 500 });
  const [marsh, ford] = (await scene.createEmbeddedDocuments("Region", [{ name: "Marsh", shapes: [rect(0)] },
    { name: "Ford", shapes: [rect(500)] }, { name: "Shade", shapes: [rect(0)] }])) as RegionDocument[];
  await marsh!.createEmbeddedDocuments("RegionBehavior", [{ name: "Zone", type: "zone" }]);
  await ford!.createEmbeddedDocuments("RegionBehavior", [{ name: "Zone", type: "zone" }]);
  const { combat, by } = await world.fight([{ name: "Ada", player: true, initiative: 9 },
    { name: "Bo", player: true, initiative: 7 }, { name: "Orc", initiative: 5 }, { name: "Gob", initiative: 3 }]);
  await combat.update({ scene: scene.id } as never);
  await world.show();
  const zone = (name: string) => (by(name) as unknown as Document).getFlag("fray", "zone") as { zone: string | null; group: string | null;
    engagement: string | null } | undefined;
  const line = (name: string) => world.row(name).querySelector<HTMLElement>(".fray-zone-line")!;
  const clickIn = (name: string, action: string) =>
    world.click(`[data-combatant-id="${by(name).id}"] [data-action=${action}]`);
  return { ...world, zones, scene, marsh: marsh!, ford: ford!, combat, by, zone, line, clickIn };
}

describe("the zone line of tracker rows (Z10–Z12)", () => {
  it("Z10: the GM places a combatant by a zone's name or a free name from the row; the dialog offers both", async () => {
    const t = await zoneTracker();
    expect(t.line("Ada").querySelector(".fray-zone-name")!.textContent).toMatch(/No zone/);
    answerInputs({ zone: "Marsh" }, { zone: "Hill" });
    await t.clickIn("Ada", "frayZonePlace");
    await t.clickIn("Orc", "frayZonePlace");
    expect(t.zone("Ada")).toMatchObject({ zone: t.marsh.id });
    expect(t.zone("Orc")).toMatchObject({ zone: "Hill" });
    expect(t.line("Ada").querySelector(".fray-zone-name")!.textContent!.trim()).toBe("Marsh");
    expect(t.line("Orc").querySelector(".fray-zone-name")!.textContent!.trim()).toBe("Hill");
    answerInputs(null);
    await t.clickIn("Bo", "frayZonePlace");
    const offered = shownDialogs().at(-1)!.content;
    expect([...offered.matchAll(/<option value="([^"]+)">/g)].map((m) => m[1])).toEqual(["Marsh", "Ford", "Hill"]);
    expect(t.zone("Bo")).toBeUndefined();
  });

  it("Z11, Z12: grouped allies and engaged groups show matching letters and colours, and the odds of leaving",
    async () => {
      const t = await zoneTracker();
      for (const name of ["Ada", "Bo", "Orc", "Gob"]) await t.zones.setZone(t.by(name) as never, "Marsh");
      await t.idle();
      answerInputs({ [t.by("Bo").id!]: true }, { [t.by("Orc").id!]: true });
      await t.clickIn("Ada", "frayZoneGroup");
      await t.clickIn("Ada", "frayZoneEngage");
      const badge = (name: string, kind: string) => {
        const el = t.line(name).querySelector<HTMLElement>(`.fray-zone-badge.${kind}`);
        return el ? `${el.textContent!.trim()} ${el.style.getPropertyValue("--fray-badge")}` : null;
      };
      expect(["Ada", "Bo", "Orc", "Gob"].map((n) => badge(n, "engagement"))).toEqual(["A #c0392b", "A #c0392b",
        "A #c0392b", null]);
      expect(badge("Ada", "group")).toBe(badge("Bo", "group"));
      expect(t.line("Orc").querySelector(".fray-zone-odds")!.className).toMatch(/hindrance/);
      expect(t.line("Orc").querySelector(".fray-zone-odds")!.textContent).toBe("2 Hindrance");
      expect(t.line("Ada").querySelector(".fray-zone-odds")!.textContent).toBe("+2 Easing");
      expect(t.line("Gob").querySelector(".fray-zone-odds")).toBeNull();
    });

  it("Z11: a player groups up their own characters, may not engage, and sees no controls on others' rows", async () => {
    const t = await zoneTracker();
    for (const name of ["Ada", "Bo", "Orc"]) await t.zones.setZone(t.by(name) as never, "Marsh");
    t.foundry.loginAs(t.foundry.player);
    await t.show();
    expect(t.line("Orc").querySelector(".fray-zone-controls")).toBeNull();
    expect(t.line("Ada").querySelector("[data-action=frayZoneEngage]")).toBeNull();
    answerInputs({ [t.by("Bo").id!]: true });
    await t.clickIn("Ada", "frayZoneGroup");
    expect(t.zone("Bo")!.group).toBe(t.zone("Ada")!.group);
    expect(t.zone("Ada")!.group).not.toBeNull();
    await t.clickIn("Bo", "frayZoneUngroup");
    expect([t.zone("Ada")!.group, t.zone("Bo")!.group]).toEqual([null, null]);
  });

  it("Z11: grouping with nobody checked or nobody in the zone: the rule's reason as a notice, nothing written",
    async () => {
      const t = await zoneTracker();
      await t.zones.setZone(t.by("Ada") as never, "Marsh");
      await t.idle();
      const before = t.foundry.operations.length;
      await t.clickIn("Ada", "frayZoneGroup");
      expect(t.foundry.notices.at(-1)!.message).toBe("No ally of Ada stands in the same zone to group up with.");
      expect(t.foundry.operations.length).toBe(before);
      await t.zones.setZone(t.by("Bo") as never, "Marsh");
      await t.idle();
      const after = t.foundry.operations.length;
      answerInputs({});
      await t.clickIn("Ada", "frayZoneGroup");
      expect(t.foundry.notices.at(-1)!.message).toBe("A group holds 2 to 10 characters, not 1.");
      expect(t.foundry.operations.length).toBe(after);
    });

  it("Z10: a region without the zone behavior typed as a zone: refused with a notice, nothing written", async () => {
    const t = await zoneTracker();
    const before = t.foundry.operations.length;
    answerInputs({ zone: "Shade" });
    await t.clickIn("Ada", "frayZonePlace");
    expect(t.foundry.operations.length).toBe(before);
    expect(t.foundry.notices.at(-1)!.message).toMatch(/Shade is no zone/);
  });

  it("Z10: a zone deleted mid-fight: the row shows no zone and loses its engagement", async () => {
    const t = await zoneTracker();
    for (const name of ["Ada", "Orc"]) await t.zones.setZone(t.by(name) as never, "Ford");
    await t.zones.engage(t.combat as never, [t.by("Ada").id!, t.by("Orc").id!]);
    await t.ford.delete();
    await t.idle();
    await t.show();
    expect(t.line("Ada").querySelector(".fray-zone-name")!.textContent).toMatch(/No zone/);
    expect(t.line("Ada").querySelector(".fray-zone-badge")).toBeNull();
  });

  it("Z11, Z12: the GM's row menu places, engages, disengages and marks a mounted rider", async () => {
    const t = await zoneTracker();
    const menu = t.tracker.contextMenuFor(t.row("Orc"))!;
    answerInputs({ zone: "Marsh" });
    expect(await menu.choose(t.row("Orc"), "FRAY.ZONE.Tracker.place")).toBe(true);
    await t.zones.setZone(t.by("Ada") as never, "Marsh");
    await t.idle();
    answerInputs({ [t.by("Ada").id!]: true });
    expect(await menu.choose(t.row("Orc"), "FRAY.ZONE.Tracker.engage")).toBe(true);
    await t.idle();
    expect(t.zone("Ada")!.engagement).toBe(t.zone("Orc")!.engagement);
    expect(await menu.choose(t.row("Orc"), "FRAY.ZONE.Menu.role.mounted")).toBe(true);
    await t.idle();
    expect(t.line("Orc").querySelector(".fray-zone-role")!.textContent).toBe("Mounted rider");
    expect(await menu.choose(t.row("Ada"), "FRAY.ZONE.Tracker.disengage")).toBe(true);
    await t.idle();
    expect(t.zone("Ada")!.engagement).toBeNull();
    t.foundry.loginAs(t.foundry.player);
    expect(menu.open(t.row("Ada")).map(ContextMenu.labelOf).filter((l) => l.startsWith("FRAY.ZONE"))).toEqual([]);
  });

  it("Z11: engaging more than 20 from the row: refused with the rule's reason (split it), nothing written", async () => {
    const world = await trackerWorld("lurasko");
    const zones = await import("../../../src/documents/zones/index.js");
    const crowd = Array.from({ length: 20 }, (_, i) => ({ name: `Orc ${i + 1}`, initiative: 1 }));
    const { combat, by } = await world.fight([{ name: "Ada", player: true, initiative: 9 }, ...crowd]);
    for (const c of combat.combatants.contents) await zones.setZone(c as never, "Hill");
    await world.show();
    const before = world.foundry.operations.length;
    answerInputs(Object.fromEntries(crowd.map((f) => [by(f.name).id!, true])));
    await world.click(`[data-combatant-id="${by("Ada").id}"] [data-action=frayZoneEngage]`);
    expect(world.foundry.notices.at(-1)!.message).toBe(
      "An engagement of 21 is too large: split it into engagements of at most 20.");
    expect(world.foundry.operations.length).toBe(before);
  });

  it("under another turn model rows have no zone line", async () => {
    const world = await trackerWorld("legend");
    await world.fight([{ name: "Ada", player: true, initiative: 9 }]);
    await world.show();
    expect(world.row("Ada").querySelector(".fray-zone-line")).toBeNull();
  });
});
