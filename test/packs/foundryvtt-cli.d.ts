/** The part of @foundryvtt/foundryvtt-cli (shipped untyped) the pack tests call, as scripts/build.mjs calls it. */
declare module "@foundryvtt/foundryvtt-cli" {
  /** Compiles the JSON sources under `src` (in subdirectories too when `recursive`) into a LevelDB pack at `dest`. */
  export function compilePack(src: string, dest: string, options?: { recursive?: boolean; log?: boolean }):
  Promise<void>;
  /** Reads the LevelDB pack at `src`; `transformEntry` sees each primary document (false: no file written for it). */
  export function extractPack(src: string, dest: string, options?: {
    transformEntry?: (entry: Record<string, unknown>) => Promise<false | void>;
  }): Promise<void>;
}
