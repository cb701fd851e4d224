import { vi } from "vitest";
import { installFoundry, type FoundryStandIn } from "../foundry/index.js";

/** A fresh stand-in with Fray's dice module loaded against it and its Roll classes registered. */
export async function diceWorld(): Promise<{ foundry: FoundryStandIn; dice: typeof import("../../src/dice/_module.js") }> {
  vi.resetModules();
  const foundry = installFoundry();
  const dice = await import("../../src/dice/_module.js");
  dice.registerDice();
  return { foundry, dice };
}
