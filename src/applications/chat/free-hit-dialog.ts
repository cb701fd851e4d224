import { WeaponModel } from "../../data/item/weapon.js";
import type { FreeHitChoice } from "../../documents/free-hits/take.js";
import { setFreeHitPrompt } from "../../documents/free-hits/take.js";
import { noticeText } from "../../documents/notice-text.js";
import { sheetAttackChoices } from "../api/actor-sheet-actions.js";
import { attackDialog } from "./attack-dialog.js";

/** The hitter's weapons, equipped ones first. */
function weaponsOf(hitter: Actor.Implementation): Item.Implementation[] {
  const weapons = hitter.items.contents.filter((item) => item.system instanceof WeaponModel);
  const equipped = (item: Item.Implementation) => (item.system as WeaponModel).equipped ? 0 : 1;
  return weapons.sort((a, b) => equipped(a) - equipped(b));
}

/**
 * A9, A8: asks for a free hit's weapon and options: the attack dialog with the hitter's weapons to pick from, the
 * choices its rulebook offers, and "A free hit" ticked (after a tragedy, the tragedy's critical free hit instead);
 * null when closed, or (with a notice) when the hitter has no weapon.
 */
export async function freeHitDialog(hitter: Actor.Implementation, { tragedy }: { tragedy: boolean }):
Promise<FreeHitChoice | null> {
  const weapons = weaponsOf(hitter);
  if (!weapons.length) {
    ui.notifications?.warn(noticeText("FRAY.CHAT.FreeHit.noWeapon", { name: hitter.name }));
    return null;
  }
  const box = tragedy ? "tragedy" : "freeHit";
  const others = sheetAttackChoices(hitter, 0).filter((c) => c !== "freeHit" && c !== "noSpend");
  const chosen = await attackDialog(hitter.name, ["weapon", box, ...others],
    { weapons: weapons.map((w) => ({ id: w.id!, name: w.name })), checked: [box] });
  if (!chosen) return null;
  const weapon = weapons.find((w) => w.id === chosen.weapon) ?? weapons[0]!;
  return { weapon, options: chosen.options, freeHit: chosen.spend === "freeHit", tragedy: chosen.tragedy };
}

/** Registers the free-hit dialog with the cards that offer free hits (init). */
export function registerFreeHitDialog(): void {
  setFreeHitPrompt(freeHitDialog);
}
