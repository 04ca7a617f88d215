import { and, asc, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { ringgitFromSen, senFromRinggit } from '../../../domain/money/money.ts';
import { priceMyr } from '../../../domain/contract/cms-catalogue.ts';
import { ringDesignSchema } from '../../../domain/contract/design.ts';
import { safeText } from '../../../domain/contract/fields.ts';
import type { Database } from '../../db/client.ts';
import { categories, colourOptions, diamondRingPrices, products, productVariants } from '../../db/schema/catalog.ts';
import { BadRequestError, NotFoundError } from '../../errors.ts';
import type { Caller } from '../accounts/index.ts';
import { recordAudit } from '../audit/index.ts';
import { safeDescriptionHtml } from '../catalog/index.ts';
import { changeProduct, lowestPriceSen, setColourPrice, setRingSizePrice } from '../catalog/index.ts';
import { uploadedPicturesOf } from './pictures.ts';
import { requireStaff } from './staff.ts';
import { wordsOf } from '../../../domain/words/catalogue.ts';


export const productChangeSchema = z.strictObject({
  name: safeText().min(1).max(120).optional(),
  description: z.string().max(20_000).optional(),
  classification: safeText().max(80).optional(),
  is_active: z.boolean().optional(),
  /** What the shop's pictures draw it as (issue 15: a product's drawing is chosen in its data). */
  design: ringDesignSchema.optional(),
  colour_prices: z.array(z.strictObject({ id: z.number().int().positive(), price_myr: priceMyr })).max(50).optional(),
  ring_size_prices: z.array(z.strictObject({ id: z.number().int().positive(), price_myr: z.number().min(0).max(10_000_000).multipleOf(0.01) })).max(50).optional(),
});
export type ProductChange = z.output<typeof productChangeSchema>;

export const productSearchSchema = z.object({ q: safeText().max(100).optional() });

export const CMS_PRODUCT_MESSAGES = wordsOf('messages.cmsProduct');

/** A product as staff see it (its metals, colour and ring-size prices, uploaded pictures), in a database or transaction. */
export async function readCmsProduct(dbOrTx: Database, id: number) {
  const [product] = await dbOrTx.select({ product: products, category: categories.name, requiresDiamond: categories.requiresDiamond }).from(products).innerJoin(categories, eq(categories.id, products.categoryId)).where(eq(products.id, id)).limit(1);
  if (!product) throw new NotFoundError(CMS_PRODUCT_MESSAGES.notFound);
  const [metals, ranges, variants, pictures] = await Promise.all([
    dbOrTx
      .select({ variant: productVariants, colour: colourOptions })
      .from(productVariants)
      .innerJoin(colourOptions, eq(colourOptions.variantId, productVariants.id))
      .where(eq(productVariants.productId, id))
      .orderBy(asc(productVariants.sortOrder), asc(productVariants.id), asc(colourOptions.id)),
    dbOrTx.select().from(diamondRingPrices).where(eq(diamondRingPrices.productId, id)).orderBy(asc(diamondRingPrices.minSize)),
    dbOrTx.select().from(productVariants).where(eq(productVariants.productId, id)).orderBy(asc(productVariants.sortOrder), asc(productVariants.id)),
    uploadedPicturesOf(dbOrTx, id, product.product.sku),
  ]);
  const p = product.product;
  return {
    id: p.id,
    name: p.name,
    slug: p.slugId,
    sku: p.sku,
    category: product.category,
    classification: p.classification,
    description: p.description,
    is_active: p.isActive,
    price_from: ringgitFromSen(p.priceFromSen),
    colours: metals.map((m) => ({ id: m.colour.id, metal: m.variant.name, colour: m.colour.colour, price: ringgitFromSen(m.colour.priceSen) })),
    ring_sizes: ranges.map((r) => ({ id: r.id, min_size: r.minSize, max_size: r.maxSize, price: ringgitFromSen(r.priceSen) })),
    category_id: p.categoryId,
    subcategory_id: p.subcategoryId,
    /** Its settings go on to the diamond step, so its pictures may show a carat view. */
    carat_views: product.requiresDiamond,
    shapes: p.shapes,
    design: p.design,
    metals: variants.map((v) => ({ id: v.id, metal_group: v.metalGroup, name: v.name, weight_grams: v.weightGrams })),
    pictures,
  };
}


/**
 * The catalogue for staff (issue 14), first part: find products, read one with its metals, colour prices and ring-size
 * prices, and change its name, description (kept to safe HTML), classification, whether it is sold, its design and its prices —
 * in one transaction with its audit record; the lowest price is kept current and the storefront's in-memory catalogue
 * follows at commit (the catalogue tables' change trigger).
 */
export function createCmsProducts(db: Database) {
  const read = readCmsProduct;

  return {
    async list(caller: Caller | undefined, search: z.output<typeof productSearchSchema>) {
      requireStaff(caller);
      const where: SQL[] = [];
      if (search.q) {
        const like = `%${search.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
        where.push(or(ilike(products.name, like), ilike(products.sku, like), ilike(products.slugId, like))!);
      }
      const rows = await db
        .select({ id: products.id, name: products.name, sku: products.sku, slug: products.slugId, active: products.isActive, priceFromSen: products.priceFromSen, category: categories.name })
        .from(products)
        .innerJoin(categories, eq(categories.id, products.categoryId))
        .where(where.length ? and(...where) : undefined)
        .orderBy(asc(categories.sortOrder), desc(products.id))
        .limit(200);
      return rows.map((r) => ({ id: r.id, name: r.name, sku: r.sku, slug: r.slug, is_active: r.active, price_from: ringgitFromSen(r.priceFromSen), category: r.category }));
    },

    async detail(caller: Caller | undefined, id: number) {
      requireStaff(caller);
      return read(db, id);
    },

    async change(caller: Caller | undefined, id: number, change: ProductChange) {
      const staff = requireStaff(caller);
      await db.transaction(async (tx) => {
        const before = await read(tx, id);
        const basics: Partial<typeof products.$inferInsert> = {};
        if (change.name !== undefined) basics.name = change.name;
        if (change.description !== undefined) basics.description = safeDescriptionHtml(change.description);
        if (change.classification !== undefined) basics.classification = change.classification;
        if (change.is_active !== undefined) basics.isActive = change.is_active;
        if (change.design !== undefined) basics.design = change.design;
        for (const c of change.colour_prices ?? []) {
          if (!before.colours.some((o) => o.id === c.id)) throw new BadRequestError(CMS_PRODUCT_MESSAGES.notItsOption);
          await setColourPrice(tx, c.id, senFromRinggit(c.price_myr));
        }
        for (const r of change.ring_size_prices ?? []) {
          if (!before.ring_sizes.some((o) => o.id === r.id)) throw new BadRequestError(CMS_PRODUCT_MESSAGES.notItsOption);
          await setRingSizePrice(tx, r.id, senFromRinggit(r.price_myr));
        }
        basics.priceFromSen = await lowestPriceSen(tx, id);
        await changeProduct(tx, id, { ...basics, updatedAt: new Date() });
        const after = await read(tx, id);
        await recordAudit(tx, { actorUserId: staff.userId, action: 'product.update', entity: 'product', entityKey: before.slug, before: before as unknown as Record<string, unknown>, after: after as unknown as Record<string, unknown> });
      });
      return read(db, id);
    },
  };
}
