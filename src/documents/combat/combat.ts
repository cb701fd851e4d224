import type { InitiativeMode, SideKey } from "../../rules/index.js";
import type { CombatModel } from "../../data/combat/base.js";
import type { FrayCombatant } from "./combatant.js";
import type { FrayCombatantGroup } from "./combatant-group.js";
import { endCombatEffects } from "./effect-expiry.js";
import { createEnemyGroup } from "./enemy-groups.js";
import { rollTurnOrder } from "./initiative.js";
import { isLegalTurnMove, undoTurnMove, writtenByGM, type TurnPlace } from "./direct-writes.js";
import { mayChangeRound, passRound, passToActing, passTurn, startFight, stepBack, stepBackRound, type PhaseFrom }
  from "./navigation.js";
import { isActiveGM, warn } from "./notify.js";
import { roundStarts, turnEnds, turnGoesBy, turnStarts } from "./turn-events.js";
import { landExtremeAttacks } from "../cards/extreme.js";
import { takesTurnNow } from "./turn-pass.js";
import { compareTurns, keepsOrder, orderTurns } from "./turn-order.js";
import type { CombatLike, CombatantLike } from "./types.js";

/**
 * A Fray combat: it runs by the rulebook recorded in `system` when it was made. The turn order, who acts in a
 * pass (surprise rounds, zone phases, delays), what follows the last turn and what the turn events write all
 * come from src/rules; only the GM changes rounds and phases, a player ends only their own turn.
 */
export class FrayCombat extends foundry.documents.Combat {
  /** The combat's system data. */
  declare system: CombatModel;

  /** The turn events this client ran by hand (the zones phase change), for those who wait on them. */
  #events: Promise<void> = Promise.resolve();

  /** Set while Foundry sets the turns up after a Combatant batch that wrote nothing the order reads. */
  #keepTurns = false;

  /** This combat as the code below it takes it (fvtt-types types its collections with core's Combatant). */
  get #like(): CombatLike {
    return this as unknown as CombatLike;
  }

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

  /**
   * Orders the turns by the rules (sides together, zones surprised last, A1, groups in a row, T4); after a batch of
   * turn states only, the turns stay as they are (the same array, so what was computed from it stands).
   */
  override setupTurns(): Combatant.Implementation[] {
    if (!this.#keepTurns || this.turns.length !== this.combatants.size) {
      const turns = orderTurns(this.#like);
      super.setupTurns();
      this.turns = turns as unknown as Combatant.Implementation[];
    }
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
    return compareTurns(a.parent as unknown as CombatLike, a as unknown as CombatantLike,
      b as unknown as CombatantLike);
  }

  /** Foundry sets the turns up again after each Combatant batch: one of turn states only keeps them (`keepsOrder`). */
  protected override _onUpdateDescendantDocuments(
    ...args: Parameters<foundry.documents.Combat["_onUpdateDescendantDocuments"]>): void {
    this.#keepTurns = args[1] === "combatants" && keepsOrder(args[3] as object[]);
    try {
      super._onUpdateDescendantDocuments(...args);
    } finally {
      this.#keepTurns = false;
    }
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
    if (game.user?.isGM) await rollTurnOrder(this.#like, list);
    else for (const id of list) await this.#member(id)?.rollOwn();
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
  async #rollWhere(keep: (combatant: CombatantLike) => boolean): Promise<this> {
    if (!mayChangeRound()) return this;
    const ids = this.#like.combatants.contents.filter((c) => c.initiative === null && keep(c)).map((c) => c.id!);
    await rollTurnOrder(this.#like, ids);
    return this;
  }

  /* -------------------------------------------- */
  /*  Groups and sides                            */
  /* -------------------------------------------- */

  /** L3, T1, T3: makes an enemy group of the combatants `ids` (GM only, d20 models); returns the group's id. */
  createEnemyGroup(ids: string[], name?: string): Promise<string | null> {
    return createEnemyGroup(this.#like, ids, name);
  }

  /**
   * S2: the owner of a member of the active side who has not acted this round (through the active GM), or the GM,
   * takes that member's turn now. Returns whether it did.
   */
  async takeTurn(combatantId: string): Promise<boolean> {
    return (await this.#member(combatantId)?.takeTurn()) ?? false;
  }

  /** The combatant `id`, or a notice when it is gone. */
  #member(id: string): FrayCombatant | undefined {
    const combatant = this.combatants.get(String(id)) as unknown as FrayCombatant | undefined;
    if (!combatant) warn("FRAY.COMBAT.Notice.Gone");
    return combatant;
  }

  /* -------------------------------------------- */
  /*  Navigation                                  */
  /* -------------------------------------------- */

  /**
   * L4, L5, S3, Z6: starts the fight (GM): marks who opens surprised and flat-footed, picks round 1's phase and
   * gives the first turn to the first who acts in it.
   */
  override async startCombat(): Promise<this> {
    await startFight(this.#like);
    return this;
  }

  /**
   * Passes the turn to the next who acts; after the last, the action phase (zones) or the next round, which a
   * player's client asks the active GM to write.
   */
  override async nextTurn(): Promise<this> {
    await passTurn(this.#like);
    return this;
  }

  /** Starts the next round (GM only) at the first who acts in it; zones rounds open with the movement phase. */
  override async nextRound(): Promise<this> {
    await passRound(this.#like);
    return this;
  }

  /** Steps back to the previous who acted; from the first, to the movement phase (zones) or the previous round. */
  override async previousTurn(): Promise<this> {
    await stepBack(this.#like);
    return this;
  }

  /** Goes back to the last who acted in the previous round (GM only); before round 1, to the unstarted combat. */
  override async previousRound(): Promise<this> {
    await stepBackRound(this.#like);
    return this;
  }

  /** Ends the combat (GM only). */
  override async endCombat(): Promise<this> {
    if (!game.user?.isGM) {
      warn("FRAY.COMBAT.Notice.OnlyGMRound");
      return this;
    }
    return super.endCombat() as Promise<this>;
  }

  /**
   * Only a GM changes the round (draw-steel does the same). This client's check only: Foundry's server applies its
   * own rule, so a direct write is re-judged by the active GM in `_onUpdate`.
   */
  protected override _canChangeRound(user: User.Implementation): boolean {
    return user.isGM;
  }

  /* -------------------------------------------- */
  /*  Turn events (the active GM only)            */
  /* -------------------------------------------- */

  /**
   * L7, S2, L6, A1: a round starts: once-a-round actions return, no one has acted, lapsed delays end. A round
   * passed over (`skipped`) is a round gone by all the same.
   */
  protected override async _onStartRound(...args: Parameters<foundry.documents.Combat["_onStartRound"]>) {
    await super._onStartRound(...args);
    await roundStarts(this.#like);
  }

  /**
   * L5, L7, L9, Z9, L6: a turn starts: its actions return, flat-footed ends, a delay ends (a due delayer acts on
   * its own count), timed effects that ran out end. A turn passed over (`skipped`), or handed to one the rules
   * don't let act now, is no turn taken: only its time passes. Either way the combatant's attacks at Extreme
   * range land (L10: a round later).
   */
  protected override async _onStartTurn(...args: Parameters<foundry.documents.Combat["_onStartTurn"]>) {
    await super._onStartTurn(...args);
    const [combatant, { round, turn, skipped }] = args;
    if (skipped) await turnGoesBy(this.#like, round, turn, false);
    else if (!takesTurnNow(this.#like, turn)) {
      await turnGoesBy(this.#like, round, turn, true);
    } else await turnStarts(this.#like, combatant as unknown as CombatantLike, round, turn);
    await landExtremeAttacks(combatant.actor);
  }

  /** L7, S2: a turn ends: the turn-end refresh, and the combatant has acted; a turn passed over writes nothing. */
  protected override async _onEndTurn(...args: Parameters<foundry.documents.Combat["_onEndTurn"]>) {
    await super._onEndTurn(...args);
    if (!args[1].skipped) await turnEnds(this.#like, args[0] as unknown as CombatantLike);
  }

  /**
   * A player's direct write of the turn or round (Foundry's server allows the current combatant's owner any) is
   * judged on the active GM's client: its turn events wait for the verdict, and a move the rules don't allow is
   * undone (direct-writes.ts). Z6: moving from the movement to the action phase runs its turn events by hand
   * (Foundry sees no turn change when the first of the action phase is the last of the movement phase, and a step
   * back otherwise); any client may send the option, so only a GM's is honoured.
   */
  protected override _onUpdate(...args: Parameters<foundry.documents.Combat["_onUpdate"]>): void {
    const [changed, options, userId] = args;
    const before: TurnPlace = { round: this.round, turn: this.turn };
    const judged = ("turn" in changed || "round" in changed) && isActiveGM() && !writtenByGM(userId);
    super._onUpdate(changed, judged ? { ...options, turnEvents: false } : options, userId);
    if (judged) this.#judge(this.previous ?? before, userId, options);
    const from = (options as { phaseFrom?: PhaseFrom }).phaseFrom;
    if (!from || !isActiveGM() || !writtenByGM(userId)) return;
    const prior = from.combatantId ? this.combatants.get(from.combatantId) : undefined;
    const current = this.#like.combatant;
    this.#events = this.#events.then(async () => {
      if (prior) await this._onEndTurn(prior, { round: this.round, turn: from.turn, skipped: false });
      if (current) await turnStarts(this.#like, current, this.round, this.turn ?? 0);
    });
  }

  /**
   * A player's turn move: its turn events if the rules allow it, else it is undone (the active GM's client). Fray's
   * own move for a player never asks to skip the turn events, so one that does is not the rules' move.
   */
  #judge(before: TurnPlace, userId: string, options: object): void {
    const events = (options as { turnEvents?: boolean }).turnEvents !== false;
    if (events && isLegalTurnMove(this.#like, before)) void this._manageTurnEvents();
    else this.#events = this.#events.then(() => undoTurnMove(this.#like, before, userId, options));
  }

  /**
   * Foundry hands the turn of a deleted acting combatant to the one now in its place (foundryvtt#12009); the active
   * GM moves it on when the rules don't let that one act now (`passToActing`).
   */
  protected override _onDeleteDescendantDocuments(
    ...args: Parameters<foundry.documents.Combat["_onDeleteDescendantDocuments"]>): void {
    super._onDeleteDescendantDocuments(...args);
    if (isActiveGM() && this.started) this.#events = this.#events.then(() => passToActing(this.#like));
  }

  /** L9: when the combat ends, the effects that last for it end too (the active GM's client does it). */
  protected override _onDelete(...args: Parameters<foundry.documents.Combat["_onDelete"]>): void {
    super._onDelete(...args);
    if (isActiveGM()) this.#events = this.#events.then(() => endCombatEffects(this.#like));
  }
}
