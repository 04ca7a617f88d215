import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { CmsEInvoice, CmsEInvoiceSearch, EInvoiceBuyerCheck, EInvoiceDocument, EInvoiceRequest, OrderEInvoice } from '../../../domain/contract/e-invoices.ts';
import { buyerProblems, INDIVIDUAL_E_INVOICE_ABOVE_SEN, type BuyerProblem } from '../../../domain/e-invoice/parties.ts';
import { ringgitFromSen } from '../../../domain/money/money.ts';
import { buyerProblemWords } from '../../../domain/e-invoice/words.ts';
import { t, wordsOf } from '../../../domain/words/catalogue.ts';
import type { Database } from '../../db/client.ts';
import { eInvoiceBuyers, eInvoices } from '../../db/schema/e-invoices.ts';
import { orders } from '../../db/schema/orders.ts';
import { BadRequestError, ConflictError, ForbiddenError, NotFoundError, UnauthorizedError } from '../../errors.ts';
import type { RateLimiter } from '../../http/rate-limit.ts';
import type { Caller } from '../accounts/index.ts';
import { recordAudit } from '../audit/index.ts';
import { originalOf, type EInvoiceRow } from './building.ts';
import { eInvoiceOnPaid } from './issuing.ts';
import type { MyInvois } from './myinvois.ts';
import { tinChecker, type TinCheck } from './tin-check.ts';

export const E_INVOICE_MESSAGES = wordsOf('eInvoices.messages', {}, {
  problem: (problem: BuyerProblem) => buyerProblemWords()[problem],
  tooManyTinChecks: (minutes: number) => t('eInvoices.messages.tooManyTinChecks', { count: minutes }),
});

const PAGE_SIZE = 50;

const buyerAnswer = (row: typeof eInvoiceBuyers.$inferSelect | undefined) => (row ? { kind: row.kind, name: row.name, id_number: row.idNumber, tin: row.tin, email: row.email, phone: row.phone } : null);

/** Reading and asking for e-invoices: the shopper's own order, and the back-office's list, resubmission and download. */
export function createEInvoiceService(deps: { db: Database; myinvois: MyInvois; wake(): void; log?: FastifyBaseLogger; limiter?: RateLimiter }) {
  const { db, myinvois } = deps;
  const checkTin = tinChecker(myinvois, { log: deps.log, limiter: deps.limiter, tooMany: E_INVOICE_MESSAGES.tooManyTinChecks });

  const documentOf = async (row: EInvoiceRow, withDocument = false): Promise<EInvoiceDocument> => {
    const original = row.originalId ? (await db.select({ codeNumber: eInvoices.codeNumber }).from(eInvoices).where(eq(eInvoices.id, row.originalId)).limit(1))[0] : undefined;
    return {
      code_number: row.codeNumber,
      kind: row.kind,
      status: row.status,
      month: row.month,
      uuid: row.uuid,
      long_id: row.longId,
      validation_link: row.status === 'valid' && row.uuid && row.longId ? myinvois.validationLink(row.uuid, row.longId) : null,
      reasons: row.reasons,
      original: original?.codeNumber ?? null,
      total: ringgitFromSen(row.amountSen),
      submitted_at: row.submittedAt?.toISOString() ?? null,
      validated_at: row.validatedAt?.toISOString() ?? null,
      document: withDocument ? row.document : null,
    };
  };

  async function ownOrder(caller: Caller, trackingId: string) {
    const [order] = await db.select().from(orders).where(eq(orders.trackingId, trackingId)).limit(1);
    if (!order || order.userId !== caller.userId) throw new NotFoundError(E_INVOICE_MESSAGES.orderNotFound);
    return order;
  }

  /** An order's e-invoicing as its owner sees it. */
  async function orderEInvoice(order: typeof orders.$inferSelect): Promise<OrderEInvoice> {
    const [buyer] = await db.select().from(eInvoiceBuyers).where(eq(eInvoiceBuyers.orderId, order.id)).limit(1);
    const own = await db.select().from(eInvoices).where(eq(eInvoices.orderId, order.id)).orderBy(eInvoices.id);
    const listedIn = own.some((r) => r.kind === 'invoice') ? undefined : await originalOf(db, order.id);
    const rows = listedIn && listedIn.kind === 'consolidated' ? [listedIn, ...own] : own;
    const invoice = own.find((r) => r.kind === 'invoice');
    return {
      order_number: order.trackingId,
      requested: Boolean(buyer),
      required: order.totalSen > INDIVIDUAL_E_INVOICE_ABOVE_SEN,
      can_request: canRequest(order, invoice, listedIn),
      buyer: buyerAnswer(buyer),
      documents: await Promise.all(rows.map((r) => documentOf(r, r.kind !== 'consolidated'))),
    };
  }

  const canRequest = (order: typeof orders.$inferSelect, invoice: EInvoiceRow | undefined, listedIn: EInvoiceRow | undefined) =>
    order.status !== 'Cancelled' && !(listedIn && listedIn.kind === 'consolidated') && (!invoice || invoice.status === 'due' || invoice.status === 'invalid');

  /**
   * The buyer's details checked by the form's rules, then a TIN given checked with LHDN (tin-check.ts): refused when
   * LHDN does not know it; kept 'unchecked' when LHDN cannot be asked.
   */
  async function checkBuyer(caller: Caller, request: EInvoiceRequest): Promise<Exclude<TinCheck, 'not found'>> {
    const buyer = { kind: request.kind, name: request.name, idNumber: request.id_number, tin: request.tin, email: request.email, phone: request.phone };
    const problems = buyerProblems(buyer);
    if (problems.length > 0) throw new BadRequestError(E_INVOICE_MESSAGES.problem(problems[0]));
    const tin = await checkTin(buyer, `user:${caller.userId}`);
    if (tin === 'not found') throw new BadRequestError(E_INVOICE_MESSAGES.problem('tinNotFound'));
    return tin;
  }

  /** Keeps the buyer's details with the order (its tax identity fields upper-cased, MyKad without dashes). */
  async function keepBuyer(tx: Database, orderId: number, request: EInvoiceRequest) {
    const values = { kind: request.kind, name: request.name, idNumber: request.kind === 'mykad' ? request.id_number.replace(/-/g, '') : request.id_number.toUpperCase(), tin: request.tin.toUpperCase(), email: request.email, phone: request.phone, updatedAt: new Date() };
    await tx.insert(eInvoiceBuyers).values({ orderId, ...values }).onConflictDoUpdate({ target: eInvoiceBuyers.orderId, set: values });
  }

  const staffOnly = (caller: Caller | undefined) => {
    if (!caller) throw new UnauthorizedError();
    if (caller.role !== 'CMS') throw new ForbiddenError(E_INVOICE_MESSAGES.staffOnly);
    return caller;
  };

  const rowByNumber = async (codeNumber: string) => {
    const [row] = await db.select().from(eInvoices).where(eq(eInvoices.codeNumber, codeNumber)).limit(1);
    if (!row) throw new NotFoundError(E_INVOICE_MESSAGES.notFound);
    return row;
  };

  async function cmsEInvoice(row: EInvoiceRow): Promise<CmsEInvoice> {
    const [order] = row.orderId ? await db.select({ trackingId: orders.trackingId }).from(orders).where(eq(orders.id, row.orderId)).limit(1) : [];
    const listed = row.orderIds.length ? await db.select({ trackingId: orders.trackingId }).from(orders).where(sql`${orders.id} in ${row.orderIds}`).orderBy(orders.id) : [];
    const [buyer] = row.orderId && row.kind !== 'consolidated' ? await db.select({ name: eInvoiceBuyers.name }).from(eInvoiceBuyers).where(eq(eInvoiceBuyers.orderId, row.orderId)).limit(1) : [];
    return {
      ...(await documentOf(row)),
      order_number: order?.trackingId ?? null,
      order_numbers: listed.map((o) => o.trackingId),
      buyer_name: buyer?.name ?? t('eInvoices.messages.generalPublic'),
      attempts: row.attempts,
      created_at: row.createdAt.toISOString(),
    };
  }

  return {
    async forOrder(caller: Caller, trackingId: string): Promise<OrderEInvoice> {
      return orderEInvoice(await ownOrder(caller, trackingId));
    },

    /**
     * The shopper asks for an e-invoice (at checkout or later, while the order is in no submitted document): the
     * details are checked (MyKad 12 digits, TIN pattern, a company's TIN) and kept; a paid order gets its e-invoice
     * due at once, an Invalid one is submitted again with them.
     */
    async request(caller: Caller, trackingId: string, request: EInvoiceRequest): Promise<OrderEInvoice> {
      const order = await ownOrder(caller, trackingId);
      await checkBuyer(caller, request);
      await db.transaction(async (tx) => {
        const [locked] = await tx.select().from(orders).where(eq(orders.id, order.id)).limit(1).for('update');
        const [invoice] = await tx.select().from(eInvoices).where(and(eq(eInvoices.orderId, order.id), eq(eInvoices.kind, 'invoice'))).limit(1);
        const listedIn = invoice ? undefined : await originalOf(tx, order.id);
        if (!canRequest(locked, invoice, listedIn)) throw new ConflictError(listedIn ? E_INVOICE_MESSAGES.alreadyConsolidated : locked.status === 'Cancelled' ? E_INVOICE_MESSAGES.orderCancelled : E_INVOICE_MESSAGES.alreadyIssued);
        await keepBuyer(tx, order.id, request);
        if (locked.paidAt) await eInvoiceOnPaid(tx, locked);
        if (invoice?.status === 'invalid') await tx.update(eInvoices).set({ status: 'due', claimedAt: null, updatedAt: new Date() }).where(eq(eInvoices.id, invoice.id));
      });
      deps.wake();
      return orderEInvoice((await db.select().from(orders).where(eq(orders.id, order.id)).limit(1))[0]);
    },

    /**
     * Checkout asks before the order is placed whether the buyer's details will do (the form's rules and, for a TIN
     * given, LHDN's TIN check): a refusal says what to correct; 'unchecked' when LHDN could not be asked.
     */
    async buyerCheck(caller: Caller, request: EInvoiceRequest): Promise<EInvoiceBuyerCheck> {
      return { tin_check: await checkBuyer(caller, request) };
    },

    async list(caller: Caller | undefined, search: CmsEInvoiceSearch) {
      staffOnly(caller);
      const filters: SQL[] = [];
      if (search.month) filters.push(sql`(${eInvoices.month} = ${search.month} or to_char(${eInvoices.createdAt} at time zone 'Asia/Kuala_Lumpur', 'YYYY-MM') = ${search.month})`);
      if (search.status) filters.push(eq(eInvoices.status, search.status));
      if (search.order) {
        const [order] = await db.select({ id: orders.id }).from(orders).where(eq(orders.trackingId, search.order)).limit(1);
        filters.push(order ? sql`(${eInvoices.orderId} = ${order.id} or ${eInvoices.orderIds} @> ${JSON.stringify([order.id])}::jsonb)` : sql`false`);
      }
      const where = filters.length ? and(...filters) : undefined;
      const rows = await db.select().from(eInvoices).where(where).orderBy(desc(eInvoices.id)).limit(PAGE_SIZE).offset((search.page - 1) * PAGE_SIZE);
      const [{ total }] = await db.select({ total: count() }).from(eInvoices).where(where);
      return { e_invoices: await Promise.all(rows.map(cmsEInvoice)), total, page: search.page, page_size: PAGE_SIZE };
    },

    async detail(caller: Caller | undefined, codeNumber: string) {
      staffOnly(caller);
      const row = await rowByNumber(codeNumber);
      const [buyer] = row.orderId && row.kind !== 'consolidated' ? await db.select().from(eInvoiceBuyers).where(eq(eInvoiceBuyers.orderId, row.orderId)).limit(1) : [];
      return { e_invoice: await cmsEInvoice(row), buyer: buyerAnswer(buyer) };
    },

    /** Staff submit an Invalid document again, with the buyer's details corrected when given (audited). */
    async resubmit(caller: Caller | undefined, codeNumber: string, buyer: EInvoiceRequest | undefined) {
      const staff = staffOnly(caller);
      if (buyer) await checkBuyer(staff, buyer);
      await db.transaction(async (tx) => {
        const [row] = await tx.select().from(eInvoices).where(eq(eInvoices.codeNumber, codeNumber)).limit(1).for('update');
        if (!row) throw new NotFoundError(E_INVOICE_MESSAGES.notFound);
        if (row.status !== 'invalid') throw new ConflictError(E_INVOICE_MESSAGES.onlyInvalid);
        if (buyer) {
          if (!row.orderId || row.kind === 'consolidated') throw new BadRequestError(E_INVOICE_MESSAGES.noBuyer);
          await keepBuyer(tx, row.orderId, buyer);
        }
        await tx.update(eInvoices).set({ status: 'due', claimedAt: null, updatedAt: new Date() }).where(eq(eInvoices.id, row.id));
        await recordAudit(tx, { actorUserId: staff.userId, action: 'e-invoice.resubmit', entity: 'e-invoice', entityKey: row.codeNumber, before: { status: row.status, reasons: row.reasons.map((r) => r.message) }, after: { status: 'due', buyer: buyer ? buyer.name : undefined } });
      });
      deps.wake();
      return this.detail(caller, codeNumber);
    },

    /** The document as last submitted (UBL JSON), for download. */
    async document(caller: Caller | undefined, codeNumber: string) {
      staffOnly(caller);
      const row = await rowByNumber(codeNumber);
      if (!row.document) throw new ConflictError(E_INVOICE_MESSAGES.notBuiltYet);
      return row.document;
    },
  };
}
export type EInvoiceService = ReturnType<typeof createEInvoiceService>;
