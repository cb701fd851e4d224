import * as actor from "./actor/_module.js";
import * as chatMessage from "./chat-message/_module.js";
import * as combat from "./combat/_module.js";
import * as combatant from "./combatant/_module.js";
import * as combatantGroup from "./combatant-group/_module.js";
import * as item from "./item/_module.js";

/** A data model class that names the document subtype it serves. */
interface TypedModel {
  metadata: { type: string };
}

/** The model modules by the document they belong to. */
export const MODELS_BY_DOCUMENT = { Actor: actor, Item: item, ChatMessage: chatMessage, Combat: combat,
  Combatant: combatant, CombatantGroup: combatantGroup } as const;

/** Registers every exported model under `CONFIG[document].dataModels[metadata.type]` (init). */
export function registerDataModels(): void {
  for (const [documentName, models] of Object.entries(MODELS_BY_DOCUMENT)) {
    const registry = CONFIG[documentName as keyof typeof MODELS_BY_DOCUMENT].dataModels as Record<string, unknown>;
    for (const model of Object.values<TypedModel>(models)) registry[model.metadata.type] = model;
  }
}

/** Labels every model's fields from its LOCALIZATION_PREFIXES (i18nInit). */
export function localizeDataModels(): void {
  for (const models of Object.values(MODELS_BY_DOCUMENT)) {
    for (const model of Object.values(models)) foundry.helpers.Localization.localizeDataModel(model);
  }
}
