import { Link } from 'react-router';
import { textLinkClass } from '../../components/ui';
import { InformationPage, type InformationSection } from '../../features/information/InformationPage';
import { informationMeta } from '../../features/information/meta';
import { relatedPages } from '../../features/information/pages';
import { cardExclusions, POLICY, RETURN_FEES } from '../../features/information/policy';
import { useShopSettings } from '../../lib/shop';
import type { Route } from './+types/terms-conditions';
import { t } from '../../../domain/words/catalogue';

export function meta({ matches }: Route.MetaArgs) {
  return informationMeta(matches, {
    title: t('information.termsConditions.termsConditions'),
    description: t('information.termsConditions.theTermsOfBuying'),
    path: '/terms-conditions',
  });
}

/** Terms & Conditions, with the returns and refunds section at #return_refund (account spec §2, §9). */
export default function TermsConditions() {
  const settings = useShopSettings();
  const brand = settings?.brandName ?? t('information.termsConditions.kilau');
  const company = settings?.companyName ?? t('information.termsConditions.kilauJewellerySdnBhd');
  const registration = settings?.companyRegistrationNo ? t('information.termsConditions.companyNo', { companyRegistrationNo: settings.companyRegistrationNo }) : '';
  const email = settings?.email ?? '';
  const sections: InformationSection[] = [
    {
      heading: t('information.termsConditions.aboutTheseTerms'),
      paragraphs: [
        t('information.termsConditions.thisWebsiteIsOperated', { company, registration, brand }),
      ],
    },
    {
      heading: t('information.termsConditions.orders'),
      paragraphs: [
        t('information.termsConditions.anOrderIsAccepted', { paymentConfirmationHours: POLICY.paymentConfirmationHours, paymentConfirmationHours2: POLICY.paymentConfirmationHours }),
        t('information.termsConditions.manyOfTheDiamonds'),
        t('information.termsConditions.weTakeGreatCare'),
      ],
    },
    {
      heading: t('information.termsConditions.pricesAndPayment'),
      paragraphs: [
        t('information.termsConditions.pricesAreShownAnd'),
        t('information.termsConditions.weAcceptFpxOnline', { value: cardExclusions() }),
      ],
      points: [
        t('information.termsConditions.madeToOrderPieces', { depositPercent: POLICY.depositPercent }),
        t('information.termsConditions.piecesCollectedFromOur'),
        t('information.termsConditions.customRingsMadeWith', { printedEngagementRingDepositPercent: POLICY.printedEngagementRingDepositPercent, printedWeddingBandDepositPercent: POLICY.printedWeddingBandDepositPercent }),
        t('information.termsConditions.interestFreeInstalmentsOf', { value: POLICY.instalmentMonths.join(' or ') }),
      ],
    },
    {
      heading: t('information.termsConditions.cancellation'),
      paragraphs: [
        t('information.termsConditions.anOrderCanBe'),
      ],
    },
    {
      heading: t('information.termsConditions.delivery'),
      paragraphs: [
        <>
          {t('information.termsConditions.deliveryIsFreeAnd', { alternateAddressCheck: POLICY.alternateAddressCheck })}{' '}
          <Link className={textLinkClass} to="/shipping-policy">
            {t('information.termsConditions.shippingPolicy')}
          </Link>{' '}
          {t('information.termsConditions.givesTheDetails')}
        </>,
      ],
    },
    {
      heading: t('information.termsConditions.faultsFoundOnDelivery'),
      paragraphs: [
        t('information.termsConditions.pleaseInspectYourPiece', { faultClaimWorkingDays: POLICY.faultClaimWorkingDays }),
      ],
    },
    {
      heading: t('information.termsConditions.returnsAndRefunds'),
      id: 'return_refund',
      paragraphs: [
        t('information.termsConditions.ourDayRefundGuarantee', { refundGuaranteeDays: POLICY.refundGuaranteeDays, refundGuaranteeDays2: POLICY.refundGuaranteeDays }),
        t('information.termsConditions.onceTheReturnedPiece', { refundWithinWorkingDays: POLICY.refundWithinWorkingDays }),
      ],
      table: RETURN_FEES,
      after: [
        <>
          {t('information.termsConditions.toStartAReturn')}{' '}
          <a className={textLinkClass} href={`mailto:${email}`}>
            {email}
          </a>{' '}
          {t('information.termsConditions.withYourOrderNumber')}{' '}
          <Link className={textLinkClass} to="/return-policy">
            {t('information.termsConditions.returnPolicy')}
          </Link>{' '}
          {t('information.termsConditions.explainsEachStep')}
        </>,
      ],
    },
    {
      heading: t('information.termsConditions.warrantyAndAftercare'),
      paragraphs: [
        <>
          {t('information.termsConditions.everyPieceCarriesOur', { paveWarrantyYears: POLICY.paveWarrantyYears, paveStoneMaxCarat: POLICY.paveStoneMaxCarat })}{' '}
          {t('information.termsConditions.yearsRingsMayBe', { refurbishmentYears: POLICY.refurbishmentYears, freeResizeSteps: POLICY.freeResizeSteps, ringSizeStandard: POLICY.ringSizeStandard })}{' '}
          <Link className={textLinkClass} to="/lifetime-manufacturer-warranty">
            {t('information.termsConditions.warranty')}
          </Link>{' '}
          {t('information.termsConditions.forWhatIsCovered')}
        </>,
      ],
    },
    {
      heading: t('information.termsConditions.certification'),
      paragraphs: [
        t('information.termsConditions.diamondsAboveCtAre', { certificationAboveCarat: POLICY.certificationAboveCarat }),
      ],
    },
    {
      heading: t('information.termsConditions.designsAndContent'),
      paragraphs: [
        t('information.termsConditions.ourDesignsPhotographsVideos', { brand }),
      ],
    },
    {
      heading: t('information.termsConditions.yourPrivacy'),
      paragraphs: [
        <>
          {t('information.termsConditions.weUseYourPersonal')}{' '}
          <Link className={textLinkClass} to="/privacy-policy">
            {t('information.termsConditions.privacyPolicy')}
          </Link>
          .
        </>,
      ],
    },
    {
      heading: t('information.termsConditions.governingLaw'),
      paragraphs: [
        t('information.termsConditions.theseTermsAreGoverned'),
      ],
    },
    {
      heading: t('information.termsConditions.contactUs'),
      paragraphs: [
        <>
          {t('information.termsConditions.questionsAboutTheseTerms')}{' '}
          <a className={textLinkClass} href={`mailto:${email}`}>
            {email}
          </a>{' '}
          {t('information.termsConditions.orVisitOur')}{' '}
          <Link className={textLinkClass} to="/contact-us">
            {t('information.termsConditions.contactPage')}
          </Link>
          .
        </>,
      ],
    },
  ];
  return (
    <InformationPage
      eyebrow={t('information.termsConditions.policies')}
      title={t('information.termsConditions.termsConditions')}
      intro={t('information.termsConditions.intro', { brand })}
      updated="2026-11-23"
      sections={sections}
      related={relatedPages('returns', 'shipping', 'warranty', 'privacy')}
    />
  );
}
