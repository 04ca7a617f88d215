// The shop for end-to-end tests: a fresh embedded database (or a fresh database on DATABASE_URL's server is
// left to the caller), a small diamond inventory, then exactly what `npm start` runs.
import { rmSync } from 'node:fs';

const varDir = process.env.VAR_DIR ?? 'var/e2e';
rmSync(varDir, { recursive: true, force: true });
process.env.VAR_DIR = varDir;
process.env.SEED_DIAMONDS ??= '3000';
process.env.LOG_LEVEL ??= 'warn';
await import('./start.mjs');
