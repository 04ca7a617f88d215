/**
 * npm run bench:stone-watch [-- --database-url URL] [--streams N] [--rounds N] [--stones N] [--no-write]
 *
 * How soon a reserved stone leaves the pages open on two instances (issue 39, item 3): two shop processes
 * (`NODE_ENV=production node scripts/start.mjs`) on one fresh database of the PostgreSQL server (default
 * postgres://postgres@127.0.0.1:5432/postgres; created for the run and dropped afterwards), --streams open pages
 * (default 100) each holding GET /api/diamond/changes, half on each instance, in this process; then --rounds times
 * (default 30) one stone is reserved for an order (its `reserved_by_order_id` set in one committed UPDATE, as placing
 * an order does) and the time from that commit to the moment each open page is told "reserved" is taken, then it is
 * put back on sale. Printed, and written into bench/RESULTS.md (section stone-watch) unless --no-write: p50, p99 and
 * the slowest of every (round, page), against the target p99 ≤ 2 s, and the shops' RSS after the run.
 */
/* global AbortController, TextDecoder */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath, URL } from 'node:url';
import pg from 'pg';
import { writeResultsSection } from './results-file.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : fallback;
};
const options = {
  databaseUrl: option('--database-url', 'postgres://postgres@127.0.0.1:5432/postgres'),
  streams: Number(option('--streams', '100')),
  rounds: Number(option('--rounds', '30')),
  stones: Number(option('--stones', '5000')),
  write: !args.includes('--no-write'),
};
const log = (line) => console.log(line);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const children = [];
const tmp = mkdtempSync(path.join(os.tmpdir(), 'kilau-bench-stone-watch-'));
const dbName = `kilau_bench_watch_${Date.now().toString(36)}`;
const admin = new pg.Client({ connectionString: options.databaseUrl });

async function cleanUp() {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  await Promise.all(children.map((child) => (child.exitCode === null ? new Promise((resolve) => child.once('exit', resolve)) : null)));
  try {
    await admin.query(`drop database if exists "${dbName}" with (force)`);
    await admin.end();
  } catch {
    // the server went away: nothing to drop
  }
  rmSync(tmp, { recursive: true, force: true });
}
process.on('SIGINT', () => void cleanUp().then(() => process.exit(130)));

function startShop(port, databaseUrl) {
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production', DATABASE_URL: databaseUrl, PORT: String(port), HOST: '127.0.0.1', VAR_DIR: path.join(tmp, String(port)), LOG_LEVEL: 'warn', PAYMENT_SANDBOX: 'true', SEED_DIAMONDS: String(options.stones), SITE_ORIGIN: `http://127.0.0.1:${port}` },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(child);
  return { child, base: `http://127.0.0.1:${port}` };
}

async function ready({ base, child }) {
  for (let i = 0; i < 240 && child.exitCode === null; i++) {
    const status = await fetch(`${base}/api/ready`).then((r) => r.status, () => 0);
    if (status === 200) return;
    await sleep(500);
  }
  throw new Error(`${base} did not become ready`);
}

/** An open page's stream: calls `heard(certificate, state, at)` for each change it is told. */
async function openPage(base, heard) {
  const controller = new AbortController();
  const answer = await fetch(`${base}/api/diamond/changes`, { signal: controller.signal });
  if (answer.status !== 200) throw new Error(`${base}: the stream answered ${answer.status}`);
  const decoder = new TextDecoder();
  let text = '';
  void (async () => {
    try {
      for await (const chunk of answer.body) {
        text += decoder.decode(chunk, { stream: true });
        let end;
        while ((end = text.indexOf('\n\n')) >= 0) {
          const event = text.slice(0, end);
          text = text.slice(end + 2);
          const data = /^event: stones\ndata: (.*)$/m.exec(event);
          if (data) for (const change of JSON.parse(data[1])) heard(change.CERTIFICATE_NO, change.state, performance.now());
        }
      }
    } catch {
      // closed at the end
    }
  })();
  return () => controller.abort();
}

const rssOf = (pid) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];

async function main() {
  const started = performance.now();
  await admin.connect();
  await admin.query(`create database "${dbName}"`);
  const url = new URL(options.databaseUrl);
  url.pathname = `/${dbName}`;
  log(`bench:stone-watch — ${os.cpus().length} cores, Node ${process.version}, ${options.streams} open pages on two instances, ${options.rounds} reservations, ${options.stones} stones`);
  const a = startShop(3530, url.href);
  await ready(a);
  const b = startShop(3531, url.href);
  await ready(b);
  const db = new pg.Client({ connectionString: url.href });
  await db.connect();
  const stones = (await db.query('select id, certificate_no from diamonds where is_available and reserved_by_order_id is null order by random() limit $1', [options.rounds])).rows;

  /** For each round, when each page heard its stone reserved. */
  let waiting = null;
  const closers = [];
  for (let i = 0; i < options.streams; i++) {
    const page = i;
    closers.push(
      await openPage(i % 2 === 0 ? a.base : b.base, (certificate, state, at) => {
        if (waiting && state === 'reserved' && certificate === waiting.certificate && !waiting.heard.has(page)) waiting.heard.set(page, at - waiting.committedAt);
      }),
    );
  }
  await sleep(500);

  const latencies = [];
  let missed = 0;
  for (const stone of stones) {
    waiting = { certificate: stone.certificate_no, heard: new Map(), committedAt: 0 };
    await db.query('update diamonds set reserved_by_order_id = -1 where id = $1', [stone.id]);
    waiting.committedAt = performance.now();
    const deadline = performance.now() + 5_000;
    while (waiting.heard.size < options.streams && performance.now() < deadline) await sleep(5);
    missed += options.streams - waiting.heard.size;
    latencies.push(...waiting.heard.values());
    await db.query('update diamonds set reserved_by_order_id = null where id = $1', [stone.id]);
    await sleep(100);
  }
  waiting = null;
  const rss = { a: rssOf(a.child.pid), b: rssOf(b.child.pid) };
  for (const close of closers) close();
  await db.end();

  latencies.sort((x, y) => x - y);
  const p50 = quantile(latencies, 0.5);
  const p99 = quantile(latencies, 0.99);
  const max = latencies.at(-1);
  const met = missed === 0 && p99 <= 2_000;
  const lines = [
    `${latencies.length} deliveries (${options.rounds} reservations × ${options.streams} open pages), ${missed} not told within 5 s`,
    `from the reservation's commit to the page: p50 ${p50.toFixed(1)} ms, p99 ${p99.toFixed(1)} ms, slowest ${max.toFixed(1)} ms — target p99 ≤ 2,000 ms: ${met ? 'met' : 'not met'}`,
    `RSS after the run: instance A ${rss.a.toFixed(0)} MB, instance B ${rss.b.toFixed(0)} MB`,
  ];
  for (const line of lines) log(line);
  const seconds = (performance.now() - started) / 1000;
  if (options.write) {
    const [load1, load5] = os.loadavg();
    const { server_version: version } = (await admin.query('show server_version')).rows[0];
    writeResultsSection(
      path.join(root, 'bench/RESULTS.md'),
      'stone-watch',
      `<!-- stone-watch:start -->
## Stones that leave open pages (bench:stone-watch): ${options.streams} pages on two instances

Two shop processes (\`NODE_ENV=production node scripts/start.mjs\`) on one database of PostgreSQL ${version} (${options.stones.toLocaleString('en')} stones, fresh for the run); ${options.streams} open pages, half on each instance, each holding \`GET /api/diamond/changes\` (in the bench's own process); ${options.rounds} times a stone reserved for an order in one committed UPDATE, then put back on sale. Time from the commit to each page being told "reserved":

- ${lines.join('\n- ')}

Run of ${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} cores, Node ${process.version}, load average ${load1.toFixed(1)} ${load5.toFixed(1)} at the end; whole run ${seconds.toFixed(0)} s. Command: \`npm run bench:stone-watch\`.
<!-- stone-watch:end -->`,
    );
  }
  await cleanUp();
  process.exit(met ? 0 : 1);
}

main().catch(async (error) => {
  console.error(error);
  await cleanUp();
  process.exit(1);
});
