import { Link, useSearchParams } from 'react-router';
import { accountPageMeta } from '../../features/account/meta';
import { CmsResults } from '../../features/cms/CmsResults';
import { CmsSearch } from '../../features/cms/CmsSearch';
import { StaffShell } from '../../features/cms/StaffShell';
import { useCmsAnswer } from '../../features/cms/use-cms';
import { formatShopDate } from '../../lib/format';
import type { Route } from './+types/customers';
import type { CmsCustomerSummary as CustomerRow } from '../../../domain/contract/cms-customers';
import { t } from '../../../domain/words/catalogue';
import '../../../domain/words/books/cms';

export function meta({ matches }: Route.MetaArgs) {
  return accountPageMeta(matches, { title: t('cms.customers.customersBackOffice'), description: t('cms.customers.theShopSCustomers'), path: '/cms/customers' });
}


/** Customers (issue 14): search by e-mail, name or phone; each with the number of orders. */
export default function CmsCustomers() {
  return (
    <StaffShell title={t('cms.customers.customers')}>
      <CustomerSearch />
    </StaffShell>
  );
}

function CustomerSearch() {
  const [params] = useSearchParams();
  const q = params.get('q') ?? '';
  const { answer } = useCmsAnswer<{ total: number; customers: CustomerRow[] }>(`/api/cms/customers${q ? `?q=${encodeURIComponent(q)}` : ''}`);
  return (
    <div className="grid gap-8">
      <CmsSearch label={t('cms.customers.eMailNameOr')} defaultValue={q} />
      <CmsResults answer={answer} loading={t('cms.customers.loadingCustomers')} isEmpty={(a) => a.customers.length === 0} empty={t('cms.customers.noCustomersMatchThis')}>
        {(found) => (
          <div className="overflow-x-auto border border-pearl bg-white">
            <table className="w-full text-left text-sm">
              <thead className="border-b border-pearl text-[0.65rem] tracking-[0.2em] text-stone uppercase">
                <tr>
                  <th className="px-5 py-3 font-normal">{t('cms.customers.customer')}</th>
                  <th className="px-5 py-3 font-normal">{t('cms.customers.phone')}</th>
                  <th className="px-5 py-3 font-normal">{t('cms.customers.since')}</th>
                  <th className="px-5 py-3 text-right font-normal">{t('cms.customers.orders')}</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-pearl">
                {found.customers.map((c) => (
                  <tr key={c.id}>
                    <td className="px-5 py-3">
                      <Link to={`/cms/customers/${c.id}`} className="font-medium hover:text-gold-deep">
                        {c.name || c.email}
                      </Link>
                      <span className="block text-stone">
                        {c.email}
                        {c.role === 'CMS' && ' ' + t('cms.customers.staff')}
                      </span>
                    </td>
                    <td className="px-5 py-3 text-stone">{c.phone || '—'}</td>
                    <td className="px-5 py-3 text-stone">{formatShopDate(c.since)}</td>
                    <td className="px-5 py-3 text-right tabular-nums">{c.orders}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </CmsResults>
    </div>
  );
}
