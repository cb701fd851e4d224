import { frayWorld } from "../data/world.js";
import type { Document } from "../foundry/documents.js";
import { OWNERSHIP } from "../foundry/documents.js";
import { placeToken, turnEventsSettled } from "../foundry/combat.js";
import type { FoundryStandIn } from "../foundry/index.js";
import type { PresetId } from "../../src/rules/presets.js";
import type { FrayCombat } from "../../src/documents/combat/combat.js";
import type { FrayCombatant } from "../../src/documents/combat/combatant.js";
import type { CombatLike } from "../../src/documents/combat/types.js";

/** A combatant to add: its actor's type, name, attributes, owner and token disposition (none: no token). */
export interface Fighter {
  name: string;
  type?: "character" | "npc";
  dex?: number;
  agi?: number;
  player?: boolean;
  disposition?: number;
  initiative?: number | null;
  system?: Record<string, unknown>;
}

/** A stand-in world with Fray's settings, models and documents registered, and helpers to stage a fight. */
export interface CombatWorld {
  foundry: FoundryStandIn;
  Combat: typeof Document;
  /** Creates a combat with `fighters` (in one batch) and returns it with its combatants by name. */
  fight(fighters: Fighter[]): Promise<{ combat: FrayCombat; by: (name: string) => FrayCombatant }>;
  /** Waits for the turn events and side joins the last change started. */
  settle(combat: FrayCombat): Promise<void>;
}

/** Installs the stand-in with Fray registered, under `preset`. */
export async function combatWorld(preset: PresetId = "legend"): Promise<CombatWorld> {
  const { foundry } = await frayWorld(preset);
  const documents = await import("../../src/documents/_module.js");
  const sides = await import("../../src/documents/combat/sides.js");
  const kin = await import("../../src/documents/combat/enemy-groups.js");
  const ledger = await import("../../src/documents/ledger/store.js");
  documents.registerDocuments();
  (await import("../../src/dice/_module.js")).registerDice();
  const Actor = foundry.CONFIG.Actor!.documentClass as typeof Document;
  const Combat = foundry.CONFIG.Combat!.documentClass as typeof Document;
  async function fight(fighters: Fighter[]) {
    const combat = (await Combat.create({})) as unknown as FrayCombat;
    const rows = [];
    for (const f of fighters) {
      const ownership = f.player ? { default: OWNERSHIP.NONE, [foundry.player.id]: OWNERSHIP.OWNER } : undefined;
      const attributes = { ...(f.dex === undefined ? {} : { dex: { value: f.dex } }),
        ...(f.agi === undefined ? {} : { agi: { value: f.agi } }) };
      const actor = await Actor.create({ name: f.name, type: f.type ?? (f.player ? "character" : "npc"),
        system: { attributes }, ...(ownership ? { ownership } : {}) });
      const token = f.disposition === undefined ? null : placeToken(actor!, { disposition: f.disposition });
      rows.push({ name: f.name, actorId: actor!.id, tokenId: token?.id ?? null, initiative: f.initiative ?? null,
        ...(f.system ? { system: f.system } : {}) });
    }
    await combat.createEmbeddedDocuments("Combatant", rows as never);
    await sides.sidesSettled(combat as unknown as CombatLike);
    await kin.kinSettled(combat as unknown as CombatLike);
    const by = (name: string) => combat.combatants.find((c) => c.name === name) as unknown as FrayCombatant;
    return { combat, by };
  }
  async function settle(combat: FrayCombat) {
    await turnEventsSettled(combat as never);
    await combat.eventsSettled();
    await sides.sidesSettled(combat as unknown as CombatLike);
    await kin.kinSettled(combat as unknown as CombatLike);
    await ledger.ledgerSettled();
  }
  return { foundry, Combat, fight, settle };
}

/** The names of a combat's turns, in order. */
export function turnNames(combat: FrayCombat): string[] {
  return combat.turns.map((combatant) => combatant.name ?? "");
}

/** A legend fight the player's hero opens (initiative 20), then an orc (10) and an ogre (5), the player logged in. */
export async function heroFirstFight() {
  const world = await combatWorld("legend");
  const fight = await world.fight([{ name: "hero", player: true, initiative: 20 }, { name: "orc", initiative: 10 },
    { name: "ogre", initiative: 5 }]);
  await fight.combat.startCombat();
  await world.settle(fight.combat);
  world.foundry.loginAs(world.foundry.player);
  return { world, ...fight };
}
