import { customType, index, integer, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { products } from './catalog.ts';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * Pictures of a product uploaded by staff (issue 14), kept in the database so every instance serves them: a
 * normalised original (WebP, at most 2000 px on its longer side), tagged with what it shows so the storefront's
 * picture filter finds it. Shown before the drawn pictures, in upload order.
 */
export const productUploads = pgTable(
  'product_uploads',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
    /** Picture colour: white, rose or yellow (platinum and silver show white). */
    colour: text('colour', { enum: ['white', 'rose', 'yellow'] }).notNull(),
    /** Lower-case shape slug. */
    shape: text('shape').notNull(),
    /** Carat view code, or null for every carat. */
    carat: text('carat'),
    picture: bytea('picture').notNull(),
    width: smallint('width').notNull(),
    height: smallint('height').notNull(),
    uploadedBy: integer('uploaded_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('product_uploads_product').on(t.productId)],
);
