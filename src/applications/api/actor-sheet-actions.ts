/**
 * The click actions every Fray actor sheet shares: its items (create, open, delete, equip, attack, use), its
 * effects (create, open, switch, delete) and its conditions. Each reads the sheet it was clicked on only through
 * `SheetHost`, so this file never imports the sheet class.
 */
import { worldRulesInForce } from "../../settings.js";
import { attackChoices, attackDialog } from "../chat/attack-dialog.js";
import { cardApi } from "../../documents/cards/api.js";
import { combatantOf } from "../../documents/cards/spender.js";
import { userTargets } from "../../documents/cards/targets.js";
import { configuredStatuses } from "../sheets/character/conditions.js";
import { WeaponModel } from "../../data/item/weapon.js";
import { noticeText } from "../../documents/notice-text.js";

/** What an action reads of the sheet it was clicked on: its actor and whether the user may change it. */
export interface SheetHost {
  readonly actor: Actor.Implementation;
  readonly isEditable: boolean;
}

/** A click action as ApplicationV2 calls it, with the sheet as `this`. */
type SheetAction = (this: SheetHost, event: Event, target: HTMLElement) => Promise<void>;

/** True when the user may change the sheet's actor; otherwise a localized warning and false. */
function assertEditable(sheet: SheetHost): boolean {
  if (sheet.isEditable) return true;
  ui.notifications?.warn(game.i18n.localize("FRAY.SHEET.notEditable"));
  return false;
}

/** Passes a document through, warning (localized) when a clicked control named one that no longer exists. */
function warnWhenGone<T>(document: T | undefined): T | undefined {
  if (!document) ui.notifications?.warn(game.i18n.localize("FRAY.SHEET.gone"));
  return document;
}

/** The embedded item a clicked control names; a localized warning when it is gone (deleted elsewhere). */
function clickedItem(actor: Actor.Implementation, target: HTMLElement) {
  const id = target.closest<HTMLElement>("[data-item-id]")?.dataset.itemId;
  return warnWhenGone(id ? actor.items.get(id) : undefined);
}

/** The effect a clicked control names (the actor's own, or one an item transfers); a warning when it is gone. */
function clickedEffect(actor: Actor.Implementation, target: HTMLElement) {
  const row = target.closest<HTMLElement>("[data-effect-id]");
  const id = row?.dataset.effectId;
  const parentId = row?.dataset.parentId;
  const parent = parentId ? actor.items.get(parentId) : actor;
  return warnWhenGone(id ? parent?.effects.get(id) : undefined);
}

/** Asks the user to confirm deleting `name` (DialogV2.confirm); true only on "Yes". */
async function confirmDelete(name: string): Promise<boolean> {
  const escaped = Handlebars.escapeExpression(name);
  const answer = await foundry.applications.api.DialogV2.confirm({
    window: { title: game.i18n.localize("FRAY.SHEET.confirmDelete.title") },
    content: `<p>${game.i18n.format("FRAY.SHEET.confirmDelete.content", { name: escaped })}</p>`,
  });
  return answer === true;
}

/** Whether `type` names an item subtype with a registered data model. */
function isItemType(type: string): type is Item.SubType {
  return type in CONFIG.Item.dataModels;
}

/**
 * The choices the world's rules offer for an attack by `actor` with a weapon of this AP cost (none: no dialog); for
 * an actor in the fight, a free hit under Agility, and the GM may waive its action; under Legend, the GM without a
 * canvas picks the range (L10).
 */
export function sheetAttackChoices(actor: Actor.Implementation, apCost: number): string[] {
  const inFight = combatantOf(actor) !== null;
  return attackChoices(worldRulesInForce(), apCost, { mayWaiveAction: game.user?.isGM === true && inFight, inFight,
    pickRange: game.user?.isGM === true && canvas?.ready !== true });
}

/** Creates a new item of the clicked type, named after the type. */
async function createItem(this: SheetHost, _event: Event, target: HTMLElement): Promise<void> {
  if (!assertEditable(this)) return;
  const type = target.dataset.type ?? "";
  if (!isItemType(type)) {
    ui.notifications?.error(noticeText("FRAY.SHEET.unknownItemType", { type }));
    return;
  }
  const name = game.i18n.format("FRAY.SHEET.newItem", { type: game.i18n.localize(`TYPES.Item.${type}`) });
  await this.actor.createEmbeddedDocuments("Item", [{ name, type }]);
}

/** Opens the clicked item's sheet. */
async function editItem(this: SheetHost, _event: Event, target: HTMLElement): Promise<void> {
  await clickedItem(this.actor, target)?.sheet?.render(true);
}

/** Deletes the clicked item once the user confirms. */
async function deleteItem(this: SheetHost, _event: Event, target: HTMLElement): Promise<void> {
  if (!assertEditable(this)) return;
  const item = clickedItem(this.actor, target);
  if (item && await confirmDelete(item.name)) await item.delete();
}

/** Equips or unequips the clicked item. */
async function toggleEquip(this: SheetHost, _event: Event, target: HTMLElement): Promise<void> {
  if (!assertEditable(this)) return;
  const item = clickedItem(this.actor, target);
  if (!item) return;
  const system = item.system;
  const equipped = "equipped" in system && system.equipped === true;
  await item.update({ system: { equipped: !equipped } });
}

/** Creates a new, blank effect on the actor and opens its configuration. */
async function createEffect(this: SheetHost): Promise<void> {
  if (!assertEditable(this)) return;
  const name = game.i18n.localize("FRAY.SHEET.newEffect");
  const created = await this.actor.createEmbeddedDocuments("ActiveEffect", [{ name, img: "icons/svg/aura.svg" }]);
  await created?.[0]?.sheet?.render(true);
}

/** Opens Foundry's configuration sheet of the clicked effect. */
async function editEffect(this: SheetHost, _event: Event, target: HTMLElement): Promise<void> {
  await clickedEffect(this.actor, target)?.sheet?.render(true);
}

/** Switches the clicked effect on or off. */
async function toggleEffect(this: SheetHost, _event: Event, target: HTMLElement): Promise<void> {
  if (!assertEditable(this)) return;
  const effect = clickedEffect(this.actor, target);
  if (!effect) return;
  await effect.update({ disabled: !effect.disabled });
}

/** Deletes the clicked effect once the user confirms. */
async function deleteEffect(this: SheetHost, _event: Event, target: HTMLElement): Promise<void> {
  if (!assertEditable(this)) return;
  const effect = clickedEffect(this.actor, target);
  if (effect && await confirmDelete(effect.name)) await effect.delete();
}

/**
 * Puts the clicked condition on the actor or takes it off (Actor#toggleStatusEffect, as the token HUD does); an
 * id the world doesn't configure gets a localized notice. A standing overshield may refuse it (T11).
 */
async function toggleCondition(this: SheetHost, _event: Event, target: HTMLElement): Promise<void> {
  if (!assertEditable(this)) return;
  const id = target.dataset.statusId ?? "";
  if (!configuredStatuses().some((status) => status.id === id)) {
    ui.notifications?.warn(noticeText("FRAY.SHEET.unknownStatus", { id }));
    return;
  }
  await this.actor.toggleStatusEffect(id);
}

/**
 * Attacks with the clicked weapon against the user's targets now (none: a notice, and no dialog); a dialog asks only
 * for the choices the rulebook offers, and a shift-click skips it.
 */
async function rollAttack(this: SheetHost, event: Event, target: HTMLElement): Promise<void> {
  const item = clickedItem(this.actor, target);
  if (!item) return;
  // An attack needs a target: without one, say so before the dialog asks anything (the attack would refuse it).
  if (item.system instanceof WeaponModel && !userTargets().length) {
    ui.notifications?.warn(noticeText("FRAY.CHAT.Notice.noTargets"));
    return;
  }
  const apCost = item.system instanceof WeaponModel ? item.system.apCost : 0;
  const choices = sheetAttackChoices(this.actor, apCost);
  const chosen = (event as MouseEvent).shiftKey || !choices.length ? { options: {}, spend: true }
    : await attackDialog(item.name, choices);
  if (chosen) await cardApi.attack(this.actor, item, chosen);
}

/** Uses the clicked ability: its uses, effects and overshield. */
async function useAbility(this: SheetHost, _event: Event, target: HTMLElement): Promise<void> {
  if (!assertEditable(this)) return;
  const item = clickedItem(this.actor, target);
  if (item) await cardApi.useAbility(this.actor, item);
}

/** The shared click actions, by the `data-action` name the templates use. */
export const ACTOR_SHEET_ACTIONS: Record<string, SheetAction> = {
  createItem, editItem, deleteItem, toggleEquip, createEffect, editEffect, toggleEffect, deleteEffect,
  toggleCondition, rollAttack, useAbility,
};
