import { NumberField } from "./fields.js";

/**
 * CONST.TOKEN_DISPLAY_MODES (foundryvtt.com/api/variables/CONST.TOKEN_DISPLAY_MODES.html): when a token's bars or
 * name show: never, when controlled, hovered by a GM or owner, hovered by anyone, always for a GM or owner, always.
 */
export const TOKEN_DISPLAY_MODES = Object.freeze({ NONE: 0, CONTROL: 10, OWNER_HOVER: 20, HOVER: 30, OWNER: 40,
  ALWAYS: 50 });

/** TokenData#displayBars: a display mode, "Never Displayed" (NONE) for a new token. */
export const displayBars = () => new NumberField({ required: true, nullable: false, integer: true,
  choices: Object.values(TOKEN_DISPLAY_MODES), initial: TOKEN_DISPLAY_MODES.NONE });
