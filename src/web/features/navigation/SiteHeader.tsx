import { Link } from 'react-router';
import type { LovCategory } from '../../../domain/contract/catalog';
import type { ShopSettings } from '../../../domain/contract/content';
import { ProfileMenu } from '../account/ProfileMenu';
import { CartLink } from './CartLink';
import { MegaMenu } from './MegaMenu';
import { MobileMenu } from './MobileMenu';
import { SearchDialog } from './SearchDialog';
import { t } from '../../../domain/words/catalogue';

/**
 * Every page's header (storefront §2): the top bar with the shop's telephone and e-mail; the wordmark between the
 * menu and search (left) and the Profile Menu and cart (right); the category mega-menu on wide screens.
 */
export function SiteHeader({ settings, categories = [] }: { settings: ShopSettings; categories?: LovCategory[] }) {
  return (
    <header className="relative z-40 bg-white">
      <div className="bg-ink text-[0.75rem] tracking-wide text-white/85 sm:text-[0.8rem]">
        <div className="mx-auto flex max-w-7xl flex-wrap justify-center gap-x-6 gap-y-1 px-4 py-2 sm:justify-end sm:px-6">
          <a href={`tel:${settings.telephone.replace(/[^+\d]/g, '')}`} className="hover:text-white">
            <span className="sr-only">{t('components.siteHeader.telephone')} </span>
            {settings.telephone}
          </a>
          <a href={`mailto:${settings.email}`} className="hover:text-white">
            <span className="sr-only">{t('components.siteHeader.eMail')} </span>
            {settings.email}
          </a>
        </div>
      </div>
      <div className="border-b border-pearl">
        <div className="mx-auto grid max-w-7xl grid-cols-[1fr_auto_1fr] items-center px-2 py-3 sm:px-6 lg:py-6">
          <div className="flex items-center">
            <MobileMenu categories={categories} />
            <SearchDialog />
          </div>
          <Link
            to="/"
            className="font-serif text-[1.9rem] leading-none tracking-[0.18em] uppercase sm:text-4xl lg:text-[2.6rem]"
            aria-label={t('components.siteHeader.home', { brandName: settings.brandName })}
          >
            {settings.brandName}
          </Link>
          <div className="flex items-center justify-self-end">
            <ProfileMenu />
            <CartLink />
          </div>
        </div>
      </div>
      <MegaMenu categories={categories} />
    </header>
  );
}
