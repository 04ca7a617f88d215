import { type ChildProcess, spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import sharp from 'sharp';

/**
 * Where pictures are rasterised to WebP by sharp (libvips). Drawing leaves native memory behind: glibc's allocator
 * keeps what libvips, librsvg and cairo freed in its per-thread arenas (measured: the shop process grew from 330 MB
 * to 800 MB within three minutes of drawing, V8's heap unchanged; bench/RESULTS.md, bench:soak). So the shop draws in
 * a process of its own (`createDrawingProcess`), which is replaced by a fresh one once a drawing leaves it above its
 * memory bound: the memory it kept goes back to the system with it, and the shop's own memory stays put.
 * `inlineDrawer` draws in the calling process (tests, command-line tools).
 */

export interface DrawJob {
  /** An SVG drawing, or a picture's bytes (an upload's original). */
  input: string | Buffer;
  /** Resized to this width (height in proportion); unset keeps the input's size. */
  width?: number;
  /** Drops the alpha channel (drawings are opaque). */
  opaque?: boolean;
  webp: { quality: number; effort: number };
}

export interface Drawer {
  webp(job: DrawJob): Promise<Buffer>;
  /** Drawings made, drawing processes started, and the current one's pid and resident memory (bytes, 0 if none). */
  stats(): { drawings: number; processes: number; rss: number; pid?: number };
  close(): Promise<void>;
}

/** Draws in this process. */
export function inlineDrawer(): Drawer {
  let drawings = 0;
  return {
    async webp(job) {
      drawings++;
      let pipeline = sharp(typeof job.input === 'string' ? Buffer.from(job.input) : job.input);
      if (job.width !== undefined) pipeline = pipeline.resize({ width: job.width });
      if (job.opaque) pipeline = pipeline.removeAlpha();
      return pipeline.webp(job.webp).toBuffer();
    },
    stats: () => ({ drawings, processes: 0, rss: 0 }),
    close: async () => {},
  };
}

/** The drawing process's code (plain JavaScript: it runs without the shop's build or a TypeScript loader). */
const DRAWING_PROCESS = `
const sharp = (await import(process.argv[1])).default;
sharp.cache(false);
process.on('disconnect', () => process.exit(0));
process.on('message', async (job) => {
  try {
    const input = typeof job.input === 'string' ? Buffer.from(job.input) : Buffer.from(job.input.buffer, job.input.byteOffset, job.input.byteLength);
    let pipeline = sharp(input);
    if (job.width !== undefined) pipeline = pipeline.resize({ width: job.width });
    if (job.opaque) pipeline = pipeline.removeAlpha();
    const body = await pipeline.webp(job.webp).toBuffer();
    process.send({ id: job.id, body, rss: process.memoryUsage.rss() });
  } catch (error) {
    process.send({ id: job.id, error: String(error && error.message ? error.message : error), rss: process.memoryUsage.rss() });
  }
});
`;

export const DRAWING_PROCESS_STOPPED = 'The picture could not be drawn: the drawing process stopped.';

interface Pending {
  resolve: (body: Buffer) => void;
  reject: (error: Error) => void;
}

interface Worker {
  child: ChildProcess;
  pending: Map<number, Pending>;
  retired: boolean;
}

export interface DrawingProcessOptions {
  /** A drawing that leaves the process above this many bytes resident retires it: it finishes its drawings and exits. */
  maxRssBytes: number;
}

/** Draws in a child process, replaced by a fresh one when it has grown over `maxRssBytes`. */
export function createDrawingProcess(options: DrawingProcessOptions): Drawer {
  const sharpUrl = pathToFileURL(createRequire(import.meta.url).resolve('sharp')).href;
  let current: Worker | undefined;
  let nextId = 1;
  let drawings = 0;
  let processes = 0;
  let rss = 0;
  let closed = false;

  /** A process with no drawing in flight does not keep the shop (or a test) running. */
  function holdWhileBusy(worker: Worker): void {
    if (worker.pending.size > 0) {
      worker.child.ref();
      worker.child.channel?.ref();
    } else {
      worker.child.unref();
      worker.child.channel?.unref();
    }
  }

  function retire(worker: Worker): void {
    worker.retired = true;
    if (current === worker) current = undefined;
    if (worker.pending.size === 0 && worker.child.connected) worker.child.disconnect();
  }

  function start(): Worker {
    const env = { ...process.env };
    // the drawing process is plain JavaScript: no loader of the parent's; glibc's arenas bounded, as in the shop
    delete env.NODE_OPTIONS;
    env.MALLOC_ARENA_MAX ??= '2';
    const child = spawn(process.execPath, ['--input-type=module', '-e', DRAWING_PROCESS, sharpUrl], { env, stdio: ['ignore', 'inherit', 'inherit', 'ipc'], serialization: 'advanced' });
    const worker: Worker = { child, pending: new Map(), retired: false };
    processes++;
    child.on('message', (message: { id: number; body?: Uint8Array; error?: string; rss: number }) => {
      const job = worker.pending.get(message.id);
      worker.pending.delete(message.id);
      if (!worker.retired) rss = message.rss;
      if (message.rss > options.maxRssBytes && !worker.retired) retire(worker);
      else if (worker.retired && worker.pending.size === 0 && child.connected) child.disconnect();
      holdWhileBusy(worker);
      if (!job) return;
      if (message.body) job.resolve(Buffer.from(message.body.buffer, message.body.byteOffset, message.body.byteLength));
      else job.reject(new Error(message.error ?? DRAWING_PROCESS_STOPPED));
    });
    const stopped = () => {
      if (current === worker) current = undefined;
      worker.retired = true;
      for (const job of worker.pending.values()) job.reject(new Error(DRAWING_PROCESS_STOPPED));
      worker.pending.clear();
    };
    child.on('exit', stopped);
    child.on('error', stopped);
    holdWhileBusy(worker);
    return worker;
  }

  return {
    webp(job) {
      if (closed) return Promise.reject(new Error(DRAWING_PROCESS_STOPPED));
      drawings++;
      const worker = (current ??= start());
      const id = nextId++;
      return new Promise<Buffer>((resolve, reject) => {
        worker.pending.set(id, { resolve, reject });
        holdWhileBusy(worker);
        worker.child.send({ id, ...job }, (error) => {
          if (!error) return;
          worker.pending.delete(id);
          reject(new Error(DRAWING_PROCESS_STOPPED));
        });
      });
    },
    stats: () => ({ drawings, processes, rss: current ? rss : 0, pid: current?.child.pid }),
    async close() {
      closed = true;
      const worker = current;
      current = undefined;
      if (!worker || worker.child.exitCode !== null) return;
      const exited = new Promise<void>((resolve) => worker.child.once('exit', () => resolve()));
      retire(worker);
      if (worker.pending.size > 0) worker.child.kill('SIGTERM');
      await exited;
    },
  };
}
