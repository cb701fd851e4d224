// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from "vitest";
import type { TargetNow } from "../../../src/data/chat-message/damage-preview.js";
import { frayWorld } from "../world.js";
import type { FoundryStandIn } from "../../foundry/index.js";
import { EVIL_NAME, attackTarget, damageTarget } from "./cards.js";

/** What the tests use of a card model. */
interface Model {
  renderCard(options?: object): Promise<string>;
}
let stand: FoundryStandIn;
let models: Record<string, new (data: object) => Model>;

beforeEach(async () => {
  document.body.innerHTML = "";
  stand = (await frayWorld("sides")).foundry;
  models = stand.CONFIG.ChatMessage!.dataModels as typeof models;
});

/** Renders a card's system data into a detached element. */
async function render(type: string, system: object, options: object = {}): Promise<HTMLElement> {
  const holder = document.createElement("div");
  holder.innerHTML = await new models[type]!(system).renderCard(options);
  document.body.append(holder);
  return holder;
}

/** Asserts nothing in the card is an unlocalized key, and no name turned into markup. */
function expectSafeAndLocalized(card: HTMLElement): void {
  expect(card.textContent).not.toMatch(/FRAY\./);
  expect(card.innerHTML).not.toMatch(/FRAY\./);
  expect(card.querySelector("script")).toBeNull();
  expect(card.querySelector("img[onerror]")).toBeNull();
  expect((window as unknown as { pwned?: number }).pwned).toBeUndefined();
}

const attacker = { tokenUuid: "Scene.s1.Token.t0", actorUuid: "Actor.a0", name: EVIL_NAME, img: "" };
const weapon = { name: EVIL_NAME, img: "icons/spear.webp", formula: "1d8", shock: { damage: 2, maxAc: 15 } };

describe("the attack card template", () => {
  it("shows hit and miss with a colour class, an icon and a word; S7 Shock on the miss", async () => {
    const card = await render("attack", { preset: "sides", attacker, weapon,
      options: { swarm: 2, totalDefense: false, situations: ["halfCover"] },
      targets: [attackTarget("Grunt", 15), attackTarget("Brute", 3)] });
    const [hit, miss] = [...card.querySelectorAll<HTMLElement>(".fray-card-row")];
    expect(hit!.classList).toContain("outcome-hit");
    expect(hit!.querySelector(".fa-check")).not.toBeNull();
    expect(hit!.querySelector(".fray-card-badge")!.textContent!.trim()).toBe("Hit");
    expect(miss!.classList).toContain("outcome-miss");
    expect(miss!.querySelector(".fa-xmark")).not.toBeNull();
    expect(miss!.textContent).toContain("d20 3: 5 against 12");
    expect(miss!.textContent).toContain("Shock: 3 points, before damage reduction");
    expect(card.querySelector(".fray-card-chips")!.textContent).toContain("Half cover");
    expect(card.querySelector("[data-action=rollDamage]")).not.toBeNull();
    expectSafeAndLocalized(card);
  });

  it("renders a <script> or <img onerror> name as text", async () => {
    const card = await render("attack", { attacker, weapon, targets: [attackTarget(EVIL_NAME, 15)] });
    expect(card.querySelector(".fray-card-title h3")!.textContent).toBe(EVIL_NAME);
    expect(card.querySelector(".fray-card-target")!.textContent).toBe(EVIL_NAME);
    expectSafeAndLocalized(card);
  });

  it("S7: says why a miss dealt no Shock (AC above the rating); no damage button without a hit", async () => {
    const card = await render("attack", { attacker, weapon, targets: [attackTarget("Knight", 3, 18)] });
    expect(card.textContent).toContain("No Shock: Armor too high for this Shock");
    expect(card.querySelector("[data-action=rollDamage]")).toBeNull();
  });

  it("says when no target was stored at roll time", async () => {
    const card = await render("attack", { attacker, weapon, targets: [] });
    expect(card.textContent).toContain("No targets were selected when the attack was rolled.");
  });
});

const grunt: TargetNow = { target: { hp: { value: 10, max: 10 }, overshield: { value: 4, dr: 2 } }, statuses: [],
  woundIds: [], shieldUsed: false };

describe("the damage card template", () => {
  it("T9, T11: explains each target in one line and offers apply", async () => {
    const card = await render("damage", { attacker, weapon, targets: [damageTarget("T.a", 8)] },
      { current: { "T.a": grunt } });
    const row = card.querySelector<HTMLElement>(".fray-card-row")!;
    expect(row.querySelector(".fray-card-line")!.textContent).toBe(
      "8 − 2 DR = 6; overshield absorbs 4 and breaks; 2 to HP (8 left)");
    expect(row.querySelector<HTMLElement>("[data-action=apply]")!.dataset.targetId).toBe("T.a");
    expectSafeAndLocalized(card);
  });

  it("an applied row reads what changed and offers undo; an undone row offers nothing", async () => {
    const applied = { hp: { from: 10, to: 8 }, overshield: { from: 4, to: 0 }, shieldUsed: null, statuses: [],
      wounds: [], healedWounds: [] };
    const card = await render("damage", { attacker, weapon, targets: [damageTarget("T.a", 8, { applied }),
      damageTarget("T.b", 8, { applied, undone: true })] }, { current: { "T.a": grunt, "T.b": grunt } });
    const [done, undone] = [...card.querySelectorAll<HTMLElement>(".fray-card-row")];
    expect(done!.querySelector(".fray-card-line")!.textContent).toBe("HP 10 → 8; overshield 4 → 0");
    expect(done!.querySelector("[data-action=undo]")).not.toBeNull();
    expect(undone!.classList).toContain("state-undone");
    expect(undone!.querySelector("button")).toBeNull();
  });

  it("a target gone since the roll, a NaN result and a negative hit are lines on the card, not buttons", async () => {
    const card = await render("damage", { attacker, weapon, targets: [damageTarget("T.gone", 5),
      damageTarget("T.nan", 0, { refusal: { reason: "FRAY.CHAT.Refusal.badAmount", data: { value: "NaN" } } })] },
    { current: { "T.nan": grunt } });
    const [gone, nan] = [...card.querySelectorAll<HTMLElement>(".fray-card-row")];
    expect(gone!.textContent).toContain("The target is gone");
    expect(nan!.textContent).toContain("Not a damage amount: NaN. Nothing was applied.");
    expect(card.querySelectorAll("[data-action=apply]")).toHaveLength(0);
    expectSafeAndLocalized(card);
  });

  it("A6: a heal card heals and says the overshield is not restored", async () => {
    const card = await render("damage", { mode: "heal", attacker, weapon, damageOptions: { woundThreshold: 6 },
      targets: [damageTarget("T.a", 6)] }, { current: { "T.a": { ...grunt, target: { ...grunt.target,
      hp: { value: 2, max: 10 } }, woundIds: ["w1"] } } });
    expect(card.querySelector(".fray-card-line")!.textContent).toBe(
      "heals 6 (6 HP gained, now 8); a heal of 6 or more: one wound healed; healing never restores the overshield");
    expectSafeAndLocalized(card);
  });
});

describe("the initiative card template", () => {
  const entries = [{ name: EVIL_NAME, total: 17, formula: "1d20 + 2", hidden: false },
    { name: "Ambusher", total: 12, formula: "1d20", hidden: true }];

  it("lists name, total and formula; players don't see hidden combatants", async () => {
    stand.loginAs(stand.player);
    const card = await render("initiative", { entries });
    expect([...card.querySelectorAll(".fray-card-target")].map((e) => e.textContent)).toEqual([EVIL_NAME]);
    expect(card.textContent).not.toContain("Ambusher");
    expectSafeAndLocalized(card);
  });

  it("the GM sees hidden combatants, marked", async () => {
    const card = await render("initiative", { entries });
    expect(card.querySelectorAll(".fray-card-hidden")).toHaveLength(1);
  });
});

describe("card actions (dnd5e chat-message data model pattern)", () => {
  it("one delegated listener runs the clicked data-action's handler with the button disabled meanwhile", async () => {
    const { AttackMessageModel } = await import("../../../src/data/chat-message/attack.js");
    const seen: boolean[] = [];
    class Probe extends AttackMessageModel {
      static override readonly metadata = Object.freeze({ ...AttackMessageModel.metadata, actions: {
        rollDamage(_event: Event, button: HTMLElement) { seen.push(button.hasAttribute("disabled")); },
      } });
    }
    const element = document.createElement("li");
    element.innerHTML = "<div class=\"message-content\"></div>";
    document.body.append(element);
    await new Probe({ attacker, weapon, targets: [attackTarget("Grunt", 15)] }).getHTML(element);
    const button = element.querySelector<HTMLButtonElement>(".message-content [data-action=rollDamage]")!;
    button.click();
    await new Promise((r) => setTimeout(r, 0));
    expect(seen).toEqual([true]);
    expect(button.hasAttribute("disabled")).toBe(false);
  });
});
