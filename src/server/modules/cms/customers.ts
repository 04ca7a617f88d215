import { and, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { safeText } from '../../../domain/contract/fields.ts';
import { ringgitFromSen } from '../../../domain/money/money.ts';
import type { OrderStatus } from '../../../domain/orders/order-status.ts';
import type { Database } from '../../db/client.ts';
import { addresses, users } from '../../db/schema/accounts.ts';
import { orders } from '../../db/schema/orders.ts';
import { NotFoundError } from '../../errors.ts';
import type { Caller } from '../accounts/index.ts';
import { requireStaff } from './staff.ts';
import { t } from '../../../domain/words/catalogue.ts';

export const customerSearchSchema = z.object({ q: safeText().max(100).optional(), page: z.coerce.number().int().min(1).max(10_000).default(1) });
const PAGE = 50;

/** Customers for staff (issue 14): who they are, their orders and addresses — never a password hash or a token. */
export function createCmsCustomers(db: Database) {
  return {
    async list(caller: Caller | undefined, search: z.output<typeof customerSearchSchema>) {
      requireStaff(caller);
      const where: SQL[] = [];
      if (search.q) {
        const like = `%${search.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
        where.push(or(ilike(users.email, like), ilike(users.name, like), ilike(users.phone, like))!);
      }
      const rows = await db
        .select({ id: users.id, name: users.name, email: users.email, phone: users.phone, role: users.role, since: users.createdAt, orders: count(orders.id), total: sql<number>`count(*) over ()` })
        .from(users)
        .leftJoin(orders, eq(orders.userId, users.id))
        .where(where.length ? and(...where) : undefined)
        .groupBy(users.id)
        .orderBy(desc(users.id))
        .limit(PAGE)
        .offset((search.page - 1) * PAGE);
      return { total: Number(rows[0]?.total ?? 0), customers: rows.map((r) => ({ id: r.id, name: r.name, email: r.email, phone: r.phone, role: r.role, since: r.since.toISOString(), orders: Number(r.orders) })) };
    },

    async detail(caller: Caller | undefined, id: number) {
      requireStaff(caller);
      const [user] = await db.select({ id: users.id, name: users.name, email: users.email, phone: users.phone, role: users.role, since: users.createdAt }).from(users).where(eq(users.id, id)).limit(1);
      if (!user) throw new NotFoundError(t('messages.errors.customerNotFound'));
      const [book, history] = await Promise.all([
        db.select().from(addresses).where(eq(addresses.userId, id)).orderBy(desc(addresses.isDefault), desc(addresses.id)),
        db.select({ trackingId: orders.trackingId, status: orders.status, totalSen: orders.totalSen, createdAt: orders.createdAt }).from(orders).where(eq(orders.userId, id)).orderBy(desc(orders.id)),
      ]);
      return {
        ...user,
        since: user.since.toISOString(),
        addresses: book.map((a) => ({ id: a.id, name: a.name, phone: a.phone, address: a.address, postal: a.postal, city: a.city, state: a.state, country: a.country, is_default: a.isDefault })),
        orders: history.map((o) => ({ tracking_id: o.trackingId, status: o.status as OrderStatus, total: ringgitFromSen(o.totalSen), created_at: o.createdAt.toISOString() })),
      };
    },
  };
}
