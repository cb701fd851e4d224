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
