import { LABEL_COLOURS } from "../rules/index.js";

/**
 * The colours of engagement and group labels (Z11), one per rules colour index: on the tracker's badges and as the
 * tint of the token's "engaged" marker, so an engagement reads the same colour in both places.
 */
export const ZONE_COLOURS: readonly string[] = Object.freeze(
  ["#c0392b", "#2471a3", "#1e8449", "#b9770e", "#7d3c98", "#138d75"].slice(0, LABEL_COLOURS));

/** The colour of a label's colour index. */
export function zoneColour(index: number): string {
  return ZONE_COLOURS[index % ZONE_COLOURS.length]!;
}
