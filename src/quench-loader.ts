/** The bundle of Fray's Quench batches, beside fray.mjs in the system folder (rollup.config.mjs). */
export const QUENCH_FILE = "fray-quench.mjs";

/** What the batches' bundle exports. */
interface QuenchBundle {
  registerQuenchBatches(quench: unknown): void;
}

/** Imports a module by URL (the browser's dynamic import, which the bundler leaves as it is). */
const importUrl = (url: string): Promise<QuenchBundle> => import(url) as Promise<QuenchBundle>;

/**
 * On Quench's `quenchReady` hook, a GM's client imports the batches' bundle from beside this file and registers
 * Fray's batches and its report download; other users, and worlds without Quench, load nothing of it.
 */
export function registerQuenchLoader(load: (url: string) => Promise<QuenchBundle> = importUrl): void {
  Hooks.once("quenchReady", (quench) => {
    if (game.user?.isGM !== true) return;
    load(new URL(`./${QUENCH_FILE}`, import.meta.url).href)
      .then((bundle) => bundle.registerQuenchBatches(quench))
      .catch((error: unknown) => console.error("Fray | Quench batches", error));
  });
}
