import type { Database } from '../client.ts';
import {
  categories,
  colourOptions,
  diamondRingPrices,
  productImages,
  products,
  productVariants,
  subcategories,
} from '../schema/index.ts';
import { CATEGORIES, PRODUCTS, SUBCATEGORIES, priceFromSenOf, productImagesOf } from './catalog-data/index.ts';

/** Rows per INSERT statement, well under PostgreSQL's limit of 65,535 bound parameters. */
const ROWS_PER_INSERT = 1000;

function chunks<T>(rows: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += ROWS_PER_INSERT) out.push(rows.slice(i, i + ROWS_PER_INSERT));
  return out;
}

/** Loads the demo catalogue (categories, sub-categories, products with variants, ring-size prices and pictures) into an empty database. */
export async function seedCatalog(db: Database): Promise<void> {
  await db.insert(categories).values(CATEGORIES.map((c, sortOrder) => ({ ...c, sortOrder })));
  await db.insert(subcategories).values([...SUBCATEGORIES]);

  const inserted = await db
    .insert(products)
    .values(
      PRODUCTS.map((p) => ({
        slugId: p.slugId,
        sku: p.sku,
        name: p.name,
        description: p.description,
        categoryId: p.categoryId,
        subcategoryId: p.subcategoryId,
        classification: p.classification,
        design: p.design,
        shapes: p.shapes,
        priceFromSen: priceFromSenOf(p),
      })),
    )
    .returning({ id: products.id, sku: products.sku });
  const productIdBySku = new Map(inserted.map((r) => [r.sku, r.id]));
  const productIdOf = (sku: string): number => {
    const id = productIdBySku.get(sku);
    if (id === undefined) throw new Error(`product ${sku} was not inserted`);
    return id;
  };

  const variantRows = PRODUCTS.flatMap((p) =>
    p.variants.map((v, sortOrder) => ({
      productId: productIdOf(p.sku),
      metalGroup: v.metalGroup,
      name: v.name,
      weightGrams: v.weightGrams,
      sortOrder,
    })),
  );
  const variants = await db
    .insert(productVariants)
    .values(variantRows)
    .returning({ id: productVariants.id, productId: productVariants.productId, metalGroup: productVariants.metalGroup });
  const variantId = new Map(variants.map((v) => [`${v.productId}/${v.metalGroup}`, v.id]));

  const colourRows = PRODUCTS.flatMap((p) =>
    p.variants.flatMap((v) => {
      const id = variantId.get(`${productIdOf(p.sku)}/${v.metalGroup}`);
      if (id === undefined) throw new Error(`variant ${v.metalGroup} of ${p.sku} was not inserted`);
      return v.colours.map((c) => ({ variantId: id, colorId: c.colorId, colour: c.colour, priceSen: c.priceSen }));
    }),
  );
  await db.insert(colourOptions).values(colourRows);

  const ringPriceRows = PRODUCTS.flatMap((p) => p.ringSizePrices.map((r) => ({ productId: productIdOf(p.sku), ...r })));
  await db.insert(diamondRingPrices).values(ringPriceRows);

  const imageRows = PRODUCTS.flatMap((p) =>
    productImagesOf(p).map((i) => ({ productId: productIdOf(p.sku), kind: i.kind, imageName: i.image_name, url: i.url, sortOrder: i.sortOrder })),
  );
  for (const chunk of chunks(imageRows)) await db.insert(productImages).values(chunk);
}
