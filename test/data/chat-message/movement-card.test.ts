// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from "vitest";
import { frayWorld } from "../world.js";
import { EVIL_NAME } from "./cards.js";

/** What the test uses of the movement card model. */
interface Model {
  renderCard(): Promise<string>;
}
let models: Record<string, new (data: object) => Model>;

beforeEach(async () => {
  document.body.innerHTML = "";
  models = (await frayWorld("lurasko")).foundry.CONFIG.ChatMessage!.dataModels as typeof models;
});

/** Renders a movement card's system data into a detached element. */
async function render(system: object): Promise<HTMLElement> {
  const holder = document.createElement("div");
  holder.innerHTML = await new models.movement!(system).renderCard();
  document.body.append(holder);
  return holder;
}

/** A roll of d12 1 with 2 net Hindrance (d4 1, 1) on SPD 6 out of an engagement of 1 against 2. */
const ESCAPE = { name: EVIL_NAME, round: 2, plan: { spd: 6, die: 12, hindrance: 4, easing: 2 }, roll: 1,
  hindranceDie: 4, hindranceRolls: [1, 1], adjustedRoll: 3, margin: 3, distance: "short",
  escape: { own: 1, enemy: 2, dice: -2, engagement: "e1" }, breakout: ["removeHindrance"], from: EVIL_NAME,
  toName: "Ford" };

describe("the movement card (Z7, Z8, Z12, Z13)", () => {
  it("Z7, Z12: shows the roll with its Hindrance dice, the margin, how far, the escape odds and the breakout", async () => {
    const card = await render(ESCAPE);
    expect(card.querySelector(".fray-card-subtitle")?.textContent).toBe(`From ${EVIL_NAME}`);
    expect(card.querySelector(".fray-card-target")?.textContent).toBe("Margin 3");
    expect(card.querySelector(".fray-card-badge")?.textContent).toBe("Short range");
    expect([...card.querySelectorAll(".fray-card-line")].map((p) => p.textContent)).toEqual([
      "d12 1 + 1 + 1 = 3 against SPD 6", "2 Hindrance: +2d4",
      "Leaving an engagement, 1 against 2: outnumbering dice -2", "Toward Ford"]);
    expect(card.querySelector(".fray-card-chips")?.textContent).toContain("Remove 1 Hindrance");
    expect(card.querySelector(".outcome-hit")).not.toBeNull();
    expect(card.innerHTML).not.toMatch(/FRAY\.|<script/);
  });

  it("Z8: a failed roll is marked a miss; a rushed one says what the rush cost", async () => {
    const failed = await render({ name: "Ada", plan: { spd: 6, die: 12, hindrance: 0, easing: 0 }, roll: 9,
      adjustedRoll: 9, margin: -3, distance: "none" });
    expect(failed.querySelector(".outcome-miss .fray-card-badge")?.textContent).toBe("No move");
    const rushed = await render({ name: "Ada", plan: { spd: 6, die: 12, hindrance: 0, easing: 0 }, roll: 9,
      adjustedRoll: 9, margin: 3, distance: "short", rushed: true, fatigue: 6 });
    expect(rushed.querySelector(".fray-card-rushed")?.textContent).toBe("Rushed: +6 to the TN for 6 fatigue");
  });

  it("Z8: a reactive move names whom it answered; a group's roll names who moves on it (names are text)", async () => {
    const roll = { plan: { spd: 5, die: 12, hindrance: 0, easing: 0 }, roll: 4, adjustedRoll: 4, margin: 1,
      distance: "short" };
    const lines = async (system: object) => [...(await render({ ...roll, ...system }))
      .querySelectorAll(".fray-card-line")].map((p) => p.textContent);
    expect(await lines({ name: "Ada", against: "Orc" })).toEqual(["d12 4 = 4 against SPD 5",
      "A reactive move, after Orc moved"]);
    expect(await lines({ name: "Bo", group: ["Ada", EVIL_NAME] })).toEqual(["d12 4 = 4 against SPD 5",
      `The group moves on this roll: Ada, ${EVIL_NAME}`]);
    expect(await lines({ name: "Bo" })).toEqual(["d12 4 = 4 against SPD 5"]);
  });
});
