import { randomID, type Document } from "./documents.js";
import type { User } from "./users.js";
import { DataModelValidationError } from "./fields.js";

type Source = Record<string, unknown>;

/** One core field: its initial value and whether a value is allowed. */
interface CoreField {
  initial: unknown;
  valid: (value: unknown) => boolean;
  error: string;
}

const nullableId: CoreField = { initial: null, valid: (v) => v === null || (typeof v === "string" && v !== ""),
  error: "must be a document id or null" };
const bool: CoreField = { initial: false, valid: (v) => typeof v === "boolean", error: "must be true or false" };
const score: CoreField = { initial: null, valid: (v) => v === null || (typeof v === "number" && Number.isFinite(v)),
  error: "must be a finite number or null" };
const natural = (initial: number, nullable: boolean): CoreField => ({ initial,
  valid: (v) => (nullable && v === null) || (Number.isInteger(v) && (v as number) >= 0),
  error: `must be a whole number ≥ 0${nullable ? " or null" : ""}` });

/** The core (non-system) fields of CombatData, CombatantData and CombatantGroupData the stand-in checks. */
export const CORE_FIELDS: Readonly<Record<"Combat" | "Combatant" | "CombatantGroup", Record<string, CoreField>>> = {
  Combat: { round: natural(0, false), turn: { ...natural(0, true), initial: null }, active: bool, scene: nullableId },
  Combatant: { actorId: nullableId, tokenId: nullableId, initiative: score, hidden: bool, defeated: bool,
    group: nullableId },
  CombatantGroup: { initiative: score },
};

/** Throws DataModelValidationError, as Foundry's validation does, when a core field of `source` is invalid. */
export function checkCoreFields(source: Source, fields: Record<string, CoreField>): void {
  const failures: Record<string, string> = {};
  for (const [key, field] of Object.entries(fields)) {
    if (key in source && source[key] !== undefined && !field.valid(source[key])) failures[key] = field.error;
  }
  if (Object.keys(failures).length) throw new DataModelValidationError(failures);
}

/** Checks the core fields of `doc`'s source, fills their initial values and copies them onto the instance. */
export function copyCoreFields(doc: Document, fields: Record<string, CoreField>): void {
  checkCoreFields(doc._source, fields);
  for (const [key, field] of Object.entries(fields)) {
    doc._source[key] ??= structuredClone(field.initial);
    Object.defineProperty(doc, key, { value: doc._source[key], writable: true, enumerable: true, configurable: true });
  }
}

/** A placed token as the combat reads it (foundry.documents.TokenDocument): its actor, name and disposition. */
export class TokenDocument {
  /** Creates a token for `actor` with a disposition (CONST.TOKEN_DISPOSITIONS). */
  constructor(readonly id: string, readonly name: string, readonly actor: Document | null,
    readonly disposition: number, readonly hidden = false) {}
}

/** The tokens placed on the stand-in's scene, by id. */
export const tokens = new Map<string, TokenDocument>();

/** Places a token of `actor` on the scene (disposition default hostile, -1). */
export function placeToken(actor: Document | null,
  { disposition = -1, name }: { disposition?: number; name?: string } = {}): TokenDocument {
  const token = new TokenDocument(randomID(), name ?? actor?.name ?? "Token", actor, disposition);
  tokens.set(token.id, token);
  return token;
}

/** The error the server returns for a write the user may not make. */
export function refused(user: User | null, target: string): Error {
  return new Error(`User ${user?.name ?? "(none)"} lacks permission to update ${target}`);
}
