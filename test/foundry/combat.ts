import { Collection, world, type Document, type OperationOptions } from "./documents.js";
import { writersPass } from "./world.js";
import { Combat as BaseCombat } from "./document-types.js";
import { Hooks } from "./hooks.js";
import { timeOptions } from "./game-time.js";
import { turnEventPlan, type CombatHistoryData, type CombatRoundEventContext, type CombatTurnEventContext,
  type TurnEvent } from "./turn-events.js";
import type { Combatant, CombatantGroup } from "./combatant.js";

export { TokenDocument, placeToken } from "./combat-core.js";
export { Combatant, CombatantGroup } from "./combatant.js";
export type { CombatHistoryData, CombatRoundEventContext, CombatTurnEventContext } from "./turn-events.js";

type Source = Record<string, unknown>;

/** The core combat tracker settings (`core.combatTrackerConfig`) the Combat document reads. */
export const trackerConfig = { skipDefeated: false, resource: "" };

/** The turn events each combat last started, so a test can await what the active GM's client runs. */
const pendingEvents = new WeakMap<Combat, Promise<void>>();

/** Resolves once every turn event the changes of `combat` started has run. */
export function turnEventsSettled(combat: Combat): Promise<void> {
  return pendingEvents.get(combat) ?? Promise.resolve();
}

/**
 * foundry.documents.Combat as its v13 API pages and issue threads describe it: `turns` sorted by `_sortCombatants`;
 * turn and round navigation that calls `combatStart`/`combatTurn`/`combatRound` before the update (with the world
 * time the change takes, `getTimeDelta`) and `combatTurnChange` on every client after it; and the turn events
 * `_onStartTurn`, `_onEndTurn`, `_onStartRound`, `_onEndRound`, run by the active GM's client only
 * (`_manageTurnEvents`, driven from `_onUpdate` and the descendant callbacks unless `turnEvents: false`), for every
 * turn a change passes over (turn-events.ts). A change to the combatants keeps the turn on the acting combatant.
 * Its fields and permissions are BaseCombat's (document-types.ts).
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

  /** The state the last change started from, which the turn events run from. */
  #from: CombatHistoryData | undefined = undefined;

  /* -------------------------------------------- */
  /*  State                                       */
  /* -------------------------------------------- */

  /** The combatant whose turn it is (BaseCombat#combatant, typed as this stand-in's Combatant). */
  override get combatant(): Combatant | undefined {
    return super.combatant as Combatant | undefined;
  }

  /**
   * Whether the combat has begun: its round is above 0, with or without combatants (foundryvtt#9742: "Combat#started
   * should be true if the combat round is greater than zero even if the combat has no Combatants").
   */
  get started(): boolean {
    return this.round > 0;
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

  /**
   * Combat#getTimeDelta(fromRound, fromTurn, toRound, toTurn): the seconds between two places, CONFIG.time.turnTime
   * for every turn passed and roundTime for every round (foundryvtt#12018: time passes for skipped combatants too);
   * none out of round 0 (foundryvtt#12015); negative going back (foundryvtt#12016).
   */
  getTimeDelta(fromRound: number, fromTurn: number | null, toRound: number, toTurn: number | null): number {
    const { turnTime = 0, roundTime = 0 } = (CONFIG as unknown as { time?: { turnTime?: number; roundTime?: number } })
      .time ?? {};
    const from = fromRound < 1 ? { round: 1, turn: 0 } : { round: fromRound, turn: fromTurn ?? 0 };
    const to = toRound < 1 ? { round: 1, turn: 0 } : { round: toRound, turn: toTurn ?? 0 };
    const size = this.turns.length;
    const turns = (to.round * size + to.turn) - (from.round * size + from.turn);
    return (turns * turnTime) + ((to.round - from.round) * roundTime);
  }

  /* -------------------------------------------- */
  /*  Navigation                                  */
  /* -------------------------------------------- */

  /** Starts the combat at round 1, turn 0 (hook `combatStart` first); no time passes out of round 0. */
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
    const updateOptions = timeOptions(1, this.getTimeDelta(this.round, this.turn, this.round, next));
    Hooks.callAll("combatTurn", this, updateData, updateOptions);
    await this.update(updateData, updateOptions);
    return this;
  }

  /** Goes back one turn, or to the previous round from the first turn. */
  async previousTurn(): Promise<this> {
    if (this.turn === 0 && this.round === 0) return this;
    if (this.turn !== null && this.turn <= 0) return this.previousRound();
    const updateData = { round: this.round, turn: (this.turn ?? this.turns.length) - 1 };
    const updateOptions = timeOptions(-1, this.getTimeDelta(this.round, this.turn, this.round, updateData.turn));
    Hooks.callAll("combatTurn", this, updateData, updateOptions);
    await this.update(updateData, updateOptions);
    return this;
  }

  /** Starts the next round at its first turn (the first undefeated one when skipping the defeated). */
  async nextRound(): Promise<this> {
    let turn: number | null = this.turn === null ? null : 0;
    if (this.settings.skipDefeated && turn !== null) turn = Math.max(this.turns.findIndex((c) => !c.isDefeated), 0);
    const updateData = { round: this.round + 1, turn };
    const updateOptions = timeOptions(1, this.getTimeDelta(this.round, this.turn, updateData.round, turn));
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
    const updateOptions = timeOptions(-1, this.getTimeDelta(this.round, this.turn, round, turn));
    Hooks.callAll("combatRound", this, updateData, updateOptions);
    await this.update(updateData, updateOptions);
    return this;
  }

  /**
   * Asks whether to end the combat and empty the tracker (api/v13 Combat#endCombat: "Display a dialog querying the GM
   * whether they wish to end the combat encounter"), a DialogV2.confirm; the combat is deleted only on yes. Resolves
   * the combat, ended or not (`Promise<Combat>`).
   */
  async endCombat(): Promise<this> {
    const { game, foundry } = globalThis as unknown as { game: { i18n: { localize(key: string): string } };
      foundry: { applications: { api: { DialogV2: { confirm(config: object): Promise<boolean | null> } } } } };
    const end = await foundry.applications.api.DialogV2.confirm({
      window: { title: game.i18n.localize("COMBAT.EndTitle") },
      content: `<p>${game.i18n.localize("COMBAT.EndConfirmation")}</p>` });
    if (end === true) await this.delete();
    return this;
  }

  /**
   * Clears every combatant's and group's initiative. With `updateTurn` (the default) the turn stays on the acting
   * combatant, as every combatant change keeps it (foundryvtt#12312); without it the turn keeps its index.
   */
  async resetAll({ updateTurn = true }: { updateTurn?: boolean } = {}): Promise<this> {
    const clear = (doc: Document) => ({ _id: doc.id, initiative: null });
    await this.updateEmbeddedDocuments("Combatant", this.combatants.map(clear),
      updateTurn ? {} : { combatTurn: null });
    if (this.groups.size) await this.updateEmbeddedDocuments("CombatantGroup", this.groups.map(clear));
    return this;
  }

  /* -------------------------------------------- */
  /*  Lifecycle and turn events                   */
  /* -------------------------------------------- */

  /**
   * Records the turn change (on the first client's pass), calls `combatTurnChange` on every client and lets the turn
   * events run (on the active GM's client only) unless the update says `turnEvents: false`.
   */
  override _onUpdate(changed: Source, options: OperationOptions, userId: string): void {
    super._onUpdate(changed, options, userId);
    const moved = "turn" in changed || "round" in changed;
    if (writersPass()) {
      const prior = structuredClone(this.current);
      this.previous ??= prior;
      this.current = this._getCurrentState();
      if (moved) {
        this.previous = prior;
        this.#from = prior;
      }
    }
    if (!moved) return;
    Hooks.callAll("combatTurnChange", this, this.previous, this.current);
    if (options.turnEvents !== false) this._manageTurnEvents();
  }

  /** Combat#_onCreateDescendantDocuments: the turns are sorted again, the turn kept on whoever acts. */
  _onCreateDescendantDocuments(_parent: Document, _collection: string, _documents: Document[], _data: Source[],
    options: OperationOptions, _userId: string): void {
    this.#combatantsChanged(options);
  }

  /** Combat#_onUpdateDescendantDocuments: the turns are sorted again, the turn kept on whoever acts. */
  _onUpdateDescendantDocuments(_parent: Document, _collection: string, _documents: Document[], _changes: Source[],
    options: OperationOptions, _userId: string): void {
    this.#combatantsChanged(options);
  }

  /** Combat#_onDeleteDescendantDocuments: the turns are sorted again, the turn kept on whoever acts. */
  _onDeleteDescendantDocuments(_parent: Document, _collection: string, _documents: Document[], _ids: string[],
    options: OperationOptions, _userId: string): void {
    this.#combatantsChanged(options);
  }

  /**
   * After combatants or groups changed: on the first client's pass, the turns are sorted again and, in a started
   * combat, the turn moves to wherever the acting combatant now stands (the `combatTurn` Combatant operations carry:
   * foundryvtt#11531, #12990, even with `turnEvents: false`; #7623, #12709). If the acting combatant was deleted the
   * turn stays at its index, or goes to the first turn when it was the last (foundryvtt#12009). Then, on every
   * client, the turn events run unless `turnEvents: false`: none while the same combatant acts (foundryvtt#12747),
   * its turn's start for one who took the deleted one's place.
   */
  #combatantsChanged(options: OperationOptions): void {
    if (writersPass()) {
      const prior = structuredClone(this.current);
      const index = this.turn;
      this.setupTurns();
      if (this.started && index !== null && options.combatTurn !== null) {
        const kept = this.turns.findIndex((combatant) => combatant.id === prior.combatantId);
        const turn = kept >= 0 ? kept : index < this.turns.length ? index : 0;
        this._source.turn = turn;
        this.turn = turn;
      }
      this.current = this._getCurrentState();
      this.#from = prior;
    }
    if (options.turnEvents !== false) this._manageTurnEvents();
  }

  /**
   * Combat#_manageTurnEvents: on the active GM's client only, the turn events from the state the last change started
   * from to the state now (turnEventPlan): every turn and round the change passed over, in order. Going back runs
   * none; nor does a combat that has not started.
   */
  _manageTurnEvents(): Promise<void> {
    const from = this.#from;
    if (!from || !this.started || world.users.current !== world.users.activeGM) return Promise.resolve();
    const plan = turnEventPlan(from, this.current, this.turns, (id) => this.combatants.has(id));
    if (!plan.length) return Promise.resolve();
    const run = this.#run(plan);
    pendingEvents.set(this, Promise.all([pendingEvents.get(this), run]).then(() => undefined));
    return run;
  }

  /** Runs the planned turn events in order, on the active GM's client (a combatant deleted meanwhile is passed). */
  async #run(plan: TurnEvent[]): Promise<void> {
    for (const event of plan) {
      if (!("combatantId" in event)) {
        if (event.kind === "startRound") await this._onStartRound(event.context);
        else await this._onEndRound(event.context);
        continue;
      }
      const combatant = this.combatants.get(event.combatantId);
      if (!combatant) continue;
      if (event.kind === "startTurn") await this._onStartTurn(combatant, event.context);
      else await this._onEndTurn(combatant, event.context);
    }
  }

  /** A combatant's turn starts, or is passed over (`context.skipped`); active GM only. */
  async _onStartTurn(_combatant: Combatant, _context: CombatTurnEventContext): Promise<void> {}

  /** A combatant's turn ends, or is passed over (`context.skipped`); active GM only. */
  async _onEndTurn(_combatant: Combatant, _context: CombatTurnEventContext): Promise<void> {}

  /** A round starts, or is passed over (`context.skipped`); active GM only. */
  async _onStartRound(_context: CombatRoundEventContext): Promise<void> {}

  /** A round ends, or is passed over (`context.skipped`); active GM only. */
  async _onEndRound(_context: CombatRoundEventContext): Promise<void> {}
}

/** game.combat: the active combat, else the first one. */
export function activeCombat(): Combat | undefined {
  const all = (world.collections.Combat ?? new Collection()) as Collection<Combat>;
  return all.find((combat) => combat.active) ?? all.contents[0];
}
