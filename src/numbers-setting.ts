import { SYSTEM_ID } from "./config/system.js";

/** What players see of the numbers (HP, overshield, defense) of a target they don't own. */
export type TargetNumbers = "hidden" | "show";

/** The choices of the setting, as lang keys. */
const CHOICES: Record<TargetNumbers, string> = {
  hidden: "FRAY.Setting.targetNumbers.choices.hidden",
  show: "FRAY.Setting.targetNumbers.choices.show",
};

/**
 * Registers the world setting for what players see of a target's numbers on cards and in the tracker: by default
 * (hidden) only what Foundry's token bar shows them; shown, whatever the actor's sheet shows them. Foundry offers to
 * reload the clients on a change (requiresReload), so no rendered card keeps showing what the GM has since hidden.
 */
export function registerNumbersSetting(): void {
  game.settings.register(SYSTEM_ID, "targetNumbers", {
    name: "FRAY.Setting.targetNumbers.name",
    hint: "FRAY.Setting.targetNumbers.hint",
    scope: "world",
    config: true,
    type: String,
    choices: { ...CHOICES },
    default: "hidden",
    requiresReload: true,
  });
}

/** The world's choice; an unknown stored value counts as the default, hidden. */
export function targetNumbers(): TargetNumbers {
  return game.settings.get(SYSTEM_ID, "targetNumbers") === "show" ? "show" : "hidden";
}
