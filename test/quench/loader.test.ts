import { describe, expect, it } from "vitest";
import { installFoundry } from "../foundry/index.js";
import { QUENCH_FILE, registerQuenchLoader } from "../../src/quench-loader.js";

/** Calls a hook fvtt-types does not know (Quench's). */
const callHook = (hook: string, ...args: unknown[]) => (Hooks as unknown as {
  callAll(name: string, ...rest: unknown[]): void }).callAll(hook, ...args);

describe("loading the Quench batches (quenchReady)", () => {
  it("a GM's client imports fray-quench.mjs from beside fray.mjs and registers the batches with Quench", async () => {
    const stand = installFoundry();
    const loaded: string[] = [];
    const quench = { registerBatch: () => undefined };
    const registeredWith: unknown[] = [];
    registerQuenchLoader(async (url) => {
      loaded.push(url);
      return { registerQuenchBatches: (q: unknown) => { registeredWith.push(q); } };
    });
    stand.loginAs(stand.gm);
    callHook("quenchReady", quench);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(loaded).toHaveLength(1);
    expect(loaded[0]!.endsWith(`/${QUENCH_FILE}`)).toBe(true);
    expect(registeredWith).toEqual([quench]);
  });

  it("a player's client loads nothing, and a world without Quench never fires the hook", async () => {
    const stand = installFoundry();
    const loaded: string[] = [];
    registerQuenchLoader(async (url) => {
      loaded.push(url);
      return { registerQuenchBatches: () => undefined };
    });
    stand.loginAs(stand.player);
    callHook("quenchReady", {});
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(loaded).toEqual([]);
  });
});
