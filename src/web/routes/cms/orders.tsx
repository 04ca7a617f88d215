import { Form, Link, useSearchParams } from 'react-router';
import { ORDER_STATUSES, orderStatusInWords } from '../../../domain/order-status';
import { DEFAULT_SHIPPING_COUNTRIES, type ShippingCountry } from '../../../domain/shipping-countries';
import { formatCountry } from '../../../domain/words/format';
import { Spinner } from '../../components/Spinner';
import { buttonClass, inputClass, labelClass } from '../../components/ui';
import { accountPageMeta } from '../../features/account/meta';
import { StaffShell } from '../../features/cms/StaffShell';
import { useCmsAnswer } from '../../features/cms/use-cms';
import { formatRinggit, formatShopDate } from '../../lib/format';
import type { Route } from './+types/orders';
import type { CmsOrderSummary as OrderRow } from '../../../domain/contract/cms-orders';
import { t } from '../../../domain/words/catalogue';
import '../../../domain/words/books/cms';

export function meta({ matches }: Route.MetaArgs) {
  return accountPageMeta(matches, { title: t('cms.orders.ordersBackOffice'), description: t('cms.orders.everyOrderOfThe'), path: '/cms/orders' });
}


const PAGE_SIZE = 25;

/** Orders (issue 14): search by tracking id, customer or e-mail, filter by status and dates; the address holds the search. */
export default function CmsOrders() {
  return (
    <StaffShell title={t('cms.orders.orders')}>
      <OrderSearch />
    </StaffShell>
  );
}

function OrderSearch() {
  const [params] = useSearchParams();
  const page = Math.max(1, Number(params.get('page') ?? 1) || 1);
  const query = new URLSearchParams();
  for (const key of ['q', 'status', 'country', 'from', 'to']) if (params.get(key)) query.set(key, params.get(key)!);
  query.set('page', String(page));
  query.set('limit', String(PAGE_SIZE));
  const { answer } = useCmsAnswer<{ total: number; orders: OrderRow[] }>(`/api/cms/orders?${query}`);
  // the stored shipping list (the default one until it answers)
  const shipping = useCmsAnswer<{ countries: ShippingCountry[] }>('/api/cms/shipping-countries').answer;
  const countries = shipping?.code === '200' ? shipping.countries : DEFAULT_SHIPPING_COUNTRIES;
  const pageHref = (p: number) => {
    const next = new URLSearchParams(params);
    next.set('page', String(p));
    return `?${next}`;
  };
  return (
    <div className="grid gap-8">
      <Form method="get" className="grid items-end gap-4 border border-pearl bg-white p-5 md:grid-cols-[2fr_1fr_1fr_1fr_1fr_auto]">
        <label className="block">
          <span className={labelClass}>{t('cms.orders.trackingIdCustomerOr')}</span>
          <input name="q" defaultValue={params.get('q') ?? ''} className={`${inputClass} mt-2`} />
        </label>
        <label className="block">
          <span className={labelClass}>{t('cms.orders.status')}</span>
          <select name="status" defaultValue={params.get('status') ?? ''} className={`${inputClass} mt-2`}>
            <option value="">{t('cms.orders.anyStatus')}</option>
            {ORDER_STATUSES.map((s) => (
              <option key={s} value={s}>
                {orderStatusInWords(s)}
              </option>
            ))}
          </select>
        </label>
        <label className="block">
          <span className={labelClass}>{t('abroad.cms.country')}</span>
          <select key={shipping ? 'stored' : 'default'} name="country" defaultValue={params.get('country') ?? ''} className={`${inputClass} mt-2`}>
            <option value="">{t('abroad.cms.allCountries')}</option>
            {countries.map((c) => (
              <option key={c.code} value={c.code}>
                {formatCountry(c.code)}
              </option>
            ))}
          </select>
        </label>
        <label className="block">
          <span className={labelClass}>{t('cms.orders.from')}</span>
          <input type="date" name="from" defaultValue={params.get('from') ?? ''} className={`${inputClass} mt-2`} />
        </label>
        <label className="block">
          <span className={labelClass}>{t('cms.orders.to')}</span>
          <input type="date" name="to" defaultValue={params.get('to') ?? ''} className={`${inputClass} mt-2`} />
        </label>
        <button type="submit" className={buttonClass}>
          {t('cms.orders.search')}
        </button>
      </Form>
      {!answer ? (
        <Spinner label={t('cms.orders.loadingOrders')} />
      ) : answer.code !== '200' ? (
        <p className="text-ruby">{answer.message}</p>
      ) : answer.orders.length === 0 ? (
        <p className="border border-pearl bg-white px-6 py-12 text-center text-stone">{t('cms.orders.noOrdersMatchThis')}</p>
      ) : (
        <>
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
                {answer.orders.map((o) => (
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
          <nav aria-label={t('cms.orders.pages')} className="flex items-center justify-between text-sm text-stone">
            <span>
              {t('cms.orders.order', { total: answer.total })}{answer.total === 1 ? '' : 's'}
            </span>
            <span className="flex gap-6">
              {page > 1 && <Link to={pageHref(page - 1)}>{t('cms.orders.previous')}</Link>}
              {page * PAGE_SIZE < answer.total && <Link to={pageHref(page + 1)}>{t('cms.orders.next')}</Link>}
            </span>
          </nav>
        </>
      )}
    </div>
  );
}
