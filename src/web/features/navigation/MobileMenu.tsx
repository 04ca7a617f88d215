import * as Dialog from '@radix-ui/react-dialog';
import { useEffect, useId, useState } from 'react';
import { Link, useLocation } from 'react-router';
import type { LovCategory } from '../../../domain/contract/catalog';
import { Chevron, CloseIcon, MenuIcon } from './icons';
import {
  categoryHref,
  DESIGN_YOUR_OWN_HEADING,
  designYourOwnLinks,
  ENGAGEMENT_MENU_LABEL,
  engagementCategory,
  MOBILE_PAGE_LINKS,
  navigationCategories,
  PRODUCTS_PATH,
  RING_STYLES_HEADING,
  SHAPE_LINKS,
  SHOP_BY_CATEGORIES_HEADING,
  SHOP_BY_SHAPE_HEADING,
  subcategoryHref,
  VIEW_ALL_PRODUCTS,
  type NavLink,
} from './links';
import { menuHeadingClass } from './MenuPanels';
import { t } from '../../../domain/words/catalogue';

const rowClass = 'flex w-full items-center justify-between py-3.5 text-left text-[0.78rem] tracking-[0.2em] text-ink uppercase';
const subLinkClass = 'block py-2 text-[0.95rem] text-ink/85 transition-colors hover:text-gold-deep';

/** One expandable group of the mobile menu (a disclosure: its button says whether it is open). */
function Group({ label, children }: { label: string; children: React.ReactNode }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <li className="border-b border-pearl">
      <button type="button" aria-expanded={open} aria-controls={id} onClick={() => setOpen((was) => !was)} className={rowClass}>
        {label}
        <Chevron open={open} />
      </button>
      <div id={id} hidden={!open} className="pb-4 pl-3">
        {children}
      </div>
    </li>
  );
}

function LinkList({ links, heading, twoColumns }: { links: NavLink[]; heading?: string; twoColumns?: boolean }) {
  return (
    <div className="mt-1 first:mt-0">
      {heading && <p className={`mt-3 mb-1 ${menuHeadingClass}`}>{heading}</p>}
      <ul className={twoColumns ? 'grid grid-cols-2 gap-x-4' : undefined}>
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className={subLinkClass}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

const subLinks = (category: LovCategory): NavLink[] => category.sub.map((sub) => ({ label: sub.name, to: subcategoryHref(category, sub) }));

/** The hamburger menu below the lg width (storefront §2): Home, About Us, Contact Us, then the categories. */
export function MobileMenu({ categories }: { categories: LovCategory[] }) {
  const [open, setOpen] = useState(false);
  const location = useLocation();
  const engagement = engagementCategory(categories);
  const inNavigation = navigationCategories(categories);

  // Following a link closes the menu.
  useEffect(() => setOpen(false), [location.pathname, location.search]);

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className="flex size-11 items-center justify-center text-ink transition-colors hover:text-gold-deep lg:hidden" aria-label={t('navigation.mobileMenu.openMenu')}>
        <MenuIcon />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/40 lg:hidden" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed inset-y-0 left-0 z-50 flex w-[min(24rem,88vw)] flex-col bg-white shadow-[24px_0_48px_-24px_rgba(29,27,25,0.35)] lg:hidden"
        >
          <div className="flex items-center justify-between border-b border-pearl px-5 py-3">
            <Dialog.Title className="font-serif text-2xl tracking-[0.18em] uppercase">{t('navigation.mobileMenu.menu')}</Dialog.Title>
            <Dialog.Close className="-mr-2 flex size-11 items-center justify-center text-ink hover:text-gold-deep" aria-label={t('navigation.mobileMenu.closeMenu')}>
              <CloseIcon />
            </Dialog.Close>
          </div>
          <nav
            aria-label={t('navigation.mobileMenu.menu')}
            className="flex-1 overflow-y-auto px-5 pb-10"
            onClick={(event) => {
              // A link to the page already shown changes no location: close here too.
              if ((event.target as HTMLElement).closest('a')) setOpen(false);
            }}
          >
            <ul>
              {MOBILE_PAGE_LINKS.map((link) => (
                <li key={link.to} className="border-b border-pearl">
                  <Link to={link.to} className={rowClass}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
            {(engagement || inNavigation.length > 0) && (
              <>
                <p className={`mt-8 mb-1 ${menuHeadingClass}`}>{SHOP_BY_CATEGORIES_HEADING}</p>
                <ul>
                  {engagement && (
                    <Group label={ENGAGEMENT_MENU_LABEL}>
                      <LinkList heading={DESIGN_YOUR_OWN_HEADING} links={designYourOwnLinks(engagement)} />
                      <LinkList heading={SHOP_BY_SHAPE_HEADING} links={SHAPE_LINKS} twoColumns />
                      <LinkList heading={RING_STYLES_HEADING} links={subLinks(engagement)} />
                    </Group>
                  )}
                  {inNavigation.map((category) => (
                    <Group key={category.id} label={category.name}>
                      <LinkList links={[{ label: t('navigation.mobileMenu.all', { name: category.name }), to: categoryHref(category) }, ...subLinks(category)]} />
                    </Group>
                  ))}
                </ul>
              </>
            )}
            <Link to={PRODUCTS_PATH} className="mt-8 inline-block border-b border-gold/60 pb-0.5 text-[0.72rem] tracking-[0.25em] text-ink uppercase">
              {VIEW_ALL_PRODUCTS}
            </Link>
          </nav>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
