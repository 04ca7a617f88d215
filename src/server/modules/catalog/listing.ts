import type { ProductListAnswer } from '../../../domain/contract/catalog.ts';
import { senFromRinggit } from '../../../domain/money/money.ts';
import type { ProductFilters } from '../../../domain/catalog/product-filters.ts';
import { shapeSlug } from '../../../domain/diamonds/shapes.ts';
import type { ListedProduct } from './snapshot.ts';

export interface ProductListQuery {
  page: number;
  limit: number;
  /** The search keyword, already trimmed; '' for none. */
  keyword: string;
  filters?: ProductFilters;
}

/**
 * A page of product cards from the catalogue kept in memory, in listing order. The keyword matches anywhere in the
 * name, description, category or sub-category, ignoring case, every character taken literally; shapes match any of
 * the product's; prices are compared in sen.
 */
export function productList(listed: ListedProduct[], query: ProductListQuery): Omit<ProductListAnswer, 'code' | 'message'> {
  const matches = listed.filter(matcher(query.keyword, query.filters));
  const offset = (query.page - 1) * query.limit;
  const page = matches.slice(offset, offset + query.limit);
  const shapes = query.filters?.shape?.map(shapeSlug) ?? [];
  // filtered by shape: each card shows the product in the first of the chosen shapes it is made with
  const cardOf = (p: ListedProduct) => shapes.map((s) => p.cardsByShape.get(s)).find(Boolean) ?? p.card;
  return { products: page.map(cardOf), next: offset + page.length < matches.length ? query.page + 1 : null, total: matches.length };
}

function matcher(keyword: string, filters: ProductFilters | undefined): (product: ListedProduct) => boolean {
  const word = keyword.toLowerCase();
  const shapes = filters?.shape?.map(shapeSlug);
  const minSen = filters?.min_price === undefined ? undefined : senFromRinggit(filters.min_price);
  const maxSen = filters?.max_price === undefined ? undefined : senFromRinggit(filters.max_price);
  return (p) =>
    (word === '' || p.searchable.some((text) => text.includes(word))) &&
    (filters?.main === undefined || p.categoryId === filters.main) &&
    (filters?.sub === undefined || p.subcategoryId === filters.sub) &&
    (!shapes?.length || shapes.some((s) => p.shapes.includes(s))) &&
    (minSen === undefined || p.priceFromSen >= minSen) &&
    (maxSen === undefined || p.priceFromSen <= maxSen);
}
