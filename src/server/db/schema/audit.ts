import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { jsonb } from './json-value.ts';
import { users } from './accounts.ts';

/**
 * Every change staff make in the back-office: who, what, when, before and after. Written in the same transaction as
 * the change (a change that fails leaves no record); the back-office reads it and never edits it.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    actorUserId: integer('actor_user_id')
      .notNull()
      .references(() => users.id),
    /** What was done, e.g. 'order.status', 'product.update'. */
    action: text('action').notNull(),
    /** The kind of record and its id or key, e.g. 'order' and a tracking id. */
    entity: text('entity').notNull(),
    entityKey: text('entity_key').notNull(),
    before: jsonb('before').$type<Record<string, unknown> | null>(),
    after: jsonb('after').$type<Record<string, unknown> | null>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('audit_log_entity').on(t.entity, t.entityKey, t.id), index('audit_log_created').on(t.createdAt)],
);
