import { Link } from 'react-router';
import { textLinkClass } from '../../components/ui';
import { InformationPage, type InformationSection } from '../../features/information/InformationPage';
import { informationMeta } from '../../features/information/meta';
import { relatedPages } from '../../features/information/pages';
import { POLICY } from '../../features/information/policy';
import type { Route } from './+types/360-video-technology';

export function meta({ matches }: Route.MetaArgs) {
  return informationMeta(matches, {
    title: '360° Video Technology',
    description: 'See the very diamond you will wear, turning in high-definition 360° video, and our settings from every angle before you buy.',
    path: '/360-video-technology',
  });
}

const SECTIONS: InformationSection[] = [
  {
    heading: 'The very diamond you will wear',
    paragraphs: [
      'Two diamonds with identical grades can look quite different. That is why we film our diamonds in high-definition 360° video, magnified many times, under the same daylight-balanced lighting. What you see on your screen is the actual stone you will receive — not an illustration, and not a similar stone.',
    ],
  },
  {
    heading: 'What to look for',
    points: [
      'Brilliance and fire: as the diamond turns, a well-cut stone flashes bright white light and sparks of colour across its whole face.',
      'Inclusions: the video shows where any inclusions sit. One hidden near the edge, under a claw, matters far less than one in the centre of the table.',
      'Colour: against the white background, you can judge the warmth of a stone in a way a grade alone cannot show.',
      'Shape and outline: how symmetrical the outline is, and whether a fancy shape has a pleasing length-to-width ratio.',
    ],
  },
  {
    heading: 'Every setting, from every angle',
    paragraphs: [
      'Our ring settings turn slowly in 360°, so you can see the profile, the gallery beneath the centre stone and the finish of the band — the details that decide how a ring looks on your hand.',
    ],
  },
  {
    heading: 'Backed by a certificate',
    paragraphs: [
      <>
        The video shows beauty; the grading report confirms quality. Diamonds above {POLICY.certificationAboveCarat} ct come with a GIA report you can check online against the diamond’s report number. Our{' '}
        <Link className={textLinkClass} to="/kilau-education">
          diamond education
        </Link>{' '}
        explains how to read it.
      </>,
    ],
  },
  {
    heading: 'Seeing it in person',
    paragraphs: [
      <>
        Prefer to see a diamond for yourself? Tell us which stones you are considering and we will bring them to our Bangsar showroom for a private viewing —{' '}
        <Link className={textLinkClass} to="/contact-us">
          book an appointment
        </Link>
        .
      </>,
    ],
  },
];

/** 360° Video Technology (account spec §2 "Static pages"). */
export default function VideoTechnology() {
  return (
    <InformationPage
      eyebrow="How we work"
      title="360° Video Technology"
      intro="Choose your diamond with the confidence of holding it in your hand: every stone filmed in 360°, so nothing is left to the imagination."
      sections={SECTIONS}
      related={relatedPages('education', 'priceMatch', 'printing', 'promises')}
    />
  );
}
