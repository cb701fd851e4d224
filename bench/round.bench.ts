import { bench, describe } from "vitest";
import { frayWorld } from "../test/data/world.js";
import { combatWorld } from "../test/documents/world.js";
import type { Document } from "../test/foundry/documents.js";
import type { OperationRecord } from "../test/foundry/world.js";
import type { PresetId } from "../src/rules/presets.js";
import { noteOperations, type RoundOperations } from "./operations-log.js";

/** The fight sizes a round is timed at: a round should grow in proportion (twice the combatants, twice the time). */
const SIZES = [50, 200, 400];

/** The rulebooks whose rounds are timed beside core's. */
const RULEBOOKS: PresetId[] = ["legend", "lurasko", "sides", "agility", "lot"];

/** The combatants of a fight of `count`: a tenth of them player characters on the party's side, the rest hostile. */
const fighters = (count: number) => Array.from({ length: count }, (_, i) => ({ name: `c${i}`, dex: 8 + (i % 9),
  agi: i % 5, player: i % 10 === 0, disposition: i % 10 === 0 ? 1 : -1 }));

/** What a timed round drives: the combat, a wait for the turn events its last change started, the operation log. */
interface Round {
  combat: { round: number; nextTurn(): Promise<unknown> };
  settle(): Promise<void>;
  operations: OperationRecord[];
}

/** A started Fray combat of `count` under `preset`, rolled, at the first turn of its first round. */
async function frayRound(preset: PresetId, count: number): Promise<Round> {
  const world = await combatWorld(preset);
  const { combat } = await world.fight(fighters(count));
  await combat.rollAll();
  await combat.startCombat();
  await world.settle(combat);
  return { combat, settle: () => world.settle(combat), operations: world.foundry.operations };
}

/**
 * The baseline: the stand-in's core Combat (Fray's data models registered, its document classes not) with the same
 * actors and initiatives set in advance, so turns pass by foundry.documents.Combat's own nextTurn (no turn writes:
 * Foundry's one Combat update a turn).
 */
async function coreRound(count: number): Promise<Round> {
  const { Actor, foundry } = await frayWorld("legend");
  const Combat = foundry.CONFIG.Combat!.documentClass as typeof Document;
  const combat = await Combat.create({}) as unknown as Round["combat"] & Document;
  const rows = [];
  for (const [i, f] of fighters(count).entries()) {
    const actor = await Actor.create({ name: f.name, type: f.player ? "character" : "npc" });
    rows.push({ name: f.name, actorId: actor!.id, initiative: 20 - (i % 20) });
  }
  await combat.createEmbeddedDocuments("Combatant", rows);
  await (combat as unknown as { startCombat(): Promise<unknown> }).startCombat();
  return { combat, settle: async () => undefined, operations: foundry.operations };
}

/**
 * This process's CPU time in milliseconds: a round is timed by the work it does, not by the wall clock, which the
 * other jobs sharing the 2-core machine stretch by a varying factor.
 */
const cpuNow = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

/**
 * Passes every turn of the round the combat is in, up to the first turn of the next (under lurasko a round has a
 * movement phase and an action phase), and gives the database operations its turns wrote.
 */
async function fullRound({ combat, settle, operations }: Round): Promise<RoundOperations> {
  const round = combat.round;
  const start = operations.length;
  let turns = 0;
  while (combat.round === round) {
    await combat.nextTurn();
    await settle();
    turns += 1;
  }
  const written = operations.slice(start);
  const count = (name: string) => written.filter((o) => o.action === "update" && o.documentName === name).length;
  const [combatUpdates, combatantBatches] = [count("Combat"), count("Combatant")];
  return { turns, combat: combatUpdates, combatant: combatantBatches,
    other: written.length - combatUpdates - combatantBatches };
}

for (const count of SIZES) {
  describe(`a full round of nextTurn with its turn events, ${count} combatants`, () => {
    const stages = [["core's turn order", () => coreRound(count)] as const,
      ...RULEBOOKS.map((preset) => [preset, () => frayRound(preset, count)] as const)];
    for (const [name, stage] of stages) {
      let round: Round;
      bench(name, async () => {
        noteOperations(`${count} combatants › ${name}`, await fullRound(round));
      }, { iterations: 5, warmupIterations: 1, time: 0, now: cpuNow, setup: async () => { round = await stage(); } });
    }
  });
}
