/**
 * Renders Fray's attack and damage cards through the test/foundry stand-in under happy-dom, for every rulebook and
 * each card state (hit, miss, Shock, critical; damage not applied, applied, undone), and returns their HTML.
 * For the lead to plug into the interactive preview beside the sheets and the tracker.
 */
import { Window } from "happy-dom";
import { PREVIEW_PRESETS } from "./samples.js";

/** One rendered chat card: an id (preset and state) and the chat message's outer HTML. */
export interface RenderedCard {
  id: string;
  html: string;
}

/** A document as this module drives it. */
type Doc = { id: string; uuid: string; createEmbeddedDocuments(n: string, d: object[]): Promise<unknown> };
/** A card message as this module drives it. */
type Card = Doc & { renderHTML(): Promise<HTMLElement>; system: { targets: { tokenUuid: string }[] } };

/** Gives Node the DOM globals the stand-in and the cards use. */
function installDom(): void {
  if (globalThis.document) return;
  const win = new Window({ url: "http://127.0.0.1/" });
  const names = ["document", "HTMLElement", "Event", "CustomEvent", "Node", "Element", "DocumentFragment"] as const;
  Object.assign(globalThis, { window: win, ...Object.fromEntries(names.map((n) => [n, win[n as keyof Window]])) });
}

/** Makes the next dice show `faces` ([faces, face] pairs), as a dice module would. */
function nextFaces(config: { Dice: { randomUniform: () => number } }, faces: [number, number][]): void {
  const queue = faces.map(([n, face]) => (face - 0.5) / n);
  config.Dice.randomUniform = () => queue.shift() ?? 0.5;
}

/**
 * A8, A9 (Agility): a natural 1 whose tragedy offers the grunt a critical free hit on its row, and the card that
 * offers a free hit when an enemy leaves a character's melee zone.
 */
async function keepFreeHits(stand: { CONFIG: Record<string, unknown> },
  api: typeof import("../src/documents/cards/api.js").cardApi, { hero, weapon, grunt }: { hero: Doc; weapon: unknown; grunt: Doc }, keep: (id: string, m: unknown) => Promise<unknown>) {
  nextFaces(stand.CONFIG as unknown as { Dice: { randomUniform: () => number } }, [[20, 1], [4, 4], [6, 2]]);
  // The stand-in's documents play Foundry's Actor and Item, which the API's fvtt-types signature names.
  await keep("agility-attack-fumble", await api.attack(hero as never, weapon as never, { targets: [grunt] }));
  const cls = (stand.CONFIG.ChatMessage as { documentClass: { create(d: object): Promise<unknown> } }).documentClass;
  const snap = (name: string, actor: Doc) => ({ tokenUuid: "", actorUuid: actor.uuid, name, img: "" });
  await keep("agility-free-hit", await cls.create({ type: "freeHit", system: { hitter: snap("Gullet grunt", grunt),
    mover: snap("Vessa Thorn", hero), reason: "left", slotsLeft: 2 } }));
}

/** Boots the stand-in and renders every card state under every rulebook. */
export async function renderCards(): Promise<RenderedCard[]> {
  installDom();
  const { installFoundry } = await import("../test/foundry/index.js");
  const stand = installFoundry();
  await import("../src/fray.js");
  await stand.boot();
  const api = (stand.game.fray as { api: typeof import("../src/documents/cards/api.js").cardApi }).api;
  const Actor = stand.CONFIG.Actor!.documentClass as unknown as { create(d: object): Promise<Doc> };
  const config = stand.CONFIG as unknown as { Dice: { randomUniform: () => number } };
  const cards: RenderedCard[] = [];
  const keep = async (id: string, message: unknown) =>
    cards.push({ id, html: (await (message as Card).renderHTML()).outerHTML });
  for (const preset of PREVIEW_PRESETS) {
    await stand.game.settings.set("fray", "preset", preset);
    const fighter = async (name: string, type: string, system: object) => {
      const actor = await Actor.create({ name, type, img: "icons/portrait.svg", system });
      return actor;
    };
    const hero = await fighter("Vessa Thorn", "character", { level: 3, ap: { value: 6, max: 6 } });
    await hero.createEmbeddedDocuments("Item", [{ name: "Boar spear", type: "weapon", img: "",
      system: { damage: { formula: "1d8 + 2", kind: "physical" }, shock: { damage: 2, maxAc: 15 }, apCost: 2 } }]);
    const weapon = (hero as unknown as { items: { contents: unknown[] } }).items.contents[0];
    const grunt = await fighter("Gullet grunt", "npc", { defenses: { ac: 8, dodge: 8 }, hp: { value: 12, max: 12 },
      dr: { physical: 1 } });
    const brute = await fighter("Ironhide <b>brute</b>", "npc", { defenses: { ac: 14, dodge: 14 },
      hp: { value: 20, max: 20 }, overshield: { value: 4, max: 4, dr: 1, effect: "" } });
    const hopeless = await fighter("Shieldwall", "npc", { defenses: { ac: 30, dodge: 30 } });
    const targets = [grunt, brute, hopeless];
    const options = preset === "agility" ? { aimedArea: "slowing" as const } : {};
    nextFaces(config, [[20, 12], [4, 2], [8, 6], [4, 1]]);
    const attack = await api.attack(hero as never, weapon as never, { targets, options });
    await keep(`${preset}-attack`, attack);
    nextFaces(config, [[20, 20], [4, 3], [6, 1], [4, 1], [4, 1]]);
    const critical = await api.attack(hero as never, weapon as never, { targets: [grunt], options });
    await keep(`${preset}-attack-critical`, critical);
    if (preset === "agility") await keepFreeHits(stand, api, { hero, weapon, grunt }, keep);
    nextFaces(config, [[8, 6], [4, 1], [4, 1], [4, 1]]);
    const damage = await api.damage(attack) as unknown as Card;
    await keep(`${preset}-damage`, damage);
    const first = damage.system.targets[0]!.tokenUuid;
    await api.apply(damage, first);
    await keep(`${preset}-damage-applied`, damage);
    await api.undo(damage, first);
    await keep(`${preset}-damage-undone`, damage);
    await (grunt as Doc & { update(c: object): Promise<unknown> }).update({ "system.hp.value": 4 });
    const heal = await api.heal(grunt, 7, { from: hero as never, name: "Healing draught", apply: false }) as
      unknown as Card;
    await keep(`${preset}-heal`, heal);
    await api.apply(heal, heal.system.targets[0]!.tokenUuid);
    await keep(`${preset}-heal-applied`, heal);
  }
  return cards;
}
