/** L12: the movement modes that give a condition, each with the condition (a status id) it gives. */
export const MOVEMENT_MODE_CONDITIONS = Object.freeze({
  fly: "flying", swim: "swimming", burrow: "burrowing", soar: "soaring",
} as const);
/** One of the L12 movement modes. */
export type MovementMode = keyof typeof MOVEMENT_MODE_CONDITIONS;

/** L12: the speed a mode one already has adds instead of its condition, in feet. */
export const MODE_AGAIN_SPEED = 10;

/** What gaining a movement mode changes: the condition to add (null: none), those to remove, the speed added. */
export interface ModeChange {
  add: string | null;
  remove: string[];
  speed: number;
}

/** True when `value` is one of the L12 movement modes. */
export function isMovementMode(value: unknown): value is MovementMode {
  return typeof value === "string" && Object.hasOwn(MOVEMENT_MODE_CONDITIONS, value);
}

/**
 * L12: a creature with the conditions `current` takes the movement `action` (a mode, or any other action such as
 * walking: null or not a mode). A mode gives its condition and removes the other modes'; gaining a mode it already
 * has gives +10 ft speed instead (its condition stays, the others go); any other action removes every mode's.
 */
export function gainMovementMode(action: string | null, current: readonly string[]): ModeChange {
  const conditions: string[] = Object.values(MOVEMENT_MODE_CONDITIONS);
  const own = isMovementMode(action) ? MOVEMENT_MODE_CONDITIONS[action] : null;
  const remove = conditions.filter((c) => c !== own && current.includes(c));
  if (own === null) return { add: null, remove, speed: 0 };
  return current.includes(own) ? { add: null, remove, speed: MODE_AGAIN_SPEED } : { add: own, remove, speed: 0 };
}

/** L11: what a creature's move on its own turn is, before Fray records it. */
export interface StepInput {
  /** What the move cost, in feet: Foundry's measure, where difficult terrain counts a square twice. */
  feet: number;
  /** Whether it has spent a move action this turn. */
  moveSpent: boolean;
  /** Whether it already took a 5 ft step this turn. */
  stepped: boolean;
}

/**
 * L11: a move of one square costing at most 5 ft (not out of difficult terrain, which costs 10) while no move action
 * is spent, and no step taken yet this turn, is a 5 ft step: it spends no move action (and provokes nothing).
 */
export function isFiveFootStep({ feet, moveSpent, stepped }: StepInput): boolean {
  return feet > 0 && feet <= 5 && !moveSpent && !stepped;
}

/** L7, L11: what a creature's move on its own turn is: nothing, a 5 ft step, its move action, or one past it. */
export type TurnMove = "none" | "step" | "move" | "beyondMove";

/**
 * L7, L11: a move costing nothing is none; a 5 ft step spends no action; any other move takes the move action while
 * it is unspent, and is past it once spent (taking another action for it, a standard as a second move, is a choice
 * the rules leave to the creature).
 */
export function turnMove(input: StepInput): TurnMove {
  if (!(input.feet > 0)) return "none";
  if (isFiveFootStep(input)) return "step";
  return input.moveSpent ? "beyondMove" : "move";
}
