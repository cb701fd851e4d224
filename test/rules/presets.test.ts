import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { REPO_ROOT } from "../foundry/localization.js";
import { PRESETS, PRESET_IDS, RULE_TOGGLE_KEYS, resolveRuleToggles } from "../../src/rules/presets.js";

/** The rows of the preset table at the top of RULES.md, as cells. */
function presetTable(): string[][] {
  const text = readFileSync(resolve(REPO_ROOT, "docs/RULES.md"), "utf8");
  return text.split("\n").filter((line) => /^\| `[a-z]+`/.test(line))
    .map((line) => line.split("|").slice(1, -1).map((cell) => cell.trim()));
}

/** Which damage rules a table cell names, as toggle values. */
function damageRules(cell: string) {
  return {
    shock: /Shock/.test(cell),
    wounds: /wounds/.test(cell),
    overshield: /overshield/.test(cell),
    fullHealthGuard: /full-health guard/.test(cell),
    criticals: /Legend critical/.test(cell) ? "level" : /escalating crits/.test(cell) ? "escalating" : undefined,
  };
}

describe("PRESETS", () => {
  const rows = presetTable();

  it("lists the same five presets as RULES.md, in its order", () => {
    expect(rows.map((r) => r[0]!.replaceAll("`", ""))).toEqual([...PRESET_IDS]);
  });

  it("matches RULES.md's seed, initiative mode, attack judge and damage rules for each preset", () => {
    const judges: Record<string, string> = { "d20 vs AC": "d20-ac", "d20 + Accuracy": "agility", "d20 + skill": "lot" };
    for (const [idCell, seed, initiative, attack, damage] of rows) {
      const preset = PRESETS[idCell!.replaceAll("`", "") as keyof typeof PRESETS];
      expect(preset.seed).toBe(seed);
      expect(preset.defaults.initiativeMode).toBe(/`([a-z0-9]+)`/.exec(initiative!)![1]);
      expect(preset.defaults.tieBreak).toBe(/tie reroll/.test(initiative!) ? "reroll-half" : "modifiers");
      expect(preset.defaults.enemyGroups).toBe(/groups/.test(initiative!));
      expect(preset.defaults.twoPlayersCap).toBe(/two-players cap/.test(initiative!));
      const judge = Object.entries(judges).find(([text]) => attack!.includes(text))?.[1];
      expect(preset.attack).toBe(judge);
      const expected = damageRules(damage!);
      expect(preset.defaults.shock).toBe(expected.shock);
      expect(preset.defaults.wounds).toBe(expected.wounds);
      expect(preset.defaults.overshield).toBe(expected.overshield);
      expect(preset.defaults.fullHealthGuard).toBe(expected.fullHealthGuard);
      if (expected.criticals) expect(preset.defaults.criticals).toBe(expected.criticals);
    }
  });

  it("T7: LoT adds the weapon's maximum on a critical; Z: Lur-Asko and sides add nothing", () => {
    expect(PRESETS.lot.defaults.criticals).toBe("max-damage");
    expect(PRESETS.lurasko.defaults.criticals).toBe("none");
    expect(PRESETS.sides.defaults.criticals).toBe("none");
  });

  it("T5: only LoT opens with a planning phase by default", () => {
    expect(PRESET_IDS.filter((id) => PRESETS[id].defaults.planningPhase)).toEqual(["lot"]);
  });

  it("A5, Z12 (I): the wound threshold is 6 and the Hindrance die a d4 by default", () => {
    for (const id of PRESET_IDS) {
      expect(PRESETS[id].defaults.woundThreshold).toBe(6);
      expect(PRESETS[id].defaults.hindranceDie).toBe(4);
    }
  });

  it("is frozen, so no caller can change a rulebook", () => {
    expect(Object.isFrozen(PRESETS)).toBe(true);
    expect(Object.isFrozen(PRESETS.legend.defaults)).toBe(true);
  });
});

describe("resolveRuleToggles", () => {
  it("keeps valid stored values and reports none", () => {
    const { toggles, invalid } = resolveRuleToggles("legend", { shock: true, woundThreshold: 8, hindranceDie: 6 });
    expect(toggles).toEqual({ ...PRESETS.legend.defaults, shock: true, woundThreshold: 8, hindranceDie: 6 });
    expect(invalid).toEqual([]);
  });

  it("falls back to the preset default for each invalid value and names it", () => {
    const stored = { initiativeMode: "chaos", woundThreshold: Number.NaN, shock: "yes", drPer: "attack",
      hindranceDie: 5 };
    const { toggles, invalid } = resolveRuleToggles("lot", stored);
    expect(toggles).toEqual({ ...PRESETS.lot.defaults, drPer: "attack" });
    expect(invalid.sort()).toEqual(["hindranceDie", "initiativeMode", "shock", "woundThreshold"]);
  });

  it("treats a missing or non-object store as all defaults", () => {
    for (const stored of [null, undefined, 7, "x"]) {
      expect(resolveRuleToggles("agility", stored)).toEqual({ toggles: PRESETS.agility.defaults, invalid: [] });
    }
  });

  it("covers every toggle a preset defines", () => {
    expect([...RULE_TOGGLE_KEYS].sort()).toEqual(Object.keys(PRESETS.legend.defaults).sort());
  });
});
