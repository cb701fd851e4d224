/**
 * Contract tests: the stand-in's AudioHelper and CONFIG.sounds as Foundry v13's API pages document them
 * (foundryvtt.com/api/v13/classes/foundry.audio.AudioHelper.html#play: "Play a single Sound by providing its source";
 * CONFIG.sounds on foundryvtt.com/api/v13/interfaces/CONFIG.html: dice, lock, notification, combat).
 */
import { describe, expect, it } from "vitest";
import { playedSounds } from "../audio.js";
import { standIn } from "./helpers.js";

describe("AudioHelper.play (v13)", () => {
  it("plays a source on the current client (socketOptions false) and resolves with the sound", async () => {
    const { foundry } = standIn();
    const sounds = foundry.CONFIG.sounds as { notification: string };
    expect(sounds.notification).toBe("sounds/notify.wav");
    const audio = (globalThis as unknown as { foundry: { audio: { AudioHelper: { play(d: object, s?: unknown):
    Promise<{ src: string }> } } } }).foundry.audio;
    foundry.loginAs(foundry.player);
    expect(await audio.AudioHelper.play({ src: sounds.notification, volume: 0.5 }, false)).toEqual(
      { src: "sounds/notify.wav" });
    expect(playedSounds).toEqual([{ src: "sounds/notify.wav", volume: 0.5, user: foundry.player.id,
      broadcast: false }]);
  });
});
