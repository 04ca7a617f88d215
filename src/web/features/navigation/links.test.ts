import { describe, expect, it } from 'vitest';
import type { LovCategory } from '../../../domain/contract/catalog';
import { breadcrumbJsonLd, scriptSafeJson, withHome } from '../../components/Breadcrumb';
import {
  categoryHref,
  designYourOwnLinks,
  engagementCategory,
  FOOTER_PAGE_PATHS,
  navigationCategories,
  searchHref,
  SHAPE_LINKS,
  subcategoryHref,
} from './links';

const category = (id: number, slug: string, roles: Partial<LovCategory> = {}): LovCategory => ({
  id,
  name: slug,
  slug,
  in_navigation: true,
  is_engagement_ring: false,
  requires_diamond: false,
  sub: [],
  ...roles,
});

describe('header links (storefront §2 "Header and navigation")', () => {
  it('search goes to /products with the keyword query, and to the whole list without one', () => {
    expect(searchHref('halo')).toBe('/products?keyword=halo');
    expect(searchHref('  rose gold ')).toBe('/products?keyword=rose+gold');
    expect(searchHref('a&b=c')).toBe('/products?keyword=a%26b%3Dc');
    expect(searchHref('   ')).toBe('/products');
  });

  it('categories and sub-categories link to /products/{category}/{subcategory}', () => {
    const rings = category(5, 'rings');
    expect(categoryHref(rings)).toBe('/products/rings');
    expect(subcategoryHref(rings, { slug: 'gemstone' })).toBe('/products/rings/gemstone');
  });

  it('the navigation list keeps in_navigation categories; the engagement-ring category is found by its flag', () => {
    const all = [category(8, 'engagementring', { in_navigation: false, is_engagement_ring: true }), category(5, 'rings'), category(1, 'loose', { in_navigation: false })];
    expect(navigationCategories(all).map((c) => c.id)).toEqual([5]);
    expect(engagementCategory(all)?.slug).toBe('engagementring');
  });

  it('DESIGN YOUR OWN ENGAGEMENT RING: a setting, a diamond, a lab grown diamond', () => {
    expect(designYourOwnLinks(category(8, 'engagementring'))).toEqual([
      { label: 'Start with a setting', to: '/products/engagementring' },
      { label: 'Start with a diamond', to: '/choose-diamond' },
      { label: 'Start with a lab grown diamond', to: '/choose-diamond/lab-grown-diamond' },
    ]);
  });

  it('SHOP BY SHAPE links the ten shapes, lower-cased', () => {
    expect(SHAPE_LINKS).toHaveLength(10);
    expect(SHAPE_LINKS[0]).toMatchObject({ label: 'Round', to: '/choose-diamond/shape/round' });
    expect(SHAPE_LINKS.at(-1)).toMatchObject({ label: 'Cushion', to: '/choose-diamond/shape/cushion' });
  });
});

describe('footer links (account §2 static pages)', () => {
  it('links every static information page once', () => {
    const pages = [
      '/lifetime-manufacturer-warranty', '/free-worldwide-shipping', '/about-us', '/after-sales-services', '/price-match-guarantee',
      '/terms-conditions', '/return-policy', '/kilau-faq', '/kilau-education', '/packaging', '/our-promises',
      '/malaysian-payment-options', '/international-payment-options', '/free-resizing', '/360-video-technology', '/3d-printing',
      '/privacy-policy', '/shipping-policy', '/contact-us',
    ];
    for (const page of pages) expect(FOOTER_PAGE_PATHS).toContain(page);
    expect(new Set(FOOTER_PAGE_PATHS).size).toBe(FOOTER_PAGE_PATHS.length);
  });
});

describe('breadcrumb (storefront §2 "Breadcrumb bar starts with Home")', () => {
  it('starts with Home, once', () => {
    expect(withHome([{ label: 'Rings' }])).toEqual([{ label: 'Home', to: '/' }, { label: 'Rings' }]);
    expect(withHome([{ label: 'Home', to: '/' }, { label: 'Rings' }])).toHaveLength(2);
  });

  it('describes the trail as a schema.org BreadcrumbList with absolute URLs', () => {
    const json = breadcrumbJsonLd([{ label: 'Rings', to: '/products/rings' }, { label: 'Gemstone' }], 'https://kilau.example', '/products/rings/gemstone');
    expect(json).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://kilau.example/' },
        { '@type': 'ListItem', position: 2, name: 'Rings', item: 'https://kilau.example/products/rings' },
        { '@type': 'ListItem', position: 3, name: 'Gemstone', item: 'https://kilau.example/products/rings/gemstone' },
      ],
    });
  });

  it('cannot be closed early by a label', () => {
    const text = scriptSafeJson({ name: '</script><script>alert(1)</script>' });
    expect(text).not.toContain('</script');
    expect(JSON.parse(text)).toEqual({ name: '</script><script>alert(1)</script>' });
  });
});
