import type { AdversaryCase } from "./commands.js";

/** A case the adversary found, named for what it found; `fails` while the product still fails it. */
export interface Regression {
  case: AdversaryCase;
  fails?: boolean;
}

/** The sequences the adversary found breaking an invariant, each kept so it is played on every run. */
export const REGRESSIONS: Record<string, Regression> = {
  "copied card undone: a copy of the player's applied damage card (ChatMessage.create(card.toObject())) undoes the Boss's damage, then the original's undo raises it above the HP it ever had":
    { case: { preset: "legend", dice: 0, granted: null, playerApply: "immediate", steps: [
      { k: "turn", targets: 1, end: false, approve: false },
      { k: "write", who: "author", write: { t: "copy", card: 0, times: 1 } },
      { k: "apply", who: "owner", card: 0, target: "Boss", undo: true },
      { k: "apply", who: "owner", card: 1, target: "Boss", undo: true }] } },
  "copied card undone by the GM: the GM's own Undo click on a player's copy of an applied damage card gives the Boss back HP the copy never took":
    { case: { preset: "legend", dice: 0, granted: null, playerApply: "immediate", steps: [
      { k: "turn", targets: 1, end: false, approve: false },
      { k: "write", who: "author", write: { t: "copy", card: 0, times: 1 } },
      { k: "click", who: "gm", card: 0, button: 0 }] } },
  "copied attack card: a player's copy of their own attack card (ChatMessage.create(card.toObject())) rolls damage and lands it on the Boss a second time":
    { case: { preset: "legend", dice: 221961355, granted: null, playerApply: "immediate", steps: [
      { k: "turn", targets: 1, end: true, approve: false },
      { k: "turn", targets: 1, end: false, approve: false },
      { k: "write", who: "author", write: { t: "copy", card: 1, times: 1 } },
      { k: "turn", targets: 1, end: false, approve: false }] } },
  "A9 free hit taken twice: the GM clicking Take free hit again on an offer already taken writes nothing and shows no notice":
    { case: { preset: "agility", dice: 0, granted: null, playerApply: "immediate", steps: [
      { k: "write", who: "p1", write: { t: "token", field: "x", value: 0 } },
      { k: "click", who: "owner", card: 0, button: 0 },
      { k: "write", who: "p1", write: { t: "token", field: "x", value: 0 } },
      { k: "click", who: "owner", card: 1, button: 0 }] } },
  "the adversary's own ledger: a GM's damage reroll from the attack card's button gives back what the earlier damage card took (passes)":
    { case: { preset: "legend", dice: 0, granted: null, playerApply: "immediate", steps: [
      { k: "turn", targets: 1, end: false, approve: false },
      { k: "click", who: "gm", card: 3, button: 0 },
      { k: "turn", targets: 1, end: false, approve: true }] } },
  "deleted damage card rolled again: the player deletes their applied damage card, rolls the attack's damage again and lands it on the Boss a second time":
    { case: { preset: "legend", dice: 0, granted: null, playerApply: "immediate", steps: [
      { k: "turn", targets: 1, end: false, approve: false },
      { k: "write", who: "author", write: { t: "deleteCard", card: 0 } },
      { k: "turn", targets: 1, end: false, approve: false }] } },
  "two notices for one refusal: the GM's reroll of an attack whose damage card the player rewrote is refused with one notice, the undo's own":
    { case: { preset: "legend", dice: 0, granted: null, playerApply: "immediate", steps: [
      { k: "turn", targets: 1, end: false, approve: false },
      { k: "write", who: "author", write: { t: "leaf", card: 0, leaf: 11, value: false } },
      { k: "click", who: "gm", card: 3, button: 0 }] } },
  "rewritten card leaf: a player's non-roll written into their attack card's rolls is refused by the server (BaseChatMessage#validateRoll), so the GM's game.fray.api.damage on it rolls as before (the stand-in had kept the broken rolls and the damage threw)":
    { case: { preset: "legend", dice: 1853518703, granted: null, playerApply: "immediate", steps: [
      { k: "turn", targets: 1, end: true, approve: false },
      { k: "write", who: "author", write: { t: "field", card: 0, path: "system.attackMessageId", value: { rows: 0 } } },
      { k: "turn", targets: 1, end: false, approve: false },
      { k: "write", who: "author", write: { t: "leaf", card: 0, leaf: 49, value: { rows: 0 } } },
      { k: "damage", who: "gm", card: 0, shock: false }] } },
  "a flag key the player made is theirs: their object in flags.fray.group (Fray keeps groups in flags.fray.zone) is not rules state, so it is not put back (an adversary false alarm, seed 22)":
    { case: { preset: "legend", dice: 0, granted: null, playerApply: "immediate", steps: [
      { k: "turn", targets: 1, end: false, approve: false },
      { k: "write", who: "author", write: { t: "combatant", key: "flags.fray.group", value: { applied: 1 } } },
      { k: "write", who: "author", write: { t: "combatant", key: "flags.fray.group", value: { applied: 2 } } }] } },
  "one request, two notices: the owner's damage roll whose earlier card's undos are refused on two rows (a later card applied since) showed one notice per row; now one, saying how many more rows were refused (seed 5001, sequence 165)":
    { case: { preset: "sides", dice: 0, granted: null, playerApply: "immediate", steps: [
      { k: "turn", targets: 3, end: true, approve: false },
      { k: "write", who: "author", write: { t: "field", card: 0, path: "system.attackMessageId", value: null } },
      { k: "turn", targets: 3, end: true, approve: false },
      { k: "attack", who: "owner", attacker: "Hero", targets: ["Boss"], range: null },
      { k: "turn", targets: 1, end: false, approve: false },
      { k: "write", who: "author", write: { t: "row", card: 0, row: 0, field: "applied", value: null } },
      { k: "damage", who: "owner", card: 2, shock: false }] } },
  "S7 Shock landed twice: the player deletes their applied Shock card; the attack's Shock posted again took Shock from the Boss a second time (seed 9202, sequence 394)":
    { case: { preset: "sides", dice: 0, granted: null, playerApply: "immediate", steps: [
      { k: "turn", targets: 1, end: true, approve: false },
      { k: "write", who: "author", write: { t: "row", card: 0, row: 0, field: "applied", value: { applied: 1 } } },
      { k: "turn", targets: 1, end: true, approve: false },
      { k: "write", who: "author", write: { t: "combatant", key: "initiative", value: { rows: 0 } } },
      { k: "turn", targets: 1, end: false, approve: false },
      { k: "write", who: "author", write: { t: "deleteCard", card: 0 } },
      { k: "turn", targets: 1, end: false, approve: false },
      { k: "write", who: "author", write: { t: "deleteCard", card: 0 } }] } },
  "S7 Shock landed twice by a button: after the player deletes their Shock card, the attack card's Apply Shock posts a second one that took Shock again (seed 9101, sequence 1780)":
    { case: { preset: "sides", dice: 0, granted: null, playerApply: "immediate", steps: [
      { k: "turn", targets: 1, end: true, approve: false },
      { k: "attack", who: "owner", attacker: "Hero", targets: ["Minion"], range: null },
      { k: "turn", targets: 1, end: true, approve: false },
      { k: "turn", targets: 1, end: false, approve: false },
      { k: "write", who: "author", write: { t: "deleteCard", card: 0 } },
      { k: "write", who: "author", write: { t: "leaf", card: 0, leaf: 0, value: { ref: "token", i: 0 } } },
      { k: "click", who: "owner", card: 0, button: 0 }] } },
};
