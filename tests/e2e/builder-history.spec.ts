import { expect, test, type Page } from '@playwright/test';
import { chooseOwnStone, loggedInShopper, logInOnPage, newEmail, open, ownAddress, register, ringConfirmed, waitHydrated } from './support/shop';

/**
 * The ring builder survives the browser's own buttons (issue 30): Back, Forward and Reload in any order keep the
 * setting and the stone; a visitor who chose the stone first and logs in comes back to the step they were on, the
 * stone kept.
 */
test.beforeEach(async ({ context }) => ownAddress(context));

const stored = (page: Page) => page.evaluate(() => [sessionStorage.getItem('_kilauring'), JSON.parse(sessionStorage.getItem('_kilaudiamond') ?? 'null')?.CERTIFICATE_NO ?? null]);

async function showsTheRing(page: Page) {
  await expect(page).toHaveURL(/\/wizard-completed\?setting=/);
  await waitHydrated(page);
  await expect(page.getByRole('button', { name: 'Add to Cart' })).toBeVisible();
}

test('Back, Forward and Reload in any order keep the finished ring', async ({ page }, testInfo) => {
  await loggedInShopper(page, 'history', testInfo.project.name);
  await ringConfirmed(page, 2);
  await showsTheRing(page);
  const [ring, certificate] = await stored(page);
  expect(ring).not.toBeNull();
  expect(certificate).not.toBeNull();

  await page.goBack();
  await expect(page).toHaveURL(/\/choose-diamond/);
  await waitHydrated(page);
  await page.goForward();
  await showsTheRing(page);
  await page.reload();
  await showsTheRing(page);

  await page.goBack();
  await expect(page).toHaveURL(/\/choose-diamond/);
  await page.reload();
  await waitHydrated(page);
  await page.goForward();
  await showsTheRing(page);
  expect(await stored(page)).toEqual([ring, certificate]);
});

test('a visitor who chose the stone first and logs in comes back to the settings, the stone kept', async ({ page }, testInfo) => {
  const email = newEmail('stone-first', testInfo.project.name);
  await register(page.request, email);
  await open(page, '/choose-diamond');
  const stone = await chooseOwnStone(page);
  await stone.card.getByRole('button', { name: 'Choose This Diamond' }).click();
  await expect(page).toHaveURL(/\/products\/engagementring$/);
  await waitHydrated(page);

  await open(page, '/login');
  await logInOnPage(page, email);
  await expect(page).toHaveURL(/\/products\/engagementring$/);
  await waitHydrated(page);
  expect((await stored(page))[1]).toBe(stone.certificate);
});
