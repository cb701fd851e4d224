import type { SummonerChoice } from "../../documents/combat/types.js";
import { noticeText } from "../../documents/notice-text.js";
import { ruleTextHTML } from "../../config/rule-links.js";
import type { TrackerCombat, TrackerCombatant } from "./types.js";

/** Escapes text for an HTML attribute or text node (foundry.utils.escapeHTML). */
const text = (value: string): string => foundry.utils.escapeHTML(value);

/** Localizes `key` with `data`, each value escaped. */
const t = (key: string, data: Record<string, string | number> = {}): string => noticeText(key, data);

/** A10: the summoner form: one select of `choices` (each with its slots left), `chosen` selected. */
export function summonerForm(choices: readonly SummonerChoice[], chosen: string): string {
  const options = choices.map((c) => `<option value="${text(c.id)}"${c.id === chosen ? " selected" : ""}>${
    t("FRAY.COMBAT.Summon.choice", { name: c.name, left: c.left, slots: c.slots })}</option>`).join("");
  return `<div class="form-group"><label>${t("FRAY.COMBAT.Summon.summoner")}</label>`
    + `<select name="summoner">${options}</select></div>`
    + `<p class="hint">${ruleTextHTML(game.i18n!.localize("FRAY.COMBAT.Summon.hint"))}</p>`;
}

/**
 * A10: asks the GM who summoned `unit` (DialogV2.input), offering the fight's combatants not summoned themselves,
 * the acting one chosen first when it is one of them; the chosen id, or null when the GM closes the dialog (or, with
 * a notice, when no one could have summoned it).
 */
export async function askSummoner(combat: TrackerCombat, unit: TrackerCombatant): Promise<string | null> {
  const choices = combat.summoners(unit.id ?? "");
  if (!choices.length) {
    ui.notifications?.warn(noticeText("FRAY.COMBAT.Notice.NoSummoner"));
    return null;
  }
  const acting = choices.find((c) => c.id === combat.combatant?.id) ?? choices[0]!;
  const data = await foundry.applications.api.DialogV2.input({
    window: { title: game.i18n!.format("FRAY.COMBAT.Summon.title", { name: unit.name ?? "" }) },
    // Wide enough for a name and its slots left in the select.
    position: { width: 480 },
    content: summonerForm(choices, acting.id),
    ok: { label: game.i18n!.localize("FRAY.COMBAT.Summon.mark"), icon: "fa-solid fa-hat-wizard" },
  });
  return data ? String(data.summoner ?? "") : null;
}

/** A10: the row menu's Summoned entry: unmarks a summoned unit; else asks who summoned it, then marks it. */
export async function toggleSummoned(combat: TrackerCombat, unit: TrackerCombatant): Promise<boolean> {
  if (unit.system.summoned) return unit.setSummoned(false);
  const summoner = await askSummoner(combat, unit);
  return summoner !== null && unit.setSummoned(true, summoner);
}
