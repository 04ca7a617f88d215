/**
 * npm run bench:diamonds [-- --stones 1000000] [--queries 1000] [--sql-queries 300] [--http-seconds 30]
 *
 * Builds an inventory of N stones (half natural, half lab-grown, from the demo generator) in a fresh PostgreSQL
 * database (DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres; the database is dropped at the
 * end), then runs one fixed, seeded mix of searches two ways in the same run:
 *  - the shop's in-memory index (request parsing, exact total, five facets, the page's ids), in this process;
 *  - the same searches as tuned, indexed SQL (page, count, five facets: seven statements on one connection), on
 *    an evenly spaced sample of the mix (SQL takes about a second a search at a million stones), compared with
 *    the index's times on the same sample.
 * Every search's answers are compared (total, page, facets). Then the API over HTTP with autocannon
 * (50 connections) from a separate process. Figures are printed and written into bench/RESULTS.md.
 */
import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { DIAMOND_FACETS } from '../src/domain/contract/diamonds.ts';
import { buildApp } from '../src/server/app.ts';
import { loadConfig } from '../src/server/config.ts';
import { openDatabase } from '../src/server/db/client.ts';
import { seedDiamonds } from '../src/server/db/seed/diamonds.ts';
import { createDiamondIndex, type StoneKind } from '../src/server/modules/diamonds/search/diamond-index.ts';
import { loadStoneColumns } from '../src/server/modules/diamonds/search/loader.ts';
import { sqlSearch } from '../src/server/modules/diamonds/search/sql-search.ts';
import { diamondTypeOf, searchOf } from '../src/server/modules/diamonds/service.ts';
import { diamondQueryMix } from './diamond-queries.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const option = (name: string, fallback: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : fallback;
};
const STONES = Number(option('--stones', '1000000'));
const QUERIES = Number(option('--queries', '1000'));
const HTTP_SECONDS = Number(option('--http-seconds', '30'));
const SQL_QUERIES = Math.min(QUERIES, Number(option('--sql-queries', '300')));
const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const log = (...m: unknown[]) => console.log(...m);
const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
const summary = (times: number[]) => {
  const s = [...times].sort((a, b) => a - b);
  return { p50: quantile(s, 0.5), p95: quantile(s, 0.95), p99: quantile(s, 0.99), max: s.at(-1)! };
};
const ms = (x: number) => (x < 10 ? x.toFixed(2) : x.toFixed(1));

async function main() {
  const name = `kilau_bench_diamonds_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  const version = String((await admin.query<{ server_version: string }>('show server_version')).rows[0].server_version);
  await admin.query(`create database ${name}`);
  const target = new URL(serverUrl);
  target.pathname = `/${name}`;
  const database = await openDatabase({ url: target.toString(), poolSize: 4 });
  let app: Awaited<ReturnType<typeof buildApp>> | undefined;
  try {
    await database.migrate();
    let t = performance.now();
    await seedDiamonds(database, STONES, undefined, { seed: 1 });
    log(`inventory: ${STONES.toLocaleString('en')} stones in ${((performance.now() - t) / 1000).toFixed(1)} s`);

    // The SQL baseline's tuning: partial indexes on the offered stones for the common filter and sort paths.
    t = performance.now();
    const offered = 'where is_available and reserved_by_order_id is null';
    for (const columns of ['type, price_sen', 'type, shape, price_sen', 'type, carat', 'type, color, clarity', 'type, cut, polish, symmetry']) {
      await database.pool!.query(`create index on diamonds (${columns}) ${offered}`);
    }
    await database.pool!.query('vacuum analyze diamonds');
    log(`SQL indexes and statistics: ${((performance.now() - t) / 1000).toFixed(1)} s`);

    t = performance.now();
    const { columns } = await loadStoneColumns(database.db);
    const loadMs = performance.now() - t;
    t = performance.now();
    const index = createDiamondIndex(columns);
    const buildMs = performance.now() - t;
    const indexBytes = index.bytes();
    log(`index: read ${ms(loadMs)} ms, built ${ms(buildMs)} ms, ${(indexBytes / 1e6).toFixed(1)} MB of arrays, stones`, index.stones());

    const mix = diamondQueryMix(QUERIES);
    const requests = mix.map((q) => ({ kind: diamondTypeOf(q.type) as StoneKind, search: () => searchOf(q.body, { page: q.page, limit: q.limit, sort: q.sort }) }));

    // Engine: a warm-up pass, then each search timed (parsing the request, total, facets, page).
    for (const r of requests) index.search(r.kind, r.search());
    const engineTimes: number[] = [];
    const engineAnswers = requests.map((r) => {
      const started = performance.now();
      const answer = index.search(r.kind, r.search());
      engineTimes.push(performance.now() - started);
      return answer;
    });

    // SQL: a short warm-up, then an evenly spaced sample of the searches timed; answers compared with the index's.
    const sample = Array.from({ length: SQL_QUERIES }, (_, i) => Math.floor((i * requests.length) / SQL_QUERIES));
    for (const i of sample.slice(0, 10)) await sqlSearch(database.db, requests[i].kind, requests[i].search());
    const sqlTimes: number[] = [];
    let mismatches = 0;
    for (const [n, i] of sample.entries()) {
      const r = requests[i];
      const started = performance.now();
      const answer = await sqlSearch(database.db, r.kind, r.search());
      sqlTimes.push(performance.now() - started);
      const mine = engineAnswers[i];
      const same =
        answer.total === mine.total &&
        answer.ids.join() === mine.ids.join() &&
        DIAMOND_FACETS.every((f) => Array.from(answer.facets[f]).join() === Array.from(mine.facets[f]).join());
      if (!same) {
        mismatches++;
        if (mismatches <= 3) log('mismatch on', JSON.stringify(mix[i]), { sql: answer.total, engine: mine.total });
      }
      if (n % 50 === 49) log(`SQL ${n + 1}/${sample.length}`);
    }
    const engine = summary(engineTimes);
    const engineSample = summary(sample.map((i) => engineTimes[i]));
    const sqlStats = summary(sqlTimes);
    log('engine', engine, 'engine on the SQL sample', engineSample, 'sql', sqlStats, 'ratio p95', (sqlStats.p95 / engineSample.p95).toFixed(1), 'mismatches', mismatches);

    const byKind = new Map<string, number[]>();
    mix.forEach((q, i) => byKind.set(q.kind, [...(byKind.get(q.kind) ?? []), engineTimes[i]]));

    // Over HTTP: the whole shop API (pages off) on this database, load from a separate process.
    const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent', JWT_SECRET: 'bench-secret-bench-secret-bench-secret-bench', SITE_ORIGIN: 'http://127.0.0.1:3590', VAR_DIR: path.join(root, 'var/bench-diamonds') });
    app = await buildApp({ config, database, pages: false, logger: false });
    await app.listen({ host: '127.0.0.1', port: 3590 });
    await app.diamondIndex.current();
    const bodiesFile = path.join(os.tmpdir(), `${name}-requests.json`);
    writeFileSync(
      bodiesFile,
      JSON.stringify(mix.slice(0, 500).map((q) => ({ method: 'POST', path: `/api/diamond/list/${q.type}?page=${q.page}&limit=${q.limit}&sort=${q.sort}`, headers: { 'content-type': 'application/json' }, body: JSON.stringify(q.body) }))),
    );
    const http = await new Promise<{ requestsPerSecond: number; p99: number; p50: number; errors: number; non2xx: number }>((resolve, reject) => {
      const child = spawn(process.execPath, [path.join(root, 'bench/http-load.mjs'), 'http://127.0.0.1:3590', bodiesFile, String(HTTP_SECONDS)], { stdio: ['ignore', 'pipe', 'inherit'] });
      let out = '';
      child.stdout.on('data', (d) => (out += d));
      child.on('exit', (code) => (code === 0 ? resolve(JSON.parse(out)) : reject(new Error(`load generator exited with ${code}`))));
    });
    log('http', http);

    writeResults({ version, engine, engineSample, sqlStats, mismatches, loadMs, buildMs, indexBytes, byKind, http, stones: index.stones() });
  } finally {
    await app?.close();
    await database.close();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

interface Results {
  version: string;
  engine: ReturnType<typeof summary>;
  engineSample: ReturnType<typeof summary>;
  sqlStats: ReturnType<typeof summary>;
  mismatches: number;
  loadMs: number;
  buildMs: number;
  indexBytes: number;
  byKind: Map<string, number[]>;
  http: { requestsPerSecond: number; p99: number; p50: number; errors: number; non2xx: number };
  stones: Record<StoneKind, number>;
}

function writeResults(r: Results): void {
  const ratio = r.sqlStats.p95 / r.engineSample.p95;
  const met = r.engine.p95 <= 5 && r.engine.p99 <= 10 && ratio >= 20 && r.indexBytes <= 300e6 && r.mismatches === 0;
  const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  const lines = [
    '<!-- diamonds:start -->',
    '## Diamond search at a million stones',
    '',
    `Targets: engine p95 ≤ 5 ms and p99 ≤ 10 ms per search including the exact total and five facets, ≥ 20× faster at p95 than tuned SQL, index ≤ 300 MB — **${met ? 'met' : 'not all met'}** in the run of ${new Date().toISOString().slice(0, 10)}.`,
    '',
    `Inventory: ${STONES.toLocaleString('en')} generated stones (${r.stones.natural.toLocaleString('en')} natural and ${r.stones.lab.toLocaleString('en')} lab-grown offered). Mix: ${QUERIES.toLocaleString('en')} seeded searches (bench/diamond-queries.ts), each answered with page, exact total and five facets; SQL on an evenly spaced sample of ${SQL_QUERIES} of them (about a second each), the index timed on all and on the same sample; answers of the two ways compared on the sample: ${r.mismatches === 0 ? 'identical for every search' : `${r.mismatches} differ`}.`,
    '',
    '| per search | p50 | p95 | p99 | max |',
    '|---|---|---|---|---|',
    `| in-memory index, all ${QUERIES} searches (this process, one thread) | ${ms(r.engine.p50)} ms | ${ms(r.engine.p95)} ms | ${ms(r.engine.p99)} ms | ${ms(r.engine.max)} ms |`,
    `| in-memory index, the ${SQL_QUERIES} of the SQL sample | ${ms(r.engineSample.p50)} ms | ${ms(r.engineSample.p95)} ms | ${ms(r.engineSample.p99)} ms | ${ms(r.engineSample.max)} ms |`,
    `| tuned SQL, PostgreSQL ${r.version} (7 statements) | ${ms(r.sqlStats.p50)} ms | ${ms(r.sqlStats.p95)} ms | ${ms(r.sqlStats.p99)} ms | ${ms(r.sqlStats.max)} ms |`,
    '',
    `Index faster at p95: **${ratio.toFixed(0)}×** (p50 ${(r.sqlStats.p50 / r.engineSample.p50).toFixed(0)}×) on the same searches. Index arrays ${(r.indexBytes / 1e6).toFixed(1)} MB (the search structures: columns, bitsets, sort orders, price comparison groups); read from PostgreSQL in ${(r.loadMs / 1000).toFixed(1)} s, built in ${(r.buildMs / 1000).toFixed(1)} s.`,
    '',
    '| kind of search (share of the mix) | p50 | p95 |',
    '|---|---|---|',
    ...[...r.byKind.entries()].map(([kind, times]) => {
      const s = summary(times);
      return `| ${kind} (${((times.length / QUERIES) * 100).toFixed(0)}%) | ${ms(s.p50)} ms | ${ms(s.p95)} ms |`;
    }),
    '',
    `Over HTTP (POST /api/diamond/list, the first 500 searches of the mix in turn, 50 connections, ${HTTP_SECONDS} s, autocannon in a separate process on the same machine; the answer includes reading the page's stones from PostgreSQL): **${Math.round(r.http.requestsPerSecond)} requests/s**, latency p50 ${r.http.p50} ms, p99 ${r.http.p99} ms, ${r.http.errors} errors, ${r.http.non2xx} non-2xx.`,
    '',
    `Machine: ${os.cpus().length} cores (${cpu}), Node ${process.version}, PostgreSQL ${r.version} on the same machine. Command: \`npm run bench:diamonds\` (options: \`-- --stones N --queries N --sql-queries N --http-seconds N\`).`,
    '<!-- diamonds:end -->',
  ];
  const file = path.join(root, 'bench/RESULTS.md');
  const current = readFileSync(file, 'utf8');
  const block = lines.join('\n');
  const next = current.includes('<!-- diamonds:start -->')
    ? current.replace(/<!-- diamonds:start -->[\s\S]*?<!-- diamonds:end -->/, block)
    : `${current.trimEnd()}\n\n${block}\n`;
  writeFileSync(file, next);
  log(`written to bench/RESULTS.md (${met ? 'targets met' : 'targets not all met'})`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
