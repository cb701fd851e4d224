import { PRESET_IDS, type PresetId } from "../rules/index.js";
import { SYSTEM_ID } from "../config/system.js";
import { Sandbox, worldCounts } from "./sandbox.js";
import { rulebook, t } from "./text.js";
import type { BatchContext, Quench } from "./types.js";

/** A document as the batches use it. */
interface Doc {
  id: string | null;
  uuid: string;
  name: string | null;
  update(data: object, options?: object): Promise<unknown>;
  createEmbeddedDocuments(name: string, data: object[]): Promise<Doc[]>;
}

/** An actor with hit points. */
interface Fighter extends Doc {
  system: { hp: { value: number; max: number } };
  items: { contents: Doc[] };
}

/** A combat as the batches drive it. */
interface Fight extends Doc {
  round: number;
  started: boolean;
  combatant: { id: string | null; name: string | null } | undefined;
  turns: { name: string | null }[];
  rollAll(): Promise<unknown>;
  startCombat(): Promise<unknown>;
  nextTurn(): Promise<unknown>;
}

/** The card API (game.fray.api) as the batches call it. */
interface CardApi {
  attack(actor: Doc, weapon: Doc, request: object): Promise<{ id: string | null; system: { targets: unknown[] } }
    | null>;
  damage(card: unknown): Promise<{ id: string | null } | null>;
  apply(card: unknown, target: unknown): Promise<void>;
  undo(card: unknown, target: unknown): Promise<void>;
}

/** The public API Fray puts on `game.fray`. */
const api = () => (Reflect.get(game, "fray") as { api: CardApi }).api;

/** A document class from CONFIG, as the batches create documents with it. */
const cls = (name: string) => (CONFIG as unknown as Record<string, { documentClass: { create(d: object):
Promise<Doc> } }>)[name]!.documentClass;

/** Waits for the work the last change started on this client (turn events, the GM's records). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

/**
 * Makes the fight's scene, a hero (a character, friendly, linked) with a sword and a foe (an NPC, hostile, unlinked
 * as the Foes compendium's are) on it, and a combat of their tokens, as a GM does it in Foundry.
 */
export async function stageFight(preset: PresetId): Promise<{ combat: Fight; hero: Fighter; foe: Fighter;
  foeToken: Doc & { actor: Fighter } }> {
  const hero = await cls("Actor").create({ name: t("hero"), type: "character",
    system: { hp: { value: 30, max: 30 } } }) as Fighter;
  await hero.createEmbeddedDocuments("Item", [{ name: t("sword"), type: "weapon",
    system: { damage: { formula: "1d8" }, equipped: true } }]);
  const foe = await cls("Actor").create({ name: t("foe"), type: "npc",
    system: { hp: { value: 30, max: 30 } } }) as Fighter;
  const scene = await cls("Scene").create({ name: t("scene", { rulebook: rulebook(preset) }), grid: { size: 100 } });
  const [heroToken, foeToken] = await scene.createEmbeddedDocuments("Token", [
    { name: hero.name, actorId: hero.id, actorLink: true, disposition: 1, x: 200, y: 200 },
    { name: foe.name, actorId: foe.id, actorLink: false, disposition: -1, x: 300, y: 200 }]);
  const combat = await cls("Combat").create({ scene: scene.id }) as Fight;
  await combat.createEmbeddedDocuments("Combatant", [heroToken!, foeToken!].map((token) => ({ name: token.name,
    tokenId: token.id, sceneId: scene.id, actorId: token === heroToken ? hero.id : foe.id })));
  return { combat, hero, foe, foeToken: foeToken as Doc & { actor: Fighter } };
}

/** Registers one fight batch: a round of `preset` played as the GM, then everything it made deleted. */
function fightBatch(quench: Quench, preset: PresetId): void {
  quench.registerBatch(`${SYSTEM_ID}.fight.${preset}`, ({ describe, it, before, after, expect }: BatchContext) => {
    describe(t("Fight.suite", { rulebook: rulebook(preset) }), () => {
      const sandbox = new Sandbox();
      let staged: Awaited<ReturnType<typeof stageFight>>;
      before(async () => {
        sandbox.open();
        await game.settings.set(SYSTEM_ID, "preset" as never, preset as never);
        sandbox.fixDice(0.7);
        staged = await stageFight(preset);
      });
      after(() => sandbox.restore());

      it(t("Fight.begin"), async () => {
        await staged.combat.rollAll();
        await staged.combat.startCombat();
        await settle();
        expect(staged.combat.round).to.equal(1);
        expect(staged.combat.turns).to.have.length(2);
      });

      it(t("Fight.attack"), async () => {
        const weapon = staged.hero.items.contents[0]!;
        const card = await api().attack(staged.hero, weapon, { targets: [staged.foeToken], spend: false });
        expect(card).to.not.equal(null);
        expect(card!.system.targets).to.have.length(1);
        const damage = await api().damage(card);
        expect(damage).to.not.equal(null);
        await api().apply(damage, staged.foeToken.uuid);
        await settle();
        const hurt = staged.foeToken.actor.system.hp.value;
        expect(hurt).to.be.at.most(29);
        expect(staged.foe.system.hp.value).to.equal(30);
        await api().undo(damage, staged.foeToken.uuid);
        await settle();
        expect(staged.foeToken.actor.system.hp.value).to.equal(30);
      });

      it(t("Fight.endTurn"), async () => {
        const first = staged.combat.combatant?.id;
        await staged.combat.nextTurn();
        await settle();
        expect(staged.combat.combatant?.id ?? null).to.not.equal(first ?? null);
      });

      it(t("clean"), async () => {
        await staged.combat.update({ round: 0, turn: null }, { turnEvents: false });
        await sandbox.restore();
        expect(worldCounts()).to.deep.equal(sandbox.counts);
      });
    });
  }, { displayName: t("Fight.name", { rulebook: rulebook(preset) }) });
}

/** Registers the played fight of every rulebook. */
export function registerFightBatches(quench: Quench): void {
  for (const preset of PRESET_IDS) fightBatch(quench, preset);
}
