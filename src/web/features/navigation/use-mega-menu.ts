import { useEffect, useRef, useState, type Dispatch, type FocusEvent, type PointerEvent as ReactPointerEvent, type RefObject, type SetStateAction } from 'react';
import { useLocation } from 'react-router';

/** How long a pointer must rest on, or stay off, an entry before its panel opens or closes (no flicker in passing). */
const HOVER_OPEN_MS = 90;
const HOVER_CLOSE_MS = 180;
/** A click this soon after a hover opened the panel keeps it open instead of toggling it shut. */
const HOVER_CLICK_GRACE_MS = 600;

type Buttons = RefObject<Map<string, HTMLButtonElement>>;

/** The panels opened at least once: they show their pictures (hidden panels load none). */
function usePanelsSeen(openKey: string | null): ReadonlySet<string> {
  const [seen, setSeen] = useState<ReadonlySet<string>>(() => new Set());
  useEffect(() => {
    if (openKey && !seen.has(openKey)) setSeen((was) => new Set(was).add(openKey));
  }, [openKey, seen]);
  return seen;
}

/** An open panel closes on a press outside the menu, and on Escape (which puts focus back on its entry). */
function useClosesOutside(openKey: string | null, setOpenKey: Dispatch<SetStateAction<string | null>>, navRef: RefObject<HTMLElement | null>, buttons: Buttons) {
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
  }, [openKey, setOpenKey, navRef, buttons]);
}

/**
 * Which panel of the mega-menu is open, and what opens and closes it: a mouse resting on an entry or leaving it, keyboard
 * focus, a click (a toggle, except just after a hover opened it), focus leaving the entry, a new page, Escape and a
 * press outside. `entryEvents` go on an entry, `buttonEvents` on its button.
 */
export function useMegaMenu() {
  const [openKey, setOpenKey] = useState<string | null>(null);
  const seen = usePanelsSeen(openKey);
  const navRef = useRef<HTMLElement>(null);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const hoverOpenedAt = useRef(0);
  const location = useLocation();

  // A new page closes the menu.
  useEffect(() => setOpenKey(null), [location.pathname, location.search]);
  useEffect(() => () => clearTimeout(timer.current), []);
  useClosesOutside(openKey, setOpenKey, navRef, buttons);

  const later = (run: () => void, ms: number) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(run, ms);
  };
  const closeIfOpen = (key: string) => setOpenKey((open) => (open === key ? null : open));

  const entryEvents = (key: string) => ({
    onPointerEnter: (event: ReactPointerEvent) => {
      if (event.pointerType !== 'mouse') return;
      later(() => {
        hoverOpenedAt.current = Date.now();
        setOpenKey(key);
      }, openKey ? 0 : HOVER_OPEN_MS);
    },
    onPointerLeave: (event: ReactPointerEvent) => {
      if (event.pointerType !== 'mouse') return;
      later(() => closeIfOpen(key), HOVER_CLOSE_MS);
    },
    onBlur: (event: FocusEvent) => {
      const next = event.relatedTarget as Node | null;
      if (next && !event.currentTarget.contains(next)) closeIfOpen(key);
    },
  });
  const buttonEvents = (key: string) => ({
    ref: (el: HTMLButtonElement | null) => {
      if (el) buttons.current.set(key, el);
      else buttons.current.delete(key);
    },
    onFocus: (event: FocusEvent<HTMLButtonElement>) => {
      // Keyboard focus opens the panel; a mouse press focuses too, and is handled by the click.
      if (event.currentTarget.matches(':focus-visible')) setOpenKey(key);
    },
    onClick: () => {
      clearTimeout(timer.current);
      const justHovered = Date.now() - hoverOpenedAt.current < HOVER_CLICK_GRACE_MS;
      setOpenKey((open) => (open === key && !justHovered ? null : key));
      hoverOpenedAt.current = 0;
    },
  });
  const showPictures = (key: string) => openKey === key || seen.has(key);
  return { openKey, navRef, showPictures, entryEvents, buttonEvents };
}
