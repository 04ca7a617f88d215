import type { RelatedPage } from './InformationPage';

/** The shop's information pages, for the 'Continue reading' links at the foot of each one. */
export const INFORMATION_PAGES = {
  about: { to: '/about-us', label: 'About Us', blurb: 'Our atelier in Bangsar and how we make each piece.' },
  promises: { to: '/our-promises', label: 'Our Promises', blurb: 'Everything that comes with every Kilau piece.' },
  shipping: { to: '/shipping-policy', label: 'Shipping Policy', blurb: 'Free insured delivery, dispatch times and signatures.' },
  worldwide: { to: '/free-worldwide-shipping', label: 'Free Worldwide Shipping', blurb: 'Delivery to 45 countries and regions, duties and taxes.' },
  warranty: { to: '/lifetime-manufacturer-warranty', label: 'Lifetime Manufacturer Warranty', blurb: 'Our lifetime cover, pavé warranty and yearly care.' },
  afterSales: { to: '/after-sales-services', label: 'After-Sales Services', blurb: 'Cleaning, refurbishment, repairs and resizing.' },
  priceMatch: { to: '/price-match-guarantee', label: 'Price Match Guarantee', blurb: 'Found the same diamond for less? We will match it.' },
  terms: { to: '/terms-conditions', label: 'Terms & Conditions', blurb: 'Orders, payments, deliveries, returns and refunds.' },
  returns: { to: '/return-policy', label: 'Return Policy', blurb: 'Our 14-day refund guarantee and how to return a piece.' },
  faq: { to: '/kilau-faq', label: 'Frequently Asked Questions', blurb: 'Quick answers on ordering, diamonds, sizing and delivery.' },
  education: { to: '/kilau-education', label: 'Diamond Education', blurb: 'The 4Cs and the anatomy of a diamond, explained.' },
  packaging: { to: '/packaging', label: 'Packaging', blurb: 'The box, the certificate folder and discreet delivery.' },
  malaysianPayment: { to: '/malaysian-payment-options', label: 'Malaysian Payment Options', blurb: 'FPX, cards, instalments and deposits.' },
  internationalPayment: { to: '/international-payment-options', label: 'International Payment Options', blurb: 'Paying from abroad by card or bank transfer.' },
  resizing: { to: '/free-resizing', label: 'Free Resizing', blurb: 'Up to three sizes up or down, on the Hong Kong scale.' },
  video: { to: '/360-video-technology', label: '360° Video Technology', blurb: 'See the very diamond you will wear, from every angle.' },
  printing: { to: '/3d-printing', label: '3D Printing', blurb: 'Try your custom design on before it is cast in gold.' },
  privacy: { to: '/privacy-policy', label: 'Privacy Policy', blurb: 'What we collect and how we look after it.' },
  contact: { to: '/contact-us', label: 'Contact Us', blurb: 'Visit the showroom, call or send us a message.' },
} as const satisfies Record<string, RelatedPage>;

export type InformationPageKey = keyof typeof INFORMATION_PAGES;

/** The pages to suggest at the foot of a page, in the order given. */
export function relatedPages(...keys: InformationPageKey[]): RelatedPage[] {
  return keys.map((key) => INFORMATION_PAGES[key]);
}
