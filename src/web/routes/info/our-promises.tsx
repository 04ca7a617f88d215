import { Link } from 'react-router';
import { InformationPage } from '../../features/information/InformationPage';
import { informationMeta } from '../../features/information/meta';
import { relatedPages } from '../../features/information/pages';
import { POLICY } from '../../features/information/policy';
import type { Route } from './+types/our-promises';

export function meta({ matches }: Route.MetaArgs) {
  return informationMeta(matches, {
    title: 'Our Promises',
    description: `Certified diamonds, free insured shipping, a ${POLICY.refundGuaranteeDays}-day refund guarantee, a lifetime warranty, free resizing and more: what comes with every piece.`,
    path: '/our-promises',
  });
}

const PROMISES: { title: string; text: string; to: string; link: string }[] = [
  {
    title: 'Certified diamonds',
    text: `Diamonds above ${POLICY.certificationAboveCarat} ct come with a GIA grading report, so their quality is never a matter of opinion.`,
    to: '/kilau-education',
    link: 'Understand the 4Cs',
  },
  {
    title: 'Free insured shipping',
    text: `Free, fully insured and signed-for delivery in Malaysia and to ${POLICY.internationalDestinations} countries and regions.`,
    to: '/free-worldwide-shipping',
    link: 'Shipping worldwide',
  },
  {
    title: `${POLICY.refundGuaranteeDays}-day refund guarantee`,
    text: `Return your piece within ${POLICY.refundGuaranteeDays} days of delivery for a full refund, paid within ${POLICY.refundWithinWorkingDays} working days.`,
    to: '/return-policy',
    link: 'Our return policy',
  },
  {
    title: 'Lifetime manufacturer warranty',
    text: `Covered for life against manufacturing defects, with a ${POLICY.paveWarrantyYears}-year warranty on pavé stones.`,
    to: '/lifetime-manufacturer-warranty',
    link: 'What is covered',
  },
  {
    title: 'Free resizing',
    text: `Up to ${POLICY.freeResizeSteps} sizes up or down, free of charge, on the ${POLICY.ringSizeStandard} ring size scale.`,
    to: '/free-resizing',
    link: 'How resizing works',
  },
  {
    title: `${POLICY.refurbishmentYears} years of yearly care`,
    text: `A free refurbishment and inspection every year for ${POLICY.refurbishmentYears} years keeps your piece as bright as new.`,
    to: '/after-sales-services',
    link: 'After-sales services',
  },
  {
    title: 'Price match guarantee',
    text: 'Find the same certified diamond or piece for less elsewhere, and we will match the price.',
    to: '/price-match-guarantee',
    link: 'How to claim',
  },
  {
    title: 'See it before you buy',
    text: 'Every diamond filmed in 360° video, and custom designs 3D printed for you to try on before casting.',
    to: '/360-video-technology',
    link: '360° video',
  },
  {
    title: 'Interest-free instalments',
    text: `Spread the cost over ${POLICY.instalmentMonths.join(' or ')} months at 0% interest with the cards of participating banks.`,
    to: '/malaysian-payment-options',
    link: 'Payment options',
  },
];

/** Our Promises: every promise in one place, each linking to its page. */
export default function OurPromises() {
  return (
    <InformationPage
      eyebrow="Why Kilau"
      title="Our Promises"
      intro="Buying fine jewellery is a matter of trust. These are the promises that come with every Kilau piece — not as extras, but as the way we work."
      related={relatedPages('about', 'terms', 'faq', 'contact')}
    >
      <ul className="mt-12 grid gap-px border border-pearl bg-pearl sm:grid-cols-2">
        {PROMISES.map((promise) => (
          <li key={promise.title} className="flex flex-col bg-white p-6 sm:p-8 sm:odd:last:col-span-2">
            <span aria-hidden="true" className="block h-px w-8 bg-gold" />
            <h2 className="mt-5 text-2xl">{promise.title}</h2>
            <p className="mt-3 flex-1 leading-relaxed text-ink/85">{promise.text}</p>
            <Link to={promise.to} className="mt-5 self-start text-[0.7rem] tracking-[0.2em] text-gold-deep uppercase underline-offset-4 hover:underline">
              {promise.link}
              <span aria-hidden="true"> →</span>
            </Link>
          </li>
        ))}
      </ul>
    </InformationPage>
  );
}
