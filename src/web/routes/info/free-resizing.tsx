import { Link } from 'react-router';
import { textLinkClass } from '../../components/ui';
import { InformationPage, type InformationSection } from '../../features/information/InformationPage';
import { informationMeta } from '../../features/information/meta';
import { relatedPages } from '../../features/information/pages';
import { POLICY } from '../../features/information/policy';
import type { Route } from './+types/free-resizing';

export function meta({ matches }: Route.MetaArgs) {
  return informationMeta(matches, {
    title: 'Free Resizing',
    description: `Free ring resizing up to ${POLICY.freeResizeSteps} sizes up or down, with a ${POLICY.ringSizeStandard} ring size guide and how to find your size.`,
    path: '/free-resizing',
  });
}

/** Hong Kong ring sizes with their inner diameter and circumference in millimetres, and the nearest US size. */
const RING_SIZES: [string, string, string, string][] = [
  ['5', '13.7', '43.0', '—'],
  ['6', '14.1', '44.3', '3'],
  ['8', '14.8', '46.6', '3¾'],
  ['11', '15.9', '49.9', '5¼'],
  ['14', '16.9', '53.1', '6½'],
  ['18', '18.3', '57.5', '8¼'],
  ['22', '19.7', '61.9', '10'],
  ['26', '21.1', '66.3', '11½'],
  ['28', '21.6', '67.8', '—'],
  ['30', '22.6', '71.0', '—'],
];

const SECTIONS: InformationSection[] = [
  {
    heading: 'Free, up to three sizes',
    paragraphs: [
      `If your ring does not fit quite as it should — or your fingers change over the years — we resize it free of charge by up to ${POLICY.freeResizeSteps} sizes up or down. Our goldsmiths add or remove metal and re-finish the band so that the join cannot be seen, and check every stone before your ring returns to you.`,
      'A larger change usually needs a new shank to keep the ring strong and in proportion; we will gladly quote for it.',
    ],
  },
  {
    heading: 'The Hong Kong ring size standard',
    paragraphs: [
      `Our ring sizes follow the ${POLICY.ringSizeStandard} standard used by most jewellers in Malaysia. Each Hong Kong size adds about 0.35 mm to the inside diameter of the ring. If you know your size on another scale, this guide shows how they compare:`,
    ],
    table: {
      caption: 'Ring size guide (millimetres)',
      columns: ['HK size', 'Diameter', 'Circumference', 'US size'],
      rows: RING_SIZES,
      note: 'Most women in Malaysia wear between HK 8 and HK 16. When between two sizes, choose the larger.',
    },
  },
  {
    heading: 'Finding your size',
    points: [
      'Visit our showroom and we will size your finger with our professional ring gauges in a minute.',
      'Measure a ring that already fits the right finger: its inside diameter, in millimetres, gives the size in the guide.',
      'Measure late in the day, when your hands are warm; fingers are smaller in the cold and in the morning.',
      'Planning a surprise proposal? Choose your best estimate — the first resize is free, so there is nothing to lose.',
    ],
  },
  {
    heading: 'Rings we resize differently',
    paragraphs: [
      'Full eternity rings, channel-set bands and some tension settings cannot be resized without disturbing their stones. For these we remake the band in the new size, and tell you the cost before any work begins. Resizing a ring elsewhere ends its warranty with us, so please always bring it back to us.',
    ],
  },
  {
    heading: 'How to request a resize',
    paragraphs: [
      <>
        Bring your ring to our showroom, or{' '}
        <Link className={textLinkClass} to="/contact-us">
          contact us
        </Link>{' '}
        and we will arrange an insured collection from your door. Most resizes are completed within 7 business days. Resizing is one of our{' '}
        <Link className={textLinkClass} to="/after-sales-services">
          after-sales services
        </Link>
        .
      </>,
    ],
  },
];

/** Free Resizing (account spec §9: up to 3 sizes up or down, Hong Kong ring size standard). */
export default function FreeResizing() {
  return (
    <InformationPage
      eyebrow="Our Promises"
      title="Free Resizing"
      intro="A ring should feel as though it was always meant to be there. If yours needs a different size, we will resize it for you — free."
      sections={SECTIONS}
      related={relatedPages('afterSales', 'warranty', 'returns', 'faq')}
    />
  );
}
