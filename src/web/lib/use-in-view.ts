import { useEffect, useState, type RefObject } from 'react';

interface InViewOptions {
  /** How far outside the viewport still counts as in view, as CSS margins (e.g. '600px 0px'). */
  rootMargin?: string;
  /** Stay true once the element has come into view (lazy set-up), instead of following it in and out. */
  once?: boolean;
}

/**
 * Whether the element is in (or within `rootMargin` of) the viewport. False on the server and until the first
 * observation, so work that waits for it never runs during hydration; true at once where IntersectionObserver
 * does not exist.
 */
export function useInView(ref: RefObject<Element | null>, { rootMargin = '0px', once = false }: InViewOptions = {}): boolean {
  const [inView, setInView] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setInView(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        const seen = entries.some((entry) => entry.isIntersecting);
        if (once) {
          if (!seen) return;
          observer.disconnect();
        }
        setInView(seen);
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, rootMargin, once]);
  return inView;
}
