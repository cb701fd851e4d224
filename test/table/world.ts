import { frayWorld } from "../data/world.js";
import type { Document } from "../foundry/documents.js";
import { OWNERSHIP } from "../foundry/documents.js";
import { placeToken, turnEventsSettled } from "../foundry/combat.js";
import type { FoundryStandIn } from "../foundry/index.js";
import type { PresetId } from "../../src/rules/presets.js";
import type { FrayCombat } from "../../src/documents/combat/combat.js";
import type { FrayCombatant } from "../../src/documents/combat/combatant.js";
import type { CombatLike } from "../../src/documents/combat/types.js";

/** One fighter of a played fight: its actor's type and system data, its weapon, owner and token disposition. */
export interface TableFighter {
  name: string;
  type: "character" | "npc";
  /** Owned by the player (else the GM's). */
  player?: boolean;
  disposition: number;
  system: Record<string, unknown>;
  weapon: Record<string, unknown>;
}

/** A stored card as the played fights read it. */
export interface TableCard {
  id: string;
  type: string;
  system: { targets: { tokenUuid: string; name: string; outcome?: { outcome: string; natural: number; total: number;
    shock: { amount: number } | null }; hits?: { amount: number }[] }[] };
}

/** An actor as the played fights read it. */
export type TableActor = Document & { system: { hp: { value: number; max: number }; overshield: { value: number };
  fatigue: number }; uuid: string };

/**
 * A played fight in the stand-in: Fray's documents, dice, combat and card queries registered, the fighters'
 * actors (linked tokens on the scene, the player's owned by the player) with one weapon each, in one combat; with
 * `combatants: false` the combat starts empty and no token is placed (the test places its own).
 */
export async function tableFight(preset: PresetId, fighters: readonly TableFighter[], { combatants = true } = {}) {
  const world = await frayWorld(preset);
  const foundry: FoundryStandIn = world.foundry;
  (await import("../../src/documents/_module.js")).registerDocuments();
  (await import("../../src/dice/_module.js")).registerDice();
  const { cardApi, registerCardQueries } = await import("../../src/documents/cards/api.js");
  registerCardQueries();
  const sides = await import("../../src/documents/combat/sides.js");
  const Combat = foundry.CONFIG.Combat!.documentClass as typeof Document;
  const actors = new Map<string, TableActor>();
  const rows = [];
  for (const f of fighters) {
    const ownership = f.player ? { default: OWNERSHIP.NONE, [foundry.player.id]: OWNERSHIP.OWNER } : undefined;
    const actor = (await world.Actor.create({ name: f.name, type: f.type, system: f.system,
      ...(ownership ? { ownership } : {}) }))! as TableActor;
    await actor.createEmbeddedDocuments("Item", [{ name: `${f.name}'s weapon`, type: "weapon", system: f.weapon }]);
    actors.set(f.name, actor);
    if (!combatants) continue;
    const token = placeToken(actor, { disposition: f.disposition, actorLink: true });
    rows.push({ name: f.name, actorId: actor.id, tokenId: token.id });
  }
  const combat = (await Combat.create({})) as unknown as FrayCombat;
  if (rows.length) await combat.createEmbeddedDocuments("Combatant", rows as never);
  await sides.sidesSettled(combat as unknown as CombatLike);
  const by = (name: string) => combat.combatants.find((c) => c.name === name) as unknown as FrayCombatant;
  const actor = (name: string) => actors.get(name)!;
  const weapon = (name: string) => (actor(name) as unknown as { items: { contents: Document[] } }).items.contents[0]!;
  const settle = async () => {
    await turnEventsSettled(combat as never);
    await combat.eventsSettled();
    await sides.sidesSettled(combat as unknown as CombatLike);
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  /** `attacker` attacks `target` with its weapon as the user logged in now (the GM may pass spend: false). */
  const attack = async (attacker: string, target: string, options: object = {}) => (await cardApi.attack(
    actor(attacker) as never, weapon(attacker) as never, { targets: [actor(target)], ...options })) as unknown as
    TableCard | null;
  const as = (who: "gm" | "player") => foundry.loginAs(who === "gm" ? foundry.gm : foundry.player);
  const hp = (name: string) => actor(name).system.hp.value;
  const notice = () => foundry.notices.at(-1)?.message;
  return { ...world, foundry, api: cardApi, combat, by, actor, weapon, settle, attack, as, hp, notice };
}
