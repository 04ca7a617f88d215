import { Link } from 'react-router';
import type { ShopSettings } from '../../../domain/contract/content';
import { textLinkClass } from '../../components/ui';
import type { FaqGroup } from './Faq';
import { cardExclusions, INSTALMENT_BANKS, POLICY } from './policy';

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
      title: 'Ordering and payment',
      entries: [
        {
          question: 'How do I pay for my order?',
          answer: [
            <>
              In Malaysia you can pay by FPX online banking or by credit or debit card. From abroad you can pay by card or by international bank transfer; card payments are not accepted from {cardExclusions()}. Our{' '}
              <PageLink to="/malaysian-payment-options">Malaysian</PageLink> and <PageLink to="/international-payment-options">international payment options</PageLink> give the details.
            </>,
          ],
        },
        {
          question: 'Can I pay in instalments?',
          answer: [
            `Yes. Interest-free instalments over ${POLICY.instalmentMonths.join(' or ')} months are available with the credit cards of participating banks, including ${INSTALMENT_BANKS.slice(0, 5).join(', ')} and others. Each bank sets its own minimum spend.`,
          ],
        },
        {
          question: 'Do I need to pay in full when I order?',
          answer: [
            `Pieces made for you need a minimum deposit of ${POLICY.depositPercent}%, with the balance paid before dispatch, and full payment before collection from our showroom. Custom 3D-printed rings need ${POLICY.printedEngagementRingDepositPercent}% for engagement rings and ${POLICY.printedWeddingBandDepositPercent}% for wedding bands.`,
          ],
        },
        {
          question: 'When will I receive confirmation of my payment?',
          answer: [`We e-mail you a payment confirmation within ${POLICY.paymentConfirmationHours} hours of receiving your payment. If it has not arrived, please check your junk mail folder, then contact us.`],
        },
        {
          question: 'Can I cancel my order?',
          answer: [
            <>
              An order can be cancelled only before any payment has been made, because your piece goes into production as soon as we receive a payment. Once it has been delivered, our <PageLink to="/return-policy">{POLICY.refundGuaranteeDays}-day refund guarantee</PageLink> applies.
            </>,
          ],
        },
      ],
    },
    {
      id: 'diamonds',
      title: 'Diamonds and certification',
      entries: [
        {
          question: 'Are your diamonds certified?',
          answer: [
            `Diamonds above ${POLICY.certificationAboveCarat} ct come with a grading report from the Gemological Institute of America (GIA), which you can verify online with the report number. Smaller diamonds are graded by our own gemmologists.`,
          ],
        },
        {
          question: 'Which of the 4Cs matters most?',
          answer: [
            <>
              Cut has the greatest effect on a diamond’s beauty, because it decides how the stone returns light. Beyond that it is a balance: many of our clients choose a near-colourless G or H and an eye-clean VS2 or SI1, and put the difference towards carat weight. Our{' '}
              <PageLink to="/kilau-education">diamond education</PageLink> explains each C.
            </>,
          ],
        },
        {
          question: 'Is the diamond in the video the one I will receive?',
          answer: [
            <>
              Yes. Our <PageLink to="/360-video-technology">360° videos</PageLink> show the actual diamond, so you can see its brilliance and where any inclusions lie before you choose it.
            </>,
          ],
        },
        {
          question: 'What if the diamond I chose is no longer available?',
          answer: ['Some of our diamonds are held by trusted suppliers. If one is sold elsewhere before your order reaches them, we will tell you within two business days and offer you a comparable stone or a full refund.'],
        },
      ],
    },
    {
      id: 'sizing',
      title: 'Ring sizes and resizing',
      entries: [
        {
          question: 'Which ring size scale do you use?',
          answer: [
            <>
              Our ring sizes follow the {POLICY.ringSizeStandard} standard used by most jewellers in Malaysia. Our <PageLink to="/free-resizing">ring size guide</PageLink> compares it with diameters in millimetres and with US sizes.
            </>,
          ],
        },
        {
          question: 'What if my ring does not fit?',
          answer: [`We resize Kilau rings free of charge by up to ${POLICY.freeResizeSteps} sizes up or down. A larger change usually needs a new shank, which we will quote for.`],
        },
        {
          question: 'I am planning a surprise proposal. How do I choose the size?',
          answer: ['Borrow a ring your partner wears on the same finger and measure its inside diameter, or ask a close friend for help. If in doubt, choose the larger size: the first resize is free, and a slightly large ring is easier to wear on the day.'],
        },
      ],
    },
    {
      id: 'delivery',
      title: 'Shipping and delivery',
      entries: [
        {
          question: 'How much does shipping cost?',
          answer: [`Nothing. Shipping is free and fully insured within Malaysia and to the ${POLICY.internationalDestinations} countries and regions we deliver to.`],
        },
        {
          question: 'How long will delivery take?',
          answer: [
            <>
              After dispatch, deliveries take 2–5 working days in Malaysia, up to 7 to the outskirts of Sabah and Sarawak, 3–7 to Singapore and Brunei, 4–7 to Australia and the Philippines, and 5–10 to the USA and Indonesia. Pieces made for you are crafted first; see our{' '}
              <PageLink to="/shipping-policy">shipping policy</PageLink>.
            </>,
          ],
        },
        {
          question: 'Does someone need to be home to receive my parcel?',
          answer: ['Yes. Deliveries are made Monday to Friday and must be signed for by an adult at the address, so we cannot deliver to a P.O. Box. An office address is often the most convenient choice.'],
        },
        {
          question: 'Will I pay import taxes?',
          answer: [
            <>
              Import taxes are set by the destination country and collected on delivery: for example 7% in Singapore, 10% in Australia and 0% in Malaysia. See <PageLink to="/free-worldwide-shipping">free worldwide shipping</PageLink> for more destinations.
            </>,
          ],
        },
      ],
    },
    {
      id: 'returns',
      title: 'Returns, warranty and care',
      entries: [
        {
          question: 'Can I return a piece?',
          answer: [
            <>
              Yes, within {POLICY.refundGuaranteeDays} days of delivery, unworn and with its certificate and packaging; we refund you within {POLICY.refundWithinWorkingDays} working days of receiving it. Your first return within Malaysia is free; later returns cost{' '}
              {POLICY.returnFeeMalaysia}, and returns from abroad {POLICY.returnFeeInternational}. Engraved and custom-designed pieces cannot be refunded. Read our <PageLink to="/return-policy">return policy</PageLink>.
            </>,
          ],
        },
        {
          question: 'What does the lifetime warranty cover?',
          answer: [
            <>
              Defects in materials and workmanship, for as long as you own the piece, plus {POLICY.paveWarrantyYears} years’ cover for pavé stones under {POLICY.paveStoneMaxCarat} ct. See our <PageLink to="/lifetime-manufacturer-warranty">lifetime manufacturer warranty</PageLink>.
            </>,
          ],
        },
        {
          question: 'How do I keep my jewellery looking its best?',
          answer: [
            `Take rings off for the gym, swimming and housework, and store each piece separately so diamonds cannot scratch other jewellery. Bring it to us once a year: we refurbish and inspect it free of charge for ${POLICY.refurbishmentYears} years.`,
          ],
        },
        {
          question: 'My piece arrived with a fault. What should I do?',
          answer: [`Please tell us in writing — an e-mail is fine — within ${POLICY.faultClaimWorkingDays} working days of delivery, with a photograph if you can. We will collect it and repair, replace or refund it.`],
        },
      ],
    },
    {
      id: 'visiting',
      title: 'Visiting us',
      entries: [
        {
          question: 'Can I see your jewellery in person?',
          answer: [
            <>
              Of course. Our showroom in Bangsar, Kuala Lumpur, is open {hours || 'six days a week'}. You are welcome to walk in, or <PageLink to="/contact-us">book an appointment</PageLink> and we will prepare the pieces and diamonds you would like to see.
            </>,
          ],
        },
        {
          question: 'Can you make a ring to my own design?',
          answer: [
            <>
              Yes. We model your design in 3D and print it so you can try it on before it is cast. See <PageLink to="/3d-printing">3D printing</PageLink>.
            </>,
          ],
        },
      ],
    },
  ];
}
