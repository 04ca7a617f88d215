import { expect, test, type Page } from '@playwright/test';
import { go } from './support/shop';

/** The header, menus and footer on every page (storefront §2 "Header and navigation", account §2 static pages). */

const STATIC_PAGES = [
  '/about-us',
  '/lifetime-manufacturer-warranty',
  '/free-worldwide-shipping',
  '/price-match-guarantee',
  '/free-resizing',
  '/360-video-technology',
  '/3d-printing',
  '/our-promises',
  '/privacy-policy',
  '/shipping-policy',
  '/return-policy',
  '/terms-conditions',
  '/after-sales-services',
  '/packaging',
  '/malaysian-payment-options',
  '/international-payment-options',
  '/contact-us',
  '/kilau-faq',
  '/kilau-education',
];
const SHAPES = ['Round', 'Princess', 'Emerald', 'Asscher', 'Oval', 'Radiant', 'Pear', 'Heart', 'Marquise', 'Cushion'];

async function openHydrated(page: Page, path: string) {
  const problems: string[] = [];
  page.on('pageerror', (e) => problems.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(m.text());
  });
  await go(page, path);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  return problems;
}

async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

test('search from the header: type a word, Enter goes to /products?keyword=word', async ({ page }) => {
  await openHydrated(page, '/login');
  await page.getByRole('banner').getByRole('button', { name: 'Search', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Search the collection' });
  await expect(dialog).toBeVisible();
  const box = dialog.getByRole('searchbox');
  await expect(box).toBeFocused();
  await box.fill('halo');
  await box.press('Enter');
  await page.waitForURL((url) => url.pathname === '/products' && url.searchParams.get('keyword') === 'halo');
  await expect(dialog).toBeHidden();

  // The button does the same.
  await page.getByRole('banner').getByRole('button', { name: 'Search', exact: true }).click();
  await dialog.getByRole('searchbox').fill('rose gold');
  await dialog.getByRole('button', { name: 'Search', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/products' && url.searchParams.get('keyword') === 'rose gold');
});

test('the header has the telephone, e-mail, wordmark, Profile Menu and a cart link without a dot for a visitor', async ({ page }) => {
  await openHydrated(page, '/login');
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: /\+60/ })).toHaveAttribute('href', /^tel:\+60\d+$/);
  await expect(header.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
  await expect(header.getByRole('link', { name: 'Kilau home' })).toHaveAttribute('href', '/');
  await expect(header.getByRole('button', { name: 'Profile Menu' })).toBeVisible();
  const cart = header.getByRole('link', { name: /Shopping cart/ });
  await expect(cart).toHaveAttribute('href', '/cart');
  await expect(page.getByTestId('cart-dot')).toHaveCount(0);
});

test.describe('desktop mega-menu', () => {
  test.skip(({ viewport }) => (viewport?.width ?? 0) < 1024, 'the mega-menu is for wide screens');

  test('Engagement Rings shows the three engagement columns and the SHOP BY CATEGORIES side panel', async ({ page }) => {
    const problems = await openHydrated(page, '/login');
    const nav = page.getByRole('navigation', { name: 'Categories' });
    const toggle = nav.getByRole('button', { name: 'Engagement Rings' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');

    const panel = nav.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`);
    await expect(panel).toBeVisible();
    const design = panel.getByRole('group', { name: 'DESIGN YOUR OWN ENGAGEMENT RING' });
    await expect(design.getByRole('link', { name: 'Start with a setting' })).toHaveAttribute('href', '/products/engagementring');
    await expect(design.getByRole('link', { name: 'Start with a diamond' })).toHaveAttribute('href', '/choose-diamond');
    await expect(design.getByRole('link', { name: 'Start with a lab grown diamond' })).toHaveAttribute('href', '/choose-diamond/lab-grown-diamond');

    const shapes = panel.getByRole('group', { name: 'SHOP BY SHAPE' });
    for (const shape of SHAPES) {
      await expect(shapes.getByRole('link', { name: shape, exact: true })).toHaveAttribute('href', `/choose-diamond/shape/${shape.toLowerCase()}`);
    }
    const styles = panel.getByRole('group', { name: 'ENGAGEMENT RING STYLES' });
    await expect(styles.getByRole('link', { name: 'Solitaire' })).toHaveAttribute('href', '/products/engagementring/solitaire');

    const side = panel.getByRole('group', { name: 'SHOP BY CATEGORIES' });
    await expect(side.getByRole('link', { name: 'Rings', exact: true })).toHaveAttribute('href', '/products/rings');
    await expect(side.getByRole('link', { name: 'View All Products' })).toHaveAttribute('href', '/products');
    await expect(side.getByRole('link', { name: 'Engagement Ring' })).toHaveCount(0);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

    // Escape closes it and gives the focus back to its button; a click toggles it.
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(toggle).toBeFocused();
    await toggle.click();
    await expect(panel).toBeVisible();
    await toggle.click();
    await expect(panel).toBeHidden();
    expect(problems).toEqual([]);
  });

  test('a category opens on hover with its sub-categories, and closes on an outside click', async ({ page }) => {
    await openHydrated(page, '/login');
    const nav = page.getByRole('navigation', { name: 'Categories' });
    const rings = nav.getByRole('button', { name: 'Rings', exact: true });
    await rings.hover();
    await expect(rings).toHaveAttribute('aria-expanded', 'true');
    const panel = nav.locator(`[id="${await rings.getAttribute('aria-controls')}"]`);
    await expect(panel.getByRole('link', { name: 'Gemstone' })).toHaveAttribute('href', '/products/rings/gemstone');
    await expect(panel.getByRole('link', { name: 'Shop all Rings' })).toHaveAttribute('href', '/products/rings');
    await page.mouse.click(5, 880);
    await expect(rings).toHaveAttribute('aria-expanded', 'false');
    await expect(panel).toBeHidden();
  });

  test('keyboard: focus opens a panel and Tab walks into its links', async ({ page }) => {
    await openHydrated(page, '/login');
    const toggle = page.getByRole('navigation', { name: 'Categories' }).getByRole('button', { name: 'Engagement Rings' });
    await toggle.focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Start with a setting' })).toBeFocused();
  });
});

test.describe('mobile menu', () => {
  test.skip(({ viewport }) => (viewport?.width ?? 0) >= 1024, 'the hamburger menu is for narrow screens');

  test('the hamburger opens Home, About Us, Contact Us and the categories', async ({ page }) => {
    const problems = await openHydrated(page, '/login');
    await expect(page.getByRole('navigation', { name: 'Categories' })).toBeHidden();
    const opener = page.getByRole('button', { name: 'Open menu' });
    await opener.click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await expect(menu.getByRole('link', { name: 'About Us' })).toHaveAttribute('href', '/about-us');
    await expect(menu.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact-us');

    const engagement = menu.getByRole('button', { name: 'Engagement Rings' });
    await expect(engagement).toHaveAttribute('aria-expanded', 'false');
    await engagement.click();
    await expect(engagement).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.getByText('DESIGN YOUR OWN ENGAGEMENT RING')).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Start with a lab grown diamond' })).toHaveAttribute('href', '/choose-diamond/lab-grown-diamond');
    await expect(menu.getByRole('link', { name: 'Cushion' })).toHaveAttribute('href', '/choose-diamond/shape/cushion');
    await menu.getByRole('button', { name: "Women's Wedding Ring" }).click();
    await expect(menu.getByRole('link', { name: 'Eternity' })).toHaveAttribute('href', '/products/womenweddingring/eternity');
    await expect(menu.getByRole('link', { name: 'View All Products' })).toHaveAttribute('href', '/products');
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(opener).toHaveAttribute('aria-expanded', 'false');

    // Following a link closes the menu.
    await opener.click();
    await menu.getByRole('link', { name: 'Home' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await expect(menu).toBeHidden();
    expect(problems).toEqual([]);
  });
});

test('the footer links every static page, the social links open in a new tab, and the five lab marks show', async ({ page }) => {
  await openHydrated(page, '/login');
  const footer = page.getByRole('contentinfo');
  const hrefs = await footer.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  for (const path of STATIC_PAGES) expect(hrefs, `footer links ${path}`).toContain(path);

  const social = footer.getByRole('link', { name: /opens in a new tab/ });
  expect(await social.count()).toBeGreaterThan(0);
  for (const link of await social.all()) {
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /noopener/);
  }

  await expect(footer.getByText('GRADED BY', { exact: true })).toBeVisible();
  for (const lab of ['GIA', 'HRD Antwerp', 'AGS', 'GCAL', 'IGI']) {
    const mark = footer.getByRole('img', { name: `(${lab})` });
    await mark.scrollIntoViewIfNeeded();
    await expect(mark).toHaveAttribute('loading', 'lazy');
    await expect.poll(() => mark.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  }
  await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
  await expect(footer).toContainText('Fax');
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
});

test('an unknown address shows the 404 text with a way back to the shop', async ({ page }) => {
  const response = await go(page, '/no-such-page-here');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'This page could not be found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to the shop' })).toHaveAttribute('href', '/');
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
});

test.describe('the cart dot', () => {
  /** A token the browser reads as a shopper's (the cart answers below are stubbed, so the server never checks it). */
  function shopperToken(): string {
    const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const exp = Math.floor(Date.now() / 1000) + 3600;
    return JSON.stringify({ jwt: `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ sub: '1', role: 'WEB', exp })}.signature`, refresh_token: 'r' });
  }

  test('a visitor: no cart call and no dot', async ({ page }) => {
    const cartCalls: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/api/user/cart') cartCalls.push(r.url());
    });
    await openHydrated(page, '/privacy-policy');
    await page.waitForLoadState('networkidle');
    expect(cartCalls).toEqual([]);
    await expect(page.getByTestId('cart-dot')).toHaveCount(0);
  });

  test('a shopper with items sees the red dot; it follows the cart-changed event; a refused token never leaves the page', async ({ page }) => {
    const token = shopperToken();
    await page.addInitScript((value) => window.localStorage.setItem('_kilautoken', value), token);
    let items: object[] = [{ id: 1 }];
    let status = 200;
    await page.route('**/api/user/cart', (route) =>
      route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(status === 200 ? { code: '200', message: 'OK', cart: { items, subtotal: 0, total: 0 } } : { code: String(status), message: 'No' }) }),
    );
    await page.route('**/api/refresh-token', (route) => route.fulfill({ status: 401, contentType: 'application/json', body: '{"code":"401","message":"No"}' }));

    await openHydrated(page, '/privacy-policy');
    await expect(page.getByTestId('cart-dot')).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Shopping cart (has items)' })).toBeVisible();

    items = [];
    await page.evaluate(() => window.dispatchEvent(new Event('kilau:cart')));
    await expect(page.getByTestId('cart-dot')).toHaveCount(0);

    items = [{ id: 2 }];
    await page.evaluate(() => window.dispatchEvent(new Event('kilau:cart')));
    await expect(page.getByTestId('cart-dot')).toBeVisible();

    // The server refuses the token: the header stays quiet (no trip to /login), and the dot goes with the session.
    status = 401;
    await page.evaluate(() => window.dispatchEvent(new Event('kilau:cart')));
    await expect(page.getByTestId('cart-dot')).toHaveCount(0);
    await page.waitForTimeout(500);
    expect(new URL(page.url()).pathname).toBe('/privacy-policy');
  });
});
