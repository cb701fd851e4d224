import { frayWorld } from "../data/world.js";
import { turnEventsSettled } from "../foundry/combat.js";
import { answerDialogs, resetDialogs } from "../foundry/dialog.js";
import { seededUniform } from "../fuzz/product.js";
import type { Document } from "../foundry/documents.js";
import {
  PRESETS, apSwings, chooseAttack, freshFighters, rotationAp, standing, swarmFor, swarmTable, tacticTable, turnAttacks,
  type FightContext, type Fighter, type ForecastInput, type ForecastTactic, type ForecastWeapon, type PresetId,
} from "../../src/rules/index.js";

/** One actor of a played scenario: its type, name, system data and its weapons' data. */
export interface Cast {
  name: string;
  type: "character" | "npc";
  system: Record<string, unknown>;
  weapons: Record<string, unknown>[];
}

/** How one played fight ended: the winner, the round, who dropped and who died (by actor name). */
export interface Played {
  winner: "party" | "enemies" | "draw";
  rounds: number;
  dropped: string[];
  died: string[];
  /** S9: the Swarm Attacks made. */
  swarms: number;
}

/** An actor as the played fight reads it. */
type PlayedActor = Document & { name: string; system: { hp: { value: number }; overshield: { value: number } };
  effects: { contents: { statuses: Set<string>; disabled: boolean }[] }; items: { contents: Document[] } };

/** A combat as the played fight drives it. */
type PlayedCombat = Document & { round: number; combatant: { id: string } | null; system: { phase?: string };
  combatants: { contents: { id: string; actor: PlayedActor }[] }; rollAll(): Promise<unknown>;
  startCombat(): Promise<unknown>; nextTurn(): Promise<unknown>; eventsSettled(): Promise<unknown>;
  createEmbeddedDocuments(type: string, data: object[]): Promise<{ id: string }[]> };

/** A card as the played fight reads it. */
type Card = Document & { system: { targets: { tokenUuid: string; outcome: { outcome: string;
  shock: { amount: number; shieldUsed: boolean } | null; ap: { apSpent: number } | null } }[] } };

/** The stand-in world with Fray registered, playing fights as the GM through the tracker and game.fray.api. */
export async function playedWorld(preset: PresetId) {
  const world = await frayWorld(preset);
  const { foundry } = world;
  (await import("../../src/documents/_module.js")).registerDocuments();
  (await import("../../src/dice/_module.js")).registerDice();
  const { cardApi, registerCardQueries } = await import("../../src/documents/cards/api.js");
  const { forecastInput } = await import("../../src/documents/forecast/snapshot.js");
  registerCardQueries();
  foundry.loginAs(foundry.gm);
  type Settings = { set(scope: string, key: string, value: unknown): Promise<unknown> };
  await (foundry.game.settings as unknown as Settings).set("fray", "preset", preset);
  await (foundry.game.settings as unknown as Settings).set("fray", "rules", { preset, ...PRESETS[preset].defaults });
  const dice = foundry.CONFIG.Dice as unknown as { randomUniform: () => number };
  const Combat = foundry.CONFIG.Combat!.documentClass as unknown as { create(data: object): Promise<PlayedCombat> };

  /** Makes the cast's actors and a combat of them (rolled, not started). */
  async function stage(cast: readonly Cast[]) {
    const actors: PlayedActor[] = [];
    for (const c of cast) {
      const actor = (await world.Actor.create({ name: c.name, type: c.type, system: c.system })) as PlayedActor;
      await actor.createEmbeddedDocuments("Item", c.weapons.map((w, i) => ({ name: `Weapon ${i}`, type: "weapon",
        system: w })));
      actors.push(actor);
    }
    const combat = await Combat.create({ active: true });
    await combat.createEmbeddedDocuments("Combatant", actors.map((a) => ({ actorId: a.id })));
    return { actors, combat };
  }

  /** Deletes what a fight made, so the world stays as small for the last fight as for the first. */
  async function clear(made: { actors: PlayedActor[]; combat: PlayedCombat }): Promise<void> {
    answerDialogs(false);
    await made.combat.delete();
    for (const actor of made.actors) await actor.delete();
    resetDialogs();
    for (const message of [...foundry.game.messages.contents]) await message.delete();
  }

  /** The forecast's input for the cast as staged now (the same snapshot the forecast reads). */
  async function snapshot(cast: readonly Cast[]): Promise<ForecastInput> {
    const made = await stage(cast);
    try {
      return forecastInput(made.combat as never);
    } finally {
      await clear(made);
    }
  }

  /** Plays one fight of `cast` with dice from `seed`, every combatant by `tactic`, to its end or 100 rounds. */
  async function play(cast: readonly Cast[], seed: number, tactic: ForecastTactic): Promise<Played> {
    dice.randomUniform = seededUniform(seed);
    const made = await stage(cast);
    const { combat } = made;
    try {
      const input = forecastInput(combat as never);
      const table = tacticTable(input);
      const swarm = swarmTable(input);
      const fighters = freshFighters(input);
      const actorOf = new Map(combat.combatants.contents.map((c) => [c.id, c.actor]));
      const read = () => fighters.forEach((f) => readInto(f, actorOf.get(f.c.id)!));
      const attacks = turnAttacks(preset).length;
      await combat.rollAll();
      await combat.startCombat();
      await settle(combat);
      let round = combat.round;
      let swarms = 0;
      for (let guard = 0; guard < 100 * fighters.length * 3 && combat.round <= 100; guard++) {
        if (combat.round !== round) {
          round = combat.round;
          for (const f of fighters) Object.assign(f, { attackedThisRound: 0, apSpent: 0 });
        }
        const current = fighters.find((f) => f.c.id === combat.combatant?.id);
        read();
        const acting = current && standing(current) && combat.system.phase !== "movement";
        if (acting) current.actedRound = round;
        // S9: a combatant committed to an ally's Swarm Attack this round makes no attack of its own.
        if (acting && current.committedRound !== round) {
          for (let n = 0; n < attacks; n++) {
            const usable = (w: ForecastWeapon) => preset !== "lot" || w.apCost <= 0
              || apSwings(rotationAp(current.c.ap, current.apSpent), w.apCost) >= 1;
            const choice = chooseAttack(tactic, table, preset, current, fighters, usable);
            if (!choice) break;
            const actor = actorOf.get(current.c.id)!;
            const item = actor.items.contents.find((i) => i.id === choice.weapon.id)!;
            const targets = [actorOf.get(choice.target.c.id)];
            const spend = preset === "agility" && n > 0 ? { spend: "extraAttack" as const } : {};
            const plan = n === 0 ? swarmFor({ ctx: { round } as FightContext, table, swarm, fighters }, current, choice)
              : null;
            for (const ally of plan?.committed ?? []) ally.committedRound = round;
            if (plan) swarms += 1;
            const options = plan ? { swarm: plan.assailants } : {};
            const card = await cardApi.attack(actor as never, item as never, { targets, options, ...spend }) as
              unknown as Card | null;
            if (!card) break;
            choice.target.attackedThisRound += 1;
            const o = card.system.targets[0]!.outcome;
            current.apSpent += o.ap?.apSpent ?? 0;
            const hit = o.outcome === "hit" || o.outcome === "critical";
            const dealt = hit ? await cardApi.damage(card) as unknown as Card
              : o.shock && (o.shock.amount > 0 || o.shock.shieldUsed) ? await cardApi.shock(card) as unknown as Card
                : null;
            if (dealt?.system.targets[0]) await cardApi.apply(dealt, dealt.system.targets[0].tokenUuid);
            read();
            if (decided(fighters)) break;
          }
        }
        const winner = decided(fighters);
        if (winner) return ended(winner, combat.round, fighters, swarms);
        await combat.nextTurn();
        await settle(combat);
      }
      return ended("draw", 100, fighters, swarms);
    } finally {
      await clear(made);
    }
  }

  return { foundry, snapshot, play };
}

/** Waits, as played fights do, for the turn events the last change started. */
async function settle(combat: PlayedCombat): Promise<void> {
  await turnEventsSettled(combat as never);
  await combat.eventsSettled();
}

/** Reads an actor's HP, overshield and death into its fighter. */
function readInto(f: Fighter, actor: PlayedActor): void {
  f.hp = actor.system.hp.value;
  if (f.overshield !== null) f.overshield = actor.system.overshield.value;
  f.dead = actor.effects.contents.some((e) => !e.disabled && e.statuses.has("dead"));
  f.dropped ||= f.dead || f.hp <= 0;
}

/** Who won, or null while both teams still stand. */
function decided(fighters: readonly Fighter[]): Played["winner"] | null {
  const party = fighters.some((f) => f.c.team === "party" && standing(f));
  const enemies = fighters.some((f) => f.c.team === "enemies" && standing(f));
  if (party && enemies) return null;
  return party ? "party" : enemies ? "enemies" : "draw";
}

/** The played fight's end. */
function ended(winner: Played["winner"], rounds: number, fighters: readonly Fighter[], swarms: number): Played {
  return { winner, rounds, dropped: fighters.filter((f) => f.dropped).map((f) => f.c.name),
    died: fighters.filter((f) => f.dead).map((f) => f.c.name), swarms };
}
