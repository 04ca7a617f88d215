import { Breadcrumb } from '../components/Breadcrumb';
import { eyebrowClass, textLinkClass } from '../components/ui';
import { ContactForm } from '../features/contact/ContactForm';
import { StoreDetails } from '../features/contact/StoreDetails';
import { StoreMap } from '../features/contact/StoreMap';
import { informationMeta } from '../features/information/meta';
import { useShopSettings } from '../lib/shop';
import type { Route } from './+types/contact-us';
import { t } from '../../domain/words/catalogue';

export function meta({ matches }: Route.MetaArgs) {
  return informationMeta(matches, {
    title: t('pages.contactUs.contactUs'),
    description: t('pages.contactUs.visitOurShowroomIn'),
    path: '/contact-us',
  });
}

/** Contact Us (account spec §2): the enquiry form, an embedded map and the store's details from the settings. */
export default function ContactUs() {
  const settings = useShopSettings();
  return (
    <>
      <Breadcrumb trail={[{ label: t('pages.contactUs.contactUs') }]} />
      <main className="mx-auto max-w-6xl px-5 pt-12 pb-8 sm:px-6 sm:pt-20">
        <p className={eyebrowClass}>{t('pages.contactUs.weWouldLoveTo')}</p>
        <h1 className="mt-4 text-4xl leading-tight sm:text-5xl">{t('pages.contactUs.contactUs')}</h1>
        <p className="mt-6 max-w-2xl text-lg leading-relaxed text-stone">
          {t('pages.contactUs.whetherYouAreChoosing')}
          {settings ? (
            <>
              {' '}
              {t('pages.contactUs.on')}{' '}
              <a className={`${textLinkClass} whitespace-nowrap`} href={`tel:${settings.telephone.replace(/[^+\d]/g, '')}`}>
                {settings.telephone}
              </a>
            </>
          ) : null}{' '}
          {t('pages.contactUs.orVisitOurShowroom')}
        </p>
        <div className="mt-14 grid gap-16 lg:grid-cols-[minmax(0,1.05fr)_minmax(0,1fr)] lg:gap-20">
          <section aria-labelledby="enquiry-title">
            <h2 id="enquiry-title" className="border-b border-pearl pb-3 text-3xl">
              {t('pages.contactUs.sendAnEnquiry')}
            </h2>
            <p className="mt-4 mb-8 leading-relaxed text-stone">{t('pages.contactUs.tellUsALittle')}</p>
            <ContactForm />
          </section>
          {settings ? (
            <section aria-labelledby="visit-title">
              <h2 id="visit-title" className="border-b border-pearl pb-3 text-3xl">
                {t('pages.contactUs.visitOurShowroom')}
              </h2>
              <div className="mt-6">
                <StoreMap settings={settings} />
              </div>
              <div className="mt-10">
                <StoreDetails settings={settings} />
              </div>
            </section>
          ) : null}
        </div>
      </main>
    </>
  );
}
