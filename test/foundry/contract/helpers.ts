import { TypeDataModel } from "../data-model.js";
import type { Document } from "../documents.js";
import { installFoundry, type FoundryStandIn } from "../index.js";

/** A fresh stand-in (generation from FOUNDRY_GENERATION) with an Actor and Item type "pc"/"gear" registered. */
export function standIn(): { foundry: FoundryStandIn; cls: (name: string) => typeof Document } {
  const foundry = installFoundry();
  (foundry.CONFIG.Actor!.dataModels as Record<string, unknown>).pc = class extends TypeDataModel {};
  (foundry.CONFIG.Item!.dataModels as Record<string, unknown>).gear = class extends TypeDataModel {};
  return { foundry, cls: (name) => foundry.CONFIG[name]!.documentClass as typeof Document };
}
