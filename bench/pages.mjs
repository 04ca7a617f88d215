/**
 * npm run bench:pages [-- --base http://host:port] [--runs N] [--baseline http://host:port --baseline-label TEXT]
 *
 * Lighthouse (mobile preset: Moto G Power viewport, simulated slow 4G and 4× CPU slowdown) in Debian's Chromium on
 * the home page, a product listing and a product page. Without --base it starts the shop itself, exactly as
 * `npm start` does, on a fresh embedded database (port 3400, var/bench-pages). Each page is measured N times
 * (default 3) after one unscored warm-up pass; the median run's scores are reported and written into bench/RESULTS.md.
 * With --baseline, a second running shop (say, an earlier commit built into another BUILD_DIR) is measured in the same
 * run, its runs alternating with the shop's own, so that both see the same machine; its medians go into the table too.
 */
import { spawn } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : fallback;
};
const runs = Number(option('--runs', '3'));
let base = option('--base', '');
const baseline = option('--baseline', '');
const baselineLabel = option('--baseline-label', baseline);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const TARGETS = { performance: 95, accessibility: 95, seo: 100 };

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

async function startShop() {
  const varDir = path.join(root, 'var/bench-pages');
  rmSync(varDir, { recursive: true, force: true });
  const port = 3400;
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', VAR_DIR: varDir, SEED_DIAMONDS: '2000', LOG_LEVEL: 'warn', SITE_ORIGIN: `http://127.0.0.1:${port}` },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/api/healthz`, 180);
  return { url, stop: () => child.kill('SIGTERM') };
}

/** Measures a page `runs` times; a run Lighthouse could not finish (runtimeError) is run again, never scored as 0. */
async function measureRuns(chrome, url, results, errors) {
  for (let tries = 0; tries < 3; tries++) {
    const run = await measure(chrome, url);
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

/** The pages measured: home, the engagement-ring listing, and the first engagement ring's page. */
async function pagesOf(url) {
  const lov = await (await fetch(`${url}/api/lov/PRODUCT_CATEGORY`)).json();
  const ring = lov.lov.find((c) => c.is_engagement_ring) ?? lov.lov[0];
  const listing = `/products/${ring.slug}`;
  const html = await (await fetch(`${url}${listing}`)).text();
  const product = /href="(\/product\/[^"?#]+)["?#]/.exec(html)?.[1];
  if (!product) throw new Error(`no product link found on ${listing}`);
  return [
    { name: 'home', path: '/' },
    { name: 'listing', path: listing },
    { name: 'product', path: product },
  ];
}

async function measure(chrome, url) {
  const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES });
  const lhr = result.lhr;
  if (lhr.runtimeError) return { error: lhr.runtimeError.code };
  const scores = Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]));
  const audits = lhr.audits;
  return {
    scores,
    lcp: audits['largest-contentful-paint']?.numericValue,
    cls: audits['cumulative-layout-shift']?.numericValue,
    tbt: audits['total-blocking-time']?.numericValue,
    failing: Object.values(audits)
      .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative' && a.scoreDisplayMode !== 'notApplicable' && a.scoreDisplayMode !== 'manual')
      .map((a) => a.id)
      .slice(0, 8),
  };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function main() {
  const shop = base ? null : await startShop();
  base ||= shop.url;
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  const rows = [];
  try {
    const pages = await pagesOf(base);
    // One unscored pass per page first: the shop draws each picture on its first request and caches it, as a
    // running shop has long done; the scored runs then measure pages, not the picture renderer's first start.
    for (const page of pages) await measure(chrome, `${base}${page.path}`);
    if (baseline) for (const page of pages) await measure(chrome, `${baseline}${page.path}`);
    for (const page of pages) {
      const results = [];
      const before = [];
      const errors = [];
      for (let i = 0; i < runs; i++) {
        // with a baseline, the two shops take turns, and which goes first alternates
        const order = i % 2 === 0 ? [[base, results], [baseline, before]] : [[baseline, before], [base, results]];
        for (const [origin, list] of order) if (origin) await measureRuns(chrome, `${origin}${page.path}`, list, errors);
      }
      if (errors.length) console.log(`         runs Lighthouse could not finish (run again): ${errors.join(', ')}`);
      const chosen = medianRun(results);
      const row = { ...page, ...chosen, baseline: before.length ? medianRun(before) : undefined };
      rows.push(row);
      console.log(`${page.name.padEnd(8)} ${page.path.padEnd(40)} ${CATEGORIES.map((c) => `${c} ${chosen.scores[c]}`).join('  ')}  (performance runs: ${chosen.perfRuns.join(', ')})`);
      if (row.baseline) console.log(`         baseline: performance ${row.baseline.scores.performance} (runs: ${row.baseline.perfRuns.join(', ')})`);
      if (chosen.failing.length) console.log(`         audits below 90: ${chosen.failing.join(', ')}`);
    }
  } finally {
    await chrome.kill();
    shop?.stop();
  }
  writeResults(rows);
}

function writeResults(rows) {
  const file = path.join(root, 'bench/RESULTS.md');
  const start = '<!-- pages:start -->';
  const end = '<!-- pages:end -->';
  const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  const metTargets = rows.every((r) => Object.entries(TARGETS).every(([c, t]) => r.scores[c] >= t));
  const withBaseline = rows.some((r) => r.baseline);
  const baselineCells = (r) => (withBaseline ? ` ${r.baseline ? `${r.baseline.scores.performance} (LCP ${(r.baseline.lcp / 1000).toFixed(2)} s; runs ${r.baseline.perfRuns.join(', ')})` : '—'} |` : '');
  const table = [
    `| page | path | performance | accessibility | best practices | SEO | LCP | CLS | TBT | performance of each run |${withBaseline ? ' baseline performance, same run |' : ''}`,
    `|---|---|---|---|---|---|---|---|---|---|${withBaseline ? '---|' : ''}`,
    ...rows.map(
      (r) =>
        `| ${r.name} | \`${r.path}\` | ${r.scores.performance} | ${r.scores.accessibility} | ${r.scores['best-practices']} | ${r.scores.seo} | ${(r.lcp / 1000).toFixed(2)} s | ${r.cls.toFixed(3)} | ${Math.round(r.tbt)} ms | ${r.perfRuns.join(', ')} |${baselineCells(r)}`,
    ),
  ].join('\n');
  const section = `${start}
## Pages (Lighthouse, mobile preset)

Targets: performance ≥ 95, accessibility ≥ 95, SEO 100 on each page — **${metTargets ? 'met' : 'not all met'}** in the run of ${new Date().toISOString().slice(0, 10)}.

${table}

Median of ${runs} Lighthouse runs per page after one unscored warm-up pass (the shop draws pictures on their first request and caches them); the run with the median performance score is shown. Lighthouse ${JSON.parse(readFileSync(path.join(root, 'node_modules/lighthouse/package.json'), 'utf8')).version}, mobile preset (simulated slow 4G, 4× CPU slowdown), Debian Chromium (${CHROMIUM}), on ${os.cpus().length} cores (${cpu}), Node ${process.version}; the shop served by \`npm start\` on the same machine with a fresh embedded database.

${withBaseline ? `Baseline, measured in the same run with its runs alternating with these: ${baselineLabel}.\n\n` : ''}Command: \`npm run bench:pages\` (starts the shop on port 3400), or \`npm run bench:pages -- --base http://127.0.0.1:3000\` for a running shop; add \`--baseline http://127.0.0.1:3401 --baseline-label "…"\` to measure a second shop in the same run.
${end}`;
  let text = readFileSync(file, 'utf8');
  text = text.includes(start) ? text.replace(new RegExp(`${start}[\\s\\S]*${end}`), section) : `${text.trimEnd()}\n\n${section}\n`;
  writeFileSync(file, text);
  console.log(`written to ${path.relative(root, file)}`);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
