import { messageModeOption } from "../../compat.js";
import { AttackMessageModel } from "../../data/chat-message/attack.js";
import { stored } from "../../types/shims.js";
import { reaches } from "../../data/chat-message/attack-context.js";
import { DamageMessageModel } from "../../data/chat-message/damage.js";
import { DamageRoll, frayRoll, rollKind } from "../../dice/_module.js";
import type { DamageKind } from "../../rules/index.js";
import { worldRulesInForce } from "../../settings.js";
import { actorOf } from "./targets.js";
import { actorData } from "./actor-view.js";
import { damageTargets, shockTargets, type BuiltTarget } from "./damage-targets.js";
import { landsLater } from "./range.js";
import { cardSpeaker } from "./attacker.js";
import { resolvedFormula } from "./formula.js";
import { warn, warningsShown } from "./notice.js";
import { damageRolled } from "../ledger/index.js";
import type { CardMessage } from "./card-message.js";
import type { PreDamagePayload } from "../hooks.js";

export type { CardMessage } from "./card-message.js";

/** The maximum of a formula (T7, S9), 0 when it has none or can't be worked out. */
function formulaMax(formula: string): number {
  try {
    const total = new foundry.dice.Roll(formula).evaluateSync({ maximize: true }).total;
    return Number.isInteger(total) && total! > 0 ? total! : 0;
  } catch {
    return 0;
  }
}

/** The damage options of the rules in force (T9 DR per hit or attack, T10 guard, A5 threshold or wounds off). */
export function damageOptions() {
  return { ...worldRulesInForce().damage };
}

/** The attacker's level (L8), from the actor the attack card names; 1 when it is gone. */
function attackerLevel(actorUuid: string): number {
  const level = actorData(actorOf(actorUuid))?.level;
  return Number.isInteger(level) ? level as number : 1;
}

/**
 * The damage card's targets from an attack card and the rolls of its damage, one per AP swing (T8), leaving out
 * targets an Extreme attack has not reached (L10); the GM rebuilds them with this.
 */
export function builtTargets(attack: AttackMessageModel, damage: readonly Pick<Roll, "total">[],
  fatal: Pick<Roll, "dice"> | undefined): BuiltTarget[] {
  const rules = worldRulesInForce();
  return damageTargets({
    targets: attack.targets.filter(reaches), options: attack.options, kind: attack.weapon.kind as DamageKind,
    rolled: damage.map((r) => (typeof r.total === "number" ? r.total : Number.NaN)),
    weaponMax: formulaMax(attack.weapon.formula), damageBonus: attack.weapon.damageBonus,
    criticals: rules.criticals, characterLevel: attackerLevel(attack.attacker.actorUuid),
    fatalRolls: fatal ? fatal.dice.flatMap((d) => d.results.map((r) => r.result)) : null,
  });
}

/** The damage cards rolled from an attack card (not its Shock card), oldest first. */
function damageCardsOf(attackId: string): ChatMessage.Implementation[] {
  return game.messages?.contents.filter((m) => m.system instanceof DamageMessageModel && m.system.mode === "damage"
    && m.system.attackMessageId === attackId) ?? [];
}

/**
 * The one damage card of an attack card that may be applied (one attack, one damage): the last one a GM rolled
 * (a GM's reroll supersedes), else the first one (a player rolls once); null when none was rolled or that one was
 * deleted. On a GM's client from the ledger (a deleted damage card still counts as rolled); elsewhere from the chat
 * log's cards, their authors and their order.
 */
export function currentDamageCard(attackId: string): ChatMessage.Implementation | null {
  const rolled = damageRolled(attackId);
  if (rolled) {
    const current = rolled.filter((d) => d.gm).at(-1) ?? rolled[0];
    return current ? game.messages?.get(current.id) ?? null : null;
  }
  const cards = damageCardsOf(attackId);
  return cards.filter((m) => m.author?.isGM === true).at(-1) ?? cards[0] ?? null;
}

/**
 * Before a new damage roll from an attack card: a player who already rolled it gets a notice (false); the GM's
 * reroll first undoes what the current card applied, then marks it superseded (false, with a notice, when an undo
 * was refused; one notice, the undo's own when it gave one).
 */
async function supersedeDamage(attackId: string): Promise<boolean> {
  const previous = currentDamageCard(attackId);
  if (!previous) return true;
  if (!game.user?.isGM) {
    warn("FRAY.CHAT.Trust.damageRolled");
    return false;
  }
  const applied = () => (previous.system as DamageMessageModel).targets.filter((t) => t.applied && !t.undone)
    .map((t) => t.tokenUuid);
  const before = warningsShown();
  if (applied().length) await previous.undoFor(applied());
  if (applied().length) {
    // One refusal, one notice: the undo's own refusal already said why.
    if (warningsShown() === before) warn("FRAY.CHAT.Trust.rerollBlocked");
    return false;
  }
  const card: CardMessage = stored(previous);
  await card.update({ "system.superseded": true });
  return true;
}

/**
 * Rolls the damage of an attack card (one DamageRoll for its hits, one per swing for AP swings (T8), A5's Fatal d4
 * per target when aimed there) and posts the damage card; a bad formula gives a notice, a NaN or negative total a
 * refusal line per row; an attack still on its way at Extreme (L10) rolls nothing yet. One attack, one damage: a
 * player rolls it once; the GM's reroll supersedes the card before. `fray.preDamage` runs before anything is undone
 * or rolled (a module may cancel, with a notice); `fray.damage` after the card.
 */
export async function rollDamage(message: CardMessage | null, { mode }: { mode?: string } = {}):
Promise<ChatMessage.Implementation | null> {
  const attack = message?.system instanceof AttackMessageModel ? message.system : null;
  if (!message || !attack) {
    warn("FRAY.CHAT.Notice.notAttack");
    return null;
  }
  if (!game.user?.isGM && !message.isAuthor && actorOf(attack.attacker.actorUuid)?.isOwner !== true) {
    warn("FRAY.CHAT.Notice.notYourDamage");
    return null;
  }
  const formula = resolvedFormula(attack.weapon.formula, actorOf(attack.attacker.actorUuid));
  if (formula === null) {
    warn("FRAY.CHAT.Notice.badFormula", { name: attack.weapon.name, formula: attack.weapon.formula });
    return null;
  }
  if (landsLater(attack)) {
    warn("FRAY.CHAT.Notice.extremePending");
    return null;
  }
  const asked: PreDamagePayload = { attack: message, actor: actorOf(attack.attacker.actorUuid),
    itemUuid: attack.weapon.uuid };
  if (Hooks.call("fray.preDamage", asked) === false) {
    warn("FRAY.CHAT.Notice.cancelled.damage", { name: attack.weapon.name });
    return null;
  }
  if (!(await supersedeDamage(message.id))) return null;
  const swings = Math.max(1, ...attack.targets.map((t) => t.outcome.ap?.swings ?? 0));
  const itemId = idOf(attack.weapon.uuid);
  const damage: DamageRoll[] = [];
  for (let i = 0; i < swings; i++) {
    const roll = new DamageRoll(formula, {}, { kind: attack.weapon.kind as DamageKind, ...rollKind("damage", itemId) });
    await roll.evaluate();
    damage.push(roll);
  }
  const rules = worldRulesInForce();
  let fatal: foundry.dice.Roll | undefined;
  if (attack.options.aimedArea === "fatal" && rules.wounds && attack.targets.length) {
    fatal = frayRoll(`${attack.targets.length}d4`, rollKind("fatal", itemId));
    await fatal.evaluate();
  }
  const finite = damage.every((r) => Number.isFinite(r.total));
  const targets = builtTargets(attack, finite ? damage : [], fatal)
    .map((t) => ({ ...t, applied: null, undone: false }));
  const system = { preset: attack.preset, mode: "damage", attacker: { ...attack.attacker },
    weapon: { ...attack.weapon, shock: { ...attack.weapon.shock } }, attackMessageId: message.id,
    aimedArea: attack.options.aimedArea, damageOptions: damageOptions(), targets };
  const rolls = [...(finite ? damage : []), ...(fatal ? [fatal] : [])];
  const posted = await CONFIG.ChatMessage.documentClass.create({ type: "damage", system, rolls,
    speaker: cardSpeaker(attack.attacker), flags: itemFlags(attack.weapon.uuid) }, messageModeOption(mode)) ?? null;
  if (posted) Hooks.callAll("fray.damage", { ...asked, message: posted, rolls });
  return posted;
}

/** The id of the document a uuid names (its last part), or "" for none. */
export function idOf(uuid: string): string {
  return uuid.split(".").at(-1) ?? "";
}

/** A card's `flags.fray.itemUuid`, where modules (Automated Animations) look for the item; none without one. */
export function itemFlags(itemUuid: string): { fray?: { itemUuid: string } } {
  return itemUuid ? { fray: { itemUuid } } : {};
}

/** The parts of a stored target the damage roll decides, for comparing a card with its rebuild. */
function rolledParts(t: Pick<BuiltTarget, "tokenUuid" | "hits" | "defeated" | "fatalRoll" | "spendsShield">): string {
  return JSON.stringify([t.tokenUuid, t.hits.map((h) => [h.amount, h.kind, h.ignoresOvershield === true]), t.defeated,
    t.fatalRoll, t.spendsShield]);
}

/** True when every target of a heal card heals exactly its one stored roll's total (the GM's check). */
function healMatchesRoll(message: CardMessage): boolean {
  const total = message.rolls.length === 1 ? message.rolls[0]!.total : undefined;
  const targets = message.system instanceof DamageMessageModel ? message.system.targets : [];
  return typeof total === "number" && targets.every((t) => t.hits.length === 1 && t.hits[0]!.amount === total);
}

/**
 * True when a damage card's stored hits are what its own stored rolls give against the attack card it names, a
 * Shock card's what the attack card's misses give (S7, no roll), or a heal card's what its one roll gave (the GM's
 * check that a card was not written by hand).
 */
export function matchesRolls(message: CardMessage): boolean {
  const damage = message.system instanceof DamageMessageModel ? message.system : null;
  if (damage?.mode === "heal") return healMatchesRoll(message);
  const attack = damage ? game.messages?.get(damage.attackMessageId)?.system : null;
  if (!damage || !(attack instanceof AttackMessageModel)) return false;
  const rolled = message.rolls.filter((r) => r instanceof DamageRoll);
  const fatal = message.rolls.find((r) => !(r instanceof DamageRoll));
  if (damage.mode === "shock" && message.rolls.length) return false;
  const rebuilt = damage.mode === "shock" ? shockTargets(attack.targets, attack.weapon.kind as DamageKind)
    : builtTargets(attack, rolled, fatal);
  return rebuilt.length === damage.targets.length
    && rebuilt.every((t, i) => rolledParts(t) === rolledParts(damage.targets[i]!));
}
