import type { PresetId } from "../rules/index.js";

declare module "fvtt-types/configuration" {
  interface AssumeHookRan {
    ready: never;
  }
  interface SettingConfig {
    "fray.preset": PresetId;
    "fray.rules": foundry.data.fields.ObjectField;
  }
}
