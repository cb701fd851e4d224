import {
  FEET_PER_SPACE, PRESETS, actionPool, attackTermIds, type DerivedDefenses, type DerivedValue, type PresetId,
} from "../../../rules/index.js";
import type { BaseActorModel } from "../../../data/actor/base-actor.js";
import { getRuleToggles } from "../../../settings.js";
import { NpcModel } from "../../../data/actor/npc.js";
import type { FieldInput, InputFor } from "../../api/field-inputs.js";
import { signed } from "./attributes.js";

/** One combat number: its label, how play mode writes it, the inputs of its stored base, and its breakdown. */
export interface StatContext {
  /** The stat's system path, which names its row in the template. */
  key: string;
  /** The lang key of its label. */
  label: string;
  /** What play mode shows: the total the rules read, or the stored value formatted. */
  display: string;
  /** The inputs edit mode shows: the stored base (none for a value only the rules make). */
  inputs: FieldInput[];
  /** "10 base + 6 Chain mail + 1 Buckler" for a derived total; empty for a stored number. */
  breakdown: string;
  /**
   * The breakdown as its tooltip holds it: escaped, so an item's name shows as written (Foundry renders a tooltip's
   * text as cleaned HTML, foundryvtt#12356).
   */
  tooltip: string;
  /** The unit shown after the inputs in edit mode (a lang key), or empty. */
  unit?: string;
}

/** Reads a nested number of system data, 0 when missing. */
export function numberAt(system: BaseActorModel, path: string): number {
  const value = path.split(".").reduce<unknown>((v, key) => (v as Record<string, unknown> | undefined)?.[key], system);
  return typeof value === "number" && Number.isFinite(value) ? value : 0;
}

/** "10 base + 6 Chain mail − 1 Hex": each part's value and (localized) label, in order. */
export function breakdownText(derived: Pick<DerivedValue, "total" | "value">
  & { parts: readonly { value: number; label: string }[] }): string {
  const label = (text: string) => text.startsWith("FRAY.") ? game.i18n.localize(text) : text;
  const text = derived.parts.map((part, i) => {
    // The first part stands alone (its own sign); each later one is joined by its sign, as a sum is written.
    const amount = i === 0 ? String(part.value).replace("-", "−")
      : `${part.value < 0 ? "−" : "+"} ${Math.abs(part.value)}`;
    return `${amount} ${label(part.label)}`;
  }).join(" ");
  // A total the rules bounded (a floor or a cap) says what it became after the sum.
  return derived.value === derived.total ? text
    : game.i18n.format("FRAY.SHEET.breakdownBounded", { parts: text, value: String(derived.value) });
}

/** A derived stat: the total the rules read, the stored base's input, and where the total comes from. */
function derivedStat(key: string, label: string, derived: DerivedValue | undefined, inputs: FieldInput[]): StatContext {
  const breakdown = derived ? breakdownText(derived) : "";
  return { key, label, display: String(derived?.value ?? 0), inputs, breakdown,
    tooltip: foundry.utils.escapeHTML(breakdown) };
}

/** A stored stat shown as `display` and edited through `inputs`. */
function storedStat(key: string, label: string, display: string, inputs: FieldInput[]): StatContext {
  return { key, label, display, inputs, breakdown: "", tooltip: "" };
}

/** Why an equipped armor or shield does not count, localized, one line each. */
export function equipmentNotes(derived: DerivedDefenses | undefined): string[] {
  if (!derived) return [];
  return [...derived.armor.ignored, ...derived.shield.ignored].map(({ reason }) => game.i18n.format(reason.key,
    Object.fromEntries(Object.entries(reason.data).map(([k, v]) => [k, String(v)]))));
}

/** The preset's defenses as derived totals, with their bases' inputs (agility's 10 + Agility has none, A3). */
function defenseStats(derived: DerivedDefenses | undefined, preset: PresetId, input: InputFor): StatContext[] {
  const judge = PRESETS[preset].attack;
  if (judge === "agility") return [derivedStat("defenses.agility", "FRAY.SHEET.defenses.agility", derived?.defenses.ac, [])];
  const ids = judge === "lot" ? ["dodge", "armor"] as const : ["ac"] as const;
  return ids.map((id) => derivedStat(`defenses.${id}`, `FRAY.SHEET.defenses.${id}`, derived?.defenses[id],
    [input(`defenses.${id}`)]));
}

/**
 * The actor's own terms of the rulebook's attack total (attackTermIds): its attack bonus (LoT's skill bonus for an
 * NPC) where the total adds it, its Accuracy only under Agility (A3). The weapon's terms are on its row.
 */
function attackStats(system: BaseActorModel, preset: PresetId, input: InputFor): StatContext[] {
  const terms = attackTermIds(preset, system instanceof NpcModel);
  const stats: StatContext[] = [];
  if (terms.includes("attackBonus")) {
    stats.push(storedStat("attackBonus", preset === "lot" ? "FRAY.SHEET.skillBonus" : "FRAY.SHEET.attackBonus",
      signed(numberAt(system, "attackBonus")), [input("attackBonus")]));
  }
  if (terms.includes("accuracy")) {
    stats.push(storedStat("accuracy", "FRAY.SHEET.accuracy", signed(numberAt(system, "accuracy")), [input("accuracy")]));
  }
  return stats;
}

/** The other numbers the preset's rules read: initiative, speed, the attack's own terms and the preset's extras. */
function otherStats(system: BaseActorModel, preset: PresetId, input: InputFor,
  derived: DerivedDefenses | undefined): StatContext[] {
  const format = (key: string, data: Record<string, string | number>) => game.i18n.format(key,
    Object.fromEntries(Object.entries(data).map(([k, v]) => [k, String(v)])));
  // A2: Agility counts movement in spaces (a Move Action moves 6), so its sheet shows them beside the feet.
  const feet = numberAt(system, "movement.speed");
  const speed = preset === "agility"
    ? format("FRAY.SHEET.units.feetSpaces", { value: feet, spaces: Math.max(0, Math.floor(feet / FEET_PER_SPACE)) })
    : format("FRAY.SHEET.units.feet", { value: feet });
  // L1, T1: only a d20 initiative adds the initiative bonus (sides roll a d8 per side, zones a d12 on DEX, Agility
  // rolls nothing), so only there does the sheet show it.
  const initiative = getRuleToggles().initiativeMode === "d20"
    ? [storedStat("initiative.bonus", "FRAY.SHEET.initiative", signed(numberAt(system, "initiative.bonus")),
      [input("initiative.bonus")])] : [];
  const other = [
    ...initiative,
    { ...storedStat("movement.speed", "FRAY.SHEET.speed", speed, [input("movement.speed")]),
      unit: "FRAY.SHEET.units.ft" },
  ];
  other.push(...attackStats(system, preset, input));
  // Each rulebook's own numbers: Agility's slots and MP (A10), LoT's critical range and AP, Lur-Asko's fatigue and
  // encumbrance (shown as its degree's name).
  if (preset === "agility") {
    other.push(storedStat("freeHitSlots", "FRAY.SHEET.freeHitSlots", String(numberAt(system, "freeHitSlots")), []));
    other.push(storedStat("summoningSlots", "FRAY.SHEET.summoningSlots", String(numberAt(system, "summoningSlots")), []));
    other.push(storedStat("mp", "FRAY.SHEET.mp", format("FRAY.SHEET.ofMax", { value: numberAt(system, "mp.value"),
      max: numberAt(system, "mp.max") }), [input("mp.value"), input("mp.max")]));
  }
  if (preset === "lot") {
    const crit = numberAt(system, "critThreshold");
    other.push(storedStat("critThreshold", "FRAY.SHEET.critThreshold",
      crit >= 20 ? "20" : format("FRAY.SHEET.critRange", { min: crit }), [input("critThreshold")]));
    other.push(storedStat("ap", "FRAY.SHEET.ap", format("FRAY.SHEET.ofMax", { value: numberAt(system, "ap.value"),
      max: numberAt(system, "ap.max") }), [input("ap.value"), input("ap.max")]));
  }
  if (preset === "lurasko") {
    other.push(storedStat("fatigue", "FRAY.SHEET.fatigue", String(numberAt(system, "fatigue")), [input("fatigue")]));
    const degree = derived?.encumbrance;
    other.push({ ...derivedStat("encumbrance", "FRAY.SHEET.encumbrance", degree, [input("encumbrance")]),
      display: game.i18n.localize(`FRAY.SHEET.encumbranceDegree.${degree?.value ?? 0}`) });
  }
  return other;
}

/** Defenses, damage reduction, the other combat numbers, which equipment counts, and the preset's action pool. */
export function combatContext(system: BaseActorModel, preset: PresetId, input: InputFor) {
  const derived: DerivedDefenses | undefined = system.derivedDefenses;
  const dr = (["physical", "elemental", "arcane"] as const).map((kind) => derivedStat(`dr.${kind}`,
    `FRAY.SHEET.dr.${kind}`, derived?.dr[kind], [input(`dr.${kind}`)]));
  // A pool of 0 is one the actor's own numbers fill (A9 free-hit slots, a round's, shown with the other numbers);
  // an unlimited action kind (an infinite count) shows as ∞.
  const actions = Object.entries(actionPool(preset)).filter(([, count]) => count !== 0).map(([kind, count]) => ({ kind,
    label: `FRAY.SHEET.actions.${kind}`, count: Number.isFinite(count) ? String(count) : "∞" }));
  return { defenses: defenseStats(derived, preset, input), dr, other: otherStats(system, preset, input, derived),
    equipmentNotes: equipmentNotes(derived), actions };
}
