import fc from "fast-check";
import { turnEventsSettled } from "../foundry/combat.js";
import { answerDialogs, resetDialogs } from "../foundry/dialog.js";
import * as model from "../model/index.js";
import { creatureArb, togglesArb, weaponArb, type FuzzCase } from "./arbitraries.js";
import { disagreements } from "./compare.js";
import { tokenIdOf, type FuzzActor, type fuzzWorld } from "./product.js";

/** A fight: the world's rules, two to four fighters (the first a player's, the second an NPC), rounds, the dice. */
export interface FightCase {
  toggles: model.Toggles;
  fighters: { creature: model.Creature; weapon: model.Weapon }[];
  rounds: number;
  /** How many attacks each turn tries (one more than the rulebook allows is refused). */
  attacksPerTurn: number;
  seed: number;
}

/** A whole fight (no aimed areas: a wound's effects on later numbers are the single-attack cases' business). */
export function fightArb(): fc.Arbitrary<FightCase> {
  const fighter = fc.record({ creature: creatureArb(), weapon: weaponArb() });
  return fc.record({
    toggles: togglesArb(),
    fighters: fc.array(fighter, { minLength: 2, maxLength: 4 }).map((all) => all.map((f, i) => (i < 2
      ? { ...f, creature: { ...f.creature, player: i === 0 } } : f))),
    rounds: fc.integer({ min: 1, max: 2 }),
    attacksPerTurn: fc.integer({ min: 1, max: 3 }),
    seed: fc.integer({ min: 1, max: 0x7fffffff }),
  });
}

/** A combatant as the fight reads it. */
interface Fighter {
  id: string;
  actor: FuzzActor;
  model: model.Creature;
  weapon: model.Weapon;
}

/** The combat as the fight drives it. */
interface FightCombat {
  combatant: { id: string; system: { spent: Record<string, number> } } | null;
  combatants: { contents: { id: string; actorId: string; initiative: number | null }[] };
  round: number;
  system: { phase?: string };
  rollAll(): Promise<unknown>;
  startCombat(): Promise<unknown>;
  nextTurn(): Promise<unknown>;
  eventsSettled(): Promise<unknown>;
}

/** Waits, as the played fights do, for the turn events the last change started (the refresh of actions …). */
async function settled(combat: FightCombat): Promise<void> {
  await turnEventsSettled(combat as never);
  await combat.eventsSettled();
}

/** The kinds of action an attack spends under the model, when the pool still has them this turn. */
function canSpend(pool: Record<string, number>, spent: Record<string, number>, cost: Record<string, number>): boolean {
  return Object.entries(cost).every(([kind, n]) => (pool[kind] ?? 0) - (spent[kind] ?? 0) >= n);
}

/**
 * Plays a fight through the tracker and `game.fray.api` as the GM — initiative rolled, each turn's attacks until
 * the rulebook's action is spent (and one more), each hit's damage applied — and returns every disagreement with
 * the model: the initiative modifiers, which attacks are refused, the actions spent, every attack's numbers and
 * the target's HP and overshield after each step.
 */
export async function fightDisagreements(world: Awaited<ReturnType<typeof fuzzWorld>>, k: FightCase):
Promise<string[]> {
  const made: { delete(): Promise<unknown> }[] = [];
  try {
    return await playFight(world, k, made);
  } finally {
    // The next fight is the active combat of a world with none left over (the cards read game.combat), and the
    // world stays as small for the thousandth fight as for the first.
    // A10: deleting an Agility fight under way asks whether the party won; the fuzzer says no (no MP to refill).
    answerDialogs(false);
    for (const document of made.reverse()) await document.delete();
    resetDialogs();
    for (const message of [...world.foundry.game.messages.contents]) await message.delete();
  }
}

/** Plays the fight, keeping in `made` the combat and actors it creates. */
async function playFight(world: Awaited<ReturnType<typeof fuzzWorld>>, k: FightCase,
  made: { delete(): Promise<unknown> }[]): Promise<string[]> {
  const out: string[] = [];
  await world.rules(k.toggles, k.seed);
  const Combat = world.foundry.CONFIG.Combat!.documentClass as unknown as { create(data: object): Promise<unknown> };
  const fighters: Fighter[] = [];
  for (const [i, f] of k.fighters.entries()) {
    const actor = await world.fighter(`Fighter ${i}`, f.creature, f.weapon);
    made.push(actor as unknown as { delete(): Promise<unknown> });
    fighters.push({ id: "", actor, model: structuredClone(f.creature), weapon: f.weapon });
  }
  type Made = FightCombat & { createEmbeddedDocuments(type: string, data: object[]): Promise<{ id: string }[]>;
    delete(): Promise<unknown> };
  const combat = (await Combat.create({ active: true })) as Made;
  made.push(combat);
  const rows = await combat.createEmbeddedDocuments("Combatant", fighters.map((f) => ({ actorId: f.actor.id,
    tokenId: tokenIdOf(f.actor) })));
  rows.forEach((row, i) => { fighters[i]!.id = row.id; });
  await combat.rollAll();
  out.push(...initiativeDisagreements(k.toggles, fighters, combat));
  if (out.length) return out;
  await combat.startCombat();
  await settled(combat);
  const pool = model.actionPool(k.toggles.preset);
  let apSpentRound = new Map<string, number>();
  let round = combat.round;
  for (let turn = 0; turn < k.rounds * fighters.length && combat.round <= k.rounds; turn++) {
    // Z6, Z7: a movement phase takes no actions at all; the fight moves on to the action phase.
    for (let guard = 0; combat.system.phase === "movement" && guard < 2 * fighters.length; guard++) {
      await combat.nextTurn();
      await settled(combat);
    }
    if (combat.round > k.rounds) break;
    if (combat.round !== round) {
      round = combat.round;
      apSpentRound = new Map();
    }
    const current = fighters.find((f) => f.id === combat.combatant?.id);
    if (!current) break;
    const spent: Record<string, number> = {};
    const enemies = fighters.filter((f) => f.model.player !== current.model.player);
    for (let n = 0; n < k.attacksPerTurn && enemies.length; n++) {
      const target = enemies[n % enemies.length]!;
      const options: model.AttackOptions = { aimedArea: "", defense: "", apSwings: null, modifier: 0,
        charge: false };
      const cost = model.attackCost(k.toggles.preset, options);
      const ap = k.toggles.preset === "lot" && current.weapon.apCost > 0
        ? model.swingsLeft(current.model.ap, current.weapon.apCost, apSpentRound.get(current.id) ?? 0) : 1;
      const allowed = canSpend(pool, spent, cost) && ap > 0;
      // T8: the swings this attack may make are those the rotation's AP still holds.
      const rotation = { ...current.model, ap: current.model.ap - (apSpentRound.get(current.id) ?? 0) };
      const step: FuzzCase = { toggles: k.toggles, attacker: rotation, weapon: current.weapon,
        target: target.model, options, seed: k.seed };
      const seen = await world.attack(current.actor, target.actor, options);
      const where = `round ${combat.round}, ${current.actor.name} → ${target.actor.name}, attack ${n + 1}`;
      if ((seen.refused === null) !== allowed) {
        out.push(`${where}: product ${seen.refused === null ? "attacked" : `refused (${seen.refused})`} ≠ model ${
          allowed ? "attacks" : "refuses"}`);
        return out;
      }
      if (!allowed) break;
      for (const [kind, count] of Object.entries(cost)) spent[kind] = (spent[kind] ?? 0) + count;
      const productSpent = combat.combatants.contents.find((c) => c.id === current.id) as unknown as
        { system: { spent: Record<string, number> } };
      for (const kind of Object.keys(cost)) {
        if ((productSpent.system.spent[kind] ?? 0) !== spent[kind]) {
          out.push(`${where}: ${kind} spent: product ${productSpent.system.spent[kind] ?? 0} ≠ model ${spent[kind]}`);
        }
      }
      const found = disagreements(step, seen);
      if (found.length) return [...out, ...found.map((d) => `${where}: ${d}`)];
      if (k.toggles.preset === "lot" && current.weapon.apCost > 0) {
        // T8: a hit spends its swings' AP (checked against the model above); a miss spends one swing's.
        const swung = seen.outcome === "hit" || seen.outcome === "critical" ? seen.swings : 1;
        apSpentRound.set(current.id, (apSpentRound.get(current.id) ?? 0) + swung * current.weapon.apCost);
      }
      target.model.hp.value = seen.after.hp;
      target.model.wounds = seen.after.wounds;
      target.model.overshield.value = k.toggles.overshield ? seen.after.overshield : target.model.overshield.value;
    }
    if (out.length) return out;
    await combat.nextTurn();
    await settled(combat);
  }
  return out;
}

/** The range a natural roll of the rulebook's initiative die falls in (L1, T1 d20; Z1 d12; S1 d8). */
const DIE: Partial<Record<model.Preset, number>> = { legend: 20, lot: 20, lurasko: 12, sides: 8 };

/**
 * L1, Z1, S1, A1, T1: each rolled score is the model's score for some face of the rulebook's die (the modifiers
 * agree), and where no two scores tie the turn order is the model's.
 */
function initiativeDisagreements(t: model.Toggles, fighters: Fighter[], combat: FightCombat): string[] {
  const out: string[] = [];
  const party = fighters.filter((f) => f.model.player).map((f) => model.sidesMod(f.model.attributes.sides.dex));
  const partySideDexMod = party.length ? Math.max(...party) : 0;
  const scores = new Map<string, number>();
  for (const f of fighters) {
    const score = combat.combatants.contents.find((c) => c.id === f.id)?.initiative;
    if (typeof score !== "number") {
      out.push(`initiative of ${f.actor.name}: product ${String(score)} ≠ model a number`);
      continue;
    }
    scores.set(f.id, score);
    const die = DIE[t.preset];
    const at = (face: number) => model.initiativeScore(t, f.model, face, { partySideDexMod });
    const faces = die ? Array.from({ length: die }, (_, i) => i + 1) : [0];
    if (!faces.some((face) => at(face) === Math.floor(score))) {
      out.push(`initiative of ${f.actor.name}: product ${score} ≠ model one of ${faces.map(at).join(", ")}`);
    }
  }
  const values = [...scores.values()];
  if (out.length || t.preset === "sides" || new Set(values).size < values.length) return out;
  const order = model.initiativeOrder(t, fighters.map((f, added) => ({ id: f.id, score: scores.get(f.id)!,
    player: f.model.player, added })));
  const turns = (combat as unknown as { turns: { id: string }[] }).turns.map((c) => c.id);
  if (order.join() !== turns.join()) out.push(`turn order: product ${turns.join()} ≠ model ${order.join()}`);
  return out;
}
