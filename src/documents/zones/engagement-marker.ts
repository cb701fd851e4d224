import { zoneColour } from "../../config/zone-colours.js";
import { zoneLabels, type ZoneLabel } from "../../rules/index.js";
import { isActiveGM } from "../combat/notify.js";
import { stored } from "../../types/shims.js";
import { fightersOf, isZonesFight, spotOf, tokenOf, type CombatLike, type CombatantLike } from "./combatant-zone.js";

/** The flag (`flags.fray.engagementMarker`) of the effect that shows a token's engagement: its combat and letter. */
export const MARKER_FLAG = "engagementMarker";

/** The status the marker carries (src/config/statuses.ts). */
const ENGAGED = "engaged";

/** What the marker reads and writes of an ActiveEffect. */
interface EffectLike {
  id: string;
  getFlag(scope: string, key: string): unknown;
}

/** What the marker reads and writes of a token's actor. */
interface MarkedActor {
  effects: { contents: EffectLike[] };
  createEmbeddedDocuments(name: string, data: object[]): Promise<unknown>;
  updateEmbeddedDocuments(name: string, updates: object[]): Promise<unknown>;
  deleteEmbeddedDocuments(name: string, ids: string[]): Promise<unknown>;
}

/** The marker a token wears for engagement `label` of combat `combatId` (a place, not harm: T11's overshield lets
 * it through). */
function markerData(label: ZoneLabel, combatId: string): Record<string, unknown> {
  return { name: game.i18n.format("FRAY.ZONE.Marker.name", { letter: label.letter }), img: "icons/svg/combat.svg",
    statuses: [ENGAGED], tint: zoneColour(label.colour), transfer: false,
    flags: { fray: { [MARKER_FLAG]: { combat: combatId, letter: label.letter, colour: label.colour },
      ignoresOvershield: true } } };
}

/** Gives `actor` the marker of `label` (or takes it away for null), writing only what differs. */
async function mark(actor: MarkedActor, combatId: string, label: ZoneLabel | null): Promise<void> {
  const mine = actor.effects.contents.filter((e) =>
    (e.getFlag("fray", MARKER_FLAG) as { combat?: string } | undefined)?.combat === combatId);
  const [kept, ...extra] = label ? mine : [undefined, ...mine];
  if (extra.length) await actor.deleteEmbeddedDocuments("ActiveEffect", extra.map((e) => e!.id));
  if (!label) return;
  const data = markerData(label, combatId);
  const now = kept?.getFlag("fray", MARKER_FLAG) as { letter?: string; colour?: number } | undefined;
  if (!kept) await actor.createEmbeddedDocuments("ActiveEffect", [data]);
  else if (now?.letter !== label.letter || now?.colour !== label.colour) {
    await actor.updateEmbeddedDocuments("ActiveEffect", [{ _id: kept.id, ...data }]);
  }
}

/** The actor a combatant's token shows (a combatant without a token shows its engagement on the tracker only). */
const tokenActor = (combatant: CombatantLike): MarkedActor | null =>
  (tokenOf(combatant)?.actor ?? null) as MarkedActor | null;

/**
 * Z11: puts on each token of the combat the "engaged" marker of its engagement (letter in the name, the
 * engagement's colour as tint) and takes it off tokens no longer engaged; `gone` are combatants that left the
 * combat (their markers go). Only the active zones fight marks tokens: any other combat (another rulebook's, or a
 * Lur-Asko fight not active) takes its markers off. Each token wears at most one marker of a combat, however often
 * this runs. Run on the active GM only, so the marker is written once.
 */
export async function syncEngagementMarkers(combat: CombatLike, gone: readonly CombatantLike[] = []): Promise<void> {
  const marks = isZonesFight(combat) && combat.active === true;
  const { engagements } = zoneLabels(fightersOf(combat));
  const wanted = new Map<MarkedActor, ZoneLabel | null>();
  for (const combatant of combat.combatants.contents) {
    const actor = tokenActor(combatant);
    const engagement = marks ? spotOf(combatant).engagement : null;
    if (actor && !wanted.get(actor)) wanted.set(actor, engagement ? engagements.get(engagement) ?? null : null);
  }
  for (const combatant of gone) {
    const actor = tokenActor(combatant);
    if (actor && !wanted.has(actor)) wanted.set(actor, null);
  }
  for (const [actor, label] of wanted) await mark(actor, stored(combat).id, label);
}

/** The marker writes, one after another, so two quick changes never both create a marker. */
let queue: Promise<void> = Promise.resolve();

/** Queues marker work on the active GM. */
function queueWork(work: () => Promise<void>): void {
  if (!isActiveGM()) return;
  queue = queue.then(work).catch((error: unknown) => {
    console.error("Fray | engagement markers", error);
  });
}

/** Takes the markers of a deleted combat off its combatants' tokens. */
async function clearMarkers(combat: CombatLike): Promise<void> {
  const actors = new Set(combat.combatants.contents.map(tokenActor).filter((a) => a !== null));
  for (const actor of actors) await mark(actor, stored(combat).id, null);
}

/** Keeps tokens' engagement markers in step with the combatants' engagements (active GM only). */
export function registerEngagementMarkers(): void {
  Hooks.on("updateCombatant", (combatant: CombatantLike, changes: { flags?: { fray?: object | null } | null }) => {
    const combat = combatant.parent;
    if (combat && changes.flags?.fray && "zone" in changes.flags.fray) queueWork(() => syncEngagementMarkers(combat));
  });
  Hooks.on("deleteCombatant", (combatant: CombatantLike) => {
    const combat = combatant.parent;
    if (combat) queueWork(() => syncEngagementMarkers(combat, [combatant]));
  });
  Hooks.on("updateCombat", (combat: CombatLike, changes: { active?: unknown }) => {
    if ("active" in changes) queueWork(() => syncEngagementMarkers(combat));
  });
  Hooks.on("deleteCombat", (combat: CombatLike) => queueWork(() => clearMarkers(combat)));
}

/** Resolves once the queued marker writes are done (for tests and the preview). */
export function engagementMarkersSettled(): Promise<void> {
  return queue;
}
