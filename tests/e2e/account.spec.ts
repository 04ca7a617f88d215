import { expect, test, type Locator, type Page } from '@playwright/test';
import { mailbox } from './support/mail';
import { go } from './support/shop';

/**
 * A shopper's account from the first visit (account spec §2, §4, §5, §8): register, profile, address book,
 * logout, the login rule of protected screens, and a forgotten password reset through the e-mailed link.
 * The shop under test sends its e-mails to the run's test SMTP server (SMTP_URL in playwright.config.ts; support/mail.ts).
 */
const PASSWORD = 'Permata-Kilau-2026';

/** A fresh e-mail for each run and each project (phone, desktop). */
function newEmail(project: string): string {
  return `shopper-${project}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}

/** Opens a page and waits until it runs in the browser (forms only submit then). */
async function open(page: Page, path: string) {
  await go(page, path);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
}

async function logIn(page: Page, email: string, password: string) {
  const form = page.getByRole('form', { name: 'Customer Login' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Login' }).click();
}

async function fillAddress(form: Locator, a: { name: string; phone: string; address: string; postal: string; city: string; state: string }) {
  await form.getByLabel('Name', { exact: true }).fill(a.name);
  await form.getByLabel('Phone', { exact: true }).fill(a.phone);
  await form.getByLabel('Address', { exact: true }).fill(a.address);
  await form.getByLabel('Postcode', { exact: true }).fill(a.postal);
  await form.getByLabel('City', { exact: true }).fill(a.city);
  await form.getByLabel('State', { exact: true }).selectOption(a.state);
}

test('a new shopper registers, keeps an address book, logs out, and is brought back to the page they wanted', async ({ page }, testInfo) => {
  const problems: string[] = [];
  page.on('pageerror', (e) => problems.push(e.message));
  const email = newEmail(testInfo.project.name);

  // Register: the server's message + ', please proceed to login.', then logged in and on to My Profile.
  await open(page, '/login');
  await expect(page.getByRole('heading', { name: 'Customer Login' })).toBeVisible();
  const register = page.getByRole('form', { name: 'Register Now' });
  await expect(register.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
  await register.getByLabel('Email').fill(email);
  await register.getByLabel('Password').fill(PASSWORD);
  await register.getByRole('button', { name: 'Register' }).click();
  await expect(register.getByText('Registration successful, please proceed to login.')).toBeVisible();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
  await expect(page.getByRole('form', { name: 'My Profile' }).getByLabel('Email')).toHaveValue(email);

  // The header's Profile Menu now offers the shopper's screens.
  await page.getByRole('button', { name: 'Profile Menu' }).click();
  const menu = page.locator('header');
  await expect(menu.getByRole('link', { name: 'My Shopping Cart' })).toBeVisible();
  await menu.getByRole('link', { name: 'My Address Book' }).click();
  await expect(page).toHaveURL(/\/addresses$/);
  await expect(menu.getByRole('link', { name: 'My Shopping Cart' })).toBeHidden();

  // First address (the book is empty, so the create form is open).
  const createForm = page.getByRole('form', { name: 'Create New Address' });
  await expect(createForm.getByLabel('State', { exact: true })).toHaveValue('');
  await expect(createForm.getByLabel('State', { exact: true }).locator('option').first()).toHaveText('-- Please Select State* --');
  await expect(createForm.getByRole('textbox', { name: 'Country code' })).toHaveValue('+60');
  await fillAddress(createForm, { name: 'Nur Aisyah', phone: '012-345 6789', address: '12 Jalan Bukit Bintang', postal: '55100', city: 'Kuala Lumpur', state: 'Kuala Lumpur' });
  await createForm.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page.getByRole('status').getByText('Address created successfully.')).toBeVisible();
  const first = page.getByRole('article', { name: 'Address of Nur Aisyah' });
  await expect(first).toContainText('+60 12-345 6789');

  // Second address, made the default.
  await page.getByRole('button', { name: 'Create New Address' }).click();
  await fillAddress(createForm, { name: 'Kilau Office', phone: '03-2141 1234', address: 'Level 8, Menara Kilau', postal: '50450', city: 'Kuala Lumpur', state: 'Selangor' });
  await createForm.getByLabel('Set as Default Address').check();
  await createForm.getByRole('button', { name: 'Create', exact: true }).click();
  const second = page.getByRole('article', { name: 'Address of Kilau Office' });
  await expect(second).toContainText('Default');
  await expect(second).toContainText('Selangor');
  await expect(first).not.toContainText('Default');

  // Edit the first one.
  await first.getByRole('link', { name: /Edit/ }).click();
  await expect(page).toHaveURL(/\/addresses\/edit\/\d+$/);
  const editForm = page.getByRole('form', { name: 'Edit Address' });
  await expect(editForm.getByLabel('Name', { exact: true })).toHaveValue('Nur Aisyah');
  await editForm.getByLabel('Name', { exact: true }).fill('Nur Aisyah binti Ahmad');
  await editForm.getByLabel('City', { exact: true }).fill('Petaling Jaya');
  await editForm.getByLabel('State', { exact: true }).selectOption('Selangor');
  await editForm.getByRole('button', { name: 'Update' }).click();
  await expect(page).toHaveURL(/\/addresses$/);
  await expect(page.getByRole('status').getByText('Address updated successfully.')).toBeVisible();
  const edited = page.getByRole('article', { name: 'Address of Nur Aisyah binti Ahmad' });
  await expect(edited).toContainText('Petaling Jaya');

  // Delete the second one, after the confirmation.
  await second.getByRole('button', { name: /Delete/ }).click();
  const asked = page.getByRole('alertdialog', { name: 'Delete this address?' });
  await expect(asked).toContainText('Are you sure you want to delete this address?');
  await asked.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('status').getByText('Address deleted successfully.')).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(edited).toBeVisible();

  // Log out from the Profile Menu: the session is gone and the page reloads.
  await page.getByRole('button', { name: 'Profile Menu' }).click();
  await menu.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('_kilautoken'))).toBeNull();

  // A protected screen sends a visitor to /login, and login brings them back to it.
  await open(page, '/orders');
  await expect(page).toHaveURL(/\/login$/);
  await logIn(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/orders$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Order History' })).toBeVisible();
  await expect(page.getByText('You have not placed any orders yet')).toBeVisible();

  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  expect(problems).toEqual([]);
});

test('a shopper who forgot the password resets it through the e-mailed link and logs in with the new one', async ({ page, request }, testInfo) => {
  const email = newEmail(testInfo.project.name);
  const registered = await request.post('/api/register', { data: { email, password: PASSWORD } });
  expect(registered.status()).toBe(200);

  await open(page, '/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  // the address bar changes before the new screen is drawn: wait for the screen's own form, not the URL alone
  const forgot = page.getByRole('form', { name: 'Forgot password' });
  await forgot.getByLabel('Email').fill(email);
  await forgot.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status').getByText(/we have sent a link to reset its password/)).toBeVisible();

  const mail = await mailbox.waitFor((m) => m.to === email && m.text.includes('/reset-password#token='), 20_000);
  const link = /(https?:\/\/\S+\/reset-password#token=[A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
  expect(link).toBeTruthy();

  const newPassword = 'Berlian-Baru-2026';
  await open(page, link!);
  await page.getByLabel('New Password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm Password', { exact: true }).fill('not-the-same-one');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByText('New Password and Confirm Password not matched.')).toBeVisible();
  await page.getByLabel('Confirm Password', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByRole('status').getByText('Your password has been reset.', { exact: false })).toBeVisible();

  await page.getByRole('link', { name: 'Go to login' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await logIn(page, email, PASSWORD);
  await expect(page.getByRole('alert')).toHaveText(/The e-mail or password is incorrect\./);
  await logIn(page, email, newPassword);
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
});

test('a shopper changes the e-mail in My Profile with the current password and confirms it from the new address', async ({ page, request }, testInfo) => {
  const email = newEmail(testInfo.project.name);
  const fresh = newEmail(`${testInfo.project.name}-new`);
  expect((await request.post('/api/register', { data: { email, password: PASSWORD } })).status()).toBe(200);
  await open(page, '/login');
  await logIn(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/profile$/);

  const form = page.getByRole('form', { name: 'My Profile' });
  await form.getByLabel('Email').fill(fresh);
  await form.getByRole('button', { name: 'Update Profile' }).click();
  await expect(page.getByText('Please enter your current password to change your e-mail.')).toBeVisible();
  await form.getByLabel('Current Password').fill(PASSWORD);
  await form.getByRole('button', { name: 'Update Profile' }).click();
  await expect(page.getByRole('status').getByText(`We have sent a link to ${fresh}.`, { exact: false })).toBeVisible();
  // until the link is opened, the login is the old address
  await expect(form.getByLabel('Email')).toHaveValue(email);

  const told = await mailbox.waitFor((m) => m.to === email && m.text.includes(fresh), 20_000);
  expect(told.subject).toContain('being changed');
  const mail = await mailbox.waitFor((m) => m.to === fresh && m.text.includes('/confirm-email#token='), 20_000);
  const link = /(https?:\/\/\S+\/confirm-email#token=[A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
  await open(page, link!);
  await expect(page.getByRole('status').getByText('Your e-mail address has been changed.', { exact: false })).toBeVisible();
  await page.getByRole('link', { name: 'Go to login' }).click();
  await expect(page).toHaveURL(/\/(login|profile)$/);
  await open(page, '/profile');
  await expect(page.getByRole('form', { name: 'My Profile' }).getByLabel('Email')).toHaveValue(fresh);
});
