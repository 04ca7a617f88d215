import { Link } from 'react-router';
import { textLinkClass } from '../../components/ui';
import { InformationPage, type InformationSection } from '../../features/information/InformationPage';
import { informationMeta } from '../../features/information/meta';
import { relatedPages } from '../../features/information/pages';
import { DELIVERY_ESTIMATES, POLICY, TAX_RATES } from '../../features/information/policy';
import type { Route } from './+types/free-worldwide-shipping';
import { t } from '../../../domain/words/catalogue';

export function meta({ matches }: Route.MetaArgs) {
  return informationMeta(matches, {
    title: t('information.freeWorldwideShipping.freeWorldwideShipping'),
    description: t('information.freeWorldwideShipping.freeFullyInsuredDelivery', { internationalDestinations: POLICY.internationalDestinations }),
    path: '/free-worldwide-shipping',
  });
}

const SECTIONS: InformationSection[] = [
  {
    heading: t('information.freeWorldwideShipping.countriesFreeOfCharge', { internationalDestinations: POLICY.internationalDestinations }),
    paragraphs: [
      t('information.freeWorldwideShipping.fromOurAtelierIn', { internationalDestinations: POLICY.internationalDestinations }),
      t('information.freeWorldwideShipping.ifYourCountryIs'),
    ],
  },
  {
    heading: t('information.freeWorldwideShipping.fullyInsuredDoorTo'),
    paragraphs: [
      t('information.freeWorldwideShipping.eachParcelIsInsured'),
      t('information.freeWorldwideShipping.forYourProtectionOrders', { alternateAddressCheck: POLICY.alternateAddressCheck }),
    ],
  },
  {
    heading: t('information.freeWorldwideShipping.howLongDeliveryTakes'),
    paragraphs: [t('information.freeWorldwideShipping.onceYourPieceHas')],
    table: DELIVERY_ESTIMATES,
    after: [t('information.freeWorldwideShipping.piecesMadeForYou')],
  },
  {
    heading: t('information.freeWorldwideShipping.importTaxesAndDuties'),
    paragraphs: [
      t('information.freeWorldwideShipping.ourPricesIncludeShipping'),
    ],
    table: TAX_RATES,
    after: [t('information.freeWorldwideShipping.everyParcelCarriesA')],
  },
  {
    heading: t('information.freeWorldwideShipping.payingFromAbroad'),
    paragraphs: [
      <>
        {t('information.freeWorldwideShipping.pricesAreChargedIn')}{' '}
        <Link className={textLinkClass} to="/international-payment-options">
          {t('information.freeWorldwideShipping.internationalPaymentOptions')}
        </Link>{' '}
        {t('information.freeWorldwideShipping.explainWhichCardsWe')}
      </>,
    ],
  },
  {
    heading: t('information.freeWorldwideShipping.returnsFromAbroad'),
    paragraphs: [
      <>
        {t('information.freeWorldwideShipping.ourDayRefundGuarantee', { refundGuaranteeDays: POLICY.refundGuaranteeDays, returnFeeInternational: POLICY.returnFeeInternational })}{' '}
        <Link className={textLinkClass} to="/return-policy">
          {t('information.freeWorldwideShipping.returnPolicy')}
        </Link>
        .
      </>,
    ],
  },
];

/** Free Worldwide Shipping (account spec §9: 45 countries and regions, delivery estimates, tax rates). */
export default function FreeWorldwideShipping() {
  return (
    <InformationPage
      eyebrow={t('information.freeWorldwideShipping.ourPromises')}
      title={t('information.freeWorldwideShipping.freeWorldwideShipping')}
      intro={t('information.freeWorldwideShipping.intro', { internationalDestinations: POLICY.internationalDestinations })}
      sections={SECTIONS}
      related={relatedPages('shipping', 'internationalPayment', 'returns', 'packaging')}
    />
  );
}
