import { Link } from 'react-router';
import { textLinkClass } from '../../components/ui';
import { InformationPage, type InformationSection } from '../../features/information/InformationPage';
import { informationMeta } from '../../features/information/meta';
import { relatedPages } from '../../features/information/pages';
import { DELIVERY_ESTIMATES, POLICY } from '../../features/information/policy';
import type { Route } from './+types/shipping-policy';

export function meta({ matches }: Route.MetaArgs) {
  return informationMeta(matches, {
    title: 'Shipping Policy',
    description: `Free, fully insured delivery in Malaysia and to ${POLICY.internationalDestinations} countries and regions: gift packaging, signature on delivery, dispatch times and delivery estimates.`,
    path: '/shipping-policy',
  });
}

const SECTIONS: InformationSection[] = [
  {
    heading: 'Free insured shipping',
    paragraphs: [
      `Shipping is free on every order, whether your piece is travelling across Kuala Lumpur or to any of the ${POLICY.internationalDestinations} countries and regions we deliver to. There is no minimum spend and nothing is added at checkout.`,
      'Every parcel is insured for its full value from the moment it leaves our atelier until it is signed for at your door. Should anything go wrong on the way, we will remake or replace your piece, or refund you in full — you will never have to make a claim with the courier yourself.',
    ],
  },
  {
    heading: 'Gift packaging',
    paragraphs: [
      <>
        Every piece arrives in our signature gift box, with its certificate and care card in a matching folder, ready to be given. You can read more about it on our{' '}
        <Link className={textLinkClass} to="/packaging">
          packaging
        </Link>{' '}
        page.
      </>,
      'Sending a gift? Tell us in the remark at checkout. We will leave the invoice out of the parcel and e-mail it to you instead, and we are happy to include a handwritten card with your message.',
    ],
  },
  {
    heading: 'Signature on delivery',
    paragraphs: [
      'Because every parcel carries fine jewellery, it must be signed for in person by an adult at the delivery address. Our couriers will not leave a parcel at the door, with a neighbour or in a letterbox, and the recipient may be asked to show identification.',
      'If no one is available, the courier leaves a card and tries again on the next business day. If a second attempt is missed, the parcel returns safely to our atelier and we will contact you to arrange a new delivery or a collection from our showroom.',
    ],
  },
  {
    heading: 'Dispatch timing',
    paragraphs: [
      'Our business days are Monday to Friday, excluding Malaysian public holidays. Pieces that are ready to ship and paid in full before 2pm Malaysia time (GMT+8) on a business day leave our atelier the same day; orders confirmed after the cut-off, at the weekend or on a public holiday are dispatched on the next business day.',
      `Pieces made for you — an engagement ring set with the diamond you chose, a ring in your size or a piece with an inscription — are crafted in our atelier after your order is confirmed and are usually ready to ship within ${POLICY.madeToOrderDays} days. We will e-mail you as soon as your piece is on its way, with the courier's tracking number.`,
    ],
  },
  {
    heading: 'Alternate addresses',
    paragraphs: [
      `You are welcome to have your piece delivered to your office, a hotel or the home of a friend or family member. For your protection, when an order of ${POLICY.alternateAddressCheck} or more (or its equivalent in ringgit) is to be delivered to an address other than the billing address of the card used, we verify the order before dispatch.`,
      'We may call you or ask for a copy of your identification and a proof of address. The check is quick and discreet, but it can add a business day to the dispatch of your order.',
    ],
  },
  {
    heading: 'Delivery',
    paragraphs: [
      'Deliveries are made Monday to Friday during business hours, and every delivery needs a signature. We cannot deliver to a P.O. Box, a parcel locker or a forwarding service, so please give a street address where someone can sign for your parcel.',
    ],
    table: DELIVERY_ESTIMATES,
  },
  {
    heading: 'Shipping options',
    points: [
      'Insured courier delivery to your door — free, in Malaysia and abroad.',
      'Collection from our showroom in Bangsar, Kuala Lumpur, by appointment. Pieces are released once they are paid in full, on presentation of the identification of the person named on the order.',
      'Need your piece by a particular date, for a proposal or an anniversary? Contact us before you order and we will tell you what we can arrange.',
    ],
  },
  {
    heading: 'International shipping',
    paragraphs: [
      <>
        We ship to {POLICY.internationalDestinations} countries and regions around the world, with the same free, fully insured, signed-for service. Import taxes and duties are set by the destination country and are collected on delivery; our{' '}
        <Link className={textLinkClass} to="/free-worldwide-shipping">
          free worldwide shipping
        </Link>{' '}
        page lists the rates for our most frequent destinations.
      </>,
      'Each shipment travels with the commercial invoice and export documents it needs, so it clears customs as smoothly as possible.',
    ],
  },
  {
    heading: 'Packaging',
    paragraphs: [
      'Your gift box travels inside a plain, sturdy outer carton sealed with tamper-evident tape. Nothing on the outside mentions jewellery or our name, so your parcel draws no attention on its way to you. If the seal is broken or the carton is damaged when it arrives, please note it on the courier’s delivery record and tell us straight away.',
    ],
  },
];

/** Shipping Policy (account spec §2 "Static pages"). */
export default function ShippingPolicy() {
  return (
    <InformationPage
      eyebrow="Policies"
      title="Shipping Policy"
      intro="Every Kilau piece travels to you free of charge, fully insured and beautifully packed — whether it is going across town or across the world."
      updated="23 November 2026"
      sections={SECTIONS}
      related={relatedPages('worldwide', 'packaging', 'returns', 'terms')}
    />
  );
}
