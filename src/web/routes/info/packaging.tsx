import { InformationPage, type InformationSection } from '../../features/information/InformationPage';
import { informationMeta } from '../../features/information/meta';
import { relatedPages } from '../../features/information/pages';
import { POLICY } from '../../features/information/policy';
import type { Route } from './+types/packaging';

export function meta({ matches }: Route.MetaArgs) {
  return informationMeta(matches, {
    title: 'Packaging',
    description: 'Our signature gift box, certificate folder and discreet, tamper-evident shipping packaging: how your piece arrives.',
    path: '/packaging',
  });
}

const SECTIONS: InformationSection[] = [
  {
    heading: 'The signature box',
    paragraphs: [
      'Every ring rests in our ivory ring box, lined in soft suede and finished with a brushed-gold clasp that closes with a satisfying click. Necklaces, earrings and bracelets have boxes of their own in the same materials. Each box is slipped into a linen-textured outer sleeve and tied with a silk ribbon — ready to give, or to be opened at the perfect moment.',
    ],
  },
  {
    heading: 'Your documents',
    paragraphs: ['A matching folder holds everything that belongs with your piece:'],
    points: [
      `The GIA grading report for diamonds above ${POLICY.certificationAboveCarat} ct, or our own certificate of authenticity.`,
      'Your warranty card, recording the piece, its metal and its stones.',
      'A care card with simple advice on wearing, cleaning and storing your jewellery.',
    ],
  },
  {
    heading: 'Discreet and secure',
    paragraphs: [
      'Your gift box travels inside a plain, padded outer carton sealed with tamper-evident tape. Nothing on the outside mentions jewellery or our name, so the parcel attracts no attention on its way to you. If the seal has been broken when it arrives, please note it with the courier and contact us before you sign, if you can.',
    ],
  },
  {
    heading: 'For a gift',
    paragraphs: [
      'Tell us in the remark at checkout that your order is a gift. We will leave the invoice out of the parcel and send it to you by e-mail, and add a handwritten card with your message if you would like one.',
    ],
  },
  {
    heading: 'Kind to the planet',
    paragraphs: [
      'Our boxes are made to be kept, not thrown away, and our outer cartons and fillings are made from recycled paper and can be recycled again.',
    ],
  },
];

/** Packaging (account spec §2 "Static pages"). */
export default function Packaging() {
  return (
    <InformationPage
      eyebrow="The Kilau experience"
      title="Packaging"
      intro="The moment the box opens should be as memorable as the piece inside. Here is how your jewellery arrives."
      sections={SECTIONS}
      related={relatedPages('shipping', 'worldwide', 'promises', 'about')}
    />
  );
}
