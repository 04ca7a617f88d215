import { expect, test } from '@playwright/test';
import { open, ownAddress } from './support/shop';

/**
 * Currencies honest (issue 41), on a fresh shop that cannot reach Bank Negara Malaysia (as the journeys' shop cannot):
 * the picker offers RM and only the currencies that have a rate — here the dated starting rates the shop ships with —
 * and US dollars chosen there show a US$ guide amount, the same way, on the product page and on the diamond cards.
 */
interface Rate {
  currency: string;
  date: string | null;
  source: string;
}

test.beforeEach(async ({ context }) => ownAddress(context));

test('the picker offers only currencies with a rate, and US$ guide amounts show on the product page and the diamond cards', async ({ page, request }, testInfo) => {
  const { rates } = (await (await request.get('/api/exchange-rates')).json()) as { rates: Rate[] };
  const usd = rates.find((r) => r.currency === 'USD');
  // a fresh shop shows US dollars at a dated rate before Bank Negara Malaysia has ever answered
  expect(usd?.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);

  await open(page, '/products/engagementring');
  const product = await page.locator('main a[href^="/product/"]').first().getAttribute('href');
  await open(page, product!);
  const picker = page.getByLabel('Currency');
  await expect(picker.locator('option')).toHaveCount(rates.length + 1);
  const offered = await picker.locator('option').evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
  expect(offered[0]).toBe('MYR');
  expect(offered.slice(1).sort()).toEqual(rates.map((r) => r.currency).sort());

  await picker.selectOption('USD');
  await expect(page.getByTestId('price').locator('xpath=..').locator('[data-converted="USD"]')).toHaveText(/^≈ US\$\d{1,3}(,\d{3})*\.\d{2}$/);
  await expect(page.getByText('You are charged in RM; amounts in USD are shown as a guide.')).toBeVisible();
  const day = new Date(`${usd!.date}T12:00:00Z`);
  await expect(page.getByText(`Exchange rates of ${day.getUTCDate()} ${day.toLocaleString('en', { month: 'long', timeZone: 'UTC' })} ${day.getUTCFullYear()}.`)).toBeVisible();
  await page.getByTestId('price').evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await page.screenshot({ path: testInfo.outputPath('product-page-usd.png') });

  // the diamond search, the currency remembered: every card gives its US$ guide beneath the RM price
  await open(page, '/choose-diamond');
  const card = page.locator('[data-diamond-card]').first();
  await expect(card.locator('[data-price]')).toHaveText(/^RM [\d,]+\.\d{2}/);
  await expect(card.locator('[data-converted="USD"]')).toHaveText(/^≈ US\$\d{1,3}(,\d{3})*\.\d{2}$/);
  const cards = await page.locator('[data-diamond-card]').count();
  await expect(page.locator('[data-diamond-card] [data-converted="USD"]')).toHaveCount(cards);
  await card.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await page.screenshot({ path: testInfo.outputPath('diamond-search-usd.png') });
});
