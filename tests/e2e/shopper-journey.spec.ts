import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { mailbox } from './support/mail';
import { go } from './support/shop';

/** Options live in the URL: a radio turns checked once the page has taken the new address, so wait for it. */
async function pickOption(page: Page, name: string) {
  const option = page.getByRole('radio', { name, exact: true });
  await option.click();
  await expect(option).toBeChecked();
}

/**
 * A new shopper's visit, end to end, on a phone (390 px) and a desktop (1440 px) (storefront §2, §5, §7):
 * home → a category through the site's own menu → a style from 'Shop by Styles' → a product from the grid →
 * metal, colour and ring size set the price → a Drop a Hint e-mail arrives with a link to the piece.
 * Also: a search from the header, Load More on a category, and the empty Loose Diamonds category.
 * On every page visited: no script errors, no horizontal scroll, and no broken pictures.
 * The shop under test sends its e-mails to the run's test SMTP server (SMTP_URL in playwright.config.ts; support/mail.ts).
 */
/** The storefront's navigation category for the journey, and one of its styles (seeded catalogue). */
const CATEGORY = { name: 'Rings', path: '/products/rings' };
const STYLE = { name: 'Women', path: '/products/rings/women' };
const PAGE_SIZE = 10;
const LOOSE_DIAMONDS_ID = 1;

// ------------------------------------------------------------------ API shapes read by the journey

interface ColourDetail {
  color: string;
  price: number;
}
interface VariantEntry {
  name: string;
  color_details: ColourDetail[];
}
interface Product {
  slugId: string;
  name: string;
  variant: Record<'gold' | 'silver' | 'platinum' | 'others', VariantEntry[]>;
  diamondRing: { price: number; min_size: number; max_size: number }[];
}
interface LovCategory {
  id: number;
  name: string;
  slug: string;
}

async function productOf(request: APIRequestContext, slug: string): Promise<Product> {
  const res = await request.get(`/api/product/${slug}`);
  expect(res.status(), `GET /api/product/${slug}`).toBe(200);
  return ((await res.json()) as { product: Product }).product;
}

/** 'RM 12,345.00': written out here, not borrowed from the shop's code, so the test checks the format too. */
function rm(sen: number): string {
  const ringgit = Math.floor(sen / 100);
  const cents = String(sen % 100).padStart(2, '0');
  return `RM ${ringgit.toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${cents}`;
}
const sen = (ringgit: number) => Math.round(ringgit * 100);

/** Storefront §5: colour price + the price of the ring-size range holding the size; before a size, the smallest range. */
function expectedPrice(product: Product, colour: ColourDetail, size?: number): string {
  const ranges = [...product.diamondRing].sort((a, b) => a.min_size - b.min_size);
  const range = size === undefined ? ranges[0] : ranges.find((r) => size >= r.min_size && size <= r.max_size);
  if (ranges.length > 0 && !range) throw new Error(`no ring-size range holds size ${size}`);
  return rm(sen(colour.price) + sen(range?.price ?? 0));
}

/** The metals of a product in the shop's order (gold, silver, platinum, others), as the pickers show them. */
const metalsOf = (product: Product): VariantEntry[] =>
  (['gold', 'silver', 'platinum', 'others'] as const).flatMap((group) => product.variant[group]).filter((entry) => entry.color_details.length > 0);

// ------------------------------------------------------------------ what every visited page must be

interface Watch {
  /** Uncaught script errors (pageerror) and console errors. */
  errors: string[];
  /** Pictures the server answered with an error, or whose download failed. */
  brokenImages: string[];
}

function watch(page: Page): Watch {
  const seen: Watch = { errors: [], brokenImages: [] };
  page.on('pageerror', (e) => seen.errors.push(`pageerror on ${page.url()}: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error') seen.errors.push(`console error on ${page.url()}: ${m.text()}`);
  });
  page.on('response', (r) => {
    if (r.request().resourceType() === 'image' && r.status() >= 400) seen.brokenImages.push(`${r.status()} ${r.url()}`);
  });
  page.on('requestfailed', (r) => {
    const failure = r.failure()?.errorText ?? '';
    // A srcset that picks another width, or a page left while loading, aborts a download: not a broken picture.
    if (r.resourceType() === 'image' && !failure.includes('ERR_ABORTED')) seen.brokenImages.push(`${failure} ${r.url()}`);
  });
  return seen;
}

async function open(page: Page, path: string) {
  const response = await go(page, path);
  expect(response?.status(), `GET ${path}`).toBe(200);
  await expectHydrated(page);
}

async function expectHydrated(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
}

const horizontalOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/**
 * Pictures that should have loaded and have not: every eager one, every broken one, and the lazy ones laid out in
 * the viewport's columns (a lazy picture in a hidden menu panel or on a carousel slide off to the side never loads).
 */
function picturesNotLoaded(): string[] {
  return [...document.images]
    .filter((img) => {
      if (img.complete && img.naturalWidth > 0) return false;
      const src = img.currentSrc || img.getAttribute('src') || '';
      if (!src) return false;
      if (img.complete) return true; // finished, but nothing to show: broken
      if (img.loading !== 'lazy') return true;
      const r = img.getBoundingClientRect();
      const laidOut = r.width > 0 && r.height > 0 && getComputedStyle(img).visibility !== 'hidden';
      return laidOut && r.right > 0 && r.left < window.innerWidth;
    })
    .map((img) => `${img.currentSrc || img.getAttribute('src')} (alt "${img.alt}")`);
}

/** Scrolls the whole page (so lazy pictures load), checks every picture, the width and the errors so far, then goes back to the top. */
async function expectSoundPage(page: Page, seen: Watch, where: string) {
  await page.waitForLoadState('load');
  await page.evaluate(async () => {
    const step = Math.max(200, Math.floor(window.innerHeight * 0.75));
    for (let y = 0; y < document.documentElement.scrollHeight; y += step) {
      window.scrollTo(0, y);
      await new Promise((r) => setTimeout(r, 80));
    }
    window.scrollTo(0, document.documentElement.scrollHeight);
    await new Promise((r) => setTimeout(r, 80));
  });
  // a listing's pictures are resized on first request, one after another: 20 of them at 1280 px took 20 s with the
  // other worker's journeys and a loaded machine beside them (2 cores)
  await expect.poll(() => page.evaluate(picturesNotLoaded), { message: `pictures not loaded on ${where}`, timeout: 40_000 }).toEqual([]);
  expect(await page.locator('img').count(), `pictures on ${where}`).toBeGreaterThan(0);
  await page.evaluate(() => window.scrollTo(0, 0));
  expect(await horizontalOverflow(page), `horizontal scroll on ${where}`).toBeLessThanOrEqual(0);
  expect(seen.brokenImages, `broken pictures by ${where}`).toEqual([]);
  expect(seen.errors, `script errors by ${where}`).toEqual([]);
}

const cards = (page: Page) => page.locator('[data-product-card]');
const cardNames = (page: Page) => cards(page).locator('h3').allTextContents();
const isWide = (page: Page) => (page.viewportSize()?.width ?? 0) >= 1024;
const newEmail = (project: string) => `hint-journey-${project}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

// ------------------------------------------------------------------ the journey

test('a new shopper: home → a category from the menu → a style → a product; metal, colour and ring size set the price; a hint is e-mailed with a link to it', async ({
  page,
  request,
  baseURL,
}, testInfo) => {
  test.setTimeout(120_000);
  const seen = watch(page);

  await test.step('home', async () => {
    await open(page, '/');
    await expect(page).toHaveTitle(/^Best Jewellery Shop In Kuala Lumpur, Malaysia/);
    await expect(page.getByRole('heading', { name: 'Shop by Category' })).toBeVisible();
    await expectSoundPage(page, seen, 'home');
  });

  await test.step(`the ${CATEGORY.name} category through the site's menu`, async () => {
    if (isWide(page)) {
      // Desktop: the header's mega-menu.
      const nav = page.getByRole('navigation', { name: 'Categories' });
      const toggle = nav.getByRole('button', { name: CATEGORY.name, exact: true });
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      const panel = nav.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`);
      await expect(panel).toBeVisible();
      await panel.getByRole('link', { name: `Shop all ${CATEGORY.name}` }).click();
    } else {
      // Phone: the hamburger menu.
      await expect(page.getByRole('navigation', { name: 'Categories' })).toBeHidden();
      await page.getByRole('button', { name: 'Open menu' }).click();
      const menu = page.getByRole('dialog', { name: 'Menu' });
      await expect(menu).toBeVisible();
      await menu.getByRole('button', { name: CATEGORY.name, exact: true }).click();
      await menu.getByRole('link', { name: `All ${CATEGORY.name}`, exact: true }).click();
      await expect(menu).toBeHidden();
    }
    await expect(page).toHaveURL(new RegExp(`${CATEGORY.path}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(CATEGORY.name);
    await expect.poll(() => cards(page).count()).toBeGreaterThan(0);
    await expectSoundPage(page, seen, CATEGORY.path);
  });

  await test.step(`the '${STYLE.name}' style in 'Shop by Styles'`, async () => {
    await expect(page.getByRole('heading', { name: 'Shop by Styles' })).toBeVisible();
    const styles = page.getByRole('region', { name: `${CATEGORY.name} styles` });
    const style = styles.getByRole('link', { name: STYLE.name, exact: true });
    await expect(style).not.toHaveAttribute('aria-current', 'page');
    await style.click();
    await expect(page).toHaveURL(new RegExp(`${STYLE.path}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(STYLE.name);
    await expect(page.getByRole('region', { name: `${CATEGORY.name} styles` }).getByRole('link', { name: STYLE.name, exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: CATEGORY.name })).toHaveAttribute('href', CATEGORY.path);
    await expect.poll(() => cards(page).count()).toBeGreaterThan(0);
    await expectSoundPage(page, seen, STYLE.path);
  });

  // A piece made in more than one metal and colour: its card shows a platinum dot and gold ones.
  const card = cards(page)
    .filter({ has: page.getByRole('listitem').filter({ hasText: 'Platinum' }) })
    .filter({ has: page.getByRole('listitem').filter({ hasText: 'Yellow gold' }) })
    .first();
  const cardName = (await card.locator('h3').textContent())!.trim();

  const slug = await test.step(`the product '${cardName}' from the grid`, async () => {
    await card.getByRole('link', { name: cardName }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/product/'));
    await expectHydrated(page);
    await expect(page.getByRole('heading', { level: 1, name: cardName })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`^${cardName} \\|`));
    await expectSoundPage(page, seen, page.url());
    return decodeURIComponent(new URL(page.url()).pathname.split('/')[2]);
  });

  const product = await productOf(request, slug);
  expect(product.name).toBe(cardName);
  const price = page.getByTestId('price');
  const from = page.getByText('From', { exact: true });

  await test.step('metal, colour and ring size set the price (colour price + ring-size range price)', async () => {
    const metals = metalsOf(product);
    expect(metals.length, 'metals of the piece').toBeGreaterThan(1);
    const [first, other] = [metals[0], metals[metals.length - 1]];

    // Before anything is chosen: the first metal's first colour, from the smallest ring-size range.
    await expect(price).toHaveText(expectedPrice(product, first.color_details[0]));
    await expect(price).toHaveText(/^RM \d{1,3}(,\d{3})*\.\d{2}$/);
    await expect(from).toBeVisible();

    // Another metal.
    const otherColour = other.color_details[0];
    expect(expectedPrice(product, otherColour), 'the metals cost differently').not.toBe(expectedPrice(product, first.color_details[0]));
    await pickOption(page, other.name);
    await expect(price).toHaveText(expectedPrice(product, otherColour));

    // Back to the first metal, in its last colour.
    expect(first.color_details.length, 'colours of the first metal').toBeGreaterThan(1);
    const colour = first.color_details[first.color_details.length - 1];
    await pickOption(page, first.name);
    await pickOption(page, colour.color);
    await expect(page.getByRole('radio', { name: colour.color, exact: true })).toBeChecked();
    await expect(price).toHaveText(expectedPrice(product, colour));

    // A ring size in a dearer range than the smallest one.
    const ranges = [...product.diamondRing].sort((a, b) => a.min_size - b.min_size);
    const dearer = ranges.filter((r) => r.price > ranges[0].price).at(-1);
    expect(dearer, 'a ring-size range that costs more').toBeDefined();
    const sizeBox = page.getByLabel('Ring Size');
    const offered = (await sizeBox.locator('option').evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value))).filter(Boolean).map(Number);
    const size = offered.find((s) => s >= dearer!.min_size && s <= dearer!.max_size);
    expect(size, `a size offered in ${dearer!.min_size}–${dearer!.max_size}`).toBeDefined();
    await sizeBox.selectOption(String(size));
    const withSize = expectedPrice(product, colour, size);
    expect(withSize).not.toBe(expectedPrice(product, colour));
    await expect(price).toHaveText(withSize);
    await expect(from).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`size=${size}`));
  });

  const recipient = newEmail(testInfo.project.name);
  await test.step('Drop a Hint', async () => {
    await page.getByRole('button', { name: 'Drop a Hint' }).click();
    const dialog = page.getByRole('dialog', { name: 'Drop a Hint' });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('Their e-mail').fill(recipient);
    await dialog.getByLabel('Your e-mail').fill('admirer@example.com');
    await dialog.getByLabel('Note').fill('This one, in my size please.');
    await dialog.getByRole('button', { name: 'Send Hint' }).click();
    await expect(dialog.getByRole('status')).toBeVisible();
    await expect(dialog.getByLabel('Their e-mail')).toHaveValue('');
    expect(await horizontalOverflow(page), 'horizontal scroll with the hint open').toBeLessThanOrEqual(0);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
  });

  await test.step('the hint arrives at the recipient with a link to the piece, and the link opens it', async () => {
    const mail = await mailbox.waitFor((m) => m.to === recipient, 20_000);
    expect(mail.to).toBe(recipient);
    expect(mail.subject).toMatch(/hint/i);
    expect(mail.text).toContain(product.name);
    expect(mail.text).toContain('This one, in my size please.');
    const link = `${baseURL}/product/${encodeURIComponent(slug)}`;
    expect(mail.text).toContain(link);
    const hrefs = [...mail.html.matchAll(/href="([^"]+)"/g)].map((m) => m[1].replace(/&amp;/g, '&'));
    expect(hrefs).toContain(link);

    await open(page, link);
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
    await expectSoundPage(page, seen, 'the hint link');
  });

  expect(seen.errors).toEqual([]);
  expect(seen.brokenImages).toEqual([]);
});

// ------------------------------------------------------------------ search, Load More, an empty category

test('search from the header: a keyword opens the results page with the matching products', async ({ page, request }) => {
  const seen = watch(page);
  const keyword = 'pear';
  const answer = await request.get(`/api/product/list?q=${keyword}&limit=${PAGE_SIZE}`);
  expect(answer.status()).toBe(200);
  const expected = (await answer.json()) as { products: { name: string }[]; total: number };
  expect(expected.total, `products matching '${keyword}'`).toBeGreaterThan(0);

  await open(page, '/');
  await page.getByRole('banner').getByRole('button', { name: 'Search', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Search the collection' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('searchbox').fill(keyword);
  await dialog.getByRole('searchbox').press('Enter');
  await page.waitForURL((url) => url.pathname === '/products' && url.searchParams.get('keyword') === keyword);
  await expect(dialog).toBeHidden();

  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Search results for “${keyword}”`);
  await expect.poll(() => cards(page).count()).toBe(expected.products.length);
  expect(await cardNames(page)).toEqual(expected.products.map((p) => p.name));
  expect((await cardNames(page)).some((name) => name.toLowerCase().includes(keyword))).toBe(true);
  await expect(page.locator('[data-total]')).toHaveAttribute('data-total', String(expected.total));
  await expectSoundPage(page, seen, `/products?keyword=${keyword}`);
});

test('Load More on a category adds the next cards to the list', async ({ page }) => {
  const seen = watch(page);
  await open(page, '/products/engagementring');
  await expect.poll(() => cards(page).count()).toBe(PAGE_SIZE);
  const total = Number(await page.locator('[data-total]').getAttribute('data-total'));
  expect(total, 'the category has more than one page').toBeGreaterThan(PAGE_SIZE);
  const firstPage = await cardNames(page);

  const loadMore = page.getByRole('button', { name: 'Load More' });
  await loadMore.scrollIntoViewIfNeeded();
  await loadMore.click();
  await expect.poll(() => cards(page).count()).toBe(Math.min(total, 2 * PAGE_SIZE));
  const both = await cardNames(page);
  expect(both.slice(0, PAGE_SIZE)).toEqual(firstPage);
  expect(new Set(both).size, 'no card twice').toBe(both.length);
  await expect(loadMore).toBeVisible({ visible: total > 2 * PAGE_SIZE });
  await expectSoundPage(page, seen, '/products/engagementring after Load More');
});

test("the Loose Diamonds category (id 1) has no products yet: 'Coming soon'", async ({ page, request }) => {
  const seen = watch(page);
  const res = await request.get('/api/lov/PRODUCT_CATEGORY');
  expect(res.status()).toBe(200);
  const lov = ((await res.json()) as { lov: LovCategory[] }).lov;
  const loose = lov.find((c) => c.id === LOOSE_DIAMONDS_ID);
  expect(loose, 'category 1 in the LOV').toBeDefined();
  expect(loose!.name).toBe('Loose Diamonds');

  await open(page, `/products/${loose!.slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(loose!.name);
  await expect(page.getByRole('heading', { name: 'Coming soon' })).toBeAttached();
  const picture = page.getByRole('img', { name: /coming soon/i });
  await expect(picture).toBeVisible();
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await expect(cards(page)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Load More' })).toHaveCount(0);
  await expectSoundPage(page, seen, `/products/${loose!.slug}`);
});
