// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import { movementFight } from "../documents/movement/world.js";

// Issue 28, Z14: a zone flag naming the enemy group to borrow its protection.

describe("Z14: a zone flag naming the enemy group to borrow its protection", () => {
  it("Z14 a zone flag naming the enemy group: the player's write is put back by the active GM, with a notice",
    async () => {
      const w = await movementFight();
      await w.zones.groupUp(w.combat as never, [w.by("Orc").id!, w.by("Gob").id!]);
      await w.settle();
      const enemies = w.spot("Orc").group;
      expect(enemies).not.toBeNull();
      w.foundry.loginAs(w.foundry.player);
      await w.by("Ada").update({ "flags.fray.zone": { zone: w.marsh.id, group: enemies, engagement: null } } as never);
      await w.settle();
      expect(w.spot("Ada")).toMatchObject({ zone: w.marsh.id, group: null, engagement: null });
      expect(w.foundry.notices.at(-1)?.message).toMatch(/Player changed the group of Ada directly/);
    });

});
