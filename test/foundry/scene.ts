import { TypeDataModel, expandObject, mergeObject } from "./data-model.js";
import { Collection, Document, world, type OperationOptions } from "./documents.js";
import { DataModelValidationError } from "./fields.js";
import type { User } from "./users.js";

/** CONST.TOKEN_DISPOSITIONS (foundryvtt.com/api/v13/variables/CONST.TOKEN_DISPOSITIONS.html). */
export const TOKEN_DISPOSITIONS = Object.freeze({ SECRET: -2, HOSTILE: -1, NEUTRAL: 0, FRIENDLY: 1 });

/** The CONST.REGION_EVENTS Fray uses (foundryvtt.com/api/v13/variables/CONST.REGION_EVENTS.html). */
export const REGION_EVENTS = Object.freeze({ TOKEN_ENTER: "tokenEnter", TOKEN_EXIT: "tokenExit" });

/** Core RegionBehavior types: valid without a system data model. */
const CORE_BEHAVIOR_TYPES = ["adjustDarknessLevel", "displayScrollingText", "executeMacro", "executeScript",
  "modifyMovementCost", "pauseGame", "suppressWeather", "teleportToken", "toggleBehavior"];

/** A point on the canvas with an elevation (ElevatedPoint). */
export interface ElevatedPoint {
  x: number;
  y: number;
  elevation: number;
}

/** A RegionEvent as behaviors receive it: its name, data, region and the user who triggered it. */
export interface RegionEvent {
  name: string;
  data: { token: TokenDocument; movement: null };
  region: RegionDocument;
  user: User;
}

/** A static event handler, called with the behavior's system model as `this`. */
type EventHandler = (this: RegionBehaviorType, event: RegionEvent) => Promise<void> | void;

/** foundry.data.regionBehaviors.RegionBehaviorType: the `system` of a RegionBehavior subtype. */
export class RegionBehaviorType extends TypeDataModel {
  /** Handlers that always receive these events, by event name. */
  static events: Record<string, EventHandler> = {};

  /** The RegionBehavior this model belongs to. */
  get behavior(): RegionBehavior {
    return this.parent as RegionBehavior;
  }

  /** The Region of the behavior. */
  get region(): RegionDocument {
    return this.behavior.parent as RegionDocument;
  }

  /** The Scene of the Region. */
  get scene(): SceneDocument {
    return this.region.parent as SceneDocument;
  }

  /** Handles an event the behavior subscribed to (none unless a subtype overrides it). */
  async _handleRegionEvent(_event: RegionEvent): Promise<void> {}
}

/** Throws DataModelValidationError when `failures` has any entry. */
function assertValid(failures: Record<string, string>): void {
  if (Object.keys(failures).length) throw new DataModelValidationError(failures);
}

/** True for a finite number (and, when asked, a whole one). */
function isNumber(value: unknown, integer = false): value is number {
  return typeof value === "number" && Number.isFinite(value) && (!integer || Number.isInteger(value));
}

/** Scene: a map holding Token and Region documents; grid.size is the pixels of one grid space. */
export class SceneDocument extends Document {
  /** Creates the scene with a grid of 100 px unless told. */
  constructor(data: Record<string, unknown>, context: { parent?: Document | null } = {}) {
    const grid = { size: 100, ...(data.grid as object | undefined) };
    if (!isNumber((grid as { size: unknown }).size, true) || grid.size < 50) {
      throw new DataModelValidationError({ "grid.size": "must be an integer of at least 50" });
    }
    super({ ...data, grid }, context);
  }

  /** The grid settings (size in pixels). */
  get grid(): { size: number } {
    return this._source.grid as { size: number };
  }

  /** The scene's tokens (an embedded collection the Document constructor fills). */
  declare tokens: Collection<TokenDocument>;

  /** The scene's regions. */
  declare regions: Collection<RegionDocument>;
}

/** Token defaults as BaseToken's schema has them. */
const TOKEN_DEFAULTS = { x: 0, y: 0, elevation: 0, width: 1, height: 1, disposition: TOKEN_DISPOSITIONS.HOSTILE,
  actorLink: false, actorId: null, delta: {} };

/** Validates a token's own fields. */
function validateToken(source: Record<string, unknown>): void {
  const failures: Record<string, string> = {};
  for (const key of ["x", "y"]) if (!isNumber(source[key], true)) failures[key] = "must be an integer";
  if (!isNumber(source.elevation)) failures.elevation = "must be a finite number";
  for (const key of ["width", "height"]) {
    if (!isNumber(source[key]) || (source[key] as number) <= 0) failures[key] = "must be a positive number";
  }
  if (!Object.values(TOKEN_DISPOSITIONS).includes(source.disposition as -1)) {
    failures.disposition = "must be a value in CONST.TOKEN_DISPOSITIONS";
  }
  if (typeof source.actorLink !== "boolean") failures.actorLink = "must be a boolean";
  if (source.actorId !== null && typeof source.actorId !== "string") failures.actorId = "must be an id or null";
  assertValid(failures);
}

/** Which regions of the token's scene hold its centre. */
function regionsHolding(token: TokenDocument): Set<RegionDocument> {
  const scene = token.parent as SceneDocument | null;
  if (!scene || !scene.tokens.has(token.id)) return new Set();
  return new Set(scene.regions.filter((region) => region.testPoint(token.getCenterPoint())));
}

/**
 * TokenDocument: position and size in grid spaces, disposition, and its actor: the world actor when linked, a
 * synthetic copy (base actor + delta) when not. Entering and leaving regions raises TOKEN_ENTER/TOKEN_EXIT.
 */
export class TokenDocument extends Document {
  #synthetic: Document | null = null;

  /** Creates the token with BaseToken's defaults; throws on invalid position, size or disposition. */
  constructor(data: Record<string, unknown>, context: { parent?: Document | null } = {}) {
    const source = { ...TOKEN_DEFAULTS, ...data };
    validateToken(source);
    super(source, context);
  }

  /** Left edge in pixels. */
  get x(): number {
    return this._source.x as number;
  }

  /** Top edge in pixels. */
  get y(): number {
    return this._source.y as number;
  }

  /** Elevation in grid units. */
  get elevation(): number {
    return this._source.elevation as number;
  }

  /** Width in grid spaces. */
  get width(): number {
    return this._source.width as number;
  }

  /** Height in grid spaces. */
  get height(): number {
    return this._source.height as number;
  }

  /** CONST.TOKEN_DISPOSITIONS value. */
  get disposition(): number {
    return this._source.disposition as number;
  }

  /** Whether the token shares the world actor's data. */
  get actorLink(): boolean {
    return this._source.actorLink as boolean;
  }

  /** The id of the base actor. */
  get actorId(): string | null {
    return this._source.actorId as string | null;
  }

  /** The actor: the world actor when linked; a synthetic actor built from the base actor and the delta when not. */
  get actor(): Document | null {
    const base = this.actorId ? world.collections.Actor?.get(this.actorId) ?? null : null;
    if (!base || this.actorLink) return base;
    this.#synthetic ??= new (base.constructor as typeof Document)(
      mergeObject(base.toObject(), this._source.delta as object), { parent: this });
    return this.#synthetic;
  }

  /** Whether the token's actor is the world actor. */
  get isLinked(): boolean {
    return this.actorLink;
  }

  /** A token with an actor takes its ownership from the actor (its owner may move it); else from the scene. */
  override getUserLevel(user: User | null): number {
    const base = this.actorId ? world.collections.Actor?.get(this.actorId) : undefined;
    return base && user && !user.isGM ? base.getUserLevel(user) : super.getUserLevel(user);
  }

  /** The centre of the token in pixels, at its elevation (TokenDocument#getCenterPoint). */
  getCenterPoint(): ElevatedPoint {
    const size = (this.parent as SceneDocument | null)?.grid.size ?? 100;
    return { x: this.x + (this.width * size) / 2, y: this.y + (this.height * size) / 2, elevation: this.elevation };
  }

  /** Creates tokens, then raises TOKEN_ENTER for the regions holding them. */
  static override async createDocuments(data: Record<string, unknown>[], options: OperationOptions = {}) {
    const created = await super.createDocuments(data, options);
    for (const token of created as TokenDocument[]) await raiseRegionEvents(token, new Set(), regionsHolding(token));
    return created;
  }

  /** Updates the token (invalid changes throw and write nothing), then raises the region events of a move. */
  override async update(changes: Record<string, unknown>, options: OperationOptions = {}): Promise<this> {
    const expanded = expandObject(changes);
    validateToken(mergeObject(this._source, expanded));
    const before = regionsHolding(this);
    await super.update(changes, options);
    this.#synthetic = null;
    await raiseRegionEvents(this, before, regionsHolding(this));
    return this;
  }

  /** Deletes the token, then raises TOKEN_EXIT for the regions that held it. */
  override async delete(options: OperationOptions = {}): Promise<this> {
    const before = regionsHolding(this);
    await super.delete(options);
    await raiseRegionEvents(this, before, new Set());
    return this;
  }
}

/**
 * Raises TOKEN_EXIT then TOKEN_ENTER for the regions the token left and entered. Foundry dispatches region
 * events to every connected client, with `event.user` the user who moved the token; the stand-in runs each
 * enabled behavior's handler once per active user, as that user, so a handler that doesn't check
 * `event.user.isSelf` runs more than once.
 */
async function raiseRegionEvents(token: TokenDocument, before: Set<RegionDocument>, after: Set<RegionDocument>) {
  const mover = world.users.current!;
  const left = [...before].filter((r) => !after.has(r)).map((region) => ({ region, name: REGION_EVENTS.TOKEN_EXIT }));
  const entered = [...after].filter((r) => !before.has(r))
    .map((region) => ({ region, name: REGION_EVENTS.TOKEN_ENTER }));
  for (const { region, name } of [...left, ...entered]) {
    const event: RegionEvent = { name, data: { token, movement: null }, region, user: mover };
    for (const behavior of region.behaviors.contents) {
      if (behavior.disabled) continue;
      for (const client of world.users.contents.filter((u) => u.active)) {
        world.users.current = client;
        try {
          await behavior._handleRegionEvent(event);
        } finally {
          world.users.current = mover;
        }
      }
    }
  }
}

/** A region shape the stand-in measures: an unrotated rectangle or a polygon, either of which may be a hole. */
type Shape = { type: "rectangle"; x: number; y: number; width: number; height: number; hole: boolean }
  | { type: "polygon"; points: number[]; hole: boolean };

/** Validates the shapes; only rectangles and polygons are modelled. */
function validateShapes(shapes: unknown): Shape[] {
  if (!Array.isArray(shapes)) throw new DataModelValidationError({ shapes: "must be an array" });
  return shapes.map((raw, i) => {
    const shape: Record<string, unknown> = { hole: false, ...(raw as Record<string, unknown>) };
    const path = `shapes.${i}`;
    if (shape.type === "rectangle") {
      const bad = ["x", "y", "width", "height"].filter((k) => !isNumber(shape[k]));
      if (bad.length || (shape.width as number) <= 0 || (shape.height as number) <= 0) {
        throw new DataModelValidationError({ [path]: "a rectangle needs finite x, y and a positive width, height" });
      }
      if ((shape.rotation ?? 0) !== 0) throw new Error(`${path}: the stand-in does not model rotated rectangles`);
    } else if (shape.type === "polygon") {
      const points = shape.points;
      if (!Array.isArray(points) || points.length < 6 || points.length % 2 || !points.every((p) => isNumber(p))) {
        throw new DataModelValidationError({ [path]: "a polygon needs at least 3 points of finite coordinates" });
      }
    } else throw new Error(`${path}: the stand-in models only rectangle and polygon shapes`);
    return shape as unknown as Shape;
  });
}

/** Whether a shape holds a point (even-odd ray cast for polygons). */
function shapeHolds(shape: Shape, { x, y }: { x: number; y: number }): boolean {
  if (shape.type === "rectangle") {
    return x >= shape.x && x <= shape.x + shape.width && y >= shape.y && y <= shape.y + shape.height;
  }
  const p = shape.points;
  let inside = false;
  for (let i = 0, j = p.length - 2; i < p.length; j = i, i += 2) {
    const [xi, yi, xj, yj] = [p[i]!, p[i + 1]!, p[j]!, p[j + 1]!];
    if ((yi > y) !== (yj > y) && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/** RegionDocument: shapes, an elevation band, behaviors, `testPoint` and the `tokens` inside it. */
export class RegionDocument extends Document {
  /** Creates the region; throws on shapes the stand-in can't measure or that Foundry would refuse. */
  constructor(data: Record<string, unknown>, context: { parent?: Document | null } = {}) {
    const source: Record<string, unknown> = { shapes: [], elevation: { bottom: null, top: null }, ...data };
    source.shapes = validateShapes(source.shapes);
    super(source, context);
  }

  /** The region's shapes. */
  get shapes(): readonly Shape[] {
    return this._source.shapes as Shape[];
  }

  /** The region's elevation band (null = unbounded). */
  get elevation(): { bottom: number | null; top: number | null } {
    return this._source.elevation as { bottom: number | null; top: number | null };
  }

  /** The region's behaviors (an embedded collection the Document constructor fills). */
  declare behaviors: Collection<RegionBehavior>;

  /** The tokens of the scene whose centre this region holds (RegionDocument#tokens). */
  get tokens(): Set<TokenDocument> {
    const scene = this.parent as SceneDocument | null;
    return new Set(scene?.tokens.filter((t) => this.testPoint(t.getCenterPoint())) ?? []);
  }

  /** Whether the point lies in a shape and no hole, within the elevation band (RegionDocument#testPoint). */
  testPoint(point: ElevatedPoint): boolean {
    if (!isNumber(point?.x) || !isNumber(point.y) || !isNumber(point.elevation)) {
      throw new Error("RegionDocument#testPoint takes an ElevatedPoint {x, y, elevation}");
    }
    const { bottom, top } = this.elevation;
    if ((bottom !== null && point.elevation < bottom) || (top !== null && point.elevation > top)) return false;
    const holds = this.shapes.filter((s) => shapeHolds(s, point));
    return holds.some((s) => !s.hole) && !holds.some((s) => s.hole);
  }

  /** Updates the region; shapes are validated first. */
  override async update(changes: Record<string, unknown>, options: OperationOptions = {}): Promise<this> {
    const expanded = expandObject(changes);
    if ("shapes" in expanded) expanded.shapes = validateShapes(expanded.shapes);
    return super.update(expanded, options);
  }
}

/** RegionBehavior: a typed `system` (core type or a system's data model) and a `disabled` switch. */
export class RegionBehavior extends Document {
  static override baseTypes = CORE_BEHAVIOR_TYPES;

  /** Creates the behavior; its type is required, as Foundry requires it. */
  constructor(data: Record<string, unknown>, context: { parent?: Document | null } = {}) {
    if (typeof data.type !== "string") throw new DataModelValidationError({ type: "may not be undefined" });
    super({ disabled: false, ...data }, context);
  }

  /** Whether the behavior is off. */
  get disabled(): boolean {
    return this._source.disabled === true;
  }

  /** Runs the type's static handler for the event, then the model's `_handleRegionEvent`. */
  async _handleRegionEvent(event: RegionEvent): Promise<void> {
    const system = this.system as unknown as RegionBehaviorType;
    if (!(system instanceof RegionBehaviorType)) return;
    const handler = (system.constructor as typeof RegionBehaviorType).events[event.name];
    if (handler) await handler.call(system, event);
    await system._handleRegionEvent(event);
  }
}

/** The scene documents, their embedded collections and the CONFIG entries installFoundry adds. */
export const SCENE_DOCUMENTS: Record<string, { cls: typeof Document; embedded: Record<string, string> }> = {
  Scene: { cls: SceneDocument, embedded: { Token: "tokens", Region: "regions" } },
  Token: { cls: TokenDocument, embedded: {} },
  Region: { cls: RegionDocument, embedded: { RegionBehavior: "behaviors" } },
  RegionBehavior: { cls: RegionBehavior, embedded: {} },
};

/** Registers Scene, Token, Region and RegionBehavior in CONFIG and `foundry.documents`. */
export function installScenes(config: Record<string, Record<string, unknown>>, documents: Record<string, unknown>) {
  for (const [name, { cls, embedded }] of Object.entries(SCENE_DOCUMENTS)) {
    cls.documentName = name;
    cls.embedded = embedded;
    const dataModels = {};
    world.dataModels[name] = dataModels;
    config[name] = { documentClass: cls, dataModels, typeLabels: {}, typeIcons: {} };
  }
  Object.assign(documents, { Scene: SceneDocument, TokenDocument, RegionDocument, RegionBehavior });
}
