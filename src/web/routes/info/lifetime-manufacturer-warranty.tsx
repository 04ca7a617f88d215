import { Link } from 'react-router';
import { textLinkClass } from '../../components/ui';
import { InformationPage, type InformationSection } from '../../features/information/InformationPage';
import { informationMeta } from '../../features/information/meta';
import { relatedPages } from '../../features/information/pages';
import { POLICY } from '../../features/information/policy';
import type { Route } from './+types/lifetime-manufacturer-warranty';

export function meta({ matches }: Route.MetaArgs) {
  return informationMeta(matches, {
    title: 'Lifetime Manufacturer Warranty',
    description: `Every piece is covered for life against manufacturing defects, with a ${POLICY.paveWarrantyYears}-year pavé warranty and a free yearly refurbishment and inspection for ${POLICY.refurbishmentYears} years.`,
    path: '/lifetime-manufacturer-warranty',
  });
}

const SECTIONS: InformationSection[] = [
  {
    heading: 'Covered for life',
    paragraphs: [
      'Every Kilau piece is guaranteed for as long as you own it against defects in materials and workmanship. Should a claw, a setting, a clasp or a solder joint fail through a fault in how the piece was made, we will repair it — or, if it cannot be repaired, replace it — free of charge.',
      'The warranty belongs to the piece, not the receipt: it stays with your ring if it is passed down or given as a gift.',
    ],
  },
  {
    heading: 'Pavé warranty',
    paragraphs: [
      `Pavé and micro-pavé settings hold many small diamonds with fine beads of metal. For ${POLICY.paveWarrantyYears} years from delivery, if a stone under ${POLICY.paveStoneMaxCarat} ct works loose or goes missing in normal wear, we replace and reset it free of charge. After that, replacements are charged at the cost of the stone and the setting work.`,
    ],
  },
  {
    heading: `A yearly refurbishment for ${POLICY.refurbishmentYears} years`,
    paragraphs: [
      `Once a year, for ${POLICY.refurbishmentYears} years, bring or send us your piece for a complimentary refurbishment and inspection. Our craftsmen will:`,
    ],
    points: [
      'Check every claw and setting under magnification and tighten any that need it.',
      'Clean the piece ultrasonically and steam it to restore the diamonds’ brilliance.',
      'Polish away the fine scratches of daily wear.',
      'Re-plate white gold with rhodium to renew its bright white finish.',
    ],
    after: ['An annual check is the best protection for your diamonds: a worn claw caught early is a small repair, while a lost stone is not.'],
  },
  {
    heading: 'What the warranty does not cover',
    points: [
      'Normal wear over time, such as thinning of a band or softening of fine detail.',
      'Damage from accidents, knocks, misuse or contact with harsh chemicals.',
      'Loss or theft of the piece or of a centre stone — we recommend insuring your jewellery.',
      'Pieces that have been resized, repaired or altered by anyone other than us.',
    ],
    after: ['Repairs outside the warranty are always quoted before any work begins.'],
  },
  {
    heading: 'Faults on arrival',
    paragraphs: [
      <>
        Please look over your piece when it arrives. Any fault present on delivery must be reported to us in writing within {POLICY.faultClaimWorkingDays} working days, as set out in our{' '}
        <Link className={textLinkClass} to="/terms-conditions">
          terms and conditions
        </Link>
        .
      </>,
    ],
  },
  {
    heading: 'Making a claim',
    paragraphs: [
      <>
        Bring your piece to our showroom in Bangsar during opening hours, or{' '}
        <Link className={textLinkClass} to="/contact-us">
          contact us
        </Link>{' '}
        and we will arrange an insured collection. Most work is completed within 7 to 14 days, and your piece comes back to you, insured, at no cost.
      </>,
    ],
  },
];

/** Lifetime Manufacturer Warranty (account spec §9: pavé warranty, yearly refurbishment). */
export default function LifetimeManufacturerWarranty() {
  return (
    <InformationPage
      eyebrow="Our Promises"
      title="Lifetime Manufacturer Warranty"
      intro="Fine jewellery is made to be worn every day and treasured for generations. We stand behind every piece we make — for life."
      sections={SECTIONS}
      related={relatedPages('afterSales', 'resizing', 'promises', 'terms')}
    />
  );
}
