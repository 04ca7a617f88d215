import { expect, test, type Page } from '@playwright/test';
import { addAddress, loggedInShopper, open, ownAddress, waitHydrated } from './support/shop';

/**
 * A cart that forgets what was ordered (issue 41, "Things from an unpaid order ride into the next one"), at both
 * widths: a pendant ordered by bank transfer leaves the cart as the order is placed, so the next order — a piece paid
 * by FPX — holds that piece alone; the bank-transfer order cancelled, the pendant is back in the cart marked as from
 * the cancelled order, and the order checked out with it holds only what the cart showed.
 */
test.beforeEach(async ({ context }) => ownAddress(context));

/** Adds the `index`-th piece of the necklaces and pendants to the cart; answers its name. */
async function pieceInCart(page: Page, index: number): Promise<string> {
  await open(page, '/products/necklacespendants');
  await page.locator('main a[href^="/product/"]').nth(index).click();
  await expect(page).toHaveURL(/\/product\//);
  await expect(page.getByTestId('price')).toBeVisible();
  await waitHydrated(page);
  const name = (await page.locator('main h1').first().textContent())!.trim();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText('Added to your shopping cart.')).toBeVisible();
  return name;
}

/** From the cart to checkout; answers the names checkout lists. */
async function toCheckout(page: Page): Promise<string[]> {
  await open(page, '/cart');
  await page.getByRole('link', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await waitHydrated(page);
  await expect(page.getByRole('radio', { name: /Nur Aisyah/ })).toBeChecked();
  return (await page.locator('[data-checkout-line] p.font-serif').allTextContents()).map((n) => n.trim());
}

/** Places the order checkout shows by bank transfer; answers its number. */
async function placeByBankTransfer(page: Page): Promise<string> {
  await page.getByRole('radio', { name: /^Bank Transfer/ }).check();
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(/\/orders\/KL\w+$/);
  return new URL(page.url()).pathname.split('/').pop()!;
}

/** Places the order checkout shows by FPX, approved at the sandbox bank; answers its number. */
async function placeByFpx(page: Page): Promise<string> {
  await expect(page.getByRole('radio', { name: /FPX online banking/ })).toBeChecked();
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(/\/payment\/sandbox$/);
  await page.getByRole('radio', { name: 'CIMB Clicks' }).check();
  await page.getByRole('button', { name: 'Approve at the bank' }).click();
  await expect(page).toHaveURL(/\/orders\/KL\w+\?status=success$/);
  return new URL(page.url()).pathname.split('/').pop()!;
}

/** The names of the pieces an order holds, as its page lists them. */
async function orderedPieces(page: Page, tracking: string): Promise<string[]> {
  await open(page, `/orders/${tracking}`);
  const order = page.getByRole('article', { name: `Order ${tracking}` });
  await expect(order).toBeVisible();
  return (await order.getByRole('listitem').locator('p.font-serif').allTextContents()).map((n) => n.trim());
}

test('a pendant of a bank-transfer order left unpaid never rides into the next order; cancelled, it is back in the cart, marked, and bought only as the cart shows it', async ({ page }, testInfo) => {
  test.setTimeout(150_000);
  await loggedInShopper(page, 'given-back', testInfo.project.name);
  await addAddress(page);

  const pendant = await pieceInCart(page, 0);
  expect(await toCheckout(page)).toEqual([pendant]);
  const transfer = await placeByBankTransfer(page);
  await expect(page.getByRole('article', { name: `Order ${transfer}` }).getByText('Pending Payment', { exact: true })).toBeVisible();

  // the pendant left the cart with its order: the next order is the next piece alone
  await open(page, '/cart');
  await expect(page.getByText('Your shopping cart is empty')).toBeVisible();
  const next = await pieceInCart(page, 1);
  expect(await toCheckout(page)).toEqual([next]);
  const paid = await placeByFpx(page);
  expect(await orderedPieces(page, paid)).toEqual([next]);

  // the bank-transfer order cancelled: the pendant comes back to the cart, marked as from that order
  await open(page, `/orders/${transfer}`);
  await page.getByRole('button', { name: 'Cancel order' }).click();
  await page.getByRole('alertdialog', { name: 'Cancel this order?' }).getByRole('button', { name: 'Cancel order' }).click();
  await expect(page.getByText('Your order has been cancelled.')).toBeVisible();
  await open(page, '/cart');
  const line = page.getByRole('article', { name: pendant });
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(line.getByRole('link', { name: `From your cancelled order ${transfer}` })).toBeVisible();
  await expect(line.getByText('Back in your cart: it is ordered again only if you check out with it.')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('cart-given-back.png'), fullPage: true });

  // checked out as the cart shows it: the pendant, marked at checkout too, and nothing else
  expect(await toCheckout(page)).toEqual([pendant]);
  await expect(page.locator('[data-checkout-line]').getByText(`From your cancelled order ${transfer}`)).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('checkout-given-back.png'), fullPage: true });
  const again = await placeByFpx(page);
  expect(await orderedPieces(page, again)).toEqual([pendant]);
  await open(page, '/cart');
  await expect(page.getByText('Your shopping cart is empty')).toBeVisible();
});
