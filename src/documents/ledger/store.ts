import { SYSTEM_ID } from "../../config/system.js";
import { warn } from "../cards/notice.js";
import { emptyLedger, type LedgerData } from "./types.js";

/** The flag that marks Fray's ledger among the world's journal entries. */
const MARK = "ledger";
/** The flag that holds the ledger's data, one JSON text (token uuids, which hold dots, are keys inside it). */
const DATA = "records";

/** A journal entry as the ledger reads and writes it. */
type Entry = JournalEntry.Implementation;

/** The data as this client last read or changed it (the active GM's is always the latest: it alone writes). */
let copy: LedgerData | null = null;

/** Writes being made on this client, one after the other (each stores the data as the changes so far left it). */
let writing: Promise<unknown> = Promise.resolve();

/** Whether a write is waiting to start (changes made meanwhile are stored by it). */
let queued = false;

/** The entry made on this client and not yet stored (a second caller waits for it instead of making another). */
let making: Promise<Entry | null> | null = null;

/** Counts registrations: a write queued under an earlier one (a world since left) is dropped, not stored here. */
let registration = 0;

/** True when a user who is not a GM owns `entry` (a player's look-alike, or an entry a GM gave a player). */
function ownedByPlayer(entry: Entry): boolean {
  return (game.users?.contents ?? []).some((user) => !user.isGM && entry.testUserPermission(user, "OWNER"));
}

/** The journal entries flagged as Fray's ledger, in the journal's order. */
function flagged(): Entry[] {
  return (game.journal?.contents ?? []).filter((entry) => entry.getFlag(SYSTEM_ID, MARK) === true);
}

/**
 * Fray's ledger: the first journal entry flagged as it that no player owns, so that only a GM can update or delete it
 * whatever role permissions a GM grants (Create Journal Entries makes a player's own entries only); null on a
 * player's client (which can't see it) or before the active GM made it. A look-alike a player made is ignored.
 */
export function ledgerEntry(): Entry | null {
  if (!game.user?.isGM) return null;
  return flagged().find((entry) => !ownedByPlayer(entry)) ?? null;
}

/** True on a GM's client, the only one that can read the ledger (a player's can't even see it). */
export function readsLedger(): boolean {
  return game.user?.isGM === true;
}

/** The ledger's data as this client knows it; empty off a GM's client, before the ledger is made, or unreadable. */
export function ledgerData(): LedgerData {
  if (!readsLedger()) return emptyLedger();
  if (copy) return copy;
  const entry = ledgerEntry();
  try {
    const text = String(entry?.getFlag(SYSTEM_ID, DATA) ?? "{}");
    copy = { ...emptyLedger(), ...JSON.parse(text) as Partial<LedgerData> };
  } catch {
    copy = emptyLedger();
  }
  return copy;
}

/** The ledger, made by this client (the active GM) when there is none yet. */
async function madeLedger(): Promise<Entry | null> {
  const found = ledgerEntry();
  if (found || game.users?.activeGM?.isSelf !== true) return found;
  making ??= CONFIG.JournalEntry.documentClass.create({ name: game.i18n!.localize("FRAY.Ledger.name"),
    ownership: { default: CONST.DOCUMENT_OWNERSHIP_LEVELS.NONE },
    flags: { [SYSTEM_ID]: { [MARK]: true, [DATA]: "{}" } } }).then((made) => made ?? null)
    .finally(() => { making = null; });
  return making;
}

/** Resolves once this client's ledger writes under way are stored (for tests and the preview). */
export function ledgerSettled(): Promise<unknown> {
  return writing;
}

/** Stores the data as the changes so far left it, after the writes before (one write for changes made meanwhile). */
export async function saveLedger(): Promise<void> {
  if (game.users?.activeGM?.isSelf !== true) return;
  if (!queued) {
    queued = true;
    const queuedUnder = registration;
    writing = writing.then(async () => {
      if (queuedUnder !== registration) return;
      queued = false;
      const entry = ledgerEntry() ?? await madeLedger();
      await entry?.setFlag(SYSTEM_ID, DATA, JSON.stringify(ledgerData()));
    }).catch((error: unknown) => console.error(error));
  }
  await writing;
}

/**
 * On the active GM's client: changes the ledger's data by `change` (given the data as the last change left it) and,
 * unless `save` is false (the caller saves a batch once, saveLedger), stores it. The change is made to this client's
 * copy at once, so a decision that follows reads it; the writes are chained. Any other client changes nothing.
 */
export async function changeLedger(change: (data: LedgerData) => void, save = true): Promise<void> {
  if (game.users?.activeGM?.isSelf !== true) return;
  change(ledgerData());
  if (save) await saveLedger();
}

/**
 * On the active GM's client: a ledger a GM gave a player ownership of is not used (ledgerEntry skips it); its
 * ownership is put back to none, with a notice. Only a GM's change counts: a player's own look-alike stays theirs.
 */
async function guardOwnership(entry: Entry, userId: string): Promise<void> {
  if (entry.getFlag(SYSTEM_ID, MARK) !== true || game.users?.activeGM?.isSelf !== true) return;
  if (game.users?.get(userId)?.isGM !== true || !ownedByPlayer(entry)) return;
  const players = (game.users?.contents ?? []).filter((user) => !user.isGM).map((user) => user.id!);
  // Each player's own level goes back to none.
  await entry.update({ ownership: { default: CONST.DOCUMENT_OWNERSHIP_LEVELS.NONE,
    ...Object.fromEntries(players.map((id) => [id, CONST.DOCUMENT_OWNERSHIP_LEVELS.NONE])) } });
  warn("FRAY.Ledger.ownershipReset", { name: entry.name ?? "" });
}

/**
 * Registers the ledger for this world (what an earlier registration queued is dropped): the active GM's client makes
 * it on `ready` (or at once when the world is ready) and keeps it theirs; a copy another GM changed is read again.
 */
export function registerLedger(): void {
  registration += 1;
  copy = null;
  queued = false;
  making = null;
  if (game.ready) void madeLedger();
  else Hooks.once("ready", () => void madeLedger());
  Hooks.on("createJournalEntry", (_entry, _options, userId) => {
    if (userId !== game.user?.id) copy = null;
  });
  Hooks.on("updateJournalEntry", (entry, changes, _options, userId) => {
    if (userId !== game.user?.id) copy = null;
    if ((changes as { ownership?: unknown }).ownership) void guardOwnership(entry as Entry, userId);
  });
}
