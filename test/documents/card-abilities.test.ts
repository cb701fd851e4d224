// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import { combatWorld } from "./world.js";
import type { Document } from "../foundry/documents.js";

/** An actor as these tests read it. */
type Actor = Document & { effects: { contents: { name: string; origin: string }[] };
  items: { contents: Document[] } };
/** The ability as these tests read it. */
type Ability = Document & { system: { uses: { value: number } } };

/** A legend fight (Ada 20, Orc 5) in which Ada has "Rally" (a `kind` action, 2 uses, one effect). */
async function rallyFight(kind: string) {
  const w = await combatWorld("legend");
  const { cardApi } = await import("../../src/documents/cards/api.js");
  const { combat, by } = await w.fight([{ name: "Ada", player: true, initiative: 20 }, { name: "Orc", initiative: 5 }]);
  const ada = by("Ada").actor as unknown as Actor;
  const [rally] = await ada.createEmbeddedDocuments("Item", [{ name: "Rally", type: "ability",
    system: { action: kind, uses: { value: 2, max: 2 } },
    effects: [{ name: "Rallied", changes: [], transfer: false }] }]);
  const use = () => cardApi.useAbility(ada as never, rally as never);
  const start = async () => {
    await combat.startCombat();
    await w.settle(combat);
  };
  return { w, combat, ada, rally: rally as Ability, use, start, spent: () => by("Ada").system.spent };
}

describe("using an ability spends its action in a running fight (L7 through the combatant's spendAction)", () => {
  it("L7: on Ada's turn Rally spends her standard action, a use and applies its effect", async () => {
    const { ada, rally, use, start, spent } = await rallyFight("standard");
    await start();
    expect(await use()).toBe(true);
    expect(spent()).toMatchObject({ standard: 1 });
    expect(rally.system.uses.value).toBe(1);
    expect(ada.effects.contents.map((e) => [e.name, e.origin])).toEqual([["Rallied", rally.uuid]]);
  });

  it("L7: a second standard action the same turn is refused: a notice, no use spent, no effect", async () => {
    const { w, ada, rally, use, start, spent } = await rallyFight("standard");
    await start();
    await use();
    const writes = w.foundry.operations.length;
    expect(await use()).toBe(false);
    expect(w.foundry.operations.length).toBe(writes);
    expect(w.foundry.notices.at(-1)!.message).toBe("No standard action left this turn.");
    expect([spent().standard, rally.system.uses.value, ada.effects.contents.length]).toEqual([1, 1, 1]);
  });

  it("L7: off her turn (the Orc's) Rally's standard action is refused and nothing is spent", async () => {
    const { w, combat, rally, use, start } = await rallyFight("standard");
    await start();
    await combat.nextTurn();
    await w.settle(combat);
    const writes = w.foundry.operations.length;
    expect(await use()).toBe(false);
    expect(w.foundry.notices.at(-1)!.message).toBe("The standard action can only be taken on your own turn.");
    expect(w.foundry.operations.length).toBe(writes);
    expect(rally.system.uses.value).toBe(2);
  });

  it("before the fight starts, and for an ability with no action, only a use is spent", async () => {
    const { combat, rally, use, spent } = await rallyFight("standard");
    expect(await use()).toBe(true);
    expect([rally.system.uses.value, spent().standard ?? 0]).toEqual([1, 0]);
    const free = await rallyFight("");
    await free.start();
    expect(await free.use()).toBe(true);
    expect([free.rally.system.uses.value, free.spent().standard ?? 0]).toEqual([1, 0]);
    expect(combat.started).toBe(false);
  });
});
