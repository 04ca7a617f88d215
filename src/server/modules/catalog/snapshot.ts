import type { LovCategory, ProductCard, ProductDetail, VariantEntry } from '../../../domain/contract/catalog.ts';
import { parseProductImageName, parseUploadedImageName, type ProductImage } from '../../../domain/catalog/image-names.ts';
import { imageColourOf, METAL_GROUPS, type ImageColour, type MetalGroup } from '../../../domain/catalog/metals.ts';
import { ringgitFromSen } from '../../../domain/money/money.ts';
import { shapeFromSlug, type ShapeCode } from '../../../domain/diamonds/shapes.ts';
import { uploadedImageOf } from '../../../domain/catalog/uploaded-images.ts';
import type { Database } from '../../db/client.ts';
import { safeDescriptionHtml } from './description-html.ts';
import { loadCategoryList } from './categories.ts';
import * as q from './queries.ts';

/**
 * The whole active catalogue as the storefront shows it, read in six queries and kept by each instance until the
 * storefront changes (`keptUntilChanged`): the category list, every product's page and card, and what the
 * product list filters on. A few hundred products fit in well under a megabyte.
 */
export interface CatalogSnapshot {
  categories: LovCategory[];
  /** Active products in listing order (category order, then product id). */
  listed: ListedProduct[];
  bySlug: Map<string, ProductDetail>;
}

/** A product as the product list sees it: its card and the values it is filtered by. */
export interface ListedProduct {
  /** The card as listed: pictures of the product's default metal and first shape. */
  card: ProductCard;
  /** The card of each other shape the setting is made with (lower-case slug), for a listing filtered by shape. */
  cardsByShape: Map<string, ProductCard>;
  categoryId: number;
  subcategoryId: number | null;
  /** Lower-case shape slugs the setting is made with. */
  shapes: string[];
  priceFromSen: number;
  /** Lower-cased name, description, category and sub-category name, matched by the search keyword. */
  searchable: string[];
}

type ProductRow = Awaited<ReturnType<typeof q.selectActiveProductsWithCategories>>[number];
type ColourRow = Awaited<ReturnType<typeof q.selectColourOptionsOf>>[number];
type VariantRow = Awaited<ReturnType<typeof q.selectVariantsOf>>[number];
type RangeRow = Awaited<ReturnType<typeof q.selectRingSizeRangesOf>>[number];
type ImageRow = Awaited<ReturnType<typeof q.selectImagesOf>>[number];

export async function loadCatalogSnapshot(db: Database): Promise<CatalogSnapshot> {
  const [categories, rows] = await Promise.all([loadCategoryList(db), q.selectActiveProductsWithCategories(db)]);
  const ids = rows.map((r) => r.product.id);
  const [colours, variants, ranges, drawn, uploads] = await Promise.all([
    q.selectColourOptionsOf(db, ids),
    q.selectVariantsOf(db, ids),
    q.selectRingSizeRangesOf(db, ids),
    q.selectImagesOf(db, ids),
    q.selectUploadsOf(db, ids),
  ]);
  // pictures staff uploaded come first in the gallery (and lead the card), the drawn ones after them
  const skuOf = new Map(rows.map((r) => [r.product.id, r.product.sku]));
  const images: ImageRow[] = [
    ...uploads.map((u) => ({ productId: u.productId, kind: 'normal' as const, ...uploadedImageRow(uploadedImageOf(skuOf.get(u.productId)!, u)) })),
    ...drawn,
  ];
  const of = <T extends { productId: number }>(list: T[]) => {
    const grouped = new Map<number, T[]>();
    for (const item of list) {
      const group = grouped.get(item.productId);
      if (group) group.push(item);
      else grouped.set(item.productId, [item]);
    }
    return (id: number) => grouped.get(id) ?? [];
  };
  const coloursOf = of(colours);
  const variantsOf = of(variants);
  const rangesOf = of(ranges);
  const imagesOf = of(images);

  const listed: ListedProduct[] = [];
  const bySlug = new Map<string, ProductDetail>();
  for (const row of rows) {
    const id = row.product.id;
    bySlug.set(row.product.slugId, productDetailOf(row, variantsOf(id), coloursOf(id), rangesOf(id), imagesOf(id)));
    listed.push(listedProductOf(row, coloursOf(id), imagesOf(id)));
  }
  return { categories, listed, bySlug };
}

/** An active product's page data (storefront §3). */
export function productDetailOf(row: ProductRow, variants: VariantRow[], options: ColourRow[], ranges: RangeRow[], images: ImageRow[]): ProductDetail {
  const { product, category, subcategory } = row;
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
    // kept safe when served too, whatever was stored (description-html.ts)
    description: safeDescriptionHtml(product.description),
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
    ...(product.design.metal ? { defaultColour: product.design.metal } : {}),
  };
}

function listedProductOf(row: ProductRow, options: ColourRow[], images: ImageRow[]): ListedProduct {
  const { product, category, subcategory } = row;
  // the product's default metal (chosen in its design) leads: its dots first, its pictures on the card
  const metalColours = defaultFirst(unique(options.map((c) => c.colour.trim().toLowerCase())), product.design.metal);
  const pictureColours = unique(metalColours.map(imageColourOf));
  const cardOf = (shape: string | undefined): ProductCard => ({
    slugId: product.slugId,
    name: product.name,
    price: ringgitFromSen(product.priceFromSen),
    colours: metalColours,
    images: cardImages(images, shape, pictureColours),
    classification: { name: product.classification },
  });
  return {
    card: cardOf(product.shapes[0]),
    cardsByShape: new Map(product.shapes.slice(1).map((shape) => [shape, cardOf(shape)])),
    categoryId: product.categoryId,
    subcategoryId: product.subcategoryId,
    shapes: product.shapes,
    priceFromSen: product.priceFromSen,
    searchable: [product.name, product.description, category.name, subcategory?.name ?? ''].map((text) => text.toLowerCase()),
  };
}

const CARD_VIEWS = ['top', 'side'] as const;

/**
 * For each picture colour, up to two pictures staff uploaded of the default (first) shape, then the _top and _side
 * gallery pictures of that shape without a carat view.
 */
function cardImages(rows: ImageRow[], defaultShape: string | undefined, colours: ImageColour[]) {
  const shape = defaultShape ? shapeFromSlug(defaultShape) : undefined;
  const byKey = new Map<string, { image_name: string; url: string }>();
  const uploaded = new Map<string, { image_name: string; url: string }[]>();
  for (const row of rows) {
    if (row.kind !== 'normal') continue;
    const upload = parseUploadedImageName(row.imageName);
    if (upload) {
      if (!shape || upload.shape === shape) uploaded.set(upload.colour, [...(uploaded.get(upload.colour) ?? []), { image_name: row.imageName, url: row.url }]);
      continue;
    }
    const parts = parseProductImageName(row.imageName);
    if (!parts || parts.carat || (shape && parts.shape !== shape)) continue;
    const key = `${parts.colour}/${parts.view}`;
    if (!byKey.has(key)) byKey.set(key, { image_name: row.imageName, url: row.url });
  }
  return colours.flatMap((colour) => [...(uploaded.get(colour) ?? []).slice(0, 2), ...CARD_VIEWS.flatMap((view) => byKey.get(`${colour}/${view}`) ?? [])]);
}

function defaultFirst(colours: string[], metal: string | undefined): string[] {
  return metal && colours.includes(metal) ? [metal, ...colours.filter((c) => c !== metal)] : colours;
}

const uploadedImageRow = (image: ProductImage) => ({ imageName: image.image_name, url: image.url });

function unique<T>(values: T[]): T[] {
  return [...new Set(values)];
}
