/**
 * Contract tests for the places issue 29's audit found the stand-in stricter or kinder than Foundry:
 * - Combatant#token / #actor resolve the scene token (api/v13 Combatant#token "A reference to the Token document
 *   which this Combatant represents", #actor; TokenDocument#actor: an unlinked token's synthetic actor);
 * - deleting a token deletes its combatants (foundryvtt#11630, #12709, #11296, #11295);
 * - Users#activeGM is "one User who is an active Gamemaster (non-assistant if possible)" (api/v13 Users#activeGM);
 * - Combatant#isDefeated counts CONFIG.specialStatusEffects.DEFEATED (foundryvtt#8197) and Skip Defeated passes it;
 * - Combat#started is `round > 0` with or without combatants (foundryvtt#9742, #12402).
 */
import { beforeEach, describe, expect, it } from "vitest";
import { TypeDataModel } from "../data-model.js";
import type { Document } from "../documents.js";
import { NumberField } from "../fields.js";
import { installFoundry, type FoundryStandIn } from "../index.js";
import { combatantsLeft, type SceneDocument, type TokenDocument } from "../scene.js";
import { trackerConfig, turnEventsSettled, type Combat, type Combatant } from "../combat.js";
import { USER_ROLES } from "../users.js";

/** A sample actor model with hit points, and half of them derived. */
class Sample extends TypeDataModel {
  declare hp: number;
  declare half: number;

  /** One number field. */
  static override defineSchema() {
    return { hp: new NumberField({ required: true, nullable: false, integer: true, initial: 10 }) };
  }

  /** Derived data, as a system prepares it. */
  override prepareDerivedData(): void {
    this.half = this.hp / 2;
  }
}

type Actor = Document & { system: { hp: number; half: number }; statuses: Set<string> };

let foundry: FoundryStandIn;
let cls: (name: string) => typeof Document;
let goblin: Actor;
let scene: SceneDocument;

beforeEach(async () => {
  foundry = installFoundry();
  (foundry.CONFIG.Actor!.dataModels as Record<string, unknown>).sample = Sample;
  cls = (name: string) => foundry.CONFIG[name]!.documentClass as typeof Document;
  goblin = (await cls("Actor").create({ name: "Goblin", type: "sample" })) as Actor;
  scene = (await cls("Scene").create({ name: "Cave" })) as SceneDocument;
  trackerConfig.skipDefeated = false;
});

/** Two unlinked goblin tokens on the scene, in a combat made from them (as TokenDocument.createCombatants does). */
async function goblins(): Promise<{ combat: Combat; tokens: TokenDocument[]; combatants: Combatant[] }> {
  const tokens = await scene.createEmbeddedDocuments("Token", [{ name: "Goblin 1", actorId: goblin.id },
    { name: "Goblin 2", actorId: goblin.id, x: 100 }]) as TokenDocument[];
  const combat = (await cls("Combat").create({ scene: scene.id })) as unknown as Combat;
  const combatants = await combat.createEmbeddedDocuments("Combatant",
    tokens.map((t, i) => ({ tokenId: t.id, sceneId: scene.id, initiative: 10 - i }))) as unknown as Combatant[];
  return { combat, tokens, combatants };
}

describe("Combatant#token and #actor (api/v13 Combatant, TokenDocument#actor)", () => {
  it("an unlinked token's combatant is its token's synthetic actor, with its own data; actorId comes from the token",
    async () => {
      const { tokens, combatants } = await goblins();
      expect(combatants.map((c) => c.token)).toEqual(tokens);
      expect(combatants.map((c) => c.actorId)).toEqual([goblin.id, goblin.id]);
      expect(combatants[0]!.actor).toBe(tokens[0]!.actor);
      expect(combatants[0]!.actor!.uuid).toBe(`${tokens[0]!.uuid}.Actor.${goblin.id}`);
      await combatants[0]!.actor!.update({ "system.hp": 3 });
      expect([(combatants[0]!.actor as Actor).system.hp, (combatants[1]!.actor as Actor).system.hp, goblin.system.hp])
        .toEqual([3, 10, 10]);
      expect((combatants[1]!.actor as Actor).system.half).toBe(5);
    });

  it("a combatant made with only a token id takes the combat's scene and the token's actor", async () => {
    const [token] = await scene.createEmbeddedDocuments("Token", [{ name: "Goblin", actorId: goblin.id }]);
    const combat = (await cls("Combat").create({ scene: scene.id })) as unknown as Combat;
    const [combatant] = await combat.createEmbeddedDocuments("Combatant", [{ tokenId: token!.id }]) as unknown as
      Combatant[];
    expect([combatant!._source.sceneId, combatant!.actorId, combatant!.token]).toEqual([scene.id, goblin.id, token]);
  });
});

describe("deleting a token deletes its combatant (foundryvtt#11630, #12709, #11296)", () => {
  it("the deleting user's client deletes the token's combatant from the combat; the other stays", async () => {
    const { combat, tokens, combatants } = await goblins();
    await tokens[0]!.delete();
    await combatantsLeft();
    expect(combat.combatants.map((c) => c.id)).toEqual([combatants[1]!.id]);
    expect(foundry.operations.at(-1)).toMatchObject({ action: "delete", documentName: "Combatant", count: 1 });
  });

  it("the acting combatant's token deleted: the turn goes on to the one in its place (foundryvtt#12709, #12009)",
    async () => {
      const { combat, tokens, combatants } = await goblins();
      await combat.startCombat();
      await tokens[0]!.delete();
      await combatantsLeft();
      expect([combat.combatant?.id, combat.turn]).toEqual([combatants[1]!.id, 0]);
    });
});

describe("Users#activeGM (api/v13: \"an active Gamemaster (non-assistant if possible)\")", () => {
  it("is the full GM when one is connected, an Assistant GM when none is, and null with neither", () => {
    const assistant = foundry.game.users.add("as0000000000000a", "Assistant", USER_ROLES.ASSISTANT);
    expect(foundry.game.users.activeGM).toBe(foundry.gm);
    foundry.gm.active = false;
    expect(foundry.game.users.activeGM).toBe(assistant);
    expect(assistant.isActiveGM).toBe(true);
    assistant.active = false;
    expect(foundry.game.users.activeGM).toBeNull();
  });

  it("turn events run on the Assistant GM's client when no full GM is connected (Combat#_manageTurnEvents)",
    async () => {
      const assistant = foundry.game.users.add("as0000000000000a", "Assistant", USER_ROLES.ASSISTANT);
      foundry.gm.active = false;
      const { combat } = await goblins();
      const ran: string[] = [];
      combat._onStartTurn = async () => { ran.push(foundry.game.users.current!.name); };
      await combat.startCombat();
      await turnEventsSettled(combat);
      expect(ran).toEqual([assistant.name]);
    });
});

describe("Combatant#isDefeated and Skip Defeated (foundryvtt#8197; CONFIG.specialStatusEffects.DEFEATED)", () => {
  it("CONFIG.specialStatusEffects.DEFEATED is \"dead\"; a combatant whose actor has it is defeated", async () => {
    expect(foundry.CONFIG.specialStatusEffects).toMatchObject({ DEFEATED: "dead" });
    const { combatants } = await goblins();
    expect(combatants[0]!.isDefeated).toBe(false);
    (combatants[0]!.actor as Actor).statuses.add("dead");
    expect([combatants[0]!.isDefeated, combatants[0]!.defeated]).toEqual([true, false]);
  });

  it("Skip Defeated passes over a creature with the defeated status", async () => {
    const { combat, combatants } = await goblins();
    const third = await combat.createEmbeddedDocuments("Combatant", [{ name: "Wolf", initiative: 1 }]);
    await combat.startCombat();
    trackerConfig.skipDefeated = true;
    const dead = await cls("ActiveEffect").create({ name: "Dead", statuses: ["dead"] },
      { parent: combatants[1]!.actor! } as never);
    expect(dead).toBeTruthy();
    expect(combatants[1]!.isDefeated).toBe(true);
    await combat.nextTurn();
    expect(combat.combatant?.id).toBe(third[0]!.id);
  });
});

describe("Combat#started (foundryvtt#9742, #12402)", () => {
  it("a combat without combatants starts: started is true at round 1, and Next Round runs its round events", async () => {
    const combat = (await cls("Combat").create({})) as unknown as Combat;
    const rounds: string[] = [];
    combat._onStartRound = async (context) => { rounds.push(`start ${context.round}`); };
    combat._onEndRound = async (context) => { rounds.push(`end ${context.round}`); };
    await combat.startCombat();
    expect([combat.started, combat.round, combat.combatant]).toEqual([true, 1, undefined]);
    await combat.nextTurn();
    await combat.nextRound();
    await turnEventsSettled(combat);
    expect(combat.round).toBe(3);
    expect(rounds).toEqual(["start 1", "end 1", "start 2", "end 2", "start 3"]);
  });

  it("deleting the last combatant of a started combat leaves it started, with no combatant acting", async () => {
    const { combat, combatants } = await goblins();
    await combat.startCombat();
    await combat.deleteEmbeddedDocuments("Combatant", combatants.map((c) => c.id));
    expect([combat.started, combat.turns.length, combat.combatant]).toEqual([true, 0, undefined]);
  });
});
