/**
 * npm run bench:http [-- --stones N] [--database-url URL] [--baseline REF | --no-baseline] [--connections N]
 *                       [--duration S] [--warmup S] [--kinds list,…] [--port P] [--no-write]
 *
 * HTTP throughput of the whole shop as it runs in production (--processes N: the current shop in N processes,
 * WEB_CONCURRENCY, its RSS the sum of them all; --env NAME=VALUE: a setting for the current shop only): `NODE_ENV=production node scripts/start.mjs` (the
 * child's pid is the server's) on 127.0.0.1 with a fresh VAR_DIR, its storefront built into a folder of its own, on
 * a fresh embedded database (default) or, with --database-url (a PostgreSQL server, e.g.
 * postgres://postgres@127.0.0.1:5432/postgres), on a database of its own created on that server for the run and
 * dropped afterwards. The inventory (--stones, default 20,000) is loaded with the seed command before the start, so
 * the shop starts as a running shop restarts: on a stocked database.
 *
 * With a baseline (default HEAD~1; --no-baseline to skip) that commit is checked out into a git worktree in a temp
 * folder, built there and started the same way on the next port; both shops are measured in the same run, each
 * kind first on the baseline then on the current shop, so the machine's noise hits both alike.
 *
 * Each kind of request is driven by autocannon in a separate process (bench/http-load.mjs): a warm-up (--warmup,
 * default 3 s, not counted), then --connections (50) for --duration (30 s), with a browser's
 * `accept-encoding: gzip, br`. Kinds: product list and product detail (JSON), diamond search (the seeded search mix
 * of bench/diamond-queries.ts), home, listing and product pages (HTML). Printed per shop and kind: requests/s, p50
 * and p99 latency, non-2xx answers, errors and timeouts; and each shop's RSS after start and after every kind. A shop
 * that stops under load is reported as a failure with its exit code and last log lines (exit code 1). The figures
 * go into bench/RESULTS.md (section http) unless --no-write. Each kind answered from kept bytes is also measured against
 * a bare Node server (bench/bare-server.mjs) sending as many bytes per answer, right after it (--no-bare skips it), and
 * reported as a ratio: how near the machine's limit the kept answers are.
 *
 * Everything is cleaned up at the end, after a failure and on Ctrl-C: shops and load generators stopped, databases
 * dropped, the worktree removed, temp folders deleted.
 */
/* global AbortSignal */
import { execFileSync, spawn } from 'node:child_process';
import { appendFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { clearTimeout } from 'node:timers';
import { fileURLToPath, URL, URLSearchParams } from 'node:url';
import pg from 'pg';
import { register } from 'tsx/esm/api';
import { writeResultsSection } from './results-file.mjs';
import { shopperSession } from './shopper-session.mjs';

register();
const { diamondQueryMix } = await import('./diamond-queries.ts');
const { encodeProductFilters, PRODUCT_PAGE_SIZE } = await import('../src/domain/catalog/product-filters.ts');

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const USAGE =
  'usage: npm run bench:http -- [--stones N] [--database-url URL] [--baseline REF | --no-baseline] [--connections N] [--duration S] [--warmup S] [--kinds product-list,…] [--port P] [--processes N] [--env NAME=VALUE] [--no-bare] [--no-write] [--results-file FILE]';

// ---------------------------------------------------------------------------------------------------- options

const KINDS = [
  { id: 'product-list', name: 'product list', what: 'GET /api/product/list', unit: 'requests/s', rps: 2000, p99: 50 },
  { id: 'product-detail', name: 'product detail', what: 'GET /api/product/{slug}', unit: 'requests/s', rps: 2000, p99: 50 },
  { id: 'diamond-search', name: 'diamond search', what: 'POST /api/diamond/list/{type}', unit: 'requests/s', rps: 1500, p99: 100 },
  { id: 'home-page', name: 'home page', what: 'GET /', unit: 'pages/s', rps: 300, p99: 250 },
  { id: 'listing-page', name: 'listing page', what: 'GET /products/engagementring', unit: 'pages/s', rps: 300, p99: 250 },
  { id: 'product-page', name: 'product page', what: 'GET /product/{slug}', unit: 'pages/s', rps: 300, p99: 250 },
  { id: 'choose-diamond-page', name: 'diamond search page', what: 'GET /choose-diamond', unit: 'pages/s', rps: 300, p99: 250 },
  { id: 'campaign-listing-page', name: 'listing with a new campaign tag', what: 'GET /products/engagementring?utm_source=…', unit: 'pages/s', rps: 300, p99: 250 },
  { id: 'new-diamond-search', name: 'diamond search made for the first time', what: 'POST /api/diamond/list/{type}', unit: 'requests/s', rps: 1500, p99: 100 },
  { id: 'cart-page', name: 'a logged-in shopper’s cart page', what: 'GET /cart with the page session', unit: 'pages/s', rps: 200, p99: 250, personal: true },
  { id: 'checkout-page', name: 'a logged-in shopper’s checkout page', what: 'GET /checkout with the page session', unit: 'pages/s', rps: 200, p99: 250, personal: true },
];

function parseOptions(argv) {
  const o = { stones: 20_000, databaseUrl: '', baseline: 'HEAD~1', connections: 50, duration: 30, warmup: 3, kinds: KINDS.map((k) => k.id), port: 3510, write: true, bare: true, env: {}, resultsFile: path.join(root, 'bench/RESULTS.md') };
  const number = (flag, raw, min) => {
    const n = Number(String(raw ?? '').replace(/_/g, ''));
    if (!Number.isFinite(n) || n < min || !Number.isInteger(n)) throw new Error(`${flag} needs a whole number ≥ ${min}, got '${raw ?? ''}'\n${USAGE}`);
    return n;
  };
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = argv[i].split(/=(.*)/s, 2);
    const value = () => {
      const v = inline ?? argv[++i];
      if (v === undefined) throw new Error(`${flag} needs a value\n${USAGE}`);
      return v;
    };
    if (flag === '--stones') o.stones = number(flag, value(), 1);
    else if (flag === '--database-url') o.databaseUrl = value();
    else if (flag === '--baseline') o.baseline = value();
    else if (flag === '--no-baseline') o.baseline = '';
    else if (flag === '--no-bare') o.bare = false;
    else if (flag === '--processes') o.processes = number(flag, value(), 1);
    else if (flag === '--env') {
      const [name, v] = value().split(/=(.*)/s, 2);
      if (!/^[A-Z_][A-Z0-9_]*$/.test(name) || v === undefined) throw new Error(`--env needs NAME=VALUE\n${USAGE}`);
      o.env[name] = v;
    }
    else if (flag === '--connections') o.connections = number(flag, value(), 1);
    else if (flag === '--duration') o.duration = number(flag, value(), 1);
    else if (flag === '--warmup') o.warmup = number(flag, value(), 0);
    else if (flag === '--port') o.port = number(flag, value(), 1024);
    else if (flag === '--no-write') o.write = false;
    else if (flag === '--results-file') o.resultsFile = path.resolve(value());
    else if (flag === '--kinds') {
      o.kinds = value().split(',').filter(Boolean);
      const unknown = o.kinds.filter((k) => !KINDS.some((x) => x.id === k));
      if (unknown.length || !o.kinds.length) throw new Error(`unknown kind '${unknown.join(',')}'; kinds: ${KINDS.map((k) => k.id).join(', ')}`);
    } else if (flag === '--help' || flag === '-h') {
      console.log(USAGE);
      process.exit(0);
    } else throw new Error(`unknown option '${argv[i]}'\n${USAGE}`);
  }
  return o;
}

// ---------------------------------------------------------------------------------------------------- small helpers

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const log = (...m) => console.log(...m);
const fmt = (n, digits = 0) => (n === undefined || n === null || Number.isNaN(n) ? '—' : n.toLocaleString('en', { minimumFractionDigits: digits, maximumFractionDigits: digits }));
const mb = (kb) => (kb ? Math.round(kb / 1024) : undefined);
const git = (...args) => execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();

/**
 * VmRSS and VmHWM (peak) of a process in kB, from /proc, with the shop processes it started (WEB_CONCURRENCY)
 * added: the whole shop's memory; undefined once it has gone.
 */
function memoryOf(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (field) => Number(new RegExp(`^${field}:\\s+(\\d+)`, 'm').exec(status)?.[1]);
    const own = { rss: kb('VmRSS'), peak: kb('VmHWM') };
    const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(memoryOf).filter(Boolean);
    return children.reduce((sum, c) => ({ rss: sum.rss + c.rss, peak: sum.peak + c.peak }), own);
  } catch {
    return undefined;
  }
}

/**
 * CPU time of a process and the processes it started (utime + stime from /proc, in clock ticks of 10 ms): read
 * before and after a kind, it gives the server's own CPU per answer, whatever the load generator's share of the
 * machine.
 */
function cpuTicksOf(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
    return Number(fields[11]) + Number(fields[12]) + children.reduce((sum, child) => sum + (cpuTicksOf(child) ?? 0), 0);
  } catch {
    return undefined;
  }
}
const TICK_MICROSECONDS = 10_000;

/** Every process this run started and every resource it made, so that any way out cleans them up. */
const state = { children: new Set(), databases: [], admin: undefined, worktree: undefined, tmp: undefined, interrupted: false, cleanup: undefined };

/** Runs a command to its end (bounded by timeoutMs), its output into logFile; rejects with the output's tail. */
function runCommand(label, command, args, { cwd, env, timeoutMs, logFile }) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    state.children.add(child);
    const tail = [];
    const keep = (d) => {
      appendFileSync(logFile, d);
      tail.push(...String(d).split('\n').filter((l) => l.trim()));
      tail.splice(0, Math.max(0, tail.length - 30));
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.on('error', (error) => reject(error));
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      state.children.delete(child);
      if (code === 0) resolve(tail);
      else reject(new Error(`${label} failed (${signal ? `signal ${signal}` : `exit code ${code}`}${signal === 'SIGKILL' ? `, stopped after ${timeoutMs / 1000} s` : ''}):\n  ${tail.join('\n  ')}\n  (whole output: ${logFile})`));
    });
  });
}

async function answers(url, init = {}, timeoutMs = 10_000) {
  try {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    await response.arrayBuffer();
    return response.status;
  } catch {
    return 0;
  }
}

// ---------------------------------------------------------------------------------------------------- the shops

/** The baseline: REF checked out into a worktree, node_modules linked, built there. */
async function prepareBaseline(ref) {
  const commit = git('rev-parse', '--verify', '--quiet', `${ref}^{commit}`);
  const dir = path.join(state.tmp, 'baseline');
  git('worktree', 'add', '--detach', dir, commit);
  state.worktree = dir;
  symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  const subject = git('log', '-1', '--format=%s', commit);
  const label = `${ref} = ${commit.slice(0, 7)} (“${subject.length > 90 ? `${subject.slice(0, 90).replace(/\s+\S*$/, '')} …` : subject}”)`;
  log(`baseline ${label}: building in ${dir} …`);
  const t = performance.now();
  await runCommand('the baseline build (npm run build)', 'npm', ['run', 'build'], { cwd: dir, env: cleanEnv(), timeoutMs: 600_000, logFile: path.join(state.tmp, 'baseline-build.log') });
  log(`baseline built in ${((performance.now() - t) / 1000).toFixed(1)} s`);
  return { name: 'baseline', label, commit: commit.slice(0, 7), dir, buildDir: undefined };
}

/** The current shop: this working tree, its storefront built into the run's own folder (the shared build/ is left alone). */
async function prepareCurrent() {
  const head = git('log', '-1', '--format=%h', 'HEAD');
  const dirty = git('status', '--porcelain', '--', 'src', 'scripts', 'public', 'package.json', 'vite.config.ts', 'react-router.config.ts') !== '';
  const buildDir = path.join(state.tmp, 'current-build');
  log('current: building the storefront of this working tree …');
  const t = performance.now();
  await runCommand('the build of this working tree', process.execPath, ['scripts/build-storefront.mjs', '--force'], {
    cwd: root,
    env: { ...cleanEnv(), BUILD_DIR: buildDir },
    timeoutMs: 600_000,
    logFile: path.join(state.tmp, 'current-build.log'),
  });
  log(`current built in ${((performance.now() - t) / 1000).toFixed(1)} s`);
  return { name: 'current', label: `this working tree (HEAD ${head}${dirty ? ' with uncommitted changes' : ''})`, commit: head, dir: root, buildDir };
}

/** The environment without anything that would point a shop at another shop's database, Redis, build or port. */
function cleanEnv() {
  const env = { ...process.env };
  for (const name of ['DATABASE_URL', 'REDIS_URL', 'BUILD_DIR', 'VAR_DIR', 'PORT', 'HOST', 'SITE_ORIGIN', 'SMTP_URL', 'SEED_ON_START', 'SEED_DIAMONDS', 'NODE_ENV', 'LOG_LEVEL', 'TRUST_PROXY', 'WEB_CONCURRENCY']) delete env[name];
  return env;
}

/** Its own VAR_DIR, and on a PostgreSQL server its own database; then the inventory loaded with the seed command. */
async function prepareDatabase(shop, options, runId) {
  shop.varDir = path.join(state.tmp, `${shop.name}-var`);
  mkdirSync(shop.varDir, { recursive: true });
  if (options.databaseUrl) {
    const name = `kilau_bench_http_${runId}_${shop.name}`;
    state.databases.push(name);
    await state.admin.query(`create database ${name}`);
    const url = new URL(options.databaseUrl);
    url.pathname = `/${name}`;
    shop.databaseUrl = url.toString();
    shop.databaseName = name;
  }
  shop.env = {
    ...cleanEnv(),
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(shop.port),
    SITE_ORIGIN: `http://127.0.0.1:${shop.port}`,
    VAR_DIR: shop.varDir,
    LOG_LEVEL: 'warn',
    SEED_DIAMONDS: String(options.stones),
    ...(shop.buildDir ? { BUILD_DIR: shop.buildDir } : {}),
    // the current shop in that many processes (WEB_CONCURRENCY; one per core needs a PostgreSQL server)
    ...(options.processes && shop.name === 'current' ? { WEB_CONCURRENCY: String(options.processes) } : {}),
    // settings measured on the current shop only (--env NAME=VALUE), the baseline as it is
    ...(shop.name === 'current' ? options.env : {}),
    // a shop on a PostgreSQL server takes payments only at eGHL or, asked for, at the sandbox gateway
    ...(shop.databaseUrl ? { DATABASE_URL: shop.databaseUrl, PAYMENT_SANDBOX: 'true' } : {}),
  };
  if (!existsSync(path.join(shop.dir, 'scripts/seed.ts'))) return; // an old baseline: its start loads the inventory
  log(`${shop.name}: loading the demo shop and ${fmt(options.stones)} diamonds (seed command) …`);
  const tail = await runCommand(`${shop.name}: seeding`, process.execPath, ['--import', 'tsx', 'scripts/seed.ts', '--diamonds', String(options.stones)], {
    cwd: shop.dir,
    env: shop.env,
    timeoutMs: 900_000,
    logFile: path.join(state.tmp, `${shop.name}-seed.log`),
  });
  log(`${shop.name}: ${tail.at(-1)?.replace(/^.*\r/, '') ?? 'seeded'}`);
}

/** Starts `node scripts/start.mjs` (the child is the server itself) and waits until it answers and its diamond index is built. */
async function startShop(shop) {
  const base = `http://127.0.0.1:${shop.port}`;
  if ((await answers(`${base}/api/healthz`, {}, 2000)) !== 0) throw new Error(`port ${shop.port} is taken by another server (choose others with --port)`);
  shop.base = base;
  shop.logFile = path.join(state.tmp, `${shop.name}-shop.log`);
  shop.tail = [];
  shop.exit = undefined;
  const t = performance.now();
  const child = spawn(process.execPath, ['scripts/start.mjs'], { cwd: shop.dir, env: shop.env, stdio: ['ignore', 'pipe', 'pipe'] });
  state.children.add(child);
  shop.child = child;
  shop.pid = child.pid;
  const keep = (d) => {
    appendFileSync(shop.logFile, d);
    shop.tail.push(...String(d).split('\n').filter((l) => l.trim()));
    shop.tail.splice(0, Math.max(0, shop.tail.length - 40));
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  child.on('exit', (code, signal) => {
    state.children.delete(child);
    shop.exit = { code, signal, during: shop.phase };
    shop.onExit?.();
  });
  shop.phase = 'start';
  const until = Date.now() + 600_000;
  const check = () => {
    if (shop.exit) throw new Error(`${shop.name} shop stopped during its start (${describeExit(shop.exit)}):\n  ${shop.tail.join('\n  ')}`);
    if (Date.now() > until) throw new Error(`${shop.name} shop did not get ready within 600 s:\n  ${shop.tail.join('\n  ')}`);
  };
  while ((await answers(`${base}/api/healthz`, {}, 5000)) !== 200) {
    check();
    await sleep(300);
  }
  const healthy = performance.now();
  const search = { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' };
  // ready (its diamond index built) where the shop says so; then its first search is timed: what a shopper sent
  // there by a load balancer meets
  let ready;
  while ((ready = await answers(`${base}/api/ready`, {}, 5000)) === 503 || ready === 0) {
    check();
    await sleep(300);
  }
  const asked = performance.now();
  const first = await answers(`${base}/api/diamond/list/naturaldiamond?page=1&limit=20`, search, 60_000);
  if (ready === 200 && first === 200) shop.firstSearchMs = performance.now() - asked;
  while ((await answers(`${base}/api/diamond/list/naturaldiamond?page=1&limit=20`, search, 60_000)) !== 200) {
    check();
    await sleep(500);
  }
  shop.phase = 'no load (after its start)';
  shop.startSeconds = (healthy - t) / 1000;
  shop.indexSeconds = (performance.now() - healthy) / 1000;
  shop.memoryAfterStart = memoryOf(shop.pid);
  log(
    `${shop.name}: pid ${shop.pid} on ${base}, healthy after ${shop.startSeconds.toFixed(1)} s, diamond index ${shop.indexSeconds.toFixed(1)} s later${shop.firstSearchMs === undefined ? '' : `; its first search after /api/ready answered ok took ${fmt(shop.firstSearchMs)} ms`}; RSS ${mb(shop.memoryAfterStart?.rss)} MB`,
  );
}

const describeExit = (exit) =>
  exit.signal ? `killed by signal ${exit.signal}` : exit.code === 0 ? 'exit code 0: it shut down as on SIGTERM/SIGINT, asked to stop by something outside this run' : `exit code ${exit.code}`;

// ---------------------------------------------------------------------------------------------------- what is asked

const BROWSER = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const API_HEADERS = { accept: 'application/json', 'x-channel': 'kilau-web' };
const PAGE_HEADERS = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8', 'accept-language': 'en-MY,en;q=0.9' };

/** The catalogue the requests are made from: categories and product slugs, from the first shop that tells them. */
async function catalogueOf(shops) {
  for (const shop of shops) {
    const json = async (p) => {
      const response = await fetch(`${shop.base}${p}`, { signal: AbortSignal.timeout(30_000) });
      if (!response.ok) throw new Error(`GET ${p} answered ${response.status}`);
      return response.json();
    };
    try {
      const { lov } = await json('/api/lov/PRODUCT_CATEGORY');
      const { products } = await json('/api/product/list?page=1&limit=60');
      const all = products.map((p) => p.slugId);
      const step = Math.max(1, Math.floor(all.length / 11));
      const slugs = [...new Set(['amara-solitaire', ...all.filter((_, i) => i % step === 0)])].filter((s) => s === 'amara-solitaire' || all.includes(s)).slice(0, 12);
      return { lov, slugs };
    } catch (error) {
      log(`WARNING: the ${shop.name} shop could not tell its catalogue (${error.message})`);
    }
  }
  log('WARNING: the requests are made from the demo catalogue as seeded (engagement rings = category 8, amara-solitaire)');
  return { lov: [{ id: 8, slug: 'engagementring', is_engagement_ring: true, in_navigation: false, sub: [] }], slugs: ['amara-solitaire'] };
}

/** The requests of every kind: the same list for both shops. */
async function requestsOf(shops) {
  const { lov, slugs } = await catalogueOf(shops);
  const ring = lov.find((c) => c.is_engagement_ring) ?? lov[0];

  // the listing's own call (page 1 of a category, limit PRODUCT_PAGE_SIZE, filters with random padding), and what
  // a shopper does next: Load More, a sub-category, other categories, a shape filter, a price range
  const places = [
    { main: ring.id },
    { main: ring.id },
    { main: ring.id, page: 2 },
    ...(ring.sub[0] ? [{ main: ring.id, sub: ring.sub[0].id }] : []),
    { main: ring.id, shape: ['ROUND'] },
    ...lov.filter((c) => c.in_navigation).map((c) => ({ main: c.id })),
    { main: ring.id, min_price: 3000, max_price: 12000 },
  ];
  const productList = Array.from({ length: 200 }, (_, i) => {
    const { page = 1, ...place } = places[i % places.length];
    const query = new URLSearchParams({ page: String(page), limit: String(PRODUCT_PAGE_SIZE), filters: encodeProductFilters({ active: 'yes', ...place }) });
    return { method: 'GET', path: `/api/product/list?${query}`, headers: API_HEADERS };
  });
  const diamondSearch = diamondQueryMix(500).map((q) => ({
    method: 'POST',
    path: `/api/diamond/list/${q.type}?page=${q.page}&limit=${q.limit}&sort=${q.sort}`,
    headers: { ...API_HEADERS, 'content-type': 'application/json' },
    body: JSON.stringify(q.body),
  }));
  return {
    slugs,
    listing: `/products/${ring.slug}`,
    kinds: {
      'product-list': productList,
      'product-detail': slugs.map((s) => ({ method: 'GET', path: `/api/product/${s}`, headers: API_HEADERS })),
      'diamond-search': diamondSearch,
      'home-page': [{ method: 'GET', path: '/', headers: PAGE_HEADERS }],
      'listing-page': [{ method: 'GET', path: `/products/${ring.slug}`, headers: PAGE_HEADERS }],
      'product-page': slugs.slice(0, 6).map((s) => ({ method: 'GET', path: `/product/${s}`, headers: PAGE_HEADERS })),
      'choose-diamond-page': [{ method: 'GET', path: '/choose-diamond', headers: PAGE_HEADERS }],
      // each request made new by the load generator (bench/http-load.mjs, `fresh`): a campaign tag no link had before,
      // a search (shape, carat and price range) nobody made before
      'campaign-listing-page': [{ method: 'GET', path: `/products/${ring.slug}`, headers: PAGE_HEADERS, fresh: 'utm_source' }],
      // the shopper's own pages, drawn by the server for the page session each shop's file adds (shopper-session.mjs)
      'cart-page': [{ method: 'GET', path: '/cart', headers: PAGE_HEADERS }],
      'checkout-page': [{ method: 'GET', path: '/checkout', headers: PAGE_HEADERS }],
      'new-diamond-search': [
        { method: 'POST', path: '/api/diamond/list/naturaldiamond', headers: { ...API_HEADERS, 'content-type': 'application/json' }, body: '{}', fresh: 'diamond-search' },
        { method: 'POST', path: '/api/diamond/list/labgrowndiamond', headers: { ...API_HEADERS, 'content-type': 'application/json' }, body: '{}', fresh: 'diamond-search' },
      ],
    },
  };
}

/** One request of each distinct kind asked of a shop before the load (at most 20 a kind), so a wrong answer shows up as such. */
async function preflight(shop, requests) {
  const wrong = [];
  for (const [kind, list] of Object.entries(requests.kinds)) {
    for (const r of list.slice(0, 20)) {
      const status = await answers(`${shop.base}${r.path}`, { method: r.method, headers: { ...r.headers, 'user-agent': BROWSER }, body: r.body }, 30_000);
      if (status < 200 || status > 299) wrong.push(`${kind}: ${r.method} ${r.path.slice(0, 80)} → ${status || 'no answer'}`);
    }
  }
  if (wrong.length) log(`WARNING: ${shop.name} answers some requests of the run with an error (they count as non-2xx):\n  ${wrong.slice(0, 10).join('\n  ')}`);
}

/** One kind on one shop: autocannon in its own process (warm-up, then the measured run); stopped early if the shop stops. */
function load(shop, kind, file, options) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(root, 'bench/http-load.mjs'), shop.base, file, String(options.duration)], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    state.children.add(child);
    const cpuBefore = shop.pid ? cpuTicksOf(shop.pid) : undefined;
    let out = '';
    let err = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (err += d));
    const limit = (options.warmup + options.duration + 60) * 1000;
    const timer = setTimeout(() => child.kill('SIGKILL'), limit);
    shop.onExit = () => child.kill('SIGTERM');
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      state.children.delete(child);
      shop.onExit = undefined;
      if (code === 0) {
        try {
          const result = JSON.parse(out.trim().split('\n').at(-1));
          // the server's CPU per answer over the warm-up and the measured run
          const cpuAfter = shop.pid ? cpuTicksOf(shop.pid) : undefined;
          const answered = (result.requests ?? 0) + (result.warmup?.requests ?? 0);
          if (cpuBefore !== undefined && cpuAfter !== undefined && answered > 0) result.cpuMicrosPerAnswer = ((cpuAfter - cpuBefore) * TICK_MICROSECONDS) / answered;
          resolve(result);
          return;
        } catch {
          // reported below
        }
      }
      resolve({ failed: `the load generator ${signal ? `was stopped (${signal}${signal === 'SIGKILL' ? `, over ${limit / 1000} s` : ''})` : `exited with code ${code}`}${err.trim() ? `: ${err.trim().split('\n').slice(-5).join(' | ')}` : ''}` });
    });
  });
}

/** Kinds answered from kept bytes: their figure is also read against a bare Node server sending as many bytes. */
const KEPT_KINDS = new Set(['product-list', 'product-detail', 'diamond-search', 'home-page', 'listing-page', 'product-page', 'choose-diamond-page']);

/** Kept API answers, also read against a bare Fastify route with the shop's security headers (bench/bare-fastify.mjs). */
const API_KINDS = new Set(['product-list', 'product-detail', 'diamond-search']);

/**
 * The same load against bench/bare-server.mjs answering `bytes` bytes per request (the machine's limit), or against
 * another bare server (bench/bare-fastify.mjs: the framework's limit).
 */
async function bareLoad(bytes, file, options, script = 'bare-server.mjs') {
  const port = options.port + 5;
  const server = spawn(process.execPath, [path.join(root, 'bench', script), String(port), String(bytes)], { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] });
  state.children.add(server);
  await new Promise((resolve) => server.stdout.once('data', resolve));
  try {
    const result = await load({ base: `http://127.0.0.1:${port}`, pid: server.pid }, undefined, file, options);
    return { bytes, requestsPerSecond: result.requestsPerSecond ?? 0, cpuMicrosPerAnswer: result.cpuMicrosPerAnswer };
  } finally {
    server.kill('SIGTERM');
    state.children.delete(server);
  }
}

// ---------------------------------------------------------------------------------------------------- the run

async function main() {
  const options = parseOptions(process.argv.slice(2));
  const started = performance.now();
  const runId = Date.now().toString(36);
  state.tmp = mkdtempSync(path.join(os.tmpdir(), 'kilau-bench-http-'));
  // the current build lives outside the project: its server bundle (ES modules) finds its packages through this
  // link and is read as ES modules as the project's own package.json says
  symlinkSync(path.join(root, 'node_modules'), path.join(state.tmp, 'node_modules'), 'dir');
  writeFileSync(path.join(state.tmp, 'package.json'), '{ "private": true, "type": "module" }\n');
  const machine = machineOf();
  if (options.databaseUrl) {
    state.admin = new pg.Client({ connectionString: options.databaseUrl });
    await state.admin.connect();
    machine.database = `PostgreSQL ${(await state.admin.query('show server_version')).rows[0].server_version} at ${new URL(options.databaseUrl).host}`;
  }
  log(`bench:http — ${machine.cores} cores (${machine.cpu}), ${machine.memoryGb} GB, Node ${machine.node}, ${machine.database}, load average ${machine.load}`);
  log(`${fmt(options.stones)} stones; ${options.connections} connections × ${options.duration} s per kind after a ${options.warmup} s warm-up; temp folder ${state.tmp}`);

  const shops = [];
  if (options.baseline) shops.push(await prepareBaseline(options.baseline));
  shops.push(await prepareCurrent());
  shops.forEach((shop) => {
    shop.port = options.port + (shop.name === 'baseline' ? 1 : 0);
    shop.results = new Map();
  });
  for (const shop of shops) await prepareDatabase(shop, options, runId);
  for (const shop of shops) await startShop(shop);

  const current = shops.find((s) => s.name === 'current');
  const requests = await requestsOf([current, ...shops.filter((s) => s !== current)]);
  log(`products: ${requests.slugs.join(', ')}; listing ${requests.listing}`);
  for (const shop of shops) await preflight(shop, requests);
  // the shopper's own pages: each shop's own logged-in demo customer, whose page session cookie every request carries
  if (options.kinds.some((id) => KINDS.find((k) => k.id === id).personal)) {
    for (const shop of shops) {
      try {
        shop.session = await shopperSession(shop.base, requests.slugs[0]);
      } catch (error) {
        log(`WARNING: no logged-in shopper on the ${shop.name} shop (${error.message}); its personal pages are drawn as for a visitor`);
      }
    }
  }
  const files = {};
  const fileOf = (id, shop) => files[`${id} ${shop.name}`] ?? files[id];
  for (const id of options.kinds) {
    const write = (file, headers) => writeFileSync(file, JSON.stringify({ requests: requests.kinds[id], connections: options.connections, warmupSeconds: options.warmup, headers: { 'accept-encoding': 'gzip, br', 'user-agent': BROWSER, ...headers } }));
    files[id] = path.join(state.tmp, `requests-${id}.json`);
    write(files[id], {});
    if (KINDS.find((k) => k.id === id).personal)
      for (const shop of shops) {
        if (!shop.session) continue;
        files[`${id} ${shop.name}`] = path.join(state.tmp, `requests-${id}-${shop.name}.json`);
        write(files[`${id} ${shop.name}`], { cookie: shop.session.cookie });
      }
  }

  log('');
  log(header());
  for (const id of options.kinds) {
    const kind = KINDS.find((k) => k.id === id);
    for (const shop of shops) {
      if (shop.exit) {
        shop.results.set(id, { skipped: `not measured: the shop had stopped (${describeExit(shop.exit)})` });
        log(row(kind, shop, shop.results.get(id)));
        continue;
      }
      shop.phase = kind.name;
      const result = await load(shop, kind, fileOf(id, shop), options);
      await sleep(1000); // let a shop that is going down finish doing so, and in-flight work drain
      if (shop.exit) result.crashed = shop.exit;
      else shop.phase = `no load (after ${kind.name})`;
      result.memory = memoryOf(shop.pid);
      shop.results.set(id, result);
      log(row(kind, shop, result));
      if (shop.name === 'current' && KEPT_KINDS.has(id) && options.bare && !result.failed && result.requestsPerSecond > 0) {
        result.bare = await bareLoad(Math.round(result.bytesPerSecond / result.requestsPerSecond), files[id], options);
        log(`${''.padEnd(8)} ${kind.name}: a bare Node server sending the same ${fmt(result.bare.bytes)} bytes: ${fmt(result.bare.requestsPerSecond)}/s → ratio ${(result.requestsPerSecond / result.bare.requestsPerSecond).toFixed(2)}; CPU per answer ${cpuWords(result, result.bare)}`);
        if (API_KINDS.has(id)) {
          result.bareFastify = await bareLoad(result.bare.bytes, files[id], options, 'bare-fastify.mjs');
          log(`${''.padEnd(8)} ${kind.name}: a bare Fastify route with the shop's security headers, same bytes: ${fmt(result.bareFastify.requestsPerSecond)}/s → ratio ${(result.requestsPerSecond / result.bareFastify.requestsPerSecond).toFixed(2)}; CPU per answer ${cpuWords(result, result.bareFastify)}`);
        }
      }
      if (result.crashed && !state.interrupted) {
        log(`\n!!! FAILURE: the ${shop.name} shop STOPPED under load (${kind.name}): ${describeExit(shop.exit)}. Its last log lines:\n  ${shop.tail.join('\n  ') || '(none)'}\n`);
      }
      await sleep(1000);
    }
  }

  for (const shop of shops) {
    shop.memoryAfterRun = memoryOf(shop.pid);
    shop.healthAfterRun = shop.exit ? 0 : await answers(`${shop.base}/api/healthz`, {}, 10_000);
  }
  const seconds = (performance.now() - started) / 1000;
  log('');
  for (const shop of shops) {
    const m0 = shop.memoryAfterStart;
    const m1 = shop.memoryAfterRun;
    log(
      `${shop.name.padEnd(8)} RSS after start ${fmt(mb(m0?.rss))} MB, after all kinds ${m1 ? `${fmt(mb(m1.rss))} MB (peak ${fmt(mb(m1.peak))} MB)` : '— (not running)'}; ` +
        (shop.exit ? `FAILED: stopped during ${shop.exit.during} (${describeExit(shop.exit)})` : shop.healthAfterRun === 200 ? '/api/healthz answers 200 after the run' : `FAILED: /api/healthz answers ${shop.healthAfterRun || 'nothing'} after the run`),
    );
  }
  const verdict = verdictOf(current, options);
  log('');
  for (const line of verdict.lines) log(line);
  log(`\nwhole run ${(seconds / 60).toFixed(1)} min`);

  const failed = shops.filter((s) => s.exit || s.healthAfterRun !== 200);
  const summary = { options, machine, shops, verdict, seconds, requests };
  if (!options.write) log('not written to bench/RESULTS.md (--no-write)');
  else if (failed.includes(current)) log('not written to bench/RESULTS.md: the current shop failed');
  else writeResults(summary);
  if (failed.length) {
    log(`\n!!! FAILURE: ${failed.map((s) => `the ${s.name} shop ${s.exit ? `stopped during ${s.exit.during} (${describeExit(s.exit)})` : 'did not answer /api/healthz after the run'}`).join('; ')}`);
    process.exitCode = 1;
  }
}

// ---------------------------------------------------------------------------------------------------- figures

function machineOf() {
  const cpuinfo = existsSync('/proc/cpuinfo') ? readFileSync('/proc/cpuinfo', 'utf8') : '';
  const pglite = JSON.parse(readFileSync(path.join(root, 'node_modules/@electric-sql/pglite/package.json'), 'utf8')).version;
  return {
    cores: os.availableParallelism(),
    cpu: /^model name\s*:\s*(.+)$/m.exec(cpuinfo)?.[1]?.trim() ?? os.cpus()[0]?.model ?? 'unknown CPU',
    memoryGb: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
    database: `embedded PGlite ${pglite}`,
    load: os.loadavg().map((l) => l.toFixed(1)).join(' '),
  };
}

const errorsOf = (r) => (r.failed || r.skipped ? undefined : (r.connectionErrors ?? 0) + (r.timeouts ?? 0));
const kindMet = (kind, r) => !r.failed && !r.skipped && !r.crashed && r.requestsPerSecond >= kind.rps && r.p99 <= kind.p99 && errorsOf(r) === 0 && r.non2xx === 0;

function header() {
  return `${'kind'.padEnd(15)} ${'shop'.padEnd(8)} ${'req/s'.padStart(8)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ${'non-2xx'.padStart(8)} ${'errors'.padStart(7)} ${'timeouts'.padStart(8)} ${'RSS MB'.padStart(7)} ${'KB/answer'.padStart(9)} ${'CPU µs'.padStart(7)}  target`;
}

function row(kind, shop, r) {
  const start = `${kind.name.padEnd(15)} ${shop.name.padEnd(8)} `;
  if (r.skipped || r.failed) return `${start}${r.skipped ?? `FAILED: ${r.failed}`}${r.crashed ? ` — the shop stopped (${describeExit(r.crashed)})` : ''}`;
  const target = `≥ ${fmt(kind.rps)} ${kind.unit}, p99 ≤ ${kind.p99} ms: ${kindMet(kind, r) ? 'met' : 'not met'}`;
  return (
    start +
    `${fmt(r.requestsPerSecond, 1).padStart(8)} ${fmt(r.p50).padStart(7)} ${fmt(r.p99).padStart(7)} ${fmt(r.non2xx).padStart(8)} ${fmt(r.connectionErrors).padStart(7)} ${fmt(r.timeouts).padStart(8)} ${fmt(mb(r.memory?.rss)).padStart(7)} ${fmt(r.bytesPerSecond / r.requestsPerSecond / 1024, 1).padStart(9)} ${(r.cpuMicrosPerAnswer ? fmt(Math.round(r.cpuMicrosPerAnswer)) : '–').padStart(7)}  ${target}` +
    (r.crashed ? `  — THE SHOP STOPPED (${describeExit(r.crashed)})` : '') +
    (r.non2xx ? `  status codes ${JSON.stringify(r.statusCodes)}` : '')
  );
}

/** RSS target: 400 MB embedded (stated for 20,000 stones), 600 MB on a PostgreSQL server (stated for 1,000,000 stones). */
function rssTargetOf(options) {
  if (!options.databaseUrl) return options.stones <= 20_000 ? { mb: 400, text: 'RSS ≤ 400 MB (20,000 stones, embedded database)' } : undefined;
  return options.stones <= 1_000_000 ? { mb: 600, text: 'RSS ≤ 600 MB (1,000,000 stones, PostgreSQL server)' } : undefined;
}

/** The larger of the RSS after start and after all kinds. */
const rssOf = (shop) => Math.max(shop.memoryAfterStart?.rss ?? 0, shop.memoryAfterRun?.rss ?? 0);

function verdictOf(shop, options) {
  const met = [];
  const notMet = [];
  for (const id of options.kinds) {
    const kind = KINDS.find((k) => k.id === id);
    (kindMet(kind, shop.results.get(id)) ? met : notMet).push(kind.name);
  }
  const allErrors = options.kinds.map((id) => shop.results.get(id)).reduce((n, r) => n + (errorsOf(r) ?? 0) + (r.non2xx ?? 0), 0);
  const noErrors = allErrors === 0 && options.kinds.every((id) => errorsOf(shop.results.get(id)) !== undefined) && !shop.exit;
  (noErrors ? met : notMet).push('zero errors');
  const rss = rssTargetOf(options);
  if (rss) (rssOf(shop) / 1024 <= rss.mb && shop.memoryAfterRun ? met : notMet).push(`RSS ≤ ${rss.mb} MB`);
  const full = options.kinds.length === KINDS.length;
  const lines = [
    `targets of the current shop met: ${met.join(', ') || 'none'}`,
    `targets not met: ${notMet.join(', ') || 'none'}${full ? '' : ' (only some kinds were measured)'}`,
  ];
  return { met, notMet, allMet: notMet.length === 0 && full, rss, lines };
}

/** The shop's CPU per answer against a bare server's, and the ratio (bare ÷ shop: 1.00 = the shop's own work costs nothing). */
function cpuWords(shop, bare) {
  if (!shop.cpuMicrosPerAnswer || !bare?.cpuMicrosPerAnswer) return 'not read';
  return `${fmt(Math.round(shop.cpuMicrosPerAnswer))} µs against ${fmt(Math.round(bare.cpuMicrosPerAnswer))} µs → **${(bare.cpuMicrosPerAnswer / shop.cpuMicrosPerAnswer).toFixed(2)}**`;
}

/** Kept answers against the machine's limit: each as a ratio to a bare Node server sending as many bytes. */
function bareLines(options, current) {
  const measured = options.kinds.filter((id) => current.results.get(id)?.bare?.requestsPerSecond);
  if (measured.length === 0) return '';
  const parts = measured.map((id) => {
    const r = current.results.get(id);
    return `${KINDS.find((k) => k.id === id).name} ${fmt(r.requestsPerSecond)}/s against ${fmt(r.bare.requestsPerSecond)}/s for ${fmt(r.bare.bytes)} bytes — **${(r.requestsPerSecond / r.bare.requestsPerSecond).toFixed(2)}** (CPU per answer: ${cpuWords(r, r.bare)})`;
  });
  const api = measured.filter((id) => current.results.get(id).bareFastify?.requestsPerSecond);
  const framework = api.map((id) => {
    const r = current.results.get(id);
    return `${KINDS.find((k) => k.id === id).name} against ${fmt(r.bareFastify.requestsPerSecond)}/s — **${(r.requestsPerSecond / r.bareFastify.requestsPerSecond).toFixed(2)}** (CPU per answer: ${cpuWords(r, r.bareFastify)})`;
  });
  return (
    `Kept answers against the machine's limit (\`bench/bare-server.mjs\`, a bare Node server answering the same number of bytes, headers included, under the same load right after each kind): ${parts.join('; ')}. Answers/s is bounded by the load generator on this machine as much as by the server; the CPU each server spends per answer (its utime + stime from /proc over the kind, divided by its answers) is what the shop's own work costs, and its ratio (bare ÷ shop) is judged.\n\n` +
    (framework.length ? `Kept API answers against the framework's limit (\`bench/bare-fastify.mjs\`, a bare Fastify route with the shop's security headers sending the same bytes; target ≥ 0.7): ${framework.join('; ')}.\n\n` : '')
  );
}

function writeResults({ options, machine, shops, verdict, seconds, requests }) {
  const baseline = shops.find((s) => s.name === 'baseline');
  const current = shops.find((s) => s.name === 'current');
  // three cells: requests/s, p50 / p99, non-2xx / errors
  const cell = (r) =>
    !r ? 'not measured | | ' : r.skipped ? 'not measured (the shop had stopped) | | ' : r.failed ? `**failed**: ${r.failed.replace(/\|/g, '/')} | | `
      : `${fmt(r.requestsPerSecond)} | ${fmt(r.p50)} / ${fmt(r.p99)} ms | ${fmt(r.non2xx)} / ${fmt(errorsOf(r))}${r.crashed ? ` (**the shop stopped**: ${describeExit(r.crashed)})` : ''}`;
  const headerCells = baseline ? '| kind | request | target | baseline req/s | baseline p50 / p99 | baseline non-2xx / errors | req/s | p50 / p99 | non-2xx / errors | met |' : '| kind | request | target | req/s | p50 / p99 | non-2xx / errors | met |';
  const memory = (shop) => `${fmt(mb(shop.memoryAfterStart?.rss))} MB after start, ${shop.memoryAfterRun ? `${fmt(mb(shop.memoryAfterRun.rss))} MB after all kinds (peak ${fmt(mb(shop.memoryAfterRun.peak))} MB)` : 'not running after all kinds'}`;
  const requestOf = {
    'product-list': `\`GET /api/product/list?page=…&limit=${PRODUCT_PAGE_SIZE}&filters=…\` (200 listing calls: categories, Load More, a sub-category, a shape, a price range)`,
    'product-detail': `\`GET /api/product/{slug}\`, ${requests.slugs.length} products in turn`,
    'diamond-search': '`POST /api/diamond/list/{naturaldiamond\\|labgrowndiamond}`, the first 500 searches of the seeded mix in turn',
    'home-page': '`GET /`',
    'listing-page': `\`GET ${requests.listing}\``,
    'product-page': `\`GET /product/{slug}\`, ${Math.min(6, requests.slugs.length)} products in turn`,
    'choose-diamond-page': '`GET /choose-diamond`',
    'campaign-listing-page': `\`GET ${requests.listing}?utm_source=…\`, a tag no request had before each time`,
    'new-diamond-search': '`POST /api/diamond/list/{naturaldiamond\\|labgrowndiamond}`, each a search nobody made before (a shape, a carat range and a price range drawn at random)',
    'cart-page': '`GET /cart` with the page session cookie of the demo customer logged in through the API, an engagement ring with its stone in the cart: drawn by the server for that shopper',
    'checkout-page': '`GET /checkout` with the same page session: the cart, the address book and the ways to pay, drawn by the server',
  };
  const rows = options.kinds.map((id) => {
    const kind = KINDS.find((k) => k.id === id);
    const r = current.results.get(id);
    return `| ${kind.name} | ${requestOf[id]} | ≥ ${fmt(kind.rps)}/s, p99 ≤ ${kind.p99} ms | ${baseline ? `${cell(baseline.results.get(id))} | ` : ''}${cell(r)} | ${kindMet(kind, r) ? 'yes' : '**no**'} |`;
  });
  const command = ['npm run bench:http', ...(process.argv.length > 2 ? ['--', ...process.argv.slice(2)] : [])].join(' ');
  const date = new Date().toISOString().slice(0, 10);
  // one section per database engine, so the embedded and the server runs stand side by side
  const tag = options.databaseUrl ? 'http-postgres' : 'http-embedded';
  const section = `<!-- ${tag}:start -->
## HTTP throughput (bench:http), ${options.databaseUrl ? 'PostgreSQL server' : 'embedded database'}, ${fmt(options.stones)} stones

Targets: product list and product detail ≥ 2,000 requests/s with p99 ≤ 50 ms; diamond search ≥ 1,500 requests/s with p99 ≤ 100 ms; home, listing and product pages ≥ 300 pages/s with p99 ≤ 250 ms; zero errors; RSS ≤ 400 MB with 20,000 stones on the embedded database, ≤ 600 MB with 1,000,000 stones on a PostgreSQL server — **${verdict.allMet ? 'met' : 'not all met'}** in the run of ${date} (met: ${verdict.met.join(', ') || 'none'}; not met: ${verdict.notMet.join(', ') || 'none'}).

${headerCells}
|${'---|'.repeat(baseline ? 10 : 7)}
${rows.join('\n')}
| RSS of the shop's process | | ${verdict.rss ? `≤ ${verdict.rss.mb} MB` : 'none for this inventory'} | ${baseline ? `${memory(baseline)} | | | ` : ''}${memory(current)} | | | ${verdict.rss ? (verdict.met.includes(`RSS ≤ ${verdict.rss.mb} MB`) ? 'yes' : '**no**') : '—'} |

Each kind: autocannon in a separate process on the same machine, ${options.connections} connections for ${options.duration} s after an unmeasured ${options.warmup} s warm-up, \`accept-encoding: gzip, br\` and a phone browser's user agent, to 127.0.0.1; latency in ms; errors are connection errors and timeouts. ${fmt(options.stones)} generated stones on ${options.databaseUrl ? `${machine.database} (a database of each shop's own, dropped afterwards)` : `the ${machine.database} (each shop its own, in a fresh VAR_DIR)`}, loaded with the seed command before the start; each shop started as \`NODE_ENV=production node scripts/start.mjs\` with \`LOG_LEVEL=warn\`, measured once its diamond index was built; RSS is VmRSS of that process right after the start and after all kinds, the larger of the two judged against the target (the peak, VmHWM, is shown too).

${bareLines(options, current)}${[baseline, current].filter((shop) => shop?.firstSearchMs !== undefined).map((shop) => `The ${shop.name} shop's first diamond search after \`/api/ready\` answered ok took ${fmt(shop.firstSearchMs)} ms (ready ${fmt(shop.indexSeconds, 1)} s after \`/api/healthz\`).`).join(' ')}${current.firstSearchMs === undefined ? '' : '\n\n'}${baseline ? `Baseline, measured in the same run (each kind on the baseline first, then on the current shop): ${baseline.label}, built in a git worktree and served on port ${baseline.port}. ` : ''}Current: ${current.label}. Whole run ${(seconds / 60).toFixed(1)} min.

Machine: ${machine.cores} cores (\`nproc\` = ${machine.cores}, ${machine.cpu}), ${machine.memoryGb} GB memory, Node ${machine.node}, ${machine.database}; load average ${machine.load} when the run started, ${os.loadavg().map((l) => l.toFixed(1)).join(' ')} when it ended (1, 5, 15 minutes; work of others on the machine shows here).

Command: \`${command}\` (options: \`--stones N --database-url URL --baseline REF | --no-baseline --connections N --duration S --warmup S --kinds … --processes N --env NAME=VALUE --no-bare --no-write\`).
<!-- ${tag}:end -->`;
  writeResultsSection(options.resultsFile, tag, section, { place: 'top' });
  log(`written to ${path.relative(root, options.resultsFile)}`);
}

// ---------------------------------------------------------------------------------------------------- cleaning up

async function cleanup() {
  state.cleanup ??= (async () => {
    for (const child of state.children) child.kill('SIGTERM');
    const until = Date.now() + 15_000;
    while (state.children.size && Date.now() < until) await sleep(200);
    for (const child of state.children) child.kill('SIGKILL');
    if (state.admin) {
      for (const name of state.databases) {
        try {
          await state.admin.query(`drop database if exists ${name} with (force)`);
          log(`dropped database ${name}`);
        } catch (error) {
          console.error(`could not drop database ${name}: ${error.message}`);
        }
      }
      await state.admin.end().catch(() => {});
    }
    removeFolders();
  })();
  return state.cleanup;
}

function removeFolders() {
  if (state.worktree) {
    try {
      git('worktree', 'remove', '--force', state.worktree);
    } catch (error) {
      console.error(`could not remove the worktree ${state.worktree}: ${error.message}`);
    }
    state.worktree = undefined;
  }
  if (state.tmp) rmSync(state.tmp, { recursive: true, force: true });
  state.tmp = undefined;
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (state.interrupted) return;
    state.interrupted = true;
    console.error(`\n${signal}: stopping the shops, dropping databases, removing the worktree …`);
    const force = setTimeout(() => process.exit(130), 40_000);
    cleanup().finally(() => {
      clearTimeout(force);
      process.exit(130);
    });
  });
}
// the last resort (an exit nobody planned): no child outlives this process, no worktree is left behind
process.on('exit', () => {
  for (const child of state.children) child.kill('SIGKILL');
  removeFolders();
});

try {
  await main();
} catch (error) {
  if (!state.interrupted) {
    console.error(`\n!!! bench:http FAILED: ${error instanceof Error ? error.message : error}`);
    process.exitCode = 1;
  }
} finally {
  if (!state.interrupted) await cleanup();
}
