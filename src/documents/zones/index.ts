/** Zones in Foundry: zone regions, combatants' zones, groups and engagements, ranges, and the hooks that sync them. */
export { disengage, engage, groupUp, rangeBetween, setZone, ungroup } from "./zone-actions.js";
export { fightersOf, spotOf, ZONE_FLAG } from "./combatant-zone.js";
export type { ZoneSpot } from "./combatant-zone.js";
export { findZone, tokenZone, zoneRegions, zoneTraits } from "./zone-regions.js";
export { registerZoneHooks, zoneMovesSettled } from "./zone-hooks.js";
export { countedFightersOf, outnumberingFor, roleOf, ROLE_FLAG, setRole, ZONE_ROLES } from "./outnumbering.js";
export type { ZoneRole } from "./outnumbering.js";
export { engagementMarkersSettled, syncEngagementMarkers } from "./engagement-marker.js";
