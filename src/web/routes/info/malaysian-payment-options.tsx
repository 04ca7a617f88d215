import { Link } from 'react-router';
import { textLinkClass } from '../../components/ui';
import { InformationPage, type InformationSection } from '../../features/information/InformationPage';
import { informationMeta } from '../../features/information/meta';
import { relatedPages } from '../../features/information/pages';
import { INSTALMENT_BANKS, POLICY } from '../../features/information/policy';
import type { Route } from './+types/malaysian-payment-options';
import { t } from '../../../domain/words/catalogue';

export function meta({ matches }: Route.MetaArgs) {
  return informationMeta(matches, {
    title: t('information.malaysianPaymentOptions.malaysianPaymentOptions'),
    description: t('information.malaysianPaymentOptions.payByFpxOnline', { value: POLICY.instalmentMonths.join(' or ') }),
    path: '/malaysian-payment-options',
  });
}

const SECTIONS: InformationSection[] = [
  {
    heading: t('information.malaysianPaymentOptions.fpxOnlineBanking'),
    paragraphs: [
      t('information.malaysianPaymentOptions.fpxLetsYouPay'),
    ],
  },
  {
    heading: t('information.malaysianPaymentOptions.creditAndDebitCards'),
    paragraphs: [
      t('information.malaysianPaymentOptions.weAcceptVisaAnd'),
    ],
  },
  {
    heading: t('information.malaysianPaymentOptions.interestFreeInstalments'),
    paragraphs: [
      t('information.malaysianPaymentOptions.spreadTheCostOf', { value: POLICY.instalmentMonths.join(' or ') }),
    ],
    points: [...INSTALMENT_BANKS],
    pointColumns: 2,
    after: [
      <>
        {t('information.malaysianPaymentOptions.eachBankSetsIts')}{' '}
        <Link className={textLinkClass} to="/contact-us">
          {t('information.malaysianPaymentOptions.contactUs')}
        </Link>{' '}
        {t('information.malaysianPaymentOptions.beforeYouOrderAnd')}
      </>,
    ],
  },
  {
    heading: t('information.malaysianPaymentOptions.depositsForPiecesMade'),
    paragraphs: [t('information.malaysianPaymentOptions.mostOfOurPieces')],
    points: [
      t('information.malaysianPaymentOptions.aMinimumDepositOf', { depositPercent: POLICY.depositPercent }),
      t('information.malaysianPaymentOptions.fullPayment100Before'),
      t('information.malaysianPaymentOptions.forCustomRingsMade', { printedEngagementRingDepositPercent: POLICY.printedEngagementRingDepositPercent, printedWeddingBandDepositPercent: POLICY.printedWeddingBandDepositPercent }),
    ],
    after: [t('information.malaysianPaymentOptions.youMayOfCourse')],
  },
  {
    heading: t('information.malaysianPaymentOptions.paymentConfirmation'),
    paragraphs: [
      t('information.malaysianPaymentOptions.withinHoursOfReceiving', { paymentConfirmationHours: POLICY.paymentConfirmationHours }),
    ],
  },
  {
    heading: t('information.malaysianPaymentOptions.payingAtOurShowroom'),
    paragraphs: [
      t('information.malaysianPaymentOptions.inOurShowroomYou'),
    ],
  },
];

/** Malaysian Payment Options (account spec §9: deposits, instalments, payment confirmation). */
export default function MalaysianPaymentOptions() {
  return (
    <InformationPage
      eyebrow={t('information.malaysianPaymentOptions.payment')}
      title={t('information.malaysianPaymentOptions.malaysianPaymentOptions')}
      intro={t('information.malaysianPaymentOptions.intro')}
      sections={SECTIONS}
      related={relatedPages('internationalPayment', 'terms', 'printing', 'faq')}
    />
  );
}
