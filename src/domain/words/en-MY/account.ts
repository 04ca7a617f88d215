/** My Account: orders, addresses, profile (account spec). */
export const account = {
  order: {
    paymentConfirming: 'Your payment is being confirmed by the bank. This page shows it as soon as it is.',
    notPaidYet: 'This order is not paid yet.',
    heldUntil: 'Your diamonds are held for you until {time}.',
  },
} as const;
