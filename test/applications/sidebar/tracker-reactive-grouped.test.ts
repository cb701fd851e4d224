// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import { scriptFaces } from "../../foundry/dice.js";
import { trackerWorld } from "./world.js";

// Z8 on the tracker: Vessa (the player's, 9) and Bo (7) grouped up on the Hill, the Orc (5) at the Ford; round 2's
// movement phase, Vessa's turn. Without tokens every zone rolls a d12 on SPD (6 by default: d12 8 fails by 2).

/** The fight in round 2's movement phase, Vessa and Bo grouped up on the Hill, as the player sees it. */
async function hill() {
  const world = await trackerWorld("lurasko");
  const { combat, by } = await world.fight([{ name: "Vessa", player: true, initiative: 9 },
    { name: "Bo", type: "character", initiative: 7 }, { name: "Orc", initiative: 5 }]);
  const zones = await import("../../../src/documents/zones/index.js");
  for (const name of ["Vessa", "Bo"]) await zones.setZone(by(name) as never, "Hill");
  await zones.setZone(by("Orc") as never, "Ford");
  await zones.groupUp(combat as never, [by("Vessa").id!, by("Bo").id!]);
  await combat.startCombat();
  for (let i = 0; i < 3; i++) await combat.nextTurn();
  await world.idle();
  world.foundry.loginAs(world.foundry.player);
  await world.show();
  const buttons = (name: string) => [...world.row(name).querySelectorAll<HTMLElement>(".fray-movement button")]
    .map((b) => b.dataset.action);
  const line = (name: string) => world.row(name).querySelector(".fray-movement-rolled")?.textContent ?? null;
  const gmPasses = async () => {
    world.foundry.loginAs(world.foundry.gm);
    await combat.nextTurn();
    await world.idle();
  };
  return { world, combat, by, buttons, line, gmPasses };
}

describe("Z8: reactive and grouped movement on the tracker (Lur-Asko)", () => {
  it("Z8: the player picks the Orc to react to; the row says so; once the Orc moved, Vessa's row offers Move off "
    + "turn", async () => {
    const { world, combat, by, buttons, line, gmPasses } = await hill();
    expect(buttons("Vessa")).toEqual(["moveRoll", "moveStay", "moveReact", "moveGroup", "moveProtect"]);
    expect([...world.row("Vessa").querySelectorAll("select[name=reactTo] option")].map((o) => o.textContent))
      .toEqual(["Bo", "Orc"]);
    world.row("Vessa").querySelector<HTMLSelectElement>("select[name=reactTo]")!.value = by("Orc").id!;
    await world.click(`[data-combatant-id="${by("Vessa").id}"] [data-action=moveReact]`);
    expect(line("Vessa")).toBe("Reacts to Orc");
    expect(buttons("Vessa")).toEqual(["moveProtect"]);
    await gmPasses();
    await gmPasses();
    expect(combat.combatant?.name).toBe("Orc");
    scriptFaces([12, 1]);
    await world.click(`[data-combatant-id="${by("Orc").id}"] [data-action=moveRoll]`);
    world.foundry.loginAs(world.foundry.player);
    await world.show();
    expect(buttons("Vessa")).toEqual(["moveRoll", "moveProtect"]);
    scriptFaces([12, 8]);
    await world.click(`[data-combatant-id="${by("Vessa").id}"] [data-action=moveRoll]`);
    expect(line("Vessa")).toBe("Rolled: margin -2 · No move");
    expect(world.row("Vessa").querySelector(".fray-movement-react")?.textContent).toBe("Reacts to Orc");
    expect(world.foundry.notices).toEqual([]);
  });

  it("Z8: the player sends Vessa with the group; Bo's row (the last member) has no such button and rolls for both",
    async () => {
      const { world, by, buttons, line, gmPasses } = await hill();
      await world.click(`[data-combatant-id="${by("Vessa").id}"] [data-action=moveGroup]`);
      expect(line("Vessa")).toBe("Moves with the group");
      await gmPasses();
      await world.show();
      expect(buttons("Bo")).toEqual(["moveRoll", "moveStay", "moveReact", "moveProtect"]);
      scriptFaces([12, 1]);
      await world.click(`[data-combatant-id="${by("Bo").id}"] [data-action=moveRoll]`);
      expect(by("Vessa").system.movement.message).toBe(by("Bo").system.movement.message);
      expect(world.row("Vessa").querySelector(".fray-movement-group")?.textContent).toBe("Moves with the group");
    });
});
