import { expect, test } from '@playwright/test';

test.describe('the shop opens', () => {
  test('home is rendered on the server, hydrates under the content security policy, and shows real pictures', async ({ page }) => {
    const problems: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') problems.push(m.text());
    });
    page.on('pageerror', (e) => problems.push(e.message));

    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    const html = await response!.text();
    expect(html).toContain('<h1'); // the banner heading is in the server's HTML, before any script runs

    await expect(page).toHaveTitle('Best Jewellery Shop In Kuala Lumpur, Malaysia | Kilau');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /Kuala Lumpur/);
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /^http:\/\/127\.0\.0\.1:\d+\/images\//);
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await expect(page.getByRole('heading', { name: 'Shop Diamonds by Shape' })).toBeVisible();

    // Every picture on the page loads (none broken), the lazy ones once scrolled into view.
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 400) {
        window.scrollTo(0, y);
        await new Promise((r) => setTimeout(r, 50));
      }
    });
    const images = page.locator('img');
    const count = await images.count();
    expect(count).toBeGreaterThan(10);
    for (let i = 0; i < count; i++) {
      const img = images.nth(i);
      await img.scrollIntoViewIfNeeded();
      await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
    }

    // The shop's details come from the settings.
    await expect(page.locator('footer')).toContainText('Monday');

    // No horizontal scroll at this width.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);

    expect(problems).toEqual([]);
  });

  test('the health check answers once the database answers', async ({ request }) => {
    const res = await request.get('/api/healthz');
    expect(res.status()).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok', database: 'ok' });
  });
});
