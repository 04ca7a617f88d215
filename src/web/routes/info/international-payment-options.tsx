import { Link } from 'react-router';
import { textLinkClass } from '../../components/ui';
import { InformationPage, type InformationSection } from '../../features/information/InformationPage';
import { informationMeta } from '../../features/information/meta';
import { relatedPages } from '../../features/information/pages';
import { cardExclusions, POLICY, TAX_RATES } from '../../features/information/policy';
import type { Route } from './+types/international-payment-options';

export function meta({ matches }: Route.MetaArgs) {
  return informationMeta(matches, {
    title: 'International Payment Options',
    description: `Paying from outside Malaysia: international cards, bank transfers, currency, deposits and import taxes. Card payments are not accepted from ${cardExclusions()}.`,
    path: '/international-payment-options',
  });
}

const SECTIONS: InformationSection[] = [
  {
    heading: 'International cards',
    paragraphs: [
      `We accept Visa and Mastercard credit and debit cards issued outside Malaysia, verified with your bank’s 3-D Secure check on our payment gateway’s secure page. Card payments are not accepted from ${cardExclusions()}; customers there are welcome to pay by bank transfer.`,
    ],
  },
  {
    heading: 'Bank transfer',
    paragraphs: [
      'You can pay by international bank transfer (telegraphic transfer) from any country. Once you have placed your order, we send you our bank details and your order number to quote as the reference. Please allow two to five business days for the transfer to arrive; transfer fees charged by your bank and any intermediary bank are paid by you, so that the full amount reaches us.',
    ],
  },
  {
    heading: 'Currency',
    paragraphs: [
      'Our prices are in Malaysian ringgit (RM), and you are charged in ringgit. Your card issuer or bank converts the amount to your own currency at its exchange rate on the day, and may add a foreign transaction fee.',
    ],
  },
  {
    heading: 'Deposits and confirmation',
    paragraphs: [
      `Pieces made for you need a minimum deposit of ${POLICY.depositPercent}% to begin, with the balance paid before dispatch; custom 3D-printed rings need ${POLICY.printedEngagementRingDepositPercent}% for engagement rings and ${POLICY.printedWeddingBandDepositPercent}% for wedding bands. Within ${POLICY.paymentConfirmationHours} hours of receiving a payment, we e-mail you its confirmation.`,
      'An order can be cancelled only before any payment has been made.',
    ],
  },
  {
    heading: 'Import taxes',
    paragraphs: [
      <>
        Shipping is free and insured, and import taxes are collected by the courier or customs on delivery. The rates below are a guide; see{' '}
        <Link className={textLinkClass} to="/free-worldwide-shipping">
          free worldwide shipping
        </Link>{' '}
        for delivery times.
      </>,
    ],
    table: TAX_RATES,
  },
];

/** International Payment Options (account spec §9: no card payments from Canada, Brazil or the USA; tax rates). */
export default function InternationalPaymentOptions() {
  return (
    <InformationPage
      eyebrow="Payment"
      title="International Payment Options"
      intro={`Wherever you are among the ${POLICY.internationalDestinations} countries and regions we deliver to, paying for your Kilau piece is straightforward and secure.`}
      sections={SECTIONS}
      related={relatedPages('malaysianPayment', 'worldwide', 'terms', 'contact')}
    />
  );
}
