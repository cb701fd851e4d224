import { deletionUpdate } from "../../compat.js";
import { SYSTEM_ID } from "../../config/system.js";
import {
  actionPips, freeHitFromMove, tokenCells, zoneMove, type FreeHitReason, type ZoneMove,
} from "../../rules/index.js";
import { worldRules } from "../../settings.js";
import { actionAdjustOf } from "../combat/action-adjust.js";
import { enemies, sideInCombat } from "../ledger/index.js";
import { OUT_OF_THE_FIGHT } from "../cards/flanking.js";
import type { Placed } from "../free-hits/zone.js";
import { MoveJoiner, type MovePart, type WholeMove } from "./whole-move.js";

/** A token as the offers read it. */
type SceneToken = TokenDocument.Implementation;

/** A combatant as the offers read it. */
interface Watcher {
  actor: Actor.Implementation | null;
  isDefeated: boolean;
  system: { spent: Record<string, number> };
}

/** Where the combat keeps the spaces moved inside melee zones: `flags.fray.zoneSpaces.<turn>.<mover>_<watcher>`. */
const SPACES_FLAG = "zoneSpaces";

/** One watcher's zone crossed by a move: the watcher's token and combatant, and what the move did in its zone. */
interface Crossing {
  other: SceneToken;
  watcher: Watcher;
  move: ZoneMove;
}

/** The offers being posted on this client, one after the other. */
let posting: Promise<void> = Promise.resolve();
/** The moves under way, joined from their updates (one per checkpoint) on the active GM's client. */
const moves = new MoveJoiner<Placed>();

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

/** The key of the combat's current turn in its zone-spaces flag. */
function turnKey(combat: Combat.Implementation): string {
  return `r${combat.round}t${combat.turn ?? 0}`;
}

/** The spaces each mover has moved inside each watcher's zone this turn, as the combat keeps them (by pair key). */
function spacesThisTurn(combat: Combat.Implementation): Record<string, number> {
  const stored: unknown = combat.getFlag(SYSTEM_ID, SPACES_FLAG);
  const turn: unknown = typeof stored === "object" && stored ? Reflect.get(stored, turnKey(combat)) : null;
  if (typeof turn !== "object" || !turn) return {};
  return Object.fromEntries(Object.entries(turn).filter(([, n]) => Number.isInteger(n) && (n as number) >= 0));
}

/**
 * Counts a move's spaces inside each crossed zone on the combat (a reload or another GM keeps them; the turns before
 * are dropped), then offers each watcher with a free-hit slot left the free hit the move grants it (A9).
 */
async function countAndOffer(combat: Combat.Implementation, mover: SceneToken, crossings: Crossing[]): Promise<void> {
  const before = spacesThisTurn(combat);
  const counts: Record<string, number> = {};
  const offers: { hitter: SceneToken; reason: Exclude<FreeHitReason, "fumble">; slots: number }[] = [];
  for (const { other, watcher, move } of crossings) {
    const key = `${mover.id}_${other.id}`;
    counts[key] = (before[key] ?? 0) + move.inside;
    const reason = freeHitFromMove(move, before[key] ?? 0);
    const slots = slotsLeft(watcher);
    if (reason && slots > 0) offers.push({ hitter: other, reason, slots });
  }
  const stored: unknown = combat.getFlag(SYSTEM_ID, SPACES_FLAG);
  const old = Object.keys(typeof stored === "object" && stored ? stored : {}).filter((k) => k !== turnKey(combat));
  if (old.length || Object.entries(counts).some(([key, n]) => n !== (before[key] ?? 0))) {
    await combat.update(Object.assign({ [`flags.${SYSTEM_ID}.${SPACES_FLAG}.${turnKey(combat)}`]: counts },
      ...old.map((k) => deletionUpdate(`flags.${SYSTEM_ID}.${SPACES_FLAG}.${k}`))));
  }
  for (const { hitter, reason, slots } of offers) await postOffer(combat, hitter, mover, reason, slots);
}

/**
 * A9: the melee zones of the mover's enemies in the combat (the other side, as the combatants joined: sideInCombat,
 * never a disposition flipped since) that are not defeated, dead or unconscious, which the whole move crossed.
 */
function crossingsOf(combat: Combat.Implementation, token: SceneToken, movement: WholeMove<Placed>,
  size: number): Crossing[] {
  const mover = combatantFor(combat, token);
  const side = mover ? sideInCombat(combat.id!, mover) : "";
  const path = [movement.origin, ...movement.passed.waypoints].map((p) => tokenCells(p, size));
  const crossings: Crossing[] = [];
  for (const other of token.parent?.tokens?.contents ?? []) {
    if (other.id === token.id || !other.actor) continue;
    const watcher = combatantFor(combat, other);
    if (!watcher || !enemies(side, sideInCombat(combat.id!, watcher)) || watcher.isDefeated
      || OUT_OF_THE_FIGHT.some((s) => other.actor!.statuses.has(s))) continue;
    const move = zoneMove(tokenCells({ x: other.x ?? 0, y: other.y ?? 0, width: other.width ?? 1,
      height: other.height ?? 1 }, size), path);
    if (move.left || move.inside > 0) crossings.push({ other, watcher, move });
  }
  return crossings;
}

/**
 * A9, on the active GM's client under Agility in a started combat: after a token's whole move on a square grid (its
 * updates, one per checkpoint, joined: one move, one offer), every enemy whose melee zone it crossed and that has a
 * free-hit slot left is offered a free hit when the mover left its melee zone, or its spaces moved inside the zone
 * this turn first exceeded 2 (freeHitFromMove); the combat keeps the count for the turn.
 */
function onMoveToken(token: SceneToken, movement: MovePart<Placed>): void {
  const combat = game.combat;
  const grid = token.parent?.grid;
  const size = grid?.isSquare ? grid.size : 0;
  if (game.users?.activeGM?.isSelf !== true || worldRules().preset !== "agility" || !combat?.started || !size) return;
  for (const whole of moves.add(token.id ?? "", movement)) {
    const crossings = crossingsOf(combat, token, whole, size);
    if (!crossings.length) continue;
    posting = posting.then(() => countAndOffer(combat, token, crossings))
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
