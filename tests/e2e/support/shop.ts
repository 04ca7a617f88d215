import { expect, test, type APIRequestContext, type Browser, type BrowserContext, type Page } from '@playwright/test';

/** Helpers the ring-builder, cart and checkout journeys share. */

export const PASSWORD = 'Berlian-Kilau-2026';

/**
 * Each journey's browser (its pages and its API calls) comes from an address of its own, as shoppers do, so the
 * shop's per-address limits on registration and login apply per shopper (the e2e shop trusts the runner as its proxy).
 */
export async function ownAddress(context: BrowserContext): Promise<void> {
  const part = () => 1 + Math.floor(Math.random() * 254);
  await context.setExtraHTTPHeaders({ 'x-forwarded-for': `10.${part()}.${part()}.${part()}` });
}

/** A fresh e-mail for each test, project (phone, desktop) and retry. */
export function newEmail(kind: string, project: string): string {
  return `${kind}-${project}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}

/**
 * Starts the page's scripts now, as a shopper's first touch would. The storefront starts them after the window's load
 * event (pictures drawn, frames loaded), on the first pointerdown/keydown/touchstart/focusin, or after 3 s at the latest
 * (src/web/lib/scripts-after-paint.server.ts); journeys that test something else need not wait for that.
 */
export async function startScripts(page: Page): Promise<void> {
  // a page that navigates meanwhile (a redirect) starts its own scripts on load, or after 3 s at the latest
  await page.evaluate(() => window.dispatchEvent(new FocusEvent('focusin'))).catch(() => undefined);
}

/**
 * Goes to a page without waiting for its pictures and frames (the 'load' event: pictures drawn cold, external frames
 * that cannot load offline), then starts its scripts at once. Journeys about pictures (they wait for 'load' themselves)
 * or about the scripts' delay (scripts-after-paint.spec.ts, layout-stability.spec.ts) use page.goto.
 */
export async function go(page: Page, path: string) {
  const response = await page.goto(path, { waitUntil: 'domcontentloaded' });
  await startScripts(page);
  return response;
}

/** Opens a page (go) and waits until it runs in the browser (buttons only act then). */
export async function open(page: Page, path: string) {
  const response = await go(page, path);
  await waitHydrated(page);
  return response;
}

/** Reloads the page without waiting for its pictures, and waits until it runs again. */
export async function reload(page: Page) {
  await page.reload({ waitUntil: 'domcontentloaded' });
  await startScripts(page);
  await waitHydrated(page);
}

export async function waitHydrated(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
}

/**
 * Opens the first product of a listing. The address bar changes before the product page is drawn (a client-side
 * navigation), so wait for the page's own price, not the URL alone, before reading its options.
 */
export async function openFirstProduct(page: Page) {
  await page.locator('main a[href^="/product/"]').first().click();
  await expect(page).toHaveURL(/\/product\//);
  await expect(page.getByTestId('price')).toBeVisible();
  await waitHydrated(page);
}

/** 'RM 12,345.60' → 12345.6 */
export function ringgit(text: string | null): number {
  const match = /RM\s*([\d,]+\.\d{2})/.exec(text ?? '');
  if (!match) throw new Error(`no RM amount in "${text}"`);
  return Number(match[1].replaceAll(',', ''));
}

export async function register(request: APIRequestContext, email: string): Promise<void> {
  const answer = await request.post('/api/register', { data: { email, password: PASSWORD } });
  expect(answer.status(), await answer.text()).toBe(200);
}

/** Registers a shopper through the API and logs this browser in (tokens where the shop keeps them). */
export async function loggedInShopper(page: Page, kind: string, project: string): Promise<string> {
  const email = newEmail(kind, project);
  await register(page.request, email);
  const login = await page.request.post('/api/login', { data: { email, password: PASSWORD } });
  const tokens = (await login.json()) as { jwt: string; refresh_token: string };
  await go(page, '/about-us');
  await page.evaluate((t) => localStorage.setItem('_kilautoken', JSON.stringify({ jwt: t.jwt, refresh_token: t.refresh_token })), tokens);
  return email;
}

/** Logs in on /login with the Customer Login form. */
export async function logInOnPage(page: Page, email: string) {
  const form = page.getByRole('form', { name: 'Customer Login' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill(PASSWORD);
  await form.getByRole('button', { name: 'Login' }).click();
}

/** Picks a ring size, waiting for the page to take it. */
export async function chooseRingSize(page: Page, size: string) {
  const select = page.getByLabel('Ring size', { exact: false }).first();
  await select.selectOption(size);
  await expect(select).toHaveValue(size);
}

/** The first result card on the diamond search that is not in `taken`; answers its certificate and price. */
export async function chooseStone(page: Page, taken = new Set<string>()) {
  const cards = page.locator('[data-diamond-card]');
  await expect(cards.first()).toBeVisible();
  const count = await cards.count();
  for (let i = 0; i < count; i++) {
    const card = cards.nth(i);
    const certificate = (await card.getAttribute('data-certificate'))!;
    if (taken.has(certificate)) continue;
    const price = ringgit(await card.locator('[data-price]').textContent());
    const shape = (await card.getAttribute('data-shape'))!;
    const colour = (await card.getAttribute('data-color'))!;
    return { card, certificate, price, shape, colour };
  }
  throw new Error('no free stone on the first page of results');
}

/**
 * A stone for a journey that buys it or sells it away: never the first result (journeys that only look read that
 * one), and one of this worker's own — with journeys in several workers at once, each worker takes only stones whose
 * certificate falls to it, so two journeys never reach for the same stone whatever their search. Among those, one
 * further down, so the two projects and retries rarely reach for the same one. Answers its card, certificate and price.
 */
export async function chooseOwnStone(page: Page) {
  const cards = page.locator('[data-diamond-card]');
  await expect(cards.first()).toBeVisible();
  const certificates = await cards.evaluateAll((all) => all.map((c) => c.getAttribute('data-certificate') ?? ''));
  const { parallelIndex, config } = test.info();
  const workers = Math.max(1, config.workers);
  // FNV-1a over the certificate, its high bits: a sum of the characters is odd for nearly every stone the generator
  // numbers, which left one worker without a stone of its own on a page
  const hashOf = (certificate: string) => [...certificate].reduce((h, c) => Math.imul(h ^ c.charCodeAt(0), 16777619) >>> 0, 2166136261);
  const ours = (certificate: string) => (hashOf(certificate) >>> 16) % workers === parallelIndex % workers;
  const positions = certificates.map((certificate, i) => (i > 0 && certificate && ours(certificate) ? i : -1)).filter((i) => i > 0);
  if (positions.length === 0) throw new Error(`no stone of worker ${parallelIndex} on the first page of results (${certificates.length} shown)`);
  const card = cards.nth(positions[Date.now() % positions.length]!);
  const certificate = (await card.getAttribute('data-certificate'))!;
  const price = ringgit(await card.locator('[data-price]').textContent());
  const shape = (await card.getAttribute('data-shape'))!;
  return { card, certificate, price, shape };
}

/** Adds an address through the API for the logged-in browser. */
export async function addAddress(page: Page) {
  const jwt = await page.evaluate(() => JSON.parse(localStorage.getItem('_kilautoken') ?? '{}').jwt as string);
  const answer = await page.request.post('/api/user/address', {
    headers: { authorization: `Bearer ${jwt}` },
    data: { name: 'Nur Aisyah', phone: '12-345 6789', address: '12 Jalan Bukit Bintang', postal: '55100', city: 'Kuala Lumpur', state: 'Kuala Lumpur', is_default: true },
  });
  expect(answer.status(), await answer.text()).toBe(200);
}

/** A ring with a fresh stone in the logged-in shopper's cart; answers the cart's total. */
export async function ringInCart(page: Page, productIndex: number): Promise<number> {
  await ringConfirmed(page, productIndex);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  return ringgit(await page.getByTestId('cart-total').textContent());
}

/** The ring builder up to its diamond search: the engagement ring setting at `productIndex`, in size 11. */
export async function settingChosen(page: Page, productIndex: number): Promise<void> {
  await open(page, '/products/engagementring');
  await page.locator('main a[href^="/product/"]').nth(productIndex).click();
  await expect(page).toHaveURL(/\/product\//);
  await waitHydrated(page);
  await chooseRingSize(page, '11');
  await page.getByRole('button', { name: 'Choose Diamond' }).click();
  await expect(page).toHaveURL(/\/choose-diamond/);
  await waitHydrated(page);
}

/** The ring builder up to its confirmation (/wizard-completed): a setting in size 11 and a fresh stone. */
export async function ringConfirmed(page: Page, productIndex: number): Promise<void> {
  await settingChosen(page, productIndex);
  const stone = await chooseOwnStone(page);
  await stone.card.getByRole('button', { name: 'Choose This Diamond' }).click();
  await expect(page).toHaveURL(/\/wizard-completed\?setting=/);
}

export async function checkout(page: Page, method: 'FPX online banking' | 'Credit Card') {
  await page.getByRole('link', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await waitHydrated(page);
  await expect(page.getByRole('radio', { name: /Nur Aisyah/ })).toBeChecked();
  if (method === 'Credit Card') await page.getByRole('radio', { name: /Credit Card/ }).check();
  await expect(page.getByRole('radio', { name: /FPX online banking/ })).toBeChecked({ checked: method === 'FPX online banking' });
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(/\/payment\/sandbox$/);
  await expect(page.getByText('no money moves')).toBeVisible();
}

/** On the back-office, staff find the shopper's order by e-mail and move it to In Production, then Shipped with a carrier's number. */
export async function shipOrder(staff: Page, email: string, tracking: string, carrierNo: string) {
  await open(staff, '/cms/orders');
  await staff.getByLabel('Tracking id, customer or e-mail').fill(email);
  await staff.getByRole('button', { name: 'Search' }).click();
  await staff.getByRole('link', { name: tracking }).click();
  await expect(staff.getByRole('heading', { name: `Order ${tracking}` })).toBeVisible();
  await staff.getByRole('button', { name: 'Mark as In Production' }).click();
  await expect(staff.getByText('The order has been updated.')).toBeVisible();
  // without the carrier's number the screen says so itself: no request goes to the shop
  const moves: string[] = [];
  const seen = (request: { url(): string; method(): string }) => void (request.method() === 'PUT' && request.url().endsWith('/status') && moves.push(request.url()));
  staff.on('request', seen);
  await staff.getByRole('button', { name: 'Mark as Shipped' }).click();
  await expect(staff.getByText('Please enter the carrier’s tracking number to ship this order.')).toBeVisible();
  await expect(staff.getByLabel('Carrier’s tracking number')).toHaveAttribute('aria-invalid', 'true');
  staff.off('request', seen);
  expect(moves).toEqual([]);
  await staff.getByLabel('Carrier’s tracking number').fill(carrierNo);
  await staff.getByRole('button', { name: 'Mark as Shipped' }).click();
  await expect(staff.getByText(carrierNo).first()).toBeVisible();
}

/**
 * Staff (the demo shop's staff account) log in on a desktop-wide browser of their own, from an address of its own,
 * sent there from `path`.
 */
export async function staffLoggedIn(browser: Browser, path: string) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  await ownAddress(context);
  const staff = await context.newPage();
  await go(staff, path);
  await expect(staff).toHaveURL(/\/login$/);
  await waitHydrated(staff);
  const form = staff.getByRole('form', { name: 'Customer Login' });
  await form.getByLabel('Email').fill('staff@kilau.my');
  await form.getByLabel('Password').fill('kilau-staff-2026');
  await form.getByRole('button', { name: 'Login' }).click();
  await expect(staff).toHaveURL(new RegExp(`${path.replaceAll('/', '\\/').replaceAll('?', '\\?')}$`));
  await waitHydrated(staff);
  return { staff, staffContext: context };
}
