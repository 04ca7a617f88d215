import { expect, test, type Locator } from '@playwright/test';
import { addAddress, loggedInShopper, open, ownAddress, ringgit, ringInCart, waitHydrated } from './support/shop';

/**
 * The order as bought (issue 30): a ring's line shows what the ring cost (its setting and its diamond), the parts
 * beneath with the grades in words; the order's notes follow what it holds (stones held only when it holds stones)
 * and what happened (a payment cancelled at the gateway reads as cancelled by the shopper, not as failed).
 */
const CODES = /\bROUND\b|\b(ID|EX|VG)\b(?! )/;

test.beforeEach(async ({ context }) => ownAddress(context));

async function partsOf(scope: Locator) {
  const setting = ringgit(await scope.locator('[data-part="setting"]').textContent());
  const diamond = ringgit(await scope.locator('[data-part="diamond"]').textContent());
  return { setting, diamond };
}

test('a ring bought with its diamond: the line at the ring’s price, its parts beneath, grades in words; cancelled at the gateway reads as cancelled by you', async ({ page }, testInfo) => {
  await loggedInShopper(page, 'asbought', testInfo.project.name);
  await addAddress(page);
  const total = await ringInCart(page, 3);

  // checkout: the ring's line is the ring's price, the setting and the stone beneath it
  await page.getByRole('link', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await waitHydrated(page);
  const line = page.locator('[data-checkout-line]').first();
  await expect(line.locator('[data-line-parts]')).toBeVisible();
  const atCheckout = await partsOf(line);
  expect(atCheckout.setting + atCheckout.diamond).toBeCloseTo(total, 2);
  await expect(line.getByText(/ct (Round|Princess|Emerald|Asscher|Oval|Radiant|Pear|Heart|Marquise|Cushion) · [A-Z-]+ colour · \w+ clarity/)).toBeVisible();
  expect(await line.textContent()).not.toMatch(CODES);
  expect(ringgit(await line.getByTestId('line-total').textContent())).toBe(total);

  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(/\/payment\/sandbox$/);
  await page.getByRole('button', { name: 'Cancel and return to the shop' }).click();
  await expect(page).toHaveURL(/\?status=failed$/);
  await expect(page.getByText(/^Cancelled by you/)).toBeVisible();
  await expect(page.getByText('The payment have been failed. Please contact us for the enquiry.')).toHaveCount(0);
  await expect(page.getByText(/Your diamonds are held for you until/)).toBeVisible();

  // the order's page: the ring at what it cost, its parts beneath
  const order = page.getByRole('article', { name: /^Order KL/ });
  expect(ringgit(await order.getByTestId('line-total').textContent())).toBe(total);
  const parts = await partsOf(order);
  expect(parts).toEqual(atCheckout);
  expect(await order.textContent()).not.toMatch(CODES);
});

test('an order without a diamond speaks of no diamonds held', async ({ page }, testInfo) => {
  await loggedInShopper(page, 'nostones', testInfo.project.name);
  await addAddress(page);
  await open(page, '/products/necklacespendants');
  await page.locator('main a[href^="/product/"]').first().click();
  await waitHydrated(page);
  await page.getByRole('button', { name: 'Buy Now' }).click();
  await expect(page).toHaveURL(/\/checkout\?piece=\d+$/);
  await waitHydrated(page);
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(/\/payment\/sandbox$/);
  await page.getByRole('button', { name: 'Cancel and return to the shop' }).click();
  await expect(page).toHaveURL(/\?status=failed$/);
  await expect(page.getByText(/^Cancelled by you/)).toBeVisible();
  await expect(page.getByText(/You can pay for it until/)).toBeVisible();
  await expect(page.getByText(/diamonds are held/)).toHaveCount(0);
});
