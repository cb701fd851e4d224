import { describe, expect, it } from "vitest";
import { startSession } from "../../preview/session.js";

describe("the tracker's parts follow the viewed combat's turn model", () => {
  it("S1: a Legend fight, then a Sides fight viewed: only the Sides fight's rows are drawn (the turns part leaves)",
    async () => {
      const session = await startSession("legend");
      const state = await session.interact({ kind: "preset", preset: "sides" } as never);
      const pane = state.panes.find((p) => p.role === "combat")!;
      const drawn = [...pane.html.matchAll(/data-combatant-id="(\w+)"/g)].map((m) => m[1]).sort();
      const viewed = (ui as unknown as { combat: { viewed: Combat.Implementation } }).combat.viewed;
      expect(drawn).toEqual(viewed.combatants.contents.map((c) => c.id).sort());
      expect(pane.html).not.toContain('data-application-part="turns"');
    }, 60_000);
});
