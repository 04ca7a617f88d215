/** A shopper's own screens, as the profile panel and the account pages list them (storefront "Profile Menu"). */
export const ACCOUNT_LINKS = [
  { to: '/profile', label: 'My Profile' },
  { to: '/addresses', label: 'My Address Book' },
  { to: '/cart', label: 'My Shopping Cart' },
  { to: '/orders', label: 'Order History' },
] as const;
