/** The ActiveEffect status id that marks one wound (A5); an actor's wounds are its effects with it. */
export const WOUND_STATUS = "wound";
