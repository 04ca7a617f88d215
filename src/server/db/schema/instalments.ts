import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { InstalmentMonths } from '../../../domain/payments/instalments.ts';

/**
 * The banks' interest-free instalment plans (src/domain/payments/instalments.ts): one row per bank and months, listed in
 * `position` order, edited by staff in the back-office. A change is announced on `storefront_changed` (the product
 * pages and the payment-options page show the plans), like the other tables the storefront keeps.
 */
export const instalmentPlans = pgTable(
  'instalment_plans',
  {
    id: serial('id').primaryKey(),
    bank: text('bank').notNull(),
    months: smallint('months').$type<InstalmentMonths>().notNull(),
    minSen: integer('min_sen').notNull(),
    promoCode: text('promo_code').notNull().default(''),
    active: boolean('active').notNull().default(true),
    position: integer('position').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('instalment_plans_bank_months').on(t.bank, t.months), check('instalment_plans_months', sql`${t.months} in (6, 12)`), check('instalment_plans_min', sql`${t.minSen} >= 0`)],
);
