import { describe, expect, it } from "vitest";
import { scriptFaces } from "../../foundry/dice.js";
import { combatantsLeft } from "../../foundry/scene.js";
import { movementFight } from "./world.js";

/** The writes since `from` in the stand-in's operation log. */
const writesSince = (w: Awaited<ReturnType<typeof movementFight>>, from: number) => w.foundry.operations.slice(from);

describe("the movement phase at the table (Z7, Z8)", () => {
  it("Z7: the player moves Ada through the GM: d12 5 on SPD 6, margin 1, one short range; a card with its margin",
    async () => {
      const w = await movementFight();
      w.foundry.loginAs(w.foundry.player);
      scriptFaces([12, 5]);
      expect(await w.ask("Ada", { step: "move" })).toBe(true);
      expect(w.foundry.notices).toEqual([]);
      const [card] = w.cards();
      expect(card!.system).toMatchObject({ name: "Ada", roll: 5, margin: 1, distance: "short", rushed: false,
        plan: { spd: 6, die: 12, hindrance: 0, easing: 0 } });
      expect((card as unknown as { rolls: unknown[] }).rolls).toHaveLength(1);
      expect(w.by("Ada").system.movement).toMatchObject({ round: 2, choice: "move", rushed: false });
      expect(w.combat.combatant?.name).toBe("Ada");
    });

  it("Z7: the fight keeps rolling Lur-Asko's own SPD after the world switches to a rulebook without SPD", async () => {
    const w = await movementFight();
    await w.foundry.game.settings.set("fray", "preset", "legend");
    scriptFaces([12, 5]);
    expect(await w.ask("Ada", { step: "move" })).toBe(true);
    expect(w.cards()[0]!.system).toMatchObject({ roll: 5, margin: 1, plan: { spd: 6 } });
  });

  it("Z8: rushing after a failed roll: d12 9 fails by 3; +SPD makes margin 3, a short move, for 6 fatigue", async () => {
    const w = await movementFight();
    scriptFaces([12, 9]);
    await w.ask("Ada", { step: "move" });
    expect(w.cards()[0]!.system).toMatchObject({ margin: -3, distance: "none" });
    expect(await w.ask("Ada", { step: "rush" })).toBe(true);
    expect(w.cards()[0]!.system).toMatchObject({ margin: 3, distance: "short", rushed: true, fatigue: 6 });
    expect(w.actor("Ada").system.fatigue).toBe(6);
    expect(await w.ask("Ada", { step: "rush" })).toBe(false);
    expect(w.foundry.notices.at(-1)!.message).toBe("This character already rushed this round.");
  });

  it("Z8: a rush at margin 10 or more moves medium (d12 2 on SPD 6: 4, rushed 10)", async () => {
    const w = await movementFight();
    scriptFaces([12, 2]);
    await w.ask("Ada", { step: "move" });
    await w.ask("Ada", { step: "rush" });
    expect(w.cards()[0]!.system).toMatchObject({ margin: 10, distance: "medium" });
  });

  it("Z8: no rush with 2 degrees of encumbrance or a Mobility injury: the reason, nothing written", async () => {
    const w = await movementFight();
    scriptFaces([12, 9]);
    await w.ask("Ada", { step: "move" });
    await w.actor("Ada").update({ "system.encumbrance": 2 });
    const before = w.foundry.operations.length;
    expect(await w.ask("Ada", { step: "rush" })).toBe(false);
    expect(w.foundry.notices.at(-1)!.message).toBe("You can't rush with 2 or more degrees of encumbrance.");
    await w.actor("Ada").update({ "system.encumbrance": 0 });
    await w.actor("Ada").createEmbeddedDocuments("ActiveEffect", [{ name: "Torn tendon", statuses: ["mobilityInjury"] }]);
    const after = w.foundry.operations.length;
    expect(await w.ask("Ada", { step: "rush" })).toBe(false);
    expect(w.foundry.notices.at(-1)!.message).toBe("You can't rush with a Mobility injury.");
    expect(writesSince(w, after)).toEqual([]);
    expect(writesSince(w, before).every((o) => o.documentName !== "ChatMessage" && o.documentName !== "Combatant"))
      .toBe(true);
    expect(w.cards()[0]!.system.rushed).toBe(false);
  });

  it("Z7: stay; one choice a round; only on one's own turn, and only in the movement phase", async () => {
    const w = await movementFight();
    expect(await w.ask("Ada", { step: "stay" })).toBe(true);
    expect(await w.ask("Ada", { step: "move" })).toBe(false);
    expect(w.foundry.notices.at(-1)!.message).toBe("This character already decided how it moves this round.");
    expect(await w.ask("Bo", { step: "move" })).toBe(false);
    expect(w.foundry.notices.at(-1)!.message).toBe("Only the character whose turn it is decides how it moves.");
    expect(await w.ask("Ada", { step: "rush" })).toBe(false);
    expect(w.foundry.notices.at(-1)!.message).toBe("Rush after seeing the movement roll: roll to move first.");
    for (let i = 0; i < 4; i++) await w.combat.nextTurn();
    await w.settle();
    expect([w.combat.system.phase, w.combat.combatant?.name]).toEqual(["action", "Ada"]);
    const before = w.foundry.operations.length;
    expect(await w.ask("Ada", { step: "move" })).toBe(false);
    expect(w.foundry.notices.at(-1)!.message).toBe("That can only be done in the movement phase.");
    expect(writesSince(w, before)).toEqual([]);
  });

  it("Z7: no action of any kind is spent in the movement phase; a localized notice, nothing written", async () => {
    const w = await movementFight();
    const before = w.foundry.operations.length;
    expect(await w.by("Ada").spendAction("free")).toBe(false);
    expect(w.foundry.notices.at(-1)!.message).toBe("No actions at all may be taken in the movement phase.");
    expect(writesSince(w, before)).toEqual([]);
  });

  it("Z7, Z10: heading for Ford rolls Ford's d20 with Marsh's Hindrance for leaving: 3 + d4 2 = 5, Ada is in Ford",
    async () => {
      const w = await movementFight();
      scriptFaces([20, 3], [4, 2]);
      expect(await w.ask("Ada", { step: "move", to: "Ford" })).toBe(true);
      expect(w.cards()[0]!.system).toMatchObject({ plan: { die: 20, hindrance: 1, easing: 0 }, roll: 3,
        hindranceRolls: [2], adjustedRoll: 5, margin: 1, distance: "short", toName: "Ford" });
      expect(w.spot("Ada").zone).toBe(w.ford.id);
    });
});

describe("leaving an engagement (Z11, Z12, Z13)", () => {
  /** Ada engaged with Orc and Gob in Marsh (engaged by the GM). */
  async function engaged() {
    const w = await movementFight();
    await w.zones.engage(w.combat as never, [w.by("Ada").id!, w.by("Orc").id!, w.by("Gob").id!]);
    return w;
  }

  it("Z11, Z12: 1 against 2 is 2 Hindrance plus 2 for leaving: d12 1 + d4s 1,1,1,2 = 6 on SPD 6 escapes", async () => {
    const w = await engaged();
    scriptFaces([12, 1], [4, 1], [4, 1], [4, 1], [4, 2]);
    expect(await w.ask("Ada", { step: "move" })).toBe(true);
    expect(w.cards()[0]!.system).toMatchObject({ plan: { hindrance: 4, easing: 0 }, adjustedRoll: 6, margin: 0,
      escape: { own: 1, enemy: 2, dice: -2 } });
    expect(w.spot("Ada")).toMatchObject({ zone: w.marsh.id, engagement: null });
    expect(w.spot("Orc").engagement).toBeNull();
  });

  it("Z12: a mounted rider doesn't count: 1 against 1 is no outnumbering, 2 Hindrance for leaving", async () => {
    const w = await engaged();
    await w.by("Gob").setFlag("fray" as never, "zoneRole" as never, "mounted" as never);
    scriptFaces([12, 8], [4, 1], [4, 1]);
    await w.ask("Ada", { step: "move" });
    expect(w.cards()[0]!.system).toMatchObject({ plan: { hindrance: 2 }, escape: { own: 1, enemy: 1, dice: 0 },
      margin: -4, distance: "none" });
    expect(w.spot("Ada").engagement).not.toBeNull();
  });

  it("Z12: system.mounted and system.vehicle written on a combatant (as the README says) are kept and count",
    async () => {
      const w = await engaged();
      await w.by("Gob").update({ "system.mounted": true } as never);
      await w.by("Orc").update({ "system.vehicle": true } as never);
      expect([w.by("Gob").system.mounted, w.by("Orc").system.vehicle]).toEqual([true, true]);
      expect([w.zones.roleOf(w.by("Gob") as never), w.zones.roleOf(w.by("Orc") as never)]).toEqual(["mounted",
        "vehicle"]);
      // Ada against no counted enemy outnumbers them (2 Easing) against 2 Hindrance for leaving: d12 8, margin −2.
      scriptFaces([12, 8]);
      await w.ask("Ada", { step: "move" });
      expect(w.cards()[0]!.system).toMatchObject({ escape: { own: 1, enemy: 0, dice: 2 }, plan: { hindrance: 2,
        easing: 2 } });
    });

  it("Z12: a GM's setRole writes the zone role flag and the README's system marks; null clears both", async () => {
    const w = await engaged();
    await w.zones.setRole(w.by("Gob") as never, "mounted");
    expect([w.by("Gob").system.mounted, w.by("Gob").system.vehicle]).toEqual([true, false]);
    await w.zones.setRole(w.by("Gob") as never, null);
    expect(w.zones.roleOf(w.by("Gob") as never)).toBeNull();
  });

  it("Z13: a breakout removing 1 Hindrance leaves melee disadvantage until the round ends (the next movement phase)",
    async () => {
      const w = await engaged();
      scriptFaces([12, 1], [4, 1], [4, 1], [4, 1]);
      await w.ask("Ada", { step: "move", breakout: ["removeHindrance"] });
      expect(w.cards()[0]!.system).toMatchObject({ plan: { hindrance: 3 }, margin: 2 });
      const effect = () => w.actor("Ada").effects.find((e) => (e.getFlag("fray" as never, "breakout" as never)) === 1);
      expect(effect()!.getFlag("fray" as never, "duration" as never)).toMatchObject({ unit: "rounds", amount: 1,
        start: { round: 2, place: 0, phase: "movement" } });
      for (let i = 0; i < 8; i++) await w.combat.nextTurn();
      await w.settle();
      expect([w.combat.round, w.combat.system.phase]).toEqual([3, "movement"]);
      expect(effect()).toBeUndefined();
    });

  it("Z13: ignoring enemies with lower DEX compares Lur-Asko's DEX, also after the world switched to LoT", async () => {
    const w = await engaged();
    await w.foundry.game.settings.set("fray", "preset", "lot");
    scriptFaces([12, 1], [4, 1], [4, 1]);
    await w.ask("Ada", { step: "move", breakout: ["ignoreLowerDex"] });
    expect(w.cards()[0]!.system).toMatchObject({ plan: { hindrance: 2 }, escape: { own: 1, enemy: 1, dice: 0 } });
  });

  it("Z13: breakout tactics only for an engaged character; an unknown tactic is refused", async () => {
    const w = await movementFight();
    expect(await w.ask("Ada", { step: "move", breakout: ["removeHindrance"] })).toBe(false);
    expect(w.foundry.notices.at(-1)!.message).toBe("Breakout tactics are only for leaving an engagement.");
    const e = await engaged();
    expect(await e.ask("Ada", { step: "move", breakout: ["fly"] })).toBe(false);
    expect(e.cards()).toEqual([]);
  });
});

describe("group defense at the end of the movement phase (Z14)", () => {
  it("Z14: in Ford (1 of every 2) the group of Ada and Bo protects one once both decided; not both", async () => {
    const w = await movementFight();
    for (const name of ["Ada", "Bo"]) await w.zones.setZone(w.by(name) as never, "Ford");
    await w.zones.groupUp(w.combat as never, [w.by("Ada").id!, w.by("Bo").id!]);
    await w.ask("Ada", { step: "stay" });
    expect(await w.ask("Ada", { step: "protect", protect: true })).toBe(false);
    expect(w.foundry.notices.at(-1)!.message).toContain("1 members of the group have not moved yet");
    await w.combat.nextTurn();
    await w.ask("Bo", { step: "stay" });
    expect(await w.ask("Ada", { step: "protect", protect: true })).toBe(true);
    expect(w.by("Ada").system.guardedRound).toBe(2);
    expect(await w.ask("Bo", { step: "protect", protect: true })).toBe(false);
    expect(w.foundry.notices.at(-1)!.message).toBe("The group can protect 0 characters' worth, not 2.");
    expect(await w.ask("Ada", { step: "protect", protect: false })).toBe(true);
    expect(w.by("Ada").system.guardedRound).toBeNull();
  });

  it("Z14: only a member of a group can be protected", async () => {
    const w = await movementFight();
    expect(await w.ask("Ada", { step: "protect", protect: true })).toBe(false);
    expect(w.foundry.notices.at(-1)!.message).toBe("Only a member of a group can be protected by it.");
  });
});

describe("who may ask, and bad input", () => {
  it("a player asking for a character they don't own gets a notice; nothing is sent or written", async () => {
    const w = await movementFight();
    await w.combat.nextTurn();
    await w.settle();
    w.foundry.loginAs(w.foundry.player);
    const before = w.foundry.operations.length;
    expect(await w.ask("Bo", { step: "move" })).toBe(false);
    expect(w.foundry.notices.at(-1)!.message).toBe("You don't control Bo.");
    expect(writesSince(w, before)).toEqual([]);
  });

  it("the GM judges the asker: a request naming a user who doesn't own the combatant is refused", async () => {
    const w = await movementFight();
    const answer = await w.movement.runMovementAction({ combatId: w.combat.id!, combatantId: w.by("Ada").id!,
      userId: "nobody", step: "stay" });
    expect(answer).toEqual({ ok: false, reason: "FRAY.COMBAT.Notice.NotYourCombatant", data: { name: "Ada" } });
    expect(w.by("Ada").system.movement.round).toBeNull();
  });

  it("the card goes out in the asker's chat visibility mode (a blind roll asked through the GM is blind)", async () => {
    const w = await movementFight();
    const { messageModes } = await import("../../../src/compat.js");
    const blind = Object.keys(messageModes())[2]!;
    scriptFaces([12, 5]);
    await w.movement.runMovementAction({ combatId: w.combat.id!, combatantId: w.by("Ada").id!,
      userId: w.foundry.player.id, step: "move", mode: blind });
    expect((w.cards()[0] as unknown as { blind: boolean }).blind).toBe(true);
  });

  it("no GM online: the player is told, nothing is written", async () => {
    const w = await movementFight();
    w.foundry.gm.active = false;
    w.foundry.loginAs(w.foundry.player);
    expect(await w.ask("Ada", { step: "stay" })).toBe(false);
    expect(w.foundry.notices.at(-1)!.message).toBe("No GM is connected to record this.");
  });

  it("bad input: a NaN SPD is a notice naming it; nothing is rolled or written", async () => {
    const w = await movementFight();
    (w.actor("Ada").system as unknown as { attributes: { spd: { value: number } } }).attributes.spd.value = Number.NaN;
    const before = w.foundry.operations.length;
    expect(await w.ask("Ada", { step: "move" })).toBe(false);
    expect(w.foundry.notices.at(-1)!.message).toBe("SPD NaN is no whole number of 0 or more; fix the character's SPD first.");
    expect(writesSince(w, before)).toEqual([]);
  });

  it("bad input: no zone, and a zone deleted mid-fight: a notice, nothing written", async () => {
    const w = await movementFight();
    await w.zones.setZone(w.by("Ada") as never, "");
    expect(await w.ask("Ada", { step: "move" })).toBe(false);
    expect(w.foundry.notices.at(-1)!.message).toContain("Ada has no zone");
    await w.zones.setZone(w.by("Ada") as never, "Ford");
    await w.ford.delete();
    await w.settle();
    const before = w.foundry.operations.length;
    expect(await w.ask("Ada", { step: "move" })).toBe(false);
    expect(w.foundry.notices.at(-1)!.message).toContain("Ada has no zone");
    expect(writesSince(w, before)).toEqual([]);
  });

  it("Z6: a token deleted mid-phase takes its combatant out of the fight (foundryvtt#11630): the movement phase "
    + "goes on with Bo, who moves", async () => {
    const w = await movementFight();
    expect([w.combat.system.phase, w.combat.combatant?.name]).toEqual(["movement", "Ada"]);
    await w.tokens[0]!.delete();
    await combatantsLeft();
    await w.settle();
    expect(w.combat.combatants.map((c) => c.name)).toEqual(["Bo", "Orc", "Gob"]);
    expect([w.combat.system.phase, w.combat.combatant?.name]).toEqual(["movement", "Bo"]);
    scriptFaces([12, 5]);
    expect(await w.ask("Bo", { step: "move" })).toBe(true);
    expect(w.cards()[0]!.system).toMatchObject({ name: "Bo", margin: 0, distance: "short" });
  });

  it("an engagement with a deleted combatant: the engagement left with one side dissolves; Ada moves freely", async () => {
    const w = await movementFight();
    await w.zones.engage(w.combat as never, [w.by("Ada").id!, w.by("Orc").id!]);
    await w.by("Orc").delete();
    await w.settle();
    scriptFaces([12, 6]);
    expect(await w.ask("Ada", { step: "move" })).toBe(true);
    expect(w.cards()[0]!.system).toMatchObject({ plan: { hindrance: 0 }, escape: { own: null } });
  });
});
