import type { OrderDetail } from '../../../domain/contract/orders';
import { deliveryWindow, expectedDelivery } from '../../../domain/orders/delivery';
import { ORDER_STATUS } from '../../../domain/orders/order-status';
import { t } from '../../../domain/words/catalogue';
import { formatShopDate } from '../../lib/format';
import { useShippingCountries } from '../abroad/use-shipping-countries';

/** Orders on their way to the shopper: paid and not yet delivered. */
const ON_ITS_WAY: readonly string[] = [ORDER_STATUS.paid, ORDER_STATUS.inProduction, ORDER_STATUS.shipped];

/**
 * When a paid order is expected, as dates: by the end of its destination's window counted from the day it ships by,
 * and once shipped, between the window's first and last working day from the day it was shipped.
 */
export function ExpectedDelivery({ order }: { order: OrderDetail }) {
  const countries = useShippingCountries();
  if (!ON_ITS_WAY.includes(order.order_status) || !order.delivery_country) return null;
  const window = deliveryWindow(countries, order.delivery_country, order.address?.state);
  if (!window) return null;
  const shipped = order.history.findLast((h) => h.status === ORDER_STATUS.shipped);
  const expected = expectedDelivery(window, new Date(order.created_date), shipped ? new Date(shipped.at) : null);
  return (
    <p className="mt-3 text-sm text-ink" data-testid="expected-delivery">
      {expected.kind === 'by'
        ? t('pages.orderDetail.expectedBy', { date: formatShopDate(expected.latest.toISOString()) })
        : t('pages.orderDetail.expectedBetween', { earliest: formatShopDate(expected.earliest.toISOString()), latest: formatShopDate(expected.latest.toISOString()) })}
    </p>
  );
}
