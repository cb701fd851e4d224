import fc from "fast-check";
import type { PresetId } from "../../src/rules/presets.js";
import { FIGHTERS, type FighterName, type Who } from "./world.js";

/** A player of the two. */
export type Player = "p1" | "p2";

/**
 * A value a player writes, chosen when the step runs: a plain value, or a reference to something in the world then
 * (the n-th token, actor, user, card or item uuid or id; the same field of another card; a copy of the field with
 * one leaf changed).
 */
export type Val = null | boolean | number | string | { ref: "token" | "actor" | "user" | "card" | "item" | "copy";
  i: number } | { applied: number } | { rows: number };

/** A player's write to something Foundry lets that player write. */
export type Write =
  | { t: "row"; card: number; row: number; field: string; value: Val }
  | { t: "leaf"; card: number; leaf: number; value: Val }
  | { t: "field"; card: number; path: string; value: Val }
  | { t: "copy"; card: number; times: number }
  | { t: "deleteCard"; card: number }
  | { t: "userFlag"; scope: "cardRequests" | "requests" | "other"; body: Record<string, Val>; query: string | null }
  | { t: "actor"; path: string; value: Val }
  | { t: "item"; path: string; value: Val }
  | { t: "effect"; op: "create" | "delete" | "disable"; statuses: string[] }
  | { t: "token"; field: "x" | "y" | "disposition" | "elevation"; value: number }
  | { t: "combatant"; key: string; value: Val }
  | { t: "setting"; key: number; leaf: number; value: Val };

/**
 * Who takes a step: a user, or "owner": the user who owns the combatant whose turn it is (for an attack and an end of
 * turn) or the author of the card (for damage, an apply and a click): the honest player of the moment.
 */
export type Actor = Who | "owner";

/** One step of a played sequence (a card is counted back from the newest: 0 is the last posted). */
export type Step =
  | { k: "attack"; who: Actor; attacker: FighterName | "current"; targets: FighterName[]; range: string | null }
  | { k: "damage"; who: Actor; card: number; shock: boolean }
  | { k: "apply"; who: Actor; card: number; target: FighterName; undo: boolean }
  | { k: "click"; who: Actor; card: number; button: number; acting?: boolean }
  | { k: "tracker"; who: Player; button: number }
  | { k: "endTurn"; who: Actor }
  | { k: "write"; who: Player | "author"; write: Write }
  | { k: "sweep"; who: Player }
  | { k: "turn"; targets: number; end: boolean; approve: boolean };

/** A whole case: the rulebook, the dice's seed, who (if anyone) the GM grants "Modify configuration settings". */
export interface AdversaryCase {
  preset: PresetId;
  dice: number;
  granted: Player | null;
  playerApply: "immediate" | "approval" | "gm";
  steps: Step[];
}

const NAMES = FIGHTERS.map((f) => f.name);
const actorArb = fc.constantFrom<Actor>("owner", "owner", "owner", "gm", "p1", "p2", "p1", "p2");
const playerArb = fc.constantFrom<Player>("p1", "p2");
const nameArb = fc.constantFrom<FighterName>(...NAMES);

/** Values players type: nulls, flags, numbers, strings the cards use, and references into the world. */
export const valArb: fc.Arbitrary<Val> = fc.oneof(
  fc.constant(null), fc.boolean(), fc.integer({ min: -5, max: 99 }),
  fc.constantFrom("", "hit", "miss", "critical", "fumble", "damage", "heal", "shock", "extreme", "melee", "10d20",
    "pl0000000000000a", "gm0000000000000a", "pl0000000000000b"),
  fc.record({ ref: fc.constantFrom("token", "actor", "user", "card", "item", "copy"), i: fc.nat(11) }) as
    fc.Arbitrary<Val>,
  fc.record({ applied: fc.integer({ min: 1, max: 80 }) }),
  fc.record({ rows: fc.integer({ min: 0, max: 40 }) }),
);

/** Row fields of a card the holes went through. */
const ROW_FIELDS = ["applied", "undone", "askedBy", "appliedBy", "appliedAt", "tokenUuid", "actorUuid", "hits",
  "outcome", "outcome.outcome", "outcome.total", "outcome.natural", "outcome.needed", "outcome.shock",
  "outcome.shock.amount", "refusal", "defeated", "name", "spendsShield", "fatalRoll"];

/** Card fields besides the rows. */
const CARD_FIELDS = ["system.attackMessageId", "system.weapon.formula", "system.weapon.uuid", "system.mode",
  "system.superseded", "system.attacker.actorUuid", "system.attacker.tokenUuid", "system.preset", "system.options",
  "system.options.range", "system.targets", "flags.fray.itemUuid", "flags.fray", "speaker.actor", "speaker.token",
  "speaker.alias", "whisper", "blind", "rolls", "type", "content", "system.hit", "system.applied"];

/** Own actor fields. */
const ACTOR_FIELDS = ["system.hp.value", "system.hp.max", "system.level", "system.attackBonus", "system.accuracy",
  "system.defenses.ac", "system.critThreshold", "system.attributeSets.agility.agi.value",
  "system.attributeSets.legend.dex.value", "system.attributeSets.lurasko.dex.value", "system.overshield.value",
  "system.ap.value", "system.fatigue", "system.skills.stab.value", "type", "name", "flags.fray"];

/** Own weapon fields. */
const ITEM_FIELDS = ["system.damage.formula", "system.threat", "system.magicBonus", "system.range.category",
  "system.range.feet", "system.reach", "system.shock.damage", "system.shock.maxAc", "system.apCost",
  "system.equipped", "type"];

/** Keys of an own combatant's system data and flags (any key its system data holds is also tried: `*n`). */
const COMBATANT_KEYS = ["initiative", "defeated", "flags.fray.zone", "flags.fray.joinRound", "flags.fray.joined",
  "flags.fray.group", "flags.fray.engagement", "flags.fray.summonedRound", "flags.fray.role", "system.spent",
  "system.acted", "system.charged", "system.delayed", "system.totalDefense", "*0", "*1", "*2", "*3", "*4", "*5",
  "*6", "*7", "*8", "*9"];

/** A player's write. */
export const writeArb: fc.Arbitrary<Write> = fc.oneof(
  { weight: 4, arbitrary: fc.record({ t: fc.constant("row" as const), card: fc.nat(2), row: fc.nat(1),
    field: fc.constantFrom(...ROW_FIELDS), value: valArb }) },
  { weight: 2, arbitrary: fc.record({ t: fc.constant("leaf" as const), card: fc.nat(2), leaf: fc.nat(60),
    value: valArb }) },
  { weight: 3, arbitrary: fc.record({ t: fc.constant("field" as const), card: fc.nat(2),
    path: fc.constantFrom(...CARD_FIELDS), value: valArb }) },
  { weight: 3, arbitrary: fc.record({ t: fc.constant("copy" as const), card: fc.nat(2), times: fc.integer({ min: 1,
    max: 2 }) }) },
  { weight: 1, arbitrary: fc.record({ t: fc.constant("deleteCard" as const), card: fc.nat(2) }) },
  { weight: 2, arbitrary: fc.record({ t: fc.constant("userFlag" as const),
    scope: fc.constantFrom("cardRequests" as const, "requests" as const, "other" as const),
    body: fc.dictionary(fc.constantFrom("messageId", "targetId", "action", "combatId", "combatantId", "kind",
      "userId", "rowTargetId", "tokenUuid"), valArb, { maxKeys: 5 }),
    query: fc.option(fc.constantFrom("fray.apply", "fray.freeHit", "fray.combatantAction"), { nil: null }) }) },
  { weight: 2, arbitrary: fc.record({ t: fc.constant("actor" as const), path: fc.constantFrom(...ACTOR_FIELDS),
    value: valArb }) },
  { weight: 1, arbitrary: fc.record({ t: fc.constant("item" as const), path: fc.constantFrom(...ITEM_FIELDS),
    value: valArb }) },
  { weight: 1, arbitrary: fc.record({ t: fc.constant("effect" as const),
    op: fc.constantFrom("create" as const, "delete" as const, "disable" as const),
    statuses: fc.subarray(["dead", "unconscious", "prone", "invisible"]) }) },
  { weight: 2, arbitrary: fc.record({ t: fc.constant("token" as const),
    field: fc.constantFrom("x" as const, "y" as const, "disposition" as const, "elevation" as const),
    value: fc.integer({ min: -2, max: 1200 }) }) },
  { weight: 3, arbitrary: fc.record({ t: fc.constant("combatant" as const), key: fc.constantFrom(...COMBATANT_KEYS),
    value: valArb }) },
  { weight: 2, arbitrary: fc.record({ t: fc.constant("setting" as const), key: fc.nat(9), leaf: fc.nat(40),
    value: valArb }) },
);

/** A step: honest play by anyone, asks, and players' writes. */
export const stepArb: fc.Arbitrary<Step> = fc.oneof(
  { weight: 5, arbitrary: fc.record({ k: fc.constant("attack" as const), who: actorArb,
    attacker: fc.oneof(fc.constant("current" as const), fc.constant("current" as const), nameArb),
    targets: fc.subarray(NAMES, { minLength: 1, maxLength: 2 }),
    range: fc.option(fc.constantFrom("melee", "close", "medium", "long", "extreme"), { nil: null, freq: 4 }) }) },
  { weight: 4, arbitrary: fc.record({ k: fc.constant("damage" as const), who: actorArb, card: fc.nat(3),
    shock: fc.boolean() }) },
  { weight: 4, arbitrary: fc.record({ k: fc.constant("apply" as const), who: actorArb, card: fc.nat(4),
    target: nameArb, undo: fc.boolean() }) },
  { weight: 4, arbitrary: fc.record({ k: fc.constant("click" as const), who: actorArb, card: fc.nat(4),
    button: fc.nat(7) }) },
  { weight: 1, arbitrary: fc.record({ k: fc.constant("tracker" as const), who: playerArb, button: fc.nat(30) }) },
  { weight: 2, arbitrary: fc.record({ k: fc.constant("endTurn" as const), who: actorArb }) },
  { weight: 8, arbitrary: fc.record({ k: fc.constant("write" as const), who: playerArb, write: writeArb }) },
  { weight: 1, arbitrary: fc.record({ k: fc.constant("sweep" as const), who: playerArb }) },
  { weight: 8, arbitrary: fc.record({ k: fc.constant("turn" as const), targets: fc.integer({ min: 1, max: 3 }),
    end: fc.boolean(), approve: fc.boolean() }) },
);

/**
 * A block of play: an honest turn, then the author of the newest card (the player who just acted, when a player did)
 * writes to what they may write, then asks the GM's client for things about it.
 */
const blockArb: fc.Arbitrary<Step[]> = fc.tuple(
  fc.record({ k: fc.constant("turn" as const), targets: fc.integer({ min: 1, max: 3 }), end: fc.boolean(),
    approve: fc.boolean() }),
  fc.array(fc.record({ k: fc.constant("write" as const), who: fc.constant("author" as const), write: writeArb }),
    { minLength: 1, maxLength: 3 }),
  fc.array(fc.oneof(
    fc.record({ k: fc.constant("apply" as const), who: actorArb, card: fc.nat(3), target: nameArb, undo: fc.boolean() }),
    fc.record({ k: fc.constant("click" as const), who: actorArb, card: fc.nat(3), button: fc.nat(7) }),
    fc.record({ k: fc.constant("damage" as const), who: actorArb, card: fc.nat(2), shock: fc.boolean() })),
  { maxLength: 4 }),
).map(([turn, writes, asks]) => [turn, ...writes, ...asks] as Step[]);

/** A whole case. */
export const caseArb: fc.Arbitrary<AdversaryCase> = fc.record({
  preset: fc.constantFrom<PresetId>("legend", "lurasko", "sides", "agility", "lot"),
  dice: fc.nat(0x7fffffff),
  granted: fc.option(playerArb, { nil: null, freq: 2 }),
  playerApply: fc.constantFrom("immediate" as const, "approval" as const, "gm" as const),
  steps: fc.array(fc.oneof({ weight: 3, arbitrary: blockArb }, { weight: 2, arbitrary: fc.array(stepArb,
    { minLength: 1, maxLength: 4 }) }), { minLength: 1, maxLength: 5 }).map((blocks) => blocks.flat()),
});
