import { createEnemyGroup } from "./enemy-groups.js";
import { FrayCombatCallbacks } from "./combat-callbacks.js";
import type { FrayCombatant } from "./combatant.js";
import { rollTurnOrder } from "./initiative.js";
import { mayChangeRound, passRound, passTurn, startFight, stepBack, stepBackRound } from "./navigation.js";
import { warn } from "./notify.js";
import type { CombatLike, CombatantLike, SummonerChoice } from "./types.js";
import { slotsOf, summonerChoices } from "./summoning.js";

/**
 * A Fray combat: it runs by the rulebook recorded in `system` when it was made. The turn order, who acts in a
 * pass (surprise rounds, zone phases, delays), what follows the last turn and what the turn events write all
 * come from src/rules; only the GM changes rounds and phases, a player ends only their own turn.
 */
export class FrayCombat extends FrayCombatCallbacks {
  /* -------------------------------------------- */
  /*  Rolling                                     */
  /* -------------------------------------------- */

  /**
   * Rolls initiative for `ids` by the combat's model (real Rolls, one card, one batch per collection). The GM
   * rolls anyone; a player rolls their own combatants through the active GM, who checks ownership again.
   */
  override async rollInitiative(ids: string | string[]): Promise<this> {
    const list = (Array.isArray(ids) ? ids : [ids]).map(String);
    if (game.user?.isGM) await rollTurnOrder(this, list);
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
    const ids = this.combatants.contents.filter((c) => c.initiative === null && keep(c)).map((c) => c.id!);
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
    return (await this.#member(combatantId)?.takeTurn()) ?? false;
  }

  /**
   * A10: who may have summoned the combatant `unitId` (in turn order, not summoned themselves), each with its
   * summoning slots (= level) and those left; none when it is gone.
   */
  summoners(unitId: string): SummonerChoice[] {
    const unit = this.combatants.get(String(unitId));
    if (!unit) return [];
    return summonerChoices(this, unit).map((c) => ({ id: c.id!, name: c.name ?? "", ...slotsOf(this, c, unit.id) }));
  }

  /** The combatant `id`, or a notice when it is gone. */
  #member(id: string): FrayCombatant | undefined {
    const combatant = this.combatants.get(String(id));
    if (!combatant) warn("FRAY.COMBAT.Notice.Gone");
    return combatant;
  }

  /* -------------------------------------------- */
  /*  Navigation                                  */
  /* -------------------------------------------- */

  /**
   * L4, L5, S3, Z6, T5: starts the fight (GM): marks who opens surprised and flat-footed, picks round 1's phase (T5:
   * the planning phase) and gives the first turn to the first who acts in it.
   */
  override async startCombat(): Promise<this> {
    await startFight(this);
    return this;
  }

  /**
   * Passes the turn to the next who acts; after the last, the action phase (zones) or the next round, which a
   * player's client asks the active GM to write.
   */
  override nextTurn(): Promise<this> { return this.#moved(passTurn); }

  /**
   * Starts the next round (GM only) at the first who acts in it; zones rounds open with the movement phase; from the
   * planning phase (T5), round 1 begins.
   */
  override nextRound(): Promise<this> { return this.#moved(passRound); }

  /** Steps back to the previous who acted; from the first, to the movement or planning phase or the previous round. */
  override previousTurn(): Promise<this> { return this.#moved(stepBack); }

  /** Goes back to the last who acted in the previous round (GM only); before round 1, to the unstarted combat. */
  override previousRound(): Promise<this> { return this.#moved(stepBackRound); }

  /** Makes the move `step` (navigation.ts) on this combat, then answers with the combat, as core's moves do. */
  async #moved(step: (combat: CombatLike) => Promise<void>): Promise<this> {
    await step(this);
    return this;
  }

  /**
   * Ends the combat (GM only) once the GM confirms, as core asks; under Agility its deletion then asks whether the
   * party won (A10, FrayCombatCallbacks#_onDelete).
   */
  override async endCombat(): Promise<this> {
    if (!game.user?.isGM) {
      warn("FRAY.COMBAT.Notice.OnlyGMRound");
      return this;
    }
    await super.endCombat();
    return this;
  }
}
