import { SYSTEM_ID } from "./system.js";

/** The rules journal compendium (packs/_source/rules): one entry per rulebook and one for the conditions. */
export const RULES_PACK = `${SYSTEM_ID}.rules`;

/**
 * Each page of the rules journal: its entry's id, its own id, and what it covers (RULES.md rule ids, or the status
 * id of a condition). test/packs/rules.test.ts checks this list against the pack's sources.
 */
const PAGES: readonly (readonly [entry: string, page: string, covers: string])[] = [
  ["frayRulesLegend0", "legendInitiative", "L1 L2 L3"],
  ["frayRulesLegend0", "legendSurprise00", "L4 L5"],
  ["frayRulesLegend0", "legendDelay00000", "L6"],
  ["frayRulesLegend0", "legendActions000", "L7"],
  ["frayRulesLegend0", "legendCritical00", "L8"],
  ["frayRulesLegend0", "legendDurations0", "L9"],
  ["frayRulesLegend0", "legendRanges0000", "L10 L11"],
  ["frayRulesLegend0", "legendMovement00", "L12"],
  ["frayRulesLurAsko", "lurAskoTurnOrder", "Z1 Z2 Z3"],
  ["frayRulesLurAsko", "lurAskoOrderMove", "Z4 Z5"],
  ["frayRulesLurAsko", "lurAskoRounds000", "Z6 Z9"],
  ["frayRulesLurAsko", "lurAskoMovement0", "Z7 Z8"],
  ["frayRulesLurAsko", "lurAskoZones0000", "Z10 Z11"],
  ["frayRulesLurAsko", "lurAskoOutnumber", "Z12 Z13"],
  ["frayRulesLurAsko", "lurAskoGroupDef0", "Z14"],
  ["frayRulesSides00", "sidesInitiative0", "S1 S2 S3"],
  ["frayRulesSides00", "sidesActions0000", "S4"],
  ["frayRulesSides00", "sidesAttackDmg00", "S5 S6"],
  ["frayRulesSides00", "sidesShock000000", "S7 S8"],
  ["frayRulesSides00", "sidesSwarmCharge", "S9 S10"],
  ["frayRulesSides00", "sidesOtherAction", "S11"],
  ["frayRulesSides00", "sidesManeuvers00", "S12"],
  ["frayRulesAgility", "agilityOrder0000", "A1"],
  ["frayRulesAgility", "agilityActions00", "A2"],
  ["frayRulesAgility", "agilityAttacks00", "A3 A4"],
  ["frayRulesAgility", "agilityWounds000", "A5 A6"],
  ["frayRulesAgility", "agilityCriticals", "A7 A8"],
  ["frayRulesAgility", "agilityFreeHits0", "A9"],
  ["frayRulesAgility", "agilitySummoning", "A10"],
  ["frayRulesLoT0000", "lotInitiative000", "T1 T2 T3"],
  ["frayRulesLoT0000", "lotPlayersCap000", "T4 T14"],
  ["frayRulesLoT0000", "lotPlanning00000", "T5"],
  ["frayRulesLoT0000", "lotActions000000", "T6 T13"],
  ["frayRulesLoT0000", "lotAttacks000000", "T7 T8 T12"],
  ["frayRulesLoT0000", "lotDamageReduct0", "T9 T10"],
  ["frayRulesLoT0000", "lotOvershield000", "T11"],
  ["frayConditions00", "statusProne00000", "prone"],
  ["frayConditions00", "statusFlatFooted", "flatFooted"],
  ["frayConditions00", "statusSurprised0", "surprised"],
  ["frayConditions00", "statusTotalDefen", "totalDefense"],
  ["frayConditions00", "statusEngaged000", "engaged"],
  ["frayConditions00", "statusDelaying00", "delaying"],
  ["frayConditions00", "statusChanneling", "channeling"],
  ["frayConditions00", "statusFatigued00", "fatigued"],
  ["frayConditions00", "statusMobilityIn", "mobilityInjury"],
  ["frayConditions00", "statusFlying0000", "flying"],
  ["frayConditions00", "statusSwimming00", "swimming"],
  ["frayConditions00", "statusBurrowing0", "burrowing"],
  ["frayConditions00", "statusSoaring000", "soaring"],
  ["frayConditions00", "statusUnconsciou", "unconscious"],
  ["frayConditions00", "statusDead000000", "dead"],
  ["frayConditions00", "statusWound00000", "wound"],
  ["frayConditions00", "statusWoundFatal", "wound-fatal"],
  ["frayConditions00", "statusWoundSlowi", "wound-slowing"],
  ["frayConditions00", "statusWoundWeake", "wound-weakening"],
  ["frayConditions00", "statusWoundDisru", "wound-disrupting"],
  ["frayConditions00", "statusWoundCente", "wound-centerMass"],
];

/** The uuid of a page of the rules journal. */
function pageUuid(entry: string, page: string): string {
  return `Compendium.${RULES_PACK}.JournalEntry.${entry}.JournalEntryPage.${page}`;
}

/** Every rule id (L1 … T14) and condition status id (prone …) to the uuid of the page that explains it. */
export const RULE_PAGES: Readonly<Record<string, string>> = Object.freeze(Object.fromEntries(PAGES.flatMap(
  ([entry, page, covers]) => covers.split(" ").map((id) => [id, pageUuid(entry, page)]))));

/** A rule id as RULES.md numbers them: a rulebook's letter and a number (L1, Z14, S7, A10, T2). */
export const RULE_ID = /\b[LZSAT]\d{1,2}\b/;

/**
 * The uuid of the page explaining a rule id (any case: "s7" is S7) or a condition's status id, or null for an id
 * the rules journal doesn't have.
 */
export function rulePageUuid(id: string): string | null {
  const key = /^[lzsat]\d{1,2}$/i.test(id) ? id.toUpperCase() : id;
  return Object.hasOwn(RULE_PAGES, key) ? RULE_PAGES[key]! : null;
}
