import type { LovCategory } from '../../../domain/contract/catalog';
import type { BreadcrumbItem } from '../../components/Breadcrumb';
import { t } from '../../../domain/words/catalogue';

/** Where in the catalogue a list page is: /products, /products/{category}, /products/{category}/{sub}. */
export type LovSubcategory = LovCategory['sub'][number];

export interface ListingPlace {
  category: LovCategory | null;
  sub: LovSubcategory | null;
}

/** React Router hands the slugs over decoded; a slug matches whatever its case. */
const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** The category and sub-category named by the URL's slugs; null when either is unknown (the page is a 404). */
export function resolvePlace(lov: readonly LovCategory[], categorySlug?: string, subSlug?: string): ListingPlace | null {
  if (!categorySlug) return { category: null, sub: null };
  const category = lov.find((c) => same(c.slug, categorySlug));
  if (!category) return null;
  if (!subSlug) return { category, sub: null };
  const sub = category.sub.find((s) => same(s.slug, subSlug));
  return sub ? { category, sub } : null;
}

export const categoryPath = (category: Pick<LovCategory, 'slug'>): string => `/products/${category.slug}`;
export const subcategoryPath = (category: Pick<LovCategory, 'slug'>, sub: Pick<LovSubcategory, 'slug'>): string => `/products/${category.slug}/${sub.slug}`;

/** The page's own path, for its canonical link (a search keeps its keyword). */
export function placePath(place: ListingPlace, keyword = ''): string {
  if (place.category && place.sub) return subcategoryPath(place.category, place.sub);
  if (place.category) return categoryPath(place.category);
  return keyword ? `/products?${new URLSearchParams({ keyword }).toString()}` : '/products';
}

/** Storefront §2: the sub-category's name, otherwise the category's ('All Products' or the search on /products). */
export function placeTitle(place: ListingPlace, keyword = ''): string {
  if (place.sub) return place.sub.name;
  if (place.category) return place.category.name;
  return keyword ? t('productList.place.searchResultsFor', { keyword }) : t('productList.place.allProducts');
}

/** Home › Category › Sub (Home is added by the Breadcrumb). */
export function placeTrail(place: ListingPlace, keyword = ''): BreadcrumbItem[] {
  if (!place.category) return keyword ? [{ label: t('productList.place.allProducts'), to: '/products' }, { label: `“${keyword}”` }] : [{ label: t('productList.place.allProducts') }];
  if (!place.sub) return [{ label: place.category.name }];
  return [{ label: place.category.name, to: categoryPath(place.category) }, { label: place.sub.name }];
}

/** The meta description of a list page. */
export function placeDescription(place: ListingPlace, keyword = ''): string {
  const what = place.sub && place.category ? `${place.sub.name} ${place.category.name.toLowerCase()}` : (place.category?.name ?? '');
  if (what) return t('productList.place.shopDesignsFromOur', { what });
  if (keyword) return t('productList.place.designsMatchingEngagementRings', { keyword });
  return t('productList.place.everyDesignInOur');
}
