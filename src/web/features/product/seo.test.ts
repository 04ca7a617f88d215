import { describe, expect, it } from 'vitest';
import { productJsonLd, productMeta } from './seo';
import { engagementRing, pendant } from './test-fixtures';

const site = { origin: 'https://kilau.example', brandName: 'Kilau' };

describe('search-engine data of a product page', () => {
  it('meta: the product name as title, its text as description, its first picture, the canonical URL', () => {
    const tags = productMeta(engagementRing(), site);
    expect(tags).toContainEqual({ title: 'Amara Solitaire | Kilau' });
    expect(tags).toContainEqual({ name: 'description', content: 'Amara is the solitaire at its purest. Six fine claws & a 1.8 mm band.' });
    expect(tags).toContainEqual({ property: 'og:image', content: 'https://kilau.example/images/products/KL-ER-0001_rose_round_top.webp' });
    expect(tags).toContainEqual({ property: 'og:type', content: 'product' });
    expect(tags).toContainEqual({ tagName: 'link', rel: 'canonical', href: 'https://kilau.example/product/amara-solitaire' });
  });

  it('JSON-LD Product with an AggregateOffer in MYR from the lowest price', () => {
    const ld = productJsonLd(engagementRing(), site) as Record<string, unknown>;
    expect(ld).toMatchObject({
      '@type': 'Product',
      name: 'Amara Solitaire',
      sku: 'KL-ER-0001',
      brand: { '@type': 'Brand', name: 'Kilau' },
      offers: { '@type': 'AggregateOffer', priceCurrency: 'MYR', lowPrice: '2680.00', highPrice: '3790.00', availability: 'https://schema.org/InStock', url: 'https://kilau.example/product/amara-solitaire' },
    });
    expect((ld.image as string[])[0]).toBe('https://kilau.example/images/products/KL-ER-0001_rose_round_top.webp');
  });

  it('a single Offer when every option costs the same', () => {
    const p = pendant();
    p.variant.gold[0].color_details.forEach((c) => (c.price = 1980));
    expect((productJsonLd(p, site) as { offers: object }).offers).toMatchObject({ '@type': 'Offer', price: '1980.00', priceCurrency: 'MYR' });
  });
});
