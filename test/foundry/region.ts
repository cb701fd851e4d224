import { TypeDataModel } from "./data-model.js";
import { Collection, Document } from "./documents.js";
import { ArrayField, BooleanField, DataField, NumberField, ObjectField, SchemaField, StringField,
  type DataFieldOptions } from "./fields.js";
import { isPlainObject } from "./operators.js";
import { release } from "./release.js";
import type { User } from "./users.js";
import { world } from "./world.js";

/**
 * CONST.REGION_EVENTS as v13 lists them (foundryvtt.com/api/v13/variables/CONST.REGION_EVENTS.html). The stand-in
 * raises the token events of a token's creation, deletion and moves: TOKEN_ENTER/TOKEN_EXIT, and for a move
 * TOKEN_MOVE_IN/TOKEN_MOVE_OUT/TOKEN_MOVE_WITHIN (foundryvtt#10923); the turn, round, animation and behavior events
 * it does not raise.
 */
export const REGION_EVENTS = Object.freeze({ BEHAVIOR_ACTIVATED: "behaviorActivated",
  BEHAVIOR_DEACTIVATED: "behaviorDeactivated", BEHAVIOR_UNVIEWED: "behaviorUnviewed",
  BEHAVIOR_VIEWED: "behaviorViewed", REGION_BOUNDARY: "regionBoundary", TOKEN_ANIMATE_IN: "tokenAnimateIn",
  TOKEN_ANIMATE_OUT: "tokenAnimateOut", TOKEN_ENTER: "tokenEnter", TOKEN_EXIT: "tokenExit",
  TOKEN_MOVE_IN: "tokenMoveIn", TOKEN_MOVE_OUT: "tokenMoveOut", TOKEN_MOVE_WITHIN: "tokenMoveWithin",
  TOKEN_ROUND_END: "tokenRoundEnd", TOKEN_ROUND_START: "tokenRoundStart", TOKEN_TURN_END: "tokenTurnEnd",
  TOKEN_TURN_START: "tokenTurnStart" });

/** Core RegionBehavior types: valid without a system data model. */
const CORE_BEHAVIOR_TYPES = ["adjustDarknessLevel", "displayScrollingText", "executeMacro", "executeScript",
  "modifyMovementCost", "pauseGame", "suppressWeather", "teleportToken", "toggleBehavior"];

/** A point on the canvas with an elevation (ElevatedPoint). */
export interface ElevatedPoint {
  x: number;
  y: number;
  elevation: number;
}

/** What region events need of a token: its document, its centre and (v14) the centres of the spaces it covers. */
export interface RegionToken extends Document {
  getCenterPoint(): ElevatedPoint;
  getContainmentTestPoints(): ElevatedPoint[];
}

/**
 * A RegionEvent as behaviors receive it: its name, data, region and the user who triggered it. An enter or exit
 * carries the move that made it, or null for a token created or deleted (RegionTokenEnterExitEventData#movement:
 * "The movement if the Token entered/exited by moving"); a move-in, -out or -within event always carries its move
 * (RegionTokenMoveEventData).
 */
export interface RegionEvent {
  name: string;
  data: { token: RegionToken; movement: object | null };
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
  get scene(): Document {
    return this.region.parent as Document;
  }

  /** Handles an event the behavior subscribed to (none unless a subtype overrides it). */
  async _handleRegionEvent(_event: RegionEvent): Promise<void> {}
}

/** True for a finite number. */
function isNumber(value: unknown): value is number {
  return typeof value === "number" && Number.isFinite(value);
}

/** A region shape the stand-in measures: an unrotated rectangle or a polygon, either of which may be a hole. */
type Shape = { type: "rectangle"; x: number; y: number; width: number; height: number; hole: boolean }
  | { type: "polygon"; points: number[]; hole: boolean };

/**
 * One entry of BaseRegion#shapes (a TypedSchemaField of shape data). Only unrotated rectangles and polygons are
 * modelled: any other shape throws outright, since the stand-in could not tell which tokens it holds.
 */
class ShapeField extends DataField {
  /** Shapes are required objects. */
  constructor(options: DataFieldOptions = {}) {
    super({ required: true, ...options });
  }

  /** Fills `hole: false`. */
  protected override cleanType(value: unknown): unknown {
    return isPlainObject(value) ? { hole: false, ...value } : value;
  }

  /** Refuses rectangles without a positive size and polygons of fewer than three points. */
  protected override validateType(value: unknown): string | void {
    if (!isPlainObject(value)) return "must be an object";
    if (value.type === "rectangle") {
      const bad = ["x", "y", "width", "height"].some((k) => !isNumber(value[k]));
      if (bad || (value.width as number) <= 0 || (value.height as number) <= 0) {
        return "a rectangle needs finite x, y and a positive width, height";
      }
      if ((value.rotation ?? 0) !== 0) throw new Error(`${this.fieldPath}: the stand-in does not model rotated rectangles`);
      return;
    }
    if (value.type !== "polygon") throw new Error(`${this.fieldPath}: the stand-in models only rectangle and polygon shapes`);
    const points = value.points;
    if (!Array.isArray(points) || points.length < 6 || points.length % 2 || !points.every(isNumber)) {
      return "a polygon needs at least 3 points of finite coordinates";
    }
  }
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

/** foundry.documents.BaseRegion: shapes, an elevation band and behaviors; `testPoint` and the `tokens` inside. */
export class RegionDocument extends Document {
  declare shapes: Shape[];
  declare elevation: { bottom: number | null; top: number | null };
  /** The region's behaviors (an embedded collection the Document constructor fills). */
  declare behaviors: Collection<RegionBehavior>;

  /** The Region fields Fray touches. */
  static override defineSchema(): Record<string, DataField> {
    return { name: new StringField({ required: true, blank: false }),
      shapes: new ArrayField(new ShapeField()),
      elevation: new SchemaField({ bottom: new NumberField({ required: true, nullable: true, initial: null }),
        top: new NumberField({ required: true, nullable: true, initial: null }) }),
      locked: new BooleanField(), flags: new ObjectField() };
  }

  /**
   * The tokens of the scene this region holds (RegionDocument#tokens): v13 by their centre; v14 by any of the grid
   * space centres they cover (foundryvtt#13633, TokenDocument#getContainmentTestPoints), as a token's `regions` are.
   */
  get tokens(): Set<RegionToken> {
    const tokens = (this.parent as { tokens?: Collection<RegionToken> } | null)?.tokens;
    const points = (t: RegionToken) => (release.generation === 14 ? t.getContainmentTestPoints()
      : [t.getCenterPoint()]);
    return new Set(tokens?.filter((t) => points(t).some((point) => this.testPoint(point))) ?? []);
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
}

/** foundry.documents.BaseRegionBehavior: a required type (core or a system's data model) and a `disabled` switch. */
export class RegionBehavior extends Document {
  static override baseTypes = CORE_BEHAVIOR_TYPES;
  declare disabled: boolean;

  /** The RegionBehavior fields. */
  static override defineSchema(): Record<string, DataField> {
    return { name: new StringField({ required: true, blank: true }), type: new StringField({ required: true,
      blank: false }), disabled: new BooleanField(), flags: new ObjectField() };
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

/** Region events raised but not yet handled by every client. */
const pending = new Set<Promise<void>>();
/** Which installed world raised events belong to; events of an earlier world are never handled. */
let epoch = 0;

/** Forgets region events not yet handled (a new world is installed). */
export function forgetRegionEvents(): void {
  epoch += 1;
  pending.clear();
}

/**
 * Resolves once every region event raised so far has been handled. Foundry handles region events after the
 * token operation has returned, so a test awaits this after moving a token and before reading the outcome.
 */
export async function regionEventsHandled(): Promise<void> {
  while (pending.size) await Promise.all([...pending]);
}

/**
 * Raises, after the operation returns, TOKEN_EXIT (and for a move TOKEN_MOVE_OUT) for the regions the token left,
 * TOKEN_ENTER (and TOKEN_MOVE_IN) for those it entered, and TOKEN_MOVE_WITHIN for those it moved inside.
 * Foundry dispatches region events to every connected client with `event.user` the user who moved the token; the
 * stand-in runs each enabled behavior's handler once per active user, as that user, so a handler that doesn't
 * check `event.user.isSelf` runs more than once.
 */
export function raiseRegionEvents(token: RegionToken, before: Set<RegionDocument>, after: Set<RegionDocument>,
  mover: User, movement: object | null = null): void {
  const moved = (name: string) => (movement ? [name] : []);
  const left = [...before].filter((r) => !after.has(r)).flatMap((region) => [REGION_EVENTS.TOKEN_EXIT,
    ...moved(REGION_EVENTS.TOKEN_MOVE_OUT)].map((name) => ({ region, name })));
  const entered = [...after].filter((r) => !before.has(r)).flatMap((region) => [REGION_EVENTS.TOKEN_ENTER,
    ...moved(REGION_EVENTS.TOKEN_MOVE_IN)].map((name) => ({ region, name })));
  const within = [...after].filter((r) => before.has(r)).flatMap((region) => moved(REGION_EVENTS.TOKEN_MOVE_WITHIN)
    .map((name) => ({ region, name })));
  if (!left.length && !entered.length && !within.length) return;
  const raisedIn = epoch;
  const run = (async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
    if (raisedIn !== epoch) return;
    for (const { region, name } of [...left, ...entered, ...within]) {
      const event: RegionEvent = { name, data: { token, movement }, region, user: mover };
      for (const behavior of region.behaviors.contents) {
        if (behavior.disabled) continue;
        for (const client of world.users.contents.filter((u) => u.active)) await runAs(client, () =>
          behavior._handleRegionEvent(event));
      }
    }
  })();
  pending.add(run);
  void run.finally(() => pending.delete(run));
}

/** Runs `fn` on `client`'s side: that user is game.user inside it, across its awaits, and nowhere else. */
function runAs(client: User, fn: () => Promise<void>): Promise<void> {
  return world.users.runOn(client, fn);
}
