import { expect, test } from '@playwright/test';
import { loggedInShopper, ownAddress, ringgit, ringInCart, waitHydrated } from './support/shop';

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

test('after logout the cart page draws nobody’s cart', async ({ page }, testInfo) => {
  await loggedInShopper(page, 'drawn-cart-out', testInfo.project.name);
  await ringInCart(page, 2);
  const tokens = await page.evaluate(() => JSON.parse(localStorage.getItem('_kilautoken') ?? '{}') as { refresh_token: string });
  const out = await page.request.post('/api/logout', { data: { refresh_token: tokens.refresh_token } });
  expect(out.status()).toBe(200);
  const html = await (await page.request.get('/cart')).text();
  expect(html).not.toContain('data-cart-line');
});
