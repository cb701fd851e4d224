import { sceneOf, sideOfCombatant, spotOf, type CombatLike, type CombatantLike } from
  "../../documents/zones/combatant-zone.js";
import { zoneRegions } from "../../documents/zones/zone-regions.js";
import { zoneName } from "./zone-context.js";
import { stored } from "../../types/shims.js";

/** Escapes text for an HTML attribute or text node (foundry.utils.escapeHTML). */
const text = (value: string): string => foundry.utils.escapeHTML(value);

/** Localizes and escapes. */
const t = (key: string, data: Record<string, string> = {}): string => text(game.i18n!.format(key, data));

/** Z10: the zone names to offer: the zone regions of the combatant's scene, then names given without a canvas. */
export function zoneChoices(combat: CombatLike, combatant: CombatantLike): string[] {
  const names = zoneRegions(sceneOf(combatant)).map((region) => region.name);
  for (const other of combat.combatants.contents) {
    const name = zoneName(other, spotOf(other).zone);
    if (name !== null) names.push(name);
  }
  return [...new Set(names)];
}

/** The place form: a zone name, typed or picked from the scene's zones and the names in use. */
export function placeForm(combat: CombatLike, combatant: CombatantLike): string {
  // A datalist suggests the known names while the input still takes any new one.
  const list = `fray-zones-${combatant.id}`;
  const options = zoneChoices(combat, combatant).map((name) => `<option value="${text(name)}"></option>`).join("");
  const current = zoneName(combatant, spotOf(combatant).zone) ?? "";
  return `<div class="form-group"><label>${t("FRAY.ZONE.Dialog.zone")}</label>`
    + `<input type="text" name="zone" value="${text(current)}" list="${list}" autofocus>`
    + `<datalist id="${list}">${options}</datalist></div><p class="hint">${t("FRAY.ZONE.Dialog.zoneHint")}</p>`;
}

/** Z10: asks for a zone name for `combatant`; null when the user closes the dialog. */
export async function askZone(combat: CombatLike, combatant: CombatantLike): Promise<string | null> {
  const data = await foundry.applications.api.DialogV2.input({
    window: { title: game.i18n!.format("FRAY.ZONE.Dialog.placeTitle", { name: combatant.name ?? "" }) },
    content: placeForm(combat, combatant),
    ok: { label: game.i18n!.localize("FRAY.ZONE.Dialog.place"), icon: "fa-solid fa-map-location-dot" },
  });
  return data ? String(data.zone ?? "") : null;
}

/** Which others a member dialog offers: allies to group up with, or opponents to engage. */
export type MemberPick = "group" | "engage";

/** Z11: the combatants `combatant` may group up with (allies) or engage (opponents): in its zone, not itself. */
export function memberChoices(combat: CombatLike, combatant: CombatantLike, pick: MemberPick): CombatantLike[] {
  const { zone } = spotOf(combatant);
  const side = sideOfCombatant(combatant);
  return combat.combatants.contents.filter((other) => other.id !== combatant.id && zone !== null
    && spotOf(other).zone === zone && (sideOfCombatant(other) === side) === (pick === "group"));
}

/** The member form: one checkbox per choice, those already in the combatant's group or engagement checked. */
export function memberForm(combatant: CombatantLike, choices: readonly CombatantLike[], pick: MemberPick): string {
  const own = spotOf(combatant);
  /** Whether `other` is already in the combatant's group (or engagement). */
  const joined = (other: CombatantLike) => pick === "group" ? own.group !== null && spotOf(other).group === own.group
    : own.engagement !== null && spotOf(other).engagement === own.engagement;
  const boxes = choices.map((other) => `<label class="checkbox"><input type="checkbox" name="${text(stored(other).id)}"${
    joined(other) ? " checked" : ""}> ${text(other.name ?? "")}</label>`).join("");
  return `<fieldset><legend>${t(`FRAY.ZONE.Dialog.${pick}Legend`, { name: combatant.name ?? "" })}</legend>${boxes}`
    + `</fieldset><p class="hint">${t(`FRAY.ZONE.Dialog.${pick}Hint`)}</p>`;
}

/** Z11: asks whom `combatant` groups up with or engages; the checked ids, or null when the user closes the dialog. */
export async function askMembers(combatant: CombatantLike, choices: readonly CombatantLike[], pick: MemberPick):
Promise<string[] | null> {
  const data = await foundry.applications.api.DialogV2.input({
    window: { title: game.i18n!.format(`FRAY.ZONE.Dialog.${pick}Title`, { name: combatant.name ?? "" }) },
    content: memberForm(combatant, choices, pick),
    ok: { label: game.i18n!.localize(`FRAY.ZONE.Dialog.${pick}`), icon: "fa-solid fa-check" },
  });
  if (!data) return null;
  // Only ids the dialog offered count: a form field added by anything else is ignored.
  const offered = new Set(choices.map((c) => c.id));
  return Object.entries(data).filter(([id, checked]) => checked === true && offered.has(id)).map(([id]) => id);
}
