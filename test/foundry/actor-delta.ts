import { deepEqual, isPlainObject } from "./operators.js";
import type { Document } from "./documents.js";

/**
 * An unlinked token's ActorDelta (foundryvtt.com/api/v13 ActorDelta, TokenDocument#delta, TokenDocument#actors and
 * the v11 "actor delta" article): the token actor is the base actor merged with the delta; a write to the token
 * actor (its data or its embedded items and effects) is kept in the delta, never in the base actor. The delta holds
 * the fields that differ from the base actor, and whole embedded collections once they differ.
 */
export function deltaOf(base: Record<string, unknown>, synthetic: Record<string, unknown>): Record<string, unknown> {
  const delta: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(synthetic)) {
    if (key === "_id" || deepEqual(base[key], value)) continue;
    delta[key] = isPlainObject(value) && isPlainObject(base[key]) && key !== "flags"
      ? deltaOf(base[key], value) : structuredClone(value);
  }
  return delta;
}

/** A token that keeps its token actor's changes in its delta. */
interface DeltaHolder {
  storeDelta(): void;
}

/**
 * After a write to documents named `documentName` under `parent`: when the chain runs through a token actor (an
 * Actor whose parent is a Token), that token stores the actor's changes in its delta.
 */
export function storeTokenActorDelta(parent: Document | null, documentName: string): void {
  let child = documentName;
  for (let doc = parent; doc; doc = doc.parent) {
    if (doc.documentName === "Token" && child === "Actor") {
      (doc as unknown as DeltaHolder).storeDelta();
      return;
    }
    child = doc.documentName;
  }
}
