/** The system id, as in system.json. */
export const SYSTEM_ID = "fray";

/** The path Foundry serves a system file from, e.g. `systemPath("templates/x.hbs")`. */
export function systemPath(path: string): `systems/fray/${string}` {
  return `systems/${SYSTEM_ID}/${path}`;
}
