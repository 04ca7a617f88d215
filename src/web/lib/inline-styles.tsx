import { createContext, useContext } from 'react';

/**
 * The shop's style sheet goes inline into the page's head on the server, so the first paint waits for no extra
 * request (measured with `npm run bench:pages`: the linked sheet was the render-blocking request on every page).
 * The server provides a reader of built assets through this context; in the browser there is none and the
 * element is left exactly as the server wrote it (React does not rewrite `dangerouslySetInnerHTML` when hydrating,
 * nor afterwards while the value stays the same).
 */
export const BuiltAssetContext = createContext<((href: string) => string | undefined) | undefined>(undefined);

export function InlineStyleSheet({ href, nonce }: { href: string; nonce?: string }) {
  const readAsset = useContext(BuiltAssetContext);
  const css = readAsset?.(href) ?? '';
  return <style nonce={nonce} data-href={href} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: css }} />;
}
