import { expect, test } from '@playwright/test';
import { addAddress, loggedInShopper, open, ownAddress, ringInCart, staffLoggedIn, waitHydrated } from './support/shop';

/**
 * e-Invoices (issue 27), at both widths: the shopper asks for an e-invoice at checkout, pays at the sandbox gateway,
 * and sees it Valid with its validation link and QR code on the order page (the shop's MyInvois sandbox validates
 * it), then its printable copy; staff see it on the back-office's E-invoices screen (1440 px).
 */
test.beforeEach(async ({ context }) => ownAddress(context));

test('a shopper asks for an e-invoice at checkout, pays, sees it Valid with its QR code; staff see it in the back-office', async ({ page, browser }, testInfo) => {
  test.setTimeout(150_000);
  await loggedInShopper(page, 'einvoice', testInfo.project.name);
  await addAddress(page);
  await ringInCart(page, 1);
  await page.getByRole('link', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await waitHydrated(page);

  const part = page.getByRole('region', { name: 'e-Invoice' });
  await expect(part).toBeVisible();
  // always offered; above RM 10,000 asked for without the box
  const ask = part.getByRole('checkbox', { name: 'I need an e-invoice' });
  if (await ask.isVisible()) await ask.check();
  await part.getByLabel('Name as on MyKad, passport or company registration').fill('Nur Aisyah binti Ahmad');
  await part.getByLabel('MyKad number').fill('9001011456');
  await page.getByRole('button', { name: 'Place Order' }).click();
  // a MyKad number that is not 12 digits is refused before the order is placed
  await expect(part.getByText('A MyKad number has 12 digits')).toBeVisible();
  await expect(page).toHaveURL(/\/checkout$/);
  await part.getByLabel('MyKad number').fill('900101-14-5678');
  // a TIN LHDN does not know with this MyKad (the shop's MyInvois sandbox's testing TIN) is refused before the order is placed
  const tin = part.getByLabel('Tax identification number (TIN)');
  await tin.fill('IG00000000000');
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(part.getByText('LHDN has no taxpayer with this TIN and this identification number.')).toBeVisible();
  await expect(tin).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(/\/checkout$/);
  await page.screenshot({ path: testInfo.outputPath('checkout-e-invoice-tin-refused.png'), fullPage: true });
  await tin.fill('');
  await expect(part.getByText('LHDN has no taxpayer with this TIN')).toBeHidden();
  await page.screenshot({ path: testInfo.outputPath('checkout-e-invoice.png'), fullPage: true });
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(/\/payment\/sandbox$/);
  await page.getByRole('radio', { name: 'CIMB Clicks' }).check();
  await page.getByRole('button', { name: 'Approve at the bank' }).click();
  await expect(page).toHaveURL(/\/orders\/KL\w+\?status=success$/);
  const tracking = new URL(page.url()).pathname.split('/').pop()!;

  const section = page.getByTestId('order-e-invoice');
  await expect(section.getByTestId('e-invoice-status')).toHaveText('Valid', { timeout: 40_000 });
  await expect(section.getByTestId('e-invoice-qr').locator('svg')).toBeVisible();
  const link = await section.getByTestId('e-invoice-link').getAttribute('href');
  expect(link).toMatch(/\/myinvois-sandbox\/[A-Z0-9]{26}\/share\/[A-Z0-9]+$/);
  await expect(section.getByText(`INV-${tracking}`)).toBeVisible();
  await section.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('order-e-invoice.png'), fullPage: true });

  // the validation link opens the sandbox's validation page
  const validation = await page.request.get(link!);
  expect(validation.status()).toBe(200);
  expect(await validation.text()).toContain('Valid');

  // the printable e-invoice
  await section.getByRole('link', { name: 'Print e-invoice' }).click();
  await expect(page).toHaveURL(new RegExp(`/orders/${tracking}/e-invoice/INV-${tracking}$`));
  const printable = page.getByTestId('printable-e-invoice');
  await expect(printable.getByRole('heading', { name: `INV-${tracking}` })).toBeVisible();
  await expect(printable.getByText('Nur Aisyah binti Ahmad')).toBeVisible();
  await expect(printable.getByText('EI00000000010')).toBeVisible();
  await expect(printable.getByTestId('e-invoice-qr').locator('svg')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('printable-e-invoice.png'), fullPage: true });

  // staff see it on the back-office's E-invoices screen
  const { staff, staffContext } = await staffLoggedIn(browser, '/cms/e-invoices');
  await staff.getByLabel('Order').fill(tracking);
  await staff.getByRole('button', { name: 'Search' }).click();
  const row = staff.locator(`[data-e-invoice="INV-${tracking}"]`);
  await expect(row.getByText('Valid')).toBeVisible();
  await row.getByRole('button').first().click();
  await expect(row.getByRole('button', { name: 'Download JSON' })).toBeVisible();
  await expect(row.getByRole('link', { name: tracking })).toBeVisible();
  await staff.screenshot({ path: testInfo.outputPath('cms-e-invoices.png'), fullPage: true });
  await open(staff, '/cms/e-invoices');
  await expect(staff.locator(`[data-e-invoice="INV-${tracking}"]`)).toBeVisible();
  await staffContext.close();
});
