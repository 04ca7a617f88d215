import type { LovCategory } from '../../../domain/contract/catalog';
import type { ShopSettings } from '../../../domain/contract/content';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';
import { t } from '../../../domain/words/catalogue';

/** Every page's frame: skip link, header with the menus, the page itself (the skip link's target) and the footer. */
export function SiteChrome({ settings, categories, children }: { settings: ShopSettings; categories: LovCategory[]; children: React.ReactNode }) {
  return (
    <>
      <a
        href="#main"
        className="sr-only z-50 bg-ink px-5 py-3 text-xs tracking-[0.25em] text-white uppercase focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {t('navigation.siteChrome.skipToContent')}
      </a>
      <SiteHeader settings={settings} categories={categories} />
      <div id="main" tabIndex={-1} className="outline-none">
        {children}
      </div>
      <SiteFooter settings={settings} />
    </>
  );
}
