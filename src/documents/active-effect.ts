import { statusesBlockedByOvershield, type StandingOvershield } from "../rules/index.js";
import { worldRules } from "../settings.js";

/** Fray's ActiveEffect: refuses a status a standing overshield blocks (T11), naming the overshield. */
export class FrayActiveEffect extends foundry.documents.ActiveEffect {
  /**
   * T11: an effect carrying a status is not created on an actor whose overshield stands (dead and unconscious
   * excepted); the user gets a localized notice naming the overshield. `flags.fray.ignoresOvershield` lets an
   * effect that deals no damage or targets willpower through, as the rule allows.
   */
  override async _preCreate(...args: Parameters<foundry.documents.ActiveEffect["_preCreate"]>) {
    if ((await super._preCreate(...args)) === false) return false;
    const actor = this.parent as { documentName?: string; system?: { overshield?: StandingOvershield } } | null;
    const overshield = actor?.documentName === "Actor" ? actor.system?.overshield : undefined;
    if (!overshield || !worldRules().rules.overshield) return;
    if ((this.flags as { fray?: { ignoresOvershield?: boolean } }).fray?.ignoresOvershield === true) return;
    const blocked = statusesBlockedByOvershield(overshield, this.statuses);
    if (blocked.length === 0) return;
    const statuses = blocked.map((id) => game.i18n.localize(`FRAY.Status.${id}`)).join(", ");
    const name = overshield.effect || game.i18n.format("FRAY.Status.overshieldUnnamed", { value: String(overshield.value) });
    ui.notifications?.warn(game.i18n.format("FRAY.Status.blockedByOvershield", { statuses, overshield: name }));
    return false;
  }
}
