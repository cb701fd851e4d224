import { vi } from "vitest";
import type { Document } from "../foundry/documents.js";
import { installFoundry, type FoundryStandIn } from "../foundry/index.js";
import type { PresetId } from "../../src/rules/presets.js";

/** A fresh stand-in world with Fray's settings and data models registered, set to `preset`. */
export interface FrayWorld {
  foundry: FoundryStandIn;
  Actor: typeof Document;
  Item: typeof Document;
}

/** Installs the stand-in, loads Fray's modules against it and registers settings and data models. */
export async function frayWorld(preset: PresetId = "legend"): Promise<FrayWorld> {
  vi.resetModules();
  const foundry = installFoundry();
  const settings = await import("../../src/settings.js");
  const data = await import("../../src/data/_module.js");
  settings.registerSettings();
  data.registerDataModels();
  foundry.game.settings.seed("fray", "preset", preset);
  return {
    foundry,
    Actor: foundry.CONFIG.Actor!.documentClass as typeof Document,
    Item: foundry.CONFIG.Item!.documentClass as typeof Document,
  };
}
