/** Render options as ApplicationV2#render takes them (a boolean is `force`). */
export type RenderArg = boolean | Record<string, unknown>;

/** Resolves at the next animation frame. */
function nextFrame(): Promise<void> {
  return new Promise((done) => window.requestAnimationFrame(() => done()));
}

/** The union of two render requests: later options win, parts add up (all parts when either asked for all). */
function merged(first: Record<string, unknown>, next: Record<string, unknown>): Record<string, unknown> {
  const parts = Array.isArray(first.parts) && Array.isArray(next.parts)
    ? [...new Set([...first.parts as unknown[], ...next.parts as unknown[]])] : undefined;
  const out = { ...first, ...next };
  if (parts) out.parts = parts;
  else delete out.parts;
  return out;
}

/**
 * One re-render per animation frame for an application that many changes ask to render: a turn change, then the
 * writes its turn events make, each re-render the tracker. The renders asked for before the next frame run once,
 * with what they asked for together, and every caller's promise resolves when that render is done. A forced render,
 * or any before the first, runs at once.
 */
export class FrameRenders<T> {
  /** The render waiting for the next frame, with the options gathered so far. */
  #queued: { options: Record<string, unknown>; done: Promise<T> } | null = null;

  /** `app` is the application (whether it has rendered); `run` renders it now (the superclass's render). */
  constructor(private readonly app: { rendered: boolean }, private readonly run: (options: RenderArg) => Promise<T>) {}

  /** Renders now when forced or never rendered, else joins the render of the next frame. */
  render(arg: RenderArg = {}): Promise<T> {
    const options = typeof arg === "boolean" ? { force: arg } : arg;
    if (options.force || !this.app.rendered) return this.run(options);
    if (this.#queued) {
      this.#queued.options = merged(this.#queued.options, options);
      return this.#queued.done;
    }
    const queued: { options: Record<string, unknown>; done: Promise<T> } = { options, done: nextFrame().then(() => {
      this.#queued = null;
      return this.run(queued.options);
    }) };
    this.#queued = queued;
    return queued.done;
  }
}
