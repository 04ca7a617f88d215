import { Link } from 'react-router';
import { textLinkClass } from '../../components/ui';
import { InformationPage, type InformationSection } from '../../features/information/InformationPage';
import { informationMeta } from '../../features/information/meta';
import { relatedPages } from '../../features/information/pages';
import { POLICY } from '../../features/information/policy';
import { instalmentPlansAnswerSchema } from '../../../domain/contract/instalments';
import { INSTALMENT_MONTHS, plansByBank, type InstalmentPlan } from '../../../domain/payments/instalments';
import { formatRM } from '../../../domain/money/money';
import { plansOf } from '../../features/instalments/plans';
import type { Route } from './+types/malaysian-payment-options';
import { t } from '../../../domain/words/catalogue';
import '../../../domain/words/books/information';

export function meta({ matches }: Route.MetaArgs) {
  return informationMeta(matches, {
    title: t('information.malaysianPaymentOptions.malaysianPaymentOptions'),
    description: t('information.malaysianPaymentOptions.payByFpxOnline', { value: POLICY.instalmentMonths.join(' or ') }),
    path: '/malaysian-payment-options',
  });
}

/** The plans offered now, from the same data as checkout and the product pages (GET /api/payment/instalment-plans). */
export async function loader({ context }: Route.LoaderArgs) {
  const answer = instalmentPlansAnswerSchema.safeParse((await context.callApi('/api/payment/instalment-plans')).body);
  return { plans: answer.success ? plansOf(answer.data.plans) : [] };
}

/** One row a bank: from what total each of its plans is offered. */
function plansTable(plans: readonly InstalmentPlan[]): InformationSection['table'] {
  return {
    caption: t('instalments.page.heading'),
    columns: [t('instalments.page.bank'), ...INSTALMENT_MONTHS.map((months) => t('instalments.page.months', { months }))],
    rows: plansByBank(plans).map(({ bank, plans: offered }) => [
      bank,
      ...INSTALMENT_MONTHS.map((months) => {
        const plan = offered.find((p) => p.months === months);
        return plan ? formatRM(plan.minSen) : t('instalments.page.notOffered');
      }),
    ]),
  };
}

const sectionsWith = (plans: readonly InstalmentPlan[]): InformationSection[] => [
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
    paragraphs: [t('instalments.page.intro'), ...(plans.length === 0 ? [t('instalments.page.none')] : [])],
    ...(plans.length > 0 ? { table: plansTable(plans) } : {}),
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
export default function MalaysianPaymentOptions({ loaderData }: Route.ComponentProps) {
  return (
    <InformationPage
      eyebrow={t('information.malaysianPaymentOptions.payment')}
      title={t('information.malaysianPaymentOptions.malaysianPaymentOptions')}
      intro={t('information.malaysianPaymentOptions.intro')}
      sections={sectionsWith(loaderData.plans)}
      related={relatedPages('internationalPayment', 'terms', 'printing', 'faq')}
    />
  );
}
