/**
 * The token ruler (issue 30): while a token in a started fight is dragged, Foundry's v13 TokenRuler colours its path
 * by what this turn's movement costs under the world's rulebook (rules `reachBands`: a 5 ft step, the move action,
 * a second action, bonus actions, a movement roll, or out of reach), measured from where the token stands. Under
 * Lur-Asko it colours each waypoint by the zone the token would stand in there (rules `zoneReachBand`, Z7, Z10).
 */
import { actionPips, reachBand, reachBands, zoneReachBand, type ReachBand, type ReachStop } from "../rules/index.js";
import { actionAdjustOf } from "../documents/combat/action-adjust.js";
import type { CombatLike, CombatantLike } from "../documents/combat/types.js";
import { tokenZone, tokenZoneAt, type TokenLike } from "../documents/zones/zone-regions.js";

/** Each band's colour: blue a step, green the move, amber a second action, yellow bonus, violet a roll, red out. */
export const BAND_COLOURS: Readonly<Record<ReachBand, number>> = Object.freeze({
  step: 0x3fa7d6, move: 0x3cb44b, double: 0xf0a202, bonus: 0xe8c547, roll: 0xa66cff, beyond: 0xd7263d });

/** A ruler waypoint as Fray reads it (TokenRulerWaypoint): where the token would stand there, its path's cost. */
interface Waypoint {
  x: number;
  y: number;
  elevation: number;
  width: number;
  height: number;
  stage?: string;
  previous: Waypoint | null;
  measurement: { cost: number };
}

/** A segment or highlight style (width, colour, alpha). */
type Style = { width?: number; color?: unknown; alpha?: number };

/** The TokenRuler surface Fray overrides. */
declare abstract class TokenRulerLike {
  /** The token whose ruler this is. */
  readonly token: { document: TokenLike; actor?: unknown };
  /** The style of the segment to the waypoint. */
  _getSegmentStyle(waypoint: Waypoint): Style;
  /** The highlight of a grid space on the path to the waypoint. */
  _getGridHighlightStyle(waypoint: Waypoint, offset: unknown): Style;
}

/** A token as the ruler reads it: its document's id and its actor. */
type RulerToken = TokenRulerLike["token"];

/**
 * The combatant of the ruler's token in the started fight this client views (its token's, else a combatant of no
 * token whose actor is the token's), or null.
 */
function tokenCombatant(token: RulerToken): { combat: CombatLike; combatant: CombatantLike } | null {
  const combat: CombatLike | null | undefined = game.combat;
  if (!combat?.started) return null;
  const tokenOf = (c: CombatantLike) => (c as { tokenId?: string | null }).tokenId ?? null;
  const actor = (token.actor as { uuid?: string } | null | undefined)?.uuid;
  const all = combat.combatants.contents;
  const combatant = all.find((c) => tokenOf(c) === token.document.id)
    ?? all.find((c) => !tokenOf(c) && !!actor && c.actor?.uuid === actor);
  return combatant ? { combat, combatant } : null;
}

/** The bands of this turn's movement of the token's combatant, from its speed and the actions its row has left. */
export function tokenReach(token: RulerToken): ReachStop[] | null {
  const found = tokenCombatant(token);
  if (!found) return null;
  const { combat, combatant } = found;
  const { preset, phase } = combat.system;
  const pips = actionPips(preset, combatant.system.spent ?? {}, actionAdjustOf(combatant.actor));
  const left = Object.fromEntries(pips.filter((p) => p.total !== null).map((p) => [p.kind, p.total! - p.used]));
  const speed = (combatant.actor?.system as { movement?: { speed?: number } } | undefined)?.movement?.speed ?? 0;
  const step = combatant.system.step;
  const stepped = !!step && step.round === combat.round && step.turn === combat.turn;
  return reachBands(preset, { speed, left, stepped, phase });
}

/** What a waypoint's path costs past the part already moved (the last passed waypoint's cost; none: from the start). */
function plannedCost(waypoint: Waypoint): number {
  let base: Waypoint | null = waypoint.previous;
  while (base && base.stage !== "passed") base = base.previous;
  return waypoint.measurement.cost - (base?.measurement.cost ?? 0);
}

/**
 * Z7, Z10 (Lur-Asko): the band of standing at `waypoint`, from the zone the token stands in now to the zone it would
 * stand in there (as Foundry counts a token in a region, the smallest where zones overlap), in the fight's phase.
 */
function zoneBand(token: RulerToken, waypoint: Waypoint, phase: string | undefined): ReachBand {
  const { document } = token;
  const { x, y, elevation, width, height } = waypoint;
  return zoneReachBand(tokenZone(document).zone, tokenZoneAt(document, { x, y, elevation, width, height }).zone, phase);
}

/** The band of the path to `waypoint`, or null when the ruler keeps core's style (moved already, or no fight). */
function bandOf(ruler: TokenRulerLike, waypoint: Waypoint): ReachBand | null {
  if (waypoint.stage === "passed") return null;
  const combat = tokenCombatant(ruler.token)?.combat;
  if (combat?.system.preset === "lurasko") return zoneBand(ruler.token, waypoint, combat.system.phase);
  const stops = tokenReach(ruler.token);
  return stops ? reachBand(stops, plannedCost(waypoint)) : null;
}

/** Fray's TokenRuler: core's, its segments and grid highlights coloured by the band of the move. */
export function frayTokenRuler(Base: abstract new (...args: never[]) => TokenRulerLike) {
  abstract class FrayTokenRuler extends Base {
    /** Core's segment, in the colour of the move's band. */
    override _getSegmentStyle(waypoint: Waypoint): Style {
      const style = super._getSegmentStyle(waypoint);
      const band = bandOf(this, waypoint);
      return band ? { ...style, color: BAND_COLOURS[band] } : style;
    }

    /** Core's grid highlight, in the colour of the move's band. */
    override _getGridHighlightStyle(waypoint: Waypoint, offset: unknown): Style {
      const style = super._getGridHighlightStyle(waypoint, offset);
      const band = bandOf(this, waypoint);
      return band ? { ...style, color: BAND_COLOURS[band] } : style;
    }
  }
  return FrayTokenRuler;
}

/** Makes Fray's ruler the token ruler (init): `CONFIG.Token.rulerClass`, built on the one configured. */
export function registerTokenRuler(): void {
  // fvtt-types 13.345 types CONFIG.Token.rulerClass as a TokenRuler instance, not the class Foundry keeps there.
  const Base = CONFIG.Token.rulerClass as unknown as abstract new (...args: never[]) => TokenRulerLike;
  // The same fvtt-types slip, back: Fray's ruler class goes where fvtt-types expects an instance.
  CONFIG.Token.rulerClass = frayTokenRuler(Base) as unknown as typeof CONFIG.Token.rulerClass;
}
