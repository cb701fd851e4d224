import { SYSTEM_ID } from "../../config/system.js";
import { FrayItemSheet } from "../api/item-sheet.js";
import { FrayCharacterSheet } from "./character-sheet.js";
import { FrayNpcSheet } from "./npc-sheet.js";

export { FrayCharacterSheet, FrayItemSheet, FrayNpcSheet };

/** Registers Fray's actor and item sheets as the defaults for their types (init). */
export function registerSheets(): void {
  // Each sheet is registered for Fray's own subtypes only: the sheets read Fray's data models.
  const { DocumentSheetConfig } = foundry.applications.apps;
  const { Actor, Item } = foundry.documents;
  DocumentSheetConfig.registerSheet(Actor, SYSTEM_ID, FrayCharacterSheet, { types: ["character"], makeDefault: true,
    label: "FRAY.SHEET.sheetClass.character" });
  DocumentSheetConfig.registerSheet(Actor, SYSTEM_ID, FrayNpcSheet, { types: ["npc"], makeDefault: true,
    label: "FRAY.SHEET.sheetClass.npc" });
  DocumentSheetConfig.registerSheet(Item, SYSTEM_ID, FrayItemSheet, {
    types: ["weapon", "armor", "shield", "ability", "gear"], makeDefault: true, label: "FRAY.SHEET.sheetClass.item" });
}
