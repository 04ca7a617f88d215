import { mkdir, readdir, readFile, rename, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * The drawn pictures kept on disk, no larger than `maxBytes`: when a new picture takes it over, the pictures used
 * least recently are removed. The folder is read once at start (sizes and last use of every file); after that the
 * cache knows what it holds from memory, so no request lists a folder. While that first reading runs (a large folder
 * takes a while), pictures are looked up on disk directly, so the shop answers from the first request.
 *
 * Files are `{dir}/{2 hex}/{40 hex}.{webp|svg}`; a file's name is the picture's key.
 */

export interface DiskCache {
  /** The picture's bytes, or undefined when it is not kept; a picture read becomes the most recently used. */
  read(name: string): Promise<Buffer | undefined>;
  /** Keeps a picture, then removes the least recently used ones while the cache is over its size. */
  write(name: string, body: Buffer): Promise<void>;
  /** What the cache holds now. */
  size(): { files: number; bytes: number };
  /** Resolves once the start-up reading and every removal asked for so far are done. */
  settled(): Promise<void>;
}

export interface DiskCacheOptions {
  dir: string;
  maxBytes: number;
}

const FILE = /^[0-9a-f]{40}\.(webp|svg)$/;
const SUBDIR = /^[0-9a-f]{2}$/;
/** A half-written file older than this was left by a process that stopped (younger ones may be another's, being written). */
const STALE_TEMP_MS = 60_000;

/** The file name of a picture key: `{2 hex}/{key}.{ext}`. */
export const cacheFileName = (key: string, ext: 'webp' | 'svg'): string => `${key.slice(0, 2)}/${key}.${ext}`;

export function createDiskCache(options: DiskCacheOptions): DiskCache {
  /** Sizes by file name, least recently used first (a Map keeps insertion order; a use moves the name to the end). */
  const files = new Map<string, number>();
  let bytes = 0;
  let scanned = false;
  const removals: string[] = [];
  let removing: Promise<void> = Promise.resolve();
  const fullPath = (name: string) => path.join(options.dir, name);

  function forget(name: string): number | undefined {
    const size = files.get(name);
    if (size !== undefined) {
      files.delete(name);
      bytes -= size;
    }
    return size;
  }

  function remember(name: string, size: number): void {
    forget(name);
    files.set(name, size);
    bytes += size;
  }

  function trim(): void {
    for (const [name] of files) {
      if (bytes <= options.maxBytes) break;
      forget(name);
      removals.push(name);
    }
    if (removals.length > 0) removing = removing.then(removeQueued);
  }

  /** Removes the trimmed files one at a time (a large trim at start must not flood the disk's thread pool). */
  async function removeQueued(): Promise<void> {
    for (let name = removals.shift(); name !== undefined; name = removals.shift()) {
      // drawn and kept again since it was trimmed: the file is the new one
      if (files.has(name)) continue;
      await unlink(fullPath(name)).catch(() => undefined);
    }
  }

  async function scan(): Promise<void> {
    const found: { name: string; size: number; usedAt: number }[] = [];
    const subdirs = await readdir(options.dir, { withFileTypes: true }).catch(() => []);
    for (const sub of subdirs) {
      if (!sub.isDirectory() || !SUBDIR.test(sub.name)) continue;
      const names = await readdir(path.join(options.dir, sub.name)).catch(() => [] as string[]);
      await Promise.all(
        names.map(async (file) => {
          const name = `${sub.name}/${file}`;
          const info = await stat(fullPath(name)).catch(() => undefined);
          if (!info?.isFile()) return;
          if (file.endsWith('.tmp')) {
            if (Date.now() - info.mtimeMs > STALE_TEMP_MS) await unlink(fullPath(name)).catch(() => undefined);
            return;
          }
          if (FILE.test(file)) found.push({ name, size: info.size, usedAt: Math.max(info.atimeMs, info.mtimeMs) });
        }),
      );
    }
    found.sort((a, b) => a.usedAt - b.usedAt);
    // pictures drawn while the folder was read are the most recently used
    const drawnMeanwhile = new Map(files);
    files.clear();
    bytes = 0;
    for (const f of found) if (!drawnMeanwhile.has(f.name)) remember(f.name, f.size);
    for (const [name, size] of drawnMeanwhile) remember(name, size);
    scanned = true;
    trim();
  }

  // a folder that cannot be read at all leaves a cache that learns its files as they are drawn
  const ready = scan().catch(() => {
    scanned = true;
  });

  return {
    async read(name) {
      if (!scanned) return readFile(fullPath(name)).catch(() => undefined);
      const size = files.get(name);
      if (size === undefined) return undefined;
      remember(name, size);
      try {
        return await readFile(fullPath(name));
      } catch {
        // removed behind the cache's back (or by another process sharing the folder): drawn again
        forget(name);
        return undefined;
      }
    },
    async write(name, body) {
      if (body.length > options.maxBytes) return;
      const file = fullPath(name);
      try {
        await mkdir(path.dirname(file), { recursive: true });
        const temp = `${file}.${process.pid}.${Date.now()}.tmp`;
        await writeFile(temp, body);
        await rename(temp, file);
      } catch {
        // a cache that cannot be written only costs a redraw next time
        return;
      }
      remember(name, body.length);
      if (scanned) trim();
    },
    size: () => ({ files: files.size, bytes }),
    async settled() {
      await ready;
      await removing;
    },
  };
}
