import { t, wordsOf } from '../words/catalogue.ts';

/**
 * The life of an order (issue 16): a small explicit state machine. Statuses are stored and shown as the shop names
 * them ('Pending Payment' …); every change is a transition allowed here, recorded with its time, cause and actor.
 */
export const ORDER_STATUS = {
  pendingPayment: 'Pending Payment',
  paid: 'Paid',
  paymentFailed: 'Payment Failed',
  cancelled: 'Cancelled',
  inProduction: 'In Production',
  shipped: 'Shipped',
  delivered: 'Delivered',
  refunded: 'Refunded',
} as const;
export type OrderStatus = (typeof ORDER_STATUS)[keyof typeof ORDER_STATUS];
export const ORDER_STATUSES = Object.values(ORDER_STATUS) as OrderStatus[];

const S = ORDER_STATUS;

/**
 * A status as a shopper or staff member reads it, in the shop's language. The status itself is stored as the shop
 * names it in English (the spec's 'Pending Payment' …) and is a code: screens and e-mails show it through here.
 */
const STATUS_WORDS = wordsOf('names.orderStatuses');
const CODE_OF = Object.fromEntries(Object.entries(ORDER_STATUS).map(([code, status]) => [status, code])) as Record<OrderStatus, keyof typeof ORDER_STATUS>;
export const orderStatusInWords = (status: string): string => (isOrderStatus(status) ? STATUS_WORDS[CODE_OF[status]] : status);

/**
 * Where each status may go. A payment can be tried again after a failure (Pay Now); an order is cancelled only
 * before any payment (account spec §9 "Cancellation only before any payment"), by the shopper's choice, staff or an
 * expired reservation; a paid order is refunded instead; cancelled and refunded orders are final.
 */
export const ORDER_TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  [S.pendingPayment]: [S.paid, S.paymentFailed, S.cancelled],
  [S.paymentFailed]: [S.pendingPayment, S.paid, S.cancelled],
  [S.paid]: [S.inProduction, S.refunded],
  [S.inProduction]: [S.shipped, S.refunded],
  [S.shipped]: [S.delivered, S.refunded],
  [S.delivered]: [S.refunded],
  [S.cancelled]: [],
  [S.refunded]: [],
};

export function isOrderStatus(value: string): value is OrderStatus {
  return (ORDER_STATUSES as string[]).includes(value);
}

export function canMove(from: OrderStatus, to: OrderStatus): boolean {
  return ORDER_TRANSITIONS[from].includes(to);
}

/** An order that may still be paid online (Pay Now). */
export const awaitsPayment = (status: OrderStatus): boolean => status === S.pendingPayment || status === S.paymentFailed;

/** An order a payment paid (Paid and every status after it, Refunded included): neither awaiting payment nor cancelled. */
export const wasPaid = (status: OrderStatus): boolean => status !== S.cancelled && !awaitsPayment(status);

/** Who moved an order: the shopper, a staff member, the payment gateway, or the shop's own jobs. */
export type OrderActor = { kind: 'customer' | 'staff'; userId: number } | { kind: 'gateway' } | { kind: 'system' };

export interface OrderTransition {
  from: OrderStatus | null;
  to: OrderStatus;
  cause: string;
  actor: OrderActor;
}

export class IllegalTransitionError extends Error {
  constructor(
    readonly from: OrderStatus,
    readonly to: OrderStatus,
  ) {
    super(t('messages.errors.illegalMove', { from: orderStatusInWords(from), to: orderStatusInWords(to) }));
  }
}

/** The transition, or IllegalTransitionError when the machine does not allow it. */
export function transition(from: OrderStatus, to: OrderStatus, cause: string, actor: OrderActor): OrderTransition {
  if (!canMove(from, to)) throw new IllegalTransitionError(from, to);
  return { from, to, cause, actor };
}
