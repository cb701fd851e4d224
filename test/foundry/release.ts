/** Which Foundry generation the stand-in plays: 13 (default) or 14, from installFoundry or FOUNDRY_GENERATION. */
export type Generation = 13 | 14;

/** The release the stand-in reports as game.release; set by installFoundry. */
export const release: { generation: Generation; version: string } = { generation: 13, version: "13.351" };

/** The builds the stand-in imitates, by generation (game.release.version). */
const VERSIONS: Record<Generation, string> = { 13: "13.351", 14: "14.363" };

/** Sets the generation to play: the one asked for, else FOUNDRY_GENERATION from the environment, else 13. */
export function setGeneration(asked?: Generation): Generation {
  const fromEnv = Number(process.env.FOUNDRY_GENERATION);
  const generation: Generation = asked ?? (fromEnv === 14 ? 14 : 13);
  release.generation = generation;
  release.version = VERSIONS[generation];
  return generation;
}
