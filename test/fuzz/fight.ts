import fc from "fast-check";
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
  rollAll(): Promise<unknown>;
  startCombat(): Promise<unknown>;
  nextTurn(): Promise<unknown>;
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
  const out: string[] = [];
  await world.rules(k.toggles, k.seed);
  const Combat = world.foundry.CONFIG.Combat!.documentClass as unknown as { create(data: object): Promise<unknown> };
  const fighters: Fighter[] = [];
  for (const [i, f] of k.fighters.entries()) {
    const actor = await world.fighter(`Fighter ${i}`, f.creature, f.weapon);
    fighters.push({ id: "", actor, model: structuredClone(f.creature), weapon: f.weapon });
  }
  const combat = (await Combat.create({})) as FightCombat & { createEmbeddedDocuments(type: string, data: object[]):
  Promise<{ id: string }[]> };
  const rows = await combat.createEmbeddedDocuments("Combatant", fighters.map((f) => ({ actorId: f.actor.id,
    tokenId: tokenIdOf(f.actor) })));
  rows.forEach((row, i) => { fighters[i]!.id = row.id; });
  await combat.rollAll();
  await combat.startCombat();
  const pool = model.actionPool(k.toggles.preset);
  let apSpentRound = new Map<string, number>();
  let round = combat.round;
  for (let turn = 0; turn < k.rounds * fighters.length && combat.round <= k.rounds; turn++) {
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
      const step: FuzzCase = { toggles: k.toggles, attacker: current.model, weapon: current.weapon,
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
        apSpentRound.set(current.id, (apSpentRound.get(current.id) ?? 0) + seen.swings * current.weapon.apCost);
      }
      target.model.hp.value = seen.after.hp;
      target.model.overshield.value = k.toggles.overshield ? seen.after.overshield : target.model.overshield.value;
    }
    if (out.length) return out;
    await combat.nextTurn();
  }
  return out;
}
