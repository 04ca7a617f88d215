import { useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import type { LovCategory } from '../../../domain/contract/catalog';
import { Chevron } from './icons';
import { ENGAGEMENT_MENU_LABEL, engagementCategory, navigationCategories } from './links';
import { CategoryColumns, EngagementColumns, ShopByCategories } from './MenuPanels';
import { t } from '../../../domain/words/catalogue';

/** How long a pointer must rest on, or stay off, an entry before its panel opens or closes (no flicker in passing). */
const HOVER_OPEN_MS = 90;
const HOVER_CLOSE_MS = 180;
/** A click this soon after a hover opened the panel keeps it open instead of toggling it shut. */
const HOVER_CLICK_GRACE_MS = 600;

interface MenuEntry {
  key: string;
  label: string;
  panel: React.ReactNode;
}

/**
 * The desktop category mega-menu (storefront §2): 'Engagement Rings' first, then each navigation category. A panel
 * opens on hover, on keyboard focus and on click (a click toggles it), and closes on Escape, an outside click, or
 * when focus or the pointer leaves. Panels are rendered (hidden) on the server so every link is in the page.
 */
export function MegaMenu({ categories }: { categories: LovCategory[] }) {
  const baseId = useId();
  const [openKey, setOpenKey] = useState<string | null>(null);
  // Panels opened at least once show their pictures (hidden panels load none).
  const [seen, setSeen] = useState<ReadonlySet<string>>(() => new Set());
  const navRef = useRef<HTMLElement>(null);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const hoverOpenedAt = useRef(0);
  const location = useLocation();

  const inNavigation = navigationCategories(categories);
  const engagement = engagementCategory(categories);
  const entries: MenuEntry[] = [];
  const prefix = (key: string) => `${baseId}-${key}`;
  const showPictures = (key: string) => openKey === key || seen.has(key);
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

  useEffect(() => {
    if (openKey && !seen.has(openKey)) setSeen((was) => new Set(was).add(openKey));
  }, [openKey, seen]);

  // A new page closes the menu.
  useEffect(() => setOpenKey(null), [location.pathname, location.search]);
  useEffect(() => () => clearTimeout(timer.current), []);

  useEffect(() => {
    if (!openKey) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!navRef.current?.contains(event.target as Node)) setOpenKey(null);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      buttons.current.get(openKey)?.focus();
      setOpenKey(null);
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [openKey]);

  const later = (run: () => void, ms: number) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(run, ms);
  };

  if (entries.length === 0) return null;
  return (
    <nav ref={navRef} aria-label={t('navigation.megaMenu.categories')} className="relative hidden border-b border-pearl lg:block">
      <ul className="mx-auto flex max-w-7xl flex-wrap justify-center gap-x-4 px-6 xl:gap-x-7">
        {entries.map((entry) => {
          const open = openKey === entry.key;
          const panelId = prefix(`${entry.key}-panel`);
          return (
            <li
              key={entry.key}
              onPointerEnter={(event) => {
                if (event.pointerType !== 'mouse') return;
                later(() => {
                  hoverOpenedAt.current = Date.now();
                  setOpenKey(entry.key);
                }, openKey ? 0 : HOVER_OPEN_MS);
              }}
              onPointerLeave={(event) => {
                if (event.pointerType !== 'mouse') return;
                later(() => setOpenKey((key) => (key === entry.key ? null : key)), HOVER_CLOSE_MS);
              }}
              onBlur={(event) => {
                const next = event.relatedTarget as Node | null;
                if (next && !event.currentTarget.contains(next)) setOpenKey((key) => (key === entry.key ? null : key));
              }}
            >
              <button
                ref={(el) => {
                  if (el) buttons.current.set(entry.key, el);
                  else buttons.current.delete(entry.key);
                }}
                type="button"
                aria-expanded={open}
                aria-controls={panelId}
                onFocus={(event) => {
                  // Keyboard focus opens the panel; a mouse press focuses too, and is handled by the click.
                  if (event.currentTarget.matches(':focus-visible')) setOpenKey(entry.key);
                }}
                onClick={() => {
                  clearTimeout(timer.current);
                  const justHovered = Date.now() - hoverOpenedAt.current < HOVER_CLICK_GRACE_MS;
                  setOpenKey((key) => (key === entry.key && !justHovered ? null : entry.key));
                  hoverOpenedAt.current = 0;
                }}
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
        })}
      </ul>
    </nav>
  );
}
