import { useState } from 'react';
import type { ShopSettings } from '../../../domain/contract/content';
import { t } from '../../../domain/words/catalogue';
import '../../../domain/words/books/cms';
import { NoticeArea } from '../../components/Notice';
import { buttonClass } from '../../components/ui';
import { fieldRowsOf, linesOf } from '../cms/FieldRows';
import { useCmsSave } from '../cms/use-cms-save';

/**
 * The shop's tax identity for its e-invoices (issue 27), in the back-office settings: TIN, BRN, SST number (or NA),
 * sales tax in the prices, MSIC code and description, and the address the e-invoices give. MyInvois's client
 * credentials are configuration, never shown here.
 */
export function TaxIdentityForm({ settings, onSaved }: { settings: ShopSettings; onSaved: () => Promise<void> }) {
  const id = settings.taxIdentity;
  const [form, setForm] = useState({
    tin: id?.tin ?? '',
    brn: id?.brn ?? settings.companyRegistrationNo.split(' ')[0] ?? '',
    sst: id?.sst ?? 'NA',
    salesTaxPercent: String(id?.salesTaxPercent ?? 0),
    msicCode: id?.msicCode ?? '',
    msicDescription: id?.msicDescription ?? '',
    addressLines: (id?.address ?? settings.address).lines.join('\n'),
    postcode: (id?.address ?? settings.address).postcode,
    city: (id?.address ?? settings.address).city,
    state: (id?.address ?? settings.address).state,
    country: (id?.address ?? settings.address).country,
  });
  const { save: send, busy, notice, dismiss } = useCmsSave(onSaved);
  const field = fieldRowsOf(form, setForm);
  async function save() {
    await send('put', '/api/cms/settings', {
      taxIdentity: {
        tin: form.tin.trim().toUpperCase(),
        brn: form.brn.trim(),
        sst: form.sst.trim() || 'NA',
        salesTaxPercent: Number(form.salesTaxPercent) || 0,
        msicCode: form.msicCode.trim(),
        msicDescription: form.msicDescription.trim(),
        address: { lines: linesOf(form.addressLines), postcode: form.postcode.trim(), city: form.city.trim(), state: form.state.trim(), country: form.country.trim() },
      },
    });
  }
  return (
    <section aria-labelledby="tax-identity-heading" className="mt-8 grid max-w-3xl gap-5 border border-pearl bg-white p-6">
      <div>
        <h2 id="tax-identity-heading" className="text-2xl">
          {t('eInvoices.taxIdentity.heading')}
        </h2>
        <p className="mt-2 text-sm text-stone">{t('eInvoices.taxIdentity.intro')}</p>
      </div>
      <div className="grid gap-5 md:grid-cols-2">
        {field('tin', t('eInvoices.taxIdentity.tin'))}
        {field('brn', t('eInvoices.taxIdentity.brn'))}
        {field('sst', t('eInvoices.taxIdentity.sst'))}
        {field('salesTaxPercent', t('eInvoices.taxIdentity.salesTax'))}
        {field('msicCode', t('eInvoices.taxIdentity.msicCode'))}
        {field('msicDescription', t('eInvoices.taxIdentity.msicDescription'))}
      </div>
      {field('addressLines', t('eInvoices.taxIdentity.address'), true)}
      <div className="grid gap-5 md:grid-cols-4">
        {field('postcode', t('cms.settings.postcode'))}
        {field('city', t('cms.settings.city'))}
        {field('state', t('cms.settings.state'))}
        {field('country', t('cms.settings.country'))}
      </div>
      <NoticeArea notice={notice} onDismiss={dismiss} />
      <button type="button" onClick={() => void save()} disabled={busy} className={`${buttonClass} justify-self-start`}>
        {busy ? t('cms.settings.saving') : t('eInvoices.taxIdentity.save')}
      </button>
    </section>
  );
}
