import type { TrackerCombat } from "./types.js";
import type { FrayTurn } from "./turn-context.js";

/** A folded enemy group (L3, T1, T3): its members share a roll and act in a row. */
export interface GroupBlock {
  id: string;
  name: string;
  /** The roll the members share, or null before it is rolled. */
  initiative: number | null;
  /** Whether its members' rows show: while one of them has the turn, or when this user unfolded it. */
  expanded: boolean;
  /** Whether one of its members has the turn. */
  active: boolean;
  /** How many members the folded row stands for, and their rows. */
  count: number;
  turns: FrayTurn[];
}

/** A row of the tracker: one combatant, or a group of them. */
export type Entry = { turn: FrayTurn; group?: undefined } | { group: GroupBlock; turn?: undefined };

/** A side's section (S1): its name and total, with its entries; one section without a header otherwise. */
export interface Section {
  /** The side group's id, or a key for a side without one ("all" for the one section of other models). */
  id: string;
  /** The side's name and initiative total (S1); null for the one section of other models. */
  name: string | null;
  total: number | null;
  /** Whether the side has the turn. */
  active: boolean;
  entries: Entry[];
}

/** Runs of consecutive items with the same key (null keys stay alone). */
function runs<T>(items: T[], key: (item: T) => string | null): T[][] {
  const out: T[][] = [];
  for (const item of items) {
    const last = out.at(-1);
    const k = key(item);
    if (last && k !== null && key(last[0]!) === k) last.push(item);
    else out.push([item]);
  }
  return out;
}

/** The entries of a run of turns: consecutive members of one enemy group fold into one group entry. */
function entries(combat: TrackerCombat, turns: FrayTurn[], expanded: ReadonlySet<string>): Entry[] {
  return runs(turns, (t) => t.groupId).map((run): Entry => {
    const id = run[0]!.groupId;
    const doc = id ? combat.groups.get(id) : undefined;
    if (!id || !doc) return { turn: run[0]! };
    const active = run.some((t) => t.onTurn);
    return { group: { id, name: doc.name ?? "", initiative: doc.initiative ?? null, count: run.length, active,
      expanded: active || expanded.has(id), turns: run } };
  });
}

/** The side a turn is drawn under: its side group, else (a combatant that has not joined one yet) its side key. */
function sideKeyOf(combat: TrackerCombat, turn: FrayTurn): string {
  return turn.sideGroupId ?? `side-${combat.combatants.get(turn.id)?.side ?? "none"}`;
}

/**
 * The tracker's layout in turn order: under sides one section per side with its total, else one section; in
 * each, enemy groups folded (open while one of them has the turn, or when this user unfolded it). A combatant
 * not yet in its side's group (one made together with its combat) is still drawn under its side, with the score
 * every member of a side shares.
 */
export function trackerSections(combat: TrackerCombat, turns: FrayTurn[], expanded: ReadonlySet<string>): Section[] {
  if (combat.mode !== "sides") return [{ id: "all", name: null, total: null, active: false,
    entries: entries(combat, turns, expanded) }];
  return runs(turns, (t) => sideKeyOf(combat, t)).map((run) => {
    const first = run[0]!;
    const doc = first.sideGroupId ? combat.groups.get(first.sideGroupId) : undefined;
    const side = combat.combatants.get(first.id)?.side;
    const name = doc?.name ?? (side ? game.i18n!.localize(`FRAY.COMBAT.Side.${side}`) : null);
    return { id: doc?.id ?? sideKeyOf(combat, first), name, total: doc ? doc.initiative ?? null : first.initiative,
      active: run.some((t) => t.onTurn), entries: entries(combat, run, expanded) };
  });
}
