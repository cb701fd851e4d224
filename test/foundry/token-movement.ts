/**
 * CONFIG.Token.movement (foundryvtt.com/api/v13: TokenMovementActionConfig; TokenData#movementAction "the token's
 * current movement from the keys of CONFIG.Token.movement.actions; null means the movement mode is inferred"): core's
 * movement actions by key, each with its label and order (the parts Fray reads), and the default action.
 */
export function tokenMovementConfig(): { actions: Record<string, { label: string; order: number }>;
  defaultAction: string } {
  const keys = ["walk", "fly", "swim", "burrow", "climb", "crawl", "jump", "blink", "displace"];
  const actions = Object.fromEntries(keys.map((key, order) =>
    [key, { label: `TOKEN.MOVEMENT.ACTIONS.${key}.label`, order }]));
  return { actions, defaultAction: "walk" };
}

/** The keys of CONFIG.Token.movement.actions now (a system may add its own at init). */
export function movementActionKeys(): string[] {
  const config = (globalThis as unknown as { CONFIG: { Token?: { movement?: { actions?: object } } } }).CONFIG;
  return Object.keys(config.Token?.movement?.actions ?? {});
}

/** Where a token stands (foundryvtt.com/api/v13: TokenPosition, without the shape the stand-in has no field for). */
export interface TokenPosition {
  x: number;
  y: number;
  elevation: number;
  width: number;
  height: number;
}

/**
 * The movement a `moveToken` hook is given (foundryvtt.com/api/v13: hookEvents.moveToken, TokenMovementOperation,
 * TokenMovementSectionData): the movement's id, the chain of prior movements it continues (none: each update is its
 * own), where it started and ended, and the waypoints passed; an update that sets x and y moves straight to one
 * waypoint, its destination, with the token's movement action.
 */
export interface TokenMovement {
  id: string;
  chain: string[];
  origin: TokenPosition;
  destination: TokenPosition;
  passed: { waypoints: (TokenPosition & { action: string })[] };
}

/** A token's position from its fields. */
export function positionOf(token: TokenPosition): TokenPosition {
  const { x, y, elevation, width, height } = token;
  return { x, y, elevation, width, height };
}

/** The movement of an update from `origin` to where the token stands now (moveToken's second argument). */
export function movementOf(id: string, origin: TokenPosition, token: TokenPosition & { movementAction: string | null }):
TokenMovement {
  const destination = positionOf(token);
  const action = token.movementAction ?? "walk";
  return { id, chain: [], origin, destination, passed: { waypoints: [{ ...destination, action }] } };
}
