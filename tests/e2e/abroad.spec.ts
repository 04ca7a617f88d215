import { expect, test } from '@playwright/test';
import { loggedInShopper, open, ownAddress, ringInCart, waitHydrated } from './support/shop';

/**
 * Selling abroad (issue 28): a shopper in Singapore picks SGD, reads S$ prices and "Delivered to Singapore in 3–7
 * working days", adds a Singapore address, pays by card in the sandbox and finds the order in RM with the S$ amount.
 * The rates come from staff's override here (the shop in the journeys cannot reach Bank Negara Malaysia).
 */
const SUCCESS = 'The order have been checkout successfully.';

test.beforeEach(async ({ context, request }) => {
  await ownAddress(context);
  const login = await request.post('/api/login', { data: { email: 'staff@kilau.my', password: 'kilau-staff-2026' } });
  const { jwt } = (await login.json()) as { jwt: string };
  const rate = await request.put('/api/cms/exchange-rates/SGD', { headers: { authorization: `Bearer ${jwt}` }, data: { rate: 3.4151 } });
  expect(rate.status(), await rate.text()).toBe(200);
});

test('a shopper in Singapore sees S$ prices and delivery, orders to a Singapore address by card and finds the order in RM with S$ shown', async ({ page }, testInfo) => {
  test.setTimeout(180_000);
  await loggedInShopper(page, 'abroad', testInfo.project.name);

  // the product page: deliver to Singapore suggests SGD; prices in S$ beside RM, charged in RM
  await open(page, '/products/engagementring');
  const product = await page.locator('main a[href^="/product/"]').nth(3).getAttribute('href');
  await open(page, product!);
  await page.getByLabel('Deliver to').selectOption('SG');
  await expect(page.getByLabel('Currency')).toHaveValue('SGD');
  await expect(page.getByText('Delivered to Singapore in 3–7 working days')).toBeVisible();
  await expect(page.locator('[data-converted="SGD"]').first()).toContainText('S$');
  await expect(page.getByText('You are charged in RM; amounts in SGD are shown as a guide.')).toBeVisible();
  await testInfo.attach('product page', { body: await page.screenshot({ fullPage: false }), contentType: 'image/png' });

  // the address book takes a Singapore address by its own rules
  await open(page, '/addresses');
  const form = page.getByRole('form', { name: 'Create New Address' });
  await form.getByLabel('Country / Region').selectOption('SG');
  await expect(form.getByRole('textbox', { name: 'Country code' })).toHaveValue('+65');
  await form.getByLabel('Name', { exact: true }).fill('Tan Wei Ling');
  await form.getByLabel('Phone', { exact: true }).fill('9123 4567');
  await form.getByLabel('Address', { exact: true }).fill('1 Orchard Road, #10-01');
  await form.getByLabel('Postcode', { exact: true }).fill('238801');
  await form.getByLabel('City', { exact: true }).fill('Singapore');
  await form.getByLabel('Set as Default Address').check();
  await form.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page.getByRole('status').getByText('Address created successfully.')).toBeVisible();
  const card = page.getByRole('article', { name: 'Address of Tan Wei Ling' });
  await expect(card).toContainText('+65 9123 4567');
  await expect(card).toContainText('Singapore');
  await testInfo.attach('address book', { body: await page.screenshot(), contentType: 'image/png' });

  // checkout: FPX is for Malaysia only; a card pays, the total in S$ beside RM
  const total = await ringInCart(page, 3);
  await page.getByRole('link', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await waitHydrated(page);
  await expect(page.getByRole('radio', { name: /Tan Wei Ling/ })).toBeChecked();
  await expect(page.getByRole('radio', { name: /^FPX online banking/ })).toBeDisabled();
  await expect(page.getByRole('radio', { name: /^Credit Card/ })).toBeChecked();
  await expect(page.getByTestId('delivery-note').first()).toContainText('Delivered to Singapore in 3–7 working days');
  await expect(page.getByTestId('delivery-note').first()).toContainText('payable to your customs on delivery');
  await expect(page.getByTestId('checkout-converted')).toContainText('S$');
  await testInfo.attach('checkout', { body: await page.getByRole('region', { name: 'Your order' }).screenshot(), contentType: 'image/png' });
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(/\/payment\/sandbox$/);
  await page.getByLabel('Card number').fill('4111 1111 1111 1111');
  await page.getByRole('button', { name: /^Pay RM/ }).click();

  await expect(page).toHaveURL(/\/orders\/KL\w+\?status=success$/);
  await expect(page.getByText(SUCCESS)).toBeVisible();
  await expect(page.getByText(`RM ${total.toLocaleString('en-MY', { minimumFractionDigits: 2 })}`).first()).toBeVisible();
  await expect(page.getByTestId('shown-in')).toContainText('S$');
  await expect(page.getByTestId('shown-in')).toContainText('1 SGD = RM 3.4151');
  await testInfo.attach('order', { body: await page.getByTestId('shown-in').locator('xpath=..').screenshot(), contentType: 'image/png' });

  // Order History gives the same S$ amount beneath the RM total
  const tracking = new URL(page.url()).pathname.split('/').pop()!;
  const shownOnOrder = (await page.getByTestId('shown-in').textContent())!.split(' · ')[0]!;
  await open(page, '/orders');
  const listed = page.getByRole('article', { name: new RegExp(tracking) });
  await expect(listed.getByTestId('shown-in')).toHaveText(shownOnOrder);
  await testInfo.attach('order history', { body: await listed.locator('header').screenshot(), contentType: 'image/png' });
});
