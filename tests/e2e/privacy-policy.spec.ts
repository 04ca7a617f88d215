import { expect, test } from '@playwright/test';
import { go } from './support/shop';

test('registration links to the privacy policy, a real page with a way to reach the shop', async ({ page }) => {
  await go(page, '/login');
  await page.getByRole('form', { name: 'Register Now' }).getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page).toHaveURL(/\/privacy-policy$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  for (const heading of ['Information we collect', 'How we use and share it', 'How we protect it', 'External sites', 'Changes to this policy', 'Contact us']) {
    await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
  }
  await expect(page.getByRole('link', { name: /@/ }).last()).toHaveAttribute('href', /^mailto:/);
  await expect(page).toHaveTitle('Privacy Policy | Kilau');
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
});
