import { describe, expect, it } from "vitest";
import type { Document } from "../../foundry/documents.js";
import { regionEventsHandled } from "../../foundry/scene.js";
import { moveTo, spot, zoneFight } from "./world.js";

describe("zones in Foundry (Z10, Z11)", () => {
  it("Z10: a player's token walking into a zone puts its combatant there, written once by the mover; leaving clears it",
    async () => {
      const { foundry, adaToken, adaC, marsh, ford } = await zoneFight();
      foundry.loginAs(foundry.player);
      const before = foundry.operations.length;
      await moveTo(adaToken, 100);
      expect(spot(adaC)).toEqual({ zone: marsh.id, group: null, engagement: null });
      expect(foundry.operations.slice(before).filter((o) => o.documentName === "Combatant")).toHaveLength(1);
      await moveTo(adaToken, 600);
      expect(spot(adaC)).toMatchObject({ zone: ford.id });
      await moveTo(adaToken, 2000);
      expect(spot(adaC)).toMatchObject({ zone: null });
    });

  it("Z10: a region without the zone behavior, or with it disabled, is no zone", async () => {
    const { adaToken, adaC, marsh, zones } = await zoneFight();
    await marsh.behaviors.contents[0]!.update({ disabled: true });
    await moveTo(adaToken, 100);
    expect(spot(adaC)).toBeNull();
    expect(zones.tokenZone(adaToken as never)).toEqual({ zone: null, notice: null });
  });

  it("Z10: where zones overlap the smaller one counts, and the mover is told which", async () => {
    const { foundry, scene, adaToken, adaC } = await zoneFight();
    const [well] = await scene.createEmbeddedDocuments("Region", [{ name: "Well",
      shapes: [{ type: "rectangle", x: 0, y: 0, width: 200, height: 200 }] }]);
    await well!.createEmbeddedDocuments("RegionBehavior", [{ name: "Zone", type: "zone" }]);
    await moveTo(adaToken, 50, 50);
    expect(spot(adaC)).toMatchObject({ zone: well!.id });
    expect(foundry.notices.at(-1)!.message).toContain("it counts as in Well");
  });

  it("Z10: one move into three overlapping zones tells the mover once which counts", async () => {
    const { foundry, scene, adaToken, adaC } = await zoneFight();
    const [well, pit] = await scene.createEmbeddedDocuments("Region", [
      { name: "Well", shapes: [{ type: "rectangle", x: 0, y: 0, width: 200, height: 200 }] },
      { name: "Pit", shapes: [{ type: "rectangle", x: 0, y: 0, width: 100, height: 100 }] }]);
    for (const region of [well!, pit!]) await region.createEmbeddedDocuments("RegionBehavior", [{ name: "Zone",
      type: "zone" }]);
    const before = foundry.notices.length;
    await moveTo(adaToken, 20, 20);
    expect(spot(adaC)).toMatchObject({ zone: pit!.id });
    expect(foundry.notices.slice(before).map((n) => n.message)).toEqual([
      expect.stringContaining("it counts as in Pit")]);
  });

  it("Z10: a zone deleted mid-fight leaves its combatants without a zone, with a warning naming them", async () => {
    const { foundry, adaToken, adaC, marsh } = await zoneFight();
    await moveTo(adaToken, 100);
    await marsh.delete();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(spot(adaC)).toMatchObject({ zone: null });
    expect(foundry.notices.at(-1)).toEqual({ type: "warn",
      message: "The zone Marsh is gone; Ada have no zone until placed again." });
  });

  it("Z10 without a canvas: setZone by a zone's name or any name; ranges long, medium, then short once engaged",
    async () => {
      const { zones, combat, adaC, orcC, adaToken, orcToken, marsh } = await zoneFight();
      await zones.setZone(adaC as never, "Marsh");
      await zones.setZone(orcC as never, "Hill");
      expect(spot(adaC)).toMatchObject({ zone: marsh.id });
      expect(spot(orcC)).toMatchObject({ zone: "Hill" });
      expect(zones.rangeBetween(adaToken as never, orcToken as never)).toEqual({ ok: true, range: "long", why: "zones" });
      await zones.setZone(orcC as never, marsh.id);
      expect(zones.rangeBetween(adaToken as never, { document: orcToken } as never))
        .toEqual({ ok: true, range: "medium", why: "zone" });
      await zones.engage(combat as never, [adaC.id, orcC.id]);
      expect(zones.rangeBetween(adaToken as never, orcToken as never))
        .toEqual({ ok: true, range: "short", why: "engagement" });
    });

  it("Z10: a range needs both in a zone (refused with its reason, nothing written)", async () => {
    const { zones, adaToken, orcToken, foundry } = await zoneFight();
    const before = foundry.operations.length;
    expect(zones.rangeBetween(adaToken as never, orcToken as never)).toMatchObject({ ok: false,
      reason: "FRAY.ZONE.Range.NoZone" });
    expect(foundry.operations.length).toBe(before);
  });

  it("Z11: a player may not group up or place a character they don't own; a notice and nothing written", async () => {
    const { foundry, zones, combat, adaC, orcC } = await zoneFight();
    foundry.loginAs(foundry.player);
    const before = foundry.operations.length;
    expect(await zones.setZone(orcC as never, "Marsh")).toMatchObject({ ok: false, reason: "FRAY.ZONE.NotOwner" });
    expect(await zones.groupUp(combat as never, [adaC.id, orcC.id])).toMatchObject({ ok: false });
    expect(await zones.engage(combat as never, [adaC.id, orcC.id])).toMatchObject({ reason: "FRAY.ZONE.GMOnly" });
    expect(foundry.operations.length).toBe(before);
    expect(foundry.notices.map((n) => n.type)).toEqual(["warn", "warn", "warn"]);
  });

  it("Z11: allies group up in one zone; an engagement with a deleted combatant dissolves, with a notice", async () => {
    const { foundry, zones, combat, adaC, orcC, Actor } = await zoneFight();
    const bo = (await Actor.create({ name: "Bo", type: "character" }))!;
    const [boC] = await combat.createEmbeddedDocuments("Combatant", [{ actorId: bo.id, name: "Bo" }]);
    for (const c of [adaC, orcC, boC!]) await zones.setZone(c as never, "Marsh");
    expect(await zones.groupUp(combat as never, [adaC.id, orcC.id])).toMatchObject({ ok: false,
      reason: "FRAY.ZONE.Group.NotAllies" });
    expect(await zones.groupUp(combat as never, [adaC.id, boC!.id])).toMatchObject({ ok: true });
    const group = (spot(adaC) as { group: string }).group;
    expect(spot(boC!)).toMatchObject({ group });
    await zones.engage(combat as never, [adaC.id, orcC.id]);
    expect(spot(boC!)).toMatchObject({ engagement: (spot(adaC) as { engagement: string }).engagement });
    await orcC.delete();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect([spot(adaC), spot(boC!)].map((s) => (s as { engagement: unknown }).engagement)).toEqual([null, null]);
    expect(foundry.notices.at(-1)!.message).toMatch(/engagements dissolved: 1/);
  });

  it("Z10, Z11: only a zones fight posts the zone notices; a Legend fight's dissolved group or gone zone says nothing",
    async () => {
      const { foundry, zones, combat, cls, scene, marsh, ada, orc, adaToken, orcToken, Actor } = await zoneFight();
      await combat.delete();
      await foundry.game.settings.set("fray", "preset", "legend");
      const bo = (await Actor.create({ name: "Bo", type: "character" }))!;
      const legend = (await cls("Combat").create({ scene: scene.id, active: true }))!;
      const [adaC, orcC, boC] = await legend.createEmbeddedDocuments("Combatant", [
        { actorId: ada.id, tokenId: adaToken.id, sceneId: scene.id, name: "Ada" },
        { actorId: orc.id, tokenId: orcToken.id, sceneId: scene.id, name: "Orc" }, { actorId: bo.id, name: "Bo" }]);
      for (const c of [adaC!, orcC!, boC!]) await zones.setZone(c as never, "Marsh");
      await zones.groupUp(legend as never, [adaC!.id, boC!.id]);
      await zones.engage(legend as never, [adaC!.id, orcC!.id]);
      const before = foundry.notices.length;
      await orcC!.delete();
      await boC!.delete();
      await marsh.delete();
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(foundry.notices.slice(before)).toEqual([]);
    });

  it("Z10: targeting a token tells the player the range from the token they control", async () => {
    const { foundry, scene, zones, adaC, orcC, adaToken } = await zoneFight();
    await zones.setZone(adaC as never, "Marsh");
    await zones.setZone(orcC as never, "Ford");
    await (scene as unknown as { view(): Promise<unknown> }).view();
    foundry.loginAs(foundry.player);
    foundry.canvas.tokens.get(adaToken.id)!.control();
    const orc = foundry.canvas.tokens.placeables.find((t) => t.name === "Orc")!;
    orc.setTarget(true);
    expect(foundry.notices.at(-1)).toEqual({ type: "info", message: "Orc: Long range from Ada (different zones)." });
    await regionEventsHandled();
  });
});

/** Keeps the Document type import used for the helpers' return types. */
export type { Document };
