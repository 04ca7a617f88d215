import { Link } from 'react-router';
import { InformationPage } from '../../features/information/InformationPage';
import { informationMeta } from '../../features/information/meta';
import { relatedPages } from '../../features/information/pages';
import { POLICY } from '../../features/information/policy';
import type { Route } from './+types/our-promises';
import { t } from '../../../domain/words/catalogue';

export function meta({ matches }: Route.MetaArgs) {
  return informationMeta(matches, {
    title: t('information.ourPromises.ourPromises'),
    description: t('information.ourPromises.certifiedDiamondsFreeInsured', { refundGuaranteeDays: POLICY.refundGuaranteeDays }),
    path: '/our-promises',
  });
}

const PROMISES: { title: string; text: string; to: string; link: string }[] = [
  {
    title: t('information.ourPromises.certifiedDiamonds'),
    text: t('information.ourPromises.diamondsAboveCtCome', { certificationAboveCarat: POLICY.certificationAboveCarat }),
    to: '/kilau-education',
    link: t('information.ourPromises.understandThe4cs'),
  },
  {
    title: t('information.ourPromises.freeInsuredShipping'),
    text: t('information.ourPromises.freeFullyInsuredAnd', { internationalDestinations: POLICY.internationalDestinations }),
    to: '/free-worldwide-shipping',
    link: t('information.ourPromises.shippingWorldwide'),
  },
  {
    title: t('information.ourPromises.dayRefundGuarantee', { refundGuaranteeDays: POLICY.refundGuaranteeDays }),
    text: t('information.ourPromises.returnYourPieceWithin', { refundGuaranteeDays: POLICY.refundGuaranteeDays, refundWithinWorkingDays: POLICY.refundWithinWorkingDays }),
    to: '/return-policy',
    link: t('information.ourPromises.ourReturnPolicy'),
  },
  {
    title: t('information.ourPromises.lifetimeManufacturerWarranty'),
    text: t('information.ourPromises.coveredForLifeAgainst', { paveWarrantyYears: POLICY.paveWarrantyYears }),
    to: '/lifetime-manufacturer-warranty',
    link: t('information.ourPromises.whatIsCovered'),
  },
  {
    title: t('information.ourPromises.freeResizing'),
    text: t('information.ourPromises.upToSizesUp', { freeResizeSteps: POLICY.freeResizeSteps, ringSizeStandard: POLICY.ringSizeStandard }),
    to: '/free-resizing',
    link: t('information.ourPromises.howResizingWorks'),
  },
  {
    title: t('information.ourPromises.yearsOfYearlyCare', { refurbishmentYears: POLICY.refurbishmentYears }),
    text: t('information.ourPromises.aFreeRefurbishmentAnd', { refurbishmentYears: POLICY.refurbishmentYears }),
    to: '/after-sales-services',
    link: t('information.ourPromises.afterSalesServices'),
  },
  {
    title: t('information.ourPromises.priceMatchGuarantee'),
    text: t('information.ourPromises.findTheSameCertified'),
    to: '/price-match-guarantee',
    link: t('information.ourPromises.howToClaim'),
  },
  {
    title: t('information.ourPromises.seeItBeforeYou'),
    text: t('information.ourPromises.everyDiamondFilmedIn'),
    to: '/360-video-technology',
    link: t('information.ourPromises.n360Video'),
  },
  {
    title: t('information.ourPromises.interestFreeInstalments'),
    text: t('information.ourPromises.spreadTheCostOver', { value: POLICY.instalmentMonths.join(' or ') }),
    to: '/malaysian-payment-options',
    link: t('information.ourPromises.paymentOptions'),
  },
];

/** Our Promises: every promise in one place, each linking to its page. */
export default function OurPromises() {
  return (
    <InformationPage
      eyebrow={t('information.ourPromises.whyKilau')}
      title={t('information.ourPromises.ourPromises')}
      intro={t('information.ourPromises.intro')}
      related={relatedPages('about', 'terms', 'faq', 'contact')}
    >
      <ul className="mt-12 grid gap-px border border-pearl bg-pearl sm:grid-cols-2">
        {PROMISES.map((promise) => (
          <li key={promise.title} className="flex flex-col bg-white p-6 sm:p-8 sm:odd:last:col-span-2">
            <span aria-hidden="true" className="block h-px w-8 bg-gold" />
            <h2 className="mt-5 text-2xl">{promise.title}</h2>
            <p className="mt-3 flex-1 leading-relaxed text-ink/85">{promise.text}</p>
            <Link to={promise.to} className="mt-5 self-start text-[0.7rem] tracking-[0.2em] text-gold-deep uppercase underline-offset-4 hover:underline">
              {promise.link}
              <span aria-hidden="true"> →</span>
            </Link>
          </li>
        ))}
      </ul>
    </InformationPage>
  );
}
