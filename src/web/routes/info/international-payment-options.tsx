import { Link } from 'react-router';
import { textLinkClass } from '../../components/ui';
import { InformationPage, type InformationSection } from '../../features/information/InformationPage';
import { informationMeta } from '../../features/information/meta';
import { relatedPages } from '../../features/information/pages';
import { cardExclusions, POLICY, TAX_RATES } from '../../features/information/policy';
import type { Route } from './+types/international-payment-options';
import { t } from '../../../domain/words/catalogue';

export function meta({ matches }: Route.MetaArgs) {
  return informationMeta(matches, {
    title: t('information.internationalPaymentOptions.internationalPaymentOptions'),
    description: t('information.internationalPaymentOptions.payingFromOutsideMalaysia', { value: cardExclusions() }),
    path: '/international-payment-options',
  });
}

const SECTIONS: InformationSection[] = [
  {
    heading: t('information.internationalPaymentOptions.internationalCards'),
    paragraphs: [
      t('information.internationalPaymentOptions.weAcceptVisaAnd', { value: cardExclusions() }),
    ],
  },
  {
    heading: t('information.internationalPaymentOptions.bankTransfer'),
    paragraphs: [
      t('information.internationalPaymentOptions.youCanPayBy'),
    ],
  },
  {
    heading: t('information.internationalPaymentOptions.currency'),
    paragraphs: [
      t('information.internationalPaymentOptions.ourPricesAreIn'),
    ],
  },
  {
    heading: t('information.internationalPaymentOptions.depositsAndConfirmation'),
    paragraphs: [
      t('information.internationalPaymentOptions.piecesMadeForYou', { depositPercent: POLICY.depositPercent, printedEngagementRingDepositPercent: POLICY.printedEngagementRingDepositPercent, printedWeddingBandDepositPercent: POLICY.printedWeddingBandDepositPercent, paymentConfirmationHours: POLICY.paymentConfirmationHours }),
      t('information.internationalPaymentOptions.anOrderCanBe'),
    ],
  },
  {
    heading: t('information.internationalPaymentOptions.importTaxes'),
    paragraphs: [
      <>
        {t('information.internationalPaymentOptions.shippingIsFreeAnd')}{' '}
        <Link className={textLinkClass} to="/free-worldwide-shipping">
          {t('information.internationalPaymentOptions.freeWorldwideShipping')}
        </Link>{' '}
        {t('information.internationalPaymentOptions.forDeliveryTimes')}
      </>,
    ],
    table: TAX_RATES,
  },
];

/** International Payment Options (account spec §9: no card payments from Canada, Brazil or the USA; tax rates). */
export default function InternationalPaymentOptions() {
  return (
    <InformationPage
      eyebrow={t('information.internationalPaymentOptions.payment')}
      title={t('information.internationalPaymentOptions.internationalPaymentOptions')}
      intro={t('information.internationalPaymentOptions.intro', { internationalDestinations: POLICY.internationalDestinations })}
      sections={SECTIONS}
      related={relatedPages('malaysianPayment', 'worldwide', 'terms', 'contact')}
    />
  );
}
