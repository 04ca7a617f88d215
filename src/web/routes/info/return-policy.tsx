import { Link } from 'react-router';
import { textLinkClass } from '../../components/ui';
import { InformationPage, type InformationSection } from '../../features/information/InformationPage';
import { informationMeta } from '../../features/information/meta';
import { relatedPages } from '../../features/information/pages';
import { POLICY, RETURN_FEES } from '../../features/information/policy';
import { useShopSettings } from '../../lib/shop';
import type { Route } from './+types/return-policy';

export function meta({ matches }: Route.MetaArgs) {
  return informationMeta(matches, {
    title: 'Return Policy',
    description: `Our ${POLICY.refundGuaranteeDays}-day refund guarantee: how to return a piece, what can be returned, return shipping fees and when your refund arrives.`,
    path: '/return-policy',
  });
}

/** Return Policy (account spec §9: 14-day refund guarantee, refunds within 30 working days, return shipping fees). */
export default function ReturnPolicy() {
  const settings = useShopSettings();
  const email = settings?.email ?? '';
  const sections: InformationSection[] = [
    {
      heading: `Our ${POLICY.refundGuaranteeDays}-day refund guarantee`,
      paragraphs: [
        `Choosing fine jewellery online should feel as certain as choosing it in our showroom. If your piece is not everything you hoped for, you may return it within ${POLICY.refundGuaranteeDays} days of delivery for a full refund of the price you paid — no awkward questions asked.`,
        'Would you rather have a different piece, size or diamond? Tell us within 30 days of delivery and we will gladly arrange an exchange instead, on the same conditions.',
      ],
    },
    {
      heading: 'What can be returned',
      paragraphs: ['To be refunded, a piece must come back to us as it left us:'],
      points: [
        'Unworn, undamaged and in its original condition.',
        'With its GIA grading report or our certificate, its invoice and its care card.',
        'In its original gift box and packaging.',
        'Not resized, repaired or altered by anyone other than us.',
      ],
      after: [
        'Pieces engraved with your inscription and pieces made to your own design, such as bespoke rings created with our 3D-printing service, are made for you alone and cannot be refunded. Our warranty and aftercare still apply to them in full.',
      ],
    },
    {
      heading: 'How to return a piece',
      points: [
        `E-mail us within ${POLICY.refundGuaranteeDays} days of delivery with your order number and, if you wish, what did not feel right; we will reply within one business day.`,
        'We book an insured courier to collect the parcel from your door on a weekday, and send you the return label and documents.',
        'Pack the piece in its gift box with its certificate and documents, inside the original outer carton, and seal it.',
        'Hand the parcel to the courier and keep the receipt until your refund has arrived.',
      ],
    },
    {
      heading: 'Return shipping fees',
      paragraphs: [
        `Every return travels fully insured. Your first return within Malaysia is on us; a later return within Malaysia costs ${POLICY.returnFeeMalaysia}, and a return from outside Malaysia costs ${POLICY.returnFeeInternational}, to cover insured international courier and customs clearance.`,
      ],
      table: RETURN_FEES,
    },
    {
      heading: 'Your refund',
      paragraphs: [
        `Our gemmologists inspect every returned piece, and verify the diamond against its report, on the day it arrives. Once it has passed inspection, we refund you within ${POLICY.refundWithinWorkingDays} working days, to the card you paid with or, for FPX and bank transfers, to your bank account. We will e-mail you when the refund has been made; your bank may take a few further days to show it.`,
        'Any import taxes or duties you paid on an international delivery are set by your country’s customs and are not refundable by us, although you may be able to reclaim them from the customs authority.',
      ],
    },
    {
      heading: 'A fault on arrival',
      paragraphs: [
        <>
          If your piece arrives damaged or with a fault, please tell us in writing within {POLICY.faultClaimWorkingDays} working days of delivery, with a photograph if you can. We will collect it at our cost and repair, replace or refund it — this is separate from, and
          in addition to, your refund guarantee. Our{' '}
          <Link className={textLinkClass} to="/terms-conditions#return_refund">
            terms and conditions
          </Link>{' '}
          set out the details.
        </>,
      ],
    },
    {
      heading: 'Questions',
      paragraphs: [
        <>
          Our team is happy to help with any return or exchange: e-mail{' '}
          <a className={textLinkClass} href={`mailto:${email}`}>
            {email}
          </a>{' '}
          or{' '}
          <Link className={textLinkClass} to="/contact-us">
            contact us
          </Link>
          .
        </>,
      ],
    },
  ];
  return (
    <InformationPage
      eyebrow="Policies"
      title="Return Policy"
      intro={`Love it, or return it. Every piece comes with our ${POLICY.refundGuaranteeDays}-day refund guarantee and a simple, fully insured way to send it back.`}
      updated="23 November 2026"
      sections={sections}
      related={relatedPages('terms', 'resizing', 'shipping', 'faq')}
    />
  );
}
