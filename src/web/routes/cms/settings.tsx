import { useState } from 'react';
import type { ShopSettings, UnreadableSetting } from '../../../domain/contract/content';
import { errorNotice, NoticeArea } from '../../components/Notice';
import { buttonClass } from '../../components/ui';
import { accountPageMeta } from '../../features/account/meta';
import { CmsResults } from '../../features/cms/CmsResults';
import { fieldRowsOf, linesOf } from '../../features/cms/FieldRows';
import { SocialLinksField } from '../../features/cms/SocialLinksField';
import { StaffShell } from '../../features/cms/StaffShell';
import { useCmsAnswer } from '../../features/cms/use-cms';
import { useCmsSave } from '../../features/cms/use-cms-save';
import { TaxIdentityForm } from '../../features/e-invoices/TaxIdentityForm';
import type { Route } from './+types/settings';
import { t } from '../../../domain/words/catalogue';
import '../../../domain/words/books/cms';

export function meta({ matches }: Route.MetaArgs) {
  return accountPageMeta(matches, { title: t('cms.settings.shopDetailsBackOffice'), description: t('cms.settings.theDetailsShownIn'), path: '/cms/settings' });
}

/** The shop's details (issue 14): used by the header, the footer and Contact Us. */
export default function CmsSettings() {
  const { answer, reload } = useCmsAnswer<{ settings: ShopSettings; unreadable: UnreadableSetting[] }>('/api/cms/settings');
  return (
    <StaffShell title={t('cms.settings.shopDetails')}>
      <CmsResults answer={answer} loading={t('cms.settings.loadingTheShopSDetails')} isEmpty={() => false} empty="">
        {/* not re-made after a save, so the shop's answer stays in view */}
        {({ settings, unreadable }) => (
          <>
            <UnreadableSettings unreadable={unreadable} />
            <DetailsForm settings={settings} onSaved={reload} />
            <TaxIdentityForm settings={settings} onSaved={reload} />
          </>
        )}
      </CmsResults>
    </StaffShell>
  );
}

/** Stored settings the shop could not read: it shows others in their place (the form holds them) until staff save. */
function UnreadableSettings({ unreadable }: { unreadable: UnreadableSetting[] }) {
  if (unreadable.length === 0) return null;
  const list = unreadable.map((u) => t('cms.settings.unreadableSetting', { key: u.key, message: u.message })).join(' ');
  return <NoticeArea className="mb-6" notice={errorNotice(`${t('cms.settings.someSettingsUnreadable')} ${list}`)} />;
}

function DetailsForm({ settings, onSaved }: { settings: ShopSettings; onSaved: () => Promise<void> }) {
  const [form, setForm] = useState({
    brandName: settings.brandName,
    companyName: settings.companyName,
    companyRegistrationNo: settings.companyRegistrationNo,
    addressLines: settings.address.lines.join('\n'),
    postcode: settings.address.postcode,
    city: settings.address.city,
    state: settings.address.state,
    country: settings.address.country,
    telephone: settings.telephone,
    fax: settings.fax,
    email: settings.email,
    hours: settings.openingHours.map((h) => `${h.days}: ${h.hours}`).join('\n'),
  });
  const [socialLinks, setSocialLinks] = useState(settings.socialLinks);
  const { save: send, busy, notice, dismiss } = useCmsSave(onSaved);
  const field = fieldRowsOf(form, setForm);

  async function save() {
    await send('put', '/api/cms/settings', {
        brandName: form.brandName,
        companyName: form.companyName,
        companyRegistrationNo: form.companyRegistrationNo,
        address: { lines: linesOf(form.addressLines), postcode: form.postcode, city: form.city, state: form.state, country: form.country },
        telephone: form.telephone,
        fax: form.fax,
        email: form.email,
        openingHours: linesOf(form.hours).map((l) => {
          const at = l.indexOf(':');
          return at > 0 ? { days: l.slice(0, at).trim(), hours: l.slice(at + 1).trim() } : { days: l, hours: '' };
        }),
        socialLinks,
    });
  }

  return (
    <section className="grid max-w-3xl gap-5 border border-pearl bg-white p-6">
      <div className="grid gap-5 md:grid-cols-2">
        {field('brandName', t('cms.settings.shopName'))}
        {field('companyName', t('cms.settings.company'))}
        {field('companyRegistrationNo', t('cms.settings.companyRegistrationNo'))}
        {field('email', 'E-mail')}
        {field('telephone', t('cms.settings.telephone'))}
        {field('fax', t('cms.settings.fax'))}
      </div>
      {field('addressLines', t('cms.settings.addressOneLineEach'), true)}
      <div className="grid gap-5 md:grid-cols-4">
        {field('postcode', t('cms.settings.postcode'))}
        {field('city', t('cms.settings.city'))}
        {field('state', t('cms.settings.state'))}
        {field('country', t('cms.settings.country'))}
      </div>
      {field('hours', t('cms.settings.openingHoursOneLine'), true)}
      <SocialLinksField links={socialLinks} onChange={setSocialLinks} />
      <NoticeArea notice={notice} onDismiss={dismiss} />
      <button type="button" onClick={() => void save()} disabled={busy} className={`${buttonClass} justify-self-start`}>
        {busy ? t('cms.settings.saving') : t('cms.settings.save')}
      </button>
    </section>
  );
}
