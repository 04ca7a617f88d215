import { Link, useSearchParams } from 'react-router';
import { DEFAULT_SHIPPING_COUNTRIES, type ShippingCountry } from '../../../domain/abroad/shipping-countries';
import { Spinner } from '../../components/Spinner';
import { accountPageMeta } from '../../features/account/meta';
import { StaffShell } from '../../features/cms/StaffShell';
import { useCmsAnswer } from '../../features/cms/use-cms';
import type { Route } from './+types/orders';
import type { CmsOrderSummary as OrderRow } from '../../../domain/contract/cms-orders';
import { OrderFilters } from '../../features/cms/OrderFilters';
import { OrderTable } from '../../features/cms/OrderTable';
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
      <OrderFilters params={params} countries={countries} storedCountries={Boolean(shipping)} />
      {!answer ? (
        <Spinner label={t('cms.orders.loadingOrders')} />
      ) : answer.code !== '200' ? (
        <p className="text-ruby">{answer.message}</p>
      ) : answer.orders.length === 0 ? (
        <p className="border border-pearl bg-white px-6 py-12 text-center text-stone">{t('cms.orders.noOrdersMatchThis')}</p>
      ) : (
        <>
          <OrderTable orders={answer.orders} />
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
