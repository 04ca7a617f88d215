import { Link } from 'react-router';
import { textLinkClass } from '../../components/ui';
import { InformationPage, type InformationSection } from '../../features/information/InformationPage';
import { informationMeta } from '../../features/information/meta';
import { relatedPages } from '../../features/information/pages';
import { POLICY } from '../../features/information/policy';
import type { Route } from './+types/price-match-guarantee';
import { t } from '../../../domain/words/catalogue';

export function meta({ matches }: Route.MetaArgs) {
  return informationMeta(matches, {
    title: t('information.priceMatchGuarantee.priceMatchGuarantee'),
    description: t('information.priceMatchGuarantee.foundTheSameCertified'),
    path: '/price-match-guarantee',
  });
}

const SECTIONS: InformationSection[] = [
  {
    heading: t('information.priceMatchGuarantee.ourGuarantee'),
    paragraphs: [
      t('information.priceMatchGuarantee.weBuyOurDiamonds'),
    ],
  },
  {
    heading: t('information.priceMatchGuarantee.whatWeMatch'),
    points: [
      t('information.priceMatchGuarantee.certifiedDiamondsTheIdentical', { certificationAboveCarat: POLICY.certificationAboveCarat }),
      t('information.priceMatchGuarantee.jewelleryTheSameDesign'),
      t('information.priceMatchGuarantee.pricesAdvertisedPubliclyBy'),
    ],
  },
  {
    heading: t('information.priceMatchGuarantee.whatWeCannotMatch'),
    points: [
      t('information.priceMatchGuarantee.auctionSecondHandClearance'),
      t('information.priceMatchGuarantee.offersThatDependOn'),
      t('information.priceMatchGuarantee.diamondsGradedByA'),
      t('information.priceMatchGuarantee.pricesFromRetailersWe'),
    ],
  },
  {
    heading: t('information.priceMatchGuarantee.howToClaim'),
    paragraphs: [
      <>
        {t('information.priceMatchGuarantee.beforeYouPlaceYour')}{' '}
        <Link className={textLinkClass} to="/contact-us">
          {t('information.priceMatchGuarantee.sendUs')}
        </Link>{' '}
        {t('information.priceMatchGuarantee.aLinkToThe')}
      </>,
    ],
  },
  {
    heading: t('information.priceMatchGuarantee.everythingElseStaysThe'),
    paragraphs: [
      t('information.priceMatchGuarantee.aPriceMatchedPiece', { refundGuaranteeDays: POLICY.refundGuaranteeDays, refurbishmentYears: POLICY.refurbishmentYears }),
    ],
  },
];

/** Price Match Guarantee (account spec §2 "Static pages"). */
export default function PriceMatchGuarantee() {
  return (
    <InformationPage
      eyebrow={t('information.priceMatchGuarantee.ourPromises')}
      title={t('information.priceMatchGuarantee.priceMatchGuarantee')}
      intro={t('information.priceMatchGuarantee.intro')}
      sections={SECTIONS}
      related={relatedPages('promises', 'education', 'video', 'faq')}
    />
  );
}
