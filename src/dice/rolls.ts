import type { DamageKind } from "../rules/index.js";

/** The faces of a roll's dice that count (active results), dice terms in order. */
export function activeFaces(roll: foundry.dice.Roll<Record<string, unknown>>): number[] {
  return roll.dice.flatMap((die) => die.results.filter((r) => r.active).map((r) => r.result));
}

/**
 * An attack: a d20 plus modifiers (Z13: one more d20 per degree of melee disadvantage, `options.disadvantage`). The
 * Roll shows the dice; src/rules judges hit and critical.
 */
export class AttackRoll extends foundry.dice.Roll<Record<string, unknown>> {
  /** The natural face once evaluated: the first d20's, or with Z13 disadvantage the lowest of its d20s. */
  get natural(): number | undefined {
    const degrees = (this.options as { disadvantage?: unknown }).disadvantage;
    const count = 1 + (Number.isInteger(degrees) && (degrees as number) > 0 ? degrees as number : 0);
    const faces = this.dice.filter((die) => die.faces === 20)
      .flatMap((die) => die.results.filter((r) => r.active).map((r) => r.result)).slice(0, count);
    return faces.length ? Math.min(...faces) : undefined;
  }
}

/** What a roll of Fray's is for, in its options as `rollKind` (for dice modules: Dice So Nice reads the options). */
export type RollKind = "attack" | "damage" | "fatal" | "heal" | "initiative" | "movement";

/** The options every roll of Fray's carries: its kind, and the item rolled with (Automated Animations reads it). */
export type FrayRollOptions = {
  /** What the roll is for. */
  rollKind?: RollKind;
  /** The id of the item rolled with (a weapon's attack or damage). */
  itemId?: string;
};

/** A roll's Fray options: `kind` and, when rolled with an item, that item's id. */
export function rollKind(kind: RollKind, itemId?: string | null): FrayRollOptions {
  return { rollKind: kind, ...(itemId ? { itemId } : {}) };
}

/** A plain Roll of `formula` carrying Fray's options (`rollKind`, `itemId`). */
export function frayRoll(formula: string, options: FrayRollOptions): foundry.dice.Roll {
  // fvtt-types' Roll.Options lists core's options only; Foundry keeps and serializes any option a roll is given.
  return new foundry.dice.Roll(formula, {}, options as foundry.dice.Roll.Options);
}

/** Options of a DamageRoll, serialized with the roll. */
export interface DamageRollOptions extends FrayRollOptions {
  /** The damage kind (T9). */
  kind: DamageKind;
}

/** A damage roll of one kind; its total is the damage before src/rules applies reduction. */
export class DamageRoll extends foundry.dice.Roll<Record<string, unknown>> {
  /** The roll's options: core's and the damage kind (Foundry keeps and serializes any option). */
  declare options: foundry.dice.Roll.Options & DamageRollOptions;

  /** Creates a damage roll; `options.kind` names the damage kind. */
  constructor(formula: string, data: Record<string, unknown>, options: DamageRollOptions) {
    super(formula, data, options as foundry.dice.Roll.Options);
  }

  /** The damage kind. */
  get kind(): DamageKind {
    return this.options.kind;
  }
}

/** The dice of a turn order (initiative, side and zone rolls, tie roll-offs) that src/rules turns into an order. */
export class TurnOrderRoll extends foundry.dice.Roll<Record<string, unknown>> {
  /** The faces the turn-order rules read, in the order they were rolled. */
  get faces(): number[] {
    return activeFaces(this);
  }
}
