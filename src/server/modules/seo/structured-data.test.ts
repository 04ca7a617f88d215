import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductDetail } from '../../../domain/contract/catalog.ts';
import type { ShopSettings } from '../../../domain/contract/content.ts';
import { seedDemoShop } from '../../db/seed/index.ts';
import { startTestShop, type TestShop } from '../../testing.ts';

/**
 * Issue 25 "Structured data and social cards": every page type the sitemap lists (home, shopping pages, categories and
 * their styles, products, information pages), plus a product with options chosen, carries JSON-LD that parses, of the
 * expected schema.org types with the fields search engines require; every page with an og:image says what it shows.
 */

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop({ pages: true, seed: (db) => seedDemoShop(db, { diamonds: 0 }) });
}, 180_000);
afterAll(async () => shop?.close());

type Node = Record<string, unknown>;

async function page(path: string): Promise<string> {
  const answer = await shop.app.inject({ url: path });
  expect(answer.statusCode, path).toBe(200);
  return answer.body;
}

/** Every JSON-LD block of a page, parsed (a block that is not JSON fails the test). */
function jsonLdOf(html: string, path: string): Node[] {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) => {
    try {
      return JSON.parse(m[1]) as Node;
    } catch (error) {
      throw new Error(`${path}: a JSON-LD block is not JSON (${String(error)}): ${m[1].slice(0, 200)}`);
    }
  });
}

const metaContent = (html: string, attribute: 'property' | 'name', key: string): string | undefined =>
  new RegExp(`<meta ${attribute}="${key.replace(/[.:]/g, '\\$&')}" content="([^"]*)"`).exec(html)?.[1];

const absolute = (url: unknown) => typeof url === 'string' && /^http:\/\/shop\.test\//.test(url);
const text = (value: unknown) => typeof value === 'string' && value.trim().length > 0;

/** The fields each type must have: Google's required properties for the rich result it feeds. */
const REQUIRED: Record<string, (node: Node, path: string) => void> = {
  BreadcrumbList(node, path) {
    const items = node.itemListElement as Node[];
    expect(items.length, path).toBeGreaterThan(0);
    items.forEach((item, i) => {
      expect(item, path).toMatchObject({ '@type': 'ListItem', position: i + 1 });
      expect(text(item.name) && absolute(item.item), `${path}: ${JSON.stringify(item)}`).toBe(true);
    });
  },
  Product(node, path) {
    expect(text(node.name) && (node.image as unknown[]).length > 0 && (node.image as unknown[]).every(absolute), path).toBe(true);
    const offer = node.offers as Node;
    expect(offer, path).toMatchObject({ '@type': 'Offer', priceCurrency: 'MYR', availability: 'https://schema.org/InStock' });
    expect(offer.price, path).toMatch(/^\d+\.\d{2}$/);
    expect(absolute(offer.url), path).toBe(true);
    const shipping = offer.shippingDetails as Node[];
    expect(shipping.length, path).toBeGreaterThan(0);
    for (const details of shipping) {
      expect(details, path).toMatchObject({
        '@type': 'OfferShippingDetails',
        shippingRate: { '@type': 'MonetaryAmount', value: 0, currency: 'MYR' },
        shippingDestination: { '@type': 'DefinedRegion', addressCountry: expect.stringMatching(/^[A-Z]{2}$/) },
        deliveryTime: { '@type': 'ShippingDeliveryTime', handlingTime: { unitCode: 'DAY' }, transitTime: { unitCode: 'DAY' } },
      });
      const { handlingTime, transitTime } = details.deliveryTime as Record<string, { minValue: number; maxValue: number }>;
      for (const range of [handlingTime, transitTime]) expect(Number.isInteger(range.minValue) && range.minValue <= range.maxValue, path).toBe(true);
    }
    expect(offer.hasMerchantReturnPolicy, path).toMatchObject({
      '@type': 'MerchantReturnPolicy',
      applicableCountry: expect.arrayContaining(['MY']),
      returnPolicyCategory: 'https://schema.org/MerchantReturnFiniteReturnWindow',
      merchantReturnDays: expect.any(Number),
    });
  },
  JewelryStore(node, path) {
    expect(text(node.name) && text(node.telephone) && absolute(node.url), path).toBe(true);
    expect(node.address, path).toMatchObject({ '@type': 'PostalAddress', streetAddress: expect.any(String), addressLocality: expect.any(String), postalCode: expect.any(String), addressCountry: 'MY' });
    expect(node.geo, path).toMatchObject({ '@type': 'GeoCoordinates', latitude: expect.any(Number), longitude: expect.any(Number) });
    const hours = node.openingHoursSpecification as Node[];
    expect(hours.length, path).toBeGreaterThan(0);
    for (const h of hours) expect(h, path).toMatchObject({ '@type': 'OpeningHoursSpecification', dayOfWeek: expect.any(Array), opens: expect.stringMatching(/^\d{2}:\d{2}$/), closes: expect.stringMatching(/^\d{2}:\d{2}$/) });
    expect((node.sameAs as string[]).every((u) => /^https:\/\//.test(u)), path).toBe(true);
  },
};

/** Checks each block of a page (its context, and the required fields of its type); answers the types found. */
function checkedTypes(html: string, path: string): string[] {
  return jsonLdOf(html, path).map((node) => {
    expect(node['@context'], path).toBe('https://schema.org');
    const type = String(node['@type']);
    expect(Object.keys(REQUIRED), `${path}: an unexpected @type ${type}`).toContain(type);
    REQUIRED[type](node, path);
    return type;
  });
}

/** The pages of the sitemap, with the first products only: each product page is built the same way. */
async function sitemapPaths(): Promise<string[]> {
  const sitemap = (await shop.app.inject({ url: '/sitemap.xml' })).body;
  const paths = [...sitemap.matchAll(/<loc>http:\/\/shop\.test([^<]*)<\/loc>/g)].map((m) => m[1]);
  const products = paths.filter((p) => p.startsWith('/product/'));
  return [...paths.filter((p) => !p.startsWith('/product/')), ...products.slice(0, 3)];
}

/** The JSON-LD types each kind of page must carry (at least). */
function expectedTypes(path: string): string[] {
  if (path === '/') return ['JewelryStore'];
  if (path.startsWith('/product/')) return ['Product', 'BreadcrumbList'];
  return ['BreadcrumbList'];
}

describe('JSON-LD and social cards of every page type', () => {
  it('each page of the sitemap: JSON-LD that parses, of the expected types with their required fields; og:image with og:image:alt', { timeout: 120_000 }, async () => {
    const paths = await sitemapPaths();
    expect(paths.length).toBeGreaterThan(25);
    for (const path of paths) {
      const html = await page(path);
      expect(checkedTypes(html, path), path).toEqual(expect.arrayContaining(expectedTypes(path)));
      const image = metaContent(html, 'property', 'og:image');
      expect(absolute(image), `${path}: og:image`).toBe(true);
      expect(text(metaContent(html, 'property', 'og:image:alt')), `${path}: og:image:alt`).toBe(true);
      expect(text(metaContent(html, 'name', 'twitter:image:alt')), `${path}: twitter:image:alt`).toBe(true);
    }
  });

  it('the home page’s JewelryStore is the shop of the settings: address, map point, telephone, hours, profiles', async () => {
    const { settings } = (await shop.app.inject({ url: '/api/settings' })).json() as { settings: ShopSettings };
    const store = jsonLdOf(await page('/'), '/').find((n) => n['@type'] === 'JewelryStore')!;
    expect(store).toMatchObject({
      name: settings.brandName,
      telephone: settings.telephone,
      email: settings.email,
      address: { streetAddress: settings.address.lines.join(', '), addressLocality: settings.address.city, postalCode: settings.address.postcode, addressCountry: 'MY' },
      geo: { latitude: settings.geo!.latitude, longitude: settings.geo!.longitude },
    });
    // 'Monday to Saturday', '10:15am-6:30pm' and 'Sunday', '10:30am-6pm' in the seeded settings
    expect(store.openingHoursSpecification).toEqual([
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'], opens: '10:15', closes: '18:30' },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Sunday'], opens: '10:30', closes: '18:00' },
    ]);
    expect(store.sameAs).toEqual(settings.socialLinks.filter((l) => l.network !== 'whatsapp').map((l) => l.url));
  });

  it('a product page with a colour and ring size chosen: the Offer is that piece at the price the server gives it', async () => {
    const products = (await sitemapPaths()).filter((p) => p.startsWith('/product/'));
    for (const path of products) {
      const { product } = (await shop.app.inject({ url: `/api${path}` })).json() as { product: ProductDetail };
      const metal = [...product.variant.gold, ...product.variant.platinum, ...product.variant.silver, ...product.variant.others].find((m) => m.color_details.length > 1) ?? product.variant.gold[0];
      const colour = metal.color_details.at(-1)!;
      const range = product.diamondRing.at(-1);
      const query = new URLSearchParams({ colour: colour.color.toLowerCase(), ...(range && { size: String(range.max_size) }) });
      const chosen = jsonLdOf(await page(`${path}?${query}`), path).find((n) => n['@type'] === 'Product')!;
      const expectedSen = Math.round(colour.price * 100) + Math.round((range?.price ?? 0) * 100);
      expect(chosen, path).toMatchObject({ color: colour.color, offers: { price: (expectedSen / 100).toFixed(2) } });
      if (range) expect(chosen.size, path).toBe(String(range.max_size));
      expect(String((chosen.offers as Node).url)).toContain(`colour=${colour.color.toLowerCase()}`);
    }
  });
});
