import { createContext, useContext } from 'react';

/**
 * The shop's style sheet goes inline into the page's head on the server, so the first paint waits for no extra
 * request (measured with `npm run bench:pages`: the linked sheet was the render-blocking request on every page).
 * The server provides a reader of built assets through this context; in the browser there is none and the
 * element is left exactly as the server wrote it (React does not rewrite `dangerouslySetInnerHTML` when hydrating,
 * nor afterwards while the value stays the same).
 */
export const BuiltAssetContext = createContext<((href: string) => string | undefined) | undefined>(undefined);

/** In the browser: the sheet the server inlined, read once from the page, for when React draws the element anew. */
const inlinedInBrowser = new Map<string, string>();
function inlinedSheet(href: string): string {
  let css = inlinedInBrowser.get(href);
  if (css === undefined) {
    css = document.querySelector(`style[data-href="${CSS.escape(href)}"]`)?.textContent ?? '';
    if (css) inlinedInBrowser.set(href, css);
  }
  return css;
}

export function InlineStyleSheet({ href, nonce }: { href: string; nonce?: string }) {
  const readAsset = useContext(BuiltAssetContext);
  // A page whose whole document React draws again in the browser (an error page reached by a link inside the shop)
  // must keep the sheet: the browser has no built assets to read, so it keeps the one the server inlined.
  const css = readAsset?.(href) ?? (typeof document === 'undefined' ? '' : inlinedSheet(href));
  return <style nonce={nonce} data-href={href} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: css }} />;
}
