import { createHash, randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { priceCart, type PricedLine } from '../../../domain/orders/cart-pricing.ts';
import type { ShopSettings } from '../../../domain/contract/content.ts';
import type { OrderCreate, PaymentMethod, PlacedOrder } from '../../../domain/contract/orders.ts';
import { formatRM, ringgitFromSen, senFromRinggit, type Sen } from '../../../domain/money/money.ts';
import { ORDER_STATUS, type OrderActor } from '../../../domain/orders/order-status.ts';
import { AT_STORE_METHOD, BANK_TRANSFER_METHOD, methodRefusal } from '../../../domain/payments/payment-methods.ts';
import { BANK_TRANSFER_HOLD_DAYS } from '../../../domain/payments/payment-destinations.ts';
import { abroadLinesOf, destinationOf, isOnlineMethod, type OrderDestination } from './destination.ts';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { orderLines, orderRequests, orders, type AddressSnapshot, type DiamondSnapshot, type OrderInstalment } from '../../db/schema/orders.ts';
import { attemptInstalmentOf, instalmentToPay } from './instalment-choice.ts';
import { BadRequestError, ConflictError, ForbiddenError } from '../../errors.ts';
import { enqueueEmail } from '../../mail/outbox.ts';
import { addressOf } from '../accounts/index.ts';
import type { Caller } from '../accounts/index.ts';
import { directBuyPiece, pricedCartLines, takeOrderedLines } from '../cart/index.ts';
import { stones } from '../diamonds/index.ts';
import { startPayment } from '../payments/index.ts';
import type { PaymentGateway } from '../payments/index.ts';
import { diamondLineText, orderReceivedEmail, type OrderForEmail } from './emails.ts';
import { measure } from '../../metrics/shop-metrics.ts';
import { recordPlaced } from './status-changes.ts';
import { t, wordsOf } from '../../../domain/words/catalogue.ts';
import { orderCause } from '../../../domain/orders/order-causes.ts';
import { malaysianDateDigits } from '../../../domain/shop/malaysian-time.ts';

/** The shop's words at checkout (account spec §5, §8). */
export const ORDER_MESSAGES = wordsOf('messages.order', {}, {
  totalChanged: (total: number) => t('messages.order.totalChanged', { total: formatRM(total) }),
});

export interface PlacingDeps {
  db: Database;
  gateway: PaymentGateway;
  siteOrigin: string;
  reservationMinutes: number;
  shopSettings(): Promise<ShopSettings>;
  /** Tells the mail worker an e-mail is waiting (after the commit). */
  mailQueued(): void;
}

export interface PlacingRequest {
  order: OrderCreate;
  /** The Idempotency-Key header: a retried request answers the first answer instead of making a second order. */
  idempotencyKey?: string;
  ip: string;
}

/** One line as the order keeps it: priced and described now, so later catalogue changes never alter it. */
interface LineToOrder {
  productId: number;
  colourOptionId: number;
  slugId: string;
  productName: string;
  thumbnail: string;
  colourName: string;
  weightGrams: number;
  ringSize: number | null;
  engraveText: string;
  engraveFont: string;
  quantity: number;
  unitSen: number;
  diamondId: number | null;
  diamond: DiamondSnapshot | null;
  diamondSen: number | null;
  available: boolean;
}

/**
 * POST /api/order/create (account spec §4 "Order flow"), one transaction of small steps that commit or roll back
 * together: claim the request's idempotency key → gather the lines (cart lines or the direct-buy piece) priced by the
 * server → refuse a total that differs → check the address is the caller's own (unless paid at the store) → create
 * the order → reserve every stone with a conditional update (exactly one of many shoppers wins a stone) → snapshot the
 * lines → take the cart lines ordered out of the cart (a cancel gives them back: move-effects.ts) → record the status
 * and the payment attempt → write the e-mail to the outbox → keep the answer for retries.
 */
export async function placeOrder(deps: PlacingDeps, caller: Caller, request: PlacingRequest): Promise<PlacedOrder> {
  const { order: wanted } = request;
  if (wanted.pay_counter && caller.role !== 'CMS') throw new ForbiddenError(ORDER_MESSAGES.storeStaffOnly);
  const settings = await deps.shopSettings();
  const placed = await deps.db.transaction(async (tx) => {
    const claim = request.idempotencyKey ? await claimRequest(tx, caller.userId, request.idempotencyKey, wanted) : null;
    if (claim?.answer) return { answer: claim.answer, fresh: false };

    const lines = await linesToOrder(tx, caller, wanted);
    const priced = priceCart(lines);
    checkTotal(priced.totalSen, wanted.total_amount);
    if (!wanted.pay_counter) checkMethodTakes(wanted.payment_method, priced.totalSen);
    if (lines.some((l) => !l.available)) throw new ConflictError(ORDER_MESSAGES.unavailable);
    const delivery = wanted.pay_counter ? null : await shippingAddress(tx, caller, wanted.address_id);
    const abroad = delivery ? await destinationOf(tx, wanted, delivery.countryCode, priced.totalSen) : null;
    const instalment = wanted.pay_counter ? null : await instalmentToPay(tx, wanted.payment_method, wanted.instalment, priced.totalSen, abroad?.billingCountry ?? null);
    const customer = await customerOf(tx, caller.userId);

    const order = await createOrder(tx, caller, wanted, priced.totalSen, delivery?.snapshot ?? null, instalment, deps.reservationMinutes, abroad);
    await reserveStones(tx, order.id, lines);
    await snapshotLines(tx, order.id, priced.lines);
    await takeFromCart(tx, caller.userId, wanted.user_cart_id);
    const actor: OrderActor = { kind: caller.role === 'CMS' ? 'staff' : 'customer', userId: caller.userId };
    await recordPlaced(tx, order.id, ORDER_STATUS.pendingPayment, orderCause(wanted.pay_counter ? 'placedAtStore' : 'placedOnline'), actor);
    const payment =
      wanted.pay_counter || !isOnlineMethod(wanted.payment_method)
        ? null
        : await startPayment(tx, deps.gateway, deps.siteOrigin, { orderId: order.id, orderNumber: order.trackingId, method: wanted.payment_method, amountSen: order.totalSen, customer: { ...customer, ip: request.ip }, instalment: attemptInstalmentOf(instalment) });
    const facts = { ...emailFacts(order, customer, priced.lines, wanted.pay_counter), instalment, abroadLines: abroadLinesOf(order, settings) };
    await enqueueEmail(tx, orderReceivedEmail(facts, settings, deps.siteOrigin));

    const answer: PlacedOrder = {
      OrderNumber: order.trackingId,
      order_status: ORDER_STATUS.pendingPayment,
      total_amount: ringgitFromSen(order.totalSen),
      ...(payment ? { HashValue: payment.fields.HashValue } : {}),
      payment,
    };
    if (claim) await tx.update(orderRequests).set({ orderId: order.id, answer }).where(eq(orderRequests.id, claim.id));
    return { answer, fresh: true, method: order.paymentMethod, totalSen: order.totalSen };
  });
  if (placed.method !== undefined) {
    measure.orderPlaced(placed.method, placed.totalSen);
    deps.mailQueued();
  }
  return placed.answer;
}

// ---------------------------------------------------------------- the steps

/** A digest of what was asked, so one key cannot stand for two different orders. */
const digestOf = (order: OrderCreate) => createHash('sha256').update(JSON.stringify(order)).digest('hex');

/**
 * The request's Idempotency-Key, claimed for this caller inside the transaction: a concurrent request with the same
 * key waits on the unique index until the first commits, then finds its answer.
 */
async function claimRequest(tx: Database, userId: number, key: string, order: OrderCreate): Promise<{ id: number; answer: PlacedOrder | null }> {
  const digest = digestOf(order);
  const [fresh] = await tx.insert(orderRequests).values({ userId, idempotencyKey: key, requestDigest: digest }).onConflictDoNothing().returning({ id: orderRequests.id });
  if (fresh) return { id: fresh.id, answer: null };
  const [earlier] = await tx.select().from(orderRequests).where(and(eq(orderRequests.userId, userId), eq(orderRequests.idempotencyKey, key))).limit(1);
  if (!earlier || earlier.requestDigest !== digest) throw new ConflictError(ORDER_MESSAGES.keyReused);
  return { id: earlier.id, answer: (earlier.answer as PlacedOrder | null) ?? null };
}

/** The lines to order: the chosen lines of the caller's cart, or the one direct-buy piece, priced by the server. */
async function linesToOrder(tx: Database, caller: Caller, wanted: OrderCreate): Promise<LineToOrder[]> {
  if (wanted.user_cart_id.length > 0) return cartLinesToOrder(tx, caller, wanted.user_cart_id);
  if (wanted.product_panel_setting_id) return [await directBuyLine(tx, wanted.product_panel_setting_id)];
  throw new BadRequestError(ORDER_MESSAGES.nothingToOrder);
}

async function cartLinesToOrder(tx: Database, caller: Caller, lineIds: number[]): Promise<LineToOrder[]> {
  const cart = await pricedCartLines(tx, caller.userId);
  const wanted = new Set(lineIds);
  const chosen = cart.lines.filter((l) => wanted.has(l.item.id));
  if (chosen.length !== wanted.size) throw new ConflictError(ORDER_MESSAGES.notInCart);
  return chosen.map((l) => ({
    productId: l.product.id,
    colourOptionId: l.colour.id,
    slugId: l.product.slugId,
    productName: l.product.name,
    thumbnail: l.thumbnail,
    colourName: l.colour.colour,
    weightGrams: l.metal.weightGrams,
    ringSize: l.item.ringSize,
    engraveText: l.item.engraveText,
    engraveFont: l.item.engraveFont,
    quantity: l.quantity,
    unitSen: l.unitSen,
    diamondId: l.diamond?.id ?? null,
    diamond: l.diamond ? diamondSnapshotOf(l.diamond) : null,
    diamondSen: l.diamondSen,
    available: l.available,
  }));
}

/** The direct-buy piece (account spec §3): one colour option of an active piece without ring sizes, priced now. */
async function directBuyLine(tx: Database, colourOptionId: number): Promise<LineToOrder> {
  const piece = await directBuyPiece(tx, colourOptionId);
  return {
    productId: piece.productId,
    colourOptionId,
    slugId: piece.slugId,
    productName: piece.name,
    thumbnail: piece.thumbnail,
    colourName: piece.colour,
    weightGrams: piece.weightGrams,
    ringSize: null,
    engraveText: '',
    engraveFont: '',
    quantity: 1,
    unitSen: piece.priceSen,
    diamondId: null,
    diamond: null,
    diamondSen: null,
    available: true,
  };
}

/** The total the shopper saw must be the total the shop computes now, to the sen. */
function checkTotal(totalSen: Sen, shownRinggit: number): void {
  if (senFromRinggit(shownRinggit) !== totalSen) throw new ConflictError(ORDER_MESSAGES.totalChanged(totalSen));
}

/** A method takes only the totals its limits allow (FPX: RM 1.00 to RM 30,000.00 per payment); a card takes any. */
export function checkMethodTakes(method: PaymentMethod | typeof BANK_TRANSFER_METHOD, totalSen: number): void {
  const refusal = methodRefusal(method, totalSen);
  if (refusal) throw new BadRequestError(refusal);
}

async function shippingAddress(tx: Database, caller: Caller, addressId: number | null | undefined): Promise<{ snapshot: AddressSnapshot; countryCode: string }> {
  const address = addressId ? await addressOf(tx, caller.userId, addressId) : undefined;
  if (!address) throw new BadRequestError(ORDER_MESSAGES.chooseAddress);
  return {
    snapshot: { name: address.name, phone: address.phone, address: address.address, postal: address.postal, city: address.city, state: address.state, country: address.country },
    countryCode: address.countryCode,
  };
}

async function customerOf(tx: Database, userId: number) {
  const [user] = await tx.select({ name: users.name, email: users.email, phone: users.phone }).from(users).where(eq(users.id, userId)).limit(1);
  return user;
}

/** 'KL' + the date in Kuala Lumpur + six random characters: unique, and not a count of the shop's orders. */
export function newTrackingId(now = new Date()): string {
  return `KL${malaysianDateDigits(now)}${randomBytes(4).toString('hex').toUpperCase().slice(0, 6)}`;
}

async function createOrder(tx: Database, caller: Caller, wanted: OrderCreate, totalSen: Sen, address: AddressSnapshot | null, instalment: OrderInstalment | null, reservationMinutes: number, abroad: OrderDestination | null) {
  const byTransfer = !wanted.pay_counter && wanted.payment_method === BANK_TRANSFER_METHOD;
  const [order] = await tx
    .insert(orders)
    .values({
      trackingId: newTrackingId(),
      userId: caller.userId,
      status: ORDER_STATUS.pendingPayment,
      totalSen,
      remark: wanted.remark,
      paymentMethod: wanted.pay_counter ? AT_STORE_METHOD : wanted.payment_method,
      payCounter: wanted.pay_counter,
      address,
      instalment,
      ...(abroad ?? {}),
      cartLinesTaken: wanted.user_cart_id.length > 0,
      // an order paid at the store holds its stones until the staff settle it; an online one for a while; one paid by bank transfer for days
      reservedUntil: wanted.pay_counter ? null : new Date(Date.now() + (byTransfer ? BANK_TRANSFER_HOLD_DAYS * 24 * 60 : reservationMinutes) * 60_000),
    })
    .returning();
  return order;
}

/**
 * Every stone of the order is reserved by one conditional update: only a stone still offered is taken, so of many
 * shoppers ordering one stone at once exactly one gets it; anyone else's whole order rolls back.
 */
async function reserveStones(tx: Database, orderId: number, lines: LineToOrder[]): Promise<void> {
  const stoneIds = lines.map((l) => l.diamondId).filter((id): id is number => id !== null);
  if (!(await stones.reserve(tx, orderId, stoneIds))) throw new ConflictError(ORDER_MESSAGES.unavailable);
}

async function snapshotLines(tx: Database, orderId: number, lines: (LineToOrder & { priced: Pick<PricedLine, 'settingSen' | 'diamondSen'> })[]): Promise<void> {
  await tx.insert(orderLines).values(
    lines.map((l) => ({
      orderId,
      productId: l.productId,
      colourOptionId: l.colourOptionId,
      slugId: l.slugId,
      productName: l.productName,
      thumbnail: l.thumbnail,
      colourName: l.colourName,
      weightGrams: l.weightGrams,
      ringSize: l.ringSize,
      engraveText: l.engraveText,
      engraveFont: l.engraveFont,
      quantity: l.quantity,
      priceSen: l.priced.settingSen,
      diamondId: l.diamondId,
      diamond: l.diamond,
      diamondPriceSen: l.priced.diamondSen,
    })),
  );
}

/**
 * The cart lines ordered leave the cart as the order is placed (issue 41): an unpaid order's lines are never in the
 * cart to ride into the next order unseen. A line another order took first is refused, and this order rolls back.
 */
async function takeFromCart(tx: Database, userId: number, lineIds: number[]): Promise<void> {
  if (lineIds.length === 0) return;
  if ((await takeOrderedLines(tx, userId, lineIds)) !== new Set(lineIds).size) throw new ConflictError(ORDER_MESSAGES.notInCart);
}

export function diamondSnapshotOf(d: { stockId: string; carat: number; shape: string; lab: string; certificateNo: string; certificateLink: string; cut: string | null; color: string; clarity: string; priceSen: number }): DiamondSnapshot {
  return {
    STOCK_ID: d.stockId,
    CARAT: d.carat,
    SHAPE: d.shape,
    LAB: d.lab,
    CERTIFICATE_NO: d.certificateNo,
    CERTIFICATE_LINK: d.certificateLink,
    CUT: d.cut,
    COLOR: d.color,
    CLARITY: d.clarity,
    MYR_PRICE: ringgitFromSen(d.priceSen),
  };
}

function emailFacts(order: { trackingId: string; totalSen: number }, customer: { name: string; email: string }, lines: (LineToOrder & { priced: Pick<PricedLine, 'lineSen' | 'settingSen' | 'diamondSen'> })[], payAtStore: boolean): OrderForEmail {
  return {
    trackingId: order.trackingId,
    totalSen: order.totalSen,
    customerName: customer.name,
    to: customer.email,
    payAtStore,
    lines: lines.map((l) => ({
      productName: l.productName,
      colourName: l.colourName,
      ringSize: l.ringSize,
      settingSen: l.priced.settingSen,
      diamond: l.diamond ? { text: diamondLineText(l.diamond), sen: l.priced.diamondSen } : null,
      lineSen: l.priced.lineSen,
    })),
  };
}
