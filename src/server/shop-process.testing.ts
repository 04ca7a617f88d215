/**
 * The real shop process for tests that must see what a running shop does (`node scripts/start.mjs`, as `npm start`
 * runs it): started on a free port with its own VAR_DIR, waited for until `/api/healthz` answers, stopped with
 * SIGTERM. Its exit is recorded, so a test can say the process stayed up.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export interface ShopProcess {
  port: number;
  /** The process `npm start` runs (with several shop processes, the first, which started them). */
  pid: number;
  /** http://127.0.0.1:PORT */
  base: string;
  /** How the process ended, while it has not: undefined. */
  exited(): { code: number | null; signal: NodeJS.Signals | null } | undefined;
  /** The last 20,000 characters it wrote to stderr (and stdout when `output` is 'log'). */
  output(): string;
  stop(): Promise<void>;
}

export interface ShopProcessOptions {
  /** Settings laid over the test's environment (DATABASE_URL is removed unless given here; WEB_CONCURRENCY is 1 unless given). */
  env?: Record<string, string>;
  /** Also keep what the process logs on stdout. */
  keepLog?: boolean;
  /** How long the first start (build, migrations, demo shop) may take. */
  startMs?: number;
  /** Answered ok by this path means started (default /api/healthz). */
  readyPath?: string;
}

export async function startShopProcess(options: ShopProcessOptions = {}): Promise<ShopProcess> {
  const port = await freePort();
  const varDir = mkdtempSync(path.join(os.tmpdir(), 'kilau-shop-'));
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', VAR_DIR: varDir, SEED_DIAMONDS: '600', LOG_LEVEL: 'warn', WEB_CONCURRENCY: '1' };
  delete env.DATABASE_URL;
  Object.assign(env, options.env);
  const child: ChildProcess = spawn(process.execPath, ['scripts/start.mjs'], { cwd: ROOT, env, stdio: ['ignore', options.keepLog ? 'pipe' : 'ignore', 'pipe'] });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stderr?.on('data', keep);
  child.stdout?.on('data', keep);
  let exited: { code: number | null; signal: NodeJS.Signals | null } | undefined;
  const ended = new Promise<void>((resolve) =>
    child.on('exit', (code, signal) => {
      exited = { code, signal };
      resolve();
    }),
  );
  const base = `http://127.0.0.1:${port}`;
  const shop: ShopProcess = {
    port,
    pid: child.pid!,
    base,
    exited: () => exited,
    output: () => output,
    async stop() {
      if (!exited) {
        child.kill('SIGTERM');
        await ended;
      }
      rmSync(varDir, { recursive: true, force: true });
    },
  };
  const until = Date.now() + (options.startMs ?? 150_000);
  while (Date.now() < until) {
    if (exited) {
      await shop.stop();
      throw new Error(`the shop exited at start (${JSON.stringify(exited)}):\n${output}`);
    }
    try {
      if ((await fetch(`${base}${options.readyPath ?? '/api/healthz'}`)).ok) return shop;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  await shop.stop();
  throw new Error(`the shop did not answer in time:\n${output}`);
}
