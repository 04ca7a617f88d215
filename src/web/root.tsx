import { useEffect } from 'react';
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, useRouteLoaderData } from 'react-router';
import type { ShopSettings } from '../domain/contract/content';
import { SiteFooter } from './components/SiteFooter';
import { SiteHeader } from './components/SiteHeader';
import { loadFromApi } from './lib/api.server';
import type { Route } from './+types/root';
import './app.css';

export async function loader({ context }: Route.LoaderArgs) {
  const { settings } = await loadFromApi<{ settings: ShopSettings }>(context, '/api/settings');
  return { nonce: context.nonce, origin: context.origin, settings };
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>('root');
  const nonce = data?.nonce;
  return (
    <html lang="en-MY">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#faf7f2" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
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
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <>
      <SiteHeader settings={loaderData.settings} />
      <Outlet />
      <SiteFooter settings={loaderData.settings} />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const heading = notFound ? 'This page could not be found' : 'Something went wrong';
  const text = notFound
    ? 'The page you are looking for may have moved. Our collections are a click away.'
    : 'Please try again in a moment. If it keeps happening, our team is happy to help.';
  return (
    <main className="mx-auto flex min-h-[70vh] max-w-xl flex-col items-center justify-center px-6 text-center">
      <title>{`${heading} | Kilau`}</title>
      <p className="text-xs tracking-[0.3em] text-gold uppercase">{notFound ? '404' : 'Error'}</p>
      <h1 className="mt-4 text-4xl">{heading}</h1>
      <p className="mt-4 text-stone">{text}</p>
      <a href="/" className="mt-8 border border-ink px-8 py-3 text-sm tracking-widest uppercase hover:bg-ink hover:text-white">
        Back to the shop
      </a>
    </main>
  );
}
