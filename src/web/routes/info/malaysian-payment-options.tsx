import { Link } from 'react-router';
import { textLinkClass } from '../../components/ui';
import { InformationPage, type InformationSection } from '../../features/information/InformationPage';
import { informationMeta } from '../../features/information/meta';
import { relatedPages } from '../../features/information/pages';
import { INSTALMENT_BANKS, POLICY } from '../../features/information/policy';
import type { Route } from './+types/malaysian-payment-options';

export function meta({ matches }: Route.MetaArgs) {
  return informationMeta(matches, {
    title: 'Malaysian Payment Options',
    description: `Pay by FPX online banking or card, spread the cost with ${POLICY.instalmentMonths.join(' or ')}-month interest-free instalments, and how deposits work for pieces made for you.`,
    path: '/malaysian-payment-options',
  });
}

const SECTIONS: InformationSection[] = [
  {
    heading: 'FPX online banking',
    paragraphs: [
      'FPX lets you pay straight from your bank account through your own bank’s online banking, with no card needed. Choose FPX at checkout, pick your bank and approve the payment in its secure page. Personal accounts can pay from RM1 to RM30,000 in one transaction and business accounts up to RM1,000,000; for a larger order, we can split the payment for you.',
    ],
  },
  {
    heading: 'Credit and debit cards',
    paragraphs: [
      'We accept Visa and Mastercard credit and debit cards issued in Malaysia. Card details are entered on our payment gateway’s secure page, protected by your bank’s 3-D Secure check, and never reach our own servers.',
    ],
  },
  {
    heading: 'Interest-free instalments',
    paragraphs: [
      `Spread the cost of your piece over ${POLICY.instalmentMonths.join(' or ')} months at 0% interest, with no fees from us, using a credit card from one of our participating banks:`,
    ],
    points: [...INSTALMENT_BANKS],
    pointColumns: 2,
    after: [
      <>
        Each bank sets its own minimum spend and terms, and availability can change from time to time. Instalment plans can be arranged at our showroom, or{' '}
        <Link className={textLinkClass} to="/contact-us">
          contact us
        </Link>{' '}
        before you order and we will confirm the plans open to your card.
      </>,
    ],
  },
  {
    heading: 'Deposits for pieces made for you',
    paragraphs: ['Most of our pieces are made to order. To begin work on yours, we ask for a deposit, with the balance paid before your piece is dispatched:'],
    points: [
      `A minimum deposit of ${POLICY.depositPercent}% of the order value.`,
      'Full payment (100%) before a piece is collected from our showroom.',
      `For custom rings made with 3D printing: ${POLICY.printedEngagementRingDepositPercent}% for engagement rings and ${POLICY.printedWeddingBandDepositPercent}% for wedding bands.`,
    ],
    after: ['You may of course pay in full when you order, and we will let you know as soon as the balance of a deposit is due.'],
  },
  {
    heading: 'Payment confirmation',
    paragraphs: [
      `Within ${POLICY.paymentConfirmationHours} hours of receiving your payment, we send you a confirmation e-mail with your order number. Your orders and their status are always in your account under Order History.`,
    ],
  },
  {
    heading: 'Paying at our showroom',
    paragraphs: [
      'In our showroom you can pay by card, including instalment plans, or by bank transfer. For your security, we do not accept large cash payments.',
    ],
  },
];

/** Malaysian Payment Options (account spec §9: deposits, instalments, payment confirmation). */
export default function MalaysianPaymentOptions() {
  return (
    <InformationPage
      eyebrow="Payment"
      title="Malaysian Payment Options"
      intro="Secure, simple ways to pay — online, in our showroom, in full or over time."
      sections={SECTIONS}
      related={relatedPages('internationalPayment', 'terms', 'printing', 'faq')}
    />
  );
}
