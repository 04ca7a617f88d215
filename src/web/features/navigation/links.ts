import type { LovCategory } from '../../../domain/contract/catalog';
import { BRAND_SLUG } from '../../../domain/shop/brand';
import { DIAMOND_TYPES } from '../../../domain/diamonds/grades';
import { SHAPES, shapeSlug, type ShapeCode } from '../../../domain/diamonds/shapes';
import { t } from '../../../domain/words/catalogue';

/** The links of the header and footer (storefront §2 "Header and navigation", account §2 static pages). */

export type LovSubcategory = LovCategory['sub'][number];

export interface NavLink {
  label: string;
  to: string;
}

export const PRODUCTS_PATH = '/products';
export const CHOOSE_DIAMOND_PATH = '/choose-diamond';

export const categoryHref = (category: Pick<LovCategory, 'slug'>): string => `${PRODUCTS_PATH}/${category.slug}`;
export const subcategoryHref = (category: Pick<LovCategory, 'slug'>, sub: Pick<LovSubcategory, 'slug'>): string =>
  `${PRODUCTS_PATH}/${category.slug}/${sub.slug}`;
export const shapeHref = (code: ShapeCode): string => `${CHOOSE_DIAMOND_PATH}/shape/${shapeSlug(code)}`;
/** The product list with a search keyword; no keyword is the whole list. */
export function searchHref(keyword: string): string {
  const text = keyword.trim();
  return text ? `${PRODUCTS_PATH}?${new URLSearchParams({ keyword: text }).toString()}` : PRODUCTS_PATH;
}

const labGrown = DIAMOND_TYPES.find((t) => t.value === 'labgrowndiamond')!;

export const ENGAGEMENT_MENU_LABEL = t('navigation.links.engagementRings');
export const DESIGN_YOUR_OWN_HEADING = t('navigation.links.designYourOwnEngagement');
export const SHOP_BY_SHAPE_HEADING = t('navigation.links.shopByShape');
export const RING_STYLES_HEADING = t('navigation.links.engagementRingStyles');
export const SHOP_BY_CATEGORIES_HEADING = t('navigation.links.shopByCategories');
export const VIEW_ALL_PRODUCTS = t('navigation.links.viewAllProducts');

/** 'DESIGN YOUR OWN ENGAGEMENT RING': the setting link goes to the engagement-ring category's list. */
export function designYourOwnLinks(engagement: Pick<LovCategory, 'slug'> | undefined): NavLink[] {
  return [
    { label: t('navigation.links.startWithASetting'), to: engagement ? categoryHref(engagement) : `${PRODUCTS_PATH}/engagementring` },
    { label: t('navigation.links.startWithADiamond'), to: CHOOSE_DIAMOND_PATH },
    { label: t('navigation.links.startWithALab'), to: `${CHOOSE_DIAMOND_PATH}/${labGrown.url}` },
  ];
}

export const SHAPE_LINKS = SHAPES.map((s) => ({ code: s.code, label: s.label, to: shapeHref(s.code) }));

/** Categories listed in the navigation, in the order the API gives them. */
export const navigationCategories = (categories: readonly LovCategory[]): LovCategory[] => categories.filter((c) => c.in_navigation);
/** The engagement-ring category: not in the navigation list, but its own top-level menu item. */
export const engagementCategory = (categories: readonly LovCategory[]): LovCategory | undefined =>
  categories.find((c) => c.is_engagement_ring);

/** The mobile menu's plain links, before the categories. */
export const MOBILE_PAGE_LINKS: NavLink[] = [
  { label: t('navigation.links.home'), to: '/' },
  { label: t('navigation.links.aboutUs'), to: '/about-us' },
  { label: t('navigation.links.contactUs'), to: '/contact-us' },
];

export interface FooterSection {
  heading: string;
  links: NavLink[];
}

/** The footer's link columns: every static information page (account §2) is linked from one of them. */
export const FOOTER_SECTIONS: FooterSection[] = [
  {
    heading: t('navigation.links.whyKilau'),
    links: [
      { label: t('navigation.links.lifetimeManufacturerWarranty'), to: '/lifetime-manufacturer-warranty' },
      { label: t('navigation.links.freeWorldwideShipping'), to: '/free-worldwide-shipping' },
      { label: t('navigation.links.priceMatchGuarantee'), to: '/price-match-guarantee' },
      { label: t('navigation.links.freeResizing'), to: '/free-resizing' },
      { label: t('navigation.links.n360VideoTechnology'), to: '/360-video-technology' },
      { label: t('navigation.links.n3dPrinting'), to: '/3d-printing' },
      { label: t('navigation.links.ourPromises'), to: '/our-promises' },
    ],
  },
  {
    heading: t('navigation.links.policies'),
    links: [
      { label: t('navigation.links.privacyPolicy'), to: '/privacy-policy' },
      { label: t('navigation.links.shippingPolicy'), to: '/shipping-policy' },
      { label: t('navigation.links.returnPolicy'), to: '/return-policy' },
      { label: t('navigation.links.termsConditions'), to: '/terms-conditions' },
      { label: t('navigation.links.afterSalesServices'), to: '/after-sales-services' },
      { label: t('navigation.links.packaging'), to: '/packaging' },
      { label: t('navigation.links.malaysianPaymentOptions'), to: '/malaysian-payment-options' },
      { label: t('navigation.links.internationalPaymentOptions'), to: '/international-payment-options' },
    ],
  },
  {
    heading: t('navigation.links.help'),
    links: [
      { label: t('navigation.links.contactUs'), to: '/contact-us' },
      { label: t('navigation.links.faq'), to: `/${BRAND_SLUG}-faq` },
      { label: t('navigation.links.diamondEducation'), to: `/${BRAND_SLUG}-education` },
      { label: t('navigation.links.aboutUs'), to: '/about-us' },
    ],
  },
];

/** Every static page the footer links to (the e2e journey checks each one is there). */
export const FOOTER_PAGE_PATHS: string[] = FOOTER_SECTIONS.flatMap((s) => s.links.map((l) => l.to));
