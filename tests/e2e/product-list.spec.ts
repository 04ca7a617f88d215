import { expect, test, type Page } from '@playwright/test';
import { go } from './support/shop';

/** The product list (storefront §2 "Product list", §4 "Other", §5 price clamps, §7 list call; account §5 price filter). */

const CATEGORY = '/products/engagementring';
const PAGE_SIZE = 10;
const cards = (page: Page) => page.locator('[data-product-card]');
const panel = (page: Page) => page.locator('#advanced-search');
const isListCall = (url: string) => new URL(url).pathname === '/api/product/list';

async function openHydrated(page: Page, path: string) {
  const problems: string[] = [];
  page.on('pageerror', (e) => problems.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(m.text());
  });
  const response = await go(page, path);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  return { problems, response };
}

async function cardPrices(page: Page): Promise<number[]> {
  return cards(page)
    .locator('[data-price]')
    .evaluateAll((els) => els.map((el) => Number(el.getAttribute('data-price'))));
}

async function openAdvancedSearch(page: Page) {
  await page.getByRole('button', { name: 'Advanced Search' }).click();
  await expect(panel(page)).toBeVisible();
}

/** Types into a price box and leaves it, as a shopper does; the box then shows the committed amount. */
async function typePrice(page: Page, which: 'Min' | 'Max', text: string) {
  const box = panel(page).getByLabel(`${which} price`);
  await box.fill(text);
  await box.press('Tab');
  return box;
}

const amountOf = (text: string) => Number(text.replace(/,/g, ''));

test.describe('product list', () => {
  test('a category lists its first 10 cards in the server HTML, and Load More appends pages until there are no more', async ({ page }) => {
    const { problems, response } = await openHydrated(page, CATEGORY);
    expect(response?.status()).toBe(200);
    const html = await response!.text();
    expect(html.match(/data-product-card=""/g)?.length).toBe(PAGE_SIZE);

    await expect(page).toHaveTitle(/^Engagement Ring \| /);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Engagement Ring');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/products\/engagementring$/);
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(crumbs.getByRole('link', { name: 'Home' })).toBeVisible();
    await expect(crumbs.getByText('Engagement Ring')).toBeVisible();

    // Cards: a picture, a serif name, RM with two decimals and thousands separators, metal colour dots, a product link.
    const first = cards(page).first();
    await expect(first.getByRole('link')).toHaveAttribute('href', /^\/product\/[^/]+$/);
    await expect(first.locator('[data-price]')).toHaveText(/^RM \d{1,3}(,\d{3})*\.\d{2}$/);
    await expect(first.getByRole('list', { name: 'Metal colours' }).getByRole('listitem').first()).toBeAttached();
    await expect(first.locator('img').first()).toHaveAttribute('src', /\/images\/products\/.+_top\.webp/);

    let count = await cards(page).count();
    expect(count).toBe(PAGE_SIZE);
    const loadMore = page.getByRole('button', { name: 'Load More' });
    for (let round = 0; round < 20 && (await loadMore.isVisible()); round++) {
      const [answer] = await Promise.all([page.waitForResponse((r) => isListCall(r.url())), loadMore.click()]);
      expect(answer.status()).toBe(200);
      await expect.poll(() => cards(page).count()).toBeGreaterThan(count);
      const now = await cards(page).count();
      expect(now - count).toBeLessThanOrEqual(PAGE_SIZE);
      count = now;
    }
    await expect(loadMore).toBeHidden();
    const total = Number(await page.locator('[data-total]').getAttribute('data-total'));
    expect(count).toBe(total);
    expect(problems).toEqual([]);
  });

  test('Advanced Search: shapes and a price range, Search Now reloads page 1 within the range', async ({ page }) => {
    const { problems } = await openHydrated(page, CATEGORY);
    await openAdvancedSearch(page);

    // Shapes are a multi-select; pressing an active one deselects it.
    const round = panel(page).getByRole('button', { name: 'Round', exact: true });
    const oval = panel(page).getByRole('button', { name: 'Oval', exact: true });
    await round.click();
    await oval.click();
    await expect(round).toHaveAttribute('aria-pressed', 'true');
    await expect(oval).toHaveAttribute('aria-pressed', 'true');
    await oval.click();
    await expect(oval).toHaveAttribute('aria-pressed', 'false');

    // Price boxes: commas stripped, absolute values, clamped to 1000-20000, min kept at or below max.
    expect(amountOf(await (await typePrice(page, 'Max', '25,000')).inputValue())).toBe(20000);
    expect(amountOf(await (await typePrice(page, 'Min', '-500')).inputValue())).toBe(1000);
    expect(amountOf(await (await typePrice(page, 'Min', '2,000')).inputValue())).toBe(2000);
    expect(amountOf(await (await typePrice(page, 'Max', '5000')).inputValue())).toBe(5000);
    // The slider's thumbs follow the boxes.
    await expect(panel(page).getByRole('slider', { name: 'Minimum price' })).toHaveAttribute('aria-valuenow', '2000');
    await expect(panel(page).getByRole('slider', { name: 'Maximum price' })).toHaveAttribute('aria-valuenow', '5000');

    const [answer] = await Promise.all([
      page.waitForResponse((r) => isListCall(r.url()) && new URL(r.url()).searchParams.get('page') === '1'),
      panel(page).getByRole('button', { name: 'Search Now' }).click(),
    ]);
    expect(answer.status()).toBe(200);
    await expect.poll(() => cards(page).count()).toBeGreaterThan(0);
    const prices = await cardPrices(page);
    for (const price of prices) {
      expect(price).toBeGreaterThanOrEqual(2000);
      expect(price).toBeLessThanOrEqual(5000);
    }
    const summary = page.getByText('Filtered by').locator('..');
    await expect(summary).toContainText('Round');
    await expect(summary).toContainText('RM 2,000.00');

    // Back closes the panel (on phones the slide-over closes itself after Search Now).
    if (await panel(page).isVisible()) {
      await panel(page).getByRole('button', { name: 'Back' }).click();
    }
    await expect(panel(page)).toBeHidden();
    expect(problems).toEqual([]);
  });

  test('a style link saves the shape and price filters, opens the style highlighted, and the filters are restored then cleared', async ({ page }) => {
    await openHydrated(page, CATEGORY);
    const styles = page.getByRole('region', { name: 'Engagement Ring styles' });
    await expect(styles.getByRole('link', { name: 'Halo', exact: true })).not.toHaveAttribute('aria-current', 'page');

    await openAdvancedSearch(page);
    await panel(page).getByRole('button', { name: 'Round', exact: true }).click();
    await typePrice(page, 'Max', '6,000');
    await panel(page).getByRole('button', { name: 'Back' }).click();
    await expect(panel(page)).toBeHidden();

    const filtered = page.waitForResponse((r) => isListCall(r.url()) && r.request().resourceType() === 'fetch');
    await styles.getByRole('link', { name: 'Halo', exact: true }).click();
    await expect(page).toHaveURL(/\/products\/engagementring\/halo$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Halo');
    await expect(page.getByRole('region', { name: 'Engagement Ring styles' }).getByRole('link', { name: 'Halo', exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Engagement Ring' })).toHaveAttribute('href', CATEGORY);

    // The saved filters were applied to the new page's list, then removed from session storage.
    expect((await filtered).status()).toBe(200);
    const summary = page.getByText('Filtered by').locator('..');
    await expect(summary).toContainText('Round');
    await expect(summary).toContainText('RM 6,000.00');
    expect(await page.evaluate(() => sessionStorage.getItem('_kilaufilters'))).toBeNull();
    for (const price of await cardPrices(page)) expect(price).toBeLessThanOrEqual(6000);

    // The panel shows the restored filters.
    await openAdvancedSearch(page);
    await expect(panel(page).getByRole('button', { name: 'Round', exact: true })).toHaveAttribute('aria-pressed', 'true');
    expect(amountOf(await panel(page).getByLabel('Max price').inputValue())).toBe(6000);
  });

  test('a category without products shows Coming soon; an unknown one is a 404', async ({ page }) => {
    const { problems } = await openHydrated(page, '/products/loose-diamonds');
    await expect(page.getByRole('heading', { name: 'Coming soon' })).toBeAttached();
    await expect(page.getByRole('img', { name: /coming soon/i })).toBeVisible();
    await expect(cards(page)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Load More' })).toHaveCount(0);
    expect(problems).toEqual([]);

    expect((await go(page, '/products/no-such-category'))?.status()).toBe(404);
    expect((await go(page, `${CATEGORY}/no-such-style`))?.status()).toBe(404);
  });

  test('/products searches by keyword', async ({ page }) => {
    const { response } = await openHydrated(page, '/products?keyword=halo');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results for “halo”');
    await expect.poll(() => cards(page).count()).toBeGreaterThan(0);
    const names = await cards(page).locator('h3').allTextContents();
    expect(names.some((n) => /halo/i.test(n))).toBe(true);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  });

  test('the grid has 1, 2, 3 and 4 columns at 390, 700, 900 and 1440 px, with no horizontal scroll', async ({ page }) => {
    await openHydrated(page, CATEGORY);
    const grid = page.locator('[data-product-grid]');
    for (const [width, columns] of [
      [390, 1],
      [700, 2],
      [900, 3],
      [1440, 4],
    ] as const) {
      await page.setViewportSize({ width, height: 900 });
      await expect
        .poll(() => grid.evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(' ').filter(Boolean).length))
        .toBe(columns);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, `horizontal overflow at ${width}px`).toBeLessThanOrEqual(0);
    }
  });
});
