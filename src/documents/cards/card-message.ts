/** A chat message as the cards read it. */
export interface CardMessage {
  id: string;
  type: string;
  system: unknown;
  author: { id: string | null; name?: string | null; isGM?: boolean } | null;
  /** The users a whispered card reaches (none: everyone). */
  whisper: readonly (string | null)[];
  /** A whispered card its author can't read either. */
  blind: boolean;
  rolls: Roll[];
  isAuthor: boolean;
  update(changes: Record<string, unknown>): Promise<unknown>;
}
