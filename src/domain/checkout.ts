/**
 * What checkout offers (account spec §3), without the schema library: the checkout page's first load carries these,
 * and the API's schemas (contract/orders.ts) are built from the same values.
 */

/** The ways to pay: FPX online banking (DD, the default) and a card (CC). */
export const PAYMENT_METHODS = ['DD', 'CC'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const DEFAULT_PAYMENT_METHOD: PaymentMethod = 'DD';
export const REMARK_MAX_LENGTH = 500;
