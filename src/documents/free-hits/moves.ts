import { actionPips, freeHitFromMove, tokenCells, zoneMove, type FreeHitReason } from "../../rules/index.js";
import { worldRules } from "../../settings.js";
import { actionAdjustOf } from "../combat/action-adjust.js";
import { OUT_OF_THE_FIGHT } from "../cards/flanking.js";
import type { Placed } from "./zone.js";

/** A token as the offers read it. */
type SceneToken = TokenDocument.Implementation;

/** What the moveToken hook gives of a movement (foundryvtt.com/api/v13: TokenMovementOperation). */
interface Movement {
  origin: Placed;
  passed?: { waypoints?: readonly Placed[] };
  destination: Placed;
}

/** A combatant as the offers read it. */
interface Watcher {
  actor: Actor.Implementation | null;
  isDefeated: boolean;
  system: { spent: Record<string, number> };
}

/** The spaces each mover has moved inside each character's zone this turn, by mover and watcher token id. */
const insideThisTurn = new Map<string, number>();

/** The combat, round and turn the counts are for; a move in another turn starts them again. */
let countedTurn = "";

/** The offers being posted on this client, one after the other. */
let posting: Promise<void> = Promise.resolve();

/** The free-hit slots the watcher has left this round (A9: Agility modifier + 1, less those spent), as its pip. */
function slotsLeft(watcher: Watcher): number {
  const pip = actionPips("agility", watcher.system.spent, actionAdjustOf(watcher.actor))
    .find((p) => p.kind === "freeHit");
  return pip?.total ? pip.total - pip.used : 0;
}

/** The combatant of a token's actor in the combat, or null. */
function combatantFor(combat: Combat.Implementation, token: SceneToken): Watcher | null {
  const uuid = token.actor?.uuid;
  return uuid ? combat.combatants.contents.find((c) => c.actor?.uuid === uuid) ?? null : null;
}

/** The users who see an offer: the hitter's owners and the GMs. */
function recipients(actor: Actor.Implementation): string[] {
  return (game.users?.contents ?? []).filter((u) => u.isGM || actor.testUserPermission(u, "OWNER")).map((u) => u.id!);
}

/** Posts the offer card of a free hit, whispered to the hitter's owners and the GMs. */
async function postOffer(combat: Combat.Implementation, hitter: SceneToken, mover: SceneToken,
  reason: Exclude<FreeHitReason, "fumble">, slots: number): Promise<void> {
  const snap = (t: SceneToken) => ({ tokenUuid: t.uuid, actorUuid: t.actor?.uuid ?? "", name: t.name,
    img: t.texture?.src ?? t.actor?.img ?? "" });
  const cls = CONFIG.ChatMessage.documentClass;
  await cls.create({ type: "freeHit", system: { combatId: combat.id!, round: combat.round, hitter: snap(hitter),
    mover: snap(mover), reason, slotsLeft: slots }, whisper: recipients(hitter.actor!),
  speaker: cls.getSpeaker({ alias: hitter.name }) });
}

/**
 * A9, on the active GM's client under Agility in a started combat: after a token moves on a square grid, every
 * enemy of it in the combat (the opposite token disposition) that is not defeated, dead or unconscious and has a
 * free-hit slot left is offered a free hit when the mover left its melee zone, or its spaces moved inside the zone
 * this turn first exceeded 2 (freeHitFromMove); the count lives on this client for the turn.
 */
function onMoveToken(token: SceneToken, movement: Movement): void {
  const combat = game.combat;
  const grid = token.parent?.grid;
  const size = grid?.isSquare ? grid.size : 0;
  if (game.users?.activeGM?.isSelf !== true || worldRules().preset !== "agility" || !combat?.started || !size) return;
  if (token.disposition === 0) return;
  const turn = [combat.id, combat.round, combat.turn].join(".");
  if (turn !== countedTurn) insideThisTurn.clear();
  countedTurn = turn;
  const path = [movement.origin, ...(movement.passed?.waypoints ?? [movement.destination])]
    .map((p) => tokenCells(p, size));
  for (const other of token.parent?.tokens?.contents ?? []) {
    if (other.id === token.id || other.disposition * token.disposition !== -1 || !other.actor) continue;
    const watcher = combatantFor(combat, other);
    if (!watcher || watcher.isDefeated || OUT_OF_THE_FIGHT.some((s) => other.actor!.statuses.has(s))) continue;
    const key = `${token.id}.${other.id}`;
    const before = insideThisTurn.get(key) ?? 0;
    const move = zoneMove(tokenCells({ x: other.x ?? 0, y: other.y ?? 0, width: other.width ?? 1,
      height: other.height ?? 1 }, size), path);
    insideThisTurn.set(key, before + move.inside);
    const reason = freeHitFromMove(move, before);
    const slots = slotsLeft(watcher);
    if (!reason || slots <= 0) continue;
    posting = posting.then(() => postOffer(combat, other, token, reason, slots))
      .catch((error: unknown) => console.error("Fray | free-hit offer", error));
  }
}

/** Resolves once this client's offers are posted (for tests and the preview). */
export function freeHitOffersSettled(): Promise<void> {
  return posting;
}

/** Registers the hook that offers free hits when enemies move (A9). */
export function registerFreeHitOffers(): void {
  Hooks.on("moveToken", onMoveToken);
}
