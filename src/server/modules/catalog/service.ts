import type { LovCategory, ProductDetail, ProductListAnswer } from '../../../domain/contract/catalog.ts';
import { CARAT_CODES } from '../../../domain/catalog/designs.ts';
import type { PicturedProduct } from '../../../domain/catalog/image-names.ts';
import { imageColourOf } from '../../../domain/catalog/metals.ts';
import { shapeFromSlug, type ShapeCode } from '../../../domain/diamonds/shapes.ts';
import type { Database } from '../../db/client.ts';
import { keptUntilChanged, type StorefrontChanges } from '../../db/storefront-changes.ts';
import { NotFoundError } from '../../errors.ts';
import { productList, type ProductListQuery } from './listing.ts';
import * as q from './queries.ts';
import { loadCatalogSnapshot } from './snapshot.ts';

export const PRODUCT_NOT_FOUND = 'This piece could not be found.';

export interface CatalogService {
  /**
   * The drawn design of a product, by SKU, for its generated pictures, with the colours, shapes and carat views the
   * catalogue offers it in (the only pictures drawn of it); undefined for an unknown SKU.
   */
  designOf(sku: string): Promise<PicturedProduct | undefined>;
  /** Every category with its sub-categories, in navigation order; the first `limit` when given. */
  categories(limit?: number): Promise<LovCategory[]>;
  /** A page of active product cards. */
  list(query: ProductListQuery): Promise<Omit<ProductListAnswer, 'code' | 'message'>>;
  /** An active product by slug; NotFoundError otherwise. */
  product(slug: string): Promise<ProductDetail>;
  /** The id, name and slug of an active product, or undefined. */
  productSummary(slug: string): Promise<{ id: number; name: string; slugId: string } | undefined>;
  /** Slugs of every active product (sitemap). */
  activeProductSlugs(): Promise<{ slugId: string; updatedAt: Date }[]>;
}

/** The catalogue is read from memory, kept until the storefront changes (src/server/db/storefront-changes.ts). */
export function createCatalogService(db: Database, changes: Pick<StorefrontChanges, 'version'>): CatalogService {
  const designs = new Map<string, Promise<PicturedProduct | undefined>>();
  const snapshot = keptUntilChanged(changes, () => loadCatalogSnapshot(db));
  let designsVersion = changes.version();
  return {
    designOf(sku) {
      // what a product is drawn in follows the catalogue: read again after any storefront change
      if (designsVersion !== changes.version()) {
        designs.clear();
        designsVersion = changes.version();
      }
      let design = designs.get(sku);
      if (!design) {
        design = picturedProductBySku(db, sku);
        designs.set(sku, design);
        // An unknown SKU is not remembered, so a product added later gets its pictures.
        design.then((d) => d === undefined && designs.delete(sku), () => designs.delete(sku));
      }
      return design;
    },
    async categories(limit) {
      const all = (await snapshot()).categories;
      return limit === undefined ? all : all.slice(0, limit);
    },
    list: async (query) => productList((await snapshot()).listed, query),
    async product(slug) {
      const found = (await snapshot()).bySlug.get(slug);
      if (!found) throw new NotFoundError(PRODUCT_NOT_FOUND);
      return found;
    },
    productSummary: (slug) => q.selectActiveProductSummary(db, slug),
    activeProductSlugs: () => q.selectActiveProductSlugs(db),
  };
}

/**
 * A product as its pictures draw it, by SKU. Carat views are offered where the product page offers them: on settings
 * whose category goes on to the diamond step (the page's `offersCaratView`).
 */
export async function picturedProductBySku(db: Database, sku: string): Promise<PicturedProduct | undefined> {
  const found = await q.selectPictureChoicesBySku(db, sku);
  if (!found) return undefined;
  return {
    design: found.design,
    colours: [...new Set(found.colours.map(imageColourOf))],
    shapes: found.shapes.map(shapeFromSlug).filter((s): s is ShapeCode => s !== undefined),
    caratViews: found.requiresDiamond ? CARAT_CODES : [],
  };
}
