import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { ProductDetail } from '../../src/domain/contract/catalog';
import { formatRM, senFromRinggit } from '../../src/domain/money/money';
import { mailbox } from './support/mail';
import { go, reload } from './support/shop';

/**
 * The product page (storefront §2 "Product detail", §4 "Ring wizard", §5, §7): options and price, the inscription
 * rule, Drop a Hint e-mailed through the shop's SMTP (SMTP_URL in playwright.config.ts points at the run's test server, support/mail.ts),
 * the 360° viewer, neckwear without ring sizes, the step to /choose-diamond and a shopper's Add to Cart.
 */
const PASSWORD = 'Permata-Kilau-2026';
/** Seeded pieces: an engagement setting in gold and platinum, a wedding band, a pendant (src/server/db/seed/catalog-data). */
const ENGAGEMENT_RING = 'amara-solitaire';
const WEDDING_BAND = 'abadi-classic-court-band';
const PENDANT = 'titis-pear-diamond-pendant';

async function productOf(request: APIRequestContext, slug: string): Promise<ProductDetail> {
  const res = await request.get(`/api/product/${slug}`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { product: ProductDetail }).product;
}

/** Storefront §5: (colour price + the diamond-ring price of the range bracketing the size) × 1; before a size, the smallest range. */
function expectedPrice(product: ProductDetail, metal: 'gold' | 'platinum', colour: string, size?: number): string {
  const option = product.variant[metal][0].color_details.find((c) => c.color === colour)!;
  const ranges = [...product.diamondRing].sort((a, b) => a.min_size - b.min_size);
  const range = size === undefined ? ranges[0] : ranges.find((r) => size >= r.min_size && size <= r.max_size)!;
  return formatRM(senFromRinggit(option.price) + senFromRinggit(range?.price ?? 0));
}

async function open(page: Page, path: string) {
  await go(page, path);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
}

/** Options live in the URL: the radio turns checked once the page has taken the new address, so wait for it. */
async function pick(page: Page, name: string) {
  const option = page.getByRole('radio', { name, exact: true });
  await option.click();
  await expect(option).toBeChecked();
}
const price = (page: Page): Locator => page.getByTestId('price');
const newEmail = (project: string, who: string) => `${who}-${project}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

test('an engagement setting: metal, colour and ring size set the price; the inscription rule; a hint is e-mailed; Choose Diamond stores the ring', async ({ page, request }, testInfo) => {
  const problems: string[] = [];
  page.on('pageerror', (e) => problems.push(e.message));
  const product = await productOf(request, ENGAGEMENT_RING);
  await open(page, `/product/${ENGAGEMENT_RING}`);

  await expect(page).toHaveTitle(`${product.name} | Kilau`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText(product.mainCategory.name);
  const steps = page.getByRole('navigation', { name: 'Ring builder steps' });
  await expect(steps).toContainText('Choose Ring');
  await expect(steps.locator('[aria-current="step"]')).toContainText('Choose Ring');
  const structured = await page.locator('script[type="application/ld+json"]').evaluateAll((scripts) => scripts.map((s) => JSON.parse(s.textContent ?? '{}') as Record<string, unknown>));
  expect(structured.find((d) => d['@type'] === 'Product')).toMatchObject({ name: product.name, sku: product.skuId, offers: { priceCurrency: 'MYR' } });

  // The page opens in the design's default colour, the one its listing card shows (issue 15).
  const gold = product.variant.gold[0].color_details;
  const opening = gold.find((c) => c.color.toLowerCase() === product.defaultColour)?.color ?? gold[0].color;
  await expect(page.getByRole('radio', { name: opening, exact: true })).toBeChecked();
  // Price before a ring size: the smallest range ('From'); then metal, colour and size each change it.
  await expect(price(page)).toHaveText(expectedPrice(product, 'gold', opening));
  await pick(page, 'PT950 Platinum');
  await expect(price(page)).toHaveText(expectedPrice(product, 'platinum', 'Platinum'));
  await expect(page).toHaveURL(/metal=pt950-platinum/);
  await pick(page, '18K Gold');
  await pick(page, 'Yellow');
  await expect(price(page)).toHaveText(expectedPrice(product, 'gold', 'Yellow'));
  await page.getByLabel('Ring Size').selectOption('20');
  const yellow20 = expectedPrice(product, 'gold', 'Yellow', 20);
  expect(yellow20).not.toBe(expectedPrice(product, 'gold', 'Yellow'));
  await expect(price(page)).toHaveText(yellow20);
  await pick(page, 'Oval');
  await pick(page, '1.25 ct');
  await expect(page).toHaveURL(/colour=yellow.*shape=oval.*carat=125ct.*size=20/);

  // The choice is in the URL: a reload keeps it.
  await reload(page);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await expect(price(page)).toHaveText(yellow20);
  await expect(page.getByLabel('Ring Size')).toHaveValue('20');

  // Inscription: at most 12 characters; text without a font asks to complete it.
  const inscription = page.getByLabel('Inscription', { exact: true });
  await inscription.fill('Forever Yours!');
  await expect(inscription).toHaveValue('Forever Your');
  await inscription.blur();
  await expect(page.getByText('Please complete your Inscription.')).toBeVisible();
  await page.getByRole('button', { name: 'Choose Diamond' }).click();
  await expect(page).toHaveURL(new RegExp(`/product/${ENGAGEMENT_RING}`));
  await page.getByLabel('Font').selectOption('Italic');
  await expect(page.getByText('Please complete your Inscription.')).toBeHidden();

  // Drop a Hint: the recipient receives the e-mail; the form clears.
  const recipient = newEmail(testInfo.project.name, 'hint');
  await page.getByRole('button', { name: 'Drop a Hint' }).click();
  const dialog = page.getByRole('dialog', { name: 'Drop a Hint' });
  await dialog.getByLabel('Their e-mail').fill(recipient);
  await dialog.getByLabel('Your e-mail').fill('admirer@example.com');
  await dialog.getByLabel('Note').fill('This one, please.');
  await dialog.getByRole('button', { name: 'Send Hint' }).click();
  await expect(dialog.getByRole('status')).toBeVisible();
  await expect(dialog.getByLabel('Their e-mail')).toHaveValue('');
  const mail = await mailbox.waitFor((m) => m.to === recipient, 20_000);
  expect(`${mail.subject}\n${mail.text}`).toContain(product.name);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();

  // Choose Diamond stores the setting and moves the wizard on.
  await page.getByRole('button', { name: 'Choose Diamond' }).click();
  // the search starts with the setting's shape (and a carat range around its carat view, when one is chosen)
  await expect(page).toHaveURL(/\/choose-diamond(\?shape=[a-z]+(&carat=[\d.]+-[\d.]+)?)?$/);
  const stored = await page.evaluate(() => ({ ring: sessionStorage.getItem('_kilauring'), step: sessionStorage.getItem('_kilaustep') }));
  const ring = JSON.parse(stored.ring!) as Record<string, unknown>;
  const yellow = product.variant.gold[0].color_details.find((c) => c.color === 'Yellow')!;
  expect(ring).toMatchObject({
    product_id: product.id,
    product_panel_setting_id: yellow.product_panel_setting_id,
    slug: ENGAGEMENT_RING,
    quantity: 1,
    ring_size: 20,
    engrave: { text: 'Forever Your', font: 'Italic' },
    carat: '125ct',
    colour: 'Yellow',
  });
  expect(formatRM(senFromRinggit(ring.price as number))).toBe(yellow20);
  expect(JSON.parse(stored.step!)).toBe('diamond');
  expect(problems).toEqual([]);
});

test('the 360° view turns by itself every 100 ms until the shopper drags it; the hand changes skin tone', async ({ page }) => {
  await open(page, `/product/${ENGAGEMENT_RING}`);
  const viewer = page.getByRole('img', { name: /^360° view of/ });
  await viewer.scrollIntoViewIfNeeded();
  await expect.poll(() => viewer.getAttribute('data-frame'), { timeout: 30_000 }).not.toBe('0');
  await expect(viewer).toHaveAttribute('data-spinning', 'true');

  const box = (await viewer.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 - 60, box.y + box.height / 2, { steps: 6 });
  await page.mouse.up();
  await expect(viewer).toHaveAttribute('data-spinning', 'false');
  const stopped = await viewer.getAttribute('data-frame');
  await page.waitForTimeout(600);
  expect(await viewer.getAttribute('data-frame')).toBe(stopped);

  // The hand try-on: Darker moves to the next skin tone's picture.
  const hand = page.getByRole('img', { name: /worn on a hand$/ });
  await hand.scrollIntoViewIfNeeded();
  await expect(hand).toHaveAttribute('src', /_hand-1\.webp/);
  await page.getByRole('slider', { name: 'Skin tone of the hand' }).press('ArrowRight');
  await expect(hand).toHaveAttribute('src', /_hand-2\.webp/);
  await expect.poll(() => hand.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), { timeout: 20_000 }).toBe(true);
});

test('a pendant has no ring size, no wizard steps, and costs its colour price', async ({ page, request }) => {
  const product = await productOf(request, PENDANT);
  expect(product.diamondRing).toEqual([]);
  await open(page, `/product/${PENDANT}`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await expect(page.getByLabel('Ring Size')).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Ring builder steps' })).toHaveCount(0);
  const first = product.variant.gold[0].color_details[0];
  await expect(price(page)).toHaveText(formatRM(senFromRinggit(first.price)));
  // a piece without a ring size: Add to Cart, or Buy Now straight to checkout (account spec §3 "Direct-buy item")
  await expect(page.getByRole('button', { name: 'Add to Cart' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Buy Now' })).toBeVisible();

  // The description: all of it on desktops; on phones the first paragraph, then See More / See Less.
  const details = page.getByRole('region', { name: 'The Details' });
  const last = details.locator('p', { hasText: 'Kuala Lumpur' }).last();
  if ((page.viewportSize()?.width ?? 0) < 768) {
    await expect(last).toBeHidden();
    await details.getByRole('button', { name: 'See More' }).click();
    await expect(last).toBeVisible();
    await details.getByRole('button', { name: 'See Less' }).click();
    await expect(last).toBeHidden();
  } else {
    await expect(last).toBeVisible();
    await expect(details.getByRole('button', { name: 'See More' })).toBeHidden();
  }
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test('a visitor’s Add to Cart on a wedding band goes to login and back with the options kept; Add to Cart then succeeds', async ({ page, request }, testInfo) => {
  const email = newEmail(testInfo.project.name, 'band');
  expect((await request.post('/api/register', { data: { email, password: PASSWORD } })).status()).toBe(200);
  const product = await productOf(request, WEDDING_BAND);

  await open(page, `/product/${WEDDING_BAND}`);
  await page.getByLabel('Ring Size').selectOption('16');
  await page.getByLabel('Inscription', { exact: true }).fill('J & S');
  await page.getByLabel('Font').selectOption('Classic');
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page).toHaveURL(/\/login$/);
  const saved = JSON.parse((await page.evaluate(() => sessionStorage.getItem('_kilauoptions')))!) as Record<string, unknown>;
  expect(saved).toMatchObject({ size: 16, engraving: 'J & S', selectedFontstyle: 'Classic' });

  const form = page.getByRole('form', { name: 'Customer Login' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill(PASSWORD);
  await form.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(new RegExp(`/product/${WEDDING_BAND}\\?.*size=16`));
  await expect(page.getByLabel('Inscription', { exact: true })).toHaveValue('J & S');
  await expect(page.getByLabel('Font')).toHaveValue('Classic');
  expect(await page.evaluate(() => sessionStorage.getItem('_kilauoptions'))).toBeNull();

  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByRole('status').filter({ hasText: /cart/i })).toBeVisible();
  const tokens = JSON.parse((await page.evaluate(() => localStorage.getItem('_kilautoken')))!) as { jwt: string };
  const cart = (await (await request.get('/api/user/cart', { headers: { authorization: `Bearer ${tokens.jwt}` } })).json()) as {
    cart: { items: { slug_id: string; ring_size: number; engrave_text: string; price: number }[] };
  };
  expect(cart.cart.items).toHaveLength(1);
  expect(cart.cart.items[0]).toMatchObject({ slug_id: WEDDING_BAND, ring_size: 16, engrave_text: 'J & S' });
  expect(formatRM(senFromRinggit(cart.cart.items[0].price))).toBe(expectedPrice(product, 'gold', product.variant.gold[0].color_details[0].color, 16));
});
