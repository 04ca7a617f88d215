// Builds the shop when its sources are newer than the last build: the storefront (React Router + Vite) and the
// server (esbuild: one JavaScript module, packages left to node_modules), so `npm start` runs plain JavaScript
// without a TypeScript loader (tsx's loader thread alone holds ~40 MB; bench/RESULTS.md).
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const buildDir = process.env.BUILD_DIR ?? 'build';
const stamp = path.resolve(root, buildDir, '.built-at');
const inputs = ['src/web', 'src/domain', 'src/server', 'public', 'vite.config.ts', 'react-router.config.ts'];
/**
 * The installed packages, by what the lock file says rather than when it was written: `npm install` rewrites an
 * unchanged lock file, and a build started because of that beside another (the end-to-end shop starting while
 * `npm install && npm test` ran) made two builds into one folder, one failing on the other's half-written manifest.
 */
const LOCK = path.resolve(root, 'package-lock.json');
const lockDigest = () => (existsSync(LOCK) ? createHash('sha1').update(readFileSync(LOCK)).digest('hex') : '');
/** The lock file's digest written in the stamp by the last build ('' for a stamp from before it was written there). */
function builtWithLock() {
  try {
    return JSON.parse(readFileSync(stamp, 'utf8')).lock ?? '';
  } catch {
    return '';
  }
}
/** The server, built to one module beside the storefront build; its migrations are copied next to it. */
export const SERVER_ENTRY = 'shop-server.mjs';
export const SEARCH_THREAD_ENTRY = 'search-thread.mjs';

function newest(target) {
  if (!existsSync(target)) return 0;
  const info = statSync(target);
  if (!info.isDirectory()) return info.mtimeMs;
  return readdirSync(target).reduce((m, name) => Math.max(m, newest(path.join(target, name))), info.mtimeMs);
}

export function buildStorefrontIfStale({ force = false } = {}) {
  const built = existsSync(stamp) && existsSync(path.resolve(root, buildDir, 'server/index.js')) && existsSync(path.resolve(root, buildDir, SERVER_ENTRY)) && existsSync(path.resolve(root, buildDir, SEARCH_THREAD_ENTRY));
  const builtAt = built ? statSync(stamp).mtimeMs : 0;
  const changed = Math.max(...inputs.map((p) => newest(path.join(root, p))));
  if (!force && builtAt > changed && builtWithLock() === lockDigest()) return false;
  const bin = path.join(root, 'node_modules', '.bin', 'react-router');
  if (!existsSync(bin)) {
    // A production install (`npm ci --omit=dev`) has no build tools: it serves the build made beforehand.
    if (built && !force) return false;
    throw new Error(
      `The storefront is not built (${buildDir}/server/index.js) and its build tools are not installed. ` +
        'Build it once where the dev dependencies are installed (`npm ci && npm run build`), then start without them.',
    );
  }
  console.log('Building the storefront…');
  const run = spawnSync(bin, ['build'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  if (run.status !== 0) throw new Error('The storefront build failed (see above).');
  buildServer();
  writeFileSync(stamp, JSON.stringify({ builtAt: new Date().toISOString(), lock: lockDigest() }));
  return true;
}

function buildServer() {
  const out = path.resolve(root, buildDir, SERVER_ENTRY);
  const esbuild = path.join(root, 'node_modules', '.bin', 'esbuild');
  const run = spawnSync(
    esbuild,
    ['src/server/main.ts', '--bundle', '--platform=node', '--format=esm', '--target=node20', '--packages=external', '--log-level=warning', `--outfile=${out}`],
    { cwd: root, stdio: ['ignore', 'inherit', 'inherit'] },
  );
  if (run.status !== 0) throw new Error('The server build failed (see above).');
  // the diamond search threads' code, beside the server that starts them (modules/diamonds/search/search-threads.ts)
  const thread = spawnSync(
    esbuild,
    ['src/server/modules/diamonds/search/search-thread.ts', '--bundle', '--platform=node', '--format=esm', '--target=node20', '--packages=external', '--log-level=warning', `--outfile=${path.resolve(root, buildDir, SEARCH_THREAD_ENTRY)}`],
    { cwd: root, stdio: ['ignore', 'inherit', 'inherit'] },
  );
  if (thread.status !== 0) throw new Error('The search thread build failed (see above).');
  cpSync(path.join(root, 'src/server/db/migrations'), path.resolve(root, buildDir, 'migrations'), { recursive: true });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  buildStorefrontIfStale({ force: process.argv.includes('--force') });
}
