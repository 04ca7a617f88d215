import { Link } from 'react-router';
import { textLinkClass } from '../../components/ui';
import { InformationPage, type InformationSection } from '../../features/information/InformationPage';
import { informationMeta } from '../../features/information/meta';
import { relatedPages } from '../../features/information/pages';
import { POLICY } from '../../features/information/policy';
import type { Route } from './+types/after-sales-services';

export function meta({ matches }: Route.MetaArgs) {
  return informationMeta(matches, {
    title: 'After-Sales Services',
    description: `Yearly refurbishment and inspection for ${POLICY.refurbishmentYears} years, free resizing, cleaning, repairs, re-engraving and upgrades: how we look after your jewellery.`,
    path: '/after-sales-services',
  });
}

const SECTIONS: InformationSection[] = [
  {
    heading: 'Cleaning, while you wait',
    paragraphs: [
      'Visit our showroom at any time during opening hours and we will clean your Kilau piece ultrasonically and steam it while you enjoy a cup of coffee — complimentary, for as long as you own it.',
    ],
  },
  {
    heading: 'Yearly refurbishment and inspection',
    paragraphs: [
      `Once a year, for ${POLICY.refurbishmentYears} years from delivery, we refurbish and inspect your piece free of charge: every setting checked under magnification, loose claws tightened, the metal polished and white gold re-plated with rhodium. Your piece comes back looking as it did the day you first wore it.`,
    ],
  },
  {
    heading: 'Resizing',
    paragraphs: [
      <>
        Fingers change with the seasons and the years. We resize Kilau rings free of charge by up to {POLICY.freeResizeSteps} sizes up or down on the {POLICY.ringSizeStandard} scale — see{' '}
        <Link className={textLinkClass} to="/free-resizing">
          free resizing
        </Link>{' '}
        for how it works.
      </>,
    ],
  },
  {
    heading: 'Repairs',
    paragraphs: [
      <>
        Faults in materials or workmanship are repaired free under our{' '}
        <Link className={textLinkClass} to="/lifetime-manufacturer-warranty">
          lifetime manufacturer warranty
        </Link>
        , and small pavé stones lost in normal wear are replaced free for {POLICY.paveWarrantyYears} years. For anything else — a bent claw, a worn shank, a broken chain — we examine the piece and send you a written quotation before any work begins.
      </>,
    ],
  },
  {
    heading: 'Engraving and upgrades',
    points: [
      'Add or change an inscription inside a band: a date, initials or a few words that matter.',
      'Upgrade your centre diamond: we credit the full price you paid for a Kilau diamond against a larger one.',
      'Reset a diamond you already own into a new Kilau setting.',
    ],
  },
  {
    heading: 'Booking a service',
    paragraphs: [
      <>
        Walk in during opening hours, or{' '}
        <Link className={textLinkClass} to="/contact-us">
          contact us
        </Link>{' '}
        to book a time. If you live outside Kuala Lumpur or abroad, we arrange an insured courier to collect your piece and return it to you. Most services are completed within 7 to 14 days; we will always tell you when to expect your piece back.
      </>,
    ],
  },
];

/** After-Sales Services (account spec §9: yearly refurbishment and inspection, free resizing, pavé warranty). */
export default function AfterSalesServices() {
  return (
    <InformationPage
      eyebrow="Our Promises"
      title="After-Sales Services"
      intro="Our relationship with you begins when your piece is delivered. Here is how we keep it as beautiful as the day you received it."
      sections={SECTIONS}
      related={relatedPages('warranty', 'resizing', 'promises', 'contact')}
    />
  );
}
