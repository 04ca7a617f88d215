import { Link } from 'react-router';
import { textLinkClass } from '../../components/ui';
import { InformationPage, type InformationSection } from '../../features/information/InformationPage';
import { informationMeta } from '../../features/information/meta';
import { relatedPages } from '../../features/information/pages';
import { cardExclusions, POLICY, RETURN_FEES } from '../../features/information/policy';
import { useShopSettings } from '../../lib/shop';
import type { Route } from './+types/terms-conditions';

export function meta({ matches }: Route.MetaArgs) {
  return informationMeta(matches, {
    title: 'Terms & Conditions',
    description: 'The terms of buying from our shop: orders, prices and payment, deposits, cancellation, delivery, returns and refunds, warranty and certification.',
    path: '/terms-conditions',
  });
}

/** Terms & Conditions, with the returns and refunds section at #return_refund (account spec §2, §9). */
export default function TermsConditions() {
  const settings = useShopSettings();
  const brand = settings?.brandName ?? 'Kilau';
  const company = settings?.companyName ?? 'Kilau Jewellery Sdn. Bhd.';
  const registration = settings?.companyRegistrationNo ? ` (Company No. ${settings.companyRegistrationNo})` : '';
  const email = settings?.email ?? '';
  const sections: InformationSection[] = [
    {
      heading: 'About these terms',
      paragraphs: [
        `This website is operated by ${company}${registration}, trading as ${brand}, from our atelier and showroom in Kuala Lumpur, Malaysia. These terms apply to every order placed on our website, by telephone or at our showroom. By placing an order you accept them, so please read them carefully; if anything is unclear, we are glad to explain.`,
      ],
    },
    {
      heading: 'Orders',
      paragraphs: [
        `An order is accepted once we have received your payment or deposit. Within ${POLICY.paymentConfirmationHours} hours of receiving it, we send a payment confirmation e-mail with your order number; please keep it for your records. If you have not received it within ${POLICY.paymentConfirmationHours} hours, check your junk mail folder and then contact us.`,
        'Many of the diamonds we offer are held by our trusted suppliers rather than in our own safe. On the rare occasion a diamond is sold elsewhere before your order reaches them, we will tell you within two business days and offer you a comparable stone or a full refund of everything you have paid.',
        'We take great care over our descriptions and prices. If an obvious error slips through, we will contact you before your piece is made, and you may choose to continue at the correct price or to cancel with a full refund.',
      ],
    },
    {
      heading: 'Prices and payment',
      paragraphs: [
        'Prices are shown and charged in Malaysian ringgit (RM). Shipping and insurance are included. Orders from outside Malaysia may be subject to import taxes at the destination, collected on delivery.',
        `We accept FPX online banking and credit and debit cards. Card payments are not accepted from ${cardExclusions()}; customers there may pay by bank transfer.`,
      ],
      points: [
        `Made-to-order pieces need a minimum deposit of ${POLICY.depositPercent}% of the order value before work begins, with the balance paid before dispatch.`,
        'Pieces collected from our showroom must be paid in full (100%) before collection.',
        `Custom rings made with 3D printing need a deposit of ${POLICY.printedEngagementRingDepositPercent}% for engagement rings and ${POLICY.printedWeddingBandDepositPercent}% for wedding bands.`,
        `Interest-free instalments of ${POLICY.instalmentMonths.join(' or ')} months are available with the credit cards of participating banks.`,
      ],
    },
    {
      heading: 'Cancellation',
      paragraphs: [
        'An order can be cancelled only before any payment has been made. Once we receive a deposit or a payment, your diamond is reserved and your piece goes into production, so the order can no longer be cancelled. Our refund guarantee below continues to apply once your piece is delivered.',
      ],
    },
    {
      heading: 'Delivery',
      paragraphs: [
        <>
          Delivery is free and fully insured. Deliveries are made Monday to Friday, a signature is required, and we cannot deliver to a P.O. Box. Orders of {POLICY.alternateAddressCheck} or more sent to an address other than the billing address are verified before
          dispatch. Responsibility for your piece passes to you when it is signed for. Our{' '}
          <Link className={textLinkClass} to="/shipping-policy">
            shipping policy
          </Link>{' '}
          gives the details.
        </>,
      ],
    },
    {
      heading: 'Faults found on delivery',
      paragraphs: [
        `Please inspect your piece when it arrives. Any fault or damage must be reported to us in writing — by e-mail is fine — within ${POLICY.faultClaimWorkingDays} working days of delivery, ideally with photographs. We will collect the piece at our cost and repair, replace or refund it.`,
      ],
    },
    {
      heading: 'Returns and refunds',
      id: 'return_refund',
      paragraphs: [
        `Our ${POLICY.refundGuaranteeDays}-day refund guarantee lets you return a piece within ${POLICY.refundGuaranteeDays} days of delivery for a full refund of the price paid. The piece must be unworn and in its original condition, returned with its certificate, documents and packaging. Pieces engraved with your inscription and pieces made to your own design cannot be refunded.`,
        `Once the returned piece has reached us and passed our inspection, your refund is made to the original method of payment within ${POLICY.refundWithinWorkingDays} working days. Return shipping is arranged by us, fully insured; your first return within Malaysia is free, and the fees below apply otherwise.`,
      ],
      table: RETURN_FEES,
      after: [
        <>
          To start a return, e-mail us at{' '}
          <a className={textLinkClass} href={`mailto:${email}`}>
            {email}
          </a>{' '}
          with your order number. Our{' '}
          <Link className={textLinkClass} to="/return-policy">
            return policy
          </Link>{' '}
          explains each step.
        </>,
      ],
    },
    {
      heading: 'Warranty and aftercare',
      paragraphs: [
        <>
          Every piece carries our lifetime manufacturer warranty against defects in materials and workmanship, a {POLICY.paveWarrantyYears}-year warranty on pavé stones under {POLICY.paveStoneMaxCarat} ct, and a free refurbishment and inspection once a year for{' '}
          {POLICY.refurbishmentYears} years. Rings may be resized free of charge up to {POLICY.freeResizeSteps} sizes up or down; ring sizes follow the {POLICY.ringSizeStandard} standard. See our{' '}
          <Link className={textLinkClass} to="/lifetime-manufacturer-warranty">
            warranty
          </Link>{' '}
          for what is covered.
        </>,
      ],
    },
    {
      heading: 'Certification',
      paragraphs: [
        `Diamonds above ${POLICY.certificationAboveCarat} ct are sold with a grading report from the Gemological Institute of America (GIA), its report number usually laser-inscribed on the diamond's girdle. Smaller diamonds are graded by our own gemmologists. The description of a certified diamond follows its report.`,
      ],
    },
    {
      heading: 'Designs and content',
      paragraphs: [
        `Our designs, photographs, videos and texts belong to ${brand} and may not be copied or used commercially without our written consent. A design created with you remains our design; we will not make the same bespoke piece for anyone else without your permission.`,
      ],
    },
    {
      heading: 'Your privacy',
      paragraphs: [
        <>
          We use your personal information only to fulfil your order and to look after you as a customer, as described in our{' '}
          <Link className={textLinkClass} to="/privacy-policy">
            privacy policy
          </Link>
          .
        </>,
      ],
    },
    {
      heading: 'Governing law',
      paragraphs: [
        'These terms are governed by the laws of Malaysia, and the courts of Kuala Lumpur have jurisdiction over any dispute. Nothing in these terms takes away your rights as a consumer under the Consumer Protection Act 1999 or any other law that applies to you.',
      ],
    },
    {
      heading: 'Contact us',
      paragraphs: [
        <>
          Questions about these terms or about an order are always welcome: e-mail{' '}
          <a className={textLinkClass} href={`mailto:${email}`}>
            {email}
          </a>{' '}
          or visit our{' '}
          <Link className={textLinkClass} to="/contact-us">
            contact page
          </Link>
          .
        </>,
      ],
    },
  ];
  return (
    <InformationPage
      eyebrow="Policies"
      title="Terms & Conditions"
      intro={`The terms on which ${brand} makes, sells and delivers your jewellery — written to be read, not just agreed to.`}
      updated="23 November 2026"
      sections={sections}
      related={relatedPages('returns', 'shipping', 'warranty', 'privacy')}
    />
  );
}
