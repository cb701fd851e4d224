import { frayWorld } from "../data/world.js";
import type { Document } from "../foundry/documents.js";
import { OWNERSHIP } from "../foundry/documents.js";
import { turnEventsSettled } from "../foundry/combat.js";
import { answerDialogs, resetDialogs } from "../foundry/dialog.js";
import { trackerRendered } from "../foundry/combat-tracker.js";
import type { FoundryStandIn } from "../foundry/index.js";
import { USER_ROLES, type User } from "../foundry/users.js";
import type { PresetId } from "../../src/rules/presets.js";
import type { FrayCombat } from "../../src/documents/combat/combat.js";
import type { CombatLike } from "../../src/documents/combat/types.js";

/** An actor as the adversary reads it. */
export type AdvActor = Document & { uuid: string; name: string; type: string;
  system: Record<string, unknown> & { hp: { value: number; max: number } };
  items: { contents: Document[] }; effects: { contents: Document[] } };

/** A stored chat card as the adversary reads and writes it. */
export type AdvCard = Document & { id: string; type: string; author: string | null; uuid: string;
  system: Record<string, unknown> & { targets?: Record<string, unknown>[] }; rolls: unknown[];
  renderHTML(): Promise<HTMLElement>; toObject(): Record<string, unknown> };

/** Who plays: the GM and two players. */
export type Who = "gm" | "p1" | "p2";

/** The four fighters: each player's character and the GM's two NPCs. */
export const FIGHTERS = [
  { name: "Hero", owner: "p1", type: "character", disposition: 1 },
  { name: "Ally", owner: "p2", type: "character", disposition: 1 },
  { name: "Boss", owner: "gm", type: "npc", disposition: -1 },
  { name: "Minion", owner: "gm", type: "npc", disposition: -1 },
] as const;

/** A fighter's name. */
export type FighterName = (typeof FIGHTERS)[number]["name"];

/** The HP each fighter starts with (the GM's below their max, so a forged undo that raises them shows). */
const HP: Record<FighterName, { value: number; max: number }> = {
  Hero: { value: 30, max: 40 }, Ally: { value: 30, max: 40 }, Boss: { value: 30, max: 80 },
  Minion: { value: 12, max: 20 },
};

/**
 * A fight in `preset` on a scene: Hero (player 1's), Ally (player 2's), Boss and Minion (the GM's, each with an
 * effect of its own from the start), each with a 1d8 weapon (Shock 2), all in one started combat; Fray's documents,
 * dice (from `random`), card queries, free-hit offers and combat tracker registered as Fray's init does. Logged in
 * as the GM.
 */
export async function adversaryWorld(preset: PresetId, random: () => number = Math.random) {
  document.body.innerHTML = "";
  const { foundry, Actor } = await frayWorld(preset);
  foundry.CONFIG.Dice!.randomUniform = random;
  (await import("../../src/documents/_module.js")).registerDocuments();
  (await import("../../src/dice/_module.js")).registerDice();
  const { cardApi, registerCardQueries } = await import("../../src/documents/cards/api.js");
  registerCardQueries();
  const moves = await import("../../src/documents/movement/index.js");
  moves.registerFreeHitOffers();
  (await import("../../src/applications/chat/free-hit-dialog.js")).registerFreeHitDialog();
  const { registerTracker } = await import("../../src/applications/sidebar/_module.js");
  registerTracker();
  const sides = await import("../../src/documents/combat/sides.js");
  const kin = await import("../../src/documents/combat/enemy-groups.js");
  const p1 = foundry.player;
  const p2 = foundry.game.users.add("pl0000000000000b", "Second", USER_ROLES.PLAYER);
  const users: Record<Who, User> = { gm: foundry.gm, p1, p2 };
  const Scene = foundry.CONFIG.Scene!.documentClass as unknown as { create(d: object): Promise<Document> };
  const scene = await Scene.create({ name: "Field", grid: { size: 100, type: 1 } });
  const actors = new Map<FighterName, AdvActor>();
  const tokens = new Map<FighterName, Document>();
  for (const [i, f] of FIGHTERS.entries()) {
    const ownership = f.owner === "gm" ? { default: OWNERSHIP.NONE }
      : { default: OWNERSHIP.NONE, [users[f.owner].id]: OWNERSHIP.OWNER };
    const actor = (await Actor.create({ name: f.name, type: f.type, ownership,
      system: { hp: HP[f.name], level: 2 } }))! as AdvActor;
    await actor.createEmbeddedDocuments("Item", [{ name: `${f.name}'s sword`, type: "weapon",
      system: { damage: { formula: "1d8", kind: "physical" }, shock: { damage: 2, maxAc: 15 }, equipped: true } }]);
    if (f.owner === "gm") {
      await actor.createEmbeddedDocuments("ActiveEffect", [{ name: `${f.name}'s ward`, img: "icons/svg/aura.svg",
        disabled: false }]);
    }
    actors.set(f.name, actor);
    const [token] = await scene.createEmbeddedDocuments("Token", [{ name: f.name, actorId: actor.id, actorLink: true,
      disposition: f.disposition, x: (4 + (i % 2)) * 100, y: (4 + Math.floor(i / 2)) * 100 }]);
    tokens.set(f.name, token!);
  }
  const Combat = foundry.CONFIG.Combat!.documentClass as typeof Document;
  const combat = (await Combat.create({ scene: scene.id })) as unknown as FrayCombat;
  await combat.createEmbeddedDocuments("Combatant", FIGHTERS.map((f, i) => ({ name: f.name,
    actorId: actors.get(f.name)!.id, tokenId: tokens.get(f.name)!.id, sceneId: scene.id,
    initiative: 20 - i * 3 })) as never);
  const Tracker = foundry.CONFIG.ui!.combat as unknown as new () => { render(o: object): Promise<unknown>;
    element: HTMLElement };
  const tracker = new Tracker();
  (globalThis as unknown as { ui: Record<string, unknown> }).ui.combat = tracker;
  /** Waits for turn events, sides, groups, free-hit offers and the tracker's render. */
  const settle = async () => {
    for (let i = 0; i < 2; i += 1) {
      await new Promise((done) => setTimeout(done, 0));
      await turnEventsSettled(combat as never);
      await combat.eventsSettled();
      await sides.sidesSettled(combat as unknown as CombatLike);
      await kin.kinSettled(combat as unknown as CombatLike);
      await moves.freeHitOffersSettled();
      await trackerRendered();
    }
  };
  await settle();
  answerDialogs(true, true, true);
  await combat.startCombat();
  await settle();
  resetDialogs();
  const owner = (name: FighterName) => FIGHTERS.find((f) => f.name === name)!.owner;
  const weapon = (name: FighterName) => actors.get(name)!.items.contents.find((i) =>
    (i as unknown as { type: string }).type === "weapon")!;
  const combatant = (name: FighterName) => combat.combatants.find((c) => c.name === name)!;
  const messages = () => foundry.game.messages.contents as unknown as AdvCard[];
  return { foundry, preset, api: cardApi, users, scene, actors, tokens, combat, tracker, settle, owner, weapon,
    combatant, messages, login: (who: Who) => foundry.loginAs(users[who]) };
}

/** The adversary's world. */
export type AdversaryWorld = Awaited<ReturnType<typeof adversaryWorld>>;

/** The stand-in a world plays. */
export type StandIn = FoundryStandIn;
