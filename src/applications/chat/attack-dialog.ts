import {
  AIMED_AREAS, LOT_DEFENSES, RANGE_CATEGORIES, SITUATIONS, SWARM_MAX_ASSAILANTS, type RulesInForce,
} from "../../rules/index.js";
import { RANGE_LABELS } from "../../config/items.js";
import type { AttackOptions } from "../../documents/cards/attack-input.js";

/**
 * The choices the rules in force offer for an attack (an empty list: no dialog): the Sides table (S10, S11), the
 * Swarm Attack and Total Defense with Shock (S8, S9), aimed areas with wounds (A4), the named defense, a modifier
 * (T12 flanking without a scene) and AP swings under LoT (T7, T8), a free hit or the extra attack (A2: the Move
 * Action and both Bonus Actions) for an Agility attacker in a started combat (`inFight`, A9), the range category
 * under Legend for the GM without a canvas to measure on (`pickRange`, L10); and, for the GM whose attacker would
 * spend an action in a started combat (`mayWaiveAction`), attacking without spending it.
 */
export function attackChoices(rules: RulesInForce, apCost: number,
  { mayWaiveAction = false, inFight = false, pickRange = false } = {}): string[] {
  const choices: string[] = mayWaiveAction ? ["noSpend"] : [];
  if (rules.preset === "legend" && pickRange) choices.push("range");
  if (rules.preset === "agility" && inFight) choices.push("freeHit", "extraAttack");
  if (rules.preset === "sides") choices.push("situations", "charge", "dualWielding", "modifier");
  if (rules.shock) choices.push("swarm", "totalDefense");
  if (rules.wounds) choices.push("aimedArea");
  if (rules.preset === "lot") choices.push("defense", "modifier");
  if (rules.preset === "lot" && apCost > 0) choices.push("apSwings");
  return choices;
}

/** Escapes text for an HTML attribute or text node. */
function text(value: string): string {
  return foundry.utils.escapeHTML(value);
}

/** What a dialog shows beyond its choices: the weapons to pick from (A9 free hit), and the boxes ticked at first. */
export interface DialogPreset {
  weapons?: readonly { id: string; name: string }[];
  checked?: readonly string[];
}

/** The dialog's form: one labelled control per choice. */
function formHtml(choices: readonly string[], preset: DialogPreset = {}): string {
  /** A lang string, localized and escaped. */
  const t = (key: string) => text(game.i18n!.localize(key));
  /** A form row: the choice's label, then its control. */
  const label = (name: string, control: string) =>
    `<div class="form-group"><label>${t(`FRAY.CHAT.Dialog.${name}`)}</label>${control}</div>`;
  const parts: string[] = [];
  for (const choice of choices) {
    // Charge and dual wielding have checkboxes of their own, so the situations list leaves them out.
    if (choice === "situations") {
      parts.push(label("situations", `<select name="situations" multiple>${SITUATIONS.filter((s) => s !== "charge"
        && s !== "dualWielding").map((s) => `<option value="${s}">${t(`FRAY.RULES.Attack.Situation.${s}`)}</option>`)
        .join("")}</select>`));
    } else if (choice === "swarm") {
      parts.push(label("swarm", `<input type="number" name="swarm" min="1" max="${SWARM_MAX_ASSAILANTS}" value="1">`));
    } else if (choice === "aimedArea") {
      parts.push(label("aimedArea", `<select name="aimedArea"><option value="">${t("FRAY.CHAT.Option.noAim")}</option>${
        AIMED_AREAS.map((a) => `<option value="${a}">${t(`FRAY.RULES.Wounds.Area.${a}`)}</option>`).join("")}</select>`));
    } else if (choice === "defense") {
      parts.push(label("defense", `<select name="defense"><option value="">${t("FRAY.CHAT.Option.betterDefense")}</option>${
        LOT_DEFENSES.map((d) => `<option value="${d}">${t(`FRAY.CHAT.Defense.${d}`)}</option>`).join("")}</select>`));
    } else if (choice === "range") {
      parts.push(label("range", `<select name="range"><option value="">${t("FRAY.CHAT.Option.measuredRange")}</option>${
        RANGE_CATEGORIES.map((c) => `<option value="${c}">${t(RANGE_LABELS[c])}</option>`).join("")}</select>`));
    } else if (choice === "apSwings") {
      parts.push(label("apSwings", "<input type=\"number\" name=\"apSwings\" min=\"1\" step=\"1\">"));
    } else if (choice === "weapon") {
      parts.push(label("weapon", `<select name="weapon">${(preset.weapons ?? []).map((w) =>
        `<option value="${text(w.id)}">${text(w.name)}</option>`).join("")}</select>`));
    } else if (choice === "modifier") {
      parts.push(label("modifier", "<input type=\"number\" name=\"modifier\" step=\"1\" value=\"0\">"));
    } else {
      // Every other choice is a yes or no: Total Defense, charge, dual wielding, a free hit (or a tragedy's), the
      // extra attack, not spending the action.
      const checked = preset.checked?.includes(choice) ? " checked" : "";
      parts.push(label(choice, `<input type="checkbox" name="${choice}"${checked}>`));
    }
  }
  return parts.join("");
}

/** A form number: an empty control gives `fallback`; anything but a whole number in `min` … `max` gives NaN. */
function whole(value: unknown, fallback: number | null, min = -Infinity, max = Infinity): number | null {
  if (value === null || value === undefined || value === "") return fallback;
  const n = Number(value);
  return Number.isInteger(n) && n >= min && n <= max ? n : Number.NaN;
}

/**
 * The options a submitted form chose (the object DialogV2.input resolves), or null when a number is not one the
 * rules take (Swarm 1 … max assailants, AP swings ≥ 1, a whole modifier).
 */
export function optionsFromForm(data: Record<string, unknown>): AttackOptions | null {
  // A multiple select submits one value or an array of them; only strings are situations.
  const situations = ([] as unknown[]).concat(data.situations ?? []).filter((s): s is string => typeof s === "string");
  const swarm = whole(data.swarm, 1, 1, SWARM_MAX_ASSAILANTS);
  const modifier = whole(data.modifier, 0);
  const apSwings = whole(data.apSwings, null, 1);
  if ([swarm, modifier, apSwings].some((n) => Number.isNaN(n))) return null;
  return {
    situations: situations as AttackOptions["situations"], swarm: swarm!, modifier: modifier!, apSwings,
    charge: data.charge === true, dualWielding: data.dualWielding === true, totalDefense: data.totalDefense === true,
    aimedArea: (data.aimedArea ?? "") as AttackOptions["aimedArea"],
    defense: (data.defense ?? "") as AttackOptions["defense"],
    range: (data.range ?? "") as AttackOptions["range"],
  };
}

/** What the attack dialog chose: the card's options, and what the attack spends (its action, none, a free hit). */
export interface AttackChoice {
  /** The options the attack card is rolled with. */
  options: AttackOptions;
  /**
   * False when the GM chose to attack without spending the attacker's action; "freeHit" for an A9 free hit;
   * "extraAttack" for A2's extra attack (the Move Action and both Bonus Actions instead of the Attack Action).
   */
  spend: boolean | "freeHit" | "extraAttack";
  /** The weapon picked (a free hit's dialog, A9), by item id; "" when the dialog offered none. */
  weapon: string;
  /** A8: the tragedy's free hit was kept ticked. */
  tragedy: boolean;
}

/**
 * Asks for the attack's options in a small DialogV2 (with `preset`'s weapons and ticked boxes); null when the user
 * closes it, or (with a notice) when a number typed is not one the rules take.
 */
export async function attackDialog(name: string, choices: readonly string[], preset: DialogPreset = {}):
Promise<AttackChoice | null> {
  const result = await foundry.applications.api.DialogV2.input({
    window: { title: game.i18n!.format("FRAY.CHAT.Dialog.title", { name }) },
    content: formHtml(choices, preset),
    ok: { label: game.i18n!.localize("FRAY.CHAT.Dialog.roll"), icon: "fa-solid fa-dice-d20" },
  });
  if (!result) return null;
  const options = optionsFromForm(result);
  if (!options) {
    ui.notifications?.warn(game.i18n!.format("FRAY.CHAT.Notice.badOption", { max: String(SWARM_MAX_ASSAILANTS) }));
    return null;
  }
  const spend = result.freeHit === true ? "freeHit" : result.extraAttack === true ? "extraAttack"
    : result.noSpend !== true;
  return { options, spend,
    weapon: typeof result.weapon === "string" ? result.weapon : "", tragedy: result.tragedy === true };
}
