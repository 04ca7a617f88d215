import { useEffect } from 'react';
import { noteDocumentLocation } from './lib/arrival';
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, useLocation, useRouteLoaderData } from 'react-router';
import { lovAnswerSchema, type LovCategory } from '../domain/contract/catalog';
import { shopLocale, t } from '../domain/words/catalogue';
import type { ShopSettings } from '../domain/contract/content';
import { SiteChrome } from './features/navigation/SiteChrome';
import { loadFromApi } from './lib/api.server';
import type { ShopLoadContext } from './lib/load-context';
import type { RootData } from './lib/shop';
import type { Route } from './+types/root';
import shopStyleSheet from './app.css?url';
import { InlineStyleSheet } from './lib/inline-styles';

const CATEGORIES_PATH = '/api/lov/PRODUCT_CATEGORY';

/** The categories for the menus; a failure leaves the menus out rather than failing the page. */
async function loadCategories(context: ShopLoadContext): Promise<LovCategory[]> {
  try {
    const answer = lovAnswerSchema.safeParse(await loadFromApi<unknown>(context, CATEGORIES_PATH));
    return answer.success ? answer.data.lov : [];
  } catch {
    return [];
  }
}

export async function loader({ context }: Route.LoaderArgs): Promise<RootData> {
  const [{ settings }, categories] = await Promise.all([
    loadFromApi<{ settings: ShopSettings }>(context, '/api/settings'),
    loadCategories(context),
  ]);
  return { nonce: context.nonce, origin: context.origin, settings, categories };
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<RootData>('root');
  const nonce = data?.nonce;
  return (
    <html lang={shopLocale()}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#faf7f2" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <InlineStyleSheet href={shopStyleSheet} nonce={nonce} />
        <Links />
      </head>
      <body className="min-h-screen bg-white antialiased">
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  const { pathname, key } = useLocation();
  noteDocumentLocation(key);
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  // the back-office has its own frame (features/cms/StaffShell.tsx)
  if (pathname === '/cms' || pathname.startsWith('/cms/')) return <Outlet />;
  return (
    <SiteChrome settings={loaderData.settings} categories={loaderData.categories}>
      <Outlet />
    </SiteChrome>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const data = useRouteLoaderData<RootData>('root');
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const heading = notFound ? t('pages.root.thisPageCouldNot') : t('pages.root.somethingWentWrong');
  const text = notFound
    ? t('pages.root.thePageYouAre')
    : t('pages.root.pleaseTryAgainIn');
  const page = (
    <main className="mx-auto flex min-h-[70vh] max-w-xl flex-col items-center justify-center px-6 text-center">
      <title>{t('pages.root.kilau', { heading })}</title>
      <p className="text-xs tracking-[0.3em] text-gold-deep uppercase">{notFound ? '404' : t('pages.root.error')}</p>
      <h1 className="mt-4 text-4xl">{heading}</h1>
      <p className="mt-4 text-stone">{text}</p>
      <a href="/" className="mt-8 border border-ink px-8 py-3 text-sm tracking-widest uppercase hover:bg-ink hover:text-white">
        {t('pages.root.backToTheShop')}
      </a>
    </main>
  );
  // With the root's data (a page's loader failed, or no page matched) the error shows inside the header and footer.
  return data?.settings ? (
    <SiteChrome settings={data.settings} categories={data.categories ?? []}>
      {page}
    </SiteChrome>
  ) : (
    page
  );
}
