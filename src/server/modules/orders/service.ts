import { shownInOf } from './destination.ts';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { OrderDetail, OrderListEntry, PaymentMethod, PlacedOrder } from '../../../domain/contract/orders.ts';
import { addSen, ringgitFromSen, sen } from '../../../domain/money/money.ts';
import { DEFAULT_ONLINE_METHOD, ONLINE_PAYMENT_METHODS, paidInInstalments, type OnlinePaymentMethod } from '../../../domain/payments/payment-methods.ts';
import type { InstalmentChoice } from '../../../domain/payments/instalments.ts';
import { attemptInstalmentOf, instalmentToPay, orderInstalmentOf } from './instalment-choice.ts';
import { awaitsPayment, ORDER_STATUS, type OrderStatus } from '../../../domain/orders/order-status.ts';
import { users } from '../../db/schema/accounts.ts';
import { diamonds } from '../../db/schema/diamonds.ts';
import { orders, orderStatusChanges, paymentAttempts } from '../../db/schema/orders.ts';
import { ConflictError, NotFoundError } from '../../errors.ts';
import type { Caller } from '../accounts/index.ts';
import { startPayment } from '../payments/index.ts';
import { checkMethodTakes, ORDER_MESSAGES, placeOrder, type PlacingDeps, type PlacingRequest } from './placing.ts';
import * as q from './queries.ts';
import { inMoveTransaction, moveOrder } from './status-changes.ts';
import { cancelByShopper } from './cancelling.ts';
import { requestReturn, returnOffer } from './return-requests.ts';
import { returnsAndRefunds } from './returns-read.ts';
import type { ReturnRequest } from '../../../domain/contract/orders.ts';
import { wordsOf } from '../../../domain/words/catalogue.ts';
import { orderCause, orderCauseInWords } from '../../../domain/orders/order-causes.ts';

/** Pay Now keeps the order's own online method, else the default one. */
const onlineMethodOr = (code: string): OnlinePaymentMethod => ONLINE_PAYMENT_METHODS.find((m) => m === code) ?? DEFAULT_ONLINE_METHOD;

export type OrderService = ReturnType<typeof createOrderService>;

export const PAY_NOW_MESSAGES = wordsOf('messages.payNow');

const lineOf = (l: q.OrderLineRow) => ({
  line_id: l.id,
  slug_id: l.slugId,
  thumbnail: l.thumbnail,
  product_name: l.productName,
  price: ringgitFromSen(l.priceSen),
  weight: l.weightGrams,
  name: l.colourName,
  ring_size: l.ringSize,
  quantity: l.quantity,
  engrave_text: l.engraveText,
  engrave_font: l.engraveFont,
  diamond: l.diamond ? { ...l.diamond } : null,
  line_total: ringgitFromSen(addSen(sen(l.priceSen), sen(l.diamondPriceSen))),
});

/** Orders: placing them, the caller's history and detail (own orders only), and Pay Now. */
export function createOrderService(deps: PlacingDeps) {
  const { db } = deps;

  /** The caller's own order by tracking id; another's or an unknown one is NotFound alike. */
  async function ownOrder(caller: Caller, trackingId: string) {
    const [order] = await db.select().from(orders).where(and(eq(orders.trackingId, trackingId), eq(orders.userId, caller.userId))).limit(1);
    if (!order) throw new NotFoundError(ORDER_MESSAGES.notFound);
    return order;
  }

  return {
    place: (caller: Caller, request: PlacingRequest): Promise<PlacedOrder> => placeOrder(deps, caller, request),

    /** The shopper cancels their unpaid order (POST /api/order/{tracking}/cancel); answers the order as it now is. */
    async cancel(caller: Caller, trackingId: string): Promise<OrderDetail> {
      await cancelByShopper(deps, caller, trackingId);
      return this.detail(caller, trackingId);
    },

    /** The shopper asks to return lines of their delivered order (POST /api/order/{tracking}/returns). */
    async requestReturn(caller: Caller, trackingId: string, request: ReturnRequest): Promise<{ number: string; order: OrderDetail }> {
      const number = await requestReturn(deps, caller, trackingId, request);
      return { number, order: await this.detail(caller, trackingId) };
    },

    async list(caller: Caller, page: number, limit: number): Promise<OrderListEntry[]> {
      const rows = await q.ordersOf(db, caller.userId, limit, (page - 1) * limit);
      const lines = await q.linesOf(db, rows.map((o) => o.id));
      return rows.map((order) => ({
        order_tracking_id: order.trackingId,
        order_status: order.status,
        created_date: order.createdAt.toISOString(),
        order_total: ringgitFromSen(order.totalSen),
        ...shownInOf(order),
        orders: lines.filter((l) => l.orderId === order.id).map(lineOf),
      }));
    },

    async detail(caller: Caller, trackingId: string): Promise<OrderDetail> {
      const order = await ownOrder(caller, trackingId);
      const [lines, attempts, history] = await Promise.all([
        q.linesOf(db, [order.id]),
        db.select().from(paymentAttempts).where(eq(paymentAttempts.orderId, order.id)).orderBy(desc(paymentAttempts.id)),
        db.select().from(orderStatusChanges).where(eq(orderStatusChanges.orderId, order.id)).orderBy(asc(orderStatusChanges.id)),
      ]);
      const last = attempts[0];
      const payable = !order.payCounter && awaitsPayment(order.status as OrderStatus) && order.reservedUntil !== null && order.reservedUntil > new Date();
      return {
        order_tracking_id: order.trackingId,
        order_status: order.status,
        created_date: order.createdAt.toISOString(),
        order_total: ringgitFromSen(order.totalSen),
        remark: order.remark,
        payment_method: order.paymentMethod,
        instalment: orderInstalmentOf(order.instalment ?? null, order.totalSen),
        address: order.address ?? null,
        ...shownInOf(order),
        orders: lines.map(lineOf),
        payment_data: payable && last ? { OrderNumber: order.trackingId, PaymentID: last.paymentId, reserved_until: order.reservedUntil?.toISOString() ?? null } : null,
        payment_status: last ? last.status : 'none',
        payment_cancelled: last ? last.status === 'failed' && deps.gateway.failureOf(last) === 'cancelled by buyer' : false,
        holds_stones: lines.some((l) => l.diamond !== null),
        history: history.map((h) => ({ status: h.toStatus, at: h.createdAt.toISOString(), cause: orderCauseInWords(h.cause) })),
        can_cancel: awaitsPayment(order.status as OrderStatus),
        return_offer: await returnOffer(db, order, lines),
        ...(await returnsAndRefunds(db, order.id)),
      };
    },

    /**
     * Pay Now (PUT /api/order/update): a new attempt, with a new PaymentID and hash, for the caller's unpaid order
     * whose stones are still reserved for it; the amount is always the order's stored total.
     */
    async payNow(caller: Caller, trackingId: string, method: PaymentMethod | undefined, ip: string, choice?: InstalmentChoice | null): Promise<PlacedOrder> {
      const order = await ownOrder(caller, trackingId);
      return inMoveTransaction(deps, async (tx, context) => {
        const [current] = await tx.select().from(orders).where(eq(orders.id, order.id)).limit(1).for('update');
        if (current.payCounter || !awaitsPayment(current.status as OrderStatus)) throw new ConflictError(PAY_NOW_MESSAGES.notPayable);
        if (!current.reservedUntil || current.reservedUntil <= new Date()) throw new ConflictError(PAY_NOW_MESSAGES.stonesGone);
        const held = await tx.select({ id: diamonds.id, available: diamonds.isAvailable }).from(diamonds).where(eq(diamonds.reservedByOrderId, current.id));
        if (held.some((d) => !d.available)) throw new ConflictError(PAY_NOW_MESSAGES.stonesGone);
        if (current.status === ORDER_STATUS.paymentFailed) await moveOrder(tx, context, current, { to: ORDER_STATUS.pendingPayment, cause: orderCause('payNowRetry'), actor: { kind: 'customer', userId: caller.userId } });
        const [customer] = await tx.select({ name: users.name, email: users.email, phone: users.phone }).from(users).where(eq(users.id, caller.userId)).limit(1);
        const paymentMethod = method ?? onlineMethodOr(current.paymentMethod);
        checkMethodTakes(paymentMethod, current.totalSen);
        // Pay Now keeps the order's plan unless another is sent (or another method chosen), checked against the plans as they are now
        const kept = current.instalment && paidInInstalments(paymentMethod) ? { bank: current.instalment.bank, months: current.instalment.months as InstalmentChoice['months'] } : null;
        const instalment = await instalmentToPay(tx, paymentMethod, choice ?? kept, current.totalSen, current.billingCountry ?? current.countryCode ?? null);
        if (paymentMethod !== current.paymentMethod || JSON.stringify(instalment) !== JSON.stringify(current.instalment ?? null)) {
          await tx.update(orders).set({ paymentMethod, instalment, updatedAt: new Date() }).where(eq(orders.id, current.id));
        }
        const payment = await startPayment(tx, deps.gateway, deps.siteOrigin, { orderId: current.id, orderNumber: current.trackingId, method: paymentMethod, amountSen: current.totalSen, customer: { ...customer, ip }, instalment: attemptInstalmentOf(instalment) });
        return { OrderNumber: current.trackingId, order_status: ORDER_STATUS.pendingPayment, total_amount: ringgitFromSen(current.totalSen), HashValue: payment.fields.HashValue, payment };
      });
    },
  };
}
