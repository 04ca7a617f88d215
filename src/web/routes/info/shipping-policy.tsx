import { Link } from 'react-router';
import { textLinkClass } from '../../components/ui';
import { InformationPage, type InformationSection } from '../../features/information/InformationPage';
import { informationMeta } from '../../features/information/meta';
import { relatedPages } from '../../features/information/pages';
import { DELIVERY_ESTIMATES, POLICY } from '../../features/information/policy';
import type { Route } from './+types/shipping-policy';
import { t } from '../../../domain/words/catalogue';

export function meta({ matches }: Route.MetaArgs) {
  return informationMeta(matches, {
    title: t('information.shippingPolicy.shippingPolicy'),
    description: t('information.shippingPolicy.freeFullyInsuredDelivery', { internationalDestinations: POLICY.internationalDestinations }),
    path: '/shipping-policy',
  });
}

const SECTIONS: InformationSection[] = [
  {
    heading: t('information.shippingPolicy.freeInsuredShipping'),
    paragraphs: [
      t('information.shippingPolicy.shippingIsFreeOn', { internationalDestinations: POLICY.internationalDestinations }),
      t('information.shippingPolicy.everyParcelIsInsured'),
    ],
  },
  {
    heading: t('information.shippingPolicy.giftPackaging'),
    paragraphs: [
      <>
        {t('information.shippingPolicy.everyPieceArrivesIn')}{' '}
        <Link className={textLinkClass} to="/packaging">
          {t('information.shippingPolicy.packaging')}
        </Link>{' '}
        {t('information.shippingPolicy.page')}
      </>,
      t('information.shippingPolicy.sendingAGiftTell'),
    ],
  },
  {
    heading: t('information.shippingPolicy.signatureOnDelivery'),
    paragraphs: [
      t('information.shippingPolicy.becauseEveryParcelCarries'),
      t('information.shippingPolicy.ifNoOneIs'),
    ],
  },
  {
    heading: t('information.shippingPolicy.dispatchTiming'),
    paragraphs: [
      t('information.shippingPolicy.ourBusinessDaysAre'),
      t('information.shippingPolicy.piecesMadeForYou', { madeToOrderDays: POLICY.madeToOrderDays }),
    ],
  },
  {
    heading: t('information.shippingPolicy.alternateAddresses'),
    paragraphs: [
      t('information.shippingPolicy.youAreWelcomeTo', { alternateAddressCheck: POLICY.alternateAddressCheck }),
      t('information.shippingPolicy.weMayCallYou'),
    ],
  },
  {
    heading: t('information.shippingPolicy.delivery'),
    paragraphs: [
      t('information.shippingPolicy.deliveriesAreMadeMonday'),
    ],
    table: DELIVERY_ESTIMATES,
  },
  {
    heading: t('information.shippingPolicy.shippingOptions'),
    points: [
      t('information.shippingPolicy.insuredCourierDeliveryTo'),
      t('information.shippingPolicy.collectionFromOurShowroom'),
      t('information.shippingPolicy.needYourPieceBy'),
    ],
  },
  {
    heading: t('information.shippingPolicy.internationalShipping'),
    paragraphs: [
      <>
        {t('information.shippingPolicy.weShipToCountries', { internationalDestinations: POLICY.internationalDestinations })}{' '}
        <Link className={textLinkClass} to="/free-worldwide-shipping">
          {t('information.shippingPolicy.freeWorldwideShipping')}
        </Link>{' '}
        {t('information.shippingPolicy.pageListsTheRates')}
      </>,
      t('information.shippingPolicy.eachShipmentTravelsWith'),
    ],
  },
  {
    heading: t('information.shippingPolicy.packaging2'),
    paragraphs: [
      t('information.shippingPolicy.yourGiftBoxTravels'),
    ],
  },
];

/** Shipping Policy (account spec §2 "Static pages"). */
export default function ShippingPolicy() {
  return (
    <InformationPage
      eyebrow={t('information.shippingPolicy.policies')}
      title={t('information.shippingPolicy.shippingPolicy')}
      intro={t('information.shippingPolicy.intro')}
      updated="2026-11-23"
      sections={SECTIONS}
      related={relatedPages('worldwide', 'packaging', 'returns', 'terms')}
    />
  );
}
