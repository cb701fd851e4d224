/**
 * A10: a summoned unit can't act in the round it arrives: it may act from the round after the one it joined the
 * combat in (`roundJoined`, 1 for one that joined before the start); an unsummoned combatant always may.
 */
export function mayActOnArrival(summoned: boolean, roundJoined: number, round: number): boolean {
  return !summoned || round > roundJoined;
}
