/** How much a least-recently-used map holds: entries, and optionally bytes (each value's as `bytesOf` counts them). */
export interface UsageBounds {
  readonly maxEntries: number;
  readonly maxBytes?: number;
}

/**
 * A map that keeps the most recently used entries within its bounds: reading an entry makes it the
 * most recent, and adding one past a bound lets the least recent go, one at a time (a Map iterates
 * in insertion order), so a spray of new keys pushes out only cold entries, never the ones still
 * asked for. A value larger than the whole byte budget is not kept at all.
 */
export const leastRecentlyUsed = <V>(bounds: UsageBounds, bytesOf: (value: V) => number = () => 0) => {
  const entries = new Map<string, { readonly value: V; readonly bytes: number }>();
  const maxBytes = bounds.maxBytes ?? Number.POSITIVE_INFINITY;
  let bytes = 0;

  const remove = (key: string): void => {
    const entry = entries.get(key);
    if (entry === undefined) return;
    entries.delete(key);
    bytes -= entry.bytes;
  };

  return {
    /** The value under `key`, now the most recently used. */
    get: (key: string): V | undefined => {
      const entry = entries.get(key);
      if (entry === undefined) return undefined;
      entries.delete(key);
      entries.set(key, entry);
      return entry.value;
    },

    /** Keeps `value` as the most recently used, letting the least recent go past a bound; false when it alone is over the byte budget (not kept). */
    set: (key: string, value: V): boolean => {
      remove(key);
      const size = bytesOf(value);
      if (size > maxBytes) return false;
      entries.set(key, { value, bytes: size });
      bytes += size;
      for (const oldest of entries.keys()) {
        if (entries.size <= bounds.maxEntries && bytes <= maxBytes) break;
        remove(oldest);
      }
      return true;
    },

    clear: (): void => {
      entries.clear();
      bytes = 0;
    },

    /** How many entries and bytes are kept now. */
    usage: (): { readonly entries: number; readonly bytes: number } => ({ entries: entries.size, bytes }),
  };
};
