import { Link } from 'react-router';
import { textLinkClass } from '../../components/ui';
import { InformationPage, type InformationSection } from '../../features/information/InformationPage';
import { informationMeta } from '../../features/information/meta';
import { relatedPages } from '../../features/information/pages';
import { POLICY } from '../../features/information/policy';
import type { Route } from './+types/3d-printing';

export function meta({ matches }: Route.MetaArgs) {
  return informationMeta(matches, {
    title: '3D Printing',
    description: `Design your own engagement ring or wedding band: modelled in 3D, printed for you to try on, then cast in gold. Deposits: ${POLICY.printedEngagementRingDepositPercent}% for engagement rings, ${POLICY.printedWeddingBandDepositPercent}% for wedding bands.`,
    path: '/3d-printing',
  });
}

const SECTIONS: InformationSection[] = [
  {
    heading: 'Your design, made real',
    paragraphs: [
      'Some rings exist only in your imagination — a setting you sketched, a detail from a family heirloom, a band shaped to sit perfectly beside your engagement ring. Our designers turn your idea into a precise 3D model, and we print it so that you can hold it and try it on before a single gram of gold is cast.',
    ],
  },
  {
    heading: 'How it works',
    points: [
      'Consultation: meet one of our designers at our showroom or by video call, and share your ideas, sketches and photographs.',
      'Design: we model your ring in 3D and send you renders from every angle, usually within a week.',
      'Try-on: we print your design as an exact-size model in resin. You try it on, see its proportions on your hand and ask for any changes.',
      'Casting: once you approve the model, it is cast in your chosen gold or platinum, and the diamonds are set and polished by hand.',
      `Delivery: your finished ring is usually ready within ${POLICY.madeToOrderDays} days of approval, delivered free and fully insured.`,
    ],
  },
  {
    heading: 'Deposits',
    paragraphs: ['Work on a custom design begins with a deposit, with the balance paid before your ring is delivered or collected:'],
    points: [
      `Engagement rings: ${POLICY.printedEngagementRingDepositPercent}% of the quoted price.`,
      `Wedding bands: ${POLICY.printedWeddingBandDepositPercent}% of the quoted price.`,
    ],
    after: ['Changes to the design before casting are included in the price. Because your ring is made to your own design, it cannot be refunded once made — which is why we make sure you love the model first.'],
  },
  {
    heading: 'Precise, and kind to the planet',
    paragraphs: [
      'A printed model captures details finer than a human hair, so your ring fits its diamond and its wedding band exactly. Because we cast only what your design needs, nothing is wasted; the models themselves are recycled.',
    ],
  },
  {
    heading: 'Begin your design',
    paragraphs: [
      <>
        <Link className={textLinkClass} to="/contact-us">
          Contact us
        </Link>{' '}
        to book a design consultation. Every custom ring carries our{' '}
        <Link className={textLinkClass} to="/lifetime-manufacturer-warranty">
          lifetime manufacturer warranty
        </Link>{' '}
        and free resizing.
      </>,
    ],
  },
];

/** 3D Printing (account spec §9: deposits of 70% for engagement rings, 50% for wedding bands). */
export default function ThreeDPrinting() {
  return (
    <InformationPage
      eyebrow="How we work"
      title="3D Printing"
      intro="Design a ring that is entirely your own — and wear it before it is made."
      sections={SECTIONS}
      related={relatedPages('video', 'malaysianPayment', 'warranty', 'about')}
    />
  );
}
