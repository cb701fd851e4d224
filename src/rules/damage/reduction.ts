/**
 * The DR still to subtract in the current hit or attack, one slot per layer (T9, T11): the three kinds in
 * DAMAGE_KINDS order (physical, elemental, arcane), then the overshield's own DR. Slots keep the hot loop fast.
 */
export type DrPools = [number, number, number, number];

/** The pool slot of the overshield's own DR. */
export const OVERSHIELD_SLOT = 3;

/** Fills `pools` with the full DR of every layer (the start of an attack, or of each hit when DR is per hit). */
export function refillPools(pools: DrPools, dr: readonly [number, number, number], overshieldDr: number): void {
  pools[0] = dr[0];
  pools[1] = dr[1];
  pools[2] = dr[2];
  pools[OVERSHIELD_SLOT] = overshieldDr;
}

/**
 * Subtracts what is left of one layer's DR from `amount` and uses it up; returns the damage that gets through.
 * Spending a pool across several hits gives exactly max(0, total − DR), the T9 "per attack" reduction.
 */
export function reduce(amount: number, pools: DrPools, slot: number): number {
  const left = pools[slot]!;
  if (left >= amount) {
    pools[slot] = left - amount;
    return 0;
  }
  pools[slot] = 0;
  return amount - left;
}
