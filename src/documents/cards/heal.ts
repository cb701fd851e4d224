import { messageModeOption } from "../../compat.js";
import { frayRoll, rollKind } from "../../dice/_module.js";
import { worldRulesInForce } from "../../settings.js";
import type { CardActor } from "./actor-view.js";
import { requestTargets } from "./apply.js";
import { damageOptions } from "./damage.js";
import { warn } from "./notice.js";
import { cardTarget } from "./targets.js";

/** How a heal is rolled and posted. */
export interface HealOptions {
  /** Who heals (the card's "Healing from …"); default: the healed actor. */
  from?: CardActor | null;
  /** The heal's name on the card (an ability, a potion); default "Healing". */
  name?: string;
  /** A roll/message mode; default: the user's current one. */
  mode?: string;
  /** Apply the heal at once (default true); false leaves the card's Heal button to do it. */
  apply?: boolean;
}

/** The image of a heal card. */
const HEAL_IMG = "icons/svg/regen.svg";

/** The roll formula of a heal amount: a whole number ≥ 0 or a formula Foundry can roll; null otherwise. */
function healFormula(amount: unknown): string | null {
  if (typeof amount === "number") return Number.isInteger(amount) && amount >= 0 ? String(amount) : null;
  return typeof amount === "string" && amount.trim() && foundry.dice.Roll.validate(amount) ? amount.trim() : null;
}

/**
 * A6, T11: heals a token or actor by `amount` (a whole number or a roll formula) on a heal card (a damage card in
 * heal mode, so apply and undo, the GM's query and its checks are the damage card's; a heal of a target the user
 * doesn't own waits on the card for the GM's approval): HP up to the maximum, one wound removed (suspended) by a
 * heal of the wound threshold or more, the overshield never restored. A bad amount or a total that is not a whole
 * number ≥ 0 gives a notice and posts nothing.
 */
export async function rollHeal(target: unknown, amount: unknown,
  { from = null, name, mode, apply = true }: HealOptions = {}): Promise<ChatMessage.Implementation | null> {
  const chosen = cardTarget(target);
  if (!chosen) {
    warn("FRAY.CHAT.Notice.noHealTarget");
    return null;
  }
  const formula = healFormula(amount);
  if (formula === null) {
    warn("FRAY.CHAT.Notice.badHeal", { value: String(amount) });
    return null;
  }
  const roll = frayRoll(formula, rollKind("heal"));
  await roll.evaluate();
  const total = roll.total;
  if (!Number.isInteger(total) || total! < 0) {
    warn("FRAY.CHAT.Notice.badHeal", { value: String(total) });
    return null;
  }
  const healer = from ?? chosen.actor;
  const system = {
    preset: worldRulesInForce().preset, mode: "heal",
    attacker: { tokenUuid: "", actorUuid: healer.uuid, name: healer.name, img: healer.img ?? "" },
    weapon: { uuid: "", name: name ?? game.i18n!.localize("FRAY.CHAT.Mode.heal"), img: HEAL_IMG, formula,
      kind: "physical", shock: { damage: null, maxAc: null }, apCost: 0, threat: 20 },
    attackMessageId: "", aimedArea: "", damageOptions: damageOptions(),
    targets: [{ tokenUuid: chosen.tokenUuid, actorUuid: chosen.actor.uuid, name: chosen.name, img: chosen.img,
      hits: [{ amount: total, kind: "physical", ignoresOvershield: false }], lead: [], defeated: false,
      fatalRoll: null, spendsShield: false, refusal: null, applied: null, undone: false }],
  };
  const cls = CONFIG.ChatMessage.documentClass;
  const message = await cls.create({ type: "damage", system, rolls: [roll],
    speaker: cls.getSpeaker({ actor: healer }) }, messageModeOption(mode)) ?? null;
  if (message && apply) await requestTargets(message, [chosen.tokenUuid], "apply");
  return message;
}
