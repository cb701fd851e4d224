/**
 * Turn notices (issue 30), a client setting on by default: on every client, the new round (with its phase under
 * Lur-Asko's zones and LoT's planning), and for a player "Your turn" and "You're next" for the combatants they own,
 * with an optional sound. A combatant the GM hid is never announced.
 */
import { SYSTEM_ID } from "../config/system.js";
import { afterLastTurn } from "../rules/index.js";
import { nextActing, roundState } from "../documents/combat/turn-pass.js";
import type { CombatLike, CombatantLike } from "../documents/combat/types.js";
import { noticeText } from "../documents/notice-text.js";

/** The client setting that turns the notices on. */
export const NOTICES_SETTING = "turnNotices";
/** The client setting that plays a sound with them. */
export const SOUND_SETTING = "turnSound";

/** What changed in a Combat update, as far as the notices read it. */
interface CombatChange {
  round?: number | null;
  turn?: number | null;
  system?: { phase?: unknown } | null;
}

/** Whether this user is told of `combatant`'s turn: a player who owns it, and the GM has not hidden it. */
function announcedTo(combatant: CombatantLike | null | undefined): combatant is CombatantLike {
  return !!combatant && !combatant.hidden && !game.user?.isGM && combatant.isOwner;
}

/** The phase a round or phase notice names: the zones' movement or action phase, LoT's planning phase. */
function phaseOf(combat: CombatLike): string | null {
  const { phase } = combat.system;
  return combat.mode === "zones" || phase === "planning" ? game.i18n!.localize(`FRAY.COMBAT.Phase.${phase}`) : null;
}

/**
 * Who acts after the current turn: the next in this round (or phase); after its last turn, the first of the next
 * round (or phase), as the rules order it then; null when none.
 */
function comingNext(combat: CombatLike): CombatantLike | null {
  if (combat.turn === null) return null;
  const state = roundState(combat);
  const next = nextActing(combat, state, combat.turn) ?? nextActing(combat, afterLastTurn(combat.mode, state), -1);
  return next === null ? null : combat.turns[next] ?? null;
}

/**
 * The notices this user gets for a change of `combat`: the new round (and its phase), or a new phase; then "Your
 * turn" when the user's combatant acts now, else "You're next" when it acts next (past the round's end too).
 */
export function turnNotices(combat: CombatLike, changed: CombatChange): string[] {
  if (!combat.started) return [];
  const notices: string[] = [];
  const phase = phaseOf(combat);
  if ("round" in changed) {
    notices.push(phase ? noticeText("FRAY.NOTICES.roundPhase", { round: combat.round, phase })
      : noticeText("FRAY.NOTICES.round", { round: combat.round }));
  } else if (changed.system?.phase && phase) notices.push(phase);
  if (!("round" in changed) && !("turn" in changed) && !changed.system?.phase) return notices;
  const current = combat.combatant;
  if (announcedTo(current)) return [...notices, noticeText("FRAY.NOTICES.yourTurn", { name: current.name ?? "" })];
  const coming = comingNext(combat);
  if (announcedTo(coming)) notices.push(noticeText("FRAY.NOTICES.youAreNext", { name: coming.name ?? "" }));
  return notices;
}

/** Shows this user's notices of a combat update, when the setting is on; with the sound for a turn of theirs. */
function onUpdateCombat(combat: CombatLike, changed: CombatChange): void {
  if (!game.settings.get(SYSTEM_ID, NOTICES_SETTING)) return;
  const notices = turnNotices(combat, changed);
  for (const notice of notices) ui.notifications?.info(notice);
  const mine = announcedTo(combat.combatant);
  if (notices.length && mine && game.settings.get(SYSTEM_ID, SOUND_SETTING)) {
    void foundry.audio.AudioHelper.play({ src: CONFIG.sounds.notification, volume: 0.8 }, false);
  }
}

/** Registers the two client settings and the notices (init). */
export function registerTurnNotices(): void {
  game.settings.register(SYSTEM_ID, NOTICES_SETTING, { name: "FRAY.Setting.turnNotices.name",
    hint: "FRAY.Setting.turnNotices.hint", scope: "client", config: true, type: Boolean, default: true });
  game.settings.register(SYSTEM_ID, SOUND_SETTING, { name: "FRAY.Setting.turnSound.name",
    hint: "FRAY.Setting.turnSound.hint", scope: "client", config: true, type: Boolean, default: false });
  Hooks.on("updateCombat", (combat, changed) => onUpdateCombat(combat, changed));
}
