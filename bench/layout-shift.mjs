/* global window, document, requestAnimationFrame -- functions passed to page.evaluate run in the page */
/**
 * node bench/layout-shift.mjs --base http://host:port [--screenshots DIR]
 *
 * The layout shift of each of the eight shopper pages (bench/shopper-pages.mjs) at 390 px (a phone, touch, 3 device
 * pixels per px) and 1440 px, in Debian's Chromium through playwright-core, the shopper's own pages opened with the
 * page-session cookie a login sets (so the server draws them, as for a real shopper): a PerformanceObserver for
 * 'layout-shift' from the page's first paint through its load, hydration, the fonts and what it draws from the
 * shopper's data (the confirmation's ring, the cart), and on the diamond search also over applying a filter (colour G
 * and clarity VS1, and once the search that follows them has landed, Search). `shift` adds up the shifts Chromium
 * counts for CLS (none within 0.5 s of an input); `all` adds every shift, those after the shopper's click included.
 * Used by bench/pages.mjs; standalone it prints the figures.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_FLAGS, shopperPages, storageOf, storageScript } from './shopper-pages.mjs';

export const WIDTHS = [
  { width: 390, height: 844, deviceScaleFactor: 3, isMobile: true, hasTouch: true },
  { width: 1440, height: 900, deviceScaleFactor: 1, isMobile: false, hasTouch: false },
];

const OBSERVER = `(() => {
  const shifts = (window.__shifts = []);
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      shifts.push({ value: e.value, input: e.hadRecentInput, at: Math.round(e.startTime),
        sources: e.sources.map((s) => (s.node instanceof Element ? s.node.tagName.toLowerCase() + (s.node.id ? '#' + s.node.id : '') + '.' + String(s.node.className).split(' ').slice(0, 3).join('.') : String(s.node?.nodeName))) });
    }
  }).observe({ type: 'layout-shift', buffered: true });
})();`;

/** A little more than the diamond search's pause before it searches the filters a shopper changed (SEARCH_DEBOUNCE_MS). */
const SEARCH_PAUSE_MS = 500;

const frames = (page) => page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

/** Waits until the page has hydrated, drawn what it shows, its pictures and fonts are in, and nothing moved for 0.5 s. */
async function settle(page, ready) {
  await page.locator('html[data-hydrated="true"]').waitFor({ timeout: 30_000 });
  if (ready) await page.locator(ready).first().waitFor({ timeout: 30_000 });
  await page.locator('[aria-busy="true"]').first().waitFor({ state: 'detached', timeout: 30_000 }).catch(() => undefined);
  await page.evaluate(() => document.fonts.ready);
  await page.evaluate(() => Promise.all([...document.images].filter((i) => !i.complete && i.loading !== 'lazy').map((i) => new Promise((r) => { i.onload = i.onerror = r; }))));
  await page.waitForTimeout(500);
  await frames(page);
}

const sum = (shifts, withInput) => shifts.filter((s) => withInput || !s.input).reduce((t, s) => t + s.value, 0);

/** Applies a filter on the diamond search as a shopper does: colour G and clarity VS1, then Search. */
async function applyFilter(page, phone) {
  let filters = page.locator('#diamond-filters');
  if (phone) {
    await page.getByRole('button', { name: /^Filters/ }).click();
    filters = page.getByRole('dialog', { name: 'Filters' });
    await filters.waitFor();
  }
  // the search follows the filters as they change (after a pause, storefront §4): its answer redraws the drawer's counts
  // and the results behind the drawer; a shopper reading the drawer lets it land before Search, and so does this, so
  // that the window below is the Search's own (on a busy machine that answer came more than 0.5 s after the click and
  // its redrawing was counted as the Search's shift)
  const searches = watchSearches(page);
  await filters.getByRole('button', { name: 'G', exact: true }).click();
  await filters.getByRole('button', { name: 'VS1', exact: true }).click();
  await searches.settled();
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"], [data-global-spinner]') && document.querySelector('[data-total]')?.textContent);
  await frames(page);
  await page.evaluate(() => (window.__shifts.length = 0));
  await Promise.all([page.waitForResponse((r) => r.url().includes('/api/diamond/list') && r.request().method() === 'POST'), filters.getByRole('button', { name: /^Search/ }).click()]);
  await page.locator('[data-total]').waitFor();
}

/** The diamond searches a page asks for; `settled()` waits until none is under way and none began for a while. */
function watchSearches(page) {
  const isSearch = (r) => r.url().includes('/api/diamond/list') && r.method() === 'POST';
  let running = 0;
  let last = Date.now();
  const began = (r) => {
    if (!isSearch(r)) return;
    running++;
    last = Date.now();
  };
  const ended = (r) => {
    if (!isSearch(r)) return;
    running--;
    last = Date.now();
  };
  page.on('request', began);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  return {
    async settled() {
      last = Date.now();
      const until = Date.now() + 30_000;
      while (Date.now() < until && (running > 0 || Date.now() - last < SEARCH_PAUSE_MS + 500)) await page.waitForTimeout(100);
      page.off('request', began);
      page.off('requestfinished', ended);
      page.off('requestfailed', ended);
    },
  };
}

/** One page at one width: { shift, all, worst: the largest shifts with what moved }. */
async function measurePage(browser, base, page, size, screenshots) {
  const context = await browser.newContext({ viewport: { width: size.width, height: size.height }, deviceScaleFactor: size.deviceScaleFactor, isMobile: size.isMobile, hasTouch: size.hasTouch });
  try {
    const { cookies, ...storage } = await storageOf(base, page);
    await context.addCookies(cookies);
    await context.addInitScript(storageScript(storage));
    await context.addInitScript(OBSERVER);
    const tab = await context.newPage();
    await tab.goto(`${base}${page.path}`, { waitUntil: 'load', timeout: 60_000 });
    await settle(tab, page.ready);
    const load = await tab.evaluate(() => window.__shifts);
    if (screenshots) await tab.screenshot({ path: path.join(screenshots, `${page.name}-${size.width}.png`) });
    const result = { load: { shift: sum(load, false), all: sum(load, true), worst: worst(load) } };
    if (page.interaction === 'filter') {
      await applyFilter(tab, size.isMobile);
      await settle(tab, '[data-diamond-card]');
      const after = await tab.evaluate(() => window.__shifts);
      if (screenshots) await tab.screenshot({ path: path.join(screenshots, `${page.name}-filtered-${size.width}.png`) });
      result.filter = { shift: sum(after, false), all: sum(after, true), worst: worst(after) };
    }
    return result;
  } finally {
    await context.close();
  }
}

const worst = (shifts) =>
  [...shifts]
    .sort((a, b) => b.value - a.value)
    .slice(0, 3)
    .map((s) => `${s.value.toFixed(3)}${s.input ? ' (after input)' : ''} ${s.sources.join(' ')}`);

/** Every page at every width: [{ name, path, width, load, filter? }]. */
export async function measureShifts(browser, base, pages, { screenshots } = {}) {
  if (screenshots) mkdirSync(screenshots, { recursive: true });
  const rows = [];
  for (const page of pages) {
    for (const size of WIDTHS) {
      const measured = await measurePage(browser, base, page, size, screenshots);
      rows.push({ name: page.name, path: page.path, width: size.width, ...measured });
    }
  }
  return rows;
}

export function launchBrowser() {
  return chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
}

export function printShifts(rows, label = '') {
  for (const r of rows) {
    const parts = [`load ${r.load.shift.toFixed(3)} (all ${r.load.all.toFixed(3)})`];
    if (r.filter) parts.push(`filter ${r.filter.shift.toFixed(3)} (all ${r.filter.all.toFixed(3)})`);
    console.log(`${label}${r.name.padEnd(15)} ${String(r.width).padStart(4)} px  ${parts.join('  ')}`);
    for (const w of [...r.load.worst, ...(r.filter?.worst ?? [])].filter((w) => Number(w.slice(0, 5)) >= 0.005)) console.log(`${' '.repeat(label.length + 24)}${w}`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const option = (name) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
  const base = option('--base');
  if (!base) throw new Error('--base http://host:port');
  const browser = await launchBrowser();
  try {
    const pages = await shopperPages(browser, base);
    printShifts(await measureShifts(browser, base, pages, { screenshots: option('--screenshots') }));
  } finally {
    await browser.close();
  }
}
