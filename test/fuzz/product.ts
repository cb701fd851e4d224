import { frayWorld } from "../data/world.js";
import { placeToken } from "../foundry/combat.js";
import type { Document } from "../foundry/documents.js";
import type { FuzzCase } from "./arbitraries.js";
import type { AttackOptions, Creature, Toggles, Weapon } from "../model/index.js";

/** The product's name of each critical rule the model names. */
const CRITICALS: Record<Toggles["criticals"], string> = {
  none: "none", legend: "level", escalating: "escalating", lot: "max-damage",
};

/** What one attack, its damage and their application came to in the product, read from its cards and actors. */
export interface Observed {
  /** The notice the product gave instead of an attack card, if it refused. */
  refused: string | null;
  natural: number;
  total: number;
  outcome: "hit" | "miss" | "critical" | "fumble";
  /** A7/A8: the escalation chain's level and the faces it rolled (none: level 0). */
  escalation: { level: number; rolls: number[]; targetDefeated: boolean };
  swings: number;
  /** S7: the Shock a miss dealt (0 without). */
  shock: number;
  /** The faces of each damage roll (one per landing swing), and each hit's amount on the damage card. */
  damage: { faces: number[][]; amounts: number[] } | null;
  /** The target after the card was applied. */
  after: { hp: number; overshield: number; wounds: number };
}

/** An attack card's stored target as the fuzzer reads it. */
interface StoredOutcome {
  outcome: Observed["outcome"]; natural: number; total: number;
  escalation: { level: number; rolls: number[]; targetDefeated: boolean } | null;
  ap: { swings: number } | null; shock: { amount: number } | null;
}

/** A card as the fuzzer reads it. */
type Card = Document & { rolls: { dice: { results: { result: number }[] }[] }[];
  system: { targets: { tokenUuid: string; outcome: StoredOutcome; hits: { amount: number }[] }[] } };

/** An actor as the fuzzer reads it. */
export type FuzzActor = Document & { system: { hp: { value: number }; overshield: { value: number } };
  effects: { contents: { statuses: Set<string>; disabled: boolean }[] };
  items: { contents: Document[] } };

/** The actor's system data as the product stores it: every rulebook's attribute set, skill, defense and pool. */
export function actorSource(c: Creature): Record<string, unknown> {
  const sets = Object.fromEntries(Object.entries(c.attributes).map(([preset, set]) => [preset,
    Object.fromEntries(Object.entries(set).map(([id, value]) => [id, { value }]))]));
  return {
    level: c.level, attributeSets: sets, hp: { ...c.hp },
    overshield: { value: c.overshield.value, max: c.overshield.value, dr: c.overshield.dr, effect: "" },
    dr: { ...c.dr }, defenses: { ...c.defenses }, initiative: { bonus: c.initiativeBonus },
    accuracy: c.accuracy, critThreshold: c.critThreshold, ap: { value: c.ap, max: c.ap },
    skills: Object.fromEntries(Object.entries(c.skills).map(([id, value]) => [id, { value }])),
    attackBonus: c.attackBonus,
  };
}

/** The weapon's system data as the product stores it. */
export function weaponSource(w: Weapon): Record<string, unknown> {
  const { count, faces, plus } = w.dice;
  return {
    damage: { formula: `${count}d${faces}${plus ? `+${plus}` : ""}`, kind: w.kind }, attributes: [...w.attributes],
    skill: w.skill, proficient: w.proficient, shock: { ...w.shock }, apCost: w.apCost, magicBonus: w.magicBonus,
    threat: w.threat, equipped: true,
  };
}

/** A seeded uniform in [0, 1) (mulberry32), so a case's dice are the same on every run. */
export function seededUniform(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The token the fuzzer placed for each actor it made. */
const tokenIds = new WeakMap<object, string>();

/** The id of the token placed for `actor` (null for one the fuzzer didn't make). */
export function tokenIdOf(actor: object): string | null {
  return tokenIds.get(actor) ?? null;
}

/** One stand-in world with Fray registered, reused by every case of a file (each case makes its own actors). */
export async function fuzzWorld() {
  const world = await frayWorld("legend");
  const { foundry } = world;
  (await import("../../src/documents/_module.js")).registerDocuments();
  (await import("../../src/dice/_module.js")).registerDice();
  const { cardApi, registerCardQueries } = await import("../../src/documents/cards/api.js");
  registerCardQueries();
  type Settings = { set(scope: string, key: string, value: unknown): Promise<unknown> };
  const settings = foundry.game.settings as unknown as Settings;
  const dice = foundry.CONFIG.Dice as unknown as { randomUniform: () => number };

  /** Makes a fighter: a linked token on the scene, owned by the GM, with the weapon when given. */
  async function fighter(name: string, c: Creature, weapon?: Weapon): Promise<FuzzActor> {
    const actor = (await world.Actor.create({ name, type: c.player ? "character" : "npc",
      system: actorSource(c) }))! as FuzzActor;
    if (weapon) await actor.createEmbeddedDocuments("Item", [{ name: "Weapon", type: "weapon",
      system: weaponSource(weapon) }]);
    tokenIds.set(actor, placeToken(actor, { disposition: c.player ? 1 : -1, actorLink: true }).id);
    return actor;
  }

  /** Sets the world's rulebook and toggles, and the seed of the dice. */
  async function rules(toggles: Toggles, seed: number): Promise<void> {
    foundry.loginAs(foundry.gm);
    await settings.set("fray", "preset", toggles.preset);
    const { preset, criticals, ...rest } = toggles;
    await settings.set("fray", "rules", { preset, ...rest, criticals: CRITICALS[criticals] });
    dice.randomUniform = seededUniform(seed);
  }

  /** `attacker` attacks `target` with its first weapon; its damage (or Shock) card is applied to the target. */
  async function attack(attacker: FuzzActor, target: FuzzActor, options: AttackOptions): Promise<Observed> {
    const notices = foundry.notices.length;
    const card = (await cardApi.attack(attacker as never, attacker.items.contents[0] as never,
      { targets: [target], options: { ...options } })) as unknown as Card | null;
    if (!card) return refused(foundry.notices.at(notices)?.message ?? "no notice", target);
    const o = card.system.targets[0]!.outcome;
    const hit = o.outcome === "hit" || o.outcome === "critical";
    let dealt: Card | null = null;
    if (hit) dealt = await cardApi.damage(card) as unknown as Card;
    else if (o.shock && o.shock.amount > 0) dealt = await cardApi.shock(card) as unknown as Card;
    if (dealt?.system.targets[0]) await cardApi.apply(dealt, dealt.system.targets[0].tokenUuid);
    const hits = dealt?.system.targets[0]?.hits ?? [];
    return {
      refused: null, natural: o.natural, total: o.total, outcome: o.outcome,
      escalation: o.escalation ? { level: o.escalation.level, rolls: [...o.escalation.rolls],
        targetDefeated: o.escalation.targetDefeated } : { level: 0, rolls: [], targetDefeated: false },
      swings: o.ap?.swings ?? 1,
      shock: hit ? 0 : o.shock?.amount ?? 0,
      damage: hit ? { faces: (dealt?.rolls ?? []).map((r) => r.dice.flatMap((d) => d.results.map((x) => x.result))),
        amounts: hits.map((h) => h.amount) } : null,
      after: state(target),
    };
  }

  /** Plays one case as the GM: the attack, then its damage (or Shock) card, applied to the target. */
  async function play(k: FuzzCase): Promise<Observed> {
    await rules(k.toggles, k.seed);
    const attacker = await fighter("Attacker", k.attacker, k.weapon);
    const target = await fighter("Target", k.target);
    try {
      return await attack(attacker, target, k.options);
    } finally {
      // Each case's actors and cards go, so the world stays as small for the thousandth case as for the first.
      for (const message of [...foundry.game.messages.contents]) await message.delete();
      await attacker.delete();
      await target.delete();
    }
  }

  return { foundry, world, rules, fighter, attack, play };
}

/** The target's HP, overshield and enabled wounds now. */
function state(actor: FuzzActor): Observed["after"] {
  return { hp: actor.system.hp.value, overshield: actor.system.overshield.value,
    wounds: actor.effects.contents.filter((e) => !e.disabled && e.statuses.has("wound")).length };
}

/** The observation of an attack the product refused. */
function refused(message: string, target: FuzzActor): Observed {
  return { refused: message, natural: 0, total: 0, outcome: "miss", escalation: { level: 0, rolls: [],
    targetDefeated: false }, swings: 0, shock: 0, damage: null, after: state(target) };
}
