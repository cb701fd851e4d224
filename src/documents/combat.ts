import { actingIds, afterLastTurn, atCombatStart, atRoundStart, atTurnEnd, atTurnStart, beforeFirstTurn,
  openingPhase, opensWithSurprise, seatOrder, type InitiativeMode, type SideKey } from "../rules/index.js";
import type { CombatModel } from "../data/combat/base.js";
import type { FrayCombatant } from "./combatant.js";
import type { FrayCombatantGroup } from "./combatant-group.js";
import { endedDelay } from "./delay-actions.js";
import { createEnemyGroup } from "./enemy-groups.js";
import { rollTurnOrder } from "./initiative.js";
import { rollMissingFirst } from "./missing-initiative.js";
import { isActiveGM, warn } from "./notify.js";
import { seatOf } from "./seats.js";
import { entrantsOf, nextActing, previousActing, roundState } from "./turn-pass.js";
import { changeTurnStates, endCombatEffects, expireEffects } from "./turn-events.js";

/** The turn a zones movement phase ended on, sent with the change to the action phase. */
type PhaseFrom = { combatantId: string | null; turn: number };

/** The options Foundry passes with a turn or round change (and the turn a movement phase ended on). */
type MoveOptions = { direction: 1 | -1; phaseFrom?: PhaseFrom };

/**
 * A Fray combat: it runs by the rulebook recorded in `system` when it was made. The turn order, who acts in a
 * pass (surprise rounds, zone phases, delays), what follows the last turn and what the turn events write all
 * come from src/rules; only the GM changes rounds and phases, a player ends only their own turn.
 */
export class FrayCombat extends foundry.documents.Combat {
  /** The combat's system data. */
  declare system: CombatModel;

  /** Each combatant's place in the order the last setupTurns made, so sorting compares places, not rules. */
  #rank = new Map<string, number>();

  /** The turn events this client ran by hand (the zones phase change), for those who wait on them. */
  #events: Promise<void> = Promise.resolve();

  /** The turn-order model the combat runs by. */
  get mode(): InitiativeMode {
    return this.system.toggles.initiativeMode;
  }

  /** The CombatantGroup of `side`, if the side is present. */
  sideGroup(side: SideKey): CombatantGroup.Implementation | undefined {
    return this.groups.find((group) => (group as unknown as FrayCombatantGroup).side === side);
  }

  /** Resolves once the turn events this client started by hand have run. */
  eventsSettled(): Promise<void> {
    return this.#events;
  }

  /* -------------------------------------------- */
  /*  Turn order                                  */
  /* -------------------------------------------- */

  /** The combatants in the combat's stored order, with their place among all combatants. */
  #combatants(): FrayCombatant[] {
    return this.combatants.contents as unknown as FrayCombatant[];
  }

  /** Orders the turns by the rules (sides together, zones surprised last, A1, groups in a row, T4). */
  override setupTurns(): Combatant.Implementation[] {
    const all = this.#combatants();
    const { preset, toggles } = this.system;
    const seats = all.map((combatant, index) => seatOf(combatant, preset, index));
    const order = seatOrder(this.mode, seats, { tieBreak: toggles.tieBreak,
      maxPlayersInARow: toggles.twoPlayersCap ? 2 : null });
    this.#rank = new Map(order.map((id, index) => [id, index]));
    super.setupTurns();
    const byId = new Map(all.map((combatant) => [combatant.id, combatant]));
    this.turns = order.map((id) => byId.get(id)!) as unknown as Combatant.Implementation[];
    const current = this.turn === null ? undefined : this.turns[this.turn];
    this.current = { round: this.round, turn: this.turn, combatantId: current?.id ?? null,
      tokenId: current?.tokenId ?? null };
    return this.turns;
  }

  /**
   * Two combatants in the rules' order (uses no `this`: systems call it unbound): their places in the order the
   * last setupTurns made, else the rules' order of the two.
   */
  protected override _sortCombatants(a: Combatant.Implementation, b: Combatant.Implementation): number {
    if (a.id === b.id) return 0;
    const combat = a.parent as unknown as FrayCombat;
    const ranked = combat.#rank.get(a.id!);
    const other = combat.#rank.get(b.id!);
    if (ranked !== undefined && other !== undefined) return ranked - other;
    const all = combat.combatants.contents;
    const { preset, toggles } = combat.system;
    const seat = (c: Combatant.Implementation) => seatOf(c as unknown as FrayCombatant, preset, all.indexOf(c));
    const [first] = seatOrder(combat.mode, [seat(a), seat(b)], { tieBreak: toggles.tieBreak });
    return first === a.id ? -1 : 1;
  }

  /** Runs `change`, then moves the turn back onto the combatant whose turn it was if the order moved it. */
  async keepingTurn(change: () => Promise<unknown>): Promise<void> {
    const id = this.combatant?.id;
    await change();
    const index = this.turns.findIndex((combatant) => combatant.id === id);
    if (id && index >= 0 && index !== this.turn) await this.update({ turn: index }, { turnEvents: false });
  }

  /* -------------------------------------------- */
  /*  Rolling                                     */
  /* -------------------------------------------- */

  /**
   * Rolls initiative for `ids` by the combat's model (real Rolls, one card, one batch per collection). The GM
   * rolls anyone; a player rolls their own combatants through the active GM, who checks ownership again.
   */
  override async rollInitiative(ids: string | string[]): Promise<this> {
    const list = (Array.isArray(ids) ? ids : [ids]).map(String);
    if (game.user?.isGM) {
      await rollTurnOrder(this, list);
      return this;
    }
    for (const id of list) {
      const combatant = this.combatants.get(id) as unknown as FrayCombatant | undefined;
      if (combatant) await combatant.rollOwn();
      else warn("FRAY.COMBAT.Notice.Gone");
    }
    return this;
  }

  /** Rolls for every combatant without an initiative (GM only). */
  override async rollAll(): Promise<this> {
    return this.#rollWhere(() => true);
  }

  /** T4: rolls for every combatant without an initiative that is no player character (GM only). */
  override async rollNPC(): Promise<this> {
    return this.#rollWhere((combatant) => !combatant.isPlayerCharacter);
  }

  /** Rolls, as the GM, for the unrolled combatants `keep` picks. */
  async #rollWhere(keep: (combatant: FrayCombatant) => boolean): Promise<this> {
    if (!this.#mayChangeRound()) return this;
    const ids = this.#combatants().filter((c) => c.initiative === null && keep(c)).map((c) => c.id!);
    await rollTurnOrder(this, ids);
    return this;
  }

  /* -------------------------------------------- */
  /*  Groups and sides                            */
  /* -------------------------------------------- */

  /** L3, T1, T3: makes an enemy group of the combatants `ids` (GM only, d20 models); returns the group's id. */
  createEnemyGroup(ids: string[], name?: string): Promise<string | null> {
    return createEnemyGroup(this, ids, name);
  }

  /**
   * S2: the owner of a member of the active side who has not acted this round (through the active GM), or the GM,
   * takes that member's turn now. Returns whether it did.
   */
  async takeTurn(combatantId: string): Promise<boolean> {
    const combatant = this.combatants.get(String(combatantId)) as unknown as FrayCombatant | undefined;
    if (combatant) return combatant.takeTurn();
    warn("FRAY.COMBAT.Notice.Gone");
    return false;
  }

  /* -------------------------------------------- */
  /*  Navigation                                  */
  /* -------------------------------------------- */

  /** Whether the user may end the current turn (the GM, or the owner of the combatant whose turn it is). */
  #mayEndTurn(): boolean {
    if (game.user?.isGM || this.combatant?.isOwner) return true;
    warn("FRAY.COMBAT.Notice.NotYourTurn");
    return false;
  }

  /** Whether the user is a GM, who alone changes rounds and phases; else a notice. */
  #mayChangeRound(): boolean {
    if (game.user?.isGM) return true;
    warn("FRAY.COMBAT.Notice.OnlyGMRound");
    return false;
  }

  /** Writes a turn or round change after the hook Foundry calls before it (`combatTurn` or `combatRound`). */
  async #move(hook: "combatTurn" | "combatRound", updateData: Record<string, unknown>, options: MoveOptions) {
    Hooks.callAll(hook, this as never, updateData as never, options as never);
    await this.update(updateData, options);
    return this;
  }

  /**
   * L4, L5, S3, Z6: starts the fight (GM): marks who opens surprised and flat-footed, picks round 1's phase and
   * gives the first turn to the first who acts in it.
   */
  override async startCombat(): Promise<this> {
    if (!this.#mayChangeRound()) return this;
    if (!this.combatants.size) {
      warn("FRAY.COMBAT.Notice.NoCombatants");
      return this;
    }
    if (!(await rollMissingFirst(this))) return this;
    const entrants = entrantsOf(this);
    const phase = openingPhase(this.mode, entrants);
    const surpriseRound = opensWithSurprise(this.mode, entrants);
    const start = atCombatStart(this.system.preset);
    await changeTurnStates(this, this.#combatants(), () => start);
    const turn = nextActing(this, { round: 1, phase, surpriseRound }, -1) ?? 0;
    const updateData = { round: 1, turn, system: { phase, surpriseRound } };
    Hooks.callAll("combatStart", this as never, updateData as never);
    await this.update(updateData);
    return this;
  }

  /**
   * Passes the turn to the next who acts; after the last, the action phase (zones) or the next round, which a
   * player's client asks the active GM to write.
   */
  override async nextTurn(): Promise<this> {
    if (this.round === 0) return this.startCombat();
    if (!this.#mayEndTurn()) return this;
    const state = roundState(this);
    const next = nextActing(this, state, this.turn ?? -1);
    if (next !== null) return this.#move("combatTurn", { round: this.round, turn: next }, { direction: 1 });
    if (!game.user?.isGM) {
      await (this.combatant as unknown as FrayCombatant | undefined)?.endTurnThroughGM();
      return this;
    }
    const after = afterLastTurn(this.mode, state);
    if (after.round !== this.round) return this.nextRound();
    if (!this.#mayChangeRound()) return this;
    const turn = nextActing(this, after, -1) ?? 0;
    const phaseFrom = { combatantId: this.combatant?.id ?? null, turn: this.turn ?? 0 };
    return this.#move("combatTurn", { round: this.round, turn, system: { phase: after.phase } },
      { direction: 1, phaseFrom });
  }

  /** Starts the next round (GM only) at the first who acts in it; zones rounds open with the movement phase. */
  override async nextRound(): Promise<this> {
    if (this.round === 0) return this.startCombat();
    if (!this.#mayChangeRound()) return this;
    const state = afterLastTurn(this.mode, { ...roundState(this), phase: "action" });
    const turn = this.turn === null ? null : nextActing(this, state, -1) ?? 0;
    return this.#move("combatRound", { round: state.round, turn, system: { phase: state.phase } }, { direction: 1 });
  }

  /** Steps back to the previous who acted; from the first, to the movement phase (zones) or the previous round. */
  override async previousTurn(): Promise<this> {
    if (this.round === 0 || !this.#mayEndTurn()) return this;
    const state = roundState(this);
    const previous = previousActing(this, state, this.turn ?? this.turns.length);
    if (previous !== null) return this.#move("combatTurn", { round: this.round, turn: previous }, { direction: -1 });
    const hadMovement = actingIds(this.mode, { ...state, phase: "movement" }, entrantsOf(this)).length > 0
      && this.mode === "zones";
    const before = beforeFirstTurn(this.mode, state, hadMovement);
    if (!before || !this.#mayChangeRound()) return this;
    const turn = previousActing(this, before, this.turns.length) ?? 0;
    const hook = before.round === this.round ? "combatTurn" : "combatRound";
    return this.#move(hook, { round: before.round, turn, system: { phase: before.phase } }, { direction: -1 });
  }

  /** Goes back to the last who acted in the previous round (GM only); before round 1, to the unstarted combat. */
  override async previousRound(): Promise<this> {
    if (this.round === 0 || !this.#mayChangeRound()) return this;
    if (this.round === 1) return this.#move("combatRound", { round: 0, turn: null }, { direction: -1 });
    const state = { ...roundState(this), round: this.round - 1, phase: "action" as const };
    const turn = this.turn === null ? null : previousActing(this, state, this.turns.length) ?? 0;
    return this.#move("combatRound", { round: state.round, turn, system: { phase: "action" } }, { direction: -1 });
  }

  /** Ends the combat (GM only). */
  override async endCombat(): Promise<this> {
    if (!game.user?.isGM) {
      warn("FRAY.COMBAT.Notice.OnlyGMRound");
      return this;
    }
    return super.endCombat() as Promise<this>;
  }

  /** Only a GM changes the round (draw-steel does the same). */
  protected override _canChangeRound(user: User.Implementation): boolean {
    return user.isGM;
  }

  /* -------------------------------------------- */
  /*  Turn events (the active GM only)            */
  /* -------------------------------------------- */

  /** L7, S2, L6, A1: a round starts: once-a-round actions return, no one has acted, lapsed delays end. */
  protected override async _onStartRound(...args: Parameters<foundry.documents.Combat["_onStartRound"]>) {
    await super._onStartRound(...args);
    const round = Math.max(this.round, 1);
    await changeTurnStates(this, this.#combatants(), (state) => atRoundStart(this.system.preset, state),
      (combatant) => endedDelay(this, combatant, round, "roundStart"));
  }

  /**
   * L5, L7, L9, Z9, L6: a turn starts: its actions return, flat-footed ends, a delay ends (a due delayer acts on
   * its own count), timed effects that ran out end.
   */
  protected override async _onStartTurn(...args: Parameters<foundry.documents.Combat["_onStartTurn"]>) {
    await super._onStartTurn(...args);
    await this.#startTurn(args[0] as unknown as FrayCombatant, args[1].round, args[1].turn);
  }

  /** L7, S2: a turn ends: the turn-end refresh, and the combatant has acted. */
  protected override async _onEndTurn(...args: Parameters<foundry.documents.Combat["_onEndTurn"]>) {
    await super._onEndTurn(...args);
    const combatant = args[0] as unknown as FrayCombatant;
    if (!this.combatants.has(combatant.id!)) return;
    await changeTurnStates(this, [combatant], (state) => atTurnEnd(this.system.preset, state));
  }

  /** The writes of a turn's start at `round` and turn index `turn`. */
  async #startTurn(combatant: FrayCombatant, round: number, turn: number): Promise<void> {
    if (!this.combatants.has(combatant.id!)) return;
    await changeTurnStates(this, [combatant], (state) => atTurnStart(this.system.preset, state, round),
      () => endedDelay(this, combatant, round, "turnStart"));
    const count = combatant.initiative;
    await expireEffects(this, { round, place: turn, phase: this.system.phase,
      ...(typeof count === "number" ? { count } : {}) });
  }

  /**
   * Z6: moving from the movement to the action phase runs its turn events by hand (Foundry sees no turn change
   * when the first of the action phase is the last of the movement phase, and a step back otherwise).
   */
  protected override _onUpdate(...args: Parameters<foundry.documents.Combat["_onUpdate"]>): void {
    super._onUpdate(...args);
    const from = (args[1] as { phaseFrom?: PhaseFrom }).phaseFrom;
    if (!from || !isActiveGM()) return;
    const prior = from.combatantId ? this.combatants.get(from.combatantId) : undefined;
    const current = this.combatant as unknown as FrayCombatant | undefined;
    this.#events = this.#events.then(async () => {
      if (prior) await this._onEndTurn(prior, { round: this.round, turn: from.turn, skipped: false });
      if (current) await this.#startTurn(current, this.round, this.turn ?? 0);
    });
  }

  /** L9: when the combat ends, the effects that last for it end too (the active GM's client does it). */
  protected override _onDelete(...args: Parameters<foundry.documents.Combat["_onDelete"]>): void {
    super._onDelete(...args);
    if (isActiveGM()) this.#events = this.#events.then(() => endCombatEffects(this));
  }
}
