import { useEffect, useState } from 'react';
import { HOME_CURRENCY, SHOWN_CURRENCIES } from '../../../domain/money/currencies';
import { DEFAULT_SHIPPING_COUNTRIES, HOME_COUNTRY, type ShippingCountry } from '../../../domain/abroad/shipping-countries';
import { formatCountry, formatDate, formatDecimal } from '../../../domain/words/format';
import { errorNotice, NoticeArea, successNotice, useNotice } from '../../components/Notice';
import { buttonClass, inputClass, labelClass, quietButtonClass } from '../../components/ui';
import { accountPageMeta } from '../../features/account/meta';
import { CmsResults } from '../../features/cms/CmsResults';
import { StaffShell } from '../../features/cms/StaffShell';
import { useCmsAnswer } from '../../features/cms/use-cms';
import { useCmsSave } from '../../features/cms/use-cms-save';
import { shopApi } from '../../lib/api-client';
import type { Route } from './+types/shipping';
import type { ExchangeRateShown } from '../../../domain/contract/abroad';
import { t } from '../../../domain/words/catalogue';
import '../../../domain/words/books/cms';

export function meta({ matches }: Route.MetaArgs) {
  return accountPageMeta(matches, { title: t('abroad.cms.metaTitle'), description: t('abroad.cms.metaDescription'), path: '/cms/shipping' });
}

const byName = (a: ShippingCountry, b: ShippingCountry) => (a.code === HOME_COUNTRY ? -1 : b.code === HOME_COUNTRY ? 1 : formatCountry(a.code).localeCompare(formatCountry(b.code)));
const percent = (p: { min: number; max: number }) => (p.min === p.max ? t('abroad.cms.percent', { rate: formatDecimal(p.min, 0) }) : t('abroad.cms.percentRange', { min: formatDecimal(p.min, 0), max: formatDecimal(p.max, 0) }));

/** Selling abroad (issue 28): the shipping list staff edit, and the exchange rates prices are shown at. */
export default function CmsShipping() {
  return (
    <StaffShell title={t('abroad.cms.title')}>
      <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <ShippingList />
        <ExchangeRates />
      </div>
    </StaffShell>
  );
}

function ShippingList() {
  const { answer, reload } = useCmsAnswer<{ countries: ShippingCountry[] }>('/api/cms/shipping-countries');
  return (
    <CmsResults answer={answer} loading={t('abroad.cms.loadingList')} isEmpty={() => false} empty="">
      {(a) => <ListForm saved={a.countries} onSaved={reload} />}
    </CmsResults>
  );
}

function ListForm({ saved, onSaved }: { saved: ShippingCountry[]; onSaved: () => Promise<void> }) {
  const [list, setList] = useState(saved);
  const [adding, setAdding] = useState('');
  const { save, busy, notice, dismiss } = useCmsSave(onSaved);
  useEffect(() => setList(saved), [saved]);
  const known = DEFAULT_SHIPPING_COUNTRIES.filter((c) => !list.some((l) => l.code === c.code)).sort(byName);
  const add = () => {
    const country = known.find((c) => c.code === adding);
    if (country) setList([...list, country]);
    setAdding('');
  };
  return (
    <section aria-labelledby="shipping-list" className="grid content-start gap-5 border border-pearl bg-white p-6 lg:p-8">
      <h2 id="shipping-list" className="font-serif text-2xl">
        {t('abroad.cms.listHeading')}
      </h2>
      <p className="text-sm leading-relaxed text-stone">{t('abroad.cms.listIntro', { count: list.length })}</p>
      {known.length > 0 && (
        <div className="flex items-end gap-3">
          <label className="block flex-1">
            <span className={labelClass}>{t('abroad.cms.addCountry')}</span>
            <select value={adding} onChange={(e) => setAdding(e.target.value)} className={`${inputClass} mt-2`}>
              <option value="">{t('abroad.cms.choose')}</option>
              {known.map((c) => (
                <option key={c.code} value={c.code}>
                  {formatCountry(c.code)}
                </option>
              ))}
            </select>
          </label>
          <button type="button" onClick={add} disabled={!adding} className={quietButtonClass}>
            {t('abroad.cms.add')}
          </button>
        </div>
      )}
      <div className="flex flex-wrap items-center gap-4">
        <button type="button" disabled={busy} onClick={() => void save('put', '/api/cms/shipping-countries', { countries: list })} className={buttonClass}>
          {t('abroad.cms.saveList')}
        </button>
      </div>
      <NoticeArea notice={notice} onDismiss={dismiss} />
      <ul className="divide-y divide-pearl border-y border-pearl text-sm" data-shipping-list="">
        {[...list].sort(byName).map((c) => (
          <li key={c.code} className="flex items-baseline justify-between gap-4 py-2.5" data-country={c.code}>
            <span className="min-w-0">
              <span className="block">{formatCountry(c.code)}</span>
              <span className="block text-xs text-stone">
                {t('abroad.cms.days', { min: c.days.min, max: c.days.max })} · {c.taxPercent ? t('abroad.cms.taxes', { rate: percent(c.taxPercent) }) : t('abroad.cms.noTaxes')}
              </span>
            </span>
            {c.code !== HOME_COUNTRY && (
              <button
                type="button"
                aria-label={t('abroad.cms.removeCountry', { country: formatCountry(c.code) })}
                onClick={() => setList(list.filter((l) => l.code !== c.code))}
                className="shrink-0 text-[0.65rem] tracking-[0.18em] text-stone uppercase hover:text-ruby"
              >
                {t('abroad.cms.remove')}
              </button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

function ExchangeRates() {
  const { answer, reload } = useCmsAnswer<{ rates: ExchangeRateShown[] }>('/api/cms/exchange-rates');
  return (
    <CmsResults answer={answer} loading={t('abroad.cms.loadingRates')} isEmpty={() => false} empty="">
      {(a) => <RatesTable rates={a.rates} onSaved={reload} />}
    </CmsResults>
  );
}

function RatesTable({ rates, onSaved }: { rates: ExchangeRateShown[]; onSaved: () => Promise<void> }) {
  const { save, busy, notice, dismiss } = useCmsSave(onSaved);
  const fetched = useNotice();
  const [fetching, setFetching] = useState(false);
  const bnmDates = rates.filter((r) => r.source === 'bnm' && r.date).map((r) => r.date!);
  const latest = bnmDates.sort().at(-1);
  async function fetchNow() {
    dismiss();
    fetched.dismiss();
    setFetching(true);
    try {
      const got = await shopApi.post<{ ok: boolean; updated: number }>('/api/cms/exchange-rates/refresh', {});
      if (!got) return;
      if (got.code !== '200') fetched.show(errorNotice(got.message));
      else fetched.show(got.ok ? successNotice(t('abroad.cms.fetched', { count: got.updated ?? 0 })) : errorNotice(t('abroad.cms.notFetched')));
      await onSaved();
    } finally {
      setFetching(false);
    }
  }
  return (
    <section aria-labelledby="exchange-rates" className="grid content-start gap-5 self-start border border-pearl bg-white p-6 lg:sticky lg:top-6 lg:p-8">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h2 id="exchange-rates" className="font-serif text-2xl">
          {t('abroad.cms.ratesHeading')}
        </h2>
        <p className="text-[0.7rem] tracking-[0.2em] text-stone uppercase" data-rates-date="">
          {latest ? t('abroad.cms.ratesDate', { date: formatDate(`${latest}T12:00:00Z`) }) : t('abroad.cms.ratesNoDate')}
        </p>
      </div>
      <p className="text-sm leading-relaxed text-stone">{t('abroad.cms.ratesIntro')}</p>
      <table className="w-full text-sm tabular-nums">
        <thead className="text-[0.65rem] tracking-[0.2em] text-stone uppercase">
          <tr>
            <th className="py-2 text-left font-normal">{t('abroad.cms.currency')}</th>
            <th className="py-2 pl-3 text-left font-normal">{t('abroad.cms.rate')}</th>
            <th className="hidden py-2 pl-3 text-left font-normal sm:table-cell">{t('abroad.cms.date')}</th>
            <th className="py-2 pl-3 text-left font-normal">{t('abroad.cms.source')}</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-pearl">
          {SHOWN_CURRENCIES.filter((c) => c !== HOME_CURRENCY).map((currency) => (
            <RateRow key={currency} currency={currency} rate={rates.find((r) => r.currency === currency)} busy={busy} save={save} />
          ))}
        </tbody>
      </table>
      <div className="flex flex-wrap items-center gap-4">
        <button type="button" disabled={fetching} onClick={() => void fetchNow()} className={quietButtonClass}>
          {fetching ? t('abroad.cms.fetching') : t('abroad.cms.fetchNow')}
        </button>
      </div>
      <NoticeArea notice={fetched.notice ?? notice} onDismiss={fetched.notice ? fetched.dismiss : dismiss} />
    </section>
  );
}

/** Where a rate comes from, in words; the starting rate with its day, since it is older than BNM's daily ones (issue 41). */
function sourceInWords(rate: ExchangeRateShown): string {
  if (rate.source === 'start') return t('abroad.cms.start', { date: rate.date ? formatDate(`${rate.date}T12:00:00Z`) : t('abroad.cms.none') });
  return rate.source === 'staff' ? t('abroad.cms.staff') : t('abroad.cms.bnm');
}

function RateRow({ currency, rate, busy, save }: { currency: string; rate: ExchangeRateShown | undefined; busy: boolean; save: ReturnType<typeof useCmsSave>['save'] }) {
  const perUnit = rate ? rate.rate / rate.unit : null;
  const [draft, setDraft] = useState(perUnit === null ? '' : String(perUnit));
  useEffect(() => setDraft(perUnit === null ? '' : String(perUnit)), [perUnit]);
  const value = Number(draft.replaceAll(',', ''));
  const path = `/api/cms/exchange-rates/${currency}`;
  return (
    <tr data-currency={currency}>
      <td className="py-2.5 font-medium">{currency}</td>
      <td className="py-2.5 pl-3">
        <form
          className="flex items-center gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            if (draft.trim() !== '' && value > 0) void save('put', path, { rate: value });
          }}
        >
          <input aria-label={t('abroad.cms.rateOf', { currency })} value={draft} onChange={(e) => setDraft(e.target.value)} inputMode="decimal" className="w-24 border border-stone/35 px-2 py-1.5" />
          <button type="submit" disabled={busy} className="text-[0.65rem] tracking-[0.18em] uppercase hover:text-gold-deep">
            {t('abroad.cms.setRate')}
          </button>
        </form>
      </td>
      <td className="hidden py-2.5 pl-3 text-stone sm:table-cell">{rate?.date ? formatDate(`${rate.date}T12:00:00Z`) : t('abroad.cms.none')}</td>
      <td className="py-2.5 pl-3">
        {rate ? sourceInWords(rate) : t('abroad.cms.none')}
        {rate?.source === 'staff' && (
          <button type="button" disabled={busy} onClick={() => void save('put', path, { rate: null })} className="ml-3 text-[0.65rem] tracking-[0.18em] text-stone uppercase hover:text-ink">
            {t('abroad.cms.resetRate')}
          </button>
        )}
      </td>
    </tr>
  );
}
