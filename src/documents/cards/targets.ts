import type { RulesInForce } from "../../rules/index.js";
import type { TargetNow } from "../../data/chat-message/damage-preview.js";
import { documentAt } from "../../types/shims.js";
import { combatView, type CardActor } from "./actor-view.js";

/** A token or actor as a card stores it: by token when there is one, else by actor. */
export interface CardTarget {
  tokenUuid: string;
  actor: CardActor;
  name: string;
  img: string;
}

/** A property of a value that may be anything (a caller's token, token document or actor). */
export function prop(value: unknown, key: string): unknown {
  return typeof value === "object" && value !== null ? Reflect.get(value, key) : undefined;
}

/** True for an Actor document (told apart by its documentName, as Foundry's documents are). */
function isActor(value: unknown): value is CardActor {
  return prop(value, "documentName") === "Actor";
}

/** The actor of a document: the actor itself, else its `actor` (a token's); null when it has none. */
function actorIn(doc: unknown): CardActor | null {
  if (isActor(doc)) return doc;
  const actor = prop(doc, "actor");
  return isActor(actor) ? actor : null;
}

/** The actor behind a stored target uuid (a token's actor, or an actor); null when deleted or actorless. */
export function actorOf(uuid: string): CardActor | null {
  return actorIn(documentAt(uuid));
}

/**
 * A target as given by a caller: a Token placeable (with `.document`), a TokenDocument, an Actor, or the uuid of a
 * token or an actor. A token without an actor, or a uuid that names nothing, gives null.
 */
export function cardTarget(given: unknown): CardTarget | null {
  const resolved = typeof given === "string" ? documentAt(given) : given;
  const doc = prop(resolved, "document") ?? resolved;
  const uuid = prop(doc, "uuid");
  if (typeof uuid !== "string") return null;
  const actor = actorIn(doc);
  if (!actor) return null;
  const img = prop(prop(doc, "texture"), "src") ?? prop(doc, "img") ?? actor.img ?? "";
  return { tokenUuid: uuid, actor, name: String(prop(doc, "name") ?? actor.name), img: String(img) };
}

/** The targets this user has targeted on the canvas, read now (`game.user.targets`). */
export function userTargets(): unknown[] {
  const targets = game.user?.targets;
  return targets ? [...targets] : [];
}

/** The target's current data as a damage card previews it. */
export function targetNow(actor: CardActor, rules: RulesInForce): TargetNow {
  const view = combatView(actor, rules);
  return {
    target: { hp: view.hp, dr: view.dr, player: view.player, wounds: view.woundIds.length,
      overshield: view.overshield ? { value: view.overshield.value, dr: view.overshield.dr } : null },
    statuses: view.statuses, woundIds: view.woundIds, shieldUsed: view.shieldUsed,
  };
}

/** The current data of every stored target of a card, keyed by token uuid; null for one that is gone. */
export function currentOf(targets: readonly { tokenUuid: string }[], rules: RulesInForce):
Record<string, TargetNow | null> {
  return Object.fromEntries(targets.map((t) => {
    const actor = actorOf(t.tokenUuid);
    return [t.tokenUuid, actor ? targetNow(actor, rules) : null];
  }));
}

