import { expect, test, type Page } from '@playwright/test';
import { addAddress, loggedInShopper, ownAddress, ringConfirmed, ringgit, ringInCart, waitHydrated } from './support/shop';

/**
 * Issue 39, item 2: the shopper's own pages are drawn by the server for the shopper whose page session cookie comes
 * with the request (set at login beside the spec's tokens), so what they hold is on screen before the scripts run —
 * no spinner, no shift.
 */
test.beforeEach(async ({ context }) => ownAddress(context));

test('the cart is drawn by the server: its line and total are on the page before the scripts run', async ({ page }, testInfo) => {
  await loggedInShopper(page, 'drawn-cart', testInfo.project.name);
  const total = await ringInCart(page, 3);

  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.+\.js(\?.*)?$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/cart', { waitUntil: 'domcontentloaded' });
  await expect(page.locator('[data-cart-line]')).toHaveCount(1);
  expect(ringgit(await page.getByTestId('cart-total').textContent())).toBe(total);
  await expect(page.getByText('Loading your cart')).toHaveCount(0);
  await expect(page.locator('html')).not.toHaveAttribute('data-hydrated', 'true');

  release();
  await waitHydrated(page);
  await expect(page.locator('[data-cart-line]')).toHaveCount(1);
  expect(ringgit(await page.getByTestId('cart-total').textContent())).toBe(total);
});

/** Opens a page with the browser's scripts held back until `release` is called: what shows is the server's HTML. */
async function openWithScriptsHeld(page: Page, url: string): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.+\.js(\?.*)?$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(url, { waitUntil: 'domcontentloaded' });
  return release;
}

test('checkout is drawn by the server: its line, address, payment choices and total are on the page before the scripts run', async ({ page }, testInfo) => {
  await loggedInShopper(page, 'drawn-checkout', testInfo.project.name);
  await addAddress(page);
  const total = await ringInCart(page, 5);

  const release = await openWithScriptsHeld(page, '/checkout');
  const summary = async () => {
    await expect(page.locator('[data-checkout-line]')).toHaveCount(1);
    expect(ringgit(await page.getByTestId('checkout-total').textContent())).toBe(total);
    await expect(page.getByRole('radio', { name: /Nur Aisyah/ })).toBeChecked();
    await expect(page.getByRole('radio', { name: /FPX online banking/ })).toBeChecked();
    await expect(page.getByRole('button', { name: 'Place Order' })).toBeVisible();
    // the left column's last parts and the summary's button: where they stand
    return [await page.getByRole('heading', { name: 'Remark' }).boundingBox(), await page.getByRole('button', { name: 'Place Order' }).boundingBox()];
  };
  const before = await summary();
  await expect(page.getByText('Preparing your checkout')).toHaveCount(0);
  await expect(page.locator('html')).not.toHaveAttribute('data-hydrated', 'true');

  release();
  await waitHydrated(page);
  // the scripts take over the page as drawn: nothing moves
  expect(await summary()).toEqual(before);
});

test('the ring confirmation is drawn by the server from its address: the ring, its price and Add to Cart before the scripts run', async ({ page }, testInfo) => {
  await loggedInShopper(page, 'drawn-ring', testInfo.project.name);
  await ringConfirmed(page, 1);
  await waitHydrated(page);
  const address = page.url();
  const total = ringgit(await page.getByTestId('ring-total').textContent());

  const release = await openWithScriptsHeld(page, address);
  const drawn = async () => {
    await expect(page.getByRole('heading', { name: 'Your One-of-a-Kind Ring' })).toBeVisible();
    expect(ringgit(await page.getByTestId('ring-total').textContent())).toBe(total);
    await expect(page.getByRole('button', { name: 'Add to Cart' })).toBeVisible();
    return (await page.getByRole('button', { name: 'Add to Cart' }).boundingBox())!;
  };
  const before = await drawn();
  await expect(page.getByText('Preparing your ring')).toHaveCount(0);
  await expect(page.locator('html')).not.toHaveAttribute('data-hydrated', 'true');

  release();
  await waitHydrated(page);
  expect(await drawn()).toEqual(before);
  await expect(page).toHaveURL(address);
});

test('after logout the cart page draws nobody’s cart', async ({ page }, testInfo) => {
  await loggedInShopper(page, 'drawn-cart-out', testInfo.project.name);
  await ringInCart(page, 2);
  const tokens = await page.evaluate(() => JSON.parse(localStorage.getItem('_kilautoken') ?? '{}') as { refresh_token: string });
  const out = await page.request.post('/api/logout', { data: { refresh_token: tokens.refresh_token } });
  expect(out.status()).toBe(200);
  const html = await (await page.request.get('/cart')).text();
  expect(html).not.toContain('data-cart-line');
});
