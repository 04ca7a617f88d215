// Runs after `npm install` (package.json "postinstall"). @react-router/dev 7 starts Vite's internal servers with
// `envFile: false`, an option Vite 8.1 deprecated in favour of `envDir: false` (the same setting: no .env files
// read) and warns about on every build, nine times. React Router 8 made this change itself; the 7 line, on which
// the shop stays, did not, so it is made here in the installed files. Idempotent; does nothing where the build tools
// are not installed (a production install) or no longer carry the old option.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'node_modules', '@react-router', 'dev', 'dist');
const files = ['vite.js', 'cli/index.js', 'vite/cloudflare.js'];

let changed = 0;
for (const file of files) {
  const target = path.join(dist, file);
  if (!existsSync(target)) continue;
  const text = readFileSync(target, 'utf8');
  const patched = text.replaceAll(/\benvFile: false\b/g, 'envDir: false');
  if (patched === text) continue;
  writeFileSync(target, patched);
  changed += 1;
}
if (changed > 0) console.log(`@react-router/dev: Vite's deprecated envFile option replaced by envDir in ${changed} files`);
