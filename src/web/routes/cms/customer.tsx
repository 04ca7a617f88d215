import { formatAddressPhone } from '../../features/abroad/phone';
import { placeLine } from '../../../domain/abroad/address-countries';
import { Link, useParams } from 'react-router';
import { Spinner } from '../../components/Spinner';
import { accountPageMeta } from '../../features/account/meta';
import { StaffShell } from '../../features/cms/StaffShell';
import { useCmsAnswer } from '../../features/cms/use-cms';
import { formatRinggit, formatShopDate } from '../../lib/format';
import type { Route } from './+types/customer';
import type { CmsCustomer as Customer } from '../../../domain/contract/cms-customers';
import { t } from '../../../domain/words/catalogue';
import '../../../domain/words/books/cms';
import { orderStatusInWords } from '../../../domain/orders/order-status';

export function meta({ matches, params }: Route.MetaArgs) {
  return accountPageMeta(matches, { title: t('cms.customer.customerBackOffice', { id: params.id }), description: t('cms.customer.oneCustomer'), path: `/cms/customers/${params.id}` });
}


/** One customer (issue 14): details, orders and address book. */
export default function CmsCustomer() {
  const { id = '' } = useParams();
  const { answer } = useCmsAnswer<{ customer: Customer }>(`/api/cms/customers/${encodeURIComponent(id)}`);
  const customer = answer?.code === '200' ? answer.customer : null;
  return (
    <StaffShell title={customer ? customer.name || customer.email : t('cms.customer.customer')}>
      {!answer ? (
        <Spinner label={t('cms.customer.loadingTheCustomer')} />
      ) : !customer ? (
        <p className="text-ruby">{answer.message}</p>
      ) : (
        <div className="grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
          <section className="border border-pearl bg-white p-6">
            <h2 className="text-2xl">{t('cms.customer.orders')}</h2>
            {customer.orders.length === 0 ? (
              <p className="mt-3 text-sm text-stone">{t('cms.customer.noOrdersYet')}</p>
            ) : (
              <ul className="mt-3 divide-y divide-pearl text-sm">
                {customer.orders.map((o) => (
                  <li key={o.tracking_id} className="flex justify-between gap-4 py-3">
                    <Link to={`/cms/orders/${encodeURIComponent(o.tracking_id)}`} className="font-medium hover:text-gold-deep">
                      {o.tracking_id}
                    </Link>
                    <span className="text-stone">{formatShopDate(o.created_at)}</span>
                    <span>{orderStatusInWords(o.status)}</span>
                    <span className="tabular-nums">{formatRinggit(o.total)}</span>
                  </li>
                ))}
              </ul>
            )}
          </section>
          <section className="border border-pearl bg-white p-6 text-sm">
            <h2 className="text-2xl">{t('cms.customer.details')}</h2>
            <p className="mt-3">{customer.email}</p>
            <p className="text-stone">{customer.phone || t('cms.customer.noPhoneGiven')}</p>
            <p className="text-stone">{t('cms.customer.customerSince', { since: formatShopDate(customer.since) })}</p>
            <h3 className="mt-5 text-[0.7rem] tracking-[0.2em] text-stone uppercase">{t('cms.customer.addressBook')}</h3>
            {customer.addresses.length === 0 ? (
              <p className="mt-2 text-stone">{t('cms.customer.noAddresses')}</p>
            ) : (
              customer.addresses.map((a) => (
                <address key={a.id} className="mt-3 not-italic text-stone">
                  <span className="text-ink">{a.name}</span>
                  {a.is_default && ' ' + t('cms.customer.default')}
                  <br />
                  {a.address}, {placeLine(a)}
                  <br />
                  {formatAddressPhone(a.country, a.phone)}
                </address>
              ))
            )}
          </section>
        </div>
      )}
    </StaffShell>
  );
}
