/**
 * Typed arrays over shared memory: the diamond index's columns and bitsets live in SharedArrayBuffers, so the
 * search threads (search-threads.ts) read the very arrays this thread built and keeps current — one index per
 * process, whatever the number of threads searching it, and no copy when a thread is handed a new index.
 */
type SharedArrayKind = Int32ArrayConstructor | Uint32ArrayConstructor | Uint16ArrayConstructor | Uint8ArrayConstructor;

export function sharedArray<K extends SharedArrayKind>(Kind: K, length: number): InstanceType<K> {
  return new Kind(new SharedArrayBuffer(Math.max(1, length) * Kind.BYTES_PER_ELEMENT), 0, length) as InstanceType<K>;
}
