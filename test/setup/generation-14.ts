import choice from "./v14-tests.json" with { type: "json" };

/**
 * Which suites the v14 project runs again with the stand-in playing Foundry generation 14.
 *
 * Fray branches on the generation in one place, src/compat.ts (deletion updates, chat visibility modes and the
 * Roll#toMessage option, context-menu entries, ActiveEffect durations), and the stand-in only where Foundry 14
 * differs (those same APIs, plus ActiveEffect expiry, Combatant#roundJoined and the core settings). Everything
 * else runs the same code under both generations, so running it twice proves nothing. A suite runs again when
 * it reaches generation-dependent code:
 * - it loads Fray code that imports src/compat.ts: the documents (combats, cards, movement, zones), the sheets,
 *   the combat tracker, the dice's chat messages and the preview that drives them all;
 *   test/generation-14.test.ts fails when a suite whose imports reach src/compat.ts is missing here;
 * - or it drives stand-in behaviour that differs by generation without Fray's compat: actors' ActiveEffects
 *   (test/data/actor) and the contract tests pinning the stand-in's generation-specific APIs (the turn and round
 *   moves carry their world time as v13 `advanceTime` or v14 `worldTime.delta`).
 * Counting, per file, the reads of the generation in one run under 14 found these suites; since CONFIG.statusEffects
 * and ActiveEffect changes go through compat, the config, data, settings and packs suites that build status effects
 * reach it too. The rules, lang, build and the other contract suites never read it.
 *
 * Whether a suite's checks depend on the adapters can be probed: `FRAY_ADAPTER_PROBE=13 npx vitest run --project
 * v14` has the stand-in play 14 while telling Fray (game.release) it is 13, so every v14 adapter answers as v13's
 * does; a suite that still passes can't tell a wrong v14 adapter from a right one. On 2026-11-25, 68 of these 116
 * suites failed under the probe (every heavy one: the played fights, the rules matrix, the cards, the tracker's
 * actions); 34 passed (lists, labels, bounds and renders), as did 13 of the stand-in's 14 contract suites, which
 * check the stand-in itself.
 */

/** Suites that choose the generation themselves and run both in every run, so v14 adds nothing to them. */
export const BOTH_GENERATIONS = ["test/compat.test.ts", "test/dice/message-mode.test.ts",
  "test/foundry/contract/generations.test.ts", "test/foundry/contract/v14-expiry-moves.test.ts"];

/** The folders (ending in "/") and files whose suites run again under generation 14. */
export const GENERATION_14 = [
  "test/documents/",
  "test/trust/", // a malicious player against the cards, the combat and the zones (issue 19)
  "test/applications/sheets/",
  "test/applications/sidebar/",
  "test/applications/table/", // hotbar, keys, turn notices, the ruler and the tracker rows (issue 30)
  "test/applications/forecast/", // the forecast window on the tracker (issue 33)
  "test/applications/chat/", // the damage cards drawn again as their targets change
  "test/dice/rolls.test.ts",
  "test/preview/",
  "test/docs.test.ts", // the docs' macros (README.md, docs/) drive the cards and the combat like the preview
  "test/table/", // the played fights drive the combat and the cards
  "test/data/", // the actor models read effect changes through compat; the others reach it via src/config/statuses
  "test/config/statuses.test.ts", // CONFIG.statusEffects in the generation's shape (compat)
  "test/config/wound-changes.test.ts",
  "test/applications/settings/",
  "test/packs/packs.test.ts",
  "test/packs/fight.test.ts", // each pack actor's attacks and damage cards (effects and statuses through compat)
  "test/packs/rules.test.ts", // the condition pages are checked against src/config/statuses (compat)
  "test/applications/rule-links.test.ts", // rule links on the cards and the sheets (issue 31)
  "test/settings/",
  "test/trust/", // a malicious player's cards and queries (issue 19)
  "test/quench/", // the Quench batches play every rulebook's fight through Fray's documents and cards (issue 29)
  ...["chat", "combat", "dice", "documents", "lifecycle", "permissions", "prepared-data", "sheets", "status-effects",
    "token-actor", "tracker", "turn-events", "users", "world-time", "scene", "foundry-as-it-is", "chat-log"].map((name) => `test/foundry/contract/${name}.test.ts`),
];

/**
 * The suites that always run whole under 14: the stand-in's own contract suites (they check the stand-in playing
 * generation 14, which no adapter of Fray's changes) and the actors' ActiveEffects, which the stand-in applies in
 * generation 14's shape whatever Fray's adapters say.
 */
export const ALWAYS_14 = [...GENERATION_14.filter((path) => path.startsWith("test/foundry/contract/")),
  "test/data/actor/"];

/** The probe's choice (scripts/probe-v14.mjs): for each adapter, the tests that caught it answering as v13's. */
interface Choice {
  /** By adapter (an export of src/compat.ts): [file, test name] of the tests that failed when only it said 13. */
  catches: Record<string, [string, string][]>;
}

/** The tests the probe chose, by file. */
const CHOSEN = new Map<string, Set<string>>();
for (const [file, name] of Object.values((choice as unknown as Choice).catches).flat()) {
  CHOSEN.set(file, (CHOSEN.get(file) ?? new Set()).add(name));
}

/** Whether `file` is one of the suites that always run whole under 14. */
const always = (file: string) => ALWAYS_14.some((path) => (path.endsWith("/") ? file.startsWith(path)
  : file === path));

/** The tests of `file` the v14 project runs: null for all of them (ALWAYS_14), else the probe's choice. */
export function chosenTests(file: string): Set<string> | null {
  return always(file) ? null : CHOSEN.get(file) ?? new Set();
}

/**
 * The v14 project's include globs: every suite GENERATION_14 names while the probe runs (FRAY_V14_ALL or
 * FRAY_V14_ONLY set), else ALWAYS_14 and the files of the tests the probe chose.
 */
export function generation14Globs(): string[] {
  const globs = (paths: string[]) => paths.map((path) => (path.endsWith("/") ? `${path}**/*.test.ts` : path));
  if (process.env.FRAY_V14_ALL === "1" || process.env.FRAY_V14_ONLY) return globs(GENERATION_14);
  return globs([...ALWAYS_14, ...CHOSEN.keys()]);
}
