import { Link } from 'react-router';
import type { ShopSettings } from '../../../domain/contract/content';
import { textLinkClass } from '../../components/ui';
import type { FaqGroup } from './Faq';
import { cardExclusions, INSTALMENT_BANKS, POLICY } from './policy';
import { t } from '../../../domain/words/catalogue';
import '../../../domain/words/books/information';

function PageLink({ to, children }: { to: string; children: React.ReactNode }) {
  return (
    <Link className={textLinkClass} to={to}>
      {children}
    </Link>
  );
}

/** The questions shoppers ask us most, grouped by topic; shop details (hours) come from the settings. */
export function faqGroups(settings: ShopSettings | undefined): FaqGroup[] {
  const hours = settings?.openingHours.map((h) => `${h.days}, ${h.hours}`).join('; ') ?? '';
  return [
    {
      id: 'ordering',
      title: t('information.faqContent.orderingAndPayment'),
      entries: [
        {
          question: t('information.faqContent.howDoIPay'),
          answer: [
            <>
              {t('information.faqContent.inMalaysiaYouCan', { value: cardExclusions() })}{' '}
              <PageLink to="/malaysian-payment-options">{t('information.faqContent.malaysian')}</PageLink> {t('information.faqContent.and')} <PageLink to="/international-payment-options">{t('information.faqContent.internationalPaymentOptions')}</PageLink> {t('information.faqContent.giveTheDetails')}
            </>,
          ],
        },
        {
          question: t('information.faqContent.canIPayIn'),
          answer: [
            t('information.faqContent.yesInterestFreeInstalments', { value: POLICY.instalmentMonths.join(' or '), value2: INSTALMENT_BANKS.slice(0, 5).join(', ') }),
          ],
        },
        {
          question: t('information.faqContent.doINeedTo'),
          answer: [
            t('information.faqContent.piecesMadeForYou', { depositPercent: POLICY.depositPercent, printedEngagementRingDepositPercent: POLICY.printedEngagementRingDepositPercent, printedWeddingBandDepositPercent: POLICY.printedWeddingBandDepositPercent }),
          ],
        },
        {
          question: t('information.faqContent.whenWillIReceive'),
          answer: [t('information.faqContent.weEMailYou', { paymentConfirmationHours: POLICY.paymentConfirmationHours })],
        },
        {
          question: t('information.faqContent.canICancelMy'),
          answer: [
            <>
              {t('information.faqContent.anOrderCanBe')} <PageLink to="/return-policy">{POLICY.refundGuaranteeDays}{t('information.faqContent.dayRefundGuarantee')}</PageLink> {t('information.faqContent.applies')}
            </>,
          ],
        },
      ],
    },
    {
      id: 'diamonds',
      title: t('information.faqContent.diamondsAndCertification'),
      entries: [
        {
          question: t('information.faqContent.areYourDiamondsCertified'),
          answer: [
            t('information.faqContent.diamondsAboveCtCome', { certificationAboveCarat: POLICY.certificationAboveCarat }),
          ],
        },
        {
          question: t('information.faqContent.whichOfThe4cs'),
          answer: [
            <>
              {t('information.faqContent.cutHasTheGreatest')}{' '}
              <PageLink to="/kilau-education">{t('information.faqContent.diamondEducation')}</PageLink> {t('information.faqContent.explainsEachC')}
            </>,
          ],
        },
        {
          question: t('information.faqContent.isTheDiamondIn'),
          answer: [
            <>
              {t('information.faqContent.yesOur')} <PageLink to="/360-video-technology">{t('information.faqContent.n360Videos')}</PageLink> {t('information.faqContent.showTheActualDiamond')}
            </>,
          ],
        },
        {
          question: t('information.faqContent.whatIfTheDiamond'),
          answer: [t('information.faqContent.someOfOurDiamonds')],
        },
      ],
    },
    {
      id: 'sizing',
      title: t('information.faqContent.ringSizesAndResizing'),
      entries: [
        {
          question: t('information.faqContent.whichRingSizeScale'),
          answer: [
            <>
              {t('information.faqContent.ourRingSizesFollow', { ringSizeStandard: POLICY.ringSizeStandard })} <PageLink to="/free-resizing">{t('information.faqContent.ringSizeGuide')}</PageLink> {t('information.faqContent.comparesItWithDiameters')}
            </>,
          ],
        },
        {
          question: t('information.faqContent.whatIfMyRing'),
          answer: [t('information.faqContent.weResizeKilauRings', { freeResizeSteps: POLICY.freeResizeSteps })],
        },
        {
          question: t('information.faqContent.iAmPlanningA'),
          answer: [t('information.faqContent.borrowARingYour')],
        },
      ],
    },
    {
      id: 'delivery',
      title: t('information.faqContent.shippingAndDelivery'),
      entries: [
        {
          question: t('information.faqContent.howMuchDoesShipping'),
          answer: [t('information.faqContent.nothingShippingIsFree', { internationalDestinations: POLICY.internationalDestinations })],
        },
        {
          question: t('information.faqContent.howLongWillDelivery'),
          answer: [
            <>
              {t('information.faqContent.afterDispatchDeliveriesTake')}{' '}
              <PageLink to="/shipping-policy">{t('information.faqContent.shippingPolicy')}</PageLink>.
            </>,
          ],
        },
        {
          question: t('information.faqContent.doesSomeoneNeedTo'),
          answer: [t('information.faqContent.yesDeliveriesAreMade')],
        },
        {
          question: t('information.faqContent.willIPayImport'),
          answer: [
            <>
              {t('information.faqContent.importTaxesAreSet')} <PageLink to="/free-worldwide-shipping">{t('information.faqContent.freeWorldwideShipping')}</PageLink> {t('information.faqContent.forMoreDestinations')}
            </>,
          ],
        },
      ],
    },
    {
      id: 'returns',
      title: t('information.faqContent.returnsWarrantyAndCare'),
      entries: [
        {
          question: t('information.faqContent.canIReturnA'),
          answer: [
            <>
              {t('information.faqContent.yesWithinDaysOf', { refundGuaranteeDays: POLICY.refundGuaranteeDays, refundWithinWorkingDays: POLICY.refundWithinWorkingDays })}{' '}
              {t('information.faqContent.andReturnsFromAbroad', { returnFeeMalaysia: POLICY.returnFeeMalaysia, returnFeeInternational: POLICY.returnFeeInternational })} <PageLink to="/return-policy">{t('information.faqContent.returnPolicy')}</PageLink>.
            </>,
          ],
        },
        {
          question: t('information.faqContent.whatDoesTheLifetime'),
          answer: [
            <>
              {t('information.faqContent.defectsInMaterialsAnd', { paveWarrantyYears: POLICY.paveWarrantyYears, paveStoneMaxCarat: POLICY.paveStoneMaxCarat })} <PageLink to="/lifetime-manufacturer-warranty">{t('information.faqContent.lifetimeManufacturerWarranty')}</PageLink>.
            </>,
          ],
        },
        {
          question: t('information.faqContent.howDoIKeep'),
          answer: [
            t('information.faqContent.takeRingsOffFor', { refurbishmentYears: POLICY.refurbishmentYears }),
          ],
        },
        {
          question: t('information.faqContent.myPieceArrivedWith'),
          answer: [t('information.faqContent.pleaseTellUsIn', { faultClaimWorkingDays: POLICY.faultClaimWorkingDays })],
        },
      ],
    },
    {
      id: 'visiting',
      title: t('information.faqContent.visitingUs'),
      entries: [
        {
          question: t('information.faqContent.canISeeYour'),
          answer: [
            <>
              {t('information.faqContent.ofCourseOurShowroom')} {hours || t('information.faqContent.sixDaysAWeek')}{t('information.faqContent.youAreWelcomeTo')} <PageLink to="/contact-us">{t('information.faqContent.bookAnAppointment')}</PageLink> {t('information.faqContent.andWeWillPrepare')}
            </>,
          ],
        },
        {
          question: t('information.faqContent.canYouMakeA'),
          answer: [
            <>
              {t('information.faqContent.yesWeModelYour')} <PageLink to="/3d-printing">{t('information.faqContent.n3dPrinting')}</PageLink>.
            </>,
          ],
        },
      ],
    },
  ];
}
