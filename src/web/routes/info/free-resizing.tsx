import { Link } from 'react-router';
import { textLinkClass } from '../../components/ui';
import { InformationPage, type InformationSection } from '../../features/information/InformationPage';
import { informationMeta } from '../../features/information/meta';
import { relatedPages } from '../../features/information/pages';
import { POLICY } from '../../features/information/policy';
import type { Route } from './+types/free-resizing';
import { t } from '../../../domain/words/catalogue';

export function meta({ matches }: Route.MetaArgs) {
  return informationMeta(matches, {
    title: t('information.freeResizing.freeResizing'),
    description: t('information.freeResizing.freeRingResizingUp', { freeResizeSteps: POLICY.freeResizeSteps, ringSizeStandard: POLICY.ringSizeStandard }),
    path: '/free-resizing',
  });
}

/** Hong Kong ring sizes with their inner diameter and circumference in millimetres, and the nearest US size. */
const RING_SIZES: [string, string, string, string][] = [
  ['5', '13.7', '43.0', '—'],
  ['6', '14.1', '44.3', '3'],
  ['8', '14.8', '46.6', '3¾'],
  ['11', '15.9', '49.9', '5¼'],
  ['14', '16.9', '53.1', '6½'],
  ['18', '18.3', '57.5', '8¼'],
  ['22', '19.7', '61.9', '10'],
  ['26', '21.1', '66.3', '11½'],
  ['28', '21.6', '67.8', '—'],
  ['30', '22.6', '71.0', '—'],
];

const SECTIONS: InformationSection[] = [
  {
    heading: t('information.freeResizing.freeUpToThree'),
    paragraphs: [
      t('information.freeResizing.ifYourRingDoes', { freeResizeSteps: POLICY.freeResizeSteps }),
      t('information.freeResizing.aLargerChangeUsually'),
    ],
  },
  {
    heading: t('information.freeResizing.theHongKongRing'),
    paragraphs: [
      t('information.freeResizing.ourRingSizesFollow', { ringSizeStandard: POLICY.ringSizeStandard }),
    ],
    table: {
      caption: t('information.freeResizing.ringSizeGuideMillimetres'),
      columns: [t('information.freeResizing.hkSize'), t('information.freeResizing.diameter'), t('information.freeResizing.circumference'), t('information.freeResizing.usSize')],
      rows: RING_SIZES,
      note: t('information.freeResizing.mostWomenInMalaysia'),
    },
  },
  {
    heading: t('information.freeResizing.findingYourSize'),
    points: [
      t('information.freeResizing.visitOurShowroomAnd'),
      t('information.freeResizing.measureARingThat'),
      t('information.freeResizing.measureLateInThe'),
      t('information.freeResizing.planningASurpriseProposal'),
    ],
  },
  {
    heading: t('information.freeResizing.ringsWeResizeDifferently'),
    paragraphs: [
      t('information.freeResizing.fullEternityRingsChannel'),
    ],
  },
  {
    heading: t('information.freeResizing.howToRequestA'),
    paragraphs: [
      <>
        {t('information.freeResizing.bringYourRingTo')}{' '}
        <Link className={textLinkClass} to="/contact-us">
          {t('information.freeResizing.contactUs')}
        </Link>{' '}
        {t('information.freeResizing.andWeWillArrange')}{' '}
        <Link className={textLinkClass} to="/after-sales-services">
          {t('information.freeResizing.afterSalesServices')}
        </Link>
        .
      </>,
    ],
  },
];

/** Free Resizing (account spec §9: up to 3 sizes up or down, Hong Kong ring size standard). */
export default function FreeResizing() {
  return (
    <InformationPage
      eyebrow={t('information.freeResizing.ourPromises')}
      title={t('information.freeResizing.freeResizing')}
      intro={t('information.freeResizing.intro')}
      sections={SECTIONS}
      related={relatedPages('afterSales', 'warranty', 'returns', 'faq')}
    />
  );
}
