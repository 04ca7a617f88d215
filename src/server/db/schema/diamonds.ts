import { bigserial, boolean, index, integer, numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** The certified diamond inventory, natural and lab-grown, as the suppliers list it. */
export const diamonds = pgTable(
  'diamonds',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    stockId: text('stock_id').notNull().unique(),
    certificateNo: text('certificate_no').notNull().unique(),
    certificateLink: text('certificate_link').notNull(),
    lab: text('lab').notNull(),
    type: text('type', { enum: ['natural', 'lab'] }).notNull(),
    shape: text('shape').notNull(),
    carat: numeric('carat', { precision: 5, scale: 2, mode: 'number' }).notNull(),
    color: text('color').notNull(),
    clarity: text('clarity').notNull(),
    /** The cut grade; null for a fancy shape its lab gave none (GIA grades the cut of round brilliants only). */
    cut: text('cut'),
    polish: text('polish').notNull(),
    symmetry: text('symmetry').notNull(),
    fluorescence: text('fluorescence').notNull(),
    depthPct: numeric('depth_pct', { precision: 4, scale: 1, mode: 'number' }).notNull(),
    tablePct: numeric('table_pct', { precision: 4, scale: 1, mode: 'number' }).notNull(),
    lengthMm: numeric('length_mm', { precision: 5, scale: 2, mode: 'number' }).notNull(),
    widthMm: numeric('width_mm', { precision: 5, scale: 2, mode: 'number' }).notNull(),
    heightMm: numeric('height_mm', { precision: 5, scale: 2, mode: 'number' }).notNull(),
    /** Selling price in sen (shown as MYR_PRICE). */
    priceSen: integer('price_sen').notNull(),
    /** What the supplier asks, in US cents, kept beside the selling price. */
    costUsdCents: integer('cost_usd_cents').notNull(),
    supplier: text('supplier').notNull(),
    imageUrl: text('image_url').notNull(),
    videoUrl: text('video_url').notNull(),
    isAvailable: boolean('is_available').notNull().default(true),
    /** Set while an order holds the stone; such a stone is never offered. */
    reservedByOrderId: integer('reserved_by_order_id'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('diamonds_search').on(t.type, t.shape, t.priceSen),
    index('diamonds_type_carat').on(t.type, t.carat),
    index('diamonds_updated').on(t.updatedAt),
  ],
);
