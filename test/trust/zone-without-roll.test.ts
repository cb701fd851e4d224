// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import { movementFight } from "../documents/movement/world.js";

// Issue 28, Z7: a zone changed by dragging or "Place in a zone" with no movement roll.

describe("Z7: a zone changed with no movement roll", () => {
  it("Z7 a zone changed by 'Place in a zone' with no movement roll is put back by the active GM, with a notice",
    async () => {
      const w = await movementFight();
      w.foundry.loginAs(w.foundry.player);
      await w.zones.setZone(w.by("Ada") as never, "Ford");
      await w.settle();
      expect(w.spot("Ada")).toMatchObject({ zone: w.marsh.id, engagement: null });
      expect(w.foundry.notices.at(-1)?.message).toMatch(/Player changed the zone of Ada without a movement roll/);
    });

  it("Z7 a zone flag written directly with no movement roll is put back; the GM's own placing stands", async () => {
    const w = await movementFight();
    w.foundry.loginAs(w.foundry.player);
    await w.by("Ada").update({ "flags.fray.zone": { zone: w.ford.id, group: null, engagement: null } } as never);
    await w.settle();
    expect(w.spot("Ada").zone).toBe(w.marsh.id);
    w.foundry.loginAs(w.foundry.gm);
    await w.zones.setZone(w.by("Ada") as never, "Ford");
    await w.settle();
    expect(w.spot("Ada").zone).toBe(w.ford.id);
  });
});
