// The shop for end-to-end tests: a fresh database with a small diamond inventory, then exactly what `npm start` runs.
// The database is embedded (a fresh VAR_DIR) unless E2E_DATABASE_URL names a database on a PostgreSQL server: it is
// then created afresh (dropped first when a run left it behind; .ci/run drops it after the run). Journeys that change
// the inventory behind the shop's back, as a supplier or another shop would (a stone sold elsewhere), need it.
import { rmSync } from 'node:fs';
import { URL } from 'node:url';
import pg from 'pg';

const varDir = process.env.VAR_DIR ?? 'var/e2e';
rmSync(varDir, { recursive: true, force: true });
process.env.VAR_DIR = varDir;
process.env.SEED_DIAMONDS ??= '3000';
process.env.LOG_LEVEL ??= 'warn';

const e2eDatabase = process.env.E2E_DATABASE_URL;
if (e2eDatabase) {
  const url = new URL(e2eDatabase);
  const name = decodeURIComponent(url.pathname.slice(1));
  if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`E2E_DATABASE_URL must name a database of lower-case letters, digits and _ (got "${name}")`);
  const admin = new URL(e2eDatabase);
  admin.pathname = '/postgres';
  const run = async (statement) => {
    const client = new pg.Client({ connectionString: admin.href });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await run(`drop database if exists "${name}" with (force)`);
  await run(`create database "${name}"`);
  process.env.DATABASE_URL = e2eDatabase;
  // the journeys pay at the sandbox gateway, which a shop on a PostgreSQL server serves only when asked
  process.env.PAYMENT_SANDBOX = 'true';
}
await import('./start.mjs');
