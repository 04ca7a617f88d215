/**
 * npm run bench:soak [-- --minutes N] [--stones N] [--database-url URL] [--connections N] [--rate R] [--picture-share F]
 *                       [--port P] [--env NAME=VALUE …] [--label TEXT] [--no-write] [--results-file FILE]
 *
 * Whether the shop's memory stays put under use. The shop starts as in production (`node scripts/start.mjs`, the
 * storefront built when stale, `NODE_ENV=production`, `LOG_LEVEL=warn`) on a fresh VAR_DIR and a fresh embedded
 * database stocked with --stones (default 20,000) by the seed command (with --database-url, a fresh database of its own
 * on that PostgreSQL server instead, dropped at the end). Then a mixed load runs for --minutes (default
 * 30) from autocannon in a separate process (bench/http-load.mjs): --connections (10) capped at --rate (40)
 * requests/s in all, cycling through the home, listing, product and diamond-search pages, a listing with a campaign
 * tag new each time, the product list and product APIs, diamond searches nobody made before, and pictures (a
 * --picture-share of 0.1 of the requests) each at a picture name and width no request asked for before in its
 * round: the names the shop's pages and product answers serve, at every width pictures are drawn at; the picture
 * cache (VAR_DIR/images) is emptied every round (60 s), so every picture asked for is drawn again.
 *
 * Every 30 s the shop's RSS and its peak (VmRSS, VmHWM from /proc/PID/status), V8's heap and external memory (from
 * /metrics) and where the resident memory lies (/proc/PID/smaps: the V8 heap and other anonymous mappings, glibc's
 * malloc arenas, the brk heap, WebAssembly memory, files) are sampled and printed; at the end a table and a verdict
 * (RSS ≤ 400 MB with 20,000 stones embedded, ≤ 600 MB on a PostgreSQL server, and flat: the last third of the run grows less than 5%) go into
 * bench/RESULTS.md (a section per --label, default `soak`). --env NAME=VALUE (repeatable) is given to the shop's
 * process, to measure a setting (e.g. MALLOC_ARENA_MAX=2). The run is bounded: the load generator is killed after
 * the run's time plus two minutes, the shop at the end, after a failure or on Ctrl-C.
 */
/* global AbortSignal */
import { execFileSync, spawn } from 'node:child_process';
import { appendFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { clearTimeout } from 'node:timers';
import { fileURLToPath, URL, URLSearchParams } from 'node:url';
import pg from 'pg';
import { register } from 'tsx/esm/api';
import { memoryMapOf } from './memory-map.mjs';
import { writeResultsSection } from './results-file.mjs';

register();
const { encodeProductFilters, PRODUCT_PAGE_SIZE } = await import('../src/domain/catalog/product-filters.ts');

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const USAGE =
  'usage: npm run bench:soak -- [--minutes N] [--stones N] [--database-url URL] [--connections N] [--rate R] [--picture-share F] [--port P] [--env NAME=VALUE …] [--label TEXT] [--no-write] [--results-file FILE]';
const PICTURE_WIDTHS = [160, 320, 480, 640, 800, 960, 1280, 1920];
const SAMPLE_SECONDS = 30;
const ROUND_SECONDS = 60;
const BROWSER = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const API = { accept: 'application/json', 'x-channel': 'kilau-web' };
const PAGE = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8', 'accept-language': 'en-MY,en;q=0.9' };

function parseOptions(argv) {
  const o = { minutes: 30, stones: 20_000, databaseUrl: '', connections: 10, rate: 40, pictureShare: 0.1, port: 3750, env: {}, label: 'soak', write: true, resultsFile: path.join(root, 'bench/RESULTS.md') };
  const number = (flag, raw, min, whole = true) => {
    const n = Number(String(raw ?? '').replace(/_/g, ''));
    if (!Number.isFinite(n) || n < min || (whole && !Number.isInteger(n))) throw new Error(`${flag} needs a ${whole ? 'whole ' : ''}number ≥ ${min}, got '${raw ?? ''}'\n${USAGE}`);
    return n;
  };
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = argv[i].split(/=(.*)/s, 2);
    const value = () => {
      const v = inline ?? argv[++i];
      if (v === undefined) throw new Error(`${flag} needs a value\n${USAGE}`);
      return v;
    };
    if (flag === '--minutes') o.minutes = number(flag, value(), 0.5, false);
    else if (flag === '--stones') o.stones = number(flag, value(), 1);
    else if (flag === '--database-url') o.databaseUrl = value();
    else if (flag === '--connections') o.connections = number(flag, value(), 1);
    else if (flag === '--rate') o.rate = number(flag, value(), 1);
    else if (flag === '--picture-share') o.pictureShare = Math.min(1, number(flag, value(), 0, false));
    else if (flag === '--port') o.port = number(flag, value(), 1024);
    else if (flag === '--label') o.label = value().replace(/[^A-Za-z0-9_-]/g, '-');
    else if (flag === '--no-write') o.write = false;
    else if (flag === '--results-file') o.resultsFile = path.resolve(value());
    else if (flag === '--env') {
      const [name, v] = value().split(/=(.*)/s, 2);
      if (!/^[A-Z_][A-Z0-9_]*$/.test(name) || v === undefined) throw new Error(`--env needs NAME=VALUE\n${USAGE}`);
      o.env[name] = v;
    } else if (flag === '--help' || flag === '-h') {
      console.log(USAGE);
      process.exit(0);
    } else throw new Error(`unknown option '${argv[i]}'\n${USAGE}`);
  }
  return o;
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const log = (...m) => console.log(...m);
const mb = (bytes) => (bytes === undefined || Number.isNaN(bytes) ? '—' : String(Math.round(bytes / 2 ** 20)));
const state = { children: new Set(), tmp: undefined, cleanup: undefined, admin: undefined, database: undefined };

/** VmRSS and VmHWM of a process in bytes, from /proc; undefined once it has gone. */
function statusOf(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (field) => Number(new RegExp(`^${field}:\\s+(\\d+)`, 'm').exec(status)?.[1]) * 1024;
    return { rss: kb('VmRSS'), peak: kb('VmHWM'), threads: Number(/^Threads:\s+(\d+)/m.exec(status)?.[1]) };
  } catch {
    return undefined;
  }
}

async function get(url, init = {}, timeoutMs = 30_000) {
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
  const text = await response.text();
  return { status: response.status, text };
}

/** V8's heap (used) and external memory from the shop's /metrics (prom-client's default metrics). */
async function v8MemoryOf(base) {
  try {
    const { text } = await get(`${base}/metrics`, {}, 10_000);
    const metric = (name) => Number(new RegExp(`^${name}(?:\\{[^}]*\\})? ([0-9.e+]+)`, 'm').exec(text)?.[1]);
    return { heap: metric('nodejs_heap_size_used_bytes'), heapTotal: metric('nodejs_heap_size_total_bytes'), external: metric('nodejs_external_memory_bytes') };
  } catch {
    return {};
  }
}

/** Runs a command to its end within timeoutMs, its output into logFile. */
function run(label, args, { env, timeoutMs, logFile }) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
    state.children.add(child);
    child.stdout.on('data', (d) => appendFileSync(logFile, d));
    child.stderr.on('data', (d) => appendFileSync(logFile, d));
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.on('exit', (code) => {
      clearTimeout(timer);
      state.children.delete(child);
      if (code === 0) resolve();
      else reject(new Error(`${label} failed (exit ${code}); see ${logFile}`));
    });
  });
}

function shopEnv(options, varDir) {
  const env = { ...process.env };
  for (const name of ['DATABASE_URL', 'REDIS_URL', 'BUILD_DIR', 'VAR_DIR', 'PORT', 'HOST', 'SITE_ORIGIN', 'SMTP_URL', 'SEED_ON_START', 'SEED_DIAMONDS', 'NODE_ENV', 'LOG_LEVEL', 'TRUST_PROXY']) delete env[name];
  return {
    ...env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(options.port),
    SITE_ORIGIN: `http://127.0.0.1:${options.port}`,
    VAR_DIR: varDir,
    LOG_LEVEL: 'warn',
    SEED_DIAMONDS: String(options.stones),
    // the soak asks for more new pictures from its one address than a shopper may; the limit is not what is measured
    IMAGE_RENDERS_PER_MINUTE: '100000',
    // a shop on a PostgreSQL server takes payments only at eGHL or, asked for, at the sandbox gateway
    ...(options.shopDatabaseUrl ? { DATABASE_URL: options.shopDatabaseUrl, PAYMENT_SANDBOX: 'true' } : {}),
    ...options.env,
  };
}

async function startShop(options, env) {
  const base = `http://127.0.0.1:${options.port}`;
  const taken = await get(`${base}/api/healthz`, {}, 2000).catch(() => undefined);
  if (taken) throw new Error(`port ${options.port} is taken by another server (choose another with --port)`);
  const logFile = path.join(state.tmp, 'shop.log');
  // scripts/start.mjs through a link of another name: on a shared machine, a broad stop of every `scripts/start.mjs`
  // by someone else (it happened twice during a run) would end the soak (node runs the linked file as itself)
  const link = path.join(state.tmp, 'soak-shop.mjs');
  symlinkSync(path.join(root, 'scripts/start.mjs'), link);
  const child = spawn(process.execPath, [link], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  state.children.add(child);
  child.stdout.on('data', (d) => appendFileSync(logFile, d));
  child.stderr.on('data', (d) => appendFileSync(logFile, d));
  const shop = { base, child, pid: child.pid, logFile, exit: undefined };
  child.on('exit', (code, signal) => {
    state.children.delete(child);
    shop.exit = signal ? `signal ${signal}` : `exit code ${code}`;
    shop.onExit?.();
  });
  const until = Date.now() + 600_000;
  const search = { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' };
  for (;;) {
    if (shop.exit) throw new Error(`the shop stopped during its start (${shop.exit}); see ${logFile}`);
    if (Date.now() > until) throw new Error(`the shop was not ready within 600 s; see ${logFile}`);
    const ready = await get(`${base}/api/diamond/list/naturaldiamond?page=1&limit=20`, search, 60_000).catch(() => undefined);
    if (ready?.status === 200) break;
    await sleep(500);
  }
  // the server may be a child of the started process (a start that sets the allocator up first): measure the server
  shop.pid = serverPidOf(child.pid);
  return shop;
}

/** The process that serves: `pid` itself, or its only child when it started the server as one. */
function serverPidOf(pid) {
  try {
    const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean);
    return children.length === 1 ? serverPidOf(Number(children[0])) : pid;
  } catch {
    return pid;
  }
}

/** Every picture name the shop's pages and product answers serve (without a width), and the load's other requests. */
async function requestsOf(base, share) {
  const pictures = new Set();
  const collect = (text) => {
    for (const m of text.matchAll(/\/images\/[a-z0-9-]+\/[A-Za-z0-9_.-]+\.webp/g)) pictures.add(m[0]);
  };
  const { lov } = JSON.parse((await get(`${base}/api/lov/PRODUCT_CATEGORY`)).text);
  const ring = lov.find((c) => c.is_engagement_ring) ?? lov[0];
  const { products } = JSON.parse((await get(`${base}/api/product/list?page=1&limit=60`)).text);
  const slugs = products.map((p) => p.slugId);
  for (const slug of slugs) collect((await get(`${base}/api/product/${slug}`, { headers: API })).text);
  const pages = ['/', `/products/${ring.slug}`, '/choose-diamond', ...slugs.slice(0, 6).map((s) => `/product/${s}`)];
  for (const p of pages) collect((await get(`${base}${p}`, { headers: PAGE })).text);
  const diamondSearch = { method: 'POST', headers: { ...API, 'content-type': 'application/json' }, body: '{}', fresh: 'diamond-search' };
  const others = [
    ...pages.map((p) => ({ kind: 'page', method: 'GET', path: p, headers: PAGE })),
    { kind: 'campaign page', method: 'GET', path: `/products/${ring.slug}`, headers: PAGE, fresh: 'utm_source' },
    ...[1, 2].map((page) => ({ kind: 'api', method: 'GET', path: `/api/product/list?${new URLSearchParams({ page: String(page), limit: String(PRODUCT_PAGE_SIZE), filters: encodeProductFilters({ active: 'yes', main: ring.id }) })}`, headers: API })),
    ...slugs.slice(0, 6).map((s) => ({ kind: 'api', method: 'GET', path: `/api/product/${s}`, headers: API })),
    { kind: 'new diamond search', ...diamondSearch, path: '/api/diamond/list/naturaldiamond' },
    { kind: 'new diamond search', ...diamondSearch, path: '/api/diamond/list/labgrowndiamond' },
  ];
  // pictures take their share of the requests: others × share / (1 − share) picture slots in the list
  const slots = share >= 1 ? 1 : Math.round((others.length * share) / (1 - share));
  const list = [...others];
  for (let i = 0; i < slots; i++) list.splice(Math.round(((i + 0.5) * list.length) / slots), 0, { kind: 'picture', method: 'GET', path: '/images/', headers: { accept: 'image/webp,*/*' }, fresh: 'picture' });
  const names = [...pictures].sort();
  // each name at every width, widths interleaved so consecutive requests differ in size
  const pictureList = PICTURE_WIDTHS.flatMap((w) => names.map((n) => `${n}?w=${w}`));
  return { requests: list, pictures: pictureList, names: names.length };
}

function startLoad(shop, spec, seconds) {
  const file = path.join(state.tmp, 'load.json');
  writeFileSync(file, JSON.stringify(spec));
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(root, 'bench/http-load.mjs'), shop.base, file, String(seconds)], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    state.children.add(child);
    // a shop that stops (or is stopped by something else on the machine) ends the load at once
    shop.onExit = () => child.kill('SIGTERM');
    let out = '';
    let err = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (err += d));
    // the hard bound: the run's time and two minutes
    const timer = setTimeout(() => child.kill('SIGKILL'), (seconds + 120) * 1000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      state.children.delete(child);
      try {
        resolve(code === 0 ? JSON.parse(out.trim().split('\n').at(-1)) : { failed: `exit ${code}: ${err.trim().split('\n').slice(-3).join(' | ')}` });
      } catch {
        resolve({ failed: `no result: ${err.trim().split('\n').slice(-3).join(' | ')}` });
      }
    });
  });
}

/** Empties the picture cache (a fresh round of drawings); the shop forgets a kept picture whose file is gone. */
function clearPictureCache(varDir) {
  const dir = path.join(varDir, 'images');
  const subs = existsSync(dir) ? readdirSync(dir) : [];
  for (const sub of subs) rmSync(path.join(dir, sub), { recursive: true, force: true });
}

/** The resident memory of the shop's child processes (its drawing process), in bytes. */
function childrenRssOf(pid) {
  try {
    const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean);
    return children.reduce((sum, child) => sum + (statusOf(Number(child))?.rss ?? 0), 0);
  } catch {
    return undefined;
  }
}

async function sample(shop, started) {
  const status = statusOf(shop.pid);
  const children = childrenRssOf(shop.pid);
  const v8 = await v8MemoryOf(shop.base);
  const map = memoryMapOf(shop.pid);
  return { minute: (Date.now() - started) / 60_000, ...status, children, ...v8, map };
}

const CATEGORIES = ['v8AndOtherAnon', 'arenas', 'brkHeap', 'wasm', 'files'];
const header = () =>
  `${'min'.padStart(5)} ${'RSS'.padStart(5)} ${'peak'.padStart(5)} ${'heap'.padStart(5)} ${'total'.padStart(5)} ${'ext'.padStart(5)} ${'anon*'.padStart(6)} ${'arenas'.padStart(6)} ${'brk'.padStart(5)} ${'wasm'.padStart(5)} ${'files'.padStart(5)} ${'thr'.padStart(4)} ${'child'.padStart(5)}   (MB; anon* = V8 heap and other anonymous mappings; child = the shop's child processes)`;
const line = (s) =>
  `${s.minute.toFixed(1).padStart(5)} ${mb(s.rss).padStart(5)} ${mb(s.peak).padStart(5)} ${mb(s.heap).padStart(5)} ${mb(s.heapTotal).padStart(5)} ${mb(s.external).padStart(5)} ${CATEGORIES.map((c, i) => mb(s.map?.[c]).padStart(i === 0 || i === 1 ? 6 : 5)).join(' ')} ${String(s.threads ?? '—').padStart(4)} ${mb(s.children).padStart(5)}`;

function verdictOf(samples, options) {
  const last = samples.at(-1);
  const third = samples.filter((s) => s.minute >= (last?.minute ?? 0) * (2 / 3));
  const growth = third.length > 1 ? (third.at(-1).rss - third[0].rss) / third[0].rss : undefined;
  const target = options.databaseUrl ? 600 : options.stones <= 20_000 ? 400 : undefined;
  const under = target === undefined ? undefined : last && last.rss / 2 ** 20 <= target;
  const flat = growth !== undefined && growth < 0.05;
  return { growth, target, under, flat };
}

/** The commit the shop runs (taken at its start: the tree may change during a long run). */
function commitOf() {
  const head = execFileSync('git', ['log', '-1', '--format=%h', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim();
  const dirty = execFileSync('git', ['status', '--porcelain', '--', 'src', 'scripts'], { cwd: root, encoding: 'utf8' }).trim() !== '';
  return { head, dirty };
}

function writeResults({ options, samples, load, verdict, machine, started, names, pictures, commit: { head, dirty } }) {
  const command = ['npm run bench:soak', ...(process.argv.length > 2 ? ['--', ...process.argv.slice(2)] : [])].join(' ');
  const rows = samples.map((s) => `| ${s.minute.toFixed(1)} | ${mb(s.rss)} | ${mb(s.peak)} | ${mb(s.heap)} / ${mb(s.heapTotal)} | ${mb(s.external)} | ${CATEGORIES.map((c) => mb(s.map?.[c])).join(' | ')} | ${s.threads ?? '—'} | ${mb(s.children)} |`);
  const kinds = Object.entries(load.kinds ?? {})
    .map(([k, codes]) => `${k}: ${Object.entries(codes).map(([c, n]) => `${n.toLocaleString('en')} × ${c}`).join(', ')}`)
    .join('; ');
  const tag = `soak-${options.label}`;
  const section = `<!-- ${tag}:start -->
## Memory under a ${options.minutes}-minute mixed soak (bench:soak), ${options.label}${Object.keys(options.env).length ? `: ${Object.entries(options.env).map(([k, v]) => `\`${k}=${v}\``).join(' ')}` : ''}

Target: RSS ≤ 400 MB with 20,000 stones on the embedded database, ≤ 600 MB with 1,000,000 on a PostgreSQL server, flat over the soak. ${options.stoppedAfter === undefined ? '' : `**The shop stopped after ${options.stoppedAfter.toFixed(1)} minutes**; the samples until then. `}This run: RSS ${mb(samples.at(-1)?.rss)} MB at the end (peak ${mb(samples.at(-1)?.peak)} MB)${samples.at(-1)?.children ? `, its child processes (the drawing process) ${mb(samples.at(-1).children)} MB besides (at most ${mb(Math.max(...samples.map((s) => s.children ?? 0)))} MB in any sample)` : ''}, ${verdict.growth === undefined ? 'growth not measured' : `${(verdict.growth * 100).toFixed(1)}% growth over the last third`} — ${verdict.target ? `≤ ${verdict.target} MB ${verdict.under ? '**met**' : '**not met**'}, ` : ''}flat ${verdict.flat ? '**yes**' : '**no**'}.

| minute | RSS MB | peak MB | V8 heap used / total MB | external MB | V8 and other anonymous MB | malloc arenas MB | brk heap MB | WebAssembly MB | files MB | threads | child processes MB |
|---|---|---|---|---|---|---|---|---|---|---|---|
${rows.join('\n')}

Load: autocannon in a separate process, ${options.connections} connections capped at ${options.rate} requests/s in all: ${load.failed ? `FAILED (${load.failed})` : `${Math.round(load.requests ?? 0).toLocaleString('en')} requests (${(load.requestsPerSecond ?? 0).toFixed(1)}/s), p50 ${load.p50} ms, p99 ${load.p99} ms, ${load.errors} errors, ${load.non2xx} non-2xx`}; by kind: ${kinds || '—'}. Pages (home, listing, diamond search, six products), a listing with a new campaign tag each time, product list and product answers, diamond searches nobody made before, and pictures (${Math.round(options.pictureShare * 100)}% of the requests) cycling through ${pictures.toLocaleString('en')} picture names and widths (${names} names the pages and product answers serve × ${PICTURE_WIDTHS.length} widths), the picture cache emptied every ${ROUND_SECONDS} s so every picture is drawn. Memory sampled every ${SAMPLE_SECONDS} s: VmRSS and VmHWM of the shop's process, V8 heap used and external memory from /metrics, and the resident memory by kind of mapping from /proc/PID/smaps (malloc arenas: glibc's 64 MB per-thread heaps; brk heap: the main arena; WebAssembly: the embedded database's memory; anonymous: V8's heap and every other anonymous mapping, large mallocs among them).

Shop: ${head}${dirty ? ' with uncommitted changes' : ''}, \`NODE_ENV=production node scripts/start.mjs\`, \`LOG_LEVEL=warn\`, fresh VAR_DIR, ${options.stones.toLocaleString('en')} stones on ${options.databaseUrl ? `a fresh database of its own on the PostgreSQL server at ${new URL(options.databaseUrl).host}` : 'the embedded database'} (seed command)${Object.keys(options.env).length ? `, with ${Object.entries(options.env).map(([k, v]) => `\`${k}=${v}\``).join(' ')}` : ''}; run of ${new Date(started).toISOString().slice(0, 16).replace('T', ' ')} UTC.
Machine: ${machine.cores} cores (${machine.cpu}), ${machine.memoryGb} GB, Node ${process.version}; load average ${machine.load} at the start, ${os.loadavg().map((l) => l.toFixed(1)).join(' ')} at the end (others work on this machine too).

Command: \`${command}\`
<!-- ${tag}:end -->`;
  writeResultsSection(options.resultsFile, tag, section);
  log(`written to ${path.relative(root, options.resultsFile)} (section ${tag})`);
}

async function main() {
  const options = parseOptions(process.argv.slice(2));
  const cpuinfo = readFileSync('/proc/cpuinfo', 'utf8');
  const machine = { cores: os.availableParallelism(), cpu: /^model name\s*:\s*(.+)$/m.exec(cpuinfo)?.[1]?.trim() ?? 'unknown CPU', memoryGb: Math.round(os.totalmem() / 2 ** 30), load: os.loadavg().map((l) => l.toFixed(1)).join(' ') };
  state.tmp = mkdtempSync(path.join(os.tmpdir(), 'kilau-bench-soak-'));
  const varDir = path.join(state.tmp, 'var');
  mkdirSync(varDir);
  if (options.databaseUrl) {
    state.admin = new pg.Client({ connectionString: options.databaseUrl });
    await state.admin.connect();
    state.database = `kilau_bench_soak_${process.pid}`;
    await state.admin.query(`create database ${state.database}`);
    const url = new URL(options.databaseUrl);
    url.pathname = `/${state.database}`;
    options.shopDatabaseUrl = url.toString();
  }
  const env = shopEnv(options, varDir);
  const commit = commitOf();
  log(`bench:soak — ${machine.cores} cores, load average ${machine.load}; ${options.minutes} min, ${options.connections} connections ≤ ${options.rate} req/s; env ${JSON.stringify(options.env)}; temp ${state.tmp}`);
  log(`seeding ${options.stones.toLocaleString('en')} stones …`);
  await run('seeding', ['--import', 'tsx', 'scripts/seed.ts', '--diamonds', String(options.stones)], { env, timeoutMs: 900_000, logFile: path.join(state.tmp, 'seed.log') });
  const shop = await startShop(options, env);
  const started = Date.now();
  const { requests, pictures, names } = await requestsOf(shop.base, options.pictureShare);
  log(`shop pid ${shop.pid} ready; ${requests.length} requests a cycle, ${pictures.length} pictures (${names} names × ${PICTURE_WIDTHS.length} widths)`);
  const seconds = Math.round(options.minutes * 60);
  const loading = startLoad(shop, { requests, pictures, connections: options.connections, overallRate: options.rate, headers: { 'accept-encoding': 'gzip, br', 'user-agent': BROWSER } }, seconds);
  let loadResult;
  loading.then((r) => (loadResult = r));
  const samples = [await sample(shop, started)];
  log(header());
  log(line(samples[0]));
  let nextRound = Date.now() + ROUND_SECONDS * 1000;
  while (!loadResult && !shop.exit) {
    const nextSample = started + samples.length * SAMPLE_SECONDS * 1000;
    while (Date.now() < nextSample && !loadResult && !shop.exit) {
      if (Date.now() >= nextRound) {
        clearPictureCache(varDir);
        nextRound += ROUND_SECONDS * 1000;
      }
      await sleep(500);
    }
    if (shop.exit) break;
    const s = await sample(shop, started);
    samples.push(s);
    log(line(s));
  }
  const load = await loading;
  if (shop.exit) {
    log(`\n!!! the shop STOPPED after ${samples.at(-1).minute.toFixed(1)} min (${shop.exit}); see ${shop.logFile}. The samples so far:`);
    options.stoppedAfter = samples.at(-1).minute;
    process.exitCode = 1;
  }
  const verdict = verdictOf(samples, options);
  log(`\nload: ${load.failed ? `FAILED ${load.failed}` : `${load.requests} requests (${load.requestsPerSecond?.toFixed(1)}/s), p50 ${load.p50} ms, p99 ${load.p99} ms, errors ${load.errors}, non-2xx ${load.non2xx}`}`);
  log(`by kind: ${JSON.stringify(load.kinds ?? {})}`);
  log(`RSS at the end ${mb(samples.at(-1).rss)} MB (peak ${mb(samples.at(-1).peak)} MB); growth over the last third ${verdict.growth === undefined ? '—' : `${(verdict.growth * 100).toFixed(1)}%`}`);
  if (options.write) writeResults({ options, samples, load, verdict, machine, started, names, pictures: pictures.length, commit });
}

async function cleanup() {
  state.cleanup ??= (async () => {
    for (const child of state.children) child.kill('SIGTERM');
    const until = Date.now() + 15_000;
    while (state.children.size && Date.now() < until) await sleep(200);
    for (const child of state.children) child.kill('SIGKILL');
    if (state.tmp) rmSync(state.tmp, { recursive: true, force: true });
    if (state.admin) {
      if (state.database) await state.admin.query(`drop database if exists ${state.database} with (force)`).catch((error) => console.error(`the database ${state.database} could not be dropped: ${error.message}`));
      await state.admin.end().catch(() => {});
    }
  })();
  return state.cleanup;
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    console.error(`\n${signal}: stopping the shop and the load …`);
    cleanup().finally(() => process.exit(130));
  });
}
process.on('exit', () => {
  for (const child of state.children) child.kill('SIGKILL');
});

try {
  await main();
} catch (error) {
  console.error(`\n!!! bench:soak FAILED: ${error instanceof Error ? error.message : error}`);
  process.exitCode = 1;
} finally {
  await cleanup();
}
