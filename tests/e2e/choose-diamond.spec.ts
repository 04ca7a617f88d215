import { expect, test, type Locator, type Page } from '@playwright/test';
import { isListCall, openFilters, phone, search, settled } from './support/diamond-search';
import { go, reload } from './support/shop';

/**
 * The diamond search (storefront §2 "Choose diamond", §4 "Ring wizard" and "Diamond search", §5 carat clamps, §7
 * calls, §8 messages), as a shopper uses it against the real API: from the home page's shape tile to the results,
 * filters, sort, Load More, the video and image modals, compare, saved stones, the table, the detail view, and
 * Choose This Diamond. Phones use the filters drawer; wide screens the panel above the results.
 */

const cards = (page: Page) => page.locator('[data-diamond-card]');
const isStoneCall = (url: string, certificate: string) => new URL(url).pathname === `/api/diamond/${certificate}`;

async function openHydrated(page: Page, path: string) {
  const problems: string[] = [];
  page.on('pageerror', (e) => problems.push(e.message));
  const response = await go(page, path);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await expect(page.locator('[data-total]')).toBeVisible();
  return { problems, response };
}

/** Types into a carat or price box and leaves it, as a shopper does; the box then shows the committed number. */
async function typeInto(box: Locator, text: string) {
  await box.fill(text);
  await box.press('Tab');
}

const numbers = (page: Page, attribute: string) => cards(page).evaluateAll((els, a) => els.map((el) => Number(el.getAttribute(a))), attribute);
const isDescending = (list: number[]) => list.every((n, i) => i === 0 || list[i - 1] >= n);

test.describe('choose diamond', () => {
  test('a shape tile on the home page opens the Oval search at the diamond step, with the Oval toggle on', async ({ page }) => {
    await go(page, '/');
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    const shapes = page.getByRole('region', { name: 'Diamond shapes', exact: true });
    await shapes.scrollIntoViewIfNeeded();
    await expect(shapes).toHaveAttribute('data-carousel-ready', 'true');
    // On a phone the carousel shows 2.5 tiles: bring the Oval (the fifth) into view by its dot.
    const oval = shapes.getByRole('link', { name: 'Oval', exact: true });
    if (!(await oval.isVisible()) || phone(page)) await shapes.getByRole('button', { name: 'Go to slide 5' }).click();
    await shapes.hover();
    await oval.click();

    await expect(page).toHaveURL(/\/choose-diamond\/shape\/oval$/);
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oval Diamonds');
    await expect(page).toHaveTitle(/^Oval Cut Diamonds.* \| /);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/choose-diamond\/shape\/oval$/);
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(crumbs.getByRole('link', { name: 'Choose Diamond' })).toHaveAttribute('href', '/choose-diamond');
    await expect(crumbs.getByText('Oval')).toBeVisible();
    // The wizard: no setting chosen yet, so the flow started with the diamond (step 1 of 3).
    const steps = page.getByRole('navigation', { name: 'Ring builder steps' });
    await expect(steps.locator('[aria-current="step"]')).toContainText('Choose Diamond');
    expect(await page.evaluate(() => JSON.parse(sessionStorage.getItem('_kilaustep') ?? 'null'))).toBe('diamond');
    // A visitor's way back after login is this search.
    expect(await page.evaluate(() => sessionStorage.getItem('_kilauredirect'))).toBe('/choose-diamond/shape/oval');

    const filters = await openFilters(page);
    await expect(filters.getByRole('button', { name: 'Oval', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(filters.getByRole('button', { name: 'Round', exact: true })).toHaveAttribute('aria-pressed', 'false');
    // Default preset 3EX: the Ideal cut toggle is on, cut Ideal and Excellent.
    await expect(filters.getByRole('button', { name: /^Ideal cut/ })).toHaveAttribute('aria-pressed', 'true');
    await expect(filters.getByRole('button', { name: 'Excellent', exact: true })).toHaveAttribute('aria-pressed', 'true');
    if (phone(page)) await page.keyboard.press('Escape');

    await expect(cards(page).first()).toBeVisible();
    const shapesShown = await cards(page).evaluateAll((els) => [...new Set(els.map((el) => el.getAttribute('data-shape')))]);
    expect(shapesShown).toEqual(['OVAL']);
    const first = cards(page).first();
    await expect(first.locator('[data-price]')).toHaveText(/^RM \d{1,3}(,\d{3})*\.\d{2}$/);
    await expect(first.getByRole('heading', { level: 3 })).toHaveText(/^\d+\.\d{2} ct Oval$/);
    await expect(first).toContainText(/(GIA|IGI|HRD|AGS|GCAL) certificate \w+/);
    // Nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });

  test('visiting forgets the chosen diamond', async ({ page }) => {
    await openHydrated(page, '/choose-diamond');
    await page.evaluate(() => sessionStorage.setItem('_kilaudiamond', JSON.stringify({ STOCK_ID: 'X' })));
    await openHydrated(page, '/choose-diamond');
    expect(await page.evaluate(() => sessionStorage.getItem('_kilaudiamond'))).toBeNull();
  });

  test('colour, clarity and the carat boxes (clamped on blur) narrow the results, and a reload keeps the search', async ({ page }) => {
    const { problems } = await openHydrated(page, '/choose-diamond/shape/round');
    let filters = await openFilters(page);
    await filters.getByRole('button', { name: 'G', exact: true }).click();
    await filters.getByRole('button', { name: 'H', exact: true }).click();
    await filters.getByRole('button', { name: 'VS1', exact: true }).click();
    await filters.getByRole('button', { name: 'VS2', exact: true }).click();
    await expect(filters.getByRole('button', { name: 'G', exact: true })).toHaveAttribute('aria-pressed', 'true');

    // Carat boxes: negatives made positive, clamped to 0.18–10, crossed values swapped.
    const min = filters.getByLabel('Min carat');
    const max = filters.getByLabel('Max carat');
    await typeInto(max, '25');
    await expect(max).toHaveValue('10.00');
    await typeInto(min, '0.01');
    await expect(min).toHaveValue('0.18');
    await typeInto(min, '-0.3');
    await expect(min).toHaveValue('0.30');
    await typeInto(max, '0.2');
    await expect(min).toHaveValue('0.20');
    await expect(max).toHaveValue('0.30');
    await typeInto(max, '2');
    await expect(max).toHaveValue('2.00');
    await expect(filters.getByRole('slider', { name: 'Minimum carat' })).toHaveAttribute('aria-valuenow', '0.2');
    await search(page, filters);

    await expect(page).toHaveURL(/\/choose-diamond\/shape\/round\?color=g,h&clarity=vs1,vs2&carat=0\.2-2$/);
    await settled(page);
    await expect(cards(page).first()).toBeVisible();
    const shown = await cards(page).evaluateAll((els) => els.map((el) => [el.getAttribute('data-color'), el.getAttribute('data-clarity'), Number(el.getAttribute('data-carat'))] as const));
    for (const [colour, clarity, carat] of shown) {
      expect(['G', 'H']).toContain(colour);
      expect(['VS1', 'VS2']).toContain(clarity);
      expect(carat).toBeGreaterThanOrEqual(0.2);
      expect(carat).toBeLessThanOrEqual(2);
    }
    const total = Number(await page.locator('[data-total]').getAttribute('data-total'));
    const certificates = () => cards(page).evaluateAll((els) => els.map((el) => el.getAttribute('data-certificate')));
    const before = await certificates();

    // The address is the search: reloaded, it shows the same filters and the same stones — give or take the few that
    // journeys in the other workers reserve (or give back) meanwhile.
    const MOVED_MEANWHILE = 3;
    await openHydrated(page, page.url());
    await expect(cards(page).first()).toBeVisible();
    expect(Math.abs(Number(await page.locator('[data-total]').getAttribute('data-total')) - total)).toBeLessThanOrEqual(MOVED_MEANWHILE);
    const after = await certificates();
    expect(after.filter((c) => before.includes(c)).length).toBeGreaterThanOrEqual(Math.min(before.length, after.length) - MOVED_MEANWHILE);
    filters = await openFilters(page);
    for (const name of ['Round', 'G', 'H', 'VS1', 'VS2']) await expect(filters.getByRole('button', { name, exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(filters.getByLabel('Min carat')).toHaveValue('0.20');
    await expect(filters.getByLabel('Max carat')).toHaveValue('2.00');
    expect(problems).toEqual([]);
  });

  test('sorted by price high to low, prices descend; Load More appends the next stones in the same order', async ({ page }) => {
    await openHydrated(page, '/choose-diamond');
    const before = await cards(page).count();
    expect(before).toBe(20);
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Price: high to low' });
    await expect(page).toHaveURL(/[?&]sort=price-desc/);
    await settled(page);
    await expect.poll(async () => isDescending(await numbers(page, 'data-price'))).toBe(true);
    const first = await numbers(page, 'data-price');
    expect(first).toHaveLength(20);
    expect(isDescending(first)).toBe(true);

    const [answer] = await Promise.all([page.waitForResponse((r) => isListCall(r.url()) && new URL(r.url()).searchParams.get('page') === '2'), page.getByRole('button', { name: 'Load More' }).click()]);
    expect(answer.status()).toBe(200);
    expect(new URL(answer.url()).searchParams.get('sort')).toBe('price-desc');
    await expect(cards(page)).toHaveCount(40);
    const all = await numbers(page, 'data-price');
    expect(all.slice(0, 20)).toEqual(first);
    expect(isDescending(all)).toBe(true);
  });

  test('the video and the image modals look the stone up by its certificate', async ({ page }) => {
    await openHydrated(page, '/choose-diamond/shape/round');
    const card = cards(page).first();
    const certificate = (await card.getAttribute('data-certificate'))!;

    const [video] = await Promise.all([page.waitForResponse((r) => isStoneCall(r.url(), certificate)), card.getByRole('button', { name: /^360° video of/ }).click()]);
    expect(video.status()).toBe(200);
    const videoModal = page.getByTestId('video-modal');
    await expect(videoModal).toBeVisible();
    await expect(videoModal.getByRole('heading')).toContainText(/\d+\.\d{2} ct Round/);
    // The 360° view: a turning picture strip, a video, or (when the stone has none that loads) its picture, said plainly.
    await expect(videoModal.locator('[data-stone-360]')).toBeVisible();
    await expect(videoModal.locator('[data-stone-360]')).toHaveAttribute('data-stone-360', /^(turning|still|video|unavailable)$/);
    await expect(videoModal.getByRole('img').first()).toBeVisible();
    await videoModal.getByRole('button', { name: 'Close' }).click();
    await expect(videoModal).toBeHidden();

    const [image] = await Promise.all([page.waitForResponse((r) => isStoneCall(r.url(), certificate)), card.getByRole('button', { name: /^Enlarge the picture of/ }).click()]);
    expect(image.status()).toBe(200);
    const imageModal = page.getByTestId('image-modal');
    await expect(imageModal.getByRole('img', { name: /Round diamond$/ })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(imageModal).toBeHidden();
  });

  test('two stones compare side by side; a fifth is politely refused', async ({ page }) => {
    await openHydrated(page, '/choose-diamond');
    const certificates = await cards(page).evaluateAll((els) => els.slice(0, 5).map((el) => el.getAttribute('data-certificate')!));
    for (const certificate of certificates.slice(0, 2)) {
      await page.locator(`[data-diamond-card][data-certificate="${certificate}"]`).getByRole('button', { name: 'Compare' }).click();
    }
    const tray = page.getByRole('complementary', { name: 'Compare diamonds' });
    await tray.getByRole('button', { name: 'Compare (2)' }).click();
    const dialog = page.getByTestId('compare-dialog');
    await expect(dialog).toBeVisible();
    const table = dialog.locator('[data-compare-table]');
    for (const certificate of certificates.slice(0, 2)) await expect(table).toContainText(certificate);
    await expect(table.getByRole('rowheader', { name: 'Polish' })).toBeVisible();
    await expect(table.getByRole('columnheader')).toHaveCount(3);
    await page.keyboard.press('Escape');

    for (const certificate of certificates.slice(2, 5)) {
      const button = page.locator(`[data-diamond-card][data-certificate="${certificate}"]`).getByRole('button', { name: 'Compare' });
      await button.scrollIntoViewIfNeeded();
      await button.click();
    }
    await expect(tray.getByRole('status')).toHaveText(/up to 4 diamonds/);
    await expect(tray.getByRole('button', { name: 'Compare (4)' })).toBeVisible();
    await expect(page.locator(`[data-diamond-card][data-certificate="${certificates[4]}"]`).getByRole('button', { name: 'Compare' })).toHaveAttribute('aria-pressed', 'false');
    await tray.getByRole('button', { name: /^Remove .* from compare$/ }).first().click();
    await expect(tray.getByRole('button', { name: 'Compare (3)' })).toBeVisible();
  });

  test('a saved stone is in the Saved list after a reload', async ({ page }) => {
    await openHydrated(page, '/choose-diamond');
    const card = cards(page).nth(1);
    const certificate = (await card.getAttribute('data-certificate'))!;
    await card.getByRole('button', { name: /^Save / }).click();
    await expect(card.getByRole('button', { name: /^Remove .* from saved stones$/ })).toHaveAttribute('aria-pressed', 'true');

    await openHydrated(page, '/choose-diamond');
    await page.getByRole('button', { name: 'Saved (1)' }).click();
    await expect(page).toHaveURL(/[?&]view=saved/);
    const saved = page.locator('[data-saved-list] [data-diamond-card]');
    await expect(saved).toHaveCount(1);
    await expect(saved).toHaveAttribute('data-certificate', certificate);
    // Forgotten again from the list.
    await saved.getByRole('button', { name: /from saved stones$/ }).click();
    await expect(page.locator('[data-saved-empty]')).toContainText('No saved diamonds yet');
  });

  test('the table view sorts by a column, and again the other way', async ({ page }) => {
    await openHydrated(page, '/choose-diamond');
    await page.getByRole('button', { name: 'Table', exact: true }).click();
    await expect(page).toHaveURL(/[?&]view=table/);
    const table = page.locator('[data-diamond-table]');
    await expect(table.locator('[data-diamond-row]')).toHaveCount(20);
    const carats = () => table.locator('[data-carat]').evaluateAll((els) => els.map((el) => Number(el.getAttribute('data-carat'))));

    await table.getByRole('button', { name: /^Carat/ }).click();
    await expect(page).toHaveURL(/[?&]sort=carat-desc/);
    await settled(page);
    await expect(table.getByRole('columnheader', { name: /Carat/ })).toHaveAttribute('aria-sort', 'descending');
    await expect.poll(async () => isDescending(await carats())).toBe(true);
    const largest = (await carats())[0];
    await table.getByRole('button', { name: /^Carat/ }).click();
    await expect(page).toHaveURL(/[?&]sort=carat-asc/);
    await settled(page);
    await expect(table.getByRole('columnheader', { name: /Carat/ })).toHaveAttribute('aria-sort', 'ascending');
    await expect.poll(async () => isDescending([...(await carats())].reverse())).toBe(true);
    expect((await carats())[0]).toBeLessThan(largest);
  });

  test('an impossible search says No results found.', async ({ page }) => {
    await openHydrated(page, '/choose-diamond');
    const filters = await openFilters(page);
    await typeInto(filters.getByLabel('Min carat'), '9.5');
    await typeInto(filters.getByLabel('Max price'), '500');
    await search(page, filters);
    await expect(page.getByText('No results found.', { exact: true })).toBeVisible();
    await expect(cards(page)).toHaveCount(0);
    await expect(page.locator('[data-total]')).toHaveAttribute('data-total', '0');
  });

  test('the detail view is in the address and survives a reload', async ({ page }) => {
    await openHydrated(page, '/choose-diamond');
    const card = cards(page).first();
    const certificate = (await card.getAttribute('data-certificate'))!;
    await card.getByRole('link', { name: /^Details of/ }).click();
    await expect(page).toHaveURL(new RegExp(`[?&]stone=${certificate}`));
    const detail = page.getByTestId('diamond-detail');
    await expect(detail.getByRole('link', { name: new RegExp(certificate) })).toHaveAttribute('target', '_blank');
    for (const label of ['Polish', 'Symmetry', 'Fluorescence', 'Measurements', 'Depth', 'Table']) await expect(detail.getByText(label, { exact: true })).toBeVisible();

    await reload(page);
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await expect(page.getByTestId('diamond-detail').getByRole('link', { name: new RegExp(certificate) })).toBeVisible();
    await page.getByTestId('diamond-detail').getByRole('button', { name: 'Close' }).click();
    await expect(page).not.toHaveURL(/stone=/);
  });

  test('a diamond type tab searches that type', async ({ page }) => {
    await openHydrated(page, '/choose-diamond');
    await expect(page.getByRole('link', { name: 'Natural Diamond' })).toHaveAttribute('aria-current', 'page');
    await page.getByRole('link', { name: 'Lab Diamond' }).click();
    await expect(page).toHaveURL(/\/choose-diamond\/lab-grown-diamond$/);
    await settled(page);
    await expect(page.getByRole('link', { name: 'Lab Diamond' })).toHaveAttribute('aria-current', 'page');
    const types = await cards(page).evaluateAll((els) => [...new Set(els.map((el) => el.getAttribute('data-type')))]);
    expect(types).toEqual(['labgrowndiamond']);
  });

  test('Choose This Diamond: with no setting the shopper goes on to settings, the filters are kept for the way back', async ({ page }) => {
    await openHydrated(page, '/choose-diamond');
    const filters = await openFilters(page);
    await filters.getByRole('button', { name: 'E', exact: true }).click();
    await search(page, filters);
    await expect(page).toHaveURL(/color=e/);
    const certificate = (await cards(page).first().getAttribute('data-certificate'))!;
    const card = page.locator(`[data-diamond-card][data-certificate="${certificate}"]`);
    await expect(card).toHaveAttribute('data-color', 'E');
    await Promise.all([page.waitForResponse((r) => isStoneCall(r.url(), certificate)), card.getByRole('button', { name: 'Choose This Diamond' }).click()]);
    await expect(page).toHaveURL(/\/products\/engagementring$/);
    const stored = await page.evaluate(() => JSON.parse(sessionStorage.getItem('_kilaudiamond') ?? 'null'));
    expect(Object.keys(stored).sort()).toEqual(['CARAT', 'CERTIFICATE_NO', 'IMAGE', 'MYR_PRICE', 'SHAPE', 'STOCK_ID']);
    expect(stored.CERTIFICATE_NO).toBe(certificate);

    // Back to the search: the saved filters come back (colour E), and the chosen diamond is forgotten.
    await openHydrated(page, '/choose-diamond');
    await expect(page).toHaveURL(/color=e/);
    expect(await page.evaluate(() => sessionStorage.getItem('_kilaudiamond'))).toBeNull();
  });

  test('Choose This Diamond with a setting chosen sends a visitor to login, then to the finished ring', async ({ page }) => {
    await openHydrated(page, '/choose-diamond');
    await page.evaluate(() => sessionStorage.setItem('_kilauring', JSON.stringify({ product_id: 1, name: 'A setting' })));
    await openHydrated(page, '/choose-diamond');
    // A setting is chosen: the ring came first, the diamond is step 2.
    await expect(page.getByRole('navigation', { name: 'Ring builder steps' }).locator('[aria-current="step"]')).toContainText('2');
    await cards(page).first().getByRole('button', { name: 'Choose This Diamond' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => sessionStorage.getItem('_kilauredirect'))).toBe('/wizard-completed');
  });

  test('changing the ring from the steps forgets the setting and goes to the settings', async ({ page }) => {
    await openHydrated(page, '/choose-diamond');
    await page.evaluate(() => sessionStorage.setItem('_kilauring', JSON.stringify({ product_id: 1, name: 'A setting' })));
    await openHydrated(page, '/choose-diamond');
    await page.getByRole('navigation', { name: 'Ring builder steps' }).getByRole('button', { name: 'Change the ring' }).click();
    await expect(page).toHaveURL(/\/products$/);
    expect(await page.evaluate(() => sessionStorage.getItem('_kilauring'))).toBeNull();
  });

  test('phones filter in a drawer; wide screens show the filters above the results', async ({ page }) => {
    await openHydrated(page, '/choose-diamond');
    if (phone(page)) {
      await expect(page.locator('#diamond-filters')).toBeHidden();
      const drawer = await openFilters(page);
      await drawer.getByRole('button', { name: 'Advanced filter' }).click();
      await expect(drawer.getByRole('group', { name: 'Certificate' })).toBeVisible();
      await drawer.getByRole('button', { name: 'Close' }).click();
      await expect(drawer).toBeHidden();
    } else {
      const panel = page.locator('#diamond-filters');
      await expect(panel).toBeVisible();
      await expect(page.getByRole('button', { name: /^Filters/ })).toBeHidden();
      await panel.getByRole('button', { name: 'Advanced filter' }).click();
      await expect(panel.getByRole('group', { name: 'Polish' })).toBeVisible();
      await panel.getByRole('button', { name: 'GIA', exact: true }).click();
      await expect(page).toHaveURL(/lab=gia/);
      await settled(page);
      const labs = await cards(page).evaluateAll((els) => els.map((el) => el.textContent ?? ''));
      for (const text of labs) expect(text).toContain('GIA certificate');
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });
});
