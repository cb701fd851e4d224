/** Forecast a fight: many simulated fights with the rules' own functions and seeded dice (issue 33). */
export * from "./types.js";
export { parseFormula, rollFormula, formulaMean, formulaMaximum, type DiceFormula } from "./formula.js";
export { freshFighters, standing, type Fighter, type FightContext } from "./state.js";
export { strike, land, outcomeInput, type StrikeOptions } from "./strike.js";
export { chooseAttack, expectations, reaches, type Choice, type Expectations } from "./tactics.js";
export { playFight, swarmFor, turnAttacks, type FightEnd } from "./fight.js";
export { planSwarm, swarmExpectations, type SwarmExpectations, type SwarmPlan } from "./swarm.js";
export { forecastRunner, forecastFights, refuseForecast, tacticTable, swarmTable, type ForecastRunner, type ForecastTally } from "./run.js";
