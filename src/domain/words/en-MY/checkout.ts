/** The words of the checkout screens, one section per screen or part (src/web). */
export const checkout = {
  gatewayForm: {
    takingYouToThe: 'Taking you to the payment page…',
    continueToPayment: 'Continue to payment',
    weCouldNotOpen: 'We could not open the payment page. Please try Continue to payment again; if it still does not open, contact us and we will help you complete your order.',
  },
  summaryLines: {
    ringSize: 'Ring size {ringsize}',
    in: '“{engravetext}” in {engravefont}',
  },
  useCheckout: {
    thisItemTemporarilyUnavailable: 'This item temporarily unavailable. Please remove it from shopping cart before complete the order.',
  },
} as const;
