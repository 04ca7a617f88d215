import { expect, test, type Page } from '@playwright/test';
import { chooseRingSize, chooseStone, open, openFirstProduct, waitHydrated } from './support/shop';

/**
 * Pages arrive without moving (storefront: "fixed aspect ratios, no layout shift"): pictures keep their boxes, the
 * web fonts swap in over local faces scaled to their measures (app.css), and what the browser learns only when the
 * page hydrates (the ring builder's step order) is drawn by the server as it will be for a shopper with no choices.
 * The layout shifts of the whole load, through hydration and the fonts, are added up as Chromium reports them.
 */
const PAGES = ['/', '/products/engagementring', '/product/amara-solitaire', '/choose-diamond', '/about-us', '/kilau-education'];
/**
 * A quarter of the 0.1 that web.dev calls good. What is left: the desktop menu's centred, letter-spaced capitals move
 * a pixel or two when Jost swaps in (≈ 0.01 on a product page at 1440 px; the fallback is scaled for running text).
 */
const MOST_SHIFT = 0.025;

/**
 * The shifts of a page's load, through hydration and the fonts, and until `drawn` (what the page draws in the browser)
 * has resolved. `total` leaves out the shifts Chromium excludes from CLS (within 0.5 s of an
 * input); `all` keeps them.
 */
async function totalShiftOf(page: Page, path: string, drawn: () => Promise<void> = async () => undefined) {
  await page.addInitScript(() => {
    const shifts: { value: number; input: boolean; sources: string[] }[] = [];
    (window as unknown as { __shifts: typeof shifts }).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean; sources: { node?: Node }[] })[]) {
        shifts.push({ value: entry.value, input: entry.hadRecentInput, sources: entry.sources.map((s) => (s.node instanceof Element ? `${s.node.tagName}.${s.node.className}` : String(s.node?.nodeName))) });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await drawn();
  await page.evaluate(() => document.fonts.ready);
  // two frames after the fonts, so a shift they cause has been reported
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  const shifts = await page.evaluate(() => (window as unknown as { __shifts: { value: number; input: boolean; sources: string[] }[] }).__shifts);
  const sum = (list: typeof shifts) => list.reduce((total, s) => total + s.value, 0);
  return { total: sum(shifts.filter((s) => !s.input)), all: sum(shifts), shifts };
}

for (const path of PAGES) {
  test(`${path} arrives without a layout shift`, async ({ page }) => {
    const { total, shifts } = await totalShiftOf(page, path);
    expect(total, JSON.stringify(shifts)).toBeLessThan(MOST_SHIFT);
  });
}

test.describe("on the phone Lighthouse emulates (412 × 823 px, 1.75 device pixels per px)", () => {
  test.skip(({ isMobile }) => !isMobile, 'the phone project');
  test.use({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75 });
  for (const path of PAGES) {
    test(`${path} arrives without a layout shift`, async ({ page }) => {
      const { total, shifts } = await totalShiftOf(page, path);
      expect(total, JSON.stringify(shifts)).toBeLessThan(MOST_SHIFT);
    });
  }
});

/**
 * The ring builder's confirmation is drawn in the browser from the setting and stone kept in the tab (issue 31: it
 * moved 0.18–0.80 at 1440 px as the ring arrived): its area holds a screen's height from the first paint, so the ring
 * takes the place of the loading state without moving the footer, nor the steps above it.
 */
test('the ring confirmation draws the ring without a layout shift', async ({ page }) => {
  await open(page, '/products/engagementring');
  await openFirstProduct(page);
  await chooseRingSize(page, '9');
  await page.getByRole('button', { name: 'Choose Diamond' }).click();
  await expect(page).toHaveURL(/\/choose-diamond/);
  await waitHydrated(page);
  const stone = await chooseStone(page);
  await stone.card.getByRole('button', { name: 'Choose This Diamond' }).click();
  // a visitor is asked to log in; the setting and the stone stay chosen in this tab
  await expect(page).toHaveURL(/\/login$/);

  const { all, shifts } = await totalShiftOf(page, '/wizard-completed', async () => {
    await expect(page.getByRole('heading', { name: 'Your One-of-a-Kind Ring' })).toBeVisible();
    await expect(page.getByRole('img', { name: /seen from above/ }).first()).toBeVisible();
    // the pictures it draws at once are in
    await page.evaluate(() => Promise.all([...document.images].filter((i) => !i.complete && i.loading !== 'lazy').map((i) => new Promise((r) => i.addEventListener('loadend', r)))));
  });
  // every shift counts here: the test gives no input while the page draws
  expect(all, JSON.stringify(shifts)).toBeLessThanOrEqual(0.02);
});
