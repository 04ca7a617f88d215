import { boolean, index, integer, numeric, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { jsonb } from './json-value.ts';
import type { RingDesign } from '../../../domain/catalog/designs.ts';

/** Main categories. Ids are the spec's (8 engagement rings, 7 needs a diamond step); flags carry their roles. */
export const categories = pgTable('categories', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  slug: text('slug').notNull().unique(),
  description: text('description').notNull().default(''),
  sortOrder: smallint('sort_order').notNull().default(0),
  inNavigation: boolean('in_navigation').notNull().default(true),
  requiresDiamond: boolean('requires_diamond').notNull().default(false),
  isEngagementRing: boolean('is_engagement_ring').notNull().default(false),
});

export const subcategories = pgTable(
  'subcategories',
  {
    id: integer('id').primaryKey(),
    categoryId: integer('category_id').notNull().references(() => categories.id),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    imageName: text('image_name').notNull(),
    sortOrder: smallint('sort_order').notNull().default(0),
  },
  (t) => [uniqueIndex('subcategories_category_slug').on(t.categoryId, t.slug)],
);

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    slugId: text('slug_id').notNull().unique(),
    sku: text('sku').notNull().unique(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    categoryId: integer('category_id').notNull().references(() => categories.id),
    subcategoryId: integer('subcategory_id').references(() => subcategories.id),
    classification: text('classification').notNull(),
    design: jsonb('design').$type<RingDesign>().notNull(),
    /** Shapes the setting can be made with (lower-case slugs); the first is the default picture. */
    shapes: text('shapes').array().notNull(),
    /** Lowest price a shopper can pay (cheapest colour + cheapest ring-size range), kept by the catalog service. */
    priceFromSen: integer('price_from_sen').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('products_category').on(t.categoryId, t.subcategoryId),
    index('products_price').on(t.priceFromSen),
  ],
);

/** A variant entry: one metal (e.g. 18K Gold) within a metal group; its id is the sub_panel_setting_id. */
export const productVariants = pgTable(
  'product_variants',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
    metalGroup: text('metal_group', { enum: ['gold', 'silver', 'platinum', 'others'] }).notNull(),
    name: text('name').notNull(),
    weightGrams: numeric('weight_grams', { precision: 6, scale: 2, mode: 'number' }).notNull(),
    sortOrder: smallint('sort_order').notNull().default(0),
  },
  (t) => [index('product_variants_product').on(t.productId)],
);

/** A colour option of a variant; its id is the product_panel_setting_id a cart line points at. */
export const colourOptions = pgTable(
  'colour_options',
  {
    id: serial('id').primaryKey(),
    variantId: integer('variant_id').notNull().references(() => productVariants.id, { onDelete: 'cascade' }),
    colorId: smallint('color_id').notNull(),
    colour: text('colour').notNull(),
    priceSen: integer('price_sen').notNull(),
  },
  (t) => [index('colour_options_variant').on(t.variantId)],
);

/** Price of the setting by ring size: the range whose min_size..max_size brackets the size applies. */
export const diamondRingPrices = pgTable(
  'diamond_ring_prices',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
    minSize: smallint('min_size').notNull(),
    maxSize: smallint('max_size').notNull(),
    priceSen: integer('price_sen').notNull(),
  },
  (t) => [index('diamond_ring_prices_product').on(t.productId)],
);

/** Pictures of a product: normal (gallery), rotate (360 frames), slider; the file name carries sku, colour, shape. */
export const productImages = pgTable(
  'product_images',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['normal', 'rotate', 'slider'] }).notNull(),
    imageName: text('image_name').notNull(),
    url: text('url').notNull(),
    sortOrder: smallint('sort_order').notNull().default(0),
  },
  (t) => [index('product_images_product').on(t.productId, t.kind)],
);
