import { effectRegistry } from "./effect-registry.js";
import { Hooks } from "./hooks.js";
import { release } from "./release.js";
import type { User } from "./users.js";
import { permissionError, world } from "./world.js";

/** CONFIG.time as v13 and v14 default it: a combat turn takes no time, a round 6 seconds. */
export const TIME_CONFIG = { turnTime: 0, roundTime: 6 } as const;

/**
 * game.time (foundry.helpers.GameTime): the world time in seconds. `advance(delta)` changes it (the `core.time`
 * world setting, so it needs SETTINGS_MODIFY); the server also advances it as part of a Combat operation that
 * carries the time (v13 one of `advanceTime` and `worldTime.delta`, v14 `worldTime.delta`: foundryvtt#10924) before
 * that update reaches the clients (foundryvtt#11619). Every change calls
 * `updateWorldTime(worldTime, delta, options, userId)`.
 */
export class GameTime {
  #worldTime = 0;

  /** The current world time in seconds. */
  get worldTime(): number {
    return this.#worldTime;
  }

  /** Advances (or, when negative, rewinds) the world time; resolves to the new time. */
  async advance(delta: number, options: Record<string, unknown> = {}): Promise<number> {
    const user = world.users.current;
    if (!user?.can("SETTINGS_MODIFY")) throw permissionError(user, "update", "Setting core.time");
    return this.apply(delta, options, user);
  }

  /** The server's side of a time change: the new time, and the hook every client gets. */
  apply(delta: number, options: Record<string, unknown>, user: User | null): number {
    if (!Number.isFinite(delta) || delta === 0) return this.#worldTime;
    this.#worldTime += delta;
    Hooks.callAll("updateWorldTime", this.#worldTime, delta, options, user?.id ?? null);
    // v14: core's effect registry refreshes on the world time's change (foundryvtt#14725: isExpiryEvent's
    // "updateWorldTime" branch), once the change has reached the clients.
    if (release.generation === 14) effectRegistry.refreshAfterOperation("updateWorldTime");
    return this.#worldTime;
  }
}

/** The update option a v13 server may honour for the time a Combat operation takes. */
export type V13TimeOption = "advanceTime" | "worldTime";

/**
 * Which option the v13 stand-in's server honours. Foundry's public word disagrees: the v13 hookEvents.combatTurn page
 * documents `advanceTime` in the update options, foundryvtt#10924 (v12) says "Token and Combat operations both
 * support passing a `worldTime: {delta: number}` option". The stand-in honours one, never both: `advanceTime` unless
 * FRAY_V13_TIME_OPTION (or `honourV13TimeOption`) says `worldTime`; core's own navigation passes the one honoured.
 */
let v13Option: V13TimeOption = "advanceTime";

/** Makes the v13 stand-in honour `option` (and core's navigation pass it), by default FRAY_V13_TIME_OPTION's. */
export function honourV13TimeOption(option?: V13TimeOption): void {
  v13Option = option ?? (process.env.FRAY_V13_TIME_OPTION === "worldTime" ? "worldTime" : "advanceTime");
}

/** The time a Combat operation's options carry, as the server honours it: v14 `worldTime.delta`, v13 one option. */
export function operationTimeDelta(options: Record<string, unknown>): number {
  if (release.generation === 14 || v13Option === "worldTime") {
    return Number((options.worldTime as { delta?: unknown } | undefined)?.delta ?? 0);
  }
  return Number(options.advanceTime ?? 0);
}

/** The update options of core's turn or round change, carrying `delta` seconds in the option the server honours. */
export function timeOptions(direction: 1 | -1, delta: number): Record<string, unknown> {
  return release.generation === 14 || v13Option === "worldTime" ? { direction, worldTime: { delta } }
    : { direction, advanceTime: delta };
}
