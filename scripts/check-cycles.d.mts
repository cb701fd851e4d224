/** An import circle: the files of one strongly connected group and the shortest circle through the first of them. */
export interface ImportCycle {
  files: string[];
  circle: string[];
}

/** The files under `folder`, each with the files of the same folder it imports (by path relative to `folder`). */
export function importGraph(folder: string): Map<string, string[]>;

/** The import circles of `graph` (file → files it imports), one per strongly connected group of files. */
export function findCycles(graph: Map<string, string[]>): ImportCycle[];

/** Checks `folder`, prints every circle found and returns the exit code (1 when there is one). */
export function checkCycles(folder: string): number;
