import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  deriveDefenses, DAMAGE_KINDS, DEFENSE_EFFECT_KEYS, PRESET_IDS, PRESETS, RulesRangeError, RulesTypeError,
  type ArmorInput, type DefenseInput, type DerivedDefenses, type DerivedValue, type ShieldInput,
} from "../../src/rules/index.js";

const base: DefenseInput["base"] = {
  defenses: { ac: 10, dodge: 10, armor: 10 }, dr: { physical: 0, elemental: 0, arcane: 0 }, encumbrance: 0,
};
const chainMail: ArmorInput = { name: "Chain mail", ac: 16, dodge: -1, armor: 3, dr: { physical: 2 }, encumbrance: 1 };
const chainShirt: ArmorInput = { name: "Chain Shirt", ac: 14, dodge: -1, armor: 3, dr: { physical: 2 }, encumbrance: 1 };
const plate: ArmorInput = { name: "Plate Harness", ac: 18, dodge: -2, armor: 5, dr: { physical: 3 }, encumbrance: 2 };
const robes: ArmorInput = { name: "Warded Robes", ac: 10, dodge: 1, armor: 0, dr: { elemental: 1, arcane: 2 },
  encumbrance: 0 };
const buckler: ShieldInput = { name: "Buckler", acBonus: 1 };
const tower: ShieldInput = { name: "Tower Shield", acBonus: 2 };

describe("derived defenses: AC presets (legend, sides, lurasko)", () => {
  it("legend: AC = 10 base + 6 chain mail (AC 16) + 1 buckler, part by part", () => {
    const ac = deriveDefenses("legend", { base, armors: [chainMail], shields: [buckler] }).defenses.ac;
    expect(ac).toEqual({ total: 17, value: 17, parts: [
      { source: "base", label: "FRAY.Defense.Part.Base", value: 10 },
      { source: "armor", label: "Chain mail", value: 6 },
      { source: "shield", label: "Buckler", value: 1 },
    ] });
  });

  it("sides: of two armors and two shields the higher counts, and the sheet is told why the other does not", () => {
    const out = deriveDefenses("sides", { base, armors: [chainShirt, plate], shields: [buckler, tower] });
    expect(out.defenses.ac?.total).toBe(10 + 8 + 2);
    expect(out.armor).toEqual({ counted: "Plate Harness", ignored: [{ name: "Chain Shirt", reason: {
      key: "FRAY.Defense.Reason.LowerArmor",
      data: { name: "Chain Shirt", counted: "Plate Harness", value: 14, countedValue: 18 } } }] });
    expect(out.shield.counted).toBe("Tower Shield");
    expect(out.shield.ignored[0]?.reason.key).toBe("FRAY.Defense.Reason.LowerShield");
  });

  it("(I) two armors of equal AC: the one with more DR counts, then the first equipped", () => {
    const light = { ...chainShirt, name: "Scale", dr: {} };
    expect(deriveDefenses("legend", { base, armors: [light, chainShirt] }).armor.counted).toBe("Chain Shirt");
    const twin = { ...chainShirt, name: "Twin" };
    const out = deriveDefenses("legend", { base, armors: [chainShirt, twin] });
    expect(out.armor.counted).toBe("Chain Shirt");
    expect(out.armor.ignored[0]?.reason.key).toBe("FRAY.Defense.Reason.EqualArmor");
  });

  it("lurasko: AC from the armor and Z8 encumbrance degrees from the armor, never beyond 2", () => {
    const out = deriveDefenses("lurasko", { base: { ...base, encumbrance: 1 }, armors: [plate],
      effects: [{ label: "Heavy pack", key: "encumbrance", value: 1 }] });
    expect(out.defenses.ac?.total).toBe(18);
    expect(out.encumbrance).toMatchObject({ total: 4, value: 2 });
    expect(out.encumbrance.parts.map((p) => p.source)).toEqual(["base", "armor", "effect"]);
  });

  it("an effect on AC adds its own part (S10 Charge: −2 AC)", () => {
    const ac = deriveDefenses("sides", { base, armors: [chainShirt],
      effects: [{ label: "Charge", key: "defenses.ac", value: -2 }] }).defenses.ac;
    expect(ac?.total).toBe(12);
    expect(ac?.parts.at(-1)).toEqual({ source: "effect", label: "Charge", value: -2 });
  });

  it("AC presets have no Dodge or Armor", () => {
    expect(Object.keys(deriveDefenses("legend", { base }).defenses)).toEqual(["ac"]);
  });
});

describe("derived defenses: agility (A3)", () => {
  it("A3: the defense is 10 + the Agility modifier; armor AC and shields add nothing", () => {
    const out = deriveDefenses("agility", { base: { ...base, defenses: { ac: 15, dodge: 0, armor: 0 } },
      attributes: { agi: 3, str: 1 }, armors: [plate], shields: [tower] });
    expect(out.defenses.ac).toEqual({ total: 13, value: 13, parts: [
      { source: "base", label: "FRAY.Defense.Part.AgilityBase", value: 10 },
      { source: "attribute", label: "FRAY.Attribute.agi.label", value: 3 },
    ] });
  });

  it("A2: a Bonus action spent on +1 dodge is an effect on the defense", () => {
    const out = deriveDefenses("agility", { base, attributes: { agi: -1 },
      effects: [{ label: "Dodge (BA)", key: "defenses.ac", value: 1 }] });
    expect(out.defenses.ac?.total).toBe(10);
  });

  it("(I) under agility the armor with the most DR counts, and its DR applies", () => {
    const out = deriveDefenses("agility", { base, attributes: { agi: 0 }, armors: [chainShirt, robes] });
    expect(out.armor.counted).toBe("Warded Robes");
    expect(out.dr.arcane.value).toBe(2);
  });

  it("the Agility modifier must be given under agility", () => {
    expect(() => deriveDefenses("agility", { base })).toThrow(/input.attributes.agi/);
  });
});

describe("derived defenses: LoT (T7, T9, T12)", () => {
  it("T7: Dodge and Armor each add the counted armor's share", () => {
    const out = deriveDefenses("lot", { base, armors: [chainShirt] });
    expect(out.defenses.dodge?.total).toBe(9);
    expect(out.defenses.armor?.parts).toEqual([
      { source: "base", label: "FRAY.Defense.Part.Base", value: 10 },
      { source: "armor", label: "Chain Shirt", value: 3 },
    ]);
    expect(out.defenses.ac).toBeUndefined();
  });

  it("T9: each DR kind is base + armor + effects", () => {
    const out = deriveDefenses("lot", { base: { ...base, dr: { physical: 1, elemental: 0, arcane: 3 } },
      armors: [chainShirt], effects: [{ label: "Fire ward", key: "dr.elemental", value: 2 }] });
    expect([out.dr.physical.total, out.dr.elemental.total, out.dr.arcane.total]).toEqual([3, 2, 3]);
  });

  it("T12: flanking lowers Dodge and Armor through effects; DR lowered below 0 reads as 0", () => {
    const out = deriveDefenses("lot", { base, effects: [{ label: "Flanked", key: "defenses.dodge", value: -2 },
      { label: "Flanked", key: "defenses.armor", value: -2 }, { label: "Corroded", key: "dr.physical", value: -3 }] });
    expect([out.defenses.dodge?.total, out.defenses.armor?.total]).toEqual([8, 8]);
    expect(out.dr.physical).toMatchObject({ total: -3, value: 0 });
  });

  it("(I) of two armors the higher Dodge + Armor counts", () => {
    expect(deriveDefenses("lot", { base, armors: [robes, chainShirt] }).armor.counted).toBe("Chain Shirt");
  });
});

describe("derived defenses: bad input", () => {
  it("throws naming the field", () => {
    expect(() => deriveDefenses("legend", { base, armors: [{ ...plate, ac: Number.NaN }] }))
      .toThrow(/input.armors\[0\].ac/);
    expect(() => deriveDefenses("legend", { base, shields: [{ name: "Spiked", acBonus: -1 }] })).toThrow(RulesRangeError);
    expect(() => deriveDefenses("legend", { base, shields: [{ name: "", acBonus: 1 }] })).toThrow(/name/);
    expect(() => deriveDefenses("legend", { base, effects: [{ label: "x", key: "hp" as "encumbrance", value: 1 }] }))
      .toThrow(RulesTypeError);
    expect(() => deriveDefenses("legend", { base: { ...base, encumbrance: 3 } })).toThrow(/input.base.encumbrance/);
    expect(() => deriveDefenses("5e" as "legend", { base })).toThrow(/preset/);
  });
});

/** Every derived value of a result. */
function values(out: DerivedDefenses): DerivedValue[] {
  return [...Object.values(out.defenses), ...Object.values(out.dr), out.encumbrance];
}

describe("derived defense properties", () => {
  const dr = fc.record({ physical: fc.nat(5), elemental: fc.nat(5), arcane: fc.nat(5) });
  const armor = (min: number) => fc.record({
    name: fc.constantFrom("A", "B", "C"), ac: fc.integer({ min: min === 0 ? 10 : 5, max: 20 }),
    dodge: fc.integer({ min: -min, max: 3 }), armor: fc.integer({ min: -min, max: 6 }), dr,
    encumbrance: fc.integer({ min: 0, max: 2 }),
  });
  const shield = fc.record({ name: fc.constantFrom("S", "T"), acBonus: fc.nat(3) });
  const inputs = fc.record({
    base: fc.record({ defenses: fc.record({ ac: fc.integer({ min: 5, max: 20 }), dodge: fc.integer({ min: 5, max: 20 }),
      armor: fc.integer({ min: 5, max: 20 }) }), dr, encumbrance: fc.integer({ min: 0, max: 2 }) }),
    attributes: fc.record({ agi: fc.integer({ min: -3, max: 5 }) }),
    armors: fc.array(armor(3), { maxLength: 3 }),
    shields: fc.array(shield, { maxLength: 2 }),
    effects: fc.array(fc.record({ label: fc.constant("E"), key: fc.constantFrom(...DEFENSE_EFFECT_KEYS),
      value: fc.integer({ min: -3, max: 3 }) }), { maxLength: 4 }),
  });

  it("every total is the sum of its counted parts, and every effect on it is one of them", () => {
    fc.assert(fc.property(fc.constantFrom(...PRESET_IDS), inputs, (preset, input) => {
      const out = deriveDefenses(preset, input);
      for (const v of values(out)) expect(v.total).toBe(v.parts.reduce((n, p) => n + p.value, 0));
      for (const kind of DAMAGE_KINDS) {
        const effects = input.effects.filter((e) => e.key === `dr.${kind}`).length;
        expect(out.dr[kind].parts.filter((p) => p.source === "effect")).toHaveLength(effects);
      }
      expect(out.armor.ignored).toHaveLength(Math.max(0, input.armors.length - 1));
    }));
  });

  it("equipping a first armor or shield that gives nothing negative never lowers a defense or a DR kind", () => {
    fc.assert(fc.property(fc.constantFrom(...PRESET_IDS), inputs, armor(0), shield, (preset, input, extra, carried) => {
      const before = deriveDefenses(preset, { ...input, armors: [], shields: [] });
      const after = deriveDefenses(preset, { ...input, armors: [extra], shields: [carried] });
      for (const id of ["ac", "dodge", "armor"] as const) {
        expect(after.defenses[id]?.total ?? 0).toBeGreaterThanOrEqual(before.defenses[id]?.total ?? 0);
      }
      for (const kind of DAMAGE_KINDS) expect(after.dr[kind].value).toBeGreaterThanOrEqual(before.dr[kind].value);
    }));
  });

  it("equipping one more armor and shield, neither negative, never lowers the preset's defense (under agility, DR)", () => {
    fc.assert(fc.property(fc.constantFrom(...PRESET_IDS), inputs, armor(0), shield, (preset, input, extra, carried) => {
      const worth = (out: DerivedDefenses) => PRESETS[preset].attack === "agility"
        ? DAMAGE_KINDS.reduce((n, k) => n + out.dr[k].total, 0)
        : Object.values(out.defenses).reduce((n, v) => n + v.total, 0);
      const before = deriveDefenses(preset, input);
      const after = deriveDefenses(preset, { ...input, armors: [...input.armors, extra],
        shields: [...input.shields, carried] });
      expect(worth(after)).toBeGreaterThanOrEqual(worth(before));
    }));
  });
});
