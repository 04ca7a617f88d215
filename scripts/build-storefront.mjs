// Builds the storefront (React Router + Vite) when its sources are newer than the last build.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const buildDir = process.env.BUILD_DIR ?? 'build';
const stamp = path.resolve(root, buildDir, '.built-at');
const inputs = ['src/web', 'src/domain', 'public', 'vite.config.ts', 'react-router.config.ts', 'package-lock.json'];

function newest(target) {
  if (!existsSync(target)) return 0;
  const info = statSync(target);
  if (!info.isDirectory()) return info.mtimeMs;
  return readdirSync(target).reduce((m, name) => Math.max(m, newest(path.join(target, name))), info.mtimeMs);
}

export function buildStorefrontIfStale({ force = false } = {}) {
  const built = existsSync(stamp) && existsSync(path.resolve(root, buildDir, 'server/index.js'));
  const builtAt = built ? statSync(stamp).mtimeMs : 0;
  const changed = Math.max(...inputs.map((p) => newest(path.join(root, p))));
  if (!force && builtAt > changed) return false;
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
  writeFileSync(stamp, new Date().toISOString());
  return true;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  buildStorefrontIfStale({ force: process.argv.includes('--force') });
}
