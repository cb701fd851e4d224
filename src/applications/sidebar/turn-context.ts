import { actionPips, mayDelay, type ActionPip } from "../../rules/index.js";
import { actionAdjustOf } from "../../documents/wound-actions.js";
import { orderMoves } from "./order-moves-context.js";
import type { TrackerCombat, TrackerCombatant } from "./types.js";
import { zoneTurn } from "./zone-context.js";
import { movementRow } from "./movement-context.js";

/** One dot of a pip row: spent or not. */
interface Dot {
  spent: boolean;
}

/** A kind of action on a row: dots for a limited pool, a count for an unlimited one, a button for a special. */
export interface PipView {
  kind: string;
  label: string;
  dots: Dot[] | null;
  count: number | null;
  pooled: boolean;
  /** Whether this user may click it now (owner or GM, the fight started, on turn or an off-turn kind). */
  clickable: boolean;
}

/** A marker on a row: surprised, flat-footed, initiator, acted this round, delaying. */
export interface Marker {
  key: string;
  icon: string;
  label: string;
}

/** The markers Fray shows, each read from the combatant's system data. */
const MARKERS: readonly { key: string; icon: string; on: (c: TrackerCombatant) => boolean }[] = [
  { key: "surprised", icon: "fa-solid fa-bolt", on: (c) => c.system.surprised },
  { key: "flatFooted", icon: "fa-solid fa-shoe-prints", on: (c) => c.system.flatFooted },
  { key: "initiator", icon: "fa-solid fa-flag", on: (c) => c.system.initiator },
  { key: "acted", icon: "fa-solid fa-check", on: (c) => c.system.acted },
  { key: "delaying", icon: "fa-solid fa-hourglass-half", on: (c) => c.isDelaying },
];

/** The pips of a row. */
function pipViews(pips: ActionPip[], mayAct: boolean, onTurn: boolean): PipView[] {
  return pips.map((pip) => ({
    kind: pip.kind, label: `FRAY.ActionKind.${pip.kind}`, pooled: pip.pooled,
    dots: pip.total === null ? null : Array.from({ length: pip.total }, (_, i) => ({ spent: i < pip.used })),
    count: pip.pooled && pip.total === null ? pip.used : null,
    clickable: mayAct && (onTurn || pip.offTurn),
  }));
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
 * Fray's additions to one turn object: the rulebook's action pips, the markers, whether the row is the turn's,
 * whether this user may delay or re-enter it, and its group. `core` is what the core tracker prepared.
 */
export function frayTurn(combat: TrackerCombat, combatant: TrackerCombatant, core: Record<string, unknown>) {
  const onTurn = combat.started && combat.combatant?.id === combatant.id;
  const owner = combatant.isOwner;
  const mayAct = combat.started && owner && !combatant.isDefeated && combat.system.phase !== "movement";
  const adjust = actionAdjustOf(combatant.actor);
  const pips = pipViews(actionPips(combat.system.preset, combatant.system.spent ?? {}, adjust), mayAct, onTurn);
  const delays = mayDelay(combat.mode) && owner && combat.started;
  const group = combatant.groupDocument;
  return {
    ...core,
    onTurn,
    pips: pips.filter((pip) => pip.pooled),
    specials: pips.filter((pip) => !pip.pooled && pip.clickable),
    markers: MARKERS.filter((m) => m.on(combatant))
      .map(({ key, icon }): Marker => ({ key, icon, label: `FRAY.COMBAT.Marker.${key}` })),
    canDelay: delays && onTurn && !combatant.isDelaying,
    canReenter: delays && combatant.isDelaying,
    canTakeTurn: mayTakeTurn(combat, combatant, onTurn),
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
