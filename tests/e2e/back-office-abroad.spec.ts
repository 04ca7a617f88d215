import { expect, test, type Browser } from '@playwright/test';
import { go, waitHydrated } from './support/shop';

/**
 * Selling abroad in the back-office (issue 28), on a desktop: staff set a currency's rate by hand and see it (then give
 * it back to BNM's), and take a country off the shipping list — the orders' country filter follows the stored list.
 */
test.skip(({ isMobile }) => isMobile, 'the back-office is used on desktops and tablets');

async function staffAt(browser: Browser, where: string) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await go(page, where);
  await expect(page).toHaveURL(/\/login$/);
  const form = page.getByRole('form', { name: 'Customer Login' });
  await form.getByLabel('Email').fill('staff@kilau.my');
  await form.getByLabel('Password').fill('kilau-staff-2026');
  await form.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(new RegExp(`${where}$`));
  await waitHydrated(page);
  return { page, close: () => context.close() };
}

test('staff set a rate by hand, see it with its source and date, and give it back to BNM’s', async ({ browser }) => {
  const { page, close } = await staffAt(browser, '/cms/shipping');
  await expect(page.getByRole('heading', { name: 'Shipping & currencies' })).toBeVisible();
  const gbp = page.locator('[data-currency="GBP"]');
  await gbp.getByLabel('RM for 1 GBP').fill('5.6789');
  await gbp.getByRole('button', { name: 'Set' }).click();
  await expect(page.getByText('The rate has been saved.')).toBeVisible();
  await expect(gbp.getByLabel('RM for 1 GBP')).toHaveValue('5.6789');
  await expect(gbp).toContainText('Staff');
  await expect(gbp.getByRole('cell').nth(2)).not.toHaveText('—');
  await expect(page.locator('[data-rates-date]')).toBeVisible();
  await page.screenshot({ path: 'test-results/back-office-shipping-1440.png', fullPage: true });
  await gbp.getByRole('button', { name: 'Use BNM’s' }).click();
  await expect(gbp.getByRole('button', { name: 'Use BNM’s' })).toHaveCount(0);
  await expect(gbp).not.toContainText('Staff');
  await close();
});

test('staff take a country off the shipping list; the orders’ country filter lists the stored list', async ({ browser }) => {
  const { page, close } = await staffAt(browser, '/cms/shipping');
  const list = page.locator('[data-shipping-list]');
  await expect(list.locator('[data-country="OM"]')).toBeVisible();
  await page.getByRole('button', { name: 'Remove Oman' }).click();
  await page.getByRole('button', { name: 'Save the shipping list' }).click();
  await expect(page.getByText('The shipping list has been saved.')).toBeVisible();
  await expect(list.locator('[data-country="OM"]')).toHaveCount(0);

  await go(page, '/cms/orders');
  await waitHydrated(page);
  const country = page.getByLabel('Country');
  await expect(country.locator('option[value="SG"]')).toHaveCount(1);
  await expect(country.locator('option[value="OM"]')).toHaveCount(0);

  // the list as it was
  await go(page, '/cms/shipping');
  await waitHydrated(page);
  await page.getByLabel('Add a country or region').selectOption('OM');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await page.getByRole('button', { name: 'Save the shipping list' }).click();
  await expect(page.getByText('The shipping list has been saved.')).toBeVisible();
  await expect(list.locator('[data-country="OM"]')).toBeVisible();
  await close();
});
