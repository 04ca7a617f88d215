/** The words of the orders screens, one section per screen or part (src/web). */
export const orders = {
  deliveryAddress: {
    collectedAndPaidAt: 'Collected and paid at our Kuala Lumpur store.',
  },
  orderCard: {
    order: 'Order {ordertrackingid}',
    trackingId: 'Tracking ID',
    orderedOn: 'Ordered on',
    total: 'Total',
    engraving: 'Engraving: “{engravetext}”',
    in: ' in {engravefont}',
    diamond: 'Diamond: {diamond} — {MYRPRICE}',
    ringSize: 'Ring size {ringsize}',
    qty: 'Qty {quantity}',
  },
} as const;
