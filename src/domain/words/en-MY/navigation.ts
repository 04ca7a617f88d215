/** The words of the navigation screens, one section per screen or part (src/web). */
export const navigation = {
  cartLink: {
    shoppingCartHasItems: 'Shopping cart (has items)',
    shoppingCart: 'Shopping cart',
  },
  megaMenu: {
    categories: 'Categories',
  },
  menuPanels: {
    shopAll: 'Shop all {name}',
  },
  mobileMenu: {
    openMenu: 'Open menu',
    menu: 'Menu',
    closeMenu: 'Close menu',
    all: 'All {name}',
  },
  searchDialog: {
    search: 'Search',
    searchTheCollection: 'Search the collection',
    closeSearch: 'Close search',
    searchForJewellery: 'Search for jewellery',
    ringsPendantsAStyle: 'Rings, pendants, a style…',
  },
  siteChrome: {
    skipToContent: 'Skip to content',
  },
  socialIcon: {

  },
  icons: {

  },
  links: {
    engagementRings: 'Engagement Rings',
    designYourOwnEngagement: 'DESIGN YOUR OWN ENGAGEMENT RING',
    shopByShape: 'SHOP BY SHAPE',
    engagementRingStyles: 'ENGAGEMENT RING STYLES',
    shopByCategories: 'SHOP BY CATEGORIES',
    viewAllProducts: 'View All Products',
    startWithASetting: 'Start with a setting',
    startWithADiamond: 'Start with a diamond',
    startWithALab: 'Start with a lab grown diamond',
    home: 'Home',
    aboutUs: 'About Us',
    contactUs: 'Contact Us',
    whyKilau: 'Why Kilau',
    lifetimeManufacturerWarranty: 'Lifetime Manufacturer Warranty',
    freeWorldwideShipping: 'Free Worldwide Shipping',
    priceMatchGuarantee: 'Price Match Guarantee',
    freeResizing: 'Free Resizing',
    ourPromises: 'Our Promises',
    policies: 'Policies',
    privacyPolicy: 'Privacy Policy',
    shippingPolicy: 'Shipping Policy',
    returnPolicy: 'Return Policy',
    termsConditions: 'Terms & Conditions',
    afterSalesServices: 'After Sales Services',
    packaging: 'Packaging',
    malaysianPaymentOptions: 'Malaysian Payment Options',
    internationalPaymentOptions: 'International Payment Options',
    help: 'Help',
    diamondEducation: 'Diamond Education',
    n360VideoTechnology: '360° Video Technology',
    n3dPrinting: '3D Printing',
    faq: 'FAQ',
  },
} as const;
