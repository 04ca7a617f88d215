import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { jsonb } from './json-value.ts';
import { products } from './catalog.ts';

/** Home page content and other editable blocks, keyed (reviews, banners, categoriessliders, bridals, brides, ...). */
export const contentBlocks = pgTable('content_blocks', {
  key: text('key').primaryKey(),
  data: jsonb('data').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Shop settings: brand, company, address, telephone, fax, e-mail, hours, social links. */
export const shopSettings = pgTable('shop_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** 'Drop Hint': a shopper tells someone about a design. */
export const hints = pgTable(
  'hints',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id').references(() => products.id),
    recipientEmail: text('recipient_email').notNull(),
    recipientPhone: text('recipient_phone').notNull().default(''),
    senderEmail: text('sender_email').notNull(),
    senderPhone: text('sender_phone').notNull().default(''),
    note: text('note').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('hints_created').on(t.createdAt)],
);

export const contactEnquiries = pgTable('contact_enquiries', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  phone: text('phone').notNull(),
  subject: text('subject').notNull(),
  message: text('message').notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
