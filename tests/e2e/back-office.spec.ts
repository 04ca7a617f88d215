import { expect, test } from '@playwright/test';
import { addAddress, checkout, go, loggedInShopper, open, ownAddress, ringInCart, shipOrder, staffLoggedIn } from './support/shop';
import { mailbox } from './support/mail';

/**
 * The back-office (issue 14), desktop first: only staff get in; staff find a shopper's paid order and ship it with a
 * tracking number, and the shopper's order page and e-mail follow.
 */
test.beforeEach(async ({ context }) => ownAddress(context));

test('a visitor opening /cms is asked to log in; a customer is sent to the shop', async ({ page }, testInfo) => {
  await go(page, '/cms');
  await expect(page).toHaveURL(/\/login$/);
  await loggedInShopper(page, 'not-staff', testInfo.project.name);
  await go(page, '/cms/orders');
  await expect(page).toHaveURL(/\/$/);
});

test('staff ship a paid order with a tracking number; the shopper sees it and is e-mailed', async ({ page, browser }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'the back-office is used on desktops and tablets');
  const email = await loggedInShopper(page, 'shipped', testInfo.project.name);
  await addAddress(page);
  await ringInCart(page, 3);
  await checkout(page, 'FPX online banking');
  await page.getByRole('button', { name: 'Approve at the bank' }).click();
  await expect(page).toHaveURL(/\?status=success$/);
  const tracking = new URL(page.url()).pathname.split('/').pop()!;

  const { staff, staffContext } = await staffLoggedIn(browser, '/cms/orders');
  await shipOrder(staff, email, tracking, 'EF123456789MY');
  await open(staff, '/cms/audit');
  await expect(staff.getByRole('cell', { name: `order ${tracking}` }).first()).toBeVisible();
  // what staff did, in words
  await expect(staff.getByRole('row').filter({ hasText: tracking }).first()).toContainText('Moved to Shipped');
  await staffContext.close();

  await open(page, `/orders/${tracking}`);
  await expect(page.getByRole('article', { name: `Order ${tracking}` }).getByText('Shipped', { exact: true })).toBeVisible();
  // the shopper sees the carrier's tracking number staff entered, how the order was paid and that it is paid
  await expect(page.getByTestId('parcel-tracking')).toHaveText('Parcel tracking number: EF123456789MY');
  await expect(page.getByText('Payment: FPX online banking')).toBeVisible();
  // shipped today to Kuala Lumpur: 2 to 5 working days from today, as dates
  await expect(page.getByTestId('expected-delivery')).toHaveText(/^Expected delivery between \d{1,2} \w+ \d{4} and \d{1,2} \w+ \d{4}$/);
  await expect(page.getByText('Total paid:')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('shipped-order.png'), fullPage: true });
  const mail = await mailbox.waitFor((m) => m.to.includes(email) && m.subject.includes('is on its way'), 15_000);
  expect(mail.text).toContain('EF123456789MY');
});

test('every area of the back-office is in view in its menu at 1440 px, none behind a sideways scroll', async ({ browser }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'the back-office is used on desktops and tablets');
  const { staff, staffContext } = await staffLoggedIn(browser, '/cms/orders');
  const menu = staff.getByRole('navigation', { name: 'Back-office' });
  const links = menu.getByRole('link');
  expect(await links.count()).toBeGreaterThan(10);
  const box = (await menu.boundingBox())!;
  for (const link of await links.all()) {
    const own = (await link.boundingBox())!;
    expect(own.x + own.width, await link.innerText()).toBeLessThanOrEqual(box.x + box.width);
  }
  expect(await menu.getByRole('list').evaluate((list) => list.scrollWidth <= list.clientWidth)).toBe(true);
  await staffContext.close();
});
