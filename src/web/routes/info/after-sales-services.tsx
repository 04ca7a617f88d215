import { Link } from 'react-router';
import { textLinkClass } from '../../components/ui';
import { InformationPage, type InformationSection } from '../../features/information/InformationPage';
import { informationMeta } from '../../features/information/meta';
import { relatedPages } from '../../features/information/pages';
import { POLICY } from '../../features/information/policy';
import type { Route } from './+types/after-sales-services';
import { t } from '../../../domain/words/catalogue';

export function meta({ matches }: Route.MetaArgs) {
  return informationMeta(matches, {
    title: t('information.afterSalesServices.afterSalesServices'),
    description: t('information.afterSalesServices.yearlyRefurbishmentAndInspection', { refurbishmentYears: POLICY.refurbishmentYears }),
    path: '/after-sales-services',
  });
}

const SECTIONS: InformationSection[] = [
  {
    heading: t('information.afterSalesServices.cleaningWhileYouWait'),
    paragraphs: [
      t('information.afterSalesServices.visitOurShowroomAt'),
    ],
  },
  {
    heading: t('information.afterSalesServices.yearlyRefurbishmentAndInspection2'),
    paragraphs: [
      t('information.afterSalesServices.onceAYearFor', { refurbishmentYears: POLICY.refurbishmentYears }),
    ],
  },
  {
    heading: t('information.afterSalesServices.resizing'),
    paragraphs: [
      <>
        {t('information.afterSalesServices.fingersChangeWithThe', { freeResizeSteps: POLICY.freeResizeSteps, ringSizeStandard: POLICY.ringSizeStandard })}{' '}
        <Link className={textLinkClass} to="/free-resizing">
          {t('information.afterSalesServices.freeResizing')}
        </Link>{' '}
        {t('information.afterSalesServices.forHowItWorks')}
      </>,
    ],
  },
  {
    heading: t('information.afterSalesServices.repairs'),
    paragraphs: [
      <>
        {t('information.afterSalesServices.faultsInMaterialsOr')}{' '}
        <Link className={textLinkClass} to="/lifetime-manufacturer-warranty">
          {t('information.afterSalesServices.lifetimeManufacturerWarranty')}
        </Link>
        {t('information.afterSalesServices.andSmallPavStones', { paveWarrantyYears: POLICY.paveWarrantyYears })}
      </>,
    ],
  },
  {
    heading: t('information.afterSalesServices.engravingAndUpgrades'),
    points: [
      t('information.afterSalesServices.addOrChangeAn'),
      t('information.afterSalesServices.upgradeYourCentreDiamond'),
      t('information.afterSalesServices.resetADiamondYou'),
    ],
  },
  {
    heading: t('information.afterSalesServices.bookingAService'),
    paragraphs: [
      <>
        {t('information.afterSalesServices.walkInDuringOpening')}{' '}
        <Link className={textLinkClass} to="/contact-us">
          {t('information.afterSalesServices.contactUs')}
        </Link>{' '}
        {t('information.afterSalesServices.toBookATime')}
      </>,
    ],
  },
];

/** After-Sales Services (account spec §9: yearly refurbishment and inspection, free resizing, pavé warranty). */
export default function AfterSalesServices() {
  return (
    <InformationPage
      eyebrow={t('information.afterSalesServices.ourPromises')}
      title={t('information.afterSalesServices.afterSalesServices')}
      intro={t('information.afterSalesServices.intro')}
      sections={SECTIONS}
      related={relatedPages('warranty', 'resizing', 'promises', 'contact')}
    />
  );
}
