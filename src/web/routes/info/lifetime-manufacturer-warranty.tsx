import { Link } from 'react-router';
import { textLinkClass } from '../../components/ui';
import { InformationPage, type InformationSection } from '../../features/information/InformationPage';
import { informationMeta } from '../../features/information/meta';
import { relatedPages } from '../../features/information/pages';
import { POLICY } from '../../features/information/policy';
import type { Route } from './+types/lifetime-manufacturer-warranty';
import { t } from '../../../domain/words/catalogue';

export function meta({ matches }: Route.MetaArgs) {
  return informationMeta(matches, {
    title: t('information.lifetimeManufacturerWarranty.lifetimeManufacturerWarranty'),
    description: t('information.lifetimeManufacturerWarranty.everyPieceIsCovered', { paveWarrantyYears: POLICY.paveWarrantyYears, refurbishmentYears: POLICY.refurbishmentYears }),
    path: '/lifetime-manufacturer-warranty',
  });
}

const SECTIONS: InformationSection[] = [
  {
    heading: t('information.lifetimeManufacturerWarranty.coveredForLife'),
    paragraphs: [
      t('information.lifetimeManufacturerWarranty.everyKilauPieceIs'),
      t('information.lifetimeManufacturerWarranty.theWarrantyBelongsTo'),
    ],
  },
  {
    heading: t('information.lifetimeManufacturerWarranty.pavWarranty'),
    paragraphs: [
      t('information.lifetimeManufacturerWarranty.pavAndMicroPav', { paveWarrantyYears: POLICY.paveWarrantyYears, paveStoneMaxCarat: POLICY.paveStoneMaxCarat }),
    ],
  },
  {
    heading: t('information.lifetimeManufacturerWarranty.aYearlyRefurbishmentFor', { refurbishmentYears: POLICY.refurbishmentYears }),
    paragraphs: [
      t('information.lifetimeManufacturerWarranty.onceAYearFor', { refurbishmentYears: POLICY.refurbishmentYears }),
    ],
    points: [
      t('information.lifetimeManufacturerWarranty.checkEveryClawAnd'),
      t('information.lifetimeManufacturerWarranty.cleanThePieceUltrasonically'),
      t('information.lifetimeManufacturerWarranty.polishAwayTheFine'),
      t('information.lifetimeManufacturerWarranty.rePlateWhiteGold'),
    ],
    after: [t('information.lifetimeManufacturerWarranty.anAnnualCheckIs')],
  },
  {
    heading: t('information.lifetimeManufacturerWarranty.whatTheWarrantyDoes'),
    points: [
      t('information.lifetimeManufacturerWarranty.normalWearOverTime'),
      t('information.lifetimeManufacturerWarranty.damageFromAccidentsKnocks'),
      t('information.lifetimeManufacturerWarranty.lossOrTheftOf'),
      t('information.lifetimeManufacturerWarranty.piecesThatHaveBeen'),
    ],
    after: [t('information.lifetimeManufacturerWarranty.repairsOutsideTheWarranty')],
  },
  {
    heading: t('information.lifetimeManufacturerWarranty.faultsOnArrival'),
    paragraphs: [
      <>
        {t('information.lifetimeManufacturerWarranty.pleaseLookOverYour', { faultClaimWorkingDays: POLICY.faultClaimWorkingDays })}{' '}
        <Link className={textLinkClass} to="/terms-conditions">
          {t('information.lifetimeManufacturerWarranty.termsAndConditions')}
        </Link>
        .
      </>,
    ],
  },
  {
    heading: t('information.lifetimeManufacturerWarranty.makingAClaim'),
    paragraphs: [
      <>
        {t('information.lifetimeManufacturerWarranty.bringYourPieceTo')}{' '}
        <Link className={textLinkClass} to="/contact-us">
          {t('information.lifetimeManufacturerWarranty.contactUs')}
        </Link>{' '}
        {t('information.lifetimeManufacturerWarranty.andWeWillArrange')}
      </>,
    ],
  },
];

/** Lifetime Manufacturer Warranty (account spec §9: pavé warranty, yearly refurbishment). */
export default function LifetimeManufacturerWarranty() {
  return (
    <InformationPage
      eyebrow={t('information.lifetimeManufacturerWarranty.ourPromises')}
      title={t('information.lifetimeManufacturerWarranty.lifetimeManufacturerWarranty')}
      intro={t('information.lifetimeManufacturerWarranty.intro')}
      sections={SECTIONS}
      related={relatedPages('afterSales', 'resizing', 'promises', 'terms')}
    />
  );
}
