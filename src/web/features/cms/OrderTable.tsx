import { Link } from 'react-router';
import type { CmsOrderSummary as OrderRow } from '../../../domain/contract/cms-orders';
import { orderStatusInWords } from '../../../domain/orders/order-status';
import { t } from '../../../domain/words/catalogue';
import '../../../domain/words/books/cms';
import { formatCountry } from '../../../domain/words/format';
import { formatRinggit, formatShopDate } from '../../lib/format';

/** The orders found: tracking id (to the order), placed, customer, status (at the store, abroad) and total. */
export function OrderTable({ orders }: { orders: OrderRow[] }) {
  return (
    <div className="overflow-x-auto border border-pearl bg-white">
      <table className="w-full text-left text-sm" data-cms-orders="">
        <thead className="border-b border-pearl text-[0.65rem] tracking-[0.2em] text-stone uppercase">
          <tr>
            <th className="px-5 py-3 font-normal">{t('cms.orders.trackingId')}</th>
            <th className="px-5 py-3 font-normal">{t('cms.orders.placed')}</th>
            <th className="px-5 py-3 font-normal">{t('cms.orders.customer')}</th>
            <th className="px-5 py-3 font-normal">{t('cms.orders.status')}</th>
            <th className="px-5 py-3 text-right font-normal">{t('cms.orders.total')}</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-pearl">
          {orders.map((o) => (
            <tr key={o.tracking_id} className="hover:bg-ivory/60">
              <td className="px-5 py-3 font-medium">
                <Link to={`/cms/orders/${encodeURIComponent(o.tracking_id)}`} className="hover:text-gold-deep">
                  {o.tracking_id}
                </Link>
              </td>
              <td className="px-5 py-3 text-stone">{formatShopDate(o.created_at)}</td>
              <td className="px-5 py-3">
                <span className="block">{o.customer || '—'}</span>
                <span className="block text-stone">{o.email}</span>
              </td>
              <td className="px-5 py-3">
                {orderStatusInWords(o.status)}
                {o.pay_at_store && <span className="ml-2 text-xs text-stone">{t('cms.orders.atTheStore')}</span>}
                {o.country && o.country !== 'MY' && <span className="ml-2 text-xs text-stone">{formatCountry(o.country)}</span>}
              </td>
              <td className="px-5 py-3 text-right tabular-nums">{formatRinggit(o.total)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
