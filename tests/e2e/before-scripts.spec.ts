import { expect, test, type Page } from '@playwright/test';
import { addAddress, loggedInShopper, newEmail, ownAddress, PASSWORD, register, ringInCart } from './support/shop';

/**
 * Nothing a shopper does before the page's scripts run is lost (issue 30): the scripts are held back (as on a slow
 * line), the shopper types and presses Enter or the button, and once the scripts arrive the form is sent — once.
 */
test.beforeEach(async ({ context }) => ownAddress(context));

/** Holds every script of the shop until `release` is called. */
async function holdScripts(page: Page) {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.+\.js(\?.*)?$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

const notHydrated = (page: Page) => expect(page.locator('html')).not.toHaveAttribute('data-hydrated', 'true');

test('Enter in the login form before the scripts run logs the shopper in once they do', async ({ page }, testInfo) => {
  const email = newEmail('early-login', testInfo.project.name);
  await register(page.request, email);
  const release = await holdScripts(page);
  await page.goto('/login', { waitUntil: 'domcontentloaded' });
  const form = page.getByRole('form', { name: 'Customer Login' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill(PASSWORD);
  await form.getByLabel('Password').press('Enter');
  // the browser's own submission is held: the page stays, with what was typed
  await page.waitForTimeout(300);
  await notHydrated(page);
  await expect(page).toHaveURL(/\/login$/);
  release();
  await expect(page).not.toHaveURL(/\/login/, { timeout: 15_000 });
  expect(await page.evaluate(() => localStorage.getItem('_kilautoken'))).toContain('jwt');
});

test('Register pressed before the scripts run opens the account once they do', async ({ page }, testInfo) => {
  const email = newEmail('early-register', testInfo.project.name);
  const release = await holdScripts(page);
  await page.goto('/login', { waitUntil: 'domcontentloaded' });
  const form = page.getByRole('form', { name: 'Register Now' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill(PASSWORD);
  await form.getByRole('button', { name: 'Register' }).click();
  await page.waitForTimeout(300);
  await notHydrated(page);
  release();
  await expect(page).not.toHaveURL(/\/login/, { timeout: 15_000 });
  const login = await page.request.post('/api/login', { data: { email, password: PASSWORD } });
  expect(login.status()).toBe(200);
});

test('checkout opened cold with the scripts held back: the order is placed once they arrive', async ({ page }, testInfo) => {
  await loggedInShopper(page, 'early-checkout', testInfo.project.name);
  await addAddress(page);
  await ringInCart(page, 4);
  const release = await holdScripts(page);
  await page.goto('/checkout', { waitUntil: 'domcontentloaded' });
  await page.keyboard.press('Tab');
  await page.waitForTimeout(300);
  await notHydrated(page);
  release();
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(/\/payment\/sandbox$/);
});
