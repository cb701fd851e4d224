import { AttackMessageModel } from "../../data/chat-message/attack.js";
import { readsLedger, tragedyClaim } from "../ledger/index.js";

/** The attack cards of the chat log, oldest first. */
function attackCards(): { id: string; system: AttackMessageModel }[] {
  return (game.messages?.contents ?? []).filter((m): m is typeof m & { id: string; system: AttackMessageModel } =>
    m.system instanceof AttackMessageModel);
}

/**
 * A8: the fumbling attack card whose tragedy gives `hitter` (an actor uuid) a critical free hit against `targets`
 * (the actor uuids the free hit attacks), or null: the card must be an Agility attack whose row for the hitter is a
 * fumble with a tragedy (`freeHitCritical`), every target must be its attacker, and the tragedy must not be claimed
 * yet by another card (`self`, the free hit's own card when it is already posted, may be the first claim): on a GM's
 * client the ledger's claim, which a deleted card keeps; elsewhere the chat log's first card naming it.
 */
export function tragedyCard(fumbleId: string, hitter: string, targets: readonly string[], self: string | null = null):
ChatMessage.Implementation | null {
  const fumble = game.messages?.get(fumbleId);
  const card = fumble?.system instanceof AttackMessageModel ? fumble.system : null;
  if (!fumble || !card || card.preset !== "agility") return null;
  const row = card.targets.find((t) => t.actorUuid === hitter);
  if (row?.outcome.escalation?.kind !== "fumble" || row.outcome.escalation.freeHitCritical !== true) return null;
  if (!targets.length || targets.some((uuid) => uuid !== card.attacker.actorUuid)) return null;
  const first = readsLedger() ? tragedyClaim(fumbleId)
    : attackCards().find((m) => m.system.options.freeHitOf === fumbleId)?.id ?? "";
  if (first && first !== self) return null;
  return fumble;
}

/** A8: the row of a fumbling card that gives `hitter` (an actor uuid) its free hit: the row's token uuid, or "". */
export function tragedyRow(fumble: ChatMessage.Implementation, hitter: string): string {
  const card = fumble.system instanceof AttackMessageModel ? fumble.system : null;
  return card?.targets.find((t) => t.actorUuid === hitter)?.tokenUuid ?? "";
}
