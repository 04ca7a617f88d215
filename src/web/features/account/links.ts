import { t } from '../../../domain/words/catalogue';
/** A shopper's own screens, as the profile panel and the account pages list them (storefront "Profile Menu"). */
export const ACCOUNT_LINKS = [
  { to: '/profile', label: t('account.links.myProfile') },
  { to: '/addresses', label: t('account.links.myAddressBook') },
  { to: '/cart', label: t('account.links.myShoppingCart') },
  { to: '/orders', label: t('account.links.orderHistory') },
] as const;
