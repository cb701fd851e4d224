/**
 * The one place that knows Foundry v13 from v14. Every API difference Fray meets is an adapter function here;
 * nothing else in Fray branches on the generation.
 */

/** The Foundry generation this world runs on: 13 or 14. */
export function generation(): 13 | 14 {
  return game.release?.generation === 14 ? 14 : 13;
}

/**
 * The chat visibility the user chose: core.rollMode in v13 (publicroll, gmroll, blindroll, selfroll), core.messageMode
 * in v14 (public, gm, blind, self).
 */
export function messageMode(): string {
  return String(game.settings.get("core", generation() === 14 ? "messageMode" as never : "rollMode"));
}

/** The option naming that mode for Roll#toMessage and ChatMessage.create: `rollMode` in v13, `messageMode` in v14. */
export function messageModeOption(mode: string = messageMode()): { rollMode: string } | { messageMode: string } {
  return generation() === 14 ? { messageMode: mode } : { rollMode: mode };
}
