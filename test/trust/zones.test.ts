import { describe, expect, it } from "vitest";
import { scriptFaces } from "../foundry/dice.js";
import { regionEventsHandled, type TokenDocument } from "../foundry/scene.js";
import { movementFight } from "../documents/movement/world.js";

// Item 6 of "Trust", the zones (Z11, Z12): a player leaves an engagement only through the movement roll; the GM
// alone takes a combatant out directly.

/** Ada (the player's) engaged with Orc and Gob in Marsh by the GM, in the movement phase on Ada's turn. */
async function engaged() {
  const w = await movementFight();
  await w.zones.engage(w.combat as never, [w.by("Ada").id!, w.by("Orc").id!, w.by("Gob").id!]);
  await w.settle();
  const engagement = w.spot("Ada").engagement;
  expect(engagement).not.toBeNull();
  return { w, engagement };
}

describe("Trust 6: no way out of an engagement for a player but the movement roll", () => {
  it("zones.disengage from a player is refused with a notice and writes nothing", async () => {
    const { w, engagement } = await engaged();
    w.foundry.loginAs(w.foundry.player);
    const before = w.foundry.operations.length;
    expect(await w.zones.disengage(w.by("Ada") as never)).toMatchObject({ ok: false,
      reason: "FRAY.Trust.disengageRefused" });
    await w.settle();
    expect([w.spot("Ada").engagement, w.foundry.operations.length]).toEqual([engagement, before]);
    expect(w.foundry.notices.at(-1)?.message).toMatch(/takes the movement roll/);
  });

  it("placing an engaged combatant in another zone (zones.setZone, or moving its token) leaves no engagement",
    async () => {
      const { w, engagement } = await engaged();
      w.foundry.loginAs(w.foundry.player);
      expect(await w.zones.setZone(w.by("Ada") as never, "Ford")).toMatchObject({ ok: false });
      const ada = w.tokens.find((t) => t.name === "Ada") as TokenDocument;
      await ada.update({ x: 600, y: 100 });
      await regionEventsHandled();
      await w.settle();
      expect(w.spot("Ada")).toMatchObject({ zone: w.marsh.id, engagement });
    });

  it("a player's direct write of the zone flag is put back by the active GM, with a notice naming them", async () => {
    const { w, engagement } = await engaged();
    w.foundry.loginAs(w.foundry.player);
    await w.by("Ada").update({ "flags.fray.zone": { zone: w.ford.id, group: null, engagement: null } } as never);
    await w.settle();
    expect(w.spot("Ada")).toMatchObject({ zone: w.marsh.id, engagement });
    expect(w.foundry.notices.at(-1)?.message).toMatch(/Player changed the engagement of Ada directly/);
  });

  it("the movement roll still takes the player out, and the GM may disengage directly", async () => {
    const { w } = await engaged();
    w.foundry.loginAs(w.foundry.player);
    scriptFaces([12, 1], [4, 1], [4, 1], [4, 1], [4, 2]);
    expect(await w.ask("Ada", { step: "move" })).toBe(true);
    await w.settle();
    expect(w.spot("Ada").engagement).toBeNull();
    w.foundry.loginAs(w.foundry.gm);
    await w.zones.engage(w.combat as never, [w.by("Bo").id!, w.by("Orc").id!]);
    expect(await w.zones.disengage(w.by("Bo") as never)).toMatchObject({ ok: true });
    expect(w.spot("Bo").engagement).toBeNull();
  });
});
