import { PRESET_IDS, type PresetId } from "../rules/index.js";
import { SYSTEM_ID } from "../config/system.js";
import { Sandbox, worldCounts } from "./sandbox.js";
import { rulebook, t } from "./text.js";
import type { BatchContext, Quench } from "./types.js";

/** An actor with hit points, as the batches read it. */
type Fighter = Actor.Implementation;

/** A token of the staged scene. */
type StagedToken = TokenDocument.Implementation;

/**
 * An actor's hit points now (its Fray data's `hp.value`; NaN when it has none), read by shape: the batches' bundle
 * has its own copy of Fray's classes, so an `instanceof` of the system's models would fail here.
 */
export function hpOf(actor: Fighter | null): number {
  const system: unknown = actor?.system;
  const hp = typeof system === "object" && system && "hp" in system ? system.hp : null;
  const value = typeof hp === "object" && hp && "value" in hp ? hp.value : null;
  return typeof value === "number" ? value : Number.NaN;
}

/** The card API (game.fray.api) as the batches call it. */
interface CardApi {
  attack(actor: Fighter, weapon: Item.Implementation, request: object): Promise<{ id: string | null;
    system: { targets: unknown[] } } | null>;
  damage(card: unknown): Promise<{ id: string | null } | null>;
  apply(card: unknown, target: unknown): Promise<void>;
  undo(card: unknown, target: unknown): Promise<void>;
}

/** The public API Fray puts on `game.fray`. */
const api = () => (Reflect.get(game, "fray") as { api: CardApi }).api;

/** Waits for the work the last change started on this client (turn events, the GM's records). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

/** The document a create made: Foundry makes none only when a hook refused it, which fails the batch here. */
function made<T>(document: T | undefined): T {
  if (!document) throw new Error("Fray | Quench: a staged document was not created");
  return document;
}

/**
 * Makes the fight's scene, a hero (a character, friendly, linked) with a sword and a foe (an NPC, hostile, unlinked
 * as the Foes compendium's are) on it, and a combat of their tokens, as a GM does it in Foundry.
 */
export async function stageFight(preset: PresetId): Promise<{ combat: Combat.Implementation; hero: Fighter;
  foe: Fighter; foeToken: StagedToken }> {
  const hero = made(await CONFIG.Actor.documentClass.create({ name: t("hero"), type: "character",
    system: { hp: { value: 30, max: 30 } } }));
  await hero.createEmbeddedDocuments("Item", [{ name: t("sword"), type: "weapon",
    system: { damage: { formula: "1d8" }, equipped: true } }]);
  const foe = made(await CONFIG.Actor.documentClass.create({ name: t("foe"), type: "npc",
    system: { hp: { value: 30, max: 30 } } }));
  const scene = made(await CONFIG.Scene.documentClass.create({ name: t("scene", { rulebook: rulebook(preset) }), grid: { size: 100 } }));
  const { FRIENDLY, HOSTILE } = CONST.TOKEN_DISPOSITIONS;
  const [heroToken, foeToken] = made(await scene.createEmbeddedDocuments("Token", [
    { name: hero.name, actorId: hero.id, actorLink: true, disposition: FRIENDLY, x: 200, y: 200 },
    { name: foe.name, actorId: foe.id, actorLink: false, disposition: HOSTILE, x: 300, y: 200 }]));
  const combat = made(await CONFIG.Combat.documentClass.create({ scene: scene.id }));
  await combat.createEmbeddedDocuments("Combatant", [heroToken!, foeToken!].map((token) => ({ name: token.name,
    tokenId: token.id, sceneId: scene.id, actorId: token === heroToken ? hero.id : foe.id })));
  return { combat, hero, foe, foeToken: foeToken! };
}

/** Registers one fight batch: a round of `preset` played as the GM, then everything it made deleted. */
function fightBatch(quench: Quench, preset: PresetId): void {
  quench.registerBatch(`${SYSTEM_ID}.fight.${preset}`, ({ describe, it, before, after, expect }: BatchContext) => {
    describe(t("Fight.suite", { rulebook: rulebook(preset) }), () => {
      const sandbox = new Sandbox();
      let staged: Awaited<ReturnType<typeof stageFight>>;
      before(async () => {
        sandbox.open();
        await game.settings.set(SYSTEM_ID, "preset", preset);
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
        const hurt = hpOf(staged.foeToken.actor);
        expect(hurt).to.be.at.most(29);
        expect(hpOf(staged.foe)).to.equal(30);
        await api().undo(damage, staged.foeToken.uuid);
        await settle();
        expect(hpOf(staged.foeToken.actor)).to.equal(30);
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
