/**
 * What the shop keeps in memory to answer faster, bounded: at most `maxEntries` values and `maxBytes` bytes, the
 * least recently used going first. Used for the answers and pages kept for many shoppers.
 */
export interface BoundedKeep<V extends { bytes: number }> {
  /** The value kept under `key`, now the most recently used. */
  get(key: string): V | undefined;
  set(key: string, value: V): void;
  size(): number;
}

export function boundedKeep<V extends { bytes: number }>(maxEntries: number, maxBytes: number): BoundedKeep<V> {
  const kept = new Map<string, V>();
  let bytes = 0;
  return {
    get(key) {
      const value = kept.get(key);
      if (value !== undefined) {
        kept.delete(key);
        kept.set(key, value);
      }
      return value;
    },
    set(key, value) {
      const old = kept.get(key);
      if (old) {
        bytes -= old.bytes;
        kept.delete(key);
      }
      kept.set(key, value);
      bytes += value.bytes;
      for (const [oldest, gone] of kept) {
        if (kept.size <= maxEntries && bytes <= maxBytes) break;
        kept.delete(oldest);
        bytes -= gone.bytes;
      }
    },
    size: () => kept.size,
  };
}

/** Runs `make` once per key at a time: callers arriving while it runs share its result. */
export function sharedCalls<T>(): (key: string, make: () => Promise<T>) => Promise<T> {
  const running = new Map<string, Promise<T>>();
  return (key, make) => {
    let pending = running.get(key);
    if (!pending) {
      pending = make();
      running.set(key, pending);
      const done = () => running.delete(key);
      pending.then(done, done);
    }
    return pending;
  };
}

/**
 * The bytes in memory of their own. Node hands out Buffers under 4 KB as slices of shared 8 KB slabs (Buffer.from,
 * Buffer.concat, zlib's answers), and a slab stays alive as long as any slice of it does: a kept 2 KB answer can hold
 * 8 KB, and the bytes kept grow past the bytes reckoned. A long-kept Buffer is therefore copied out of the slab.
 */
export function ownBytes(bytes: Buffer): Buffer {
  if (bytes.byteOffset === 0 && bytes.buffer.byteLength === bytes.length) return bytes;
  const own = Buffer.allocUnsafeSlow(bytes.length);
  bytes.copy(own);
  return own;
}
