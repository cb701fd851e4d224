import { Session } from "node:inspector/promises";
import { writeFileSync } from "node:fs";
import { afterAll, beforeAll, expect } from "vitest";
const KEY = Symbol.for("prof.session");
const g = globalThis as any;
const session: Session = g[KEY] ?? (g[KEY] = new Session());
beforeAll(async () => {
  try { session.connect(); } catch { /* connected */ }
  await session.post("Profiler.enable");
  try { await session.post("Profiler.stop"); } catch { /* not started */ }
  await session.post("Profiler.start");
});
afterAll(async () => {
  const { profile } = await session.post("Profiler.stop");
  const name = (expect as any).getState().testPath?.split("/work/main/")[1]?.replace(/\//g, "_") ?? "x";
  writeFileSync(`/tmp/prof/${process.env.FOUNDRY_GENERATION}-${name}-${Math.random().toString(36).slice(2)}.cpuprofile`, JSON.stringify(profile));
});
