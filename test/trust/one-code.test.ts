import { describe, expect, it } from "vitest";
import { combatWorld } from "../documents/world.js";

/** The GM's handler of the combatant-action query, as registered in CONFIG.queries. */
type Handler = (data: unknown) => Promise<{ ok: boolean; reason?: string }>;

describe("issue 28: two combatant-action queries with one code", () => {
  it("L7: both brought at once while the GM's copy of the User still holds the code: one runs, the other is refused",
    async () => {
      const world = await combatWorld("legend");
      const { combat, by } = await world.fight([{ name: "hero", player: true, initiative: 9 },
        { name: "orc", initiative: 1 }]);
      await combat.startCombat();
      await world.settle(combat);
      const nonce = "twiceAskedCode01";
      world.foundry.loginAs(world.foundry.player);
      await world.foundry.player.update({ [`flags.fray.requests.${nonce}`]: { combatId: combat.id,
        combatantId: by("hero").id, action: "spend", kind: "standard" } });
      world.foundry.loginAs(world.foundry.gm);
      const handler = (world.foundry.CONFIG.queries as Record<string, Handler>)["fray.combatantAction"]!;
      const data = { userId: world.foundry.player.id, nonce };
      const answers = await Promise.all([handler(data), handler({ ...data })]);
      expect(answers.map((a) => a.ok)).toEqual([true, false]);
      expect(answers[1]!.reason).toBe("FRAY.COMBAT.Notice.Unverified");
      expect(by("hero").system.spent.standard).toBe(1);
    });
});
