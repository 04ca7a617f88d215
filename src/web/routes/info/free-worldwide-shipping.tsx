import { Link } from 'react-router';
import { textLinkClass } from '../../components/ui';
import { InformationPage, type InformationSection } from '../../features/information/InformationPage';
import { informationMeta } from '../../features/information/meta';
import { relatedPages } from '../../features/information/pages';
import { DELIVERY_ESTIMATES, POLICY, TAX_RATES } from '../../features/information/policy';
import type { Route } from './+types/free-worldwide-shipping';

export function meta({ matches }: Route.MetaArgs) {
  return informationMeta(matches, {
    title: 'Free Worldwide Shipping',
    description: `Free, fully insured delivery to ${POLICY.internationalDestinations} countries and regions, with delivery estimates and the import tax rates of our most frequent destinations.`,
    path: '/free-worldwide-shipping',
  });
}

const SECTIONS: InformationSection[] = [
  {
    heading: `${POLICY.internationalDestinations} countries and regions, free of charge`,
    paragraphs: [
      `From our atelier in Kuala Lumpur we deliver to ${POLICY.internationalDestinations} countries and regions across Asia, Oceania, Europe, the Middle East and the Americas. Wherever you are, shipping is free, with no minimum spend.`,
      'If your country is not yet on our list, write to us before you order: we can often make special arrangements.',
    ],
  },
  {
    heading: 'Fully insured, door to door',
    paragraphs: [
      'Each parcel is insured for its full value until it is signed for. It travels with a trusted international courier, is tracked at every step, and is handed over only against a signature, Monday to Friday. We cannot deliver to a P.O. Box or a forwarding address.',
      `For your protection, orders of ${POLICY.alternateAddressCheck} or more sent to an address other than the billing address are verified before dispatch.`,
    ],
  },
  {
    heading: 'How long delivery takes',
    paragraphs: ['Once your piece has left our atelier, you can expect it within:'],
    table: DELIVERY_ESTIMATES,
    after: ['Pieces made for you are crafted before they are dispatched; the estimated date shown with each piece includes that time.'],
  },
  {
    heading: 'Import taxes and duties',
    paragraphs: [
      'Our prices include shipping and insurance. Import tax or duty, where a country charges one, is collected from the recipient by the courier or by customs on arrival. These are the rates most often applied to fine jewellery in our most frequent destinations:',
    ],
    table: TAX_RATES,
    after: ['Every parcel carries a commercial invoice showing the price you paid, so that customs can clear it quickly. We are not able to mark a parcel as a gift or declare a lower value.'],
  },
  {
    heading: 'Paying from abroad',
    paragraphs: [
      <>
        Prices are charged in Malaysian ringgit; your bank converts the amount to your currency. Our{' '}
        <Link className={textLinkClass} to="/international-payment-options">
          international payment options
        </Link>{' '}
        explain which cards we accept and how to pay by bank transfer.
      </>,
    ],
  },
  {
    heading: 'Returns from abroad',
    paragraphs: [
      <>
        Our {POLICY.refundGuaranteeDays}-day refund guarantee applies wherever you live. Returns from outside Malaysia travel insured for a fee of {POLICY.returnFeeInternational}, deducted from your refund — see our{' '}
        <Link className={textLinkClass} to="/return-policy">
          return policy
        </Link>
        .
      </>,
    ],
  },
];

/** Free Worldwide Shipping (account spec §9: 45 countries and regions, delivery estimates, tax rates). */
export default function FreeWorldwideShipping() {
  return (
    <InformationPage
      eyebrow="Our Promises"
      title="Free Worldwide Shipping"
      intro={`Wherever life takes you, your Kilau piece can follow — free of charge, fully insured and signed for, to ${POLICY.internationalDestinations} countries and regions around the world.`}
      sections={SECTIONS}
      related={relatedPages('shipping', 'internationalPayment', 'returns', 'packaging')}
    />
  );
}
