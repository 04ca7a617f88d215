/**
 * What checkout offers (account spec §3), without the schema library: the checkout page's first load carries these,
 * and the API's schemas (contract/orders.ts) are built from the same values. The ways to pay come from the table of
 * methods (payment-methods.ts): the online ones, FPX (DD) first and the default.
 */
import { DEFAULT_ONLINE_METHOD, ONLINE_PAYMENT_METHODS, type OnlinePaymentMethod } from '../payments/payment-methods.ts';

export const PAYMENT_METHODS = ONLINE_PAYMENT_METHODS;
export type PaymentMethod = OnlinePaymentMethod;
export const DEFAULT_PAYMENT_METHOD: PaymentMethod = DEFAULT_ONLINE_METHOD;
export const REMARK_MAX_LENGTH = 500;
