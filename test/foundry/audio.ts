/**
 * foundry.audio.AudioHelper.play as its v13 API page documents it
 * (foundryvtt.com/api/v13/classes/foundry.audio.AudioHelper.html#play: "Play a single Sound by providing its source",
 * `data {src, volume, loop, autoplay, channel}`, `socketOptions` false to play on this client only), and
 * CONFIG.sounds (`dice`, `lock`, `notification`, `combat`: core's sound paths). Nothing is heard: each play is
 * recorded with the user whose client played it.
 */
import { world } from "./world.js";

/** A sound played, and on whose client. */
export interface PlayedSound {
  src: string;
  volume?: number;
  user: string | null;
  broadcast: unknown;
}

/** The sounds played since install. */
export const playedSounds: PlayedSound[] = [];

/** CONFIG.sounds: core's default sound paths. */
export const CORE_SOUNDS = { dice: "sounds/dice.wav", lock: "sounds/lock.wav", notification: "sounds/notify.wav",
  combat: "sounds/drums.wav" } as const;

/** The stand-in AudioHelper. */
export class AudioHelper {
  /** Records the sound as played on the current user's client; resolves with a stand-in Sound. */
  static async play(data: { src: string; volume?: number; loop?: boolean; autoplay?: boolean },
    socketOptions: unknown = false): Promise<{ src: string }> {
    playedSounds.push({ src: data.src, volume: data.volume, user: world.users.current?.id ?? null,
      broadcast: socketOptions });
    return { src: data.src };
  }
}
