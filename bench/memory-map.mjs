/**
 * Where a process's resident memory lies, from /proc/PID/smaps, in bytes by kind of mapping:
 * - arenas: glibc malloc's per-thread heaps, each a 64 MB-aligned reservation of 64 MB (mapped read-write as it grows,
 *   the rest without access);
 * - brkHeap: the main arena ([heap]);
 * - wasm: WebAssembly memories (V8 reserves 8 GB or more of address space per memory; the embedded database's);
 * - files: mappings of files (code, libraries, the storefront build);
 * - v8AndOtherAnon: every other anonymous mapping: V8's heap pages, thread stacks, malloc's large blocks (mmap).
 * Neighbouring anonymous mappings (the read-write part and the reserved rest) are taken as one reservation.
 * Undefined when the process has gone.
 */
import { readFileSync } from 'node:fs';

const ARENA = 64 * 2 ** 20;
const WASM_RESERVATION = 4 * 2 ** 30;

export function memoryMapOf(pid) {
  let text;
  try {
    text = readFileSync(`/proc/${pid}/smaps`, 'utf8');
  } catch {
    return undefined;
  }
  const mappings = [];
  let current;
  for (const line of text.split('\n')) {
    const head = /^([0-9a-f]+)-([0-9a-f]+) (\S+) \S+ \S+ \d+\s*(.*)$/.exec(line);
    if (head) {
      current = { start: parseInt(head[1], 16), end: parseInt(head[2], 16), perms: head[3], name: head[4].trim(), rss: 0 };
      mappings.push(current);
      continue;
    }
    const rss = /^Rss:\s+(\d+) kB/.exec(line);
    if (rss && current) current.rss = Number(rss[1]) * 1024;
  }
  const totals = { v8AndOtherAnon: 0, arenas: 0, brkHeap: 0, wasm: 0, files: 0 };
  // anonymous reservations: runs of neighbouring anonymous mappings
  const reservations = [];
  for (const m of mappings) {
    if (m.name === '[heap]') totals.brkHeap += m.rss;
    else if (m.name.startsWith('/')) totals.files += m.rss;
    else if (m.name === '') {
      const last = reservations.at(-1);
      // a run starts at a read-write part; the part without access that follows belongs to it
      if (last && last.end === m.start && m.perms.startsWith('---')) {
        last.end = m.end;
        last.rss += m.rss;
      } else reservations.push({ start: m.start, end: m.end, rss: m.rss });
    } else totals.v8AndOtherAnon += m.rss; // [stack], [vvar], [vdso] …
  }
  for (const r of reservations) {
    const size = r.end - r.start;
    if (size === ARENA && r.start % ARENA === 0) totals.arenas += r.rss;
    else if (size >= WASM_RESERVATION) totals.wasm += r.rss;
    else totals.v8AndOtherAnon += r.rss;
  }
  return totals;
}
