import { and, eq, max, or } from 'drizzle-orm';
import type { ProductCreate } from '../../../domain/contract/cms-catalogue.ts';
import { senFromRinggit } from '../../../domain/money/money.ts';
import type { Database } from '../../db/client.ts';
import { categories, colourOptions, products, productVariants, subcategories } from '../../db/schema/catalog.ts';
import { COLOUR_IDS } from '../../db/seed/catalog-data/pricing.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { BadRequestError, ConflictError, NotFoundError } from '../../errors.ts';
import type { Caller } from '../accounts/index.ts';
import { recordAudit } from '../audit/index.ts';
import { safeDescriptionHtml } from '../catalog/index.ts';
import { addColourOptions, addMetal, addProduct, addRingSizePrices, changeProduct, lowestPriceSen, redrawPictures } from '../catalog/index.ts';
import { readCmsProduct } from './products.ts';
import { requireStaff } from './staff.ts';
import { wordsOf } from '../../../domain/words/catalogue.ts';

export const CMS_CATALOGUE_MESSAGES = wordsOf('messages.cmsCatalogue');

/** The stored name of a metal colour ('white' → 'White'), as the storefront's colour picker shows it. */
const colourName = (colour: keyof typeof COLOUR_NAMES) => COLOUR_NAMES[colour];
const COLOUR_NAMES = { white: 'White', rose: 'Rose', yellow: 'Yellow', platinum: 'Platinum', silver: 'Silver' } as const;

type VariantInput = ProductCreate['variants'][number];
type ColourInput = VariantInput['colours'][number];

/**
 * New products and their metals and colours, for staff (issue 14). A product is created whole in one transaction —
 * the product, its metals with their colour prices, its ring-size prices, the drawn pictures of each colour and shape
 * it is offered in, its lowest price (the rule of `lowestPriceSen`) and the audit record — so a refused or failed
 * create leaves nothing. The storefront's in-memory catalogue follows at commit (the catalogue tables' trigger).
 */
export function createCmsCatalogue(db: Database) {
  async function addColours(tx: Database, variantId: number, colours: readonly ColourInput[]) {
    if (new Set(colours.map((c) => c.colour)).size !== colours.length) throw new BadRequestError(CMS_CATALOGUE_MESSAGES.colourTwice);
    await addColourOptions(tx, colours.map((c) => ({ variantId, colorId: COLOUR_IDS[colourName(c.colour)], colour: colourName(c.colour), priceSen: senFromRinggit(c.price_myr) })));
  }

  async function addVariant(tx: Database, productId: number, variant: VariantInput, sortOrder: number) {
    const variantId = await addMetal(tx, { productId, metalGroup: variant.metal_group, name: variant.name, weightGrams: variant.weight_grams, sortOrder });
    await addColours(tx, variantId, variant.colours);
  }

  /** Keeps the lowest price, the drawn pictures and the audit record of a change to a product's metals. */
  async function afterMetalChange(tx: Database, staff: Caller, productId: number, before: Awaited<ReturnType<typeof readCmsProduct>>, action: string) {
    await changeProduct(tx, productId, { priceFromSen: await lowestPriceSen(tx, productId), updatedAt: new Date() });
    await redrawPictures(tx, productId, before.sku, before.shapes);
    const after = await readCmsProduct(tx, productId);
    await recordAudit(tx, { actorUserId: staff.userId, action, entity: 'product', entityKey: before.slug, before: before as unknown as Record<string, unknown>, after: after as unknown as Record<string, unknown> });
    return after;
  }

  return {
    async create(caller: Caller | undefined, input: ProductCreate) {
      const staff = requireStaff(caller);
      try {
        const id = await db.transaction(async (tx) => {
          const [taken] = await tx.select({ slug: products.slugId, sku: products.sku }).from(products).where(or(eq(products.slugId, input.slug), eq(products.sku, input.sku))).limit(1);
          if (taken) throw new ConflictError(taken.slug === input.slug ? CMS_CATALOGUE_MESSAGES.slugTaken : CMS_CATALOGUE_MESSAGES.skuTaken);
          const [category] = await tx.select({ id: categories.id }).from(categories).where(eq(categories.id, input.category_id));
          if (!category) throw new BadRequestError(CMS_CATALOGUE_MESSAGES.noCategory);
          if (input.subcategory_id !== null) {
            const [sub] = await tx.select({ id: subcategories.id }).from(subcategories).where(and(eq(subcategories.id, input.subcategory_id), eq(subcategories.categoryId, input.category_id)));
            if (!sub) throw new BadRequestError(CMS_CATALOGUE_MESSAGES.notItsSubcategory);
          }
          const productId = await addProduct(tx, {
            slugId: input.slug,
            sku: input.sku,
            name: input.name,
            description: safeDescriptionHtml(input.description),
            categoryId: input.category_id,
            subcategoryId: input.subcategory_id,
            classification: input.classification,
            design: input.design,
            shapes: input.shapes,
            priceFromSen: 0,
            isActive: input.is_active,
          });
          for (const [i, variant] of input.variants.entries()) await addVariant(tx, productId, variant, i);
          if (input.ring_sizes.length) {
            await addRingSizePrices(tx, input.ring_sizes.map((r) => ({ productId, minSize: r.min_size, maxSize: r.max_size, priceSen: senFromRinggit(r.price_myr) })));
          }
          await changeProduct(tx, productId, { priceFromSen: await lowestPriceSen(tx, productId) });
          await redrawPictures(tx, productId, input.sku, input.shapes);
          const created = await readCmsProduct(tx, productId);
          await recordAudit(tx, { actorUserId: staff.userId, action: 'product.create', entity: 'product', entityKey: input.slug, before: null, after: created as unknown as Record<string, unknown> });
          return productId;
        });
        return readCmsProduct(db, id);
      } catch (error) {
        // two staff creating the same slug or SKU at once: the second is told, not a 500
        if (isUniqueViolation(error)) throw new ConflictError(CMS_CATALOGUE_MESSAGES.taken);
        throw error;
      }
    },

    /** Adds a metal (with its colours) to a product. */
    async addMetal(caller: Caller | undefined, productId: number, variant: VariantInput) {
      const staff = requireStaff(caller);
      return db.transaction(async (tx) => {
        const before = await readCmsProduct(tx, productId);
        const [last] = await tx.select({ n: max(productVariants.sortOrder) }).from(productVariants).where(eq(productVariants.productId, productId));
        await addVariant(tx, productId, variant, Number(last?.n ?? -1) + 1);
        return afterMetalChange(tx, staff, productId, before, 'product.metal.add');
      });
    },

    /** Adds a colour option with its price to one of the product's metals. */
    async addColour(caller: Caller | undefined, productId: number, variantId: number, colour: ColourInput) {
      const staff = requireStaff(caller);
      return db.transaction(async (tx) => {
        const before = await readCmsProduct(tx, productId);
        if (!before.metals.some((m) => m.id === variantId)) throw new NotFoundError(CMS_CATALOGUE_MESSAGES.notItsMetal);
        const existing = await tx.select({ colour: colourOptions.colour }).from(colourOptions).where(eq(colourOptions.variantId, variantId));
        if (existing.some((c) => c.colour === colourName(colour.colour))) throw new ConflictError(CMS_CATALOGUE_MESSAGES.colourTwice);
        await addColours(tx, variantId, [colour]);
        return afterMetalChange(tx, staff, productId, before, 'product.colour.add');
      });
    },
  };
}
