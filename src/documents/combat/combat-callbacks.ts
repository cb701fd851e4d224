import { advanceWorldTime } from "../../compat.js";
import type { InitiativeMode, SideKey } from "../../rules/index.js";
import type { CombatModel } from "../../data/combat/base.js";
import { endCombatEffects } from "./effect-expiry.js";
import { askVictory } from "./victory.js";
import { isLegalTurnMove, undoTurnMove, writtenByGM, type TurnPlace } from "./direct-writes.js";
import { passToActing, type PhaseFrom } from "./navigation.js";
import { isActiveGM } from "./notify.js";
import { roundStarts, turnEnds, turnGoesBy, turnStarts } from "./turn-events.js";
import { landExtremeAttacks } from "../cards/extreme.js";
import { takesTurnNow } from "./turn-pass.js";
import { compareTurns, keepsOrder, orderTurns } from "./turn-order.js";

/**
 * What Foundry calls on a Fray combat, and what it answers by the rules: the turn order it sets up, the turn
 * events it runs, a player's direct turn write judged and what deleting a combatant or the combat leaves to do.
 * FrayCombat (combat.ts) builds the combat's own actions on it.
 */
export class FrayCombatCallbacks extends foundry.documents.Combat {
  /** The combat's system data. */
  declare system: CombatModel;

  /** The turn events this client ran by hand (the zones phase change), for those who wait on them. */
  #events: Promise<void> = Promise.resolve();

  /** Set while Foundry sets the turns up after a Combatant batch that wrote nothing the order reads. */
  #keepTurns = false;

  /** The turn-order model the combat runs by. */
  get mode(): InitiativeMode {
    return this.system.toggles.initiativeMode;
  }

  /** The CombatantGroup of `side`, if the side is present. */
  sideGroup(side: SideKey): CombatantGroup.Implementation | undefined {
    return this.groups.find((group) => group.side === side);
  }

  /** Resolves once the turn events this client started by hand have run. */
  eventsSettled(): Promise<void> {
    return this.#events;
  }

  /* -------------------------------------------- */
  /*  Data preparation                            */
  /* -------------------------------------------- */

  /**
   * L5, L7, S2: the combatants' turn state is read from this combat's record of its turns, which the update moving a
   * turn carries: after the combat's own preparation each combatant reads it again (Foundry prepares the embedded
   * documents with their parent too; preparing again from the source changes nothing).
   */
  override prepareDerivedData(): void {
    super.prepareDerivedData();
    for (const combatant of this.combatants) combatant.system.prepareTurnState();
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
      const turns = orderTurns(this);
      super.setupTurns();
      this.turns = turns;
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
    // A combatant Foundry sorts is embedded in its combat.
    return compareTurns(a.parent!, a, b);
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
    await roundStarts(this);
  }

  /**
   * L5, L7, L9, Z9, L6: a turn starts: its actions return, flat-footed ends, a delay ends (a due delayer acts on
   * its own count), timed effects that ran out end. A turn passed over (`skipped`), or handed to one the rules
   * don't let act now, is no turn taken: only its time passes. Either way the combatant's attacks at Extreme range
   * land (L10: a round later).
   */
  protected override async _onStartTurn(...args: Parameters<foundry.documents.Combat["_onStartTurn"]>) {
    await super._onStartTurn(...args);
    const [combatant, { round, turn, skipped }] = args;
    if (skipped) await turnGoesBy(this, round, turn, false);
    else if (!takesTurnNow(this, turn)) {
      await turnGoesBy(this, round, turn, true);
    } else await turnStarts(this, combatant, round, turn);
    await landExtremeAttacks(combatant.actor);
  }

  /** L7, S2: a turn ends: the turn-end refresh, and the combatant has acted; a turn passed over writes nothing. */
  protected override async _onEndTurn(...args: Parameters<foundry.documents.Combat["_onEndTurn"]>) {
    await super._onEndTurn(...args);
    if (!args[1].skipped) await turnEnds(this, args[0], args[1]);
  }

  /**
   * A player's direct write of the turn or round (Foundry's server allows the current combatant's owner any) is
   * judged on the active GM's client: its turn events wait for the verdict, and a move the rules don't allow is
   * undone (direct-writes.ts). Z6, T5: moving from the movement or planning phase to the action phase runs its turn
   * events by hand (Foundry sees no turn change when the first of the action phase is the last of the phase before,
   * and a step back otherwise), and after planning round 1 starts; any client may send the option, so only a GM's
   * is honoured.
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
    const current = this.combatant;
    this.#events = this.#events.then(async () => {
      if (prior) await this._onEndTurn(prior, { round: this.round, turn: from.turn, skipped: false });
      if (from.phase === "planning") await roundStarts(this);
      if (current) await turnStarts(this, current, this.round, this.turn ?? 0);
    });
  }

  /**
   * A player's turn move: its turn events and, in v13, its world time if the rules allow it (compat.ts
   * advanceWorldTime), else it is undone (the active GM's client). Fray's own move for a player never asks to skip
   * the turn events, so one that does is not the rules' move.
   */
  #judge(before: TurnPlace, userId: string, options: object): void {
    const events = (options as { turnEvents?: boolean }).turnEvents !== false;
    if (events && isLegalTurnMove(this, before)) {
      void this._manageTurnEvents();
      const delta = this.getTimeDelta(before.round ?? 0, before.turn, this.round, this.turn);
      this.#events = this.#events.then(() => advanceWorldTime(delta, options));
    } else this.#events = this.#events.then(() => undoTurnMove(this, before, userId, options));
  }

  /**
   * Foundry hands the turn of a deleted acting combatant to the one now in its place (foundryvtt#12009); the active
   * GM moves it on when the rules don't let that one act now (`passToActing`).
   */
  protected override _onDeleteDescendantDocuments(
    ...args: Parameters<foundry.documents.Combat["_onDeleteDescendantDocuments"]>): void {
    super._onDeleteDescendantDocuments(...args);
    if (isActiveGM() && this.started) this.#events = this.#events.then(() => passToActing(this));
  }

  /**
   * When the combat ends: L9 the effects that last for it end too (the active GM's client does it); A10 under
   * Agility, the GM who ended a fight under way is asked whether the party won. Read from the deletion itself, not
   * from core's End Combat, so it holds however core's confirmation resolves, and for a fight deleted from its menu.
   */
  protected override _onDelete(...args: Parameters<foundry.documents.Combat["_onDelete"]>): void {
    super._onDelete(...args);
    if (isActiveGM()) this.#events = this.#events.then(() => endCombatEffects(this));
    const [, userId] = args;
    if (userId !== game.user?.id || !game.user.isGM || this.system.preset !== "agility" || !this.started) return;
    this.#events = this.#events.then(() => askVictory(this))
      .catch((error: unknown) => console.error("Fray | after the battle", error));
  }
}
