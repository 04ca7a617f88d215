import { Link } from 'react-router';
import { textLinkClass } from '../../components/ui';
import { InformationPage, type InformationSection } from '../../features/information/InformationPage';
import { informationMeta } from '../../features/information/meta';
import { relatedPages } from '../../features/information/pages';
import { POLICY } from '../../features/information/policy';
import type { Route } from './+types/3d-printing';
import { t } from '../../../domain/words/catalogue';

export function meta({ matches }: Route.MetaArgs) {
  return informationMeta(matches, {
    title: t('information.3dPrinting.n3dPrinting'),
    description: t('information.3dPrinting.designYourOwnEngagement', { printedEngagementRingDepositPercent: POLICY.printedEngagementRingDepositPercent, printedWeddingBandDepositPercent: POLICY.printedWeddingBandDepositPercent }),
    path: '/3d-printing',
  });
}

const SECTIONS: InformationSection[] = [
  {
    heading: t('information.3dPrinting.yourDesignMadeReal'),
    paragraphs: [
      t('information.3dPrinting.someRingsExistOnly'),
    ],
  },
  {
    heading: t('information.3dPrinting.howItWorks'),
    points: [
      t('information.3dPrinting.consultationMeetOneOf'),
      t('information.3dPrinting.designWeModelYour'),
      t('information.3dPrinting.tryOnWePrint'),
      t('information.3dPrinting.castingOnceYouApprove'),
      t('information.3dPrinting.deliveryYourFinishedRing', { madeToOrderDays: POLICY.madeToOrderDays }),
    ],
  },
  {
    heading: t('information.3dPrinting.deposits'),
    paragraphs: [t('information.3dPrinting.workOnACustom')],
    points: [
      t('information.3dPrinting.engagementRingsOfThe', { printedEngagementRingDepositPercent: POLICY.printedEngagementRingDepositPercent }),
      t('information.3dPrinting.weddingBandsOfThe', { printedWeddingBandDepositPercent: POLICY.printedWeddingBandDepositPercent }),
    ],
    after: [t('information.3dPrinting.changesToTheDesign')],
  },
  {
    heading: t('information.3dPrinting.preciseAndKindTo'),
    paragraphs: [
      t('information.3dPrinting.aPrintedModelCaptures'),
    ],
  },
  {
    heading: t('information.3dPrinting.beginYourDesign'),
    paragraphs: [
      <>
        <Link className={textLinkClass} to="/contact-us">
          {t('information.3dPrinting.contactUs')}
        </Link>{' '}
        {t('information.3dPrinting.toBookADesign')}{' '}
        <Link className={textLinkClass} to="/lifetime-manufacturer-warranty">
          {t('information.3dPrinting.lifetimeManufacturerWarranty')}
        </Link>{' '}
        {t('information.3dPrinting.andFreeResizing')}
      </>,
    ],
  },
];

/** 3D Printing (account spec §9: deposits of 70% for engagement rings, 50% for wedding bands). */
export default function ThreeDPrinting() {
  return (
    <InformationPage
      eyebrow={t('information.3dPrinting.howWeWork')}
      title={t('information.3dPrinting.n3dPrinting')}
      intro={t('information.3dPrinting.intro')}
      sections={SECTIONS}
      related={relatedPages('video', 'malaysianPayment', 'warranty', 'about')}
    />
  );
}
