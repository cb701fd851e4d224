import type { FuzzCase } from "./arbitraries.js";

/**
 * The cases the differential fuzzer found, each settled from RULES.md (a product bug fixed, or a model bug fixed in
 * the model), kept so they are played on every run.
 */
export const REGRESSIONS: Record<string, FuzzCase> = {};
