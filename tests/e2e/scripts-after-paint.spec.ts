import { expect, test, type Page, type Route } from '@playwright/test';

/**
 * A page's scripts start after its first screen is painted (src/web/lib/scripts-after-paint.server.ts). These
 * journeys hold the scripts back, as a slow phone connection would, and check what the shopper sees meanwhile.
 */

/** Holds every script of the shop until `release()` is called. */
async function holdScripts(page: Page) {
  const held: Route[] = [];
  let released = false;
  await page.route(/\/assets\/.*\.js$/, (route) => (released ? route.continue() : void held.push(route)));
  return {
    held: () => held.length,
    release: async () => {
      released = true;
      await Promise.all(held.splice(0).map((route) => route.continue()));
    },
  };
}

test('the page is painted and readable before its scripts arrive, which start after the window has loaded', async ({ page }) => {
  const problems: string[] = [];
  page.on('pageerror', (e) => problems.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(m.text());
  });
  const scripts = await holdScripts(page);

  await page.goto('/products/engagementring');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: /Amara Solitaire/ }).first()).toBeVisible();
  await expect.poll(() => scripts.held()).toBeGreaterThan(0);
  await expect(page.locator('html')).not.toHaveAttribute('data-hydrated', 'true');

  await scripts.release();
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  // every script of the shop was asked for after the window's load event (the browser's own clock)
  const timing = await page.evaluate(() => ({
    loaded: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventEnd,
    scripts: performance
      .getEntriesByType('resource')
      .filter((entry) => /\/assets\/.*\.js$/.test(entry.name))
      .map((entry) => entry.startTime),
  }));
  expect(timing.scripts.length).toBeGreaterThan(0);
  expect(Math.min(...timing.scripts)).toBeGreaterThanOrEqual(timing.loaded);
  expect(problems).toEqual([]);
});

test('a tap on the search button before the scripts arrive opens the search once they have', async ({ page }) => {
  const scripts = await holdScripts(page);
  await page.goto('/about-us');
  await expect.poll(() => scripts.held()).toBeGreaterThan(0);
  await expect(page.locator('html')).not.toHaveAttribute('data-hydrated', 'true');

  await page.getByRole('banner').getByRole('button', { name: 'Search', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Search the collection' });
  await expect(dialog).toBeHidden();

  await scripts.release();
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('searchbox')).toBeFocused();
});

test('a link followed before the scripts arrive simply opens its page', async ({ page }) => {
  const scripts = await holdScripts(page);
  await page.goto('/about-us');
  await expect.poll(() => scripts.held()).toBeGreaterThan(0);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Contact Us' }).first().click();
  await page.waitForURL((url) => url.pathname === '/contact-us');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
