import { expect, test, type Page } from '@playwright/test';
import { addAddress, loggedInShopper, newEmail, open, ownAddress, PASSWORD, register, ringInCart } from './support/shop';

/**
 * Nothing a shopper does before the page's scripts run is lost (issue 30): the scripts are held back (as on a slow
 * line), the shopper types and presses Enter or the button, and once the scripts arrive the form is sent — once.
 * Login, register, checkout, Contact Us, Forgot password, a product's Add to Cart and Drop a Hint.
 */
test.beforeEach(async ({ context }) => ownAddress(context));

/** Opens a page with every script of the shop held back until `release` is called. */
async function openWithScriptsHeld(page: Page, path: string) {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.+\.js(\?.*)?$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  return release;
}

/** A moment after the shopper's key or tap, the page still runs without its scripts. */
async function stillWithoutScripts(page: Page) {
  await page.waitForTimeout(300);
  await expect(page.locator('html')).not.toHaveAttribute('data-hydrated', 'true');
}

test('Enter in the login form before the scripts run logs the shopper in once they do', async ({ page }, testInfo) => {
  const email = newEmail('early-login', testInfo.project.name);
  await register(page.request, email);
  const release = await openWithScriptsHeld(page, '/login');
  const form = page.getByRole('form', { name: 'Customer Login' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill(PASSWORD);
  await form.getByLabel('Password').press('Enter');
  // the browser's own submission is held: the page stays, with what was typed
  await stillWithoutScripts(page);
  await expect(page).toHaveURL(/\/login$/);
  release();
  await expect(page).not.toHaveURL(/\/login/, { timeout: 15_000 });
  expect(await page.evaluate(() => localStorage.getItem('_kilautoken'))).toContain('jwt');
});

test('Register pressed before the scripts run opens the account once they do', async ({ page }, testInfo) => {
  const email = newEmail('early-register', testInfo.project.name);
  const release = await openWithScriptsHeld(page, '/login');
  const form = page.getByRole('form', { name: 'Register Now' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill(PASSWORD);
  await form.getByRole('button', { name: 'Register' }).click();
  await stillWithoutScripts(page);
  release();
  await expect(page).not.toHaveURL(/\/login/, { timeout: 15_000 });
  const login = await page.request.post('/api/login', { data: { email, password: PASSWORD } });
  expect(login.status()).toBe(200);
});

test('checkout opened cold with the scripts held back: the order is placed once they arrive', async ({ page }, testInfo) => {
  await loggedInShopper(page, 'early-checkout', testInfo.project.name);
  await addAddress(page);
  await ringInCart(page, 4);
  const release = await openWithScriptsHeld(page, '/checkout');
  await page.keyboard.press('Tab');
  await stillWithoutScripts(page);
  release();
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(/\/payment\/sandbox$/);
});

test('Contact Us: an enquiry typed and sent with Enter before the scripts run is sent once they do', async ({ page }) => {
  const release = await openWithScriptsHeld(page, '/contact-us');
  const form = page.getByRole('form', { name: 'Send an enquiry' });
  await form.getByRole('textbox', { name: 'Name' }).fill('Aisyah Rahman');
  await form.getByRole('textbox', { name: 'Email' }).fill('aisyah@example.com');
  await form.getByRole('textbox', { name: 'Phone' }).fill('+60 12-345 6789');
  await form.getByRole('textbox', { name: 'Subject' }).fill('A ring before the scripts');
  await form.getByRole('textbox', { name: 'Subject' }).press('Enter');
  await stillWithoutScripts(page);
  await expect(page).toHaveURL(/\/contact-us$/);
  const answered = page.waitForResponse((r) => r.url().endsWith('/api/contact/create') && r.request().method() === 'POST');
  release();
  const answer = (await (await answered).json()) as { code: string; message: string };
  expect(answer.code).toBe('200');
  await expect(form.getByRole('status')).toContainText(answer.message);
});

test('Forgot password: Enter pressed before the scripts run asks for the link once they do', async ({ page }, testInfo) => {
  const email = newEmail('early-forgot', testInfo.project.name);
  await register(page.request, email);
  const release = await openWithScriptsHeld(page, '/forgot-password');
  const form = page.getByRole('form', { name: 'Forgot password' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Email').press('Enter');
  await stillWithoutScripts(page);
  await expect(page).toHaveURL(/\/forgot-password$/);
  release();
  await expect(page.getByRole('status').getByText(/we have sent a link to reset its password/)).toBeVisible({ timeout: 15_000 });
});

test('Add to Cart pressed on a product page before the scripts run adds the piece once they do, once', async ({ page }, testInfo) => {
  await loggedInShopper(page, 'early-cart', testInfo.project.name);
  const piece = await firstPieceOf(page, '/products/necklacespendants');
  const release = await openWithScriptsHeld(page, piece);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await stillWithoutScripts(page);
  release();
  await expect(page.getByText('Added to your shopping cart.')).toBeVisible({ timeout: 15_000 });
  const jwt = await page.evaluate(() => JSON.parse(localStorage.getItem('_kilautoken') ?? '{}').jwt as string);
  const answer = await page.request.get('/api/user/cart', { headers: { authorization: `Bearer ${jwt}` } });
  const { cart } = (await answer.json()) as { cart: { items: { quantity: number }[] } };
  expect(cart.items.map((item) => item.quantity)).toEqual([1]);
});

test('Drop a Hint tapped before the scripts run opens once they do, and its form sends the hint', async ({ page }) => {
  const piece = await firstPieceOf(page, '/products/necklacespendants');
  const release = await openWithScriptsHeld(page, piece);
  await page.getByRole('button', { name: 'Drop a Hint' }).click();
  await stillWithoutScripts(page);
  release();
  const dialog = page.getByRole('dialog', { name: 'Drop a Hint' });
  await expect(dialog).toBeVisible({ timeout: 15_000 });
  await dialog.getByLabel('Their e-mail').fill('beloved@example.com');
  await dialog.getByLabel('Your e-mail').fill('admirer@example.com');
  await dialog.getByLabel('Your e-mail').press('Enter');
  await expect(dialog.getByRole('status')).toHaveAttribute('data-tone', 'success');
});

/** The address of the first piece a listing shows. */
async function firstPieceOf(page: Page, listing: string): Promise<string> {
  await open(page, listing);
  return (await page.locator('main a[href^="/product/"]').first().getAttribute('href'))!;
}
