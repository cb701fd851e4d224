// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import { effectChangesData } from "../../src/compat.js";
import { scriptFaces } from "../foundry/dice.js";
import { cardWorld } from "./card-world.js";
import { PRESETS, type PresetId, type RuleToggles } from "../../src/rules/presets.js";

/** An actor as these tests read it. */
type Actor = { uuid: string; system: { hp: { value: number }; overshield: { value: number; max: number } } };
/** A damage card as these tests read it. */
type Msg = { system: { targets: { tokenUuid: string }[] }; renderHTML(): Promise<HTMLElement> };

/** A card world under `preset` with some of its toggles changed (stored as the rules form saves them). */
async function worldWith(preset: PresetId, changes: Partial<RuleToggles> = {}) {
  const w = await cardWorld(preset);
  w.foundry.game.settings.seed("fray", "rules", { ...PRESETS[preset].defaults, ...changes, preset });
  return w;
}

/**
 * Under Legend with `changes`, the Hero hits a Foe (AC 5, 10 HP) that holds a stored overshield of 4 (d20 15, 5
 * damage): the world, the Foe and the damage card, not yet applied.
 */
async function hitOnOvershield(changes: Partial<RuleToggles>) {
  const w = await worldWith("legend", changes);
  const hero = await w.fighter("Hero");
  const foe = await w.fighter("Foe", { defenses: { ac: 5 }, hp: { value: 10, max: 10 },
    overshield: { value: 4, max: 4, dr: 0, effect: "" } }) as unknown as Actor;
  scriptFaces([20, 15], [8, 5]);
  const damage = await w.api.damage(await w.api.attack(hero as never, w.weaponOf(hero as never) as never,
    { targets: [foe] })) as unknown as Msg;
  return { w, foe, damage };
}

describe("T11 off: a stored overshield has no effect anywhere (cards, API)", () => {
  it("Legend: a hit of 5 on a target holding a stored overshield of 4 takes 5 HP (10 → 5), the overshield untouched",
    async () => {
      const { w, foe, damage } = await hitOnOvershield({});
      const line = (await damage.renderHTML()).querySelector(".fray-card-line")!.textContent!;
      expect(line).not.toContain("overshield");
      // Legend, overshield off: 5 damage straight to HP, 10 − 5 = 5.
      expect(line).toContain("5 to HP");
      await w.api.apply(damage, damage.system.targets[0]!.tokenUuid);
      expect([foe.system.hp.value, foe.system.overshield.value]).toEqual([5, 4]);
    });

  it("Legend with the overshield toggled on: the same hit is absorbed (4 absorbed, breaks; 5 − 4 = 1 to HP)", async () => {
    const { w, foe, damage } = await hitOnOvershield({ overshield: true });
    await w.api.apply(damage, damage.system.targets[0]!.tokenUuid);
    expect([foe.system.hp.value, foe.system.overshield.value]).toEqual([9, 0]);
  });

  it("grantOvershield with the overshield off refuses with a localized notice and writes nothing", async () => {
    const w = await worldWith("legend");
    const hero = await w.fighter("Hero") as unknown as Actor;
    w.mark();
    expect(await w.api.grantOvershield(hero as never, { value: 6, dr: 1, effect: "ward" })).toBe(false);
    expect(w.writes().all).toBe(0);
    expect(hero.system.overshield.value).toBe(0);
    expect(w.foundry.notices.at(-1)!.message).toBe(
      "The overshield rule (T11) is off in this world: no overshield was granted.");
  });
});

describe("A5 off: a standing wound effect has no effect anywhere", () => {
  it("Legend (wounds off): a Weakening wound counts no wound, costs no BA and changes no stat; Agility: it does",
    async () => {
      for (const [preset, on] of [["legend", false], ["agility", true]] as const) {
        const w = await worldWith(preset);
        (await import("../../src/documents/_module.js")).registerDocuments();
        const { actionAdjustOf } = await import("../../src/documents/combat/action-adjust.js");
        const actor = await w.fighter("Bo", { attributes: { str: { value: 3 } } }) as unknown as Actor & {
          system: { wounds: number; attributes: { str: { value: number } } };
          createEmbeddedDocuments(n: string, d: object[]): Promise<unknown> };
        await actor.createEmbeddedDocuments("ActiveEffect", [{ name: "Wound: Weakening", statuses: ["wound"],
          ...effectChangesData([{ key: "system.attributes.str.value", value: "-1" }]),
          flags: { fray: { wound: { area: "weakening", modifiers: [{ stat: "strength", value: -1, duration: "wound" },
            { stat: "bonusActions", value: -1, duration: "wound" }] } } } }]);
        // On (Agility): one wound, one BA fewer (A5 Weakening), Strength 3 − 1 = 2; and Agility +0 gives 0 + 1 = 1
        // free-hit slot (A9). Off (Legend): none of it.
        expect(actor.system.wounds, preset).toBe(on ? 1 : 0);
        expect(actionAdjustOf(actor as never), preset).toEqual(on ? { bonus: -1, freeHit: 1 } : {});
        expect(actor.system.attributes.str.value, preset).toBe(on ? 2 : 3);
      }
    });
});

describe("A4: aiming at the center mass gives +1 to hit", () => {
  it("Agility: d20 11 + 0 misses 10 + Agility 2 = 12; aimed at the center mass, 11 + 1 = 12 hits", async () => {
    const w = await worldWith("agility");
    const hero = await w.fighter("Hero");
    const foe = await w.fighter("Foe", { attributes: { agi: { value: 2 } } });
    type Card = { system: { targets: { outcome: { outcome: string; total: number } }[] } };
    scriptFaces([20, 11]);
    const plain = await w.api.attack(hero as never, w.weaponOf(hero) as never, { targets: [foe] }) as unknown as Card;
    scriptFaces([20, 11]);
    const aimed = await w.api.attack(hero as never, w.weaponOf(hero) as never,
      { targets: [foe], options: { aimedArea: "centerMass" } }) as unknown as Card;
    expect(plain.system.targets[0]!.outcome).toMatchObject({ outcome: "miss", total: 11 });
    expect(aimed.system.targets[0]!.outcome).toMatchObject({ outcome: "hit", total: 12 });
    expect(await w.api.attack(hero as never, w.weaponOf(hero) as never,
      { targets: [foe], options: { aimedArea: "head" as never } })).toBeNull();
    expect(w.foundry.notices.at(-1)!.message).toBe(
      "Not an aimed area: head (fatal, slowing, weakening, disrupting or centerMass). Nothing was rolled.");
  });
});
