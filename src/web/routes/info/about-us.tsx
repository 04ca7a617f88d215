import { Link } from 'react-router';
import { textLinkClass } from '../../components/ui';
import { InformationPage, type InformationSection } from '../../features/information/InformationPage';
import { informationMeta } from '../../features/information/meta';
import { relatedPages } from '../../features/information/pages';
import { POLICY } from '../../features/information/policy';
import { useShopSettings } from '../../lib/shop';
import type { Route } from './+types/about-us';
import { t } from '../../../domain/words/catalogue';

export function meta({ matches }: Route.MetaArgs) {
  return informationMeta(matches, {
    title: t('information.aboutUs.aboutUs'),
    description: t('information.aboutUs.aKualaLumpurJeweller'),
    path: '/about-us',
  });
}

/** About Us (account spec §2 "Static pages"). */
export default function AboutUs() {
  const settings = useShopSettings();
  const brand = settings?.brandName ?? t('information.aboutUs.kilau');
  const address = settings?.address;
  const hours = settings?.openingHours.map((h) => `${h.days}, ${h.hours}`).join('; ');
  const sections: InformationSection[] = [
    {
      heading: t('information.aboutUs.ourStory'),
      paragraphs: [
        t('information.aboutUs.isTheMalayWord', { brand }),
        t('information.aboutUs.todayOurAtelierMakes', { internationalDestinations: POLICY.internationalDestinations }),
      ],
    },
    {
      heading: t('information.aboutUs.madeInOurOwn'),
      paragraphs: [
        t('information.aboutUs.everySettingIsDesigned'),
        <>
          {t('information.aboutUs.forDesignsOfYour')}{' '}
          <Link className={textLinkClass} to="/3d-printing">
            {t('information.aboutUs.n3dPrinting')}
          </Link>
          .
        </>,
      ],
    },
    {
      heading: t('information.aboutUs.diamondsYouCanTrust'),
      paragraphs: [
        <>
          {t('information.aboutUs.diamondsAboveCtCome', { certificationAboveCarat: POLICY.certificationAboveCarat })}{' '}
          <Link className={textLinkClass} to="/360-video-technology">
            {t('information.aboutUs.n360Video')}
          </Link>{' '}
          {t('information.aboutUs.soYouSeeThe')}{' '}
          <Link className={textLinkClass} to="/kilau-education">
            {t('information.aboutUs.diamondEducation')}
          </Link>{' '}
          {t('information.aboutUs.explainsThe4csIn')}
        </>,
      ],
    },
    {
      heading: t('information.aboutUs.aPromiseThatLasts'),
      paragraphs: [
        <>
          {t('information.aboutUs.freeInsuredShippingA', { refundGuaranteeDays: POLICY.refundGuaranteeDays, refurbishmentYears: POLICY.refurbishmentYears })}{' '}
          <Link className={textLinkClass} to="/our-promises">
            {t('information.aboutUs.ourPromises')}
          </Link>{' '}
          {t('information.aboutUs.inFull')}
        </>,
      ],
    },
    {
      heading: t('information.aboutUs.visitOurShowroom'),
      paragraphs: [
        address ? t('information.aboutUs.ourShowroomAndAtelier', { value: [...address.lines, `${address.postcode} ${address.city}`].join(', '), value2: hours ? t('information.aboutUs.weAreOpen', { hours }) : '' }) : t('information.aboutUs.ourShowroomAndAtelier2'),
        <>
          {t('information.aboutUs.walkInToSee')}{' '}
          <Link className={textLinkClass} to="/contact-us">
            {t('information.aboutUs.bookAPrivateAppointment')}
          </Link>{' '}
          {t('information.aboutUs.andAConsultantWill')}
        </>,
      ],
    },
  ];
  return (
    <InformationPage
      eyebrow={t('information.aboutUs.about', { brand })}
      title={t('information.aboutUs.aboutUs')}
      intro={t('information.aboutUs.intro')}
      sections={sections}
      related={relatedPages('promises', 'education', 'printing', 'contact')}
    />
  );
}
