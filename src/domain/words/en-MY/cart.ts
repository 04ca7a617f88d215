/** The words of the cart screens, one section per screen or part (src/web). */
export const cart = {
  cartLine: {
    quantity: 'Quantity: {quantity}',
    diamond: '{CARAT} {SHAPE} diamond',
    certificate: '{LAB} certificate',
    opensTheLaboratoryS: '(opens the laboratory’s report in a new tab)',
    itemTotal: 'Item total',
    engraving: 'Engraving',
    saving: 'Saving…',
    update: 'Update',
    removing: 'Removing…',
    remove: 'Remove',
    ringSize: 'Ring size {ringsize}',
    fromCancelledOrder: 'From your cancelled order {order}',
    fromCancelledOrderHint: 'Back in your cart: it is ordered again only if you check out with it.',
  },
  types: {
    thisItemTemporarilyUnavailable: 'This item temporarily unavailable. Please remove it before proceed to checkout.',
  },
  useCart: {
    areYouSureYou: 'Are you sure you want to remove this item from your shopping cart?',
    removeThisPiece: 'Remove this piece?',
    remove: 'Remove',
    keepIt: 'Keep it',
  },
} as const;
