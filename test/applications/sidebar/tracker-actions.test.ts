// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import { answerDialogs, shownDialogs } from "../../foundry/dialog.js";
import { scriptFaces } from "../../foundry/dice.js";
import { Hooks } from "../../foundry/hooks.js";
import { pipOf, trackerWorld } from "./world.js";

describe("FrayCombatTracker actions", () => {
  it("L7: the owner clicks a pip on their turn: the spent action is recorded in combatant.system", async () => {
    const world = await trackerWorld("legend");
    const { combat, by } = await world.fight([{ name: "Vessa", player: true, initiative: 17 },
      { name: "Orc", initiative: 8 }]);
    await combat.startCombat();
    await world.idle();
    world.foundry.loginAs(world.foundry.player);
    await world.show();
    await world.click(`[data-combatant-id="${by("Vessa").id}"] [data-action=spendAction] [data-kind=standard]`);
    expect(by("Vessa").system.spent.standard).toBe(1);
    expect(pipOf(world.row("Vessa"), "standard")).toMatchObject({ dots: 1, spent: 1 });
  });

  it("L7: a second standard action is refused with the rule's localized reason, and nothing is written", async () => {
    const world = await trackerWorld("legend");
    const { combat, by } = await world.fight([{ name: "Vessa", player: true, initiative: 17 }]);
    await combat.startCombat();
    await world.show();
    const pip = `[data-combatant-id="${by("Vessa").id}"] [data-kind=standard]`;
    await world.click(pip);
    const before = world.foundry.operations.length;
    await world.click(pip);
    expect(world.foundry.operations.length).toBe(before);
    expect(world.foundry.notices.at(-1)?.message).toBe(world.foundry.game.i18n.format(
      "FRAY.RULES.Actions.NoStandardLeft", { kind: "standard" }));
  });

  it("L7, T6: off its turn a row offers only the immediate (legend) or the reaction (lot)", async () => {
    for (const [preset, kind] of [["legend", "immediate"], ["lot", "reaction"]] as const) {
      const world = await trackerWorld(preset);
      const { combat, by } = await world.fight([{ name: "Orc", initiative: 18 }, { name: "Vessa", player: true,
        initiative: 3 }]);
      await combat.startCombat();
      await world.show();
      const clickable = [...world.row("Vessa").querySelectorAll<HTMLElement>("[data-action=spendAction] button")]
        .map((b) => b.dataset.kind);
      expect(clickable).toEqual([kind]);
      await world.click(`[data-combatant-id="${by("Vessa").id}"] [data-kind=${kind}]`);
      expect(by("Vessa").system.spent[kind]).toBe(1);
    }
  });

  it("S4: sides shows unlimited free and instant actions as counts, specials as buttons on the turn's row", async () => {
    const world = await trackerWorld("sides");
    const { combat, by } = await world.fight([{ name: "Vessa", player: true }]);
    await combat.rollAll();
    await combat.startCombat();
    await world.show();
    expect(pipOf(world.row("Vessa"), "free")).toMatchObject({ dots: 0, count: "0" });
    await world.click(`[data-combatant-id="${by("Vessa").id}"] hr ~ [data-kind=totalDefense]`);
    expect(by("Vessa").system.spent).toMatchObject({ main: 1, instant: 1, totalDefense: 1 });
  });

  it("S10, S4: a Charge and a Snap Attack are attacks: the row offers no button that would spend their actions "
    + "without rolling (the attack dialog's Charge box and Snap Attack situation spend them); a charge shows the "
    + "row's Charging marker for the rest of the round", async () => {
    const world = await trackerWorld("sides");
    const { combat, by } = await world.fight([{ name: "Vessa", player: true }]);
    await combat.rollAll();
    await combat.startCombat();
    await world.show();
    // The specials are the buttons after the pools' rule.
    const specials = () => {
      const kids = [...world.row("Vessa").querySelector(".fray-pips")!.children] as HTMLElement[];
      return kids.slice(kids.findIndex((e) => e.tagName === "HR") + 1).map((b) => b.dataset.kind);
    };
    expect(specials()).toEqual(["totalDefense"]);
    expect(world.row("Vessa").querySelector(".marker-charging")).toBeNull();
    // What a charge attack spends (game.fray.api.attack with charge: true) records the charge through the GM.
    await by("Vessa").spendAction("charge");
    await world.show();
    expect(world.row("Vessa").querySelector(".marker-charging")).not.toBeNull();
  });

  it("A2: the extra attack (Move + both Bonus Actions) is an attack's: the row offers no button that would spend "
    + "them without rolling", async () => {
    const world = await trackerWorld("agility");
    const { combat } = await world.fight([{ name: "Vessa", player: true, agi: 2 }]);
    await combat.rollAll();
    await combat.startCombat();
    await world.show();
    const kinds = [...world.row("Vessa").querySelectorAll<HTMLElement>(".fray-pips [data-kind]")]
      .map((b) => b.dataset.kind);
    expect(kinds).toEqual(expect.arrayContaining(["attack", "move", "bonus"]));
    expect(kinds).not.toContain("extraAttack");
  });

  it("L6: the owner delays on their turn; the row offers re-entry on a later count", async () => {
    const world = await trackerWorld("legend");
    const { combat, by } = await world.fight([{ name: "Vessa", player: true, initiative: 17 },
      { name: "Orc", initiative: 8 }, { name: "Wolf", initiative: 4 }]);
    await combat.startCombat();
    await world.show();
    expect(game.i18n.localize(world.row("Vessa").querySelector<HTMLElement>("[data-action=delayTurn]")!.dataset
      .tooltip!)).toBe("Leave the order for now and act later: Act next puts you right after whoever is acting then.");
    await world.click(`[data-combatant-id="${by("Vessa").id}"] [data-action=delayTurn]`);
    expect(by("Vessa").isDelaying).toBe(true);
    expect(combat.combatant?.name).toBe("Orc");
    expect(world.row("Vessa").querySelector(".marker-delaying")).not.toBeNull();
    // A delayer has not acted yet; its button says what it does: it acts next, after the Orc whose turn it is.
    expect(world.row("Vessa").querySelector(".marker-acted")).toBeNull();
    const reenter = world.row("Vessa").querySelector<HTMLElement>("[data-action=reenter]")!;
    expect(reenter.textContent).toBe("Act next");
    expect(game.i18n.localize(reenter.dataset.tooltip!))
      .toBe("Take your turn right after the one whose turn it is: your initiative becomes its count.");
    await world.click(`[data-combatant-id="${by("Vessa").id}"] [data-action=reenter]`);
    expect(by("Vessa").isDelaying).toBe(false);
    expect(by("Vessa").initiative).toBe(8);
  });

  it("the footer's round controls call the Combat: start, end the turn, next round", async () => {
    const world = await trackerWorld("legend");
    const { combat } = await world.fight([{ name: "a", initiative: 9 }, { name: "b", initiative: 2 }]);
    await world.show();
    await world.click("[data-action=startCombat]");
    expect([combat.round, combat.combatant?.name]).toEqual([1, "a"]);
    await world.click(".fray-footer [data-action=nextTurn]");
    expect(combat.combatant?.name).toBe("b");
    await world.click(".fray-footer [data-action=nextRound]");
    expect(combat.round).toBe(2);
  });

  it("the header's reset clears initiative at once before the fight, and only after a Yes once it has begun",
    async () => {
      const world = await trackerWorld("legend");
      const { combat } = await world.fight([{ name: "a", initiative: 9 }, { name: "b", initiative: 2 }]);
      await world.show();
      const initiatives = () => combat.combatants.contents.map((c) => c.initiative);
      await world.click("[data-action=resetAll]");
      expect(initiatives()).toEqual([null, null]);
      expect(shownDialogs()).toEqual([]);
      await combat.updateEmbeddedDocuments("Combatant", combat.combatants.map((c, i) => ({ _id: c.id, initiative: i })));
      await combat.startCombat();
      await world.show();
      answerDialogs(false, true);
      await world.click("[data-action=resetAll]");
      expect(initiatives()).toEqual([0, 1]);
      const content = `<p>${world.foundry.game.i18n.format("FRAY.COMBAT.Reset.content", { round: "1" })}</p>`;
      expect(shownDialogs()).toEqual([{ title: "Reset initiative?", content }]);
      await world.click("[data-action=resetAll]");
      expect(initiatives()).toEqual([null, null]);
    });

  it("one change renders the tracker once, even when it writes 100 combatants", async () => {
    const world = await trackerWorld("legend");
    const { combat } = await world.fight(Array.from({ length: 100 }, (_, i) => ({ name: `Orc ${i}` })));
    await world.show();
    let renders = 0;
    Hooks.on("renderCombatTracker", () => { renders += 1; });
    await combat.updateEmbeddedDocuments("Combatant", combat.combatants.map((c, i) => ({ _id: c.id, initiative: i })));
    await world.idle();
    expect(renders).toBe(1);
    expect(world.tracker.element.querySelectorAll(".fray-turn")).toHaveLength(100);
  }, 60_000);

  it("L1: the GM's Roll all rolls every combatant's initiative and the tracker renders once", async () => {
    const world = await trackerWorld("legend");
    const { combat } = await world.fight([{ name: "Orc", dex: 12 }, { name: "Vessa", player: true, dex: 14 }]);
    await world.show();
    let renders = 0;
    Hooks.on("renderCombatTracker", () => { renders += 1; });
    await world.click(".fray-footer [data-action=rollAll]");
    expect(combat.combatants.contents.every((c) => typeof c.initiative === "number")).toBe(true);
    expect(renders).toBe(1);
    expect(world.tracker.element.querySelectorAll(".fray-turn .initiative")).toHaveLength(2);
  });
});

describe("FrayCombatTracker: S2 take the turn", () => {
  it("S2: on the party's turn the owner of a member who has not acted takes the turn from its row", async () => {
    const world = await trackerWorld("sides");
    const { combat, by } = await world.fight([{ name: "Vessa", player: true }, { name: "Orrin", player: true },
      { name: "Orc" }]);
    scriptFaces([8, 6], [8, 6]);
    await combat.rollAll();
    await combat.startCombat();
    await world.idle();
    const first = combat.combatant!.name!;
    const other = first === "Vessa" ? "Orrin" : "Vessa";
    world.foundry.loginAs(world.foundry.player);
    await world.show();
    expect(world.row(first).querySelector("[data-action=takeTurn]")).toBeNull();
    expect(world.row("Orc").querySelector("[data-action=takeTurn]")).toBeNull();
    await world.click(`[data-combatant-id="${by(other).id}"] [data-action=takeTurn]`);
    expect(combat.combatant?.name).toBe(other);
  });
});

describe("FrayCombatTracker: A5 wounds in the action pool", () => {
  it("A5: a Weakening wound put on from the token HUD leaves one BA: one dot on the row, a second BA refused", async () => {
    const world = await trackerWorld("agility");
    // The world's own copies of the modules (trackerWorld loads Fray afresh), whose rules cache is the world's.
    const { applyStatusEffects } = await import("../../../src/config/statuses.js");
    const { worldRules } = await import("../../../src/settings.js");
    applyStatusEffects(worldRules());
    const { combat, by } = await world.fight([{ name: "Vessa", player: true, initiative: 3 }]);
    const actor = by("Vessa").actor as unknown as { toggleStatusEffect(id: string): Promise<unknown> };
    await actor.toggleStatusEffect("wound-weakening");
    await combat.startCombat();
    await world.show();
    expect(pipOf(world.row("Vessa"), "bonus")?.dots).toBe(1);
    expect(await by("Vessa").spendAction("bonus")).toBe(true);
    const before = world.foundry.operations.length;
    expect(await by("Vessa").spendAction("bonus")).toBe(false);
    expect(world.foundry.operations.length).toBe(before);
  });
});

describe("FrayCombatTracker: A9 free hits", () => {
  it("A9: Agility +2 shows 2 + 1 = 3 free-hit slots, spent off turn from the row; a fourth is refused; the next "
    + "round gives them back", async () => {
    const world = await trackerWorld("agility");
    const { combat, by } = await world.fight([{ name: "Orc", agi: 3, initiative: 3 },
      { name: "Vessa", player: true, agi: 2, initiative: 2 }]);
    await combat.startCombat();
    await world.idle();
    await world.show();
    expect(pipOf(world.row("Orc"), "freeHit")).toMatchObject({ dots: 4, spent: 0 });
    world.foundry.loginAs(world.foundry.player);
    await world.show();
    expect(combat.combatant?.name).toBe("Orc");
    expect(pipOf(world.row("Vessa"), "freeHit")).toMatchObject({ dots: 3, spent: 0 });
    // A player sees no actions of a combatant whose actor it may not observe.
    expect(pipOf(world.row("Orc"), "freeHit")).toBeNull();
    const pip = `[data-combatant-id="${by("Vessa").id}"] [data-action=spendAction] [data-kind=freeHit]`;
    for (let i = 0; i < 3; i++) await world.click(pip);
    expect([by("Vessa").system.spent.freeHit, pipOf(world.row("Vessa"), "freeHit")?.spent]).toEqual([3, 3]);
    expect(await by("Vessa").spendAction("freeHit")).toBe(false);
    expect(world.foundry.notices.at(-1)?.message).toBe(world.foundry.game.i18n.localize(
      "FRAY.RULES.Actions.NoFreeHitLeft"));
    world.foundry.loginAs(world.foundry.gm);
    await combat.nextRound();
    await world.idle();
    expect(by("Vessa").system.spent.freeHit).toBe(0);
  });

  it("A9: a character with Agility −1 has no free-hit slot, and its row offers none", async () => {
    const world = await trackerWorld("agility");
    const { combat, by } = await world.fight([{ name: "Slow", player: true, agi: -1, initiative: 1 }]);
    await combat.startCombat();
    await world.show();
    expect(pipOf(world.row("Slow"), "freeHit")).toMatchObject({ dots: 0 });
    expect(world.row("Slow").querySelector("button[data-kind=freeHit]")).toBeNull();
    expect(await by("Slow").spendAction("freeHit")).toBe(false);
  });
});
