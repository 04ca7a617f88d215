import { Link } from 'react-router';
import { textLinkClass } from '../../components/ui';
import { InformationPage, type InformationSection } from '../../features/information/InformationPage';
import { informationMeta } from '../../features/information/meta';
import { relatedPages } from '../../features/information/pages';
import { POLICY } from '../../features/information/policy';
import { useShopSettings } from '../../lib/shop';
import type { Route } from './+types/about-us';

export function meta({ matches }: Route.MetaArgs) {
  return informationMeta(matches, {
    title: 'About Us',
    description: 'A Kuala Lumpur jeweller making engagement rings, wedding bands and fine jewellery by hand, with certified diamonds and a lifetime of care.',
    path: '/about-us',
  });
}

/** About Us (account spec §2 "Static pages"). */
export default function AboutUs() {
  const settings = useShopSettings();
  const brand = settings?.brandName ?? 'Kilau';
  const address = settings?.address;
  const hours = settings?.openingHours.map((h) => `${h.days}, ${h.hours}`).join('; ');
  const sections: InformationSection[] = [
    {
      heading: 'Our story',
      paragraphs: [
        `${brand} is the Malay word for lustre — the gleam of a polished stone in the light — and it is what we set out to capture in every piece. We began as a small workshop of goldsmiths and gemmologists in Kuala Lumpur who believed that buying a diamond should be as joyful as wearing one: honest about quality, clear about price and personal from the first conversation to the last polish.`,
        `Today our atelier makes engagement rings, wedding bands and fine jewellery for couples across Malaysia and in ${POLICY.internationalDestinations} countries and regions around the world — still by hand, and still one piece at a time.`,
      ],
    },
    {
      heading: 'Made in our own atelier',
      paragraphs: [
        'Every setting is designed, cast, set and finished by our own craftsmen. Because we make our pieces ourselves, we can make them for you: in your size, in your choice of metal, around the diamond you chose, with an inscription only the two of you will read.',
        <>
          For designs of your own, we model your ring in 3D and print it so that you can try it on before it is cast in gold — see{' '}
          <Link className={textLinkClass} to="/3d-printing">
            3D printing
          </Link>
          .
        </>,
      ],
    },
    {
      heading: 'Diamonds you can trust',
      paragraphs: [
        <>
          Diamonds above {POLICY.certificationAboveCarat} ct come with a grading report from the Gemological Institute of America (GIA), the most respected laboratory in the world. We film our diamonds in{' '}
          <Link className={textLinkClass} to="/360-video-technology">
            360° video
          </Link>{' '}
          so you see the very stone you will wear, and our{' '}
          <Link className={textLinkClass} to="/kilau-education">
            diamond education
          </Link>{' '}
          explains the 4Cs in plain words.
        </>,
      ],
    },
    {
      heading: 'A promise that lasts',
      paragraphs: [
        <>
          Free insured shipping, a {POLICY.refundGuaranteeDays}-day refund guarantee, a lifetime manufacturer warranty, free resizing and a yearly refurbishment for {POLICY.refurbishmentYears} years come with every piece. Read{' '}
          <Link className={textLinkClass} to="/our-promises">
            our promises
          </Link>{' '}
          in full.
        </>,
      ],
    },
    {
      heading: 'Visit our showroom',
      paragraphs: [
        address ? `Our showroom and atelier are at ${[...address.lines, `${address.postcode} ${address.city}`].join(', ')}. ${hours ? `We are open ${hours}.` : ''}` : 'Our showroom and atelier are in Bangsar, Kuala Lumpur.',
        <>
          Walk in to see our collections and loose diamonds, or{' '}
          <Link className={textLinkClass} to="/contact-us">
            book a private appointment
          </Link>{' '}
          and a consultant will have a selection ready for you.
        </>,
      ],
    },
  ];
  return (
    <InformationPage
      eyebrow={`About ${brand}`}
      title="About Us"
      intro="We make the jewellery that marks life’s most important moments — crafted by hand in Kuala Lumpur, set with diamonds we are proud to put our name to."
      sections={sections}
      related={relatedPages('promises', 'education', 'printing', 'contact')}
    />
  );
}
