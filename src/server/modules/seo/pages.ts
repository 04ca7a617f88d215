/** The information pages of the storefront (account spec §2 and the footer), listed in the sitemap. */
export const STATIC_PAGES = [
  '/about-us',
  '/contact-us',
  '/privacy-policy',
  '/shipping-policy',
  '/lifetime-manufacturer-warranty',
  '/free-worldwide-shipping',
  '/after-sales-services',
  '/price-match-guarantee',
  '/terms-conditions',
  '/return-policy',
  '/kilau-faq',
  '/kilau-education',
  '/packaging',
  '/our-promises',
  '/malaysian-payment-options',
  '/international-payment-options',
  '/free-resizing',
  '/360-video-technology',
  '/3d-printing',
] as const;

/** Shopping pages that are not a category or a product. */
export const SHOPPING_PAGES = ['/', '/products', '/choose-diamond', '/choose-diamond/natural-diamond', '/choose-diamond/lab-grown-diamond'] as const;

/** Pages of one shopper (or the API) that search engines should leave alone. */
export const PRIVATE_PATHS = ['/api/', '/profile', '/addresses', '/orders', '/cart', '/checkout', '/login', '/reset-password', '/forgot-password', '/confirm-email'] as const;
