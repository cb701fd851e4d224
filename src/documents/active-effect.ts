import { clockExpiry } from "../compat.js";
import { isWoundStatus } from "../config/statuses.js";
import { statusesBlockedByOvershield, type StandingOvershield } from "../rules/index.js";
import { worldRulesInForce } from "../settings.js";
import { startingClock } from "./combat/effect-clock.js";
import { runningCombat } from "./combat/running-combat.js";
import { actorData } from "./cards/actor-view.js";
import { noticeText } from "./notice-text.js";

/**
 * Fray's ActiveEffect: refuses a status a standing overshield blocks (T11), naming the overshield, starts the
 * clock of a timed effect created during a combat (L9, Z9), and is suppressed while it is a wound and the wounds
 * rule is off (A5), so a wound then counts for nothing.
 */
export class FrayActiveEffect<SubType extends ActiveEffect.SubType = ActiveEffect.SubType>
  extends foundry.documents.ActiveEffect<SubType> {
  /** A5: a wound effect is suppressed (applies no change, counts as no wound) while the wounds rule is off. */
  override get isSuppressed(): boolean {
    if (super.isSuppressed) return true;
    return [...this.statuses].some(isWoundStatus) && !worldRulesInForce().wounds;
  }

  /** Refuses a status a standing overshield blocks (T11); otherwise starts a timed effect's clock (L9, Z9). */
  override async _preCreate(...args: Parameters<foundry.documents.ActiveEffect["_preCreate"]>) {
    if ((await super._preCreate(...args)) === false) return false;
    if (this.#refusedByOvershield()) return false;
    this.#startClock();
  }

  /**
   * L9, Z9: an effect on an actor with a turn or round length, created while a combat runs, starts its Fray clock
   * (`flags.fray.duration`) at the current turn, so the sheet counts what is left and the combat ends it; an effect
   * on Fray's clock is kept from core's own expiry on another clock (v14's effect registry: `clockExpiry`).
   */
  #startClock(): void {
    if (this.parent?.documentName !== "Actor") return;
    const clock = startingClock(this._source, runningCombat());
    if (clock) this.updateSource({ flags: { fray: { duration: clock } } });
    const started = (this._source.flags?.fray as { duration?: { start?: unknown } } | undefined)?.duration?.start;
    if (started) this.updateSource(clockExpiry());
  }

  /**
   * T11: an effect carrying a status is not created on an actor whose overshield stands (dead and unconscious
   * excepted): true, after a localized notice naming the overshield. `flags.fray.ignoresOvershield` lets an effect
   * that deals no damage or targets willpower through, as the rule allows.
   */
  #refusedByOvershield(): boolean {
    const actor = this.parent?.documentName === "Actor" ? this.parent : null;
    const overshield: StandingOvershield | undefined = actorData(actor)?.overshield;
    if (!overshield || !worldRulesInForce().overshield) return false;
    if (this.flags.fray?.ignoresOvershield === true) return false;
    const blocked = statusesBlockedByOvershield(overshield, this.statuses);
    if (blocked.length === 0) return false;
    const statuses = blocked.map((id) => game.i18n.localize(`FRAY.Status.${id}`)).join(", ");
    const name = overshield.effect || game.i18n.format("FRAY.Status.overshieldUnnamed", { value: String(overshield.value) });
    ui.notifications?.warn(noticeText("FRAY.Status.blockedByOvershield", { statuses, overshield: name }));
    return true;
  }
}
