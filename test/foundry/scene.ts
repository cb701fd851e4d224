import { deltaOf } from "./actor-delta.js";
import { mergeObject } from "./data-model.js";
import { Collection, Document, type OperationOptions } from "./documents.js";
import { Hooks } from "./hooks.js";
import { BooleanField, NumberField, ObjectField, SchemaField, StringField, type DataField } from "./fields.js";
import { GRID_TYPES, SceneGrid } from "./grid.js";
import type { ClientSettings } from "./settings.js";
import { barAttribute, displayBars, tokenBar, type BarAttribute, type TokenBarSource } from "./token-display.js";
import { movementActionKeys } from "./token-movement.js";
import { POSITION_KEYS, plannedSteps, positionOf, tokenMovement, type GivenWaypoint, type PlannedStep,
  type TokenMovement } from "./token-moves.js";
import { RegionBehavior, RegionDocument, raiseRegionEvents, regionEventsHandled, type ElevatedPoint } from "./region.js";
import { release } from "./release.js";
import type { User } from "./users.js";
import { OWNERSHIP, world, writersPass } from "./world.js";

export { TOKEN_DISPLAY_MODES } from "./token-display.js";
export { REGION_EVENTS, RegionBehavior, RegionBehaviorType, RegionDocument, forgetRegionEvents, regionEventsHandled }
  from "./region.js";
export type { ElevatedPoint, RegionEvent } from "./region.js";

/** CONST.TOKEN_DISPOSITIONS (foundryvtt.com/api/v13/variables/CONST.TOKEN_DISPOSITIONS.html). */
export const TOKEN_DISPOSITIONS = Object.freeze({ SECRET: -2, HOSTILE: -1, NEUTRAL: 0, FRIENDLY: 1 });

/** A required whole number of pixels or grid units, 0 unless given. */
const coordinate = () => new NumberField({ required: true, nullable: false, integer: true, initial: 0 });
/** A token size in grid spaces: positive, 1 unless given. */
const size = () => new NumberField({ required: true, nullable: false, positive: true, initial: 1 });

/** What the stand-in's game holds that a scene's grid is built from: the system manifest's grid, the settings. */
interface GridSource {
  system: { grid: { distance: number; units: string } };
  settings: ClientSettings;
}

/** The installed game, as the grid reads it. */
const game = () => (globalThis as unknown as { game: GridSource }).game;

/**
 * foundry.documents.BaseScene: a map holding Token and Region documents. Its grid data (type, size in pixels, the
 * distance and units of a space, by default the system manifest's) is prepared into Scene#grid, a grid instance
 * that measures with the world's diagonal rule (the core `gridDiagonals` setting).
 */
export class SceneDocument extends Document {
  declare grid: SceneGrid;
  declare active: boolean;
  /** The scene's tokens (an embedded collection the Document constructor fills). */
  declare tokens: Collection<TokenDocument>;
  /** The scene's regions. */
  declare regions: Collection<RegionDocument>;

  /** The Scene fields Fray touches; a grid space is at least 50 px (CONST.GRID_MIN_SIZE). */
  static override defineSchema(): Record<string, DataField> {
    return { name: new StringField({ required: true, blank: false }), active: new BooleanField(),
      grid: new SchemaField({ type: new NumberField({ required: true, nullable: false, integer: true,
        choices: Object.values(GRID_TYPES), initial: GRID_TYPES.SQUARE }),
      size: new NumberField({ required: true, nullable: false, integer: true, min: 50, initial: 100 }),
      distance: new NumberField({ required: true, nullable: false, positive: true,
        initial: () => game().system.grid.distance }),
      units: new StringField({ required: true, blank: true, initial: () => game().system.grid.units }) }),
      ownership: new ObjectField({ initial: () => ({ default: OWNERSHIP.NONE }) }), flags: new ObjectField() };
  }

  /** Prepares the grid data into the scene's grid instance, measuring by the world's diagonal rule. */
  override _initializeSource(): void {
    super._initializeSource();
    const data = this.grid as unknown as { type: number; size: number; distance: number; units: string };
    this.grid = new SceneGrid({ ...data, diagonals: Number(game().settings.get("core", "gridDiagonals")) });
  }

  /** Draws this scene on the canvas (Scene#view). */
  async view(): Promise<unknown> {
    return (globalThis as unknown as { canvas: { draw(scene: SceneDocument): Promise<unknown> } }).canvas.draw(this);
  }
}

/**
 * The regions of the token's scene that contain it: v13 tests the token's centre; v14 every grid space centre of
 * its shape (foundryvtt#13633: "Test all grid space center points of a token's shape for ... region containment";
 * TokenDocument#getContainmentTestPoints on the api v14 TokenDocument page), so a large token is in a region as soon
 * as one of its spaces is.
 */
function regionsHolding(token: TokenDocument): Set<RegionDocument> {
  const scene = token.parent as SceneDocument | null;
  const points = release.generation === 14 ? token.getContainmentTestPoints() : [token.getCenterPoint()];
  return new Set(scene?.regions.filter((region) => points.some((point) => region.testPoint(point))) ?? []);
}

/** The deletions of combatants whose tokens were deleted, still under way. */
let pendingLeaves: Promise<void> = Promise.resolve();

/** Resolves once the combatants of every token deleted so far have been deleted with it. */
export function combatantsLeft(): Promise<void> {
  return pendingLeaves;
}

/** The user who made a database change, by id. */
const userById = (id: string): User => world.users.get(id) ?? world.users.current!;

/**
 * foundry.documents.BaseToken: position and size, disposition, movement action, and its actor (the world actor
 * when linked, a synthetic copy of base actor + delta when not). Entering and leaving regions raises
 * TOKEN_ENTER/TOKEN_EXIT.
 */
export class TokenDocument extends Document {
  declare x: number;
  declare y: number;
  declare elevation: number;
  declare width: number;
  declare height: number;
  declare disposition: number;
  declare actorLink: boolean;
  declare actorId: string | null;
  declare displayBars: number;
  declare bar1: TokenBarSource;
  declare bar2: TokenBarSource;
  /** The token's movement action, a key of CONFIG.Token.movement.actions; null: inferred. */
  declare movementAction: string | null;
  #synthetic: Document | null = null;
  #regionsBefore: Set<RegionDocument> | null = null;
  #movement: TokenMovement | null = null;
  #step: PlannedStep | null = null;

  /** The Token fields Fray touches, with BaseToken's defaults. */
  static override defineSchema(): Record<string, DataField> {
    return { name: new StringField({ required: true, blank: true }),
      actorId: new StringField({ required: true, nullable: true, initial: null, blank: false }),
      actorLink: new BooleanField(), delta: new ObjectField(), x: coordinate(), y: coordinate(),
      elevation: new NumberField({ required: true, nullable: false, initial: 0 }), width: size(), height: size(),
      disposition: new NumberField({ required: true, nullable: false, integer: true,
        choices: Object.values(TOKEN_DISPOSITIONS), initial: TOKEN_DISPOSITIONS.HOSTILE }),
      hidden: new BooleanField(), displayBars: displayBars(), bar1: tokenBar(), bar2: tokenBar(),
      flags: new ObjectField(),
      movementAction: new StringField({ required: true, nullable: true, blank: false, initial: null,
        choices: movementActionKeys }) };
  }

  /**
   * The actor: the world actor when linked; when not, a synthetic actor built from the base actor and the delta and
   * prepared as any actor is (its derived data there from the first read).
   */
  get actor(): Document | null {
    const base = this.actorId ? world.collections.Actor?.get(this.actorId) ?? null : null;
    if (!base || this.actorLink) return base;
    if (!this.#synthetic) {
      this.#synthetic = new (base.constructor as typeof Document)(
        mergeObject(base.toObject(), this._source.delta as object), { parent: this });
      this.#synthetic.prepareData();
    }
    return this.#synthetic;
  }

  /** The singleton collection of the token actor, by its base actor's id (TokenDocument#actors); empty when linked. */
  get actors(): Collection<Document> {
    const actors = new Collection<Document>();
    const actor = this.actorLink ? null : this.actor;
    if (actor) actors.set(actor.id, actor);
    return actors;
  }

  /** The token actor lives in the `actors` singleton collection (its database writes find it there). */
  override getEmbeddedCollection(name: string): Collection<Document> {
    return name === "Actor" ? this.actors : super.getEmbeddedCollection(name);
  }

  /** Keeps what differs between the token actor and its base actor in the delta (no database write of its own). */
  storeDelta(): void {
    const base = this.actorId ? world.collections.Actor?.get(this.actorId) : undefined;
    if (!base || !this.#synthetic) return;
    this._source = { ...this._source, delta: deltaOf(base.toObject(), this.#synthetic.toObject()) };
  }

  /** Whether the token's actor is the world actor. */
  get isLinked(): boolean {
    return this.actorLink;
  }

  /** The regions of its scene this token is in (TokenDocument#regions). */
  get regions(): Set<RegionDocument> {
    return regionsHolding(this);
  }

  /** A token with an actor takes its ownership from the actor (its owner may move it); else from the scene. */
  override getUserLevel(user: User | null): number {
    const base = this.actorId ? world.collections.Actor?.get(this.actorId) : undefined;
    return base && user && !user.isGM ? base.getUserLevel(user) : super.getUserLevel(user);
  }

  /** The data behind the token's bar `barName` ("bar1", "bar2"), or null when it shows none (getBarAttribute). */
  getBarAttribute(barName: string, { alternative }: { alternative?: string } = {}): BarAttribute | null {
    const bar = barName === "bar1" || barName === "bar2" ? this[barName] : undefined;
    return barAttribute(bar, this.actor, alternative);
  }

  /**
   * The centre of the token in pixels, at its elevation (TokenDocument#getCenterPoint), or of the token were it at
   * `data` (top-left x, y, elevation, width, height, as a TokenRulerWaypoint carries them; each one missing is the
   * token's own): foundryvtt#10211 gave `Token#getCenterPoint(position?: Point)`, #11711 moved it to TokenDocument.
   */
  getCenterPoint(data: Partial<ElevatedPoint & { width: number; height: number }> = {}): ElevatedPoint {
    const grid = (this.parent as SceneDocument | null)?.grid.size ?? 100;
    const { x = this.x, y = this.y, elevation = this.elevation, width = this.width, height = this.height } = data;
    return { x: x + (width * grid) / 2, y: y + (height * grid) / 2, elevation };
  }

  /**
   * v14 TokenDocument#getContainmentTestPoints (api v14 TokenDocument, a method v13's page does not list): the centres
   * of the grid spaces the token covers, at its elevation. v13 has no such method: calling it there throws.
   */
  getContainmentTestPoints(): ElevatedPoint[] {
    if (release.generation !== 14) throw new TypeError("TokenDocument#getContainmentTestPoints is v14's, not v13's");
    const grid = (this.parent as SceneDocument | null)?.grid.size ?? 100;
    const points: ElevatedPoint[] = [];
    for (let column = 0; column < Math.max(1, Math.round(this.width)); column += 1) {
      for (let row = 0; row < Math.max(1, Math.round(this.height)); row += 1) {
        points.push({ x: this.x + (column + 0.5) * grid, y: this.y + (row + 0.5) * grid, elevation: this.elevation });
      }
    }
    return points;
  }

  /**
   * TokenDocument#move(waypoints, options) (foundryvtt#11843): moves the token through the waypoints (each filled from
   * the one before), in one update per checkpoint, the last waypoint always being one (TokenMeasuredMovementWaypoint
   * #checkpoint, api v14: "There's an update/movement operation for each checkpoint in a movement path"; dnd5e#5990 on
   * 13.347: at a waypoint "The token is already at the waypoint"). Every update is a move of the one movement (its
   * id), its `passed` the waypoints since the last checkpoint and its `pending` the rest; the region events of one
   * update are handled before the next starts (a checkpoint is where they may pause the move, foundryvtt#12162).
   * Resolves once the whole movement has finished (foundryvtt#13572), to true. Checkpoints Foundry adds where the
   * path enters or leaves a region whose behavior subscribes to TOKEN_MOVE_IN/OUT (foundryvtt#11627) are not added:
   * a test gives them as explicit checkpoints.
   */
  async move(waypoints: GivenWaypoint | GivenWaypoint[], options: OperationOptions = {}): Promise<boolean> {
    for (const step of plannedSteps(this, Array.isArray(waypoints) ? waypoints : [waypoints])) {
      const to = step.passed[step.passed.length - 1]!;
      this.#step = step;
      try {
        await this.update(Object.fromEntries(POSITION_KEYS.map((key) => [key, to[key]])), options);
      } finally {
        this.#step = null;
      }
      await regionEventsHandled();
    }
    return true;
  }

  /** Raises TOKEN_ENTER for the regions the new token stands in (once: raiseRegionEvents plays every client). */
  override _onCreate(data: Record<string, unknown>, options: OperationOptions, userId: string): void {
    super._onCreate(data, options, userId);
    if (!writersPass()) return;
    raiseRegionEvents(this, new Set(), regionsHolding(this), userById(userId));
  }

  /** Notes the regions the token is in and measures the move (tokenMovement) before the update moves it. */
  override async _preUpdate(changes: Record<string, unknown>, options: OperationOptions, user: User | null) {
    this.#regionsBefore = regionsHolding(this);
    this.#movement = user ? tokenMovement(this, positionOf(this._source), changes, user, this.#step) : null;
    return super._preUpdate(changes, options, user);
  }

  /**
   * Drops the synthetic actor, calls the moveToken hook on each client for a move, and raises the region events of
   * the move (once: they reach every client).
   */
  override _onUpdate(changed: Record<string, unknown>, options: OperationOptions, userId: string): void {
    super._onUpdate(changed, options, userId);
    this.#synthetic = null;
    const movement = this.#movement;
    if (movement) Hooks.callAll("moveToken", this, movement, options, movement.user);
    if (!writersPass()) return;
    const before = this.#regionsBefore ?? new Set<RegionDocument>();
    this.#regionsBefore = null;
    raiseRegionEvents(this, before, regionsHolding(this), userById(userId), movement);
  }

  /**
   * Raises TOKEN_EXIT for the regions that held the deleted token (once: raiseRegionEvents plays every client), and
   * the deleting user's client deletes the token's combatants from every combat (foundryvtt#11630: "when that token
   * is deleted, the combatant is removed from initiative"; #12709, #11296; #11295: whichever scene is viewed).
   */
  override _onDelete(options: OperationOptions, userId: string): void {
    super._onDelete(options, userId);
    if (!writersPass()) return;
    raiseRegionEvents(this, regionsHolding(this), new Set(), userById(userId));
    const scene = this.parent;
    const combats: Document[] = [...(world.collections.Combat?.values() ?? [])];
    const leaving = combats.map((combat) => ({ combat, ids: combat.getEmbeddedCollection("Combatant")
      .filter((c) => c._source.tokenId === this.id && c._source.sceneId === scene?.id).map((c) => c.id) }))
      .filter(({ ids }) => ids.length);
    if (!leaving.length) return;
    const user = userById(userId);
    const gone = world.users.runOn(user, async () => {
      for (const { combat, ids } of leaving) await combat.deleteEmbeddedDocuments("Combatant", ids);
    });
    pendingLeaves = Promise.all([pendingLeaves, gone]).then(() => undefined);
  }
}

/** The scene document classes installFoundry registers, by name. */
export const SCENE_DOCUMENT_CLASSES: Record<string, typeof Document> = { Scene: SceneDocument, Token: TokenDocument,
  Region: RegionDocument, RegionBehavior };

/** The embedded collections of the scene documents. */
export const SCENE_EMBEDDED: Record<string, Record<string, string>> = {
  Scene: { Token: "tokens", Region: "regions" },
  Region: { RegionBehavior: "behaviors" },
};
