// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import { scriptFaces } from "../foundry/dice.js";
import { cardWorld } from "../documents/card-world.js";
import { rangeWorld, type Card } from "../documents/range-world.js";

describe("issue 28, L10: the range is the GM's measure from the attacker's own token", () => {
  it("L10: a spear \"from\" the target's own token is measured from the Hero's: 10 squares (50 ft) is beyond its "
    + "Melee 5 ft, refused", async () => {
    const { w, hero, scene } = await rangeWorld({ range: { category: "melee" } }, { player: true });
    const [target] = await scene.createEmbeddedDocuments("Token", [{ name: "Foe", actorId: w.foundry.game.actors
      .find((a) => a.name === "Foe")!.id, actorLink: true, disposition: -1, x: 1000, y: 0 }]);
    await w.foundry.canvas.draw(scene as never);
    w.foundry.loginAs(w.foundry.player);
    scriptFaces([20, 15]);
    const card = await w.api.attack(hero as never, w.weaponOf(hero) as never, { targets: [target], token: target });
    expect(card).toBeNull();
    expect(w.foundry.notices.at(-1)!.message).toContain("50 ft");
  });

  it("L10: a player's options.range is not theirs to choose: Legend, no token to measure, a Long bow with "
    + "`range: \"extreme\"` rolls d20 12 against AC 10 with no −4, a hit", async () => {
    const w = await cardWorld("legend", { range: { category: "long" } });
    const hero = await w.fighter("Hero", {}, true);
    const foe = await w.fighter("Foe", { defenses: { ac: 10 }, hp: { value: 20, max: 20 } });
    w.foundry.loginAs(w.foundry.player);
    scriptFaces([20, 12]);
    const card = await w.api.attack(hero as never, w.weaponOf(hero) as never,
      { targets: [foe], options: { range: "extreme" } }) as unknown as Card;
    expect(card.system.targets[0]!.outcome).toMatchObject({ outcome: "hit", total: 12 });
  });
});
