import { changeZone, clearZone, tidyEngagements, type Dissolved, type ZoneFighter } from "../../rules/index.js";
import { getPreset } from "../../settings.js";
import { fightersOf, isZonesFight, spotOf, tokenOf, writeSpots, ZONE_FLAG, type CombatLike, type CombatantLike }
  from "./combatant-zone.js";
import { putBack } from "../combat/engagement-writes.js";
import { registerEngagementMarkers } from "./engagement-marker.js";
import { rangeBetween } from "./zone-actions.js";
import { tokenZone, zoneBehavior, type RegionLike, type TokenLike } from "./zone-regions.js";
import { stored } from "../../types/shims.js";
import { noticeText } from "../notice-text.js";

/** The world's zones fights (Z6–Z14: no other combat keeps zones or posts their notices). */
const combats = (): CombatLike[] => (game.combats?.contents ?? []).filter(isZonesFight);

/** True on the one client that does GM-only follow-up work. */
const isActiveGM = (): boolean => !!game.user?.isActiveGM;

/** Localizes with data, inserted as text (noticeText). */
const format = (key: string, data: Record<string, string | number> = {}) => noticeText(key, data);

/** A move's update as the zones read it (TokenMovementOperation): its id and what it has still to go. */
interface MovePart {
  id?: string;
  pending?: { waypoints?: readonly unknown[] };
}

/** The moves of this client's user made of several updates (one per checkpoint), by movement id. */
const splitMoves = new Set<string>();
/** The zone changes of split moves under way on this client, one after the other. */
let following: Promise<void> = Promise.resolve();

/** Resolves once this client's zone changes for moves of several updates are written (for tests). */
export function zoneMovesSettled(): Promise<void> {
  return following;
}

/** Whether an update leaves part of its move still to go. */
const pendingIn = (movement: MovePart | null | undefined) => (movement?.pending?.waypoints?.length ?? 0) > 0;

/**
 * Z10: the token's combatants in zones fights take the zone it now stands in (the mover's client only); a player's
 * engaged combatant stays in its engagement's zone (leaving takes the movement roll, Z12). `notify` tells the mover
 * which zone counts where zones overlap, when the token fights in a zones fight.
 */
async function followZone(token: TokenLike, notify: boolean): Promise<void> {
  const pick = tokenZone(token);
  const fighting = combats().map((combat) => ({ combat,
    combatant: combat.combatants.contents.find((c) => c.tokenId === token.id) })).filter((f) => f.combatant);
  if (notify && pick.notice && fighting.length) ui.notifications?.info(format(pick.notice.key, pick.notice.data));
  for (const { combat, combatant } of fighting) {
    if (!combatant || spotOf(combatant).zone === pick.zone || !combatant.isOwner) continue;
    if (!game.user.isGM && spotOf(combatant).engagement !== null) {
      ui.notifications?.warn(format("FRAY.Trust.disengageRefused", { name: combatant.name ?? "" }));
      continue;
    }
    const { id } = stored(combatant);
    const outcome = changeZone(fightersOf(combat), id, pick.zone);
    if (outcome.ok) await writeSpots(combat, outcome.fighters.filter((f) => f.id === id));
  }
}

/**
 * Z10: a token entered or left a zone. A move into overlapping zones enters each of them; the overlap notice goes
 * with the entry into the zone chosen, so the mover reads it once. A move of several updates (one per checkpoint) is
 * left to its end (onMoveEnd): one zone change for the whole move.
 */
async function onTokenZone(token: TokenLike, region: RegionLike, entered: boolean, movement?: MovePart | null):
Promise<void> {
  if (pendingIn(movement) || (movement?.id !== undefined && splitMoves.has(movement.id))) return;
  await followZone(token, entered && tokenZone(token).zone === stored(region).id);
}

/**
 * Z10, on the mover's client: a move's update with more to go marks the move as split; its last update has the
 * token's combatants follow it once, to the zone where the whole move ended.
 */
function onMoveEnd(token: TokenDocument.Implementation, movement: MovePart, _operation: object,
  user: User.Implementation): void {
  if (!user.isSelf || movement.id === undefined) return;
  if (pendingIn(movement)) {
    splitMoves.add(movement.id);
    return;
  }
  if (!splitMoves.has(movement.id)) return;
  following = following.then(() => followZone(token, true))
    .catch((error: unknown) => console.error("Fray | zone", error));
}

/**
 * Z10: a combatant about to join a zones fight takes the zone its token already stands in, in its creation data, so
 * its zone is known as soon as it exists (tokens are placed first, then added to the encounter). A zone given in the
 * data is kept.
 */
function onCombatantJoins(combatant: CombatantLike & { updateSource(changes: object): unknown }): void {
  if (!isZonesFight(combatant.parent) || spotOf(combatant).zone) return;
  const token = tokenOf(combatant);
  const zone = token ? tokenZone(token).zone : null;
  if (zone) combatant.updateSource({ flags: { fray: { [ZONE_FLAG]: { zone, group: null, engagement: null } } } });
}

/** Writes a zone rule's outcome on the active GM, saying how many groups and engagements dissolved. */
async function writeChange(combat: CombatLike, { fighters, dissolved }: { fighters: ZoneFighter[];
  dissolved: Dissolved }): Promise<void> {
  await writeSpots(combat, fighters);
  if (dissolved.groups.length || dissolved.engagements.length) {
    ui.notifications?.info(format("FRAY.ZONE.Dissolved", { groups: dissolved.groups.length,
      engagements: dissolved.engagements.length }));
  }
}

/** Z10: a zone deleted (or no longer a zone) mid-fight: its combatants have no zone until placed again. */
async function onZoneGone(region: RegionLike): Promise<void> {
  if (!isActiveGM()) return;
  for (const combat of combats()) {
    const change = clearZone(fightersOf(combat), stored(region).id);
    if (!change.cleared.length) continue;
    await writeChange(combat, change);
    const names = change.cleared.map((id) => combat.combatants.get(id)?.name ?? id).join(", ");
    ui.notifications?.warn(format("FRAY.ZONE.ZoneGone", { zone: region.name, names }));
  }
}

/** Z11: a combatant deleted mid-fight in a zones fight: the groups and engagements it leaves too small dissolve. */
async function onCombatantGone(combatant: CombatantLike): Promise<void> {
  const combat = combatant.parent;
  if (!isActiveGM() || !combat || !isZonesFight(combat)) return;
  await writeChange(combat, tidyEngagements(fightersOf(combat)));
}

/**
 * Z11: after a combatant's zone, group or engagement changed in a zones fight, the active GM dissolves what became
 * invalid; not after a player's write that changed an engagement, which the GM puts back (engagement-writes.ts).
 */
async function onCombatantUpdate(combatant: CombatantLike, changes: { flags?: { fray?: object | null } | null },
  _options: object, userId: string): Promise<void> {
  if (!isActiveGM() || !isZonesFight(combatant.parent) || !changes.flags?.fray || !("zone" in changes.flags.fray)) {
    return;
  }
  if (putBack(combatant, userId)) return;
  await writeChange(combatant.parent, tidyEngagements(fightersOf(combatant.parent)));
}

/** Z10: when this user targets a token, a notice of the range from the token they control (Lur-Asko only). */
function onTargetToken(user: { isSelf: boolean }, token: { document: TokenLike }, targeted: boolean): void {
  if (!user.isSelf || !targeted || getPreset() !== "lurasko") return;
  const attacker: { document: TokenLike }[] = canvas?.tokens?.controlled ?? [];
  const from = attacker.find((t) => t.document !== token.document);
  if (!from) return;
  const range = rangeBetween(from, token);
  if (!range.ok) {
    ui.notifications?.info(format(range.reason, range.data));
    return;
  }
  ui.notifications?.info(format("FRAY.ZONE.Range.Notice", { attacker: from.document.name,
    target: token.document.name, range: format(`FRAY.ZONE.Range.${range.range}`),
    why: format(`FRAY.ZONE.Range.Why.${range.why}`) }));
}

/** Registers the hooks that keep combatants' zones in step with the canvas. */
export function registerZoneHooks(): void {
  Hooks.on("fray.tokenZone", onTokenZone);
  Hooks.on("moveToken", onMoveEnd);
  Hooks.on("preCreateCombatant", onCombatantJoins);
  Hooks.on("deleteRegion", onZoneGone);
  Hooks.on("deleteRegionBehavior", (behavior: { type: string; parent: RegionLike | null }) => {
    if (behavior.type === "zone" && behavior.parent && !zoneBehavior(behavior.parent)) void onZoneGone(behavior.parent);
  });
  Hooks.on("updateRegionBehavior", (behavior: { type: string; parent: RegionLike | null }) => {
    if (behavior.type === "zone" && behavior.parent && !zoneBehavior(behavior.parent)) void onZoneGone(behavior.parent);
  });
  Hooks.on("deleteCombatant", onCombatantGone);
  Hooks.on("updateCombatant", onCombatantUpdate);
  Hooks.on("targetToken", onTargetToken);
  registerEngagementMarkers();
}
