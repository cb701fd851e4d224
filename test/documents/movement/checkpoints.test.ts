// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import type { Document } from "../../foundry/documents.js";
import type { TokenDocument } from "../../foundry/scene.js";
import { regionEventsHandled } from "../../foundry/scene.js";
import { combatWorld } from "../world.js";
import { cell, freeHitWorld } from "../free-hits/world.js";
import { spot, zoneFight } from "../zones/world.js";

// Foundry moves a token through its checkpoints in one update each (TokenMeasuredMovementWaypoint#checkpoint, api v14:
// "There's an update/movement operation for each checkpoint in a movement path"), all of one movement id; Fray's rules
// take the whole move as one (test/foundry/contract/v14-expiry-moves.test.ts pins the stand-in's TokenDocument#move).

/** Legend: Vessa (a player's, initiative 17) and the Orc (8); Vessa's token at column 0, row 0 of a 100 px grid. */
async function legendField() {
  const world = await combatWorld("legend");
  const movement = await import("../../../src/documents/movement/index.js");
  movement.registerFiveFootStep();
  const { combat, by } = await world.fight([{ name: "Vessa", player: true, initiative: 17 },
    { name: "Orc", initiative: 8 }]);
  const Scene = world.foundry.CONFIG.Scene!.documentClass as unknown as { create(d: object): Promise<Document> };
  const scene = await Scene.create({ name: "Field", grid: { size: 100 } });
  const [token] = await scene.createEmbeddedDocuments("Token", [{ name: "Vessa", actorId: by("Vessa").actor!.id,
    actorLink: true, x: 0, y: 0 }]) as TokenDocument[];
  await combat.startCombat();
  await world.settle(combat);
  const vessa = by("Vessa");
  const stepped = () => vessa.system.step.round === combat.round && vessa.system.step.turn === combat.turn;
  return { world, combat, vessa, token: token!, stepped, settled: movement.fiveFootStepsSettled };
}

describe("a move made of several updates (one per checkpoint) is one move for Fray's rules", () => {
  it("L7, L11: Vessa's 10 ft move through two checkpoints (5 ft, then 5 ft) is no 5 ft step: it spends her move "
    + "action once, as the same move in one update does", async () => {
    const { world, vessa, token, stepped, settled } = await legendField();
    world.foundry.loginAs(world.foundry.player);
    await token.move([{ x: 100, y: 0, checkpoint: true }, { x: 200, y: 0, checkpoint: true }]);
    await settled();
    expect([stepped(), vessa.system.spent.move ?? 0]).toEqual([false, 1]);
  });

  it("A9: Brak walks (4, 4) → (4, 6) → (6, 6) → (7, 6) through three checkpoints: 3 spaces inside Ilsa's melee "
    + "zone, then out of it: one move, one offer (leaving first), not one per update", async () => {
    const f = await freeHitWorld({ brakAt: cell(4, 4) });
    await (f.brakToken as unknown as TokenDocument).move([{ ...cell(4, 6), checkpoint: true },
      { ...cell(6, 6), checkpoint: true }, { ...cell(7, 6), checkpoint: true }]);
    await f.settled();
    expect(f.offers().map((o) => o.system.reason)).toEqual(["left"]);
  });

  it("Z10: Ada walks from outside every zone into the Marsh and on into the Ford through two checkpoints: her "
    + "combatant takes the Ford, written once (one zone change for the one move)", async () => {
    const { foundry, zones, adaToken, adaC, ford } = await zoneFight();
    foundry.loginAs(foundry.player);
    const before = foundry.operations.length;
    await adaToken.move([{ x: 100, y: 100, checkpoint: true }, { x: 600, y: 100, checkpoint: true }]);
    await regionEventsHandled();
    await zones.zoneMovesSettled();
    expect(spot(adaC)).toMatchObject({ zone: ford.id });
    expect(foundry.operations.slice(before).filter((o) => o.documentName === "Combatant")).toHaveLength(1);
  });

  it("Z10: a token covering three spaces (1 × 3) with one space in the Ford and its centre in no zone is in the "
    + "Ford as v14 counts containment (every space's centre); by its centre alone (v13) it is in none", async () => {
    const { foundry, adaToken, adaC, ford } = await zoneFight();
    foundry.loginAs(foundry.player);
    await adaToken.update({ x: 600, y: 400, height: 3 });
    await regionEventsHandled();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect((spot(adaC) as { zone?: string | null } | null)?.zone ?? null)
      .toBe(foundry.generation === 14 ? ford.id : null);
  });
});
