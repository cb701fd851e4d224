let idCounter = 0;
/** A 16-character id, as foundry.utils.randomID makes. */
export function randomID(): string {
  idCounter += 1;
  return `id${idCounter.toString().padStart(14, "0")}`;
}

/** An id-keyed collection with Foundry's Collection helpers. */
export class Collection<T> extends Map<string, T> {
  /** The values as an array. */
  get contents(): T[] {
    return [...this.values()];
  }

  /** The first value matching `predicate`. */
  find(predicate: (v: T) => boolean): T | undefined {
    return this.contents.find(predicate);
  }

  /** The values matching `predicate`. */
  filter(predicate: (v: T) => boolean): T[] {
    return this.contents.filter(predicate);
  }

  /** Maps the values. */
  map<U>(fn: (v: T) => U): U[] {
    return this.contents.map(fn);
  }

  /** The first value by name. */
  getName(name: string): T | undefined {
    return this.find((v) => (v as { name?: string }).name === name);
  }
}

/**
 * Iterating a Collection yields its values, not Map's `[key, value]` pairs (foundry.utils.Collection). Set on the
 * prototype so the class stays assignable to `Map` for the stand-in's own typing; use `entries()` for pairs.
 */
Object.defineProperty(Collection.prototype, Symbol.iterator, {
  value: Map.prototype.values, writable: true, configurable: true,
});
