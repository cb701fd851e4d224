import { formatShock } from "../../config/shock-label.js";
import type { AttackTerms } from "../../rules/index.js";
import { breakdownText } from "../sheets/character/combat-stats.js";

/** A loosely typed view of an item's system data. */
type ItemSystem = Record<string, unknown>;

/** What an actor sheet shows of one embedded item. */
export interface ItemRow {
  /** The item's id, which the row's controls carry (`data-item-id`). */
  id: string;
  name: string;
  /** Its image, or the generic bag when it has none. */
  img: string;
  type: string;
  /** Whether the row offers the equip toggle (armor, shields and weapons). */
  equippable: boolean;
  equipped: boolean;
  /** The sheet action that rolls or uses the item (weapons attack, abilities are used), or null. */
  rollAction: "rollAttack" | "useAbility" | null;
  /** The lang key of the roll button's label (a weapon's names the shift-click only where a dialog opens). */
  rollLabel: string;
  /** Short, already localized facts shown beside the name (damage, Shock, AP, AC, uses …). */
  tags: string[];
  /** A weapon's to-hit: what the rulebook adds to the d20 and the terms it is made of; null for other items. */
  toHit: ToHitTag | null;
}

/** A weapon's to-hit as its row shows it. */
export interface ToHitTag {
  /** The sum the rulebook adds to the d20, signed ("+5"). */
  display: string;
  /** "2 attack bonus + 3 attribute + 0 magic": each term the total adds (attackTerms). */
  breakdown: string;
  /** The breakdown escaped for its tooltip. */
  tooltip: string;
}

/** The lang key that names each attack term on a weapon row (LoT's attribute term is its skill bonus). */
function termLabel(id: string, lot: boolean): string {
  return id === "attribute" && lot ? "FRAY.SHEET.attackTerms.skillBonus" : `FRAY.SHEET.attackTerms.${id}`;
}

/** A weapon's to-hit tag from its attack terms under the world's rulebook (`lot`: LoT names its skill bonus). */
export function toHitTag(terms: AttackTerms, lot: boolean): ToHitTag {
  const breakdown = breakdownText({ value: terms.bonus, total: terms.bonus,
    parts: terms.toHit.map((term) => ({ value: term.value, label: termLabel(term.id, lot) })) });
  const display = game.i18n.format("FRAY.SHEET.tags.toHit",
    { bonus: `${terms.bonus < 0 ? "\u2212" : "+"}${Math.abs(terms.bonus)}` });
  return { display, breakdown, tooltip: foundry.utils.escapeHTML(breakdown) };
}

/** Reads a nested value of an item's system data. */
function read(system: ItemSystem, path: string): unknown {
  return path.split(".").reduce<unknown>((value, key) => (value as ItemSystem | undefined)?.[key], system);
}

/** A number, or null when the value is missing or not a number. */
function num(value: unknown): number | null {
  return typeof value === "number" && Number.isFinite(value) ? value : null;
}

/** Which rule-dependent facts a row shows: Shock ratings (S7) and AP costs (T8). */
export interface ItemTagRules {
  /** S7: whether a weapon's Shock rating shows. */
  shock: boolean;
  /** T8: whether a weapon's AP cost shows (LoT). */
  ap: boolean;
}

/**
 * The localized tags of an item by type; a weapon's damage with what a hit adds to its formula (S6, `damageBonus`).
 */
export function itemTags(type: string, system: ItemSystem, rules: ItemTagRules, damageBonus = 0): string[] {
  /** A tag's localized text, by its key under FRAY.SHEET.tags. */
  const t = (key: string, data: Record<string, string | number> = {}) => game.i18n.format(`FRAY.SHEET.tags.${key}`,
    Object.fromEntries(Object.entries(data).map(([k, v]) => [k, String(v)])));
  const tags: (string | null)[] = [];
  if (type === "weapon") {
    const formula = read(system, "damage.formula");
    const bonus = damageBonus ? ` ${damageBonus < 0 ? "\u2212" : "+"} ${Math.abs(damageBonus)}` : "";
    if (typeof formula === "string" && formula) tags.push(`${formula}${bonus}`);
    if (rules.shock) {
      tags.push(formatShock({ damage: num(read(system, "shock.damage")), maxAc: num(read(system, "shock.maxAc")) },
        { shock: t("shock"), ac: t("ac") }));
    }
    const ap = num(read(system, "apCost"));
    // An AP cost of 0 is the default, not worth a tag.
    if (ap && rules.ap) tags.push(t("apCost", { ap }));
  } else if (type === "armor") {
    const ac = num(read(system, "ac"));
    if (ac !== null) tags.push(t("armorAc", { ac }));
  } else if (type === "shield") {
    const bonus = num(read(system, "acBonus"));
    if (bonus !== null) tags.push(t("shieldAc", { bonus }));
  } else if (type === "ability") {
    const max = num(read(system, "uses.max"));
    // An ability without a use limit (max 0) shows no uses.
    if (max) tags.push(t("uses", { value: num(read(system, "uses.value")) ?? 0, max }));
  } else if (type === "gear") {
    const quantity = num(read(system, "quantity"));
    if (quantity !== null) tags.push(t("quantity", { quantity }));
  }
  return tags.filter((tag): tag is string => tag !== null);
}

/** An embedded item as its row reads it. */
type RowItem = { id: string | null; name: string; img?: string | null; type: string; system: unknown };

/** The sheet action of each rollable item type. */
const ROLL_ACTIONS: Record<string, ItemRow["rollAction"]> = { weapon: "rollAttack", ability: "useAbility" };

/** The lang key of an item's roll button: an attack that opens a dialog says a shift-click skips it. */
function rollLabel(type: string, system: ItemSystem, opensDialog: (system: ItemSystem) => boolean): string {
  const action = ROLL_ACTIONS[type];
  if (!action) return "";
  return action === "rollAttack" && opensDialog(system) ? "FRAY.SHEET.rollAttackDialog" : `FRAY.SHEET.${action}`;
}

/**
 * Builds the row an actor sheet shows for `item`; `opensDialog` tells whether a weapon's attack asks anything,
 * `terms` (a weapon's attack terms in its wielder's hands, with `lot` under LoT) its to-hit and damage terms.
 */
export function itemRow(item: RowItem, rules: ItemTagRules, opensDialog: (system: ItemSystem) => boolean,
  terms: AttackTerms | null = null, lot = false): ItemRow {
  // Any item's data is read loosely: a module's item type may hold none of Fray's fields.
  const system = (item.system ?? {}) as ItemSystem;
  return {
    id: item.id ?? "",
    name: item.name,
    img: item.img ?? "icons/svg/item-bag.svg",
    type: item.type,
    equippable: item.type === "armor" || item.type === "shield" || item.type === "weapon",
    equipped: Boolean(system.equipped),
    rollAction: ROLL_ACTIONS[item.type] ?? null,
    rollLabel: rollLabel(item.type, system, opensDialog),
    tags: itemTags(item.type, system, rules, terms?.damageBonus ?? 0),
    toHit: terms ? toHitTag(terms, lot) : null,
  };
}
