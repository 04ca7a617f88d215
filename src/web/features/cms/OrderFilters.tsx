import { Form } from 'react-router';
import { ORDER_STATUSES, orderStatusInWords } from '../../../domain/orders/order-status';
import type { ShippingCountry } from '../../../domain/abroad/shipping-countries';
import { t } from '../../../domain/words/catalogue';
import '../../../domain/words/books/cms';
import { formatCountry } from '../../../domain/words/format';
import { buttonClass, inputClass, labelClass } from '../../components/ui';

/** The back-office's order search: tracking id, customer or e-mail, status, country and dates, sent in the address. */
export function OrderFilters({ params, countries, storedCountries }: { params: URLSearchParams; countries: readonly ShippingCountry[]; storedCountries: boolean }) {
  return (
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
        <select key={storedCountries ? 'stored' : 'default'} name="country" defaultValue={params.get('country') ?? ''} className={`${inputClass} mt-2`}>
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
  );
}
