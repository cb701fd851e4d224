import { Collection, world, type Document, type OperationOptions } from "./documents.js";
import { Combat as BaseCombat } from "./document-types.js";
import { Hooks } from "./hooks.js";
import type { Combatant, CombatantGroup } from "./combatant.js";
import type { User } from "./users.js";

export { TokenDocument, placeToken } from "./combat-core.js";
export { Combatant, CombatantGroup } from "./combatant.js";

type Source = Record<string, unknown>;

/** Where a combat stands (foundry.documents.types.CombatHistoryData). */
export interface CombatHistoryData {
  round: number;
  turn: number | null;
  combatantId: string | null;
  tokenId: string | null;
}

/** The context of a turn event (foundry.documents.types.CombatTurnEventContext). */
export interface CombatTurnEventContext {
  round: number;
  turn: number;
  skipped: boolean;
}

/** The context of a round event (foundry.documents.types.CombatRoundEventContext). */
export interface CombatRoundEventContext {
  round: number;
  skipped: boolean;
}

/** The core combat tracker settings (`core.combatTrackerConfig`) the Combat document reads. */
export const trackerConfig = { skipDefeated: false };

/** The turn events each combat last started, so a test can await what the active GM's client runs. */
const pendingEvents = new WeakMap<Combat, Promise<void>>();

/** Resolves once the turn events the last change of `combat` started have run. */
export function turnEventsSettled(combat: Combat): Promise<void> {
  return pendingEvents.get(combat) ?? Promise.resolve();
}

/** Runs `fn` as `user`'s client (the stand-in is every client at once); other work keeps its own user. */
function asClient(user: User, fn: () => Promise<void>): Promise<void> {
  return world.users.runOn(user, fn);
}

/**
 * foundry.documents.Combat as its v13 API pages document it: `turns` sorted by `_sortCombatants`, turn and round
 * navigation that calls the `combatStart`/`combatTurn`/`combatRound` hooks before the update, `combatTurnChange`
 * after it, and the turn events `_onEndTurn`, `_onEndRound`, `_onStartRound`, `_onStartTurn` run in that order by
 * the active GM's client only (`_manageTurnEvents`, driven from `_onUpdate`). Its fields and permissions are
 * BaseCombat's (document-types.ts).
 */
export class Combat extends BaseCombat {
  declare combatants: Collection<Combatant>;
  declare groups: Collection<CombatantGroup>;
  declare active: boolean;

  /** The combatants in turn order (setupTurns). */
  turns: Combatant[] = [];

  /** The state the combat is in now (Combat#current). */
  current: CombatHistoryData = { round: 0, turn: null, combatantId: null, tokenId: null };

  /** The state before the last turn change (Combat#previous). */
  previous: CombatHistoryData | undefined = undefined;

  /* -------------------------------------------- */
  /*  State                                       */
  /* -------------------------------------------- */

  /** The combatant whose turn it is (BaseCombat#combatant, typed as this stand-in's Combatant). */
  override get combatant(): Combatant | undefined {
    return super.combatant as Combatant | undefined;
  }

  /** Whether the combat has begun: it has turns and a round above 0. */
  get started(): boolean {
    return this.turns.length > 0 && this.round > 0;
  }

  /** The tracker settings (skipDefeated). */
  get settings(): typeof trackerConfig {
    return trackerConfig;
  }

  /** Sets the turns up on first preparation (Combat#prepareDerivedData). */
  override prepareDerivedData(): void {
    super.prepareDerivedData();
    if (this.combatants.size && !this.turns.length) this.setupTurns();
  }

  /** Sorts the combatants into `turns` and records the current state. */
  setupTurns(): Combatant[] {
    const turns = this.combatants.contents.sort(this._sortCombatants);
    if (this.turn !== null) this.turn = Math.min(Math.max(this.turn, 0), Math.max(turns.length - 1, 0));
    this.turns = turns;
    this.current = this._getCurrentState(turns[this.turn ?? -1]);
    this.previous ??= this.current;
    return turns;
  }

  /** Higher initiative first (none last), then name, then id; uses no `this`, as systems call it unbound. */
  _sortCombatants(a: Combatant, b: Combatant): number {
    const ia = typeof a.initiative === "number" ? a.initiative : Number.NEGATIVE_INFINITY;
    const ib = typeof b.initiative === "number" ? b.initiative : Number.NEGATIVE_INFINITY;
    return (ib - ia) || (a.name > b.name ? 1 : a.name < b.name ? -1 : 0) || (a.id > b.id ? 1 : -1);
  }

  /** The state for `combatant` at the current round and turn. */
  _getCurrentState(combatant: Combatant | undefined = this.combatant): CombatHistoryData {
    return { round: this.round, turn: this.turn ?? null, combatantId: combatant?.id ?? null,
      tokenId: combatant?.tokenId ?? null };
  }

  /* -------------------------------------------- */
  /*  Navigation                                  */
  /* -------------------------------------------- */

  /** Starts the combat at round 1, turn 0 (hook `combatStart` first). */
  async startCombat(): Promise<this> {
    const updateData = { round: 1, turn: 0 };
    Hooks.callAll("combatStart", this, updateData);
    await this.update(updateData);
    return this;
  }

  /** Advances to the next turn (skipping the defeated when set), or to the next round after the last. */
  async nextTurn(): Promise<this> {
    const turn = this.turn ?? -1;
    let next: number | null = turn + 1;
    if (this.settings.skipDefeated) {
      next = this.turns.findIndex((combatant, index) => index > turn && !combatant.isDefeated);
      if (next < 0) next = null;
    }
    if (this.round === 0 || next === null || next >= this.turns.length) return this.nextRound();
    const updateData = { round: this.round, turn: next };
    const updateOptions = { direction: 1, advanceTime: 0 };
    Hooks.callAll("combatTurn", this, updateData, updateOptions);
    await this.update(updateData, updateOptions);
    return this;
  }

  /** Goes back one turn, or to the previous round from the first turn. */
  async previousTurn(): Promise<this> {
    if (this.turn === 0 && this.round === 0) return this;
    if (this.turn !== null && this.turn <= 0) return this.previousRound();
    const updateData = { round: this.round, turn: (this.turn ?? this.turns.length) - 1 };
    const updateOptions = { direction: -1, advanceTime: 0 };
    Hooks.callAll("combatTurn", this, updateData, updateOptions);
    await this.update(updateData, updateOptions);
    return this;
  }

  /** Starts the next round at its first turn (the first undefeated one when skipping the defeated). */
  async nextRound(): Promise<this> {
    let turn: number | null = this.turn === null ? null : 0;
    if (this.settings.skipDefeated && turn !== null) turn = Math.max(this.turns.findIndex((c) => !c.isDefeated), 0);
    const updateData = { round: this.round + 1, turn };
    const updateOptions = { direction: 1, advanceTime: 0 };
    Hooks.callAll("combatRound", this, updateData, updateOptions);
    await this.update(updateData, updateOptions);
    return this;
  }

  /** Goes back to the last turn of the previous round. */
  async previousRound(): Promise<this> {
    const round = Math.max(this.round - 1, 0);
    let turn: number | null = this.round === 0 ? 0 : Math.max(this.turns.length - 1, 0);
    if (this.turn === null || round === 0) turn = null;
    const updateData = { round, turn };
    const updateOptions = { direction: -1, advanceTime: 0 };
    Hooks.callAll("combatRound", this, updateData, updateOptions);
    await this.update(updateData, updateOptions);
    return this;
  }

  /** Ends the combat by deleting it (Foundry asks the GM to confirm first). */
  async endCombat(): Promise<this> {
    return this.delete();
  }

  /** Clears every combatant's and group's initiative; `updateTurn` (default true) returns to the first turn. */
  async resetAll({ updateTurn = true }: { updateTurn?: boolean } = {}): Promise<this> {
    const clear = (doc: Document) => ({ _id: doc.id, initiative: null });
    await this.updateEmbeddedDocuments("Combatant", this.combatants.map(clear), { turnEvents: false });
    if (this.groups.size) await this.updateEmbeddedDocuments("CombatantGroup", this.groups.map(clear));
    if (updateTurn && this.turn !== null) await this.update({ turn: 0 }, { turnEvents: false });
    return this;
  }

  /* -------------------------------------------- */
  /*  Lifecycle and turn events                   */
  /* -------------------------------------------- */

  /** Records the turn change, calls `combatTurnChange` and lets the active GM run the turn events. */
  override _onUpdate(changed: Source, options: OperationOptions, userId: string): void {
    super._onUpdate(changed, options, userId);
    const prior = structuredClone(this.current);
    this.previous ??= prior;
    this.current = this._getCurrentState();
    if (!("turn" in changed || "round" in changed)) return;
    this.previous = prior;
    Hooks.callAll("combatTurnChange", this, this.previous, this.current);
    if (options.turnEvents !== false) this._manageTurnEvents();
  }

  /** Re-sorts the turns once per batch of created combatants or groups (Combat#_onCreateDescendantDocuments). */
  _onCreateDescendantDocuments(_parent: Document, _collection: string, _documents: Document[], _data: Source[],
    _options: OperationOptions, _userId: string): void {
    this.setupTurns();
  }

  /** Re-sorts the turns once per batch of changed combatants or groups (Combat#_onUpdateDescendantDocuments). */
  _onUpdateDescendantDocuments(_parent: Document, _collection: string, _documents: Document[], _changes: Source[],
    _options: OperationOptions, _userId: string): void {
    this.setupTurns();
  }

  /** Re-sorts the turns once per batch of deleted combatants or groups (Combat#_onDeleteDescendantDocuments). */
  _onDeleteDescendantDocuments(_parent: Document, _collection: string, _documents: Document[], _ids: string[],
    _options: OperationOptions, _userId: string): void {
    this.setupTurns();
  }

  /**
   * On the active GM's client only, once per change: ends the prior combatant's turn, ends the prior round and
   * starts the new one when the round advanced, then starts the new combatant's turn. Going backwards runs none.
   */
  _manageTurnEvents(): Promise<void> {
    const gm = world.users.activeGM;
    const previous = this.previous;
    if (!gm || !previous || !this.started) return Promise.resolve();
    const current = this.current;
    const advanceRound = current.round > previous.round;
    const advanceTurn = advanceRound || (current.turn ?? -1) > (previous.turn ?? -1);
    if (!advanceTurn && current.combatantId === previous.combatantId) return Promise.resolve();
    if (!advanceTurn) return Promise.resolve();
    const prior = previous.combatantId ? this.combatants.get(previous.combatantId) : undefined;
    const run = asClient(gm, async () => {
      const priorContext = { round: previous.round, turn: previous.turn ?? 0, skipped: false };
      if (prior) await this._onEndTurn(prior, priorContext);
      if (advanceRound && previous.round > 0) await this._onEndRound({ round: previous.round, skipped: false });
      if (advanceRound) await this._onStartRound({ round: current.round, skipped: false });
      const combatant = this.combatant;
      const context = { round: current.round, turn: current.turn ?? 0, skipped: false };
      if (combatant) await this._onStartTurn(combatant, context);
    });
    pendingEvents.set(this, run);
    return run;
  }

  /** A combatant's turn starts (active GM only). */
  async _onStartTurn(_combatant: Combatant, _context: CombatTurnEventContext): Promise<void> {}

  /** A combatant's turn ends (active GM only). */
  async _onEndTurn(_combatant: Combatant, _context: CombatTurnEventContext): Promise<void> {}

  /** A round starts (active GM only). */
  async _onStartRound(_context: CombatRoundEventContext): Promise<void> {}

  /** A round ends (active GM only). */
  async _onEndRound(_context: CombatRoundEventContext): Promise<void> {}
}

/** game.combat: the active combat, else the first one. */
export function activeCombat(): Combat | undefined {
  const all = (world.collections.Combat ?? new Collection()) as Collection<Combat>;
  return all.find((combat) => combat.active) ?? all.contents[0];
}
