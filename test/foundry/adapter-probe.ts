/**
 * The adapter probe and trace (test/setup/generation-14.ts, scripts/probe-v14.mjs): what game.release.generation
 * tells each of Fray's v14 adapters in src/compat.ts, the one module that reads it.
 * - FRAY_ADAPTER_PROBE=13: a stand-in playing 14 tells every adapter 13, so each answers as v13's does;
 * - FRAY_ADAPTER_PROBE=13:<adapter>: only that adapter (an export of src/compat.ts) is told 13;
 * - FRAY_ADAPTER_TRACE=1: the adapters that read the generation are noted for the running test.
 */
import type { Generation } from "./release.js";

/** Where the adapters read during the running test are kept, across the per-file copies of this module. */
const REACHED: unique symbol = Symbol.for("fray.standIn.adaptersReached");

/** The store of adapters reached, shared by the stand-in and the v14 project's setup file. */
const shared = globalThis as { [REACHED]?: Set<string> };

/** The adapters that read the generation since the set was last cleared (the v14 setup file clears it per test). */
export function adaptersReached(): Set<string> {
  return (shared[REACHED] ??= new Set<string>());
}

/**
 * The export of src/compat.ts whose call asked for the generation: the frame after compat's own `generation()`,
 * or null when something else (a test, the stand-in) asked.
 */
function callingAdapter(): string | null {
  const frames = new Error().stack?.split("\n") ?? [];
  const at = frames.findIndex((frame) => /\bat generation \(.*src\/compat\.ts/.test(frame));
  const caller = at < 0 ? undefined : /\bat (?:Object\.|Module\.)?([\w$]+) \(.*src\/compat\.ts/.exec(frames[at + 1] ?? "");
  return caller?.[1] ?? null;
}

/** The generation game.release tells whoever reads it, under the probe and the trace the environment asks for. */
export function reportedGeneration(playing: Generation): Generation {
  const probe = process.env.FRAY_ADAPTER_PROBE;
  if (!probe && process.env.FRAY_ADAPTER_TRACE !== "1") return playing;
  const adapter = callingAdapter();
  if (adapter && process.env.FRAY_ADAPTER_TRACE === "1") adaptersReached().add(adapter);
  if (playing !== 14 || !probe) return playing;
  if (probe === "13") return 13;
  return adapter !== null && probe === `13:${adapter}` ? 13 : playing;
}
