import type { LovCategory } from '../../../domain/contract/catalog';
import { BRAND_SLUG } from '../../../domain/brand';
import { DIAMOND_TYPES } from '../../../domain/grades';
import { SHAPES, shapeSlug, type ShapeCode } from '../../../domain/shapes';

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

export const ENGAGEMENT_MENU_LABEL = 'Engagement Rings';
export const DESIGN_YOUR_OWN_HEADING = 'DESIGN YOUR OWN ENGAGEMENT RING';
export const SHOP_BY_SHAPE_HEADING = 'SHOP BY SHAPE';
export const RING_STYLES_HEADING = 'ENGAGEMENT RING STYLES';
export const SHOP_BY_CATEGORIES_HEADING = 'SHOP BY CATEGORIES';
export const VIEW_ALL_PRODUCTS = 'View All Products';

/** 'DESIGN YOUR OWN ENGAGEMENT RING': the setting link goes to the engagement-ring category's list. */
export function designYourOwnLinks(engagement: Pick<LovCategory, 'slug'> | undefined): NavLink[] {
  return [
    { label: 'Start with a setting', to: engagement ? categoryHref(engagement) : `${PRODUCTS_PATH}/engagementring` },
    { label: 'Start with a diamond', to: CHOOSE_DIAMOND_PATH },
    { label: 'Start with a lab grown diamond', to: `${CHOOSE_DIAMOND_PATH}/${labGrown.url}` },
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
  { label: 'Home', to: '/' },
  { label: 'About Us', to: '/about-us' },
  { label: 'Contact Us', to: '/contact-us' },
];

export interface FooterSection {
  heading: string;
  links: NavLink[];
}

/** The footer's link columns: every static information page (account §2) is linked from one of them. */
export const FOOTER_SECTIONS: FooterSection[] = [
  {
    heading: 'Why Kilau',
    links: [
      { label: 'Lifetime Manufacturer Warranty', to: '/lifetime-manufacturer-warranty' },
      { label: 'Free Worldwide Shipping', to: '/free-worldwide-shipping' },
      { label: 'Price Match Guarantee', to: '/price-match-guarantee' },
      { label: 'Free Resizing', to: '/free-resizing' },
      { label: '360° Video Technology', to: '/360-video-technology' },
      { label: '3D Printing', to: '/3d-printing' },
      { label: 'Our Promises', to: '/our-promises' },
    ],
  },
  {
    heading: 'Policies',
    links: [
      { label: 'Privacy Policy', to: '/privacy-policy' },
      { label: 'Shipping Policy', to: '/shipping-policy' },
      { label: 'Return Policy', to: '/return-policy' },
      { label: 'Terms & Conditions', to: '/terms-conditions' },
      { label: 'After Sales Services', to: '/after-sales-services' },
      { label: 'Packaging', to: '/packaging' },
      { label: 'Malaysian Payment Options', to: '/malaysian-payment-options' },
      { label: 'International Payment Options', to: '/international-payment-options' },
    ],
  },
  {
    heading: 'Help',
    links: [
      { label: 'Contact Us', to: '/contact-us' },
      { label: 'FAQ', to: `/${BRAND_SLUG}-faq` },
      { label: 'Diamond Education', to: `/${BRAND_SLUG}-education` },
      { label: 'About Us', to: '/about-us' },
    ],
  },
];

/** Every static page the footer links to (the e2e journey checks each one is there). */
export const FOOTER_PAGE_PATHS: string[] = FOOTER_SECTIONS.flatMap((s) => s.links.map((l) => l.to));
