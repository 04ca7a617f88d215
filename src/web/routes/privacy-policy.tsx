import { textLinkClass } from '../components/ui';
import { InformationPage, type InformationSection } from '../features/information/InformationPage';
import { pageMeta } from '../lib/seo';
import { rootDataOf, useShopSettings } from '../lib/shop';
import type { Route } from './+types/privacy-policy';
import { t } from '../../domain/words/catalogue';

export function meta({ matches }: Route.MetaArgs) {
  const root = rootDataOf(matches);
  return pageMeta({
    title: t('pages.privacyPolicy.privacyPolicy'),
    description: t('pages.privacyPolicy.whatWeCollectWhen'),
    path: '/privacy-policy',
    origin: root?.origin ?? '',
    brandName: root?.settings.brandName ?? '',
  });
}

/** The privacy policy (account spec §2 "Static pages"), linked from registration. */
export default function PrivacyPolicy() {
  const settings = useShopSettings();
  const brand = settings?.brandName ?? t('pages.privacyPolicy.kilau');
  const email = settings?.email ?? '';
  const sections: InformationSection[] = [
    {
      heading: t('pages.privacyPolicy.informationWeCollect'),
      paragraphs: [t('pages.privacyPolicy.whenYouRegisterShop', { brand })],
      points: [
        t('pages.privacyPolicy.yourNameEMail'),
        t('pages.privacyPolicy.theDeliveryAddressesIn'),
        t('pages.privacyPolicy.yourOrdersThePieces'),
        t('pages.privacyPolicy.enquiriesAndHintsYou'),
        t('pages.privacyPolicy.technicalDetailsOfYour'),
      ],
    },
    {
      heading: t('pages.privacyPolicy.howWeUseAnd'),
      paragraphs: [
        t('pages.privacyPolicy.weUseYourInformation'),
        t('pages.privacyPolicy.weShareOnlyWhat'),
      ],
    },
    {
      heading: t('pages.privacyPolicy.howWeProtectIt'),
      paragraphs: [
        t('pages.privacyPolicy.yourPasswordIsStored'),
        t('pages.privacyPolicy.accessToCustomerRecords'),
      ],
    },
    {
      heading: t('pages.privacyPolicy.externalSites'),
      paragraphs: [
        t('pages.privacyPolicy.ourPagesLinkTo'),
      ],
    },
    {
      heading: t('pages.privacyPolicy.changesToThisPolicy'),
      paragraphs: [t('pages.privacyPolicy.weMayUpdateThis')],
    },
    {
      heading: t('pages.privacyPolicy.contactUs'),
      paragraphs: [
        <>
          {t('pages.privacyPolicy.toSeeCorrectOr')}{' '}
          <a className={textLinkClass} href={`mailto:${email}`}>
            {email}
          </a>
          {t('pages.privacyPolicy.youCanChangeYour')}
        </>,
      ],
    },
  ];
  return <InformationPage eyebrow={t('pages.privacyPolicy.policies')} title={t('pages.privacyPolicy.privacyPolicy')} intro={t('pages.privacyPolicy.intro', { brand })} updated="2026-11-23" sections={sections} />;
}
