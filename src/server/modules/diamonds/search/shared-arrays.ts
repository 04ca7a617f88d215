/**
 * Typed arrays over shared memory: the diamond index's columns and bitsets live in SharedArrayBuffers, so the
 * search threads (search-threads.ts) read the very arrays this thread built and keeps current — one index per
 * process, whatever the number of threads searching it, and no copy when a thread is handed a new index.
 */
type SharedArrayKind = Int32ArrayConstructor | Uint32ArrayConstructor | Uint16ArrayConstructor | Uint8ArrayConstructor;

export function sharedArray<K extends SharedArrayKind>(Kind: K, length: number): InstanceType<K> {
  const memory = new SharedArrayBuffer(Math.max(1, length) * Kind.BYTES_PER_ELEMENT);
  return new (Kind as unknown as new (buffer: SharedArrayBuffer, offset: number, length: number) => InstanceType<K>)(memory, 0, length);
}
