import { describe, expect, it } from 'vitest';
import { DELIVERY_DAYS, POLICY } from '../information/policy';
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

  it('og:image:alt says what the share picture shows', () => {
    expect(productMeta(engagementRing(), site)).toContainEqual({ property: 'og:image:alt', content: 'Amara Solitaire, seen from above' });
  });

  it('JSON-LD Product of the piece as it first shows: its colour and metal, one Offer in MYR at the price of the smallest sizes', () => {
    const ld = productJsonLd(engagementRing(), site) as Record<string, unknown>;
    expect(ld).toMatchObject({
      '@type': 'Product',
      name: 'Amara Solitaire',
      sku: 'KL-ER-0001',
      brand: { '@type': 'Brand', name: 'Kilau' },
      color: 'Rose',
      material: '18K Gold',
      offers: { '@type': 'Offer', priceCurrency: 'MYR', price: '2680.00', availability: 'https://schema.org/InStock', itemCondition: 'https://schema.org/NewCondition' },
    });
    expect(ld).not.toHaveProperty('size');
    expect((ld.image as string[])[0]).toBe('https://kilau.example/images/products/KL-ER-0001_rose_round_top.webp');
  });

  it('the chosen colour and ring size in the address: the Offer is that piece at its price (colour price + the size range)', () => {
    const ld = productJsonLd(engagementRing(), site, new URLSearchParams('metal=18k-gold&colour=yellow&size=20')) as { color: string; size: string; offers: Record<string, unknown> };
    expect(ld.color).toBe('Yellow');
    expect(ld.size).toBe('20');
    // 2700.50 for yellow gold + 170 for sizes 19 to 24
    expect(ld.offers).toMatchObject({ price: '2870.50', priceCurrency: 'MYR', url: 'https://kilau.example/product/amara-solitaire?metal=18k-gold&colour=yellow&shape=round&size=20' });
    const platinum = productJsonLd(engagementRing(), site, new URLSearchParams('metal=pt950-platinum&size=13')) as { material: string; offers: { price: string } };
    expect(platinum).toMatchObject({ material: 'PT950 Platinum', offers: { price: '3620.00' } });
  });

  it('a piece without ring sizes (a pendant): the Offer is the chosen colour at its price, with no size', () => {
    const p = pendant();
    const colour = p.variant.gold[0].color_details.at(-1)!;
    const ld = productJsonLd(p, site, new URLSearchParams({ colour: colour.color.toLowerCase() })) as Record<string, unknown>;
    expect(ld).toMatchObject({ color: colour.color, offers: { '@type': 'Offer', price: colour.price.toFixed(2), priceCurrency: 'MYR' } });
    expect(ld).not.toHaveProperty('size');
  });

  it('the Offer ships free to each country of the delivery table within its working days, and is returnable within the refund guarantee', () => {
    const { offers } = productJsonLd(engagementRing(), site) as { offers: { shippingDetails: object[]; hasMerchantReturnPolicy: object } };
    const malaysia = DELIVERY_DAYS.filter((d) => d.countries.includes('MY'));
    expect(offers.shippingDetails).toContainEqual({
      '@type': 'OfferShippingDetails',
      shippingRate: { '@type': 'MonetaryAmount', value: 0, currency: 'MYR' },
      shippingDestination: { '@type': 'DefinedRegion', addressCountry: 'MY' },
      deliveryTime: {
        '@type': 'ShippingDeliveryTime',
        handlingTime: { '@type': 'QuantitativeValue', minValue: 0, maxValue: POLICY.madeToOrderDays, unitCode: 'DAY' },
        // Malaysia's outskirts (Sabah and Sarawak) take longest
        transitTime: { '@type': 'QuantitativeValue', minValue: Math.min(...malaysia.map((d) => d.min ?? d.max)), maxValue: Math.max(...malaysia.map((d) => d.max)), unitCode: 'DAY' },
      },
    });
    const countries = DELIVERY_DAYS.flatMap((d) => d.countries);
    expect(offers.shippingDetails.map((d) => (d as { shippingDestination: { addressCountry: string } }).shippingDestination.addressCountry).sort()).toEqual([...new Set(countries)].sort());
    expect(offers.hasMerchantReturnPolicy).toEqual({
      '@type': 'MerchantReturnPolicy',
      applicableCountry: [...new Set(countries)],
      returnPolicyCategory: 'https://schema.org/MerchantReturnFiniteReturnWindow',
      merchantReturnDays: POLICY.refundGuaranteeDays,
      returnMethod: 'https://schema.org/ReturnByMail',
      refundType: 'https://schema.org/FullRefund',
      merchantReturnLink: 'https://kilau.example/return-policy',
    });
  });
});
