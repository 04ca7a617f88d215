import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { STATIC_PAGES } from '../../src/server/modules/seo/pages';
import { addAddress, go, loggedInShopper, open, openFirstProduct, ownAddress, ringConfirmed } from './support/shop';

/**
 * Issue 25: axe-core finds no serious or critical accessibility problem on any page type of the shop, at both widths
 * (the phone and desktop projects): the storefront, a shopper's account pages, the checkout and the back-office.
 * One test per area walks its pages in one browser tab, so the whole file stays short in CI.
 */
test.beforeEach(async ({ context }) => ownAddress(context));

const BLOCKING = new Set(['serious', 'critical']);

/** The serious and critical axe findings on the page as it stands: rule, impact, the first elements and axe's summary. */
async function seriousFindings(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => BLOCKING.has(v.impact ?? ''))
    .map((v) => `${v.id} (${v.impact}): ${v.help}\n${v.nodes.slice(0, 3).map((n) => `  ${n.target.join(' ')}: ${n.failureSummary?.replaceAll('\n', ' ')}`).join('\n')}`);
}

/** A page runs in the browser (axe then sees what a shopper sees); a busy machine may take a while to start it. */
const running = (page: Page) => expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true', { timeout: 30_000 });

/** Checks the page now open; the findings of every page are gathered so one run names them all. */
async function check(page: Page, found: Map<string, string[]>): Promise<void> {
  await running(page);
  const findings = await seriousFindings(page);
  if (findings.length > 0) found.set(new URL(page.url()).pathname + new URL(page.url()).search, findings);
}

async function checkEach(page: Page, paths: readonly string[], found: Map<string, string[]>): Promise<void> {
  for (const path of paths) {
    await go(page, path);
    await check(page, found);
  }
}

/** The address of the first link matching `selector` on the page, if there is one. */
const hrefOf = (page: Page, selector: string) => page.locator(selector).first().getAttribute('href', { timeout: 5_000 }).catch(() => null);

const report = (found: Map<string, string[]>) => [...found].map(([path, findings]) => `${path}\n${findings.join('\n')}`).join('\n\n');

/** The shopping pages a visitor can open, one of each kind, and the pages of a visitor's account. */
const SHOPPING = [
  '/',
  '/products',
  '/products/engagementring',
  '/products?keyword=ring',
  '/choose-diamond',
  '/choose-diamond/natural-diamond',
  '/choose-diamond/lab-grown-diamond',
  '/choose-diamond/shape/oval',
  '/login',
  '/forgot-password',
  '/reset-password?token=expired',
  '/confirm-email?token=expired',
  '/cart',
  '/no-such-page',
] as const;

/** Each test walks many pages (a busy machine may take seconds to start each one). */
const WALK_TIMEOUT = 300_000;

test('the information pages (every one: each has its own tables and lists) have no serious or critical accessibility problem', async ({ page }, testInfo) => {
  // Their words, tables and lists are the same markup at both widths, and the header and footer around them are
  // walked at both with the shopping pages: one width (the phone, the narrower layout) walks all 28.
  test.skip(testInfo.project.name !== 'phone', 'the information pages are walked at the phone width');
  test.setTimeout(WALK_TIMEOUT);
  const found = new Map<string, string[]>();
  await checkEach(page, STATIC_PAGES, found);
  expect(found.size, report(found)).toBe(0);
});

test('the shopping pages have no serious or critical accessibility problem', async ({ page }) => {
  test.setTimeout(WALK_TIMEOUT);
  const found = new Map<string, string[]>();
  await checkEach(page, SHOPPING, found);
  // a product and a sub-category, reached as a shopper reaches them
  await open(page, '/products/engagementring');
  const sub = await hrefOf(page, 'main a[href^="/products/engagementring/"]');
  if (sub) await checkEach(page, [sub], found);
  await open(page, '/products/engagementring');
  await openFirstProduct(page);
  await check(page, found);
  expect(found.size, report(found)).toBe(0);
});

test("a shopper's account pages, the ring confirmation, the cart and the checkout have no serious or critical accessibility problem", async ({ page }, testInfo) => {
  test.setTimeout(WALK_TIMEOUT);
  const found = new Map<string, string[]>();
  await loggedInShopper(page, 'axe', testInfo.project.name);
  await addAddress(page);
  await checkEach(page, ['/profile', '/addresses'], found);
  const edit = await hrefOf(page, 'main a[href^="/addresses/edit/"]');
  if (edit) await checkEach(page, [edit], found);
  // the ring builder's confirmation, then the cart and the checkout with that ring
  await ringConfirmed(page, 0);
  await expect(page.getByRole('button', { name: 'Add to Cart' })).toBeVisible();
  await check(page, found);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await check(page, found);
  await page.getByRole('link', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await check(page, found);
  await page.getByRole('button', { name: 'Place Order' }).click();
  // the bank's page (here the sandbox gateway's stand-in) is not the shop's; the order page after it is
  await page.getByRole('button', { name: 'Approve at the bank' }).click();
  await expect(page).toHaveURL(/\?status=success$/);
  await check(page, found);
  await checkEach(page, ['/orders'], found);
  expect(found.size, report(found)).toBe(0);
});

const BACK_OFFICE = ['/cms', '/cms/orders', '/cms/customers', '/cms/categories', '/cms/products', '/cms/products/new', '/cms/diamonds', '/cms/diamonds/feeds', '/cms/pricing', '/cms/inbox', '/cms/settings', '/cms/content', '/cms/audit'] as const;

test('the back-office pages have no serious or critical accessibility problem', async ({ page }) => {
  test.setTimeout(WALK_TIMEOUT);
  const found = new Map<string, string[]>();
  await open(page, '/login');
  const form = page.getByRole('form', { name: 'Customer Login' });
  await form.getByLabel('Email').fill('staff@kilau.my');
  await form.getByLabel('Password').fill('kilau-staff-2026');
  await form.getByRole('button', { name: 'Login' }).click();
  await expect(page).not.toHaveURL(/\/login$/);
  await checkEach(page, BACK_OFFICE, found);
  // one of each record: an order, a customer, a product
  for (const [list, link] of [
    ['/cms/orders', 'main a[href^="/cms/orders/"]'],
    ['/cms/customers', 'main a[href^="/cms/customers/"]'],
    ['/cms/products', 'main a[href^="/cms/products/"]:not([href$="/new"])'],
  ] as const) {
    await open(page, list);
    const href = await hrefOf(page, link);
    if (href) await checkEach(page, [href], found);
  }
  expect(found.size, report(found)).toBe(0);
});
