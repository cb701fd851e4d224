import { actionPips, mayDelay, type ActionPip } from "../../rules/index.js";
import { actionAdjustOf } from "../../documents/combat/action-adjust.js";
import { orderMoves } from "./order-moves-context.js";
import type { TrackerCombat, TrackerCombatant } from "./types.js";
import { zoneTurn } from "./zone-context.js";
import { movementRow } from "./movement-context.js";

/**
 * A kind of action on a row, drawn as one element: a limited pool as dots (its CSS draws `--n` dots, 1 when unset,
 * the first `--u` spent), an unlimited one as the count spent, a special as a button.
 */
export interface PipView {
  /** The action kind, which a click spends, and the lang key of its name. */
  kind: string;
  label: string;
  /** The dots' custom properties, empty for the defaults (one dot, none spent). */
  style: string;
  /** How many an unlimited pool has spent, else null. */
  count: number | null;
  /** Whether it is a pool drawn on the row; a special (not pooled) is a button of its own. */
  pooled: boolean;
  /** Whether this user may click it now (owner or GM, the fight started, on turn or an off-turn kind). */
  clickable: boolean;
}

/** A marker on a row (surprised, flat-footed, initiator, acted this round, delaying); its icon is the CSS's. */
export interface Marker {
  /** The marker's key, which picks its icon in the CSS, and the lang key of its label. */
  key: string;
  label: string;
  /** A10: the name its label puts in (a summoned unit's summoner), if any. */
  name?: string;
}

/** The markers Fray shows, each read from the combatant's system data. */
const MARKERS: readonly { key: string; on: (c: TrackerCombatant) => boolean }[] = [
  { key: "surprised", on: (c) => c.system.surprised },
  { key: "flatFooted", on: (c) => c.system.flatFooted },
  { key: "initiator", on: (c) => c.system.initiator },
  { key: "acted", on: (c) => c.system.acted },
  { key: "delaying", on: (c) => c.isDelaying },
  { key: "summoned", on: (c) => c.system.summoned },
];

/** A10: a summoned unit's marker, naming its summoner when the summoner is still in the fight. */
function summonedMarker(combat: TrackerCombat, combatant: TrackerCombatant): Marker {
  const summoner = combat.combatants.get(combatant.system.summoner ?? "");
  return summoner ? { key: "summoned", label: "FRAY.COMBAT.Marker.summonedBy", name: summoner.name ?? "" }
    : { key: "summoned", label: "FRAY.COMBAT.Marker.summoned" };
}

/**
 * The dots of a pool of `total` with `used` spent, as the custom properties the pip's CSS reads; an unlimited pool
 * (total null) has none, its count drawn instead.
 */
function dotStyle(total: number | null, used: number): string {
  if (total === null) return "";
  return [total === 1 ? "" : `--n:${total}`, used ? `--u:${used}` : ""].filter(Boolean).join(";");
}

/** Whether this user sees the row's action pips: the GM always, a player when it may observe the actor. */
function seesPips(combatant: TrackerCombatant): boolean {
  const user = game.user;
  return !!user && (user.isGM || !!combatant.actor?.testUserPermission(user, "OBSERVER"));
}

/** T5: whether `pip` may be spent in the phase: in the planning phase one swift action, nothing else. */
const spendableIn = (phase: string, pip: ActionPip) => phase !== "planning" || (pip.kind === "swift" && pip.used === 0);

/** The pips of a row; a kind with none to spend (a total of 0, or none in the phase) shows, but is no button. */
function pipViews(pips: ActionPip[], mayAct: boolean, onTurn: boolean, phase: string): PipView[] {
  return pips.map((pip) => ({
    kind: pip.kind, label: `FRAY.ActionKind.${pip.kind}`, pooled: pip.pooled, style: dotStyle(pip.total, pip.used),
    count: pip.pooled && pip.total === null ? pip.used : null,
    clickable: mayAct && (onTurn || pip.offTurn) && pip.total !== 0 && spendableIn(phase, pip),
  }));
}

/**
 * Core's tracked resource (the Combat Tracker setting's attribute) as the row shows it: a number or text as it is, a
 * bar attribute (`{value, max}`) by its value; nothing when none is tracked.
 */
function trackedResource(resource: unknown): { resource: string | number | null; hasResource: boolean } {
  const value = resource !== null && typeof resource === "object" && "value" in resource
    ? (resource as { value: unknown }).value : resource;
  const shown = typeof value === "number" || typeof value === "string" ? value : null;
  return { resource: shown, hasResource: shown !== null };
}

/** L11: whether the combatant took a 5 ft step on the combat's current turn. */
function steppedThisTurn(combat: TrackerCombat, combatant: TrackerCombatant): boolean {
  const step = combatant.system.step;
  return !!step && step.round === combat.round && step.turn === combat.turn;
}

/**
 * S2: whether this user may take the active side's turn with this row's member now: sides, the fight started, a
 * member of the side whose turn it is that has not acted, not already on turn, owned by this user (the GM owns all).
 */
function mayTakeTurn(combat: TrackerCombat, combatant: TrackerCombatant, onTurn: boolean): boolean {
  const current = combat.combatant;
  return combat.mode === "sides" && combat.started && !onTurn && !!current && combatant.isOwner
    && !combatant.isDefeated && !combatant.system.acted && combatant.side === current.side;
}

/**
 * Fray's additions to one turn object: the rulebook's action pips (for a user who may observe the combatant's
 * actor: a player sees no NPC's actions left), the markers, whether the row is the turn's,
 * whether this user may delay or re-enter it, and its group. `core` is what the core tracker prepared.
 */
export function frayTurn(combat: TrackerCombat, combatant: TrackerCombatant, core: Record<string, unknown>) {
  const onTurn = combat.started && combat.combatant?.id === combatant.id;
  const owner = combatant.isOwner;
  // Actions are spent in the fight only, by an owner of a combatant still standing, never in the movement phase, and
  // in the planning phase (T5) only on one's own turn.
  const { phase } = combat.system;
  const mayAct = combat.started && owner && !combatant.isDefeated && phase !== "movement"
    && (phase !== "planning" || onTurn);
  // A5: wounds may take actions away from the pools; A9: the free-hit slots come from the actor.
  const adjust = actionAdjustOf(combatant.actor);
  // S10, S4: a Charge or a Snap Attack is the attack's own to spend (the attack dialog), never a row's button.
  const pips = seesPips(combatant) ? pipViews(actionPips(combat.system.preset, combatant.system.spent ?? {}, adjust)
    .filter((pip) => !pip.attackOnly), mayAct, onTurn, phase) : [];
  const delays = mayDelay(combat.mode) && owner && combat.started && combat.system.phase !== "planning";
  const group = combatant.groupDocument;
  return {
    ...core,
    ...trackedResource(core.resource),
    onTurn,
    pips: pips.filter((pip) => pip.pooled),
    specials: pips.filter((pip) => !pip.pooled && pip.clickable),
    // Whether any pip is a button: the pips then carry the row's spendAction.
    clickable: pips.some((pip) => pip.clickable),
    markers: [...MARKERS.filter((m) => m.on(combatant)).map(({ key }) => key),
      ...(onTurn && steppedThisTurn(combat, combatant) ? ["step"] : []),
      ...(combat.started && combatant.system.charged === combat.round ? ["charging"] : [])]
      .map((key): Marker => (key === "summoned" ? summonedMarker(combat, combatant)
        : { key, label: `FRAY.COMBAT.Marker.${key}` })),
    canDelay: delays && onTurn && !combatant.isDelaying,
    canReenter: delays && combatant.isDelaying,
    canTakeTurn: mayTakeTurn(combat, combatant, onTurn),
    // Which folded group the row belongs to, and which side section it is drawn under.
    groupId: group && (group.type as string) === "enemy-group" ? group.id : null,
    sideGroupId: group?.side ? group.id : null,
    initiative: typeof combatant.initiative === "number" ? combatant.initiative : null,
    ...orderMoves(combat, combatant),
    ...zoneTurn(combat, combatant),
    movement: movementRow(combat, combatant),
  };
}

/** A prepared Fray turn. */
export type FrayTurn = ReturnType<typeof frayTurn> & { id: string; name: string; css: string };
