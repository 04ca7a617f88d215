import { InformationPage, type InformationSection } from '../../features/information/InformationPage';
import { informationMeta } from '../../features/information/meta';
import { relatedPages } from '../../features/information/pages';
import { POLICY } from '../../features/information/policy';
import type { Route } from './+types/packaging';
import { t } from '../../../domain/words/catalogue';

export function meta({ matches }: Route.MetaArgs) {
  return informationMeta(matches, {
    title: t('information.packaging.packaging'),
    description: t('information.packaging.ourSignatureGiftBox'),
    path: '/packaging',
  });
}

const SECTIONS: InformationSection[] = [
  {
    heading: t('information.packaging.theSignatureBox'),
    paragraphs: [
      t('information.packaging.everyRingRestsIn'),
    ],
  },
  {
    heading: t('information.packaging.yourDocuments'),
    paragraphs: [t('information.packaging.aMatchingFolderHolds')],
    points: [
      t('information.packaging.theGiaGradingReport', { certificationAboveCarat: POLICY.certificationAboveCarat }),
      t('information.packaging.yourWarrantyCardRecording'),
      t('information.packaging.aCareCardWith'),
    ],
  },
  {
    heading: t('information.packaging.discreetAndSecure'),
    paragraphs: [
      t('information.packaging.yourGiftBoxTravels'),
    ],
  },
  {
    heading: t('information.packaging.forAGift'),
    paragraphs: [
      t('information.packaging.tellUsInThe'),
    ],
  },
  {
    heading: t('information.packaging.kindToThePlanet'),
    paragraphs: [
      t('information.packaging.ourBoxesAreMade'),
    ],
  },
];

/** Packaging (account spec §2 "Static pages"). */
export default function Packaging() {
  return (
    <InformationPage
      eyebrow={t('information.packaging.theKilauExperience')}
      title={t('information.packaging.packaging')}
      intro={t('information.packaging.intro')}
      sections={SECTIONS}
      related={relatedPages('shipping', 'worldwide', 'promises', 'about')}
    />
  );
}
