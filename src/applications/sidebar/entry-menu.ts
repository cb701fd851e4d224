import { contextMenuEntry } from "../../compat.js";
import { mayJoinGroup } from "../../rules/index.js";
import type { TrackerCombat, TrackerCombatant } from "./types.js";
import type { MenuEntry } from "./tracker-base.js";
import { noticeText } from "../../documents/notice-text.js";
import { toggleSummoned } from "./summon-dialog.js";

/** The sides a GM may move a combatant to. */
const SIDES = ["party", "enemies", "neutral"] as const;

/** Shows a localized warning, its data as text. */
function warn(key: string, data: Record<string, string> = {}): void {
  ui.notifications?.warn(noticeText(key, data));
}

/**
 * L3, T1, T3: puts `combatant` and the ungrouped combatants of the same actor into one new enemy group, as many
 * as the rulebook allows (LoT: 3); a refusal is a notice and nothing is written.
 */
export async function groupByActor(combat: TrackerCombat, combatant: TrackerCombatant): Promise<void> {
  // The row's combatant first, so it is always in the group when the rulebook caps its size.
  const kin = combat.turns.filter((c) => !c.group && c.actorId && c.actorId === combatant.actorId && c !== combatant);
  const members = [combatant, ...kin] as TrackerCombatant[];
  const allowed = members.filter((_, index) => mayJoinGroup(combat.system.preset, index).ok);
  // A group needs two: alone, the notice says why a second could not join (or that no kin is there).
  if (allowed.length < 2) {
    const refusal = mayJoinGroup(combat.system.preset, 1);
    warn(refusal.ok ? "FRAY.COMBAT.Notice.NothingToGroup" : refusal.reason,
      refusal.ok ? {} : Object.fromEntries(Object.entries(refusal.data).map(([k, v]) => [k, String(v)])));
    return;
  }
  const [group] = await combat.createEmbeddedDocuments("CombatantGroup", [{ type: "enemy-group",
    name: combatant.actor?.name ?? combatant.name ?? "" }]) ?? [];
  if (!group) return;
  await combat.updateEmbeddedDocuments("Combatant", allowed.map((c) => ({ _id: c.id!, group: group.id })));
}

/** Takes `combatant` out of its enemy group, deleting the group when it is left empty. */
export async function ungroup(combat: TrackerCombat, combatant: TrackerCombatant): Promise<void> {
  const group = combatant.groupDocument;
  if (!group) return;
  await combatant.update({ group: null });
  if (!combat.combatants.contents.some((c) => (c._source as { group?: string | null }).group === group.id)) {
    await group.delete();
  }
}

/**
 * The GM's entries of a combatant row: move to a side, group with the same actor or ungroup, mark as initiator or
 * surprised (before the fight), and under Agility mark a summoned unit and who summoned it (A10). Each entry shows
 * for the GM only; the documents refuse anyone else.
 */
export function frayEntryOptions(combat: () => TrackerCombat | null): MenuEntry[] {
  /** The combatant of the row the menu was opened on. */
  const combatantOf = (li: HTMLElement) => combat()?.combatants.get(li.dataset.combatantId ?? "") as
    TrackerCombatant | undefined;
  /** An entry's visibility: a GM's menu on a row whose combatant and combat pass `test`. */
  const gmWith = (test: (c: TrackerCombatant, fight: TrackerCombat) => boolean) => (li: HTMLElement) => {
    const c = combatantOf(li);
    const fight = combat();
    return !!game.user?.isGM && !!c && !!fight && test(c, fight);
  };
  /** One entry per side the combatant is not on. */
  const sides = SIDES.map((side) => contextMenuEntry({
    label: game.i18n!.format("FRAY.COMBAT.Menu.MoveToSide", { side: game.i18n!.localize(`FRAY.COMBAT.Side.${side}`) }),
    icon: "fa-solid fa-people-arrows",
    visible: gmWith((c) => c.side !== side),
    onClick: (li) => combatantOf(li)?.moveToSide(side),
  }));
  /** The entry that switches the combatant's surprised or initiator mark, offered before the fight starts. */
  const mark = (key: "surprised" | "initiator", icon: string) => contextMenuEntry({
    label: `FRAY.COMBAT.Menu.${key}`, icon,
    visible: gmWith((_, fight) => !fight.started),
    onClick: (li) => { const c = combatantOf(li); return c?.setMark(key, !c.system[key]); },
  });
  return [
    ...sides,
    contextMenuEntry({ label: "FRAY.COMBAT.Menu.Group", icon: "fa-solid fa-users",
      visible: gmWith((c, fight) => fight.mode !== "sides" && !c.group),
      onClick: (li) => { const c = combatantOf(li); return c && groupByActor(combat()!, c); } }),
    contextMenuEntry({ label: "FRAY.COMBAT.Menu.Ungroup", icon: "fa-solid fa-user-minus",
      visible: gmWith((c) => (c.groupDocument?.type as string | undefined) === "enemy-group"),
      onClick: (li) => { const c = combatantOf(li); return c && ungroup(combat()!, c); } }),
    mark("surprised", "fa-solid fa-bolt"),
    mark("initiator", "fa-solid fa-flag"),
    contextMenuEntry({ label: "FRAY.COMBAT.Menu.summoned", icon: "fa-solid fa-hat-wizard",
      visible: gmWith((_, fight) => fight.system.preset === "agility"),
      onClick: (li) => { const c = combatantOf(li); return c && toggleSummoned(combat()!, c); } }),
  ];
}
