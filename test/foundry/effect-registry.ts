import type { Collection, Document } from "./documents.js";
import { world } from "./world.js";

/**
 * CONST.ACTIVE_EFFECT_EXPIRY_EVENTS (v14, foundryvtt.com/api/variables/CONST.ACTIVE_EFFECT_EXPIRY_EVENTS.html): "the
 * core ActiveEffect expiry events. Other events can be defined by systems and modules, with their handling also left
 * to them."
 */
export const ACTIVE_EFFECT_EXPIRY_EVENTS = Object.freeze(["combatStart", "roundStart", "turnStart", "combatEnd",
  "roundEnd", "turnEnd"] as const);

/** The effect duration and start the registry reads (EffectDurationData and EffectStartData, v14). */
interface TrackedSource {
  duration?: { value?: number | null; units?: string; expiry?: string | null; expired?: boolean };
  start?: { combat?: string | null; round?: number | null; turn?: number | null; time?: number | null } | null;
}

/** What the registry needs of an effect: its source, whether it applies, and whether an event is its expiry. */
export interface TrackedEffect extends Document {
  active: boolean;
  isExpiryEvent(event: string, context: RefreshContext): boolean;
}

/** The context of a refresh (ActiveEffectRegistry#refresh): the actors to limit it to, the combat of the event. */
export interface RefreshContext {
  actors?: Set<Document>;
  combat?: Document;
}

/** Seconds in a time unit of CONST.ACTIVE_EFFECT_TIME_DURATION_UNITS (a year of 365 days, a month of 30). */
const SECONDS: Record<string, number> = { seconds: 1, minutes: 60, hours: 3600, days: 86400, months: 2592000,
  years: 31536000 };

/**
 * The combat time (round + turn / 100) of a round and turn: ActiveEffect durations in rounds and turns are counted
 * "as a decimal number with the format {rounds}.{turns}" (api v13 _ActiveEffectDuration#remaining).
 */
const combatTime = (round: number, turn: number) => round + turn / 100;

/** What is left of an effect's duration now, on core's clock; null when core does not track it. */
function remaining(source: TrackedSource): number | null {
  const { duration, start } = source;
  if (!duration || typeof duration.value !== "number" || !start) return null;
  const units = duration.units ?? "seconds";
  if (units in SECONDS) {
    return (start.time ?? 0) + duration.value * SECONDS[units]! - (world.time?.worldTime ?? 0);
  }
  const combat = start.combat ? world.collections.Combat?.get(start.combat) as (Document & { round: number;
    turn: number | null }) | undefined : undefined;
  if (!combat || typeof start.round !== "number") return null;
  const length = units === "rounds" ? duration.value : duration.value / 100;
  return combatTime(start.round, start.turn ?? 0) + length - combatTime(combat.round, combat.turn ?? 0);
}

/** Every actor of the world: the world actors and the unlinked tokens' synthetic actors. */
function allActors(): Document[] {
  const actors: Document[] = [...(world.collections.Actor?.values() ?? [])];
  for (const scene of world.collections.Scene?.values() ?? []) {
    const tokens = scene.getEmbeddedCollection("Token") as Collection<Document & { actorLink: boolean;
      actor: Document | null }>;
    for (const token of tokens.values()) if (!token.actorLink && token.actor) actors.push(token.actor);
  }
  return actors;
}

/** Refreshes under way. */
let pending: Promise<void> = Promise.resolve();
/** Which installed world a refresh belongs to; a refresh of an earlier world is dropped. */
let epoch = 0;

/** Forgets the refreshes under way (a new world is installed). */
export function forgetEffectExpiries(): void {
  epoch += 1;
  pending = Promise.resolve();
}

/** Resolves once every refresh the registry started has performed its action on the expired effects. */
export function effectExpiriesHandled(): Promise<void> {
  return pending;
}

/**
 * foundry.helpers.ActiveEffectRegistry (v14): "A singleton helper class that tracks the duration and expiry of
 * ActiveEffects". `refresh(event, context)` "Refresh[es] the durations of registered ActiveEffects and perform[s] the
 * configured action for expired effects": an effect expires when its duration has run out on core's clock and the
 * event is its expiry event (`isExpiryEvent`; EffectDurationData#expiry: "expiration occurs when both the end of the
 * duration and the expiry event are reached"). The action is CONFIG.ActiveEffect.expiryAction: "update" sets
 * `duration.expired` (the effect is then inactive), "delete" deletes it, null does nothing; the active GM writes it.
 */
export class ActiveEffectRegistry {
  /** Refreshes the durations and acts on those that expired; resolves once the action is written. */
  refresh(event: string, context: RefreshContext = {}): Promise<void> {
    const from = epoch;
    const run = pending.then(() => (from === epoch ? this.#refresh(event, context) : undefined));
    pending = run.catch(() => undefined);
    return run;
  }

  /**
   * Core's own refresh for an event of a database operation (the world time a Combat update carried): after the
   * operation has returned, as Foundry's clients handle it once the update has reached them.
   */
  refreshAfterOperation(event: string): void {
    const from = epoch;
    pending = pending.then(() => new Promise((resolve) => setTimeout(resolve, 0)))
      .then(() => (from === epoch ? this.#refresh(event, {}) : undefined)).catch(() => undefined);
  }

  /** The refresh itself, run as the active GM. */
  async #refresh(event: string, context: RefreshContext): Promise<void> {
    const gm = world.users.activeGM;
    if (!gm) return;
    const action = (world.documentClass("ActiveEffect") && (globalThis as unknown as { CONFIG: { ActiveEffect?: {
      expiryAction?: string | null } } }).CONFIG.ActiveEffect?.expiryAction);
    for (const actor of allActors()) {
      if (context.actors && !context.actors.has(actor)) continue;
      const effects = (actor.getEmbeddedCollection("ActiveEffect") as Collection<TrackedEffect>).contents;
      const expired = effects.filter((effect) => {
        const source = effect._source as TrackedSource;
        const left = source.duration?.expired ? null : remaining(source);
        return left !== null && left <= 0 && effect.isExpiryEvent(event, context);
      });
      if (!expired.length || !action) continue;
      await world.users.runOn(gm, async () => {
        if (action === "delete") await actor.deleteEmbeddedDocuments("ActiveEffect", expired.map((e) => e.id));
        else await actor.updateEmbeddedDocuments("ActiveEffect", expired.map((e) => ({ _id: e.id,
          "duration.expired": true })));
      });
    }
  }
}

/** Whether an actor fights in a combat of the world (Actor#inCombat). */
export function inCombat(actor: Document | null): boolean {
  if (!actor) return false;
  return [...(world.collections.Combat?.values() ?? [])].some((combat) => combat.getEmbeddedCollection("Combatant")
    .contents.some((c) => (c as Document & { actor: Document | null }).actor === actor
      || (c as Document & { actorId?: string | null }).actorId === actor.id));
}

/** The registry core keeps (ActiveEffect.registry). */
export const effectRegistry = new ActiveEffectRegistry();
