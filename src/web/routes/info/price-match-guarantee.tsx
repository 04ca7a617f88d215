import { Link } from 'react-router';
import { textLinkClass } from '../../components/ui';
import { InformationPage, type InformationSection } from '../../features/information/InformationPage';
import { informationMeta } from '../../features/information/meta';
import { relatedPages } from '../../features/information/pages';
import { POLICY } from '../../features/information/policy';
import type { Route } from './+types/price-match-guarantee';

export function meta({ matches }: Route.MetaArgs) {
  return informationMeta(matches, {
    title: 'Price Match Guarantee',
    description: 'Found the same certified diamond or piece for less at another retailer? We will match the price. Here is how our price match guarantee works.',
    path: '/price-match-guarantee',
  });
}

const SECTIONS: InformationSection[] = [
  {
    heading: 'Our guarantee',
    paragraphs: [
      'We buy our diamonds directly from cutters and trusted suppliers, and we make every setting in our own atelier, so our prices are already among the fairest you will find. Should you nonetheless see the same diamond or the same piece offered for less by another retailer, we will match that price.',
    ],
  },
  {
    heading: 'What we match',
    points: [
      `Certified diamonds: the identical stone, identified by its grading report number — or a stone with the same laboratory, shape, carat weight, colour, clarity, cut, polish, symmetry and fluorescence. Diamonds above ${POLICY.certificationAboveCarat} ct are compared on their GIA reports.`,
      'Jewellery: the same design in the same metal, purity and stones, with a comparable warranty.',
      'Prices advertised publicly by a retailer in Malaysia or online, for an item in stock and available to buy.',
    ],
  },
  {
    heading: 'What we cannot match',
    points: [
      'Auction, second-hand, clearance or trade prices.',
      'Offers that depend on a membership, a voucher, a bundle or a limited-time flash sale.',
      'Diamonds graded by a different laboratory, or without a grading report.',
      'Prices from retailers we cannot verify, or that include no insured delivery.',
    ],
  },
  {
    heading: 'How to claim',
    paragraphs: [
      <>
        Before you place your order,{' '}
        <Link className={textLinkClass} to="/contact-us">
          send us
        </Link>{' '}
        a link to the offer or a photograph of it, with the grading report number where there is one. We verify it within one business day and, if it qualifies, confirm the matched price for you to order at. If you find a qualifying lower price within 7 days after ordering, tell us and we will refund the difference.
      </>,
    ],
  },
  {
    heading: 'Everything else stays the same',
    paragraphs: [
      `A price-matched piece comes with everything that makes buying from us different: free insured shipping, our ${POLICY.refundGuaranteeDays}-day refund guarantee, our lifetime manufacturer warranty, free resizing and ${POLICY.refurbishmentYears} years of yearly refurbishment.`,
    ],
  },
];

/** Price Match Guarantee (account spec §2 "Static pages"). */
export default function PriceMatchGuarantee() {
  return (
    <InformationPage
      eyebrow="Our Promises"
      title="Price Match Guarantee"
      intro="You should never have to choose between the right diamond and the right price. If you find the same for less, we will match it."
      sections={SECTIONS}
      related={relatedPages('promises', 'education', 'video', 'faq')}
    />
  );
}
