import type { RelatedPage } from './InformationPage';
import { t } from '../../../domain/words/catalogue';
import '../../../domain/words/books/information';

/** The shop's information pages, for the 'Continue reading' links at the foot of each one. */
export const INFORMATION_PAGES = {
  about: { to: '/about-us', label: t('information.pages.aboutUs'), blurb: t('information.pages.ourAtelierInBangsar') },
  promises: { to: '/our-promises', label: t('information.pages.ourPromises'), blurb: t('information.pages.everythingThatComesWith') },
  shipping: { to: '/shipping-policy', label: t('information.pages.shippingPolicy'), blurb: t('information.pages.freeInsuredDeliveryDispatch') },
  worldwide: { to: '/free-worldwide-shipping', label: t('information.pages.freeWorldwideShipping'), blurb: t('information.pages.deliveryTo45Countries') },
  warranty: { to: '/lifetime-manufacturer-warranty', label: t('information.pages.lifetimeManufacturerWarranty'), blurb: t('information.pages.ourLifetimeCoverPav') },
  afterSales: { to: '/after-sales-services', label: t('information.pages.afterSalesServices'), blurb: t('information.pages.cleaningRefurbishmentRepairsAnd') },
  priceMatch: { to: '/price-match-guarantee', label: t('information.pages.priceMatchGuarantee'), blurb: t('information.pages.foundTheSameDiamond') },
  terms: { to: '/terms-conditions', label: t('information.pages.termsConditions'), blurb: t('information.pages.ordersPaymentsDeliveriesReturns') },
  returns: { to: '/return-policy', label: t('information.pages.returnPolicy'), blurb: t('information.pages.our14DayRefund') },
  faq: { to: '/kilau-faq', label: t('information.pages.frequentlyAskedQuestions'), blurb: t('information.pages.quickAnswersOnOrdering') },
  education: { to: '/kilau-education', label: t('information.pages.diamondEducation'), blurb: t('information.pages.the4csAndThe') },
  packaging: { to: '/packaging', label: t('information.pages.packaging'), blurb: t('information.pages.theBoxTheCertificate') },
  malaysianPayment: { to: '/malaysian-payment-options', label: t('information.pages.malaysianPaymentOptions'), blurb: t('information.pages.fpxCardsInstalmentsAnd') },
  internationalPayment: { to: '/international-payment-options', label: t('information.pages.internationalPaymentOptions'), blurb: t('information.pages.payingFromAbroadBy') },
  resizing: { to: '/free-resizing', label: t('information.pages.freeResizing'), blurb: t('information.pages.upToThreeSizes') },
  video: { to: '/360-video-technology', label: t('information.pages.n360VideoTechnology'), blurb: t('information.pages.seeTheVeryDiamond') },
  printing: { to: '/3d-printing', label: t('information.pages.n3dPrinting'), blurb: t('information.pages.tryYourCustomDesign') },
  privacy: { to: '/privacy-policy', label: t('information.pages.privacyPolicy'), blurb: t('information.pages.whatWeCollectAnd') },
  contact: { to: '/contact-us', label: t('information.pages.contactUs'), blurb: t('information.pages.visitTheShowroomCall') },
} as const satisfies Record<string, RelatedPage>;

export type InformationPageKey = keyof typeof INFORMATION_PAGES;

/** The pages to suggest at the foot of a page, in the order given. */
export function relatedPages(...keys: InformationPageKey[]): RelatedPage[] {
  return keys.map((key) => INFORMATION_PAGES[key]);
}
