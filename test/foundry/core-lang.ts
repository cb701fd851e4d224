/**
 * The few core Foundry strings the stand-in's own templates show (Foundry ships them in its lang/en.json; these are
 * the stand-in's wording, not Foundry's). Kept apart from Fray's lang file, which the lang tests check.
 */
export const CORE_TRANSLATIONS: Record<string, unknown> = {
  COMBAT: {
    Round: "Round {round}",
    NotStarted: "Not started",
    None: "No encounter",
    Begin: "Begin",
    EndTitle: "End the encounter?",
    EndConfirmation: "End this combat encounter and empty the tracker?",
  },
};
