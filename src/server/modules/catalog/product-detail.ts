import type { ProductDetail, VariantEntry } from '../../../domain/contract/catalog.ts';
import type { ProductImage } from '../../../domain/image-names.ts';
import { METAL_GROUPS, type MetalGroup } from '../../../domain/metals.ts';
import { ringgitFromSen } from '../../../domain/money.ts';
import { shapeFromSlug, type ShapeCode } from '../../../domain/shapes.ts';
import type { Database } from '../../db/client.ts';
import { NotFoundError } from '../../errors.ts';
import * as q from './queries.ts';

export const PRODUCT_NOT_FOUND = 'This piece could not be found.';

/** An active product's page data (storefront §3); an unknown or inactive slug is a 404. */
export async function productDetail(db: Database, slug: string): Promise<ProductDetail> {
  const found = await q.selectActiveProductBySlug(db, slug);
  if (!found) throw new NotFoundError(PRODUCT_NOT_FOUND);
  const { product, category, subcategory } = found;
  const [variants, options, ranges, images] = await Promise.all([
    q.selectVariantsOf(db, product.id),
    q.selectColourOptionsOf(db, [product.id]),
    q.selectRingSizeRangesOf(db, product.id),
    q.selectImagesOf(db, product.id),
  ]);

  const variant = Object.fromEntries(METAL_GROUPS.map((g) => [g, [] as VariantEntry[]])) as Record<MetalGroup, VariantEntry[]>;
  for (const v of variants) {
    variant[v.metalGroup].push({
      name: v.name,
      sub_panel_setting_id: v.id,
      color_details: options
        .filter((o) => o.variantId === v.id)
        .map((o) => ({ color_id: o.colorId, color: o.colour, product_panel_setting_id: o.colourOptionId, price: ringgitFromSen(o.priceSen) })),
      weight: v.weightGrams,
    });
  }
  const imagesOf = (kind: 'normal' | 'rotate' | 'slider'): ProductImage[] =>
    images.filter((i) => i.kind === kind).map((i) => ({ image_name: i.imageName, url: i.url }));

  return {
    id: product.id,
    slugId: product.slugId,
    skuId: product.sku,
    name: product.name,
    description: product.description,
    mainCategory: {
      id: category.id,
      name: category.name,
      slug: category.slug,
      is_engagement_ring: category.isEngagementRing,
      requires_diamond: category.requiresDiamond,
    },
    subCategory: subcategory ? { id: subcategory.id, name: subcategory.name, slug: subcategory.slug } : null,
    classification: { name: product.classification },
    shapes: product.shapes.map(shapeFromSlug).filter((s): s is ShapeCode => s !== undefined),
    images: { normal: imagesOf('normal'), rotate: imagesOf('rotate'), slider: imagesOf('slider') },
    variant,
    diamondRing: ranges.map((r) => ({ price: ringgitFromSen(r.priceSen), min_size: r.minSize, max_size: r.maxSize })),
  };
}
