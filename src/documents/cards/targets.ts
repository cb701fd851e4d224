import type { RulesInForce } from "../../rules/index.js";
import type { TargetNow } from "../../data/chat-message/damage-preview.js";
import { combatView, type CardActor } from "./actor-view.js";

/** A token or actor as a card stores it: by token when there is one, else by actor. */
export interface CardTarget {
  tokenUuid: string;
  actor: CardActor;
  name: string;
  img: string;
}

/** A document found by uuid (Foundry's fromUuidSync). */
type Found = { documentName?: string; actor?: CardActor | null; uuid?: string; name?: string;
  texture?: { src?: string } } | null;

/** The actor behind a stored target uuid (a token's actor, or an actor); null when deleted or actorless. */
export function actorOf(uuid: string): CardActor | null {
  const found = byUuid(uuid) as Found;
  if (!found) return null;
  if (found.documentName === "Actor") return found as unknown as CardActor;
  return found.actor ?? null;
}

/** The document a uuid names now (fromUuidSync), or null: none, or a malformed uuid. */
function byUuid(uuid: string): unknown {
  try {
    return fromUuidSync(uuid as never);
  } catch {
    return null;
  }
}

/**
 * A target as given by a caller: a Token placeable (with `.document`), a TokenDocument, an Actor, or the uuid of a
 * token or an actor. A token without an actor, or a uuid that names nothing, gives null.
 */
export function cardTarget(given: unknown): CardTarget | null {
  const resolved = typeof given === "string" ? byUuid(given) : given;
  const doc = ((resolved as { document?: unknown } | null)?.document ?? resolved) as Found & { img?: string };
  if (!doc || typeof doc.uuid !== "string") return null;
  const actor = doc.documentName === "Actor" ? doc as unknown as CardActor : doc.actor ?? null;
  if (!actor) return null;
  return { tokenUuid: doc.uuid, actor, name: String(doc.name ?? actor.name),
    img: doc.texture?.src ?? doc.img ?? actor.img ?? "" };
}

/** The targets this user has targeted on the canvas, read now (`game.user.targets`). */
export function userTargets(): unknown[] {
  const targets = (game.user as unknown as { targets?: Iterable<unknown> } | null)?.targets;
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

/**
 * The stored targets whose numbers this user may not see: those whose actor the user can't observe (a limited
 * NPC's sheet shows no numbers, so its card rows show none either). A target that is gone hides nothing.
 */
export function hiddenFromUser(targets: readonly { tokenUuid: string }[]): string[] {
  return targets.filter((t) => {
    const actor = actorOf(t.tokenUuid) as unknown as { testUserPermission(user: unknown, level: string): boolean }
      | null;
    return actor !== null && !actor.testUserPermission(game.user, "OBSERVER");
  }).map((t) => t.tokenUuid);
}
