import { Hooks } from "./hooks.js";
import type { SceneDocument, TokenDocument } from "./scene.js";
import type { BarAttribute } from "./token-display.js";
import type { User, Users } from "./users.js";

/** Options of Token#setTarget. */
interface TargetOptions {
  user?: User | null;
  releaseOthers?: boolean;
}

/** foundry.canvas.placeables.Token: a TokenDocument drawn on the viewed scene, which users control and target. */
export class TokenPlaceable {
  /** Whether this client's user controls (selected) the token. */
  controlled = false;
  /** The bars as last drawn (Token#bars), each from TokenDocument#getBarAttribute then; null: no bar. */
  bars!: Record<"bar1" | "bar2", BarAttribute | null>;

  /** Draws the placeable of `document` on `layer`, its bars with it. */
  constructor(readonly document: TokenDocument, readonly layer: TokenLayer) {
    this.drawBars();
  }

  /** Token#drawBars: draws the bars again from what the token's getBarAttribute gives now. */
  drawBars(): void {
    this.bars = { bar1: this.document.getBarAttribute("bar1"), bar2: this.document.getBarAttribute("bar2") };
  }

  /** The document id. */
  get id(): string {
    return this.document.id;
  }

  /** The token's name. */
  get name(): string {
    return this.document.name;
  }

  /** The token's actor. */
  get actor(): unknown {
    return this.document.actor;
  }

  /** The centre in canvas pixels. */
  get center(): { x: number; y: number } {
    const { x, y } = this.document.getCenterPoint();
    return { x, y };
  }

  /** Whether the current user targets this token. */
  get isTargeted(): boolean {
    return this.layer.users.current?.targets.has(this) ?? false;
  }

  /**
   * Controls (selects) the token; only an owner may (PlaceableObject#control). Releases the others unless
   * `releaseOthers` is false; fires `controlToken`. Returns whether the token is now controlled.
   */
  control({ releaseOthers = true }: { releaseOthers?: boolean } = {}): boolean {
    if (!this.document.isOwner) return false;
    if (releaseOthers) for (const other of this.layer.controlled) if (other !== this) other.release();
    if (!this.controlled) {
      this.controlled = true;
      Hooks.callAll("controlToken", this, true);
    }
    return true;
  }

  /** Releases control of the token; fires `controlToken` with false. */
  release(): boolean {
    if (this.controlled) {
      this.controlled = false;
      Hooks.callAll("controlToken", this, false);
    }
    return true;
  }

  /**
   * Sets or clears `user`'s target on this token (Token#setTarget; default the current user, releasing their
   * other targets unless `releaseOthers` is false); fires `targetToken(user, token, targeted)` for each change.
   */
  setTarget(targeted = true, { user = null, releaseOthers = true }: TargetOptions = {}): void {
    const who = user ?? this.layer.users.current!;
    if (targeted && releaseOthers) {
      const others = [...who.targets].filter((t) => t !== this);
      for (const other of others) other.setTarget(false, { user: who, releaseOthers: false });
    }
    if (who.targets.has(this) === targeted) return;
    if (targeted) who.targets.add(this);
    else who.targets.delete(this);
    Hooks.callAll("targetToken", who, this, targeted);
  }
}

/** foundry.canvas.layers.TokenLayer: the viewed scene's token placeables and the controlled ones. */
export class TokenLayer {
  #placeables = new Map<string, TokenPlaceable>();

  /** A layer for the canvas of the given users' client. */
  constructor(readonly canvas: Canvas, readonly users: Users) {}

  /** The placeables of the viewed scene's tokens (none before a scene is drawn). */
  get placeables(): TokenPlaceable[] {
    const tokens = this.canvas.scene?.tokens.contents ?? [];
    for (const id of [...this.#placeables.keys()]) {
      if (!tokens.some((t) => t.id === id)) this.#drop(this.#placeables.get(id)!);
    }
    return tokens.map((doc) => {
      const known = this.#placeables.get(doc.id);
      if (known?.document === doc) return known;
      const placeable = new TokenPlaceable(doc, this);
      this.#placeables.set(doc.id, placeable);
      return placeable;
    });
  }

  /** The tokens this client's user controls (TokenLayer#controlled). */
  get controlled(): TokenPlaceable[] {
    return this.placeables.filter((t) => t.controlled);
  }

  /** The placeable of a token id, if drawn. */
  get(id: string): TokenPlaceable | undefined {
    return this.placeables.find((t) => t.id === id);
  }

  /** Forgets every placeable (a new scene is drawn). */
  clear(): void {
    for (const placeable of this.#placeables.values()) this.#drop(placeable);
  }

  /** Destroys the placeable of a deleted token. */
  forget(id: string): void {
    const placeable = this.#placeables.get(id);
    if (placeable) this.#drop(placeable);
  }

  /** Removes a placeable whose token is gone: released, and no longer anyone's target. */
  #drop(placeable: TokenPlaceable): void {
    this.#placeables.delete(placeable.id);
    placeable.controlled = false;
    for (const user of this.users.values()) user.targets.delete(placeable);
  }
}

/** The game canvas (globalThis.canvas): not ready until a scene is drawn; then its scene and token layer. */
export class Canvas {
  /** The scene on the canvas, or null. */
  scene: SceneDocument | null = null;
  readonly tokens: TokenLayer;

  /** A canvas with nothing drawn; a deleted token's placeable is destroyed at once. */
  constructor(users: Users) {
    this.tokens = new TokenLayer(this, users);
    Hooks.on("deleteToken", (token) => this.tokens.forget((token as TokenDocument).id));
  }

  /** The pings and pans made on this canvas, in order (what a person would see). */
  readonly moves: { kind: "ping" | "pan"; x: number; y: number }[] = [];

  /** Canvas#ping(origin): shows a ping at a point to every user; resolves true. */
  async ping(origin: { x: number; y: number }): Promise<boolean> {
    this.moves.push({ kind: "ping", x: origin.x, y: origin.y });
    return true;
  }

  /** Canvas#animatePan({x, y, scale, duration}): pans the view to a point. */
  async animatePan({ x, y }: { x: number; y: number }): Promise<void> {
    this.moves.push({ kind: "pan", x, y });
  }

  /** Whether a scene is drawn. */
  get ready(): boolean {
    return this.scene !== null;
  }

  /** Draws `scene` (null tears the canvas down), fires `canvasReady` when a scene is drawn. */
  async draw(scene: SceneDocument | null): Promise<this> {
    this.tokens.clear();
    this.scene = scene;
    if (scene) Hooks.callAll("canvasReady", this);
    return this;
  }
}
