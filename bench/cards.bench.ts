// Runs in the stand-in: a damage card with 20 targets, rendered and applied.
import { Window } from "happy-dom";
import { bench, describe } from "vitest";
import { cardWorld } from "../test/documents/card-world.js";
import { scriptFaces } from "../test/foundry/dice.js";

const TARGETS = 20;

Object.assign(globalThis, { document: new Window().document });
const w = await cardWorld("agility");
const hero = await w.fighter("Hero");
const foes = [];
for (let i = 0; i < TARGETS; i++) foes.push(await w.fighter(`Foe ${i}`, { hp: { value: 30, max: 30 } }));
scriptFaces([20, 15], [8, 7]);
const attack = await w.api.attack(hero as never, w.weaponOf(hero) as never, { targets: foes });
/** The rendered card and its source. */
type Card = { toObject(): Record<string, unknown>; renderHTML(): Promise<unknown> };
const damage = await w.api.damage(attack) as unknown as Card;
const source = damage.toObject();
delete source._id;
/** The message class the cards are created with. */
const Message = w.foundry.CONFIG.ChatMessage!.documentClass as unknown as { create(d: object): Promise<{
  applyTo(ids: string[]): Promise<void>; unappliedTargets: string[] }> };

describe(`damage card with ${TARGETS} targets (agility: DR, wounds)`, () => {
  bench("render (renderHTML with each target's current data)", async () => {
    await damage.renderHTML();
  });

  bench("create a fresh card (baseline of the next line)", async () => {
    await Message.create(source);
  });

  bench(`create a fresh card and apply it to all ${TARGETS}`, async () => {
    const card = await Message.create(source);
    await card.applyTo(card.unappliedTargets);
  });
});
