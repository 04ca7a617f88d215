import { expect, test } from '@playwright/test';
import { addAddress, checkout, go, loggedInShopper, open, ownAddress, ringInCart, waitHydrated } from './support/shop';
import { mailbox } from './support/mail';

/**
 * Checkout and payment end to end (issue 16; account spec §2, §4, §8) through the sandbox gateway the shop serves
 * without eGHL credentials: FPX approved, a card declined then paid with Pay Now, a cancelled payment, and staff
 * checking out at the store. The shop's e-mails go to the run's test SMTP server (SMTP_URL in playwright.config.ts; support/mail.ts).
 */
const SUCCESS = 'The order have been checkout successfully.';
const FAILED = 'The payment have been failed. Please contact us for the enquiry.';

test.beforeEach(async ({ context }) => ownAddress(context));

test('FPX approved by the bank: success banner, the order paid in Order History, the confirmation e-mailed', async ({ page }, testInfo) => {
  const email = await loggedInShopper(page, 'fpx', testInfo.project.name);
  await addAddress(page);
  const total = await ringInCart(page, 0);
  await checkout(page, 'FPX online banking');
  await expect(page.getByText(`RM ${total.toFixed(2)}`).first()).toBeVisible();
  await page.getByRole('radio', { name: 'CIMB Clicks' }).check();
  await page.getByRole('button', { name: 'Approve at the bank' }).click();

  await expect(page).toHaveURL(/\/orders\/KL\w+\?status=success$/);
  await expect(page.getByText(SUCCESS)).toBeVisible();
  const tracking = new URL(page.url()).pathname.split('/').pop()!;
  await expect(page.getByRole('article', { name: `Order ${tracking}` }).getByText('Paid', { exact: true })).toBeVisible();
  // the paid order opens as a thank-you: when it is expected, as a date, and what happens next
  const thanks = page.getByTestId('thank-you');
  await expect(thanks.getByRole('heading', { name: 'Thank you for your order' })).toBeVisible();
  await expect(thanks.getByTestId('expected-delivery')).toHaveText(/^Expected delivery by \d{1,2} \w+ \d{4}$/);
  await expect(thanks.getByRole('listitem')).toHaveCount(4);
  await page.screenshot({ path: testInfo.outputPath('thank-you.png'), fullPage: true });
  await open(page, '/orders');
  await expect(page.getByRole('article', { name: `Order ${tracking}` }).getByText('Paid', { exact: true })).toBeVisible();
  const mail = await mailbox.waitFor((m) => m.to.includes(email) && m.subject.includes(`Your order ${tracking} is confirmed`), 15_000);
  expect(mail.text).toContain(tracking);
  // the ring left the cart
  await open(page, '/cart');
  await expect(page.getByText('Your shopping cart is empty')).toBeVisible();
});

test('a card declined: failure banner, then Pay Now with the approving card pays the order', async ({ page }, testInfo) => {
  await loggedInShopper(page, 'card', testInfo.project.name);
  await addAddress(page);
  await ringInCart(page, 1);
  await checkout(page, 'Credit Card');
  await page.getByLabel('Card number').fill('4000 0000 0000 0002');
  await page.getByRole('button', { name: /^Pay RM/ }).click();
  await expect(page).toHaveURL(/\?status=failed$/);
  await expect(page.getByText(FAILED)).toBeVisible();

  await page.getByRole('button', { name: 'Pay Now' }).click();
  await expect(page).toHaveURL(/\/payment\/sandbox$/);
  await page.getByLabel('Card number').fill('4111 1111 1111 1111');
  await page.getByRole('button', { name: /^Pay RM/ }).click();
  await expect(page).toHaveURL(/\?status=success$/);
  await expect(page.getByText(SUCCESS)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pay Now' })).toHaveCount(0);
});

test('the buyer cancels at the gateway: told they cancelled, and the order waits with Pay Now', async ({ page }, testInfo) => {
  await loggedInShopper(page, 'cancel', testInfo.project.name);
  await addAddress(page);
  await ringInCart(page, 2);
  await checkout(page, 'FPX online banking');
  await page.getByRole('button', { name: 'Cancel and return to the shop' }).click();
  await expect(page).toHaveURL(/\?status=failed$/);
  await expect(page.getByText(/^Cancelled by you/)).toBeVisible();
  await expect(page.getByText(FAILED)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Pay Now' })).toBeVisible();
  await expect(page.getByText('Payment Failed', { exact: true }).first()).toBeVisible();
});

test('staff check out at the store: no address, no payment page, straight to the order', async ({ page }) => {
  const login = await page.request.post('/api/login', { data: { email: 'staff@kilau.my', password: 'kilau-staff-2026' } });
  const tokens = (await login.json()) as { jwt: string; refresh_token: string };
  await go(page, '/about-us');
  await page.evaluate((t) => localStorage.setItem('_kilautoken', JSON.stringify(t)), { jwt: tokens.jwt, refresh_token: tokens.refresh_token });
  // a necklace bought at once (Buy Now), so the staff account's cart is left as it is
  await open(page, '/products/necklacespendants');
  await page.locator('main a[href^="/product/"]').first().click();
  await waitHydrated(page);
  await page.getByRole('button', { name: 'Buy Now' }).click();
  await expect(page).toHaveURL(/\/checkout\?piece=\d+$/);
  await waitHydrated(page);
  await expect(page.getByText('Buying this piece on its own.')).toBeVisible();
  await page.getByRole('button', { name: 'Checkout at Store' }).click();
  await expect(page).toHaveURL(/\/orders\/KL\w+$/);
  await expect(page.getByText('Collected and paid at our Kuala Lumpur store.')).toBeVisible();
});
