import { describe, expect, it } from 'vitest';
import type { LovCategory } from '../../../domain/contract/catalog';
import { placePath, placeTitle, placeTrail, resolvePlace } from './place';

const lov: LovCategory[] = [
  {
    id: 8,
    name: 'Engagement Ring',
    slug: 'engagementring',
    in_navigation: false,
    is_engagement_ring: true,
    requires_diamond: true,
    sub: [{ id: 82, name: 'Halo', slug: 'halo', image_name: 'halo' }],
  },
  { id: 1, name: 'Loose Diamonds', slug: 'loose-diamonds', in_navigation: false, is_engagement_ring: false, requires_diamond: false, sub: [] },
];

describe('list page place (storefront §2 "Product list")', () => {
  it('resolves the category and sub-category by slug', () => {
    const place = resolvePlace(lov, 'engagementring', 'halo');
    expect(place?.category?.id).toBe(8);
    expect(place?.sub?.id).toBe(82);
    expect(resolvePlace(lov, 'EngagementRing')?.category?.id).toBe(8);
    expect(resolvePlace(lov)).toEqual({ category: null, sub: null });
  });
  it('is null (a 404) for an unknown slug', () => {
    expect(resolvePlace(lov, 'bracelets')).toBeNull();
    expect(resolvePlace(lov, 'engagementring', 'pave-halo')).toBeNull();
    expect(resolvePlace(lov, 'loose-diamonds', 'halo')).toBeNull();
  });
  it('titles the page by the sub-category, otherwise the category', () => {
    expect(placeTitle(resolvePlace(lov, 'engagementring', 'halo')!)).toBe('Halo');
    expect(placeTitle(resolvePlace(lov, 'engagementring')!)).toBe('Engagement Ring');
    expect(placeTitle(resolvePlace(lov)!)).toBe('All Products');
    expect(placeTitle(resolvePlace(lov)!, 'rose')).toBe('Search results for “rose”');
  });
  it('gives the canonical path and the breadcrumb trail', () => {
    const halo = resolvePlace(lov, 'engagementring', 'halo')!;
    expect(placePath(halo)).toBe('/products/engagementring/halo');
    expect(placePath(resolvePlace(lov)!, 'rose gold')).toBe('/products?keyword=rose+gold');
    expect(placeTrail(halo)).toEqual([{ label: 'Engagement Ring', to: '/products/engagementring' }, { label: 'Halo' }]);
  });
});
