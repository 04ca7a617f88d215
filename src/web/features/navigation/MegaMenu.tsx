import { useId } from 'react';
import type { LovCategory } from '../../../domain/contract/catalog';
import { Chevron } from './icons';
import { ENGAGEMENT_MENU_LABEL, engagementCategory, navigationCategories } from './links';
import { CategoryColumns, EngagementColumns, ShopByCategories } from './MenuPanels';
import { useMegaMenu } from './use-mega-menu';
import { t } from '../../../domain/words/catalogue';

interface MenuEntry {
  key: string;
  label: string;
  panel: React.ReactNode;
}

/**
 * The menu's entries: 'Engagement Rings' first (its three columns), then each navigation category (its sub-categories),
 * each panel with SHOP BY CATEGORIES at its side. `prefix` makes a panel's ids; `showPictures` says whether it loads its pictures.
 */
function menuEntries(categories: LovCategory[], prefix: (key: string) => string, showPictures: (key: string) => boolean): MenuEntry[] {
  const inNavigation = navigationCategories(categories);
  const engagement = engagementCategory(categories);
  const entries: MenuEntry[] = [];
  const side = (key: string) => <ShopByCategories categories={inNavigation} idPrefix={prefix(key)} />;
  if (engagement) {
    entries.push({
      key: 'engagement',
      label: ENGAGEMENT_MENU_LABEL,
      panel: (
        <>
          <div className="grid grid-cols-[1.15fr_1.1fr_0.9fr] gap-10 bg-white py-10 pr-10">
            <EngagementColumns engagement={engagement} idPrefix={prefix('engagement')} pictures={showPictures('engagement')} />
          </div>
          {side('engagement')}
        </>
      ),
    });
  }
  for (const category of inNavigation) {
    const key = `c${category.id}`;
    entries.push({
      key,
      label: category.name,
      panel: (
        <>
          <div className="bg-white py-10 pr-10">
            <CategoryColumns category={category} idPrefix={prefix(key)} pictures={showPictures(key)} />
          </div>
          {side(key)}
        </>
      ),
    });
  }
  return entries;
}

/**
 * The desktop category mega-menu (storefront §2): 'Engagement Rings' first, then each navigation category. A panel
 * opens on hover, on keyboard focus and on click (a click toggles it), and closes on Escape, an outside click, or
 * when focus or the pointer leaves. Panels are rendered (hidden) on the server so every link is in the page.
 */
export function MegaMenu({ categories }: { categories: LovCategory[] }) {
  const baseId = useId();
  const menu = useMegaMenu();
  const prefix = (key: string) => `${baseId}-${key}`;
  const entries = menuEntries(categories, prefix, menu.showPictures);

  if (entries.length === 0) return null;
  return (
    <nav ref={menu.navRef} aria-label={t('navigation.megaMenu.categories')} className="relative hidden border-b border-pearl lg:block">
      <ul className="mx-auto flex max-w-7xl flex-wrap justify-center gap-x-4 px-6 xl:gap-x-7">
        {entries.map((entry) => (
          <MegaMenuEntry key={entry.key} entry={entry} open={menu.openKey === entry.key} panelId={prefix(`${entry.key}-panel`)} menu={menu} />
        ))}
      </ul>
    </nav>
  );
}

/** One entry: its button (gold and underlined while open) and its panel beneath the menu, hidden until open. */
function MegaMenuEntry({ entry, open, panelId, menu }: { entry: MenuEntry; open: boolean; panelId: string; menu: ReturnType<typeof useMegaMenu> }) {
  return (
    <li {...menu.entryEvents(entry.key)}>
      <button
        {...menu.buttonEvents(entry.key)}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        className={`relative flex items-center gap-2 py-4 text-[0.66rem] tracking-[0.1em] whitespace-nowrap uppercase transition-colors xl:text-[0.7rem] xl:tracking-[0.15em] ${
          open ? 'text-gold-deep' : 'text-ink hover:text-gold-deep'
        } after:absolute after:inset-x-0 after:bottom-0 after:h-px after:origin-center after:bg-gold after:transition-transform ${
          open ? 'after:scale-x-100' : 'after:scale-x-0'
        }`}
      >
        {entry.label}
        <Chevron open={open} className="hidden xl:block" />
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="absolute inset-x-0 top-full z-40 border-t border-pearl bg-[linear-gradient(90deg,#fff_50%,var(--color-ivory)_50%)] shadow-[0_28px_48px_-28px_rgba(29,27,25,0.35)]"
      >
        <div className="mx-auto grid max-w-7xl grid-cols-[minmax(0,1fr)_17rem] px-6">{entry.panel}</div>
      </div>
    </li>
  );
}
