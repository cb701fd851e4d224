import { roundJoinedSource } from "../../compat.js";
import { dispositionOf, isSideKey, mayJoinGroup, sideOf, type SideKey } from "../../rules/index.js";
import type { CombatantModel } from "../../data/combatant/base.js";
import { isActiveGM, warn, warnRefusal } from "./notify.js";
import { requestAction, type ActionRequest } from "./combat-queries.js";
import { combatantState, undoCombatantWrite, writtenByGM, type CombatantState } from "./direct-writes.js";
import { playerMayWrite, undoEngagementWrite } from "./engagement-writes.js";
import { spotOf, type ZoneSpot } from "../zones/combatant-zone.js";
import type { FrayCombatantGroup } from "./combatant-group.js";
import { dropIfEmpty, groupsKin, joinKinGroup } from "./enemy-groups.js";
import { joinSide } from "./sides.js";
import { markSummoned } from "./summoning.js";
import { keepingTurn } from "./turn-order.js";
import type { CombatLike, CombatantLike } from "./types.js";

/**
 * A combatant in a Fray combat: the side it fights on, whether it is a player character (T4), and the
 * actions its owner or the GM take on it (spend an action, delay, re-enter); every decision is the rules'.
 */
export class FrayCombatant extends foundry.documents.Combatant implements CombatantLike {
  /** The combatant's system data. */
  declare system: CombatantModel;

  /** Its initiative and system data as a GM last wrote them, which a player's direct write is put back to. */
  #accepted: CombatantState = combatantState(this._source);

  /** Its zone spot as last accepted: a player's write that changes its engagement is put back to it (Z11). */
  #spot: ZoneSpot = spotOf(this);

  /** The group it was last seen in: an enemy group it leaves empty is deleted (L3). */
  #group: string | null = this._source.group ?? null;

  /** Its zone spot as last accepted (a GM's write, or a player's that kept its engagement). */
  get acceptedSpot(): ZoneSpot {
    return { ...this.#spot };
  }

  /** The combat it is in (FrayCombat), as the combat code below the documents takes it. */
  get fray(): CombatLike {
    // An embedded document: a combatant is always in a combat.
    return this.parent!;
  }

  /**
   * The side it fights on: the one the GM chose, else its side group's, else from its token's disposition, else
   * a character joins the party and anyone else the enemies.
   */
  get side(): SideKey {
    const groupSide = (this.groupDocument?.side ?? undefined) as SideKey | undefined;
    const disposition = this.token?.disposition;
    return this.system.side ?? groupSide
      ?? sideOf(dispositionOf(typeof disposition === "number" ? disposition : null), this.isPlayerCharacter);
  }

  /** T4: a player character is a combatant whose actor is a `character`. */
  get isPlayerCharacter(): boolean {
    return (this.actor?.type as string | undefined) === "character";
  }

  /** The CombatantGroup it belongs to (Foundry puts the group in place of its id while preparing), or null. */
  get groupDocument(): FrayCombatantGroup | null {
    const group = this.group as unknown;
    return group && typeof group === "object" ? group as FrayCombatantGroup : null;
  }

  /** Whether it is delaying (L6, A1): it has left the order and not yet re-entered. */
  get isDelaying(): boolean {
    return this.system.delay.round !== null;
  }

  /** S1: moves it to another side (GM only); under sides it joins that side's group, made if missing. */
  async moveToSide(side: SideKey): Promise<boolean> {
    if (!this.#gmOnly() || !isSideKey(side)) return false;
    if (this.fray.mode === "sides") await joinSide(this.fray, this, side);
    else await this.update({ system: { side } });
    return true;
  }

  /**
   * L3, T1, T3: moves it into the enemy group `groupId`, or out of any group with null (GM only, d20 models): taken
   * out, it stays out of its kin's groups (`system.keptOut`) until the GM puts it in one; a group the rules count as
   * full (T3) refuses with their reason.
   */
  async moveToGroup(groupId: string | null): Promise<boolean> {
    if (!this.#gmOnly() || this.fray.mode !== "d20") return false;
    const group = groupId === null ? null : this.fray.groups.get(String(groupId));
    if (groupId !== null && (!group || (group.type as string) !== "enemy-group")) {
      warn("FRAY.COMBAT.Notice.Gone");
      return false;
    }
    if (group) {
      const others = this.fray.combatants.filter((c) => c.id !== this.id && c._source.group === group.id).length;
      const allowed = mayJoinGroup(this.fray.system.preset, others);
      if (!allowed.ok) {
        warnRefusal(allowed);
        return false;
      }
    }
    await keepingTurn(this.fray, () => this.update({ group: group?.id ?? null, system: { keptOut: !group } }));
    return true;
  }

  /** A10: marks it summoned by the combatant `summoner` (holding one of its slots), or unmarks it (GM only). */
  async setSummoned(value: boolean, summoner: string | null = null): Promise<boolean> {
    return this.#gmOnly() && markSummoned(this.fray, this, value === true, summoner);
  }

  /** L4, S3, Z3, A1: marks it surprised or as the one who started the fight (GM only, before the fight starts). */
  async setMark(mark: "surprised" | "initiator", value: boolean): Promise<boolean> {
    if (!this.#gmOnly()) return false;
    if (this.fray.started) {
      warn("FRAY.COMBAT.Notice.MarkBeforeStart");
      return false;
    }
    await this.update({ system: { [mark]: value === true } });
    return true;
  }

  /**
   * Whether the user is a GM, who alone changes sides, groups and marks; else a notice. This client's check only: the
   * server refuses a player's `group`, and the active GM puts back a player's direct write to `system` (`_onUpdate`).
   */
  #gmOnly(): boolean {
    if (game.user?.isGM) return true;
    warn("FRAY.COMBAT.Notice.OnlyGMSides");
    return false;
  }

  /** Spends one action of `kind` (its owner or the GM; S10 `charge`: for a charge); a refusal is a notice. */
  async spendAction(kind: string, { charge = false } = {}): Promise<boolean> {
    return this.#act({ action: "spend", kind, ...(charge ? { charge: true } : {}) });
  }

  /** Leaves the order to act later (L6, A1; its owner or the GM; sides and zones have no delay). */
  async delayTurn(): Promise<boolean> {
    return this.#act({ action: "delay" });
  }

  /** Re-enters the order from a delay right after the combatant whose turn it is (L6; its owner or the GM). */
  async reenter(): Promise<boolean> {
    return this.#act({ action: "reenter" });
  }

  /** Rolls this combatant's initiative (its owner through the active GM, or the GM). */
  async rollOwn(): Promise<boolean> {
    return this.#act({ action: "roll" });
  }

  /** S2: takes the active side's turn with this member now (its owner through the active GM, or the GM). */
  async takeTurn(): Promise<boolean> {
    return this.#act({ action: "takeTurn" });
  }

  /**
   * Z4: right after the order is made, moves down to `place` (0-based) in the zones order when it is its turn to
   * decide (from the second-to-last upwards) or it decided last (its owner or the GM).
   */
  async moveDown(place: number): Promise<boolean> {
    return this.#act({ action: "moveDown", place });
  }

  /** Z4: right after the order is made, keeps its place when it is its turn to decide (its owner or the GM). */
  async keepPlace(): Promise<boolean> {
    return this.#act({ action: "keepPlace" });
  }

  /** Z5: from round 2, gives up this round's action-phase turn to take `place` (0-based) (its owner or the GM). */
  async reposition(place: number): Promise<boolean> {
    return this.#act({ action: "reposition", place });
  }

  /** L11: notes a 5 ft step on its turn now, spending no move action (its owner through the active GM, or the GM). */
  async noteStep(): Promise<boolean> {
    return this.#act({ action: "step" });
  }

  /** Runs `request` as the GM, or asks the active GM to (`requestAction`); a refusal is a localized notice. */
  #act(request: ActionRequest): Promise<boolean> {
    return requestAction(this.fray, this, request);
  }

  /** Notes the round it joins in where Foundry doesn't (v13; v14's core sets `roundJoined`): see compat.ts. */
  protected override async _preCreate(...args: Parameters<foundry.documents.Combatant["_preCreate"]>):
  Promise<boolean | void> {
    if (await super._preCreate(...args) === false) return false;
    this.updateSource(roundJoinedSource(this.parent?.round ?? 0));
  }

  /**
   * Joins its side's group when the combat runs by sides, or (L3, T1, T3) its kin's enemy group when enemy groups
   * are on; the active GM's client does it.
   */
  protected override _onCreate(...args: Parameters<foundry.documents.Combatant["_onCreate"]>): void {
    super._onCreate(...args);
    if (!isActiveGM()) return;
    if (!writtenByGM(args[2])) this.#freshFromPlayer(args[2]);
    if (this.fray.mode === "sides") void joinSide(this.fray, this);
    else if (groupsKin(this.fray)) void joinKinGroup(this.fray, this);
  }

  /**
   * A player may add their own combatant with any initiative and system data (Foundry's server allows it); the
   * active GM starts it unrolled, with the rules' initial state, as the GM's own rolls and turn events expect.
   */
  #freshFromPlayer(userId: string): void {
    const fresh = { initiative: null, system: this.system.schema.getInitialValue() };
    const given = combatantState(this._source);
    if (given.initiative === null && JSON.stringify(given.system) === JSON.stringify(fresh.system)) return;
    void undoCombatantWrite(this, fresh, userId);
  }

  /**
   * Fray changes a combatant's initiative and system data only through the GM; Foundry's server lets the owner write
   * them directly, so the active GM puts such a write back to what it last accepted (direct-writes.ts).
   */
  protected override _onUpdate(...args: Parameters<foundry.documents.Combatant["_onUpdate"]>): void {
    super._onUpdate(...args);
    const [changed, , userId] = args;
    if ("flags" in changed) this.#judgeSpot(userId);
    if ("group" in changed) this.#leaveGroup(this._source.group ?? null);
    if (!("initiative" in changed) && !("system" in changed)) return;
    if (writtenByGM(userId)) this.#accepted = combatantState(this._source);
    else if (isActiveGM()) void undoCombatantWrite(this, this.#accepted, userId);
  }

  /**
   * Z11, Z12: a zone spot a GM wrote, or a player's that keeps the engagement, is accepted; the active GM puts back
   * a player's that enters or leaves one (leaving takes the movement roll, entering the GM's engage) or that names
   * a group of the other side (Z14: borrowing its protection).
   */
  #judgeSpot(userId: string): void {
    const now = spotOf(this);
    if (writtenByGM(userId) || playerMayWrite(this, this.#spot, now)) this.#spot = now;
    else if (isActiveGM()) void undoEngagementWrite(this, this.#spot, userId);
  }

  /** L3: the active GM deletes the enemy group it leaves empty. */
  #leaveGroup(group: string | null): void {
    const left = this.#group;
    this.#group = group;
    if (left && left !== group && isActiveGM()) void dropIfEmpty(this.fray, left);
  }

  /** L3: a deleted combatant leaves its group; the active GM deletes an enemy group it leaves empty. */
  protected override _onDelete(...args: Parameters<foundry.documents.Combatant["_onDelete"]>): void {
    super._onDelete(...args);
    this.#leaveGroup(null);
  }
}
