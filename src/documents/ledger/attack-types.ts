import type { TargetSquare } from "../../data/chat-message/attack-context.js";
import type { WeaponSnapshot } from "../../data/chat-message/fields.js";
import type { AttackerNumbers, Defended, StoredOptions, WeaponNumbers } from "../cards/attack-input.js";

/** One die as rolled: how many faces it has and the face it shows. */
export interface Face {
  faces: number;
  result: number;
}

/** What an attack card says of itself that nothing else can re-derive: its options, targets and attack dice. */
export interface CardSide {
  options: StoredOptions;
  /** The targets' token uuids, in the card's order. */
  targets: string[];
  /** The faces the attack rules used, in order; null when the rolls are not plain dice (a hand-made roll). */
  faces: Face[] | null;
}

/**
 * What the GM reads of an attack from documents the card's author can't change through the card: the weapon from
 * its item on the attacker, the attacker's numbers, each target's defense with its range's to-hit change (L10; by
 * token uuid; null: no actor, or out of the weapon's range), the targets it reaches only a round later (L10); and
 * the card's own side as it was then.
 */
export interface AttackRecord {
  weapon: WeaponSnapshot;
  weaponNumbers: WeaponNumbers;
  attacker: AttackerNumbers;
  defenses: Record<string, Defended | null>;
  card: CardSide;
  /** L10: the targets (token uuids) the attack reaches only a round later, at Extreme in a started fight. */
  extreme: string[];
  /** L10: the square each of them stood on (by token uuid), which it must not leave for the attack to land. */
  squares?: Record<string, TargetSquare>;
  /** L10: whether it landed on each of them, as the active GM found at the attacker's next turn. */
  landed?: Record<string, boolean>;
}
