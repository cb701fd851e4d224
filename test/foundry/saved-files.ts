/** A file a client offered as a download (foundry.utils.saveDataToFile). */
export interface SavedFile {
  data: string;
  type: string;
  filename: string;
}

/** The files offered as downloads since the module loaded, in order. */
export const savedFiles: SavedFile[] = [];

/**
 * foundry.utils.saveDataToFile(data, type, filename): "Export data content to be saved to a local file" (api/v13
 * functions foundry.utils.saveDataToFile); the stand-in keeps what the browser would download.
 */
export function saveDataToFile(data: string, type: string, filename: string): void {
  savedFiles.push({ data, type, filename });
}
