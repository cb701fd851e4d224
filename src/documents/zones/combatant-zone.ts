import { sideOf, type Disposition, type ZoneFighter } from "../../rules/index.js";
import type { SceneLike, TokenLike } from "./zone-regions.js";
import { stored } from "../../types/shims.js";

/** Where a combatant stands in a zone fight: its zone (a region id, or a name without a canvas), group, engagement. */
export interface ZoneSpot {
  zone: string | null;
  group: string | null;
  engagement: string | null;
}

/** What Fray reads and writes of a Combatant for zones (its `flags.fray.zone` and `zoneRole`). */
export interface CombatantLike {
  id: string | null;
  name?: string | null;
  tokenId: string | null;
  sceneId: string | null;
  actor?: { type: string; name: string } | null;
  isOwner: boolean;
  parent: CombatLike | null;
  getFlag(scope: "fray", key: "zone" | "zoneRole"): unknown;
}

/** What Fray reads and writes of a Combat for zones. */
export interface CombatLike {
  id: string | null;
  scene?: unknown;
  /** Whether it is the active combat (Foundry's `Combat#active`). */
  active?: boolean;
  /** Its system data: the rulebook and toggles it recorded when created (CombatModel). */
  system?: unknown;
  combatants: { contents: CombatantLike[]; get(id: string): CombatantLike | undefined };
  updateEmbeddedDocuments(name: "Combatant", updates: Record<string, unknown>[]): Promise<unknown>;
}

/**
 * Z6–Z14: whether `combat` runs by zones (Lur-Asko's turn-order model, as the combat recorded it when created): only
 * such a fight keeps its combatants' zones in step, marks engaged tokens and posts the zone notices.
 */
export function isZonesFight(combat: CombatLike | null | undefined): combat is CombatLike {
  const system = combat?.system as { toggles?: { initiativeMode?: unknown } } | null | undefined;
  return system?.toggles?.initiativeMode === "zones";
}

/** The flag (`flags.fray.zone`) that holds a combatant's ZoneSpot. */
export const ZONE_FLAG = "zone";

/** A stored id, or null for anything that is no non-empty string. */
const idOrNull = (value: unknown): string | null => (typeof value === "string" && value ? value : null);

/** The combatant's stored zone, group and engagement (all null when unset or malformed). */
export function spotOf(combatant: CombatantLike): ZoneSpot {
  const raw = (combatant.getFlag("fray", ZONE_FLAG) ?? {}) as Record<string, unknown>;
  return { zone: idOrNull(raw.zone), group: idOrNull(raw.group), engagement: idOrNull(raw.engagement) };
}

/** A scene by id, or the scene itself (Combat#scene is a Scene document in Foundry). */
function sceneFrom(scene: unknown): SceneLike | null {
  if (typeof scene === "string") return game.scenes?.get(scene) ?? null;
  return (scene as SceneLike | null | undefined) ?? null;
}

/** The scene a combatant fights on: its token's, else its combat's (a combatant without a token). */
export function sceneOf(combatant: CombatantLike): SceneLike | null {
  return sceneFrom(combatant.sceneId) ?? sceneFrom(combatant.parent?.scene);
}

/** The combatant's token document, if it has one on an existing scene. */
export function tokenOf(combatant: CombatantLike): TokenLike | null {
  const scene = sceneFrom(combatant.sceneId) as (SceneLike & { tokens?: { get(id: string): TokenLike | undefined } })
    | null;
  return combatant.tokenId ? scene?.tokens?.get(combatant.tokenId) ?? null : null;
}

/** CONST.TOKEN_DISPOSITIONS values as the side rule names them. */
const DISPOSITIONS: Record<number, Disposition> = { 1: "friendly", 0: "neutral", [-1]: "hostile", [-2]: "secret" };

/** S1: the side a combatant fights on, from its token's disposition or, without a token, its actor's type. */
export function sideOfCombatant(combatant: CombatantLike): string {
  const token = tokenOf(combatant);
  const actor = token?.actor ?? combatant.actor ?? null;
  return sideOf(token ? DISPOSITIONS[token.disposition] ?? "hostile" : null, actor?.type === "character");
}

/** The combat's combatants as the zone rules see them. */
export function fightersOf(combat: CombatLike): ZoneFighter[] {
  return combat.combatants.contents.map(stored).map((c) => ({ id: c.id, side: sideOfCombatant(c), ...spotOf(c) }));
}

/**
 * Writes the spots that changed, in one update of the combat's combatants. Returns the ids of combatants whose
 * change the current user may not write (a player may write only the combatants they own; the active GM tidies
 * the rest when it sees the update).
 */
export async function writeSpots(combat: CombatLike, fighters: readonly ZoneFighter[]): Promise<string[]> {
  const updates: Record<string, unknown>[] = [];
  const refused: string[] = [];
  for (const fighter of fighters) {
    const combatant = combat.combatants.get(fighter.id);
    if (!combatant) continue;
    const now = spotOf(combatant);
    const next: ZoneSpot = { zone: fighter.zone, group: fighter.group, engagement: fighter.engagement };
    if (now.zone === next.zone && now.group === next.group && now.engagement === next.engagement) continue;
    if (!combatant.isOwner) refused.push(fighter.id);
    else updates.push({ _id: fighter.id, [`flags.fray.${ZONE_FLAG}`]: next });
  }
  if (updates.length) await combat.updateEmbeddedDocuments("Combatant", updates);
  return refused;
}
