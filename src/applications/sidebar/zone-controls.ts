import { contextMenuEntry } from "../../compat.js";
import { disengage, engage, groupUp, roleOf, setRole, setZone, spotOf, ungroup, ZONE_ROLES, type ZoneRole } from
  "../../documents/zones/index.js";
import type { CombatLike, CombatantLike } from "../../documents/zones/combatant-zone.js";
import type { MenuEntry } from "./tracker-base.js";
import type { TrackerCombat } from "./types.js";
import { stored } from "../../types/shims.js";
import { askMembers, askZone, memberChoices, type MemberPick } from "./zone-dialog.js";
import { noticeText } from "../../documents/notice-text.js";

/** A combatant as the zone controls drive it. */
type Member = CombatantLike & { update(data: object): Promise<unknown> };

/** Shows a localized warning, its data as text. */
const warn = (key: string, data: Record<string, string> = {}) => ui.notifications?.warn(noticeText(key, data));

/** The viewed combat under the zone turn model, or null. */
function zoneCombat(app: { viewed: unknown }): CombatLike | null {
  const combat = app.viewed as (CombatLike & Pick<TrackerCombat, "mode">) | null;
  return combat?.mode === "zones" ? combat : null;
}

/** The combat and the combatant of an element's row; a notice when either is gone. */
function rowOf(app: { viewed: unknown }, target: HTMLElement): { combat: CombatLike; combatant: Member } | null {
  const combat = zoneCombat(app);
  const id = target.closest<HTMLElement>("[data-combatant-id]")?.dataset.combatantId ?? "";
  const combatant = combat?.combatants.get(id) as Member | undefined;
  if (combat && combatant) return { combat, combatant };
  warn("FRAY.COMBAT.Notice.Gone");
  return null;
}

/** Z10: places the combatant in a zone picked from the scene's zones or named freely. */
export async function placeInZone(combat: CombatLike, combatant: Member): Promise<void> {
  const name = await askZone(combat, combatant);
  if (name !== null) await setZone(combatant, name);
}

/** Z11: groups the combatant up with the allies checked, or engages it with the opponents checked. */
export async function pickMembers(combat: CombatLike, combatant: Member, pick: MemberPick): Promise<void> {
  const choices = memberChoices(combat, combatant, pick);
  if (!choices.length) {
    warn(`FRAY.ZONE.Tracker.NoneTo.${pick}`, { name: combatant.name ?? "" });
    return;
  }
  const ids = await askMembers(combatant, choices, pick);
  if (ids === null) return;
  const { id } = stored(combatant);
  if (pick === "group") await groupUp(combat, [id, ...ids]);
  else await engage(combat, [id, ...ids]);
}

/** An action handler of the tracker: the row's combat and combatant, then `run`. */
const rowAction = (run: (combat: CombatLike, combatant: Member) => Promise<unknown>) =>
  async function (this: { viewed: unknown }, _event: Event, target: HTMLElement): Promise<void> {
    const row = rowOf(this, target);
    if (row) await run(row.combat, row.combatant);
  };

/** The zone controls of a tracker row (zone.hbs), for `DEFAULT_OPTIONS.actions`. */
export const ZONE_ACTIONS = {
  frayZonePlace: rowAction(placeInZone),
  frayZoneGroup: rowAction((combat, c) => pickMembers(combat, c, "group")),
  frayZoneEngage: rowAction((combat, c) => pickMembers(combat, c, "engage")),
  frayZoneUngroup: rowAction((combat, c) => ungroup(combat, [stored(c).id])),
  frayZoneDisengage: rowAction((_combat, c) => disengage(c)),
};

/**
 * The GM's zone entries of a combatant row (zone turn model): place, group up, engage, ungroup, disengage, and
 * whether outnumbering counts it (Z12: vehicle, mounted rider, carried, or back on foot).
 */
export function zoneEntryOptions(viewed: () => unknown): MenuEntry[] {
  // The menu is built once; each entry reads the combat the tracker views when it is shown or clicked.
  const app = { get viewed() { return viewed(); } };
  /** The combat and combatant of the menu's row, or null when either is gone. */
  const rowFor = (li: HTMLElement) => {
    const combat = zoneCombat(app);
    const combatant = combat?.combatants.get(li.dataset.combatantId ?? "") as Member | undefined;
    return combat && combatant ? { combat, combatant } : null;
  };
  /** An entry's visibility: a GM's menu on a row whose combatant passes `test`. */
  const gmWith = (test: (c: Member) => boolean) => (li: HTMLElement) => {
    const row = rowFor(li);
    return !!game.user?.isGM && !!row && test(row.combatant);
  };
  /** One menu entry that runs `run` on the row it was opened on. */
  const entry = (label: string, icon: string, test: (c: Member) => boolean,
    run: (combat: CombatLike, c: Member) => Promise<unknown>) => contextMenuEntry({ label, icon, visible: gmWith(test),
    onClick: (li) => { const row = rowFor(li); return row ? run(row.combat, row.combatant) : undefined; } });
  /** Whether the combatant stands in a zone, which grouping and engaging need. */
  const zoned = (c: Member) => spotOf(c).zone !== null;
  /** The entry that sets outnumbering role `r` (null: back on foot), offered when it is not the role already. */
  const role = (r: ZoneRole | null) => entry(`FRAY.ZONE.Menu.role.${r ?? "none"}`,
    r ? "fa-solid fa-horse" : "fa-solid fa-person-walking", (c) => roleOf(c) !== r, (_, c) => setRole(c, r));
  return [
    entry("FRAY.ZONE.Tracker.place", "fa-solid fa-map-location-dot", () => true, placeInZone),
    entry("FRAY.ZONE.Tracker.groupUp", "fa-solid fa-user-plus", zoned, (combat, c) => pickMembers(combat, c, "group")),
    entry("FRAY.ZONE.Tracker.engage", "fa-solid fa-burst", zoned, (combat, c) => pickMembers(combat, c, "engage")),
    entry("FRAY.ZONE.Tracker.ungroup", "fa-solid fa-user-minus", (c) => spotOf(c).group !== null,
      (combat, c) => ungroup(combat, [stored(c).id])),
    entry("FRAY.ZONE.Tracker.disengage", "fa-solid fa-person-running", (c) => spotOf(c).engagement !== null,
      (_, c) => disengage(c)),
    ...ZONE_ROLES.map(role), role(null),
  ];
}
