import { useRouteLoaderData } from 'react-router';
import type { RootData } from '../lib/shop';

/** JSON for a script element: `<` is escaped so no text in a label can close the element. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

/** A schema.org description of the page for search engines, as a JSON-LD script the page's nonce allows. */
export function JsonLd({ data }: { data: object }) {
  const root = useRouteLoaderData<RootData>('root');
  return <script type="application/ld+json" nonce={root?.nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: scriptSafeJson(data) }} />;
}
