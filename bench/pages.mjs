/**
 * npm run bench:pages [-- --base http://host:port | --port N] [--runs N] [--pages a,b] [--no-write] [--reports DIR]
 *                        [--baseline http://host:port | --baseline-dir DIR] [--baseline-label TEXT] [--screenshots DIR]
 *
 * Lighthouse (mobile preset: Moto G Power viewport, simulated slow 4G and 4× CPU slowdown) in Debian's Chromium on
 * the eight pages a shopper opens (bench/shopper-pages.mjs): home, a listing, a product, the diamond search, the ring
 * builder's confirmation, the cart, checkout and an order's detail — the last four logged in as the demo customer,
 * each Lighthouse tab given what a fresh login leaves in a browser: the session's tokens (and the ring builder's
 * choices) in its storage before the page's scripts run, and the HttpOnly page-session cookie 'kilau_pages' (set with
 * CDP's Network.setCookies), so that the server draws the shopper's own pages as it does for a real one; the shared
 * pages run with no cookie. The four personal pages say noindex on purpose: when Lighthouse's is-crawlable audit is the
 * only SEO audit they fail, their SEO is judged 100 and the output says so ("SEO 100 (noindex on purpose; Lighthouse
 * N)"). Then the layout shift of each page at 390 and 1440 px (bench/layout-shift.mjs: the load, the
 * confirmation's drawing, and a filter applied on the diamond search).
 *
 * Without --base it starts the shop itself, exactly as `npm start` does, on a fresh embedded database (port --port,
 * default 3400, var/bench-pages). Each page is measured N times (default 3) after one unscored warm-up pass; the
 * median run's scores are reported and written into bench/RESULTS.md. With --baseline (a running shop) or
 * --baseline-dir (a checkout of an earlier commit, say `git archive 766c8ce | tar -x -C DIR` with node_modules linked
 * in, started here with its own `npm start` on the next port), a second shop is
 * measured in the same run, its runs alternating with the shop's own, so that both see the same machine; its figures
 * go into the tables too. The machine's load average is written at the start and the end. --pages home,cart measures
 * only those; --no-write prints the figures without writing bench/RESULTS.md (a quick look: --runs 1 --no-write);
 * --reports DIR keeps each run's Lighthouse report as JSON (DIR/<page>-<run>.json) to read what held a page back.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { launchBrowser, measureShifts, printShifts } from './layout-shift.mjs';
import { CHROMIUM, CHROMIUM_FLAGS, shopperPages, storageOf, storageScript } from './shopper-pages.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : fallback;
};
const runs = Number(option('--runs', '3'));
const port = Number(option('--port', '3400'));
let base = option('--base', '');
let baseline = option('--baseline', '');
const baselineDir = option('--baseline-dir', '');
const baselineLabel = option('--baseline-label', baseline || baselineDir);
const screenshots = option('--screenshots', '');
/** Only these pages (names, comma-separated), for a quick look; the table then has only them. */
const only = option('--pages', '');
const noWrite = args.includes('--no-write');
const reports = option('--reports', '');
if (reports) mkdirSync(reports, { recursive: true });
let reportCount = 0;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const TARGETS = { performance: 98, accessibility: 100, seo: 100 };
/** The most layout shift a page may add up, at each width, over its load and over a filter applied. */
const MOST_SHIFT = 0.02;
const loadAverage = () => os.loadavg().map((l) => l.toFixed(2)).join(', ');

async function waitFor(url, seconds) {
  const until = Date.now() + seconds * 1000;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not answer within ${seconds} s`);
}

/** Starts `npm start` of the shop in `dir` (this one, or a checkout of an earlier commit) on a fresh database. */
async function startShop(shopPort, dir = root) {
  const varDir = path.join(root, `var/bench-pages-${shopPort}`);
  rmSync(varDir, { recursive: true, force: true });
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: dir,
    env: {
      ...process.env,
      PORT: String(shopPort),
      HOST: '127.0.0.1',
      VAR_DIR: varDir,
      SEED_DIAMONDS: '2000',
      LOG_LEVEL: 'warn',
      SITE_ORIGIN: `http://127.0.0.1:${shopPort}`,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${shopPort}`;
  await waitFor(`${url}/api/healthz`, 180);
  return { url, stop: () => child.kill('SIGTERM') };
}

/** Measures a page once more; a run Lighthouse could not finish (runtimeError) is run again, never scored as 0. */
async function measureRuns(browser, origin, page, results, errors) {
  for (let tries = 0; tries < 3; tries++) {
    const run = await measure(browser, origin, page);
    if (!run.error) {
      results.push(run);
      return;
    }
    errors.push(run.error);
  }
}

/** The median run of a page: the one with the median performance score. */
function medianRun(results) {
  const perf = median(results.map((r) => r.scores.performance));
  return { ...results.find((r) => r.scores.performance === perf), perfRuns: results.map((r) => r.scores.performance) };
}

/** One Lighthouse run of a page in a tab of its own, given the page's storage (a session, the ring builder's choices). */
async function measure(browser, origin, page) {
  const tab = await browser.newPage();
  let result;
  try {
    const { cookies, ...storage } = await storageOf(origin, page);
    // the browser's cookies are shared by its tabs (and by two shops on one host): each run starts with its own only
    const cdp = await tab.createCDPSession();
    await cdp.send('Network.clearBrowserCookies');
    if (cookies.length) await cdp.send('Network.setCookies', { cookies });
    await cdp.detach();
    await tab.evaluateOnNewDocument(storageScript(storage));
    result = await lighthouse(`${origin}${page.path}`, { output: 'json', logLevel: 'error', onlyCategories: CATEGORIES }, undefined, tab);
  } finally {
    await tab.close();
  }
  const lhr = result.lhr;
  if (reports) writeFileSync(path.join(reports, `${page.name}-${++reportCount}.json`), JSON.stringify(lhr));
  if (lhr.runtimeError) return { error: lhr.runtimeError.code };
  const scores = Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]));
  const audits = lhr.audits;
  // a personal page says noindex on purpose: if that is all SEO holds against it, it is judged 100 (and said so)
  const seoFailing = (lhr.categories.seo?.auditRefs ?? []).filter((ref) => ref.weight > 0 && audits[ref.id]?.score !== null && audits[ref.id]?.score < 1).map((ref) => ref.id);
  const noindexOnPurpose = Boolean(page.loggedIn) && seoFailing.length === 1 && seoFailing[0] === 'is-crawlable';
  if (noindexOnPurpose) scores.seo = 100;
  return {
    scores,
    seoOfLighthouse: Math.round((lhr.categories.seo?.score ?? 0) * 100),
    noindexOnPurpose,
    seoFailing,
    lcp: audits['largest-contentful-paint']?.numericValue,
    cls: audits['cumulative-layout-shift']?.numericValue,
    tbt: audits['total-blocking-time']?.numericValue,
    failing: Object.values(audits)
      .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative' && a.scoreDisplayMode !== 'notApplicable' && a.scoreDisplayMode !== 'manual')
      .map((a) => a.id)
      .slice(0, 8),
    // where the main thread's time went: the scripts that ran longest (bootup-time), by URL's last part
    scripts: (audits['bootup-time']?.details?.items ?? [])
      .slice(0, 3)
      .map((i) => `${String(i.url).split('/').pop() || i.url} ${Math.round(i.scripting)} ms`),
  };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function main() {
  const loadAtStart = loadAverage();
  const shop = base ? null : await startShop(port);
  base ||= shop.url;
  const second = baselineDir && !baseline ? await startShop(port + 1, path.resolve(baselineDir)) : null;
  baseline ||= second?.url ?? '';
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS] });
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
  const shifter = await launchBrowser();
  const rows = [];
  let shifts;
  try {
    // each shop has its own database: its own demo customer's ring, cart and order
    const pages = (await shopperPages(shifter, base)).filter((p) => !only || only.split(',').includes(p.name));
    const baselinePages = baseline ? await shopperPages(shifter, baseline) : [];
    const pair = (page) => [[base, page, []], ...(baseline ? [[baseline, baselinePages.find((p) => p.name === page.name), []]] : [])];
    // One unscored pass per page first: the shop draws each picture on its first request and caches it, as a
    // running shop has long done; the scored runs then measure pages, not the picture renderer's first start.
    for (const page of pages) for (const [origin, own] of pair(page)) await measure(browser, origin, own);
    for (const page of pages) {
      const [mine, theirs] = pair(page);
      const errors = [];
      for (let i = 0; i < runs; i++) {
        // with a baseline, the two shops take turns, and which goes first alternates
        const order = i % 2 === 0 || !theirs ? [mine, theirs] : [theirs, mine];
        for (const [origin, own, list] of order.filter(Boolean)) await measureRuns(browser, origin, own, list, errors);
      }
      if (errors.length) console.log(`         runs Lighthouse could not finish (run again): ${errors.join(', ')}`);
      const chosen = medianRun(mine[2]);
      const row = { ...page, ...chosen, baseline: theirs ? { ...medianRun(theirs[2]), path: theirs[1].path } : undefined };
      rows.push(row);
      console.log(`${page.name.padEnd(15)} ${page.path.padEnd(40)} ${CATEGORIES.map((c) => `${c} ${scoreCell(chosen, c)}`).join('  ')}  (performance runs: ${chosen.perfRuns.join(', ')}; LCP ${(chosen.lcp / 1000).toFixed(2)} s; CLS ${chosen.cls.toFixed(3)}; TBT ${Math.round(chosen.tbt)} ms)`);
      if (row.baseline) console.log(`         baseline: performance ${row.baseline.scores.performance} (runs: ${row.baseline.perfRuns.join(', ')})`);
      if (chosen.failing.length) console.log(`         audits below 90: ${chosen.failing.join(', ')}; longest scripts: ${chosen.scripts.join(', ')}`);
    }
    shifts = { mine: await measureShifts(shifter, base, pages, { screenshots: screenshots && path.join(screenshots, 'change') }) };
    printShifts(shifts.mine);
    if (baseline) {
      shifts.theirs = await measureShifts(shifter, baseline, baselinePages, { screenshots: screenshots && path.join(screenshots, 'baseline') });
      printShifts(shifts.theirs, 'baseline ');
    }
  } finally {
    await browser.disconnect();
    await chrome.kill();
    await shifter.close();
    shop?.stop();
    second?.stop();
  }
  const load = { loadAtStart, loadAtEnd: loadAverage() };
  if (noWrite) console.log(`load average (1, 5, 15 min) at the start ${load.loadAtStart}, at the end ${load.loadAtEnd}; not written (--no-write)`);
  else writeResults(rows, shifts, load);
}

/** A category's score as judged, with Lighthouse's own SEO figure beside it where a personal page's noindex was forgiven. */
const scoreCell = (run, category) => (category === 'seo' && run.noindexOnPurpose ? `${run.scores.seo} (noindex on purpose; Lighthouse ${run.seoOfLighthouse})` : String(run.scores[category]));

const shiftCell = (m) => (m ? `${m.shift.toFixed(3)}${m.all - m.shift >= 0.0005 ? ` (${m.all.toFixed(3)} with shifts Chromium ties to an input)` : ''}` : '—');

function shiftTable(mine, theirs) {
  const find = (list, r) => list?.find((t) => t.name === r.name && t.width === r.width);
  return [
    `| page | width | load | over a filter applied | what moved most |${theirs ? ' baseline: load | baseline: filter |' : ''}`,
    `|---|---|---|---|---|${theirs ? '---|---|' : ''}`,
    ...mine.map((r) => {
      const b = find(theirs, r);
      const moved = [...r.load.worst, ...(r.filter?.worst ?? [])].filter((w) => Number(w.slice(0, 5)) >= 0.005).join('; ') || '—';
      return `| ${r.name} | ${r.width} px | ${shiftCell(r.load)} | ${shiftCell(r.filter)} | ${moved.replaceAll('|', '/')} |${theirs ? ` ${shiftCell(b?.load)} | ${shiftCell(b?.filter)} |` : ''}`;
    }),
  ].join('\n');
}

function writeResults(rows, shifts, load) {
  const file = path.join(root, 'bench/RESULTS.md');
  const start = '<!-- pages:start -->';
  const end = '<!-- pages:end -->';
  const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  const metScores = rows.every((r) => Object.entries(TARGETS).every(([c, t]) => r.scores[c] >= t));
  const metShift = (shifts?.mine ?? []).every((r) => r.load.shift <= MOST_SHIFT && (r.filter?.shift ?? 0) <= MOST_SHIFT);
  const withBaseline = rows.some((r) => r.baseline);
  const baselineCells = (r) =>
    withBaseline ? ` ${r.baseline ? `${r.baseline.scores.performance} / ${r.baseline.scores.accessibility} / ${r.baseline.scores.seo} (TBT ${Math.round(r.baseline.tbt)} ms, CLS ${r.baseline.cls.toFixed(3)}; runs ${r.baseline.perfRuns.join(', ')})` : '—'} |` : '';
  const table = [
    `| page | path | performance | accessibility | best practices | SEO | LCP | CLS | TBT | performance of each run | longest scripts (median run) |${withBaseline ? ' baseline: performance / accessibility / SEO, same run |' : ''}`,
    `|---|---|---|---|---|---|---|---|---|---|---|${withBaseline ? '---|' : ''}`,
    ...rows.map(
      (r) =>
        `| ${r.name} | \`${r.path}\` | ${r.scores.performance} | ${r.scores.accessibility} | ${r.scores['best-practices']} | ${scoreCell(r, 'seo')} | ${(r.lcp / 1000).toFixed(2)} s | ${r.cls.toFixed(3)} | ${Math.round(r.tbt)} ms | ${r.perfRuns.join(', ')} | ${r.scripts.join(', ')} |${baselineCells(r)}`,
    ),
  ].join('\n');
  const section = `${start}
## Pages (Lighthouse, mobile preset; layout shift at 390 and 1440 px)

Targets: performance ≥ ${TARGETS.performance}, accessibility ${TARGETS.accessibility}, SEO ${TARGETS.seo} on each page — **${metScores ? 'met' : 'not all met'}**; layout shift ≤ ${MOST_SHIFT} at 390 and 1440 px — **${metShift ? 'met' : 'not all met'}**; in the run of ${new Date().toISOString().slice(0, 10)}. Load average (1, 5, 15 min) at the start ${load.loadAtStart}, at the end ${load.loadAtEnd}.

${table}

Median of ${runs} Lighthouse runs per page after one unscored warm-up pass (the shop draws pictures on their first request and caches them); the run with the median performance score is shown. Cart, checkout, the order and the confirmation are the demo customer's: each run's tab gets what a fresh login leaves in a browser, the session's tokens in localStorage ('_kilautoken') and, for the confirmation, the ring builder's setting and stone in sessionStorage, before the page's scripts run, and the HttpOnly page-session cookie ('kilau_pages') with which the server draws the shopper's own pages. Those four pages say noindex on purpose: where Lighthouse's is-crawlable audit is all that SEO holds against one, its SEO is judged 100 (Lighthouse's own figure in brackets). Lighthouse ${JSON.parse(readFileSync(path.join(root, 'node_modules/lighthouse/package.json'), 'utf8')).version}, mobile preset (simulated slow 4G, 4× CPU slowdown), Debian Chromium (${CHROMIUM}), on ${os.cpus().length} cores (${cpu}), Node ${process.version}; the shop served by \`npm start\` on the same machine with a fresh embedded database.

Layout shift (bench/layout-shift.mjs, playwright-core in the same Chromium): the shifts a PerformanceObserver for 'layout-shift' saw from the first paint until the page had hydrated, drawn the shopper's data and its pictures and fonts, and nothing moved for 0.5 s; on the diamond search also over applying a filter (G, VS1, Search). The figure is what Chromium counts for CLS (no shift within 0.5 s of an input); in brackets, when larger, every shift (on a touch phone Chromium ties some shifts of the load to an input although none was given).

${shifts ? shiftTable(shifts.mine, shifts.theirs) : ''}

${withBaseline ? `Baseline, measured in the same run with its runs alternating with these: ${baselineLabel}.\n\n` : ''}Command: \`npm run bench:pages\` (starts the shop on port 3400), or \`npm run bench:pages -- --base http://127.0.0.1:3000\` for a running shop; add \`--baseline http://127.0.0.1:3401\` (a running shop) or \`--baseline-dir DIR\` (a checkout of an earlier commit, \`git archive COMMIT | tar -x -C DIR\` with \`node_modules\` linked in; started with its own \`npm start\` on the next port) and \`--baseline-label "…"\` to measure a second shop in the same run.
${end}`;
  let text = readFileSync(file, 'utf8');
  text = text.includes(start) ? text.replace(new RegExp(`${start}[\\s\\S]*${end}`), () => section) : `${text.trimEnd()}\n\n${section}\n`;
  writeFileSync(file, text);
  console.log(`written to ${path.relative(root, file)}`);
}

main().catch((error) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error, error?.cause ?? "");
  process.exitCode = 1;
});
