import { expect, type Locator, type Page } from '@playwright/test';

/** The diamond search as a shopper works it: the filters (a panel, or a phone's drawer), Search, the results settled. */

export const isListCall = (url: string) => new URL(url).pathname.startsWith('/api/diamond/list/');
/** Below 1024 px the filters open in a drawer. */
export const phone = (page: Page) => (page.viewportSize()?.width ?? 1440) < 1024;

/** The filters as the shopper sees them: the panel above the results, or the drawer a phone opens. */
export async function openFilters(page: Page): Promise<Locator> {
  if (!phone(page)) return page.locator('#diamond-filters');
  await page.getByRole('button', { name: /^Filters/ }).click();
  const drawer = page.getByRole('dialog', { name: 'Filters' });
  await expect(drawer).toBeVisible();
  return drawer;
}

/** Search: page 1 of the filters; a phone's drawer closes. Resolves once the new results are on screen. */
export async function search(page: Page, filters: Locator) {
  const button = filters.getByRole('button', { name: /^Search/ });
  await Promise.all([page.waitForResponse((r) => isListCall(r.url()) && r.request().method() === 'POST'), button.click()]);
  await settled(page);
}

/** The results on screen are those of the address (no search under way). */
export async function settled(page: Page) {
  await expect(page.locator('[data-total]')).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}
