import { bigint, index, integer, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { colourOptions, products } from './catalog.ts';
import { diamonds } from './diamonds.ts';

export const carts = pgTable('carts', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().unique().references(() => users.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A cart line: a setting in one colour (product_panel_setting_id), a ring size, an engraving and maybe a diamond. */
export const cartItems = pgTable(
  'cart_items',
  {
    id: serial('id').primaryKey(),
    cartId: integer('cart_id').notNull().references(() => carts.id, { onDelete: 'cascade' }),
    productId: integer('product_id').notNull().references(() => products.id),
    colourOptionId: integer('colour_option_id').notNull().references(() => colourOptions.id),
    quantity: smallint('quantity').notNull().default(1),
    ringSize: smallint('ring_size'),
    engraveText: text('engrave_text').notNull().default(''),
    engraveFont: text('engrave_font').notNull().default(''),
    diamondId: bigint('diamond_id', { mode: 'number' }).references(() => diamonds.id),
    /** The number of the unpaid order this line came back from when it was cancelled (issue 41), shown on the line; null for a line the shopper added. */
    fromCancelledOrder: text('from_cancelled_order'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('cart_items_cart').on(t.cartId)],
);
