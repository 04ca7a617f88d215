import type { ProductCard, ProductListAnswer } from '../../../domain/contract/catalog.ts';
import { parseProductImageName } from '../../../domain/image-names.ts';
import { imageColourOf, type ImageColour } from '../../../domain/metals.ts';
import { ringgitFromSen, senFromRinggit } from '../../../domain/money.ts';
import type { ProductFilters } from '../../../domain/product-filters.ts';
import { shapeFromSlug, shapeSlug } from '../../../domain/shapes.ts';
import type { Database } from '../../db/client.ts';
import * as q from './queries.ts';

export interface ProductListQuery {
  page: number;
  limit: number;
  /** The search keyword, already trimmed; '' for none. */
  keyword: string;
  filters?: ProductFilters;
}

/** The filters and keyword in the database's terms: sen for RM, lower-case shape slugs for shape codes. */
export function listWhere(keyword: string, filters: ProductFilters | undefined): q.ProductListWhere {
  return {
    pattern: keyword ? q.containsPattern(keyword) : undefined,
    categoryId: filters?.main,
    subcategoryId: filters?.sub,
    shapeSlugs: filters?.shape?.map(shapeSlug),
    minPriceSen: filters?.min_price === undefined ? undefined : senFromRinggit(filters.min_price),
    maxPriceSen: filters?.max_price === undefined ? undefined : senFromRinggit(filters.max_price),
  };
}

/** A page of product cards: one query for the page, one for the count, one for colours, one for pictures. */
export async function productList(db: Database, query: ProductListQuery): Promise<Omit<ProductListAnswer, 'code' | 'message'>> {
  const where = listWhere(query.keyword, query.filters);
  const offset = (query.page - 1) * query.limit;
  const [rows, total] = await Promise.all([q.selectProductPage(db, where, offset, query.limit), q.countProducts(db, where)]);
  const ids = rows.map((r) => r.id);
  const [colours, images] = await Promise.all([q.selectColourOptionsOf(db, ids), q.selectCardImagesOf(db, ids)]);

  const products: ProductCard[] = rows.map((row) => {
    const options = colours.filter((c) => c.productId === row.id);
    const metalColours = unique(options.map((c) => c.colour.trim().toLowerCase()));
    const pictureColours = unique(options.map((c) => imageColourOf(c.colour)));
    return {
      slugId: row.slugId,
      name: row.name,
      price: ringgitFromSen(row.priceFromSen),
      colours: metalColours,
      images: cardImages(images.filter((i) => i.productId === row.id), row.shapes[0], pictureColours),
      classification: { name: row.classification },
    };
  });
  return { products, next: offset + rows.length < total ? query.page + 1 : null, total };
}

const CARD_VIEWS = ['top', 'side'] as const;

/** For each picture colour, the _top then _side picture of the default (first) shape, without a carat view. */
function cardImages(rows: { imageName: string; url: string }[], defaultShape: string | undefined, colours: ImageColour[]) {
  const shape = defaultShape ? shapeFromSlug(defaultShape) : undefined;
  const byKey = new Map<string, { image_name: string; url: string }>();
  for (const row of rows) {
    const parts = parseProductImageName(row.imageName);
    if (!parts || parts.carat || (shape && parts.shape !== shape)) continue;
    const key = `${parts.colour}/${parts.view}`;
    if (!byKey.has(key)) byKey.set(key, { image_name: row.imageName, url: row.url });
  }
  return colours.flatMap((colour) => CARD_VIEWS.flatMap((view) => byKey.get(`${colour}/${view}`) ?? []));
}

function unique<T>(values: T[]): T[] {
  return [...new Set(values)];
}
