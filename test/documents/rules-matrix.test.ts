// @vitest-environment happy-dom
/**
 * The rules × paths matrix: every damage rule toggle (overshield, shock, wounds, fullHealthGuard, drPer, criticals),
 * on and off, under each of the five rulebooks (a GM may turn any of them on under any rulebook), played through the
 * card paths (attack, miss, hit, critical, damage, apply, undo, heal, overshield grant, ability) as a GM would. Each
 * case starts from every one of these toggles off and turns on only the one under test, so a card may show and write
 * only what that rule says. Expected numbers are worked out from RULES.md by hand in the comments.
 *
 * The table: the Hero (level 3, attack bonus +0: no weapon attribute, no accuracy) attacks with a spear (1d8,
 * Shock 2/AC 15, threat 20) a Foe whose defense is 12 under every judge: AC 12 (L, Z, S), 10 + Agility 2 (A3),
 * Dodge 12 and Armor 12 (T7). So a d20 of 15 hits (15 ≥ 12; T7 15 > 12), 5 misses, and 20 is a natural 20.
 */
import { describe, expect, it } from "vitest";
import { scriptFaces } from "../foundry/dice.js";
import { cardWorld, type CardWorld } from "./card-world.js";
import { PRESET_IDS, PRESETS, type PresetId, type RuleToggles } from "../../src/rules/presets.js";

/** Every toggle this matrix covers, off. */
const ALL_OFF: Partial<RuleToggles> = { shock: false, wounds: false, overshield: false, fullHealthGuard: false,
  drPer: "hit", criticals: "none", woundThreshold: 6 };

/** An actor as the matrix reads it. */
type Actor = { id: string; uuid: string; system: { hp: { value: number }; overshield: { value: number } };
  effects: { contents: { id: string; disabled: boolean; statuses: Set<string> }[] };
  items: { contents: { type: string; system: { uses: { value: number } } }[] };
  createEmbeddedDocuments(n: string, d: object[]): Promise<{ id: string }[]>; update(c: object): Promise<unknown> };
/** A card as the matrix reads it. */
type Card = { id: string; type: string; system: { targets: { tokenUuid: string;
  outcome?: { outcome: string } }[] }; renderHTML(): Promise<HTMLElement> };

/**
 * A table under `preset` (every Fray document registered, as in a world) with the matrix's toggles off but `on`;
 * the Foe gets `foe` as its system data, the spears `weapon`.
 */
async function table(preset: PresetId, on: Partial<RuleToggles>, foe: object = {}, weapon: object = {}) {
  const w = await cardWorld(preset, weapon);
  (await import("../../src/documents/_module.js")).registerDocuments();
  await w.foundry.game.settings.set("fray", "rules", { ...PRESETS[preset].defaults, ...ALL_OFF, ...on, preset });
  const hero = await w.fighter("Hero", { level: 3 }) as unknown as Actor;
  const target = await w.fighter("Foe", { hp: { value: 10, max: 10 }, defenses: { ac: 12, dodge: 12, armor: 12 },
    attributes: { agi: { value: preset === "agility" ? 2 : 10 } }, ...foe }) as unknown as Actor;
  return { w, hero, foe: target, attack: (request: object = {}) => attackWith(w, hero, target, request),
    damage: (attack: Card, ...faces: Parameters<typeof scriptFaces>) => damageOf(w, attack, faces) };
}

/** The damage card of `attack`, its dice scripted to `faces`. */
async function damageOf(w: CardWorld, attack: Card, faces: Parameters<typeof scriptFaces>): Promise<Card> {
  scriptFaces(...faces);
  return await w.api.damage(attack) as unknown as Card;
}

/** The Hero's spear at the Foe: the attack card. */
async function attackWith(w: CardWorld, hero: Actor, foe: Actor, request: object): Promise<Card | null> {
  return await w.api.attack(hero as never, w.weaponOf(hero as never) as never, { targets: [foe], ...request }) as
    unknown as Card | null;
}

/** The attack card's one row: outcome badge, roll line and lines, and the buttons it offers. */
async function attackRow(card: Card) {
  const html = await card.renderHTML();
  return { outcome: card.system.targets[0]!.outcome!.outcome,
    lines: [...html.querySelectorAll(".fray-card-row .fray-card-line")].map((l) => l.textContent!),
    actions: [...html.querySelectorAll("[data-action]")].map((b) => b.getAttribute("data-action")) };
}

/** A damage card's one row's explanation. */
async function explained(card: Card): Promise<string> {
  return (await card.renderHTML()).querySelector(".fray-card-row .fray-card-line")!.textContent!;
}

/** The Foe's active effects with `status`. */
const withStatus = (actor: Actor, status: string) => actor.effects.contents.filter((e) => !e.disabled
  && e.statuses.has(status));

/** Each rulebook with on and off. */
const EACH = PRESET_IDS.flatMap((preset) => [true, false].map((on) => [preset, on] as const));

describe("T11 overshield × every rulebook: attack, hit, damage, apply, undo, heal, grant, ability, status", () => {
  for (const [preset, on] of EACH) {
    it(`${preset}, overshield ${on ? "on" : "off"}`, async () => {
      const t = await table(preset, { overshield: on },
        { hp: { value: 8, max: 10 }, overshield: { value: 4, max: 4, dr: 1, effect: "ward" } });
      // A6, T11: a heal of 1 gives 8 → 9 HP and never restores the overshield; only on does the card say so.
      const heal = (await t.w.api.heal(t.foe, 1, { apply: false })) as unknown as Card;
      expect(await explained(heal)).toBe(on ? "heals 1 (1 HP gained, now 9); healing never restores the overshield"
        : "heals 1 (1 HP gained, now 9)");
      await t.w.api.apply(heal, t.foe);
      expect([t.foe.system.hp.value, t.foe.system.overshield.value]).toEqual([9, 4]);
      scriptFaces([20, 15]);
      const attack = (await t.attack())!;
      expect((await attackRow(attack)).outcome).toBe("hit");
      const damage = await t.damage(attack, [8, 5]);
      // On: 5 − 1 (the overshield's own DR) = 4; the overshield of 4 absorbs 4 and breaks; nothing to HP (T11).
      // Off: the stored overshield is no rule's: 5 straight to HP, 9 − 5 = 4.
      expect(await explained(damage)).toBe(on
        ? "rolled 5; 5 − 1 DR = 4; overshield absorbs 4 and breaks; no damage to HP"
        : "rolled 5; 5 damage; 5 to HP (4 left)");
      const id = damage.system.targets[0]!.tokenUuid;
      await t.w.api.apply(damage, id);
      expect([t.foe.system.hp.value, t.foe.system.overshield.value]).toEqual(on ? [9, 0] : [4, 4]);
      // Undo moves back exactly what the damage changed: on, the overshield 0 → 4; off, HP 4 → 9.
      await t.w.api.undo(damage, id);
      expect([t.foe.system.hp.value, t.foe.system.overshield.value]).toEqual([9, 4]);
      // Grant 6 "shield": on, it replaces the 4 "ward" (larger, T11); off, a notice and no write.
      t.w.mark();
      expect(await t.w.api.grantOvershield(t.foe as never, { value: 6, dr: 0, effect: "shield" })).toBe(on);
      expect(t.foe.system.overshield.value).toBe(on ? 6 : 4);
      if (!on) {
        expect(t.w.writes().all).toBe(0);
        expect(t.w.foundry.notices.at(-1)!.message).toContain("overshield rule (T11) is off");
      }
      // While it stands (on: 6), a status is refused; off, the stored 4 blocks nothing.
      await t.foe.createEmbeddedDocuments("ActiveEffect", [{ name: "Prone", statuses: ["prone"] }]);
      expect(withStatus(t.foe, "prone")).toHaveLength(on ? 0 : 1);
      // An ability granting 9 "aegis": its use is spent either way; the overshield only with the rule on.
      const [ability] = await t.hero.createEmbeddedDocuments("Item", [{ name: "Aegis", type: "ability",
        system: { uses: { value: 1, max: 1 }, overshield: { enabled: true, value: 9, dr: 0, effect: "aegis" } } }]);
      expect(await t.w.api.useAbility(t.hero as never, ability as never)).toBe(true);
      expect(t.hero.system.overshield.value).toBe(on ? 9 : 0);
    });
  }
});

describe("S6–S9 Shock × every rulebook: miss, Apply Shock, undo, hit floor, Swarm", () => {
  for (const [preset, on] of EACH) {
    it(`${preset}, Shock ${on ? "on" : "off"}`, async () => {
      const t = await table(preset, { shock: on });
      scriptFaces([20, 5]);
      const miss = (await t.attack())!;
      const row = await attackRow(miss);
      expect(row.outcome).toBe("miss");
      // S7: the defense 12 ≤ Y 15, so the miss takes X 2 + attribute mod 0 + magic 0 = 2; off, no Shock at all.
      // L10: the Hero has no token, so under Legend the row also says no range was measured.
      const unmeasured = preset === "legend" ? ["No range measured: Hero has no token on this scene."] : [];
      expect(row.lines).toEqual([...on ? ["Shock: 2 points, before damage reduction"] : [], ...unmeasured]);
      expect(row.actions).toEqual(on ? ["applyShock"] : []);
      const shock = await t.w.api.shock(miss) as unknown as Card | null;
      if (on) {
        await t.w.api.apply(shock, t.foe);
        expect(t.foe.system.hp.value).toBe(8);
        expect(await explained(shock!)).toBe("HP 10 → 8");
        await t.w.api.undo(shock, t.foe);
        expect(t.foe.system.hp.value).toBe(10);
      } else {
        expect(shock).toBeNull();
        expect(t.w.foundry.notices.at(-1)!.message).toBe("No miss of this attack takes Shock. Nothing was posted.");
      }
      scriptFaces([20, 15]);
      const hit = (await t.attack())!;
      // S6: a hit rolling 1 deals at least the Shock a miss would have: max(1, 2) = 2; off, just 1.
      const damage = await t.damage(hit, [8, 1]);
      expect(await explained(damage)).toBe(on ? "rolled 1; raised to 2, the Shock of a miss; 2 damage; 2 to HP (8 left)"
        : "rolled 1; 1 damage; 1 to HP (9 left)");
      // S9: a Swarm of 2 is Shock's; off, the API refuses it and rolls nothing.
      const posted = t.w.foundry.game.messages.contents.length;
      scriptFaces([20, 15]);
      const swarm = await t.attack({ options: { swarm: 2 } });
      expect(swarm === null).toBe(!on);
      expect(t.w.foundry.game.messages.contents.length).toBe(posted + (on ? 1 : 0));
    });
  }
});

describe("A4–A6 wounds × every rulebook: aimed hit, damage, apply, undo, heal", () => {
  for (const [preset, on] of EACH) {
    it(`${preset}, wounds ${on ? "on" : "off"}`, async () => {
      const t = await table(preset, { wounds: on }, { hp: { value: 20, max: 20 } });
      scriptFaces([20, 15]);
      const aimed = await t.attack({ options: { aimedArea: "slowing" } });
      expect(aimed === null).toBe(!on);
      if (!on) expect(t.w.foundry.notices.at(-1)!.message).toContain("wounds rule (A4–A6) is off");
      scriptFaces([20, 15]);
      const attack = on ? aimed! : (await t.attack())!;
      const damage = await t.damage(attack, [8, 7]);
      // A5: 7 net damage ≥ the threshold 6 wounds the legs (on); off, 7 damage and no wound.
      expect(await explained(damage)).toBe(on
        ? "rolled 7; 7 damage; 7 to HP (13 left); wound to Slowing (legs, feet): Movement −2 spaces (−10 ft of speed) "
          + "and Agility −1"
        : "rolled 7; 7 damage; 7 to HP (13 left)");
      const id = damage.system.targets[0]!.tokenUuid;
      await t.w.api.apply(damage, id);
      expect([t.foe.system.hp.value, withStatus(t.foe, "wound").length]).toEqual([13, on ? 1 : 0]);
      await t.w.api.undo(damage, id);
      expect([t.foe.system.hp.value, withStatus(t.foe, "wound").length]).toEqual([20, 0]);
      // A6: a heal of 6 removes one wound with the rule on; off, the wound effect stays.
      await t.foe.update({ "system.hp.value": 10 });
      await t.foe.createEmbeddedDocuments("ActiveEffect", [{ name: "Wound", statuses: ["wound"] }]);
      await t.w.api.heal(t.foe, 6);
      expect([t.foe.system.hp.value, withStatus(t.foe, "wound").length]).toEqual([16, on ? 0 : 1]);
    });
  }
});

describe("T10 full-health guard × every rulebook: a blow beyond full HP", () => {
  for (const [preset, on] of EACH) {
    it(`${preset}, guard ${on ? "on" : "off"}`, async () => {
      const t = await table(preset, { fullHealthGuard: on }, { hp: { value: 5, max: 5 } });
      scriptFaces([20, 15]);
      const attack = (await t.attack())!;
      const damage = await t.damage(attack, [8, 8]);
      // 8 against 5 HP at full: HP 0 either way; the guard (on) says why the character lives, unconscious; off,
      // (I) a player character at 0 HP is unconscious too, with no guard line.
      expect(await explained(damage)).toBe(on
        ? "rolled 8; 8 damage; 8 to HP (0 left); full health: drops to 0 and unconscious instead; unconscious"
        : "rolled 8; 8 damage; 8 to HP (0 left); unconscious");
      await t.w.api.apply(damage, t.foe);
      expect([t.foe.system.hp.value, withStatus(t.foe, "unconscious").length]).toEqual([0, 1]);
      await t.w.api.undo(damage, t.foe);
      expect([t.foe.system.hp.value, withStatus(t.foe, "unconscious").length]).toEqual([5, 0]);
    });
  }
});

describe("T9 DR per hit or per attack × every rulebook: one hit, and LoT's two AP swings", () => {
  for (const preset of PRESET_IDS) {
    for (const drPer of ["hit", "attack"] as const) {
      it(`${preset}, DR per ${drPer}`, async () => {
        const t = await table(preset, { drPer }, { hp: { value: 20, max: 20 }, dr: { physical: 1 } },
          { apCost: 2 });
        await t.hero.update({ "system.ap": { value: 6, max: 6 } });
        scriptFaces([20, 15]);
        const attack = (await t.attack(preset === "lot" ? { options: { apSwings: 2 } } : {}))!;
        const damage = preset === "lot" ? await t.damage(attack, [8, 5], [8, 3]) : await t.damage(attack, [8, 5]);
        // One hit (no AP outside LoT): 5 − 1 = 4 either way. T8 LoT, two swings 5 and 3 against DR 1: per hit
        // (5 − 1) + (3 − 1) = 6, 20 → 14; per attack 8 − 1 = 7, 20 → 13.
        const expected = preset !== "lot" ? ["rolled 5; 5 − 1 DR = 4; 4 to HP (16 left)", 16]
          : drPer === "hit" ? ["swing 1: rolled 5, 5 damage; swing 2: rolled 3, 3 damage; 8 − 2 DR = 6; 6 to HP (14 left)", 14]
            : ["swing 1: rolled 5, 5 damage; swing 2: rolled 3, 3 damage; 8 − 1 DR = 7; 7 to HP (13 left)", 13];
        expect(await explained(damage)).toBe(expected[0]);
        await t.w.api.apply(damage, t.foe);
        expect(t.foe.system.hp.value).toBe(expected[1]);
      });
    }
  }
});

describe("L8, A7, T7 criticals × every rulebook: a natural 20 under each critical rule", () => {
  // A natural 20 hits and threatens under every judge: L8 20 ≥ threat 20; A3 (I) always; T7 20 counts 25 > 20.
  // The damage roll is 5; the Hero is level 3; the spear's maximum is 8; the escalation d4 shows 1 (no super).
  const extra: Record<RuleToggles["criticals"], [string, string, number]> = {
    none: ["hit", "rolled 5; 5 damage; 5 to HP (25 left)", 25],
    level: ["critical", "rolled 5; critical +2 × level 3 = 11; 11 damage; 11 to HP (19 left)", 19],
    escalating: ["critical", "rolled 5; critical × 2 = 10; 10 damage; 10 to HP (20 left)", 20],
    "max-damage": ["critical", "rolled 5; critical + weapon maximum 8 = 13; 13 damage; 13 to HP (17 left)", 17],
  };
  for (const preset of PRESET_IDS) {
    for (const criticals of ["none", "level", "escalating", "max-damage"] as const) {
      it(`${preset}, criticals ${criticals}`, async () => {
        const t = await table(preset, { criticals }, { hp: { value: 30, max: 30 } });
        scriptFaces([20, 20], [4, 1]);
        const attack = (await t.attack())!;
        const [outcome, line, hp] = extra[criticals];
        const row = await attackRow(attack);
        expect(row.outcome).toBe(outcome);
        expect(row.lines.some((l) => l.startsWith("Critical ("))).toBe(criticals === "escalating");
        const damage = await t.damage(attack, [8, 5]);
        expect(await explained(damage)).toBe(line);
        await t.w.api.apply(damage, t.foe);
        expect(t.foe.system.hp.value).toBe(hp);
      });
    }
  }
});

describe("T11 × A7, A5: while the overshield holds no status lands, not even a decisive critical's defeat", () => {
  for (const [preset, on] of EACH) {
    it(`${preset}, escalating criticals and wounds on, overshield ${on ? "on" : "off"}`, async () => {
      const t = await table(preset, { criticals: "escalating", wounds: true, overshield: on },
        { hp: { value: 30, max: 30 }, overshield: { value: 40, max: 40, dr: 0, effect: "ward" } });
      // d20 20, then d4 4 and d6 6: a decisive critical (A7 level 3): × 4 and the target defeated.
      scriptFaces([20, 20], [4, 4], [6, 6]);
      const attack = (await t.attack({ options: { aimedArea: "slowing" } }))!;
      const damage = await t.damage(attack, [8, 5]);
      // 5 × 4 = 20. On: the overshield of 40 absorbs 20 (20 left) and holds: no HP lost, no wound, no defeat.
      // Off: 20 to HP (30 → 10), 20 ≥ 6 wounds the legs, and the critical defeats the Foe: dead.
      expect(await explained(damage)).toBe(on
        ? "rolled 5; critical × 4 = 20; defeated outright; 20 damage; overshield absorbs 20 (20 left); "
          + "the overshield held: no status effects; no damage to HP"
        : "rolled 5; critical × 4 = 20; defeated outright; 20 damage; 20 to HP (10 left); "
          + "wound to Slowing (legs, feet): Movement −2 spaces (−10 ft of speed) and Agility −1; dead");
      await t.w.api.apply(damage, t.foe);
      expect([t.foe.system.hp.value, t.foe.system.overshield.value]).toEqual(on ? [30, 20] : [10, 40]);
      expect([withStatus(t.foe, "wound").length, withStatus(t.foe, "dead").length]).toEqual(on ? [0, 0] : [1, 1]);
    });
  }
});
