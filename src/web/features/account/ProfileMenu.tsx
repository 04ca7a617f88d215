import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useSession } from '../../lib/use-session';
import { ACCOUNT_LINKS } from './links';
import { LogoutButton } from './LogoutButton';
import { t } from '../../../domain/words/catalogue';

const itemClass = 'block w-full px-5 py-3 text-left text-sm tracking-wide transition-colors hover:bg-ivory focus-visible:bg-ivory';

/**
 * The header's 'Profile Menu' (storefront header): a visitor sees Login; a shopper My Profile, My Address Book,
 * My Shopping Cart, Order History and Logout. Toggles; closes on an outside click, Escape, or when focus leaves it.
 * The server renders the visitor's panel (it cannot see the browser's token); the same box then fills for a shopper.
 */
export function ProfileMenu() {
  const { loggedIn } = useSession();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const { pathname } = useLocation();

  // Any page change (a link here, the back button) closes the panel.
  useEffect(() => setOpen(false), [pathname]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  const close = () => setOpen(false);
  return (
    <div
      ref={rootRef}
      className="relative"
      onBlur={(event) => {
        if (open && event.relatedTarget && !event.currentTarget.contains(event.relatedTarget as Node)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-label={t('account.profileMenu.profileMenu')}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((was) => !was)}
        className="flex size-11 items-center justify-center text-ink transition-colors hover:text-gold-deep"
      >
        <PersonIcon />
      </button>
      <div id={panelId} hidden={!open} className="absolute top-full right-0 z-30 mt-2 w-64 border border-pearl bg-white py-2 shadow-[0_12px_32px_-12px_rgba(29,27,25,0.25)]">
        <p className="px-5 pt-2 pb-2 text-[0.65rem] tracking-[0.25em] text-stone uppercase">{t('account.profileMenu.profileMenu')}</p>
        <ul>
          {loggedIn ? (
            <>
              {ACCOUNT_LINKS.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className={itemClass} onClick={close}>
                    {link.label}
                  </Link>
                </li>
              ))}
              <li className="mt-1 border-t border-pearl pt-1">
                <LogoutButton className={itemClass} />
              </li>
            </>
          ) : (
            <li>
              <Link to="/login" className={itemClass} onClick={close}>
                {t('account.profileMenu.login')}
              </Link>
            </li>
          )}
        </ul>
      </div>
    </div>
  );
}

function PersonIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" width="24" height="24" fill="none" stroke="currentColor" strokeWidth="1.3" strokeLinecap="round">
      <circle cx="12" cy="8" r="4" />
      <path d="M4 20.5c1.2-4 4.3-6 8-6s6.8 2 8 6" />
    </svg>
  );
}
