import type { DamageKind } from "./types.js";

/** The DR still to subtract in the current hit or attack, per layer (T9, T11). */
export type DrPools = Record<DamageKind | "overshield", number>;

/** Fills `pools` with the full DR of every layer (the start of an attack, or of each hit when DR is per hit). */
export function refillPools(pools: DrPools, dr: Readonly<Record<DamageKind, number>>, overshieldDr: number): void {
  pools.physical = dr.physical;
  pools.elemental = dr.elemental;
  pools.arcane = dr.arcane;
  pools.overshield = overshieldDr;
}

/**
 * Subtracts what is left of one layer's DR from `amount` and uses it up; returns the damage that gets through.
 * Spending a pool across several hits gives exactly max(0, total − DR), the T9 "per attack" reduction.
 */
export function reduce(amount: number, pools: DrPools, layer: DamageKind | "overshield"): number {
  const left = pools[layer];
  if (left >= amount) {
    pools[layer] = left - amount;
    return 0;
  }
  pools[layer] = 0;
  return amount - left;
}
